"""Timing of the Lorenzo engine: legal_choices and apply (median / p95 per call), one random
full game per player count, decisions per game. Run: .venv/bin/python bench/lorenzo_bench.py"""

from __future__ import annotations

import random
import statistics
import time

from games.lorenzo import GAME
from games.simulate import random_playout


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    lc: list[float] = []
    ap: list[float] = []
    for players in (2, 3, 4):
        for seed in range(3):
            opts = GAME.options({"leaders": True, "bonus_tiles": "advanced"} if seed % 2 else {})
            r = random.Random(seed)
            s = GAME.setup(players, seed, opts)
            while (d := GAME.decision(s)) is not None:
                seat = d.seats[0]
                t = time.perf_counter()
                choices = GAME.legal_choices(s, seat)
                lc.append(time.perf_counter() - t)
                c = r.choice(choices)
                t = time.perf_counter()
                s, _ = GAME.apply(s, seat, c.id)
                ap.append(time.perf_counter() - t)
    print(f"legal_choices: median {statistics.median(lc) * 1e3:.2f} ms, p95 {pct(lc, .95) * 1e3:.2f} ms "
          f"({len(lc)} calls)")
    print(f"apply (checked): median {statistics.median(ap) * 1e3:.2f} ms, p95 {pct(ap, .95) * 1e3:.2f} ms")
    for players in (2, 3, 4):
        for opts in ({}, {"leaders": True, "bonus_tiles": "advanced"}):
            moves, secs = [], []
            for seed in range(10):
                out = random_playout(GAME, players, seed, GAME.options(opts))
                moves.append(len(out.moves))
                secs.append(out.seconds)
            print(f"{players} players {opts or 'basic'}: one random game median "
                  f"{statistics.median(secs):.2f} s, decisions median {statistics.median(moves)}")


if __name__ == "__main__":
    main()
