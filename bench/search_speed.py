"""Engine speed on the two paths through a game, for every game (or one), in CPU seconds.

    .venv/bin/python bench/search_speed.py [--game SLUG] [--games 10] [--repeat 3]

One line per game and player count: decisions/s through the search's path (``legal_ids`` +
``play`` in place) and through the table's path (``legal_choices`` with labels + checked
``apply`` on a copy), microseconds per ``copy_state`` (the contract's pickle copy) and per
``apply_unchecked`` (the game's own copy plus one move: what an AI pays per click).
Times are ``time.process_time`` and the best of ``--repeat`` runs: the machine is shared,
and the best run is the one least disturbed by the others.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # runs from a checkout too

from games import get, registry  # noqa: E402
from games.contract import Game, copy_state  # noqa: E402
from games.simulate import random_playout  # noqa: E402

HEADER = (f"{'game':<24}{'players':>8}{'games':>6}{'search/s':>10}{'table/s':>9}"
          f"{'copy us':>9}{'apply us':>9}")


def decisions_per_s(game: Game, players: int, games: int, fast: bool) -> float:
    moves = 0
    start = time.process_time()
    for seed in range(1, games + 1):
        moves += len(random_playout(game, players, seed, fast=fast).moves)
    return moves / (time.process_time() - start)


def positions(game: Game, players: int, samples: int = 300) -> list[tuple]:
    """(state, seat, choice) met in a random game, about every 2nd decision."""
    state = game.setup(players, 1)
    pick = random.Random(1)
    out = []
    while (d := game.decision(state)) is not None:
        seat = pick.choice(d.seats)
        choices = game.legal_choices(state, seat)
        if not choices:
            continue
        choice = pick.choice(choices)
        if len(out) < samples and pick.random() < 0.5:
            out.append((copy_state(state), seat, choice))
        state, _ = game.apply(state, seat, choice.id)
    return out


def per_position_us(spots: list[tuple], work) -> float:
    start = time.process_time()
    for state, seat, choice in spots:
        work(state, seat, choice)
    return (time.process_time() - start) / max(1, len(spots)) * 1e6


def bench(game: Game, games: int, repeat: int) -> None:
    for players in range(game.min_players, game.max_players + 1):
        search = max(decisions_per_s(game, players, games, True) for _ in range(repeat))
        table = max(decisions_per_s(game, players, games, False) for _ in range(repeat))
        spots = positions(game, players)
        copy = min(per_position_us(spots, lambda s, _seat, _c: copy_state(s)) for _ in range(repeat))
        apply = min(per_position_us(spots, game.apply_unchecked) for _ in range(repeat))
        print(f"{game.slug:<24}{players:>8}{games:>6}{search:>10.0f}{table:>9.0f}"
              f"{copy:>9.1f}{apply:>9.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game slug, or all (default)")
    parser.add_argument("--games", type=int, default=10, help="random games per player count")
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best one counts")
    args = parser.parse_args()
    games = list(registry().values()) if args.game == "all" else [get(args.game)]
    print(HEADER)
    for game in games:
        bench(game, args.games, args.repeat)


if __name__ == "__main__":
    main()
