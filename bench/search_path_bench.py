"""Decisions per CPU second of random games, on the search's path and on the table's path.

    .venv/bin/python bench/search_path_bench.py --game SLUG [--players 2 3 4] [--games N]

The same random games as ``python -m games simulate`` (seeds 1..N), timed with
``time.process_time`` (CPU seconds of this process), so other work on the machine changes
the numbers less than wall-clock time does. One line per player count and path:
decisions, CPU seconds, decisions per CPU second.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # runs from a checkout too

from games import get  # noqa: E402
from games.simulate import random_playout  # noqa: E402


def measure(slug: str, players: int, games: int, fast: bool) -> tuple[int, float]:
    game = get(slug)
    decisions, cpu = 0, 0.0
    for seed in range(1, games + 1):
        t0 = time.process_time()
        play = random_playout(game, players, seed, fast=fast)
        cpu += time.process_time() - t0
        decisions += len(play.moves)
    return decisions, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, nargs="+")
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args(argv)
    game = get(args.game)
    counts = args.players or list(range(game.min_players, game.max_players + 1))
    print(f"{'game':<24}{'players':>8}{'path':>8}{'decisions':>10}{'cpu s':>8}{'dec/cpu s':>11}")
    for players in counts:
        for fast in (True, False):
            decisions, cpu = measure(args.game, players, args.games, fast)
            print(f"{args.game:<24}{players:>8}{'search' if fast else 'table':>8}{decisions:>10}"
                  f"{cpu:>8.2f}{decisions / max(cpu, 1e-9):>11.0f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
