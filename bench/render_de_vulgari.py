"""Timing of the De Vulgari Eloquentia board image.

    .venv/bin/python bench/render_de_vulgari.py [--games 2] [--players 4]

Positions from random games: the static layer (built once per process and player count),
the per-move layer (copy of the static layer + the state), and the encoders: PNG at
compress levels 1/6/9, WebP lossless and WebP quality 90 (bytes and ms), p50/p95.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.contract import name_view  # noqa: E402
from games.de_vulgari import GAME  # noqa: E402
from render import de_vulgari as dv  # noqa: E402
from render import kit  # noqa: E402


def positions(players: int, seed: int) -> list[tuple[dict, dict | None]]:
    names = [f"Player {i + 1}" for i in range(players)]
    st = GAME.setup(players, seed)
    rnd = random.Random(seed)
    out = []
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--sample", type=int, default=60, help="positions encoded per game")
    args = ap.parse_args()
    names = [f"Player {i + 1}" for i in range(args.players)]
    static_ms, move_ms = [], []
    enc: dict[str, tuple[list[float], list[int]]] = {}
    encoders = {
        "png-1": {"format": "PNG", "compress_level": 1},
        "png-6": {"format": "PNG", "compress_level": 6},
        "png-9": {"format": "PNG", "compress_level": 9},
        "webp-lossless": {"format": "WEBP", "lossless": True},
        "webp-q90": {"format": "WEBP", "quality": 90},
    }
    total = 0
    for g in range(args.games):
        pos = positions(args.players, 100 + g)
        view0 = pos[0][0]
        kit._LAYERS.clear()
        dv._GEOMETRY.clear()
        t = time.perf_counter()
        dv._build_static(view0, args.players, dv._screens(view0))
        static_ms.append((time.perf_counter() - t) * 1000)
        step = max(1, len(pos) // args.sample)
        for i, (view, prev) in enumerate(pos):
            t = time.perf_counter()
            img = dv.render_board(view, names, "last move", prev)
            move_ms.append((time.perf_counter() - t) * 1000)
            total += 1
            if i % step:
                continue
            for name, kw in encoders.items():
                buf = io.BytesIO()
                t = time.perf_counter()
                img.save(buf, **kw)
                ms = (time.perf_counter() - t) * 1000
                enc.setdefault(name, ([], []))
                enc[name][0].append(ms)
                enc[name][1].append(buf.tell())
    print(f"De Vulgari Eloquentia, {args.players} players, {args.games} games, {total} positions, "
          f"image {img.width}x{img.height}")
    print(f"static layer (geometry + map, once per process): p50 {statistics.median(static_ms):.0f} ms")
    print(f"per-move layer: p50 {pct(move_ms, .5):.1f} ms  p95 {pct(move_ms, .95):.1f} ms")
    for name, (ms, size) in enc.items():
        print(f"{name:14s} encode p50 {pct(ms, .5):6.1f} ms  p95 {pct(ms, .95):6.1f} ms  "
              f"bytes p50 {int(pct(size, .5)):>8d}  p95 {int(pct(size, .95)):>8d}")
    p1 = enc["png-1"][0]
    print(f"per move + PNG level 1: p50 {pct(move_ms, .5) + pct(p1, .5):.0f} ms, "
          f"p95 {pct(move_ms, .95) + pct(p1, .95):.0f} ms")


if __name__ == "__main__":
    main()
