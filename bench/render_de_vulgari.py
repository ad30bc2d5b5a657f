"""Timing of the De Vulgari Eloquentia board image.

    .venv/bin/python bench/render_de_vulgari.py [--games 2] [--players 4] [--sample 20]

Positions from random games. Measured: the static layer (zone layout + map, once per
process and player count), the per-move layer (copy of the static layer + the state,
RGB), the reduction to the board's 256-colour palette, and the encoders on both images:
PNG at compress levels 1/6/9, WebP lossless and WebP quality 90 (ms and bytes), p50/p95.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.contract import name_view  # noqa: E402
from games.de_vulgari import GAME  # noqa: E402
from render import de_vulgari as dv  # noqa: E402
from render import kit  # noqa: E402

ENCODERS = {
    "png-1": {"format": "PNG", "compress_level": 1},
    "png-6": {"format": "PNG", "compress_level": 6},
    "png-9": {"format": "PNG", "compress_level": 9},
    "webp-lossless": {"format": "WEBP", "lossless": True},
    "webp-q90": {"format": "WEBP", "quality": 90},
}


def positions(players: int, seed: int) -> list[tuple[dict, dict | None]]:
    names = [f"Player {i + 1}" for i in range(players)]
    st = GAME.setup(players, seed)
    rnd = random.Random(seed)
    out: list[tuple[dict, dict | None]] = []
    prev = None
    while (d := GAME.decision(st)) is not None:
        seat = rnd.choice([s for s in d.seats if GAME.legal_choices(st, s)])
        st, _ = GAME.apply(st, seat, rnd.choice(GAME.legal_choices(st, seat)).id)
        view = name_view(GAME.view(st, None), names)
        out.append((view, prev))
        prev = view
    return out


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def ms_since(t: float) -> float:
    return (time.perf_counter() - t) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--sample", type=int, default=20, help="positions encoded per game")
    args = ap.parse_args()
    names = [f"Player {i + 1}" for i in range(args.players)]
    static_ms: list[float] = []
    compose_ms: list[float] = []
    palette_ms: list[float] = []
    enc: dict[str, tuple[list[float], list[int]]] = {}
    total = 0
    size = (0, 0)
    for g in range(args.games):
        pos = positions(args.players, 100 + g)
        kit._LAYERS.clear()
        dv._GEOMETRY.clear()
        t = time.perf_counter()
        view0 = pos[0][0]
        dv._build_static(view0, args.players, dv._screens(view0))
        static_ms.append(ms_since(t))
        step = max(1, len(pos) // args.sample)
        for i, (view, prev) in enumerate(pos):
            t = time.perf_counter()
            rgb = dv.compose(view, names, "last move", prev)
            compose_ms.append(ms_since(t))
            t = time.perf_counter()
            pal = dv.to_palette(rgb)
            palette_ms.append(ms_since(t))
            total += 1
            size = rgb.size
            if i % step:
                continue
            for kind, img in (("P", pal), ("RGB", rgb)):
                for name, kw in ENCODERS.items():
                    buf = io.BytesIO()
                    t = time.perf_counter()
                    img.save(buf, **kw)
                    bucket = enc.setdefault(f"{kind:3s} {name}", ([], []))
                    bucket[0].append(ms_since(t))
                    bucket[1].append(buf.tell())
    print(f"De Vulgari Eloquentia: {args.players} players, {args.games} games, {total} positions, "
          f"image {size[0]}x{size[1]}")
    print(f"static layer (layout + map, once per process): {', '.join(f'{x:.0f}' for x in static_ms)} ms")
    print(f"per-move layer (RGB):      p50 {pct(compose_ms, .5):6.1f} ms  p95 {pct(compose_ms, .95):6.1f} ms")
    print(f"to the 256-colour palette: p50 {pct(palette_ms, .5):6.1f} ms  p95 {pct(palette_ms, .95):6.1f} ms")
    for name, (ms, nbytes) in enc.items():
        print(f"{name:18s} encode p50 {pct(ms, .5):7.1f} ms  p95 {pct(ms, .95):7.1f} ms   "
              f"bytes p50 {int(pct(nbytes, .5)):>8d}  p95 {int(pct(nbytes, .95)):>8d}")
    p1 = enc["P   png-1"][0]
    move = [a + b for a, b in zip(compose_ms, palette_ms, strict=True)]
    print(f"per move as served (render_board + PNG level 1): p50 {pct(move, .5) + pct(p1, .5):.0f} ms  "
          f"p95 {pct(move, .95) + pct(p1, .95):.0f} ms")


if __name__ == "__main__":
    main()
