"""Lorenzo il Magnifico board image timings: static layer, per-move layer, encodings.

    .venv/bin/python bench/render_lorenzo.py [games-per-player-count] [sample-every]

Plays random games (2, 3 and 4 players), renders the board after every move (with the
previous view, as the service does) and reports p50/p95 of the per-move layer; then on a
sample of those positions compares PNG compress levels 1/6/9 with WebP lossless and
quality 90 (bytes and ms), and PNG level 1 of the image quantized to 256 colours.
Times are CPU ms of this process (`time.process_time`), so that other load on the machine
does not inflate them; wall-clock p50 is printed next to them.
"""

from __future__ import annotations

import io
import random
import statistics
import sys
import time
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.contract import name_seats, name_view  # noqa: E402
from games.lorenzo import GAME  # noqa: E402
from render import kit  # noqa: E402
from render import lorenzo as lz  # noqa: E402


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


ENCODINGS = {
    "PNG level 1": {"format": "PNG", "compress_level": 1},
    "PNG level 6": {"format": "PNG", "compress_level": 6},
    "PNG level 9": {"format": "PNG", "compress_level": 9},
    "WebP lossless": {"format": "WEBP", "lossless": True},
    "WebP quality 90": {"format": "WEBP", "quality": 90},
    "P256 + PNG 1": {"format": "PNG", "compress_level": 1, "quantize": True},
}


def clock() -> tuple[float, float]:
    return time.process_time(), time.perf_counter()


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    every = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    static_ms: list[float] = []
    layer_ms: list[float] = []
    layer_wall: list[float] = []
    samples = []
    heights = set()
    for players in (2, 3, 4):
        names = [f"Player {i + 1}" for i in range(players)]
        for seed in range(games):
            options = {"leaders": seed % 2 == 1}
            st = GAME.setup(players, seed, GAME.options(options))
            pick = random.Random(seed)
            previous = None
            last = ""
            k = 0
            # the static layer, drawn fresh (the service draws it once per process)
            view = name_view(GAME.view(st, None), names)
            covered = tuple(sp["id"] for sp in view["spaces"] if sp["covered"])
            a, _w = clock()
            lz._static(players, covered)
            static_ms.append((time.process_time() - a) * 1000)
            while (d := GAME.decision(st)) is not None:
                seat = pick.choice([s for s in d.seats if GAME.legal_choices(st, s)])
                st, events = GAME.apply(st, seat, pick.choice(GAME.legal_choices(st, seat)).id)
                shown = [e.text for e in events if e.public]
                last = name_seats(shown[-1], names) if shown else last
                view = name_view(GAME.view(st, None), names)
                a, w = clock()
                img = lz.render_board(view, names, last, previous)
                layer_ms.append((time.process_time() - a) * 1000)
                layer_wall.append((time.perf_counter() - w) * 1000)
                heights.add(img.height)
                if k % every == 0:
                    samples.append(img)
                previous = view
                k += 1
    print(f"positions rendered: {len(layer_ms)}, image 1600 x {min(heights)}..{max(heights)} px")
    print(f"static layer (once per process): p50 {statistics.median(static_ms):6.1f} ms  "
          f"p95 {pct(static_ms, 0.95):6.1f} ms")
    print(f"per-move layer:                  p50 {statistics.median(layer_ms):6.1f} ms  "
          f"p95 {pct(layer_ms, 0.95):6.1f} ms  (wall p50 {statistics.median(layer_wall):.1f} ms)")
    print(f"encodings over {len(samples)} sampled positions:")
    print(f"  {'format':<17} {'bytes p50':>10} {'bytes p95':>10} {'ms p50':>8} {'ms p95':>8}")
    for label, kwargs in ENCODINGS.items():
        sizes, ms = [], []
        kwargs = dict(kwargs)
        quantize = kwargs.pop("quantize", False)
        for img in samples:
            buf = io.BytesIO()
            a = time.process_time()
            (img.quantize(256, method=Image.Quantize.FASTOCTREE) if quantize else img).save(buf, **kwargs)
            ms.append((time.process_time() - a) * 1000)
            sizes.append(len(buf.getvalue()))
        print(f"  {label:<17} {int(statistics.median(sizes)):>10} {pct(sizes, 0.95):>10} "
              f"{statistics.median(ms):>8.1f} {pct(ms, 0.95):>8.1f}")
        if label == "PNG level 1":
            png1 = statistics.median(ms)
    print(f"per-move layer + PNG level 1 (what the service sends), p50: "
          f"{statistics.median(layer_ms) + png1:.1f} ms CPU")
    kit._LAYERS.clear()


if __name__ == "__main__":
    main()
