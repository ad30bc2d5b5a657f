"""Lorenzo il Magnifico engine speed: random games on the search's path (legal_ids + play in
place) and the table's path (legal_choices with labels + checked apply on a copy), plus the
cost of one state copy.

    .venv/bin/python bench/lorenzo_speed.py [--games 10] [--repeat 3] [--option leaders=true]

Times are CPU seconds (time.process_time), the best of ``--repeat`` runs: the machine is
shared, and the best run is the one least disturbed by the others."""

from __future__ import annotations

import argparse
import json
import random
import time

from games.contract import copy_state
from games.lorenzo import GAME
from games.simulate import random_playout


def decisions_per_s(players: int, games: int, fast: bool, options: dict) -> tuple[int, float]:
    opts = GAME.options(options)
    moves = 0
    start = time.process_time()
    for seed in range(1, games + 1):
        moves += len(random_playout(GAME, players, seed, opts, fast=fast).moves)
    return moves, time.process_time() - start


def copy_us(players: int, samples: int = 400) -> float:
    """Microseconds per `copy_state` of states met in a random game (every 2nd decision)."""
    state = GAME.setup(players, 1)
    pick = random.Random(1)
    states = []
    while (d := GAME.decision(state)) is not None:
        seat = d.seats[0]
        GAME.play(state, seat, pick.choice(GAME.legal_ids(state, seat)))
        if len(states) < samples and pick.random() < 0.5:
            states.append(copy_state(state))
    start = time.process_time()
    for s in states:
        copy_state(s)
    return (time.process_time() - start) / len(states) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=JSON")
    args = parser.parse_args()
    options = {k: json.loads(v) for k, _, v in (o.partition("=") for o in args.option)}
    for players in (2, 3, 4):
        row: dict[str, object] = {"players": players, "games": args.games, "options": options}
        for path, fast in (("search", True), ("table", False)):
            best = min((decisions_per_s(players, args.games, fast, options)
                        for _ in range(args.repeat)), key=lambda r: r[1])
            row[f"{path}_decisions_per_s"] = round(best[0] / best[1])
        row["copy_state_us"] = round(min(copy_us(players) for _ in range(args.repeat)), 1)
        print(json.dumps(row))


if __name__ == "__main__":
    main()
