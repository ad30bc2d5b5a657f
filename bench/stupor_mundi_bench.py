"""Stupor Mundi timings (CPU time of this process, robust on a shared machine):
legal_choices / apply (median, p95), one random game per player count.

    .venv/bin/python bench/stupor_mundi_bench.py [games per count]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.stupor_mundi import GAME  # noqa: E402


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[int(0.95 * (len(xs) - 1))]


def keen(choices):
    """A less aimless random player: never passes or skips while something else is possible."""
    ids = [c for c in choices if c.id not in ("pass", "skip", "keep")]
    plays = [c for c in ids if c.id.startswith("play:")]
    return plays or ids or choices


def play(players: int, seed: int, lc: list[float], ap: list[float],
         policy=lambda cs: cs) -> tuple[int, float, int]:
    pick = random.Random(seed)
    start = time.process_time()
    state = GAME.setup(players, seed)
    moves = 0
    while (d := GAME.decision(state)) is not None:
        seat = d.seats[0]
        t = time.process_time()
        choices = GAME.legal_choices(state, seat)
        lc.append(time.process_time() - t)
        choice = pick.choice(policy(choices))
        t = time.process_time()
        state, _ = GAME.apply(state, seat, choice.id)
        ap.append(time.process_time() - t)
        moves += 1
    return moves, time.process_time() - start, state.round


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    lc: list[float] = []
    ap: list[float] = []
    for name, policy in (("uniform random", lambda cs: cs), ("keen random", keen)):
        for players in (1, 2, 3, 4):
            rows = [play(players, seed, lc, ap, policy) for seed in range(games)]
            moves = statistics.median(r[0] for r in rows)
            secs = statistics.median(r[1] for r in rows)
            rounds = statistics.median(r[2] for r in rows)
            print(f"{name}, {players} players: median {moves:.0f} decisions, {rounds:.0f} rounds,"
                  f" {secs:.2f} s per game (checked apply)")
    print(f"legal_choices: median {statistics.median(lc) * 1e6:.0f} us, p95 {p95(lc) * 1e6:.0f} us")
    print(f"apply:         median {statistics.median(ap) * 1e6:.0f} us, p95 {p95(ap) * 1e6:.0f} us")


if __name__ == "__main__":
    main()
