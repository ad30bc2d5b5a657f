"""Stupor Mundi board rendering: static layer, per-move layer and encoding, measured.

    .venv/bin/python bench/render_stupor_mundi.py [--games 3] [--players 2 4]

Plays random games (the same move preference as the renderer tests, so games finish), renders
the board after every move with the previous view (as the bot does), and reports p50/p95 of:
the static layer (drawn once per process), the per-move layer, and each encoding candidate
(PNG compress levels 1/6/9, WebP lossless and quality 90) in ms and bytes.
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
        enc_ms: dict[str, list[float]] = {k: [] for k in ENCODINGS}
        enc_bytes: dict[str, list[int]] = {k: [] for k in ENCODINGS}
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
                img = R.render_board(view, names, "last move", prev)
                move_ms.append((time.perf_counter() - t) * 1000)
                boards += 1
                if boards % args.encode_every == 0:
                    for name, opts in ENCODINGS.items():
                        buf = io.BytesIO()
                        t = time.perf_counter()
                        img.save(buf, **opts)
                        enc_ms[name].append((time.perf_counter() - t) * 1000)
                        enc_bytes[name].append(buf.tell())
                prev = view
        print(f"\n{n} player(s): {args.games} games, {boards} boards, image {img.width}x{img.height}")
        print(f"  static layer (once per process): {static_ms:7.1f} ms")
        print(f"  per-move layer:  p50 {pct(move_ms, .5):6.1f} ms   p95 {pct(move_ms, .95):6.1f} ms"
              f"   max {max(move_ms):6.1f} ms")
        print(f"  {'encoding':<15}{'p50 ms':>9}{'p95 ms':>9}{'median KB':>11}{'p95 KB':>9}")
        for name in ENCODINGS:
            ms, by = enc_ms[name], enc_bytes[name]
            print(f"  {name:<15}{pct(ms, .5):9.1f}{pct(ms, .95):9.1f}{statistics.median(by) / 1024:11.0f}"
                  f"{pct(by, .95) / 1024:9.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
