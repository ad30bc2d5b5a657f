"""De Vulgari Eloquentia timings: legal_choices/apply median and p95, one random game per
player count, decisions per game. Run: .venv/bin/python bench/de_vulgari_bench.py"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.de_vulgari import GAME  # noqa: E402


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    lc: list[float] = []
    ap: list[float] = []
    view: list[float] = []
    for players in (2, 3, 4, 5):
        games_s: list[float] = []
        moves_n: list[int] = []
        for seed in range(1, 6):
            pick = random.Random(seed)
            t0 = time.perf_counter()
            st = GAME.setup(players, seed)
            n = 0
            while (d := GAME.decision(st)) is not None:
                seat = pick.choice([s for s in d.seats])
                a = time.perf_counter()
                choices = GAME.legal_choices(st, seat)
                b = time.perf_counter()
                st, _ = GAME.apply(st, seat, pick.choice(choices).id)
                c = time.perf_counter()
                lc.append(b - a)
                ap.append(c - b)
                n += 1
                if n % 25 == 0:
                    v0 = time.perf_counter()
                    json.dumps(GAME.view(st, None))
                    view.append(time.perf_counter() - v0)
            games_s.append(time.perf_counter() - t0)
            moves_n.append(n)
        print(f"{players} players: game {statistics.median(games_s):.3f}s median "
              f"(max {max(games_s):.3f}s), decisions median {statistics.median(moves_n)} "
              f"(min {min(moves_n)}, max {max(moves_n)})")
    print(f"legal_choices: median {statistics.median(lc) * 1e3:.3f} ms, p95 {pct(lc, 0.95) * 1e3:.3f} ms")
    print(f"apply (checked): median {statistics.median(ap) * 1e3:.3f} ms, p95 {pct(ap, 0.95) * 1e3:.3f} ms")
    try:
        from games.simulate import random_playout
        from render import board_png

        st = random_playout(GAME, 5, 3).state
        names = [f"Player {i + 1}" for i in range(5)]
        times = []
        for _ in range(3):
            r0 = time.perf_counter()
            png = board_png(GAME.slug, GAME.title, GAME.view(st, None), names, "")
            times.append(time.perf_counter() - r0)
        print(f"render (platform renderer for this slug, 5 players): {min(times) * 1e3:.0f} ms, "
              f"{len(png) / 1024:.0f} KiB PNG")
    except Exception as exc:  # the renderer belongs to the platform
        print(f"render: not measured ({exc})")
    print(f"view(None): median {statistics.median(view) * 1e3:.3f} ms, p95 {pct(view, 0.95) * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
