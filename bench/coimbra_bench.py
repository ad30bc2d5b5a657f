"""Coimbra timings: legal_choices / apply median and p95, one random game per player count.

    .venv/bin/python bench/coimbra_bench.py [games-per-count]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.coimbra import GAME  # noqa: E402


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    lc, ap = [], []
    for players in (2, 3, 4):
        game_secs, moves = [], []
        for seed in range(games):
            pick = random.Random(seed)
            t0 = time.perf_counter()
            st = GAME.setup(players, seed)
            n = 0
            while (d := GAME.decision(st)) is not None:
                seat = d.seats[0]
                a = time.perf_counter()
                choices = GAME.legal_choices(st, seat)
                b = time.perf_counter()
                st, _ = GAME.apply(st, seat, pick.choice(choices).id)
                c = time.perf_counter()
                lc.append(b - a)
                ap.append(c - b)
                n += 1
            GAME.result(st)
            game_secs.append(time.perf_counter() - t0)
            moves.append(n)
        print(f"{players} players: {statistics.median(game_secs):.3f} s per random game (median of {games}), "
              f"decisions per game median {statistics.median(moves)} (min {min(moves)}, max {max(moves)})")
    print(f"legal_choices: median {statistics.median(lc) * 1e3:.3f} ms, p95 {pct(lc, 0.95) * 1e3:.3f} ms")
    print(f"apply (checked, incl. deep copy): median {statistics.median(ap) * 1e3:.3f} ms, "
          f"p95 {pct(ap, 0.95) * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
