"""Coimbra board image timings: static layer, per-move layer and encodings.

    .venv/bin/python bench/render_coimbra.py [positions-per-count]

Positions come from seeded random games at 2, 3 and 4 players (every k-th move, so the
sample spreads over setup, all four rounds and the final board). Prints p50/p95 in ms for
building the static layer, drawing one move on its cached copy, and encoding the image as
PNG (compress levels 1, 6, 9) and WebP (lossless, quality 90), with the sizes in bytes.
"""

from __future__ import annotations

import io
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.coimbra import GAME  # noqa: E402
from games.contract import name_seats, name_view  # noqa: E402
from render.coimbra import _build_static, _layout_for, render_board  # noqa: E402


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def positions(players: int, seed: int, every: int):
    """(view, names, last move, previous view) every `every` moves of one random game."""
    names = [f"Player {i + 1}" for i in range(players)]
    st = GAME.setup(players, seed, GAME.options({}))
    pick = random.Random(seed)
    prev = None
    last = ""
    k = 0
    while GAME.decision(st) is not None:
        seat = GAME.decision(st).seats[0]
        st, events = GAME.apply(st, seat, pick.choice(GAME.legal_choices(st, seat)).id)
        texts = [e.text for e in events if e.public]
        last = name_seats(texts[-1], names) if texts else last
        view = name_view(GAME.view(st, None), names)
        if k % every == 0 or GAME.decision(st) is None:
            yield view, names, last, prev
        prev = view
        k += 1


def main() -> None:
    per_count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    static_ms: list[float] = []
    move_ms: list[float] = []
    heights: list[int] = []
    enc: dict[str, tuple[list[float], list[int]]] = {}
    formats = {
        "png-1": {"format": "PNG", "compress_level": 1},
        "png-6": {"format": "PNG", "compress_level": 6},
        "png-9": {"format": "PNG", "compress_level": 9},
        "webp-lossless": {"format": "WEBP", "lossless": True},
        "webp-q90": {"format": "WEBP", "quality": 90},
    }
    samples = 0
    for players in (2, 3, 4):
        got = 0
        seed = 0
        while got < per_count:
            seed += 1
            for view, names, last, prev in positions(players, seed, every=7):
                lay = _layout_for(view)
                t0 = time.perf_counter()
                _build_static(lay)
                static_ms.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                img = render_board(view, names, last, prev)
                move_ms.append((time.perf_counter() - t0) * 1000)
                heights.append(img.height)
                for name, kw in formats.items():
                    buf = io.BytesIO()
                    t0 = time.perf_counter()
                    img.save(buf, **kw)
                    ms, sizes = enc.setdefault(name, ([], []))
                    ms.append((time.perf_counter() - t0) * 1000)
                    sizes.append(buf.tell())
                got += 1
                samples += 1
                if got >= per_count:
                    break
    print(f"Coimbra board, {samples} positions (2/3/4 players), {min(heights)}-{max(heights)} px tall")
    print(f"{'step':<22}{'p50 ms':>9}{'p95 ms':>9}{'p50 bytes':>12}{'p95 bytes':>12}")
    print(f"{'static layer (build)':<22}{pct(static_ms, .5):>9.1f}{pct(static_ms, .95):>9.1f}")
    print(f"{'per-move layer':<22}{pct(move_ms, .5):>9.1f}{pct(move_ms, .95):>9.1f}")
    for name, (ms, sizes) in enc.items():
        print(f"{'encode ' + name:<22}{pct(ms, .5):>9.1f}{pct(ms, .95):>9.1f}"
              f"{int(statistics.median(sizes)):>12}{int(pct(sizes, .95)):>12}")
    total = [m + e for m, e in zip(move_ms, enc["png-1"][0])]
    print(f"{'move + png-1':<22}{pct(total, .5):>9.1f}{pct(total, .95):>9.1f}")


if __name__ == "__main__":
    main()
