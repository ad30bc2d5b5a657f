"""Coimbra board image timings: static layer, per-move layer and encodings.

    .venv/bin/python bench/render_coimbra.py [positions-per-count]

Positions come from seeded random games at 2, 3 and 4 players (every k-th move, so the
sample spreads over setup, all four rounds and the final board). Prints p50/p95 in ms for
building the static layer, drawing one move on its cached copy, and encoding the image as
PNG (compress levels 1, 6, 9) and WebP (lossless, quality 90), with the sizes in bytes.
Wall-clock and CPU (process) time are both shown: on a shared machine the wall time also
counts waiting for a core. The board comes as a 256-colour image (render.coimbra.to_palette);
the "rgb" rows encode the same board before that step, for comparison.
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
from render.coimbra import _build_static, _layout_for, render_board, to_palette  # noqa: E402


class Timer:
    def __enter__(self):
        self.w, self.c = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc):
        self.wall = (time.perf_counter() - self.w) * 1000
        self.cpu = (time.process_time() - self.c) * 1000


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
    rows: dict[str, list[tuple[float, float, int]]] = {}
    heights: list[int] = []
    formats = {
        "png-1": {"format": "PNG", "compress_level": 1},
        "png-6": {"format": "PNG", "compress_level": 6},
        "png-9": {"format": "PNG", "compress_level": 9},
        "webp-lossless": {"format": "WEBP", "lossless": True},
        "webp-q90": {"format": "WEBP", "quality": 90},
    }

    def add(name: str, t: Timer, size: int = 0) -> None:
        rows.setdefault(name, []).append((t.wall, t.cpu, size))

    samples = 0
    for players in (2, 3, 4):
        got = 0
        seed = 0
        while got < per_count:
            seed += 1
            for view, names, last, prev in positions(players, seed, every=7):
                lay = _layout_for(view)
                with Timer() as t:
                    static = _build_static(lay, view)
                add("static layer (build)", t)
                with Timer() as t:
                    img = render_board(view, names, last, prev)
                add("per-move layer", t)
                heights.append(img.height)
                for name, kw in formats.items():
                    buf = io.BytesIO()
                    with Timer() as t:
                        img.save(buf, **kw)
                    add(f"encode {name}", t, buf.tell())
                    if name == "png-1":
                        move = rows["per-move layer"][-1]
                        rows.setdefault("move + png-1", []).append((move[0] + t.wall, move[1] + t.cpu, buf.tell()))
                rgb = img.convert("RGB")
                for name in ("png-1", "webp-lossless"):
                    buf = io.BytesIO()
                    with Timer() as t:
                        rgb.save(buf, **formats[name])
                    add(f"rgb encode {name}", t, buf.tell())
                with Timer() as t:
                    to_palette(rgb)
                add("palette step alone", t)
                del static
                got += 1
                samples += 1
                if got >= per_count:
                    break
    print(f"Coimbra board: {samples} positions (2/3/4 players), {min(heights)}-{max(heights)} px tall, "
          f"1600 px wide")
    print(f"{'step':<26}{'wall p50':>9}{'p95':>8}{'cpu p50':>9}{'p95':>8}{'bytes p50':>11}{'p95':>9}")
    for name, vals in rows.items():
        wall = [v[0] for v in vals]
        cpu = [v[1] for v in vals]
        sizes = [v[2] for v in vals]
        size = f"{int(statistics.median(sizes)):>11}{int(pct(sizes, .95)):>9}" if any(sizes) else ""
        print(f"{name:<26}{pct(wall, .5):>9.1f}{pct(wall, .95):>8.1f}{pct(cpu, .5):>9.1f}{pct(cpu, .95):>8.1f}"
              + size)


if __name__ == "__main__":
    main()
