"""The engines' speed in CPU seconds (the target: 10,000 decisions/s on the search path).

    .venv/bin/python -m bench.engine_speed [--game SLUG] [--players N] [--games N] [--profile]

One line per player count and path: ``search`` = legal_ids + play in place (what the AI and
`python -m games simulate` use), ``table`` = simulate's --table-path (legal_ids to pick, then the
checked apply on a copy), ``words`` = what a table really does per move: legal_choices with labels,
details and warnings for the deciding seat, then the checked apply.
Time is ``time.process_time()`` (CPU seconds of this process), so a loaded machine changes the
numbers less than wall-clock time would. Also: copy_state and evaluate per call, in microseconds.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from devkit.timing import footer
from games import get, registry
from games.contract import Game, copy_state
from games.simulate import random_playout


def rate(game: Game, players: int, games: int, fast: bool) -> tuple[int, float]:
    moves, cpu = 0, 0.0
    for seed in range(1, games + 1):
        t0 = time.process_time()
        playout = random_playout(game, players, seed, fast=fast)
        cpu += time.process_time() - t0
        moves += len(playout.moves)
    return moves, cpu


def rate_words(game: Game, players: int, games: int) -> tuple[int, float]:
    moves, cpu = 0, 0.0
    for seed in range(1, games + 1):
        pick = random.Random(seed)
        t0 = time.process_time()
        state = game.setup(players, seed)
        while (decision := game.decision(state)) is not None:
            seat = decision.seats[0]
            state, _ = game.apply(state, seat, pick.choice(game.legal_choices(state, seat)).id)
            moves += 1
        cpu += time.process_time() - t0
    return moves, cpu


def per_call_us(fn, arg, n: int = 2000) -> float:
    t0 = time.process_time()
    for _ in range(n):
        fn(arg)
    return (time.process_time() - t0) / n * 1e6


TARGET = 10_000  # decisions per CPU second on the search path, every game and player count


def report(game: Game, counts: list[int], games: int) -> None:
    for players in counts:
        for path in ("search", "table", "words"):
            if path == "words":
                moves, cpu = rate_words(game, players, games)
            else:
                moves, cpu = rate(game, players, games, path == "search")
            mark = (
                ("  ok" if moves / cpu >= TARGET else "  below target") if path == "search" else ""
            )
            print(
                f"{game.slug:<24}{players:>8} {path:>6} {games:>5} {moves:>9} {cpu:>7.2f} "
                f"{moves / cpu:>11,.0f}{mark}"
            )
    start = game.setup(counts[-1], 1)
    print(
        f"{game.slug:<24} at the start with {counts[-1]} players: copy_state "
        f"{per_call_us(copy_state, start):.1f} us, "
        f"evaluate {per_call_us(game.evaluate, start):.1f} us"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", help="one game's slug (default: every game)")
    parser.add_argument("--players", type=int, help="one player count (default: every count)")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument(
        "--profile", action="store_true", help="cProfile the search path at the most players"
    )
    args = parser.parse_args()
    chosen = [get(args.game)] if args.game else list(registry().values())
    if args.profile:
        game = chosen[0]
        prof = cProfile.Profile()
        prof.enable()
        rate(game, args.players or game.max_players, args.games, True)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    print(
        f"{'game':<24}{'players':>8} {'path':>6} {'games':>5} {'decisions':>9} {'cpu s':>7} "
        f"{'decisions/s':>11}   (search target {TARGET:,}/s)"
    )
    for game in chosen:
        counts = (
            [args.players] if args.players else list(range(game.min_players, game.max_players + 1))
        )
        report(game, counts, args.games)


if __name__ == "__main__":
    with footer():
        main()
