"""Stupor Mundi board rendering: static layer, per-move layer and encoding, measured.

    .venv/bin/python bench/render_stupor_mundi.py [--games 3] [--players 2 4]

Plays random games (the same move preference as the renderer tests, so games finish), renders
the board after every move with the previous view (as the bot does), and reports p50/p95 of:
the static layer (drawn once per process), the per-move layer (drawing on the static copy),
the conversion to the board's fixed 256-colour palette, and each encoding candidate (PNG
compress levels 1/6/9, WebP lossless and quality 90) of the RGB drawing and of the palette
image, in ms and bytes.
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
from games.stupor_mundi import GAME  # noqa: E402
from render import kit  # noqa: E402
from render import stupor_mundi as R  # noqa: E402

PREFER = (("buy:", "act:buy", "keep"), ("down:5", "down:6", "edict:", "space:", "piece:", "act:build"),
          ("play:",))
ENCODINGS = {
    "png level 1": {"format": "PNG", "compress_level": 1},
    "png level 6": {"format": "PNG", "compress_level": 6},
    "png level 9": {"format": "PNG", "compress_level": 9},
    "webp lossless": {"format": "WEBP", "lossless": True, "quality": 0, "method": 0},
    "webp q90": {"format": "WEBP", "quality": 90, "method": 0},
}


def pick(st, seat, rnd):
    choices = GAME.legal_choices(st, seat)
    for tier in PREFER:
        preferred = [c for c in choices if c.id.startswith(tier)]
        if preferred and rnd.random() < 0.95:
            return rnd.choice(preferred)
    return rnd.choice(choices)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2, help="games per player count")
    ap.add_argument("--players", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--encode-every", type=int, default=10, help="encode every n-th board")
    args = ap.parse_args(argv)

    for n in args.players:
        names = [f"Player {i + 1}" for i in range(n)]
        # static layer: drawn once per process; time a cold build
        kit._LAYERS.pop(f"{R.SLUG}:{n}:{'solo' if n == 1 else 'multi'}", None)
        t = time.perf_counter()
        R._build_static(n, n == 1)
        static_ms = (time.perf_counter() - t) * 1000
        move_ms: list[float] = []
        pal_ms: list[float] = []
        cases = [f"{mode} {name}" for mode in ("RGB", "P256") for name in ENCODINGS
                 if not (mode == "P256" and name.startswith("webp"))]
        enc_ms: dict[str, list[float]] = {k: [] for k in cases}
        enc_bytes: dict[str, list[int]] = {k: [] for k in cases}
        boards = 0
        for g in range(args.games):
            st = GAME.setup(n, 100 + g, GAME.options({}))
            rnd = random.Random(100 + g)
            prev = None
            while (d := GAME.decision(st)) is not None:
                seat = d.seats[0]
                st, _ = GAME.apply(st, seat, pick(st, seat, rnd).id)
                view = name_view(GAME.view(st, None), names)
                t = time.perf_counter()
                img = R.draw_board(view, names, "last move", prev)
                move_ms.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                pimg = R.to_palette(img)
                pal_ms.append((time.perf_counter() - t) * 1000)
                boards += 1
                if boards % args.encode_every == 0:
                    for case in cases:
                        mode, name = case.split(" ", 1)
                        buf = io.BytesIO()
                        t = time.perf_counter()
                        (img if mode == "RGB" else pimg).save(buf, **ENCODINGS[name])
                        enc_ms[case].append((time.perf_counter() - t) * 1000)
                        enc_bytes[case].append(buf.tell())
                prev = view
        print(f"\n{n} player(s): {args.games} games, {boards} boards, image {img.width}x{img.height}")
        print(f"  static layer (once per process): {static_ms:7.1f} ms")
        print(f"  per-move layer:  p50 {pct(move_ms, .5):6.1f} ms   p95 {pct(move_ms, .95):6.1f} ms"
              f"   max {max(move_ms):6.1f} ms")
        print(f"  to 256 colours:  p50 {pct(pal_ms, .5):6.1f} ms   p95 {pct(pal_ms, .95):6.1f} ms")
        print(f"  {'encoding':<20}{'p50 ms':>9}{'p95 ms':>9}{'median KB':>11}{'p95 KB':>9}")
        for case in cases:
            ms, by = enc_ms[case], enc_bytes[case]
            print(f"  {case:<20}{pct(ms, .5):9.1f}{pct(ms, .95):9.1f}{statistics.median(by) / 1024:11.0f}"
                  f"{pct(by, .95) / 1024:9.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
