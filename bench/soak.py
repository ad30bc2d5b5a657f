"""Soak every game (or one): many random games per player count, each checked end to end.

    .venv/bin/python -m bench.soak [--game SLUG] [--games N]

Every game must end with a result, replay from its move list to the very same state,
and survive a dump/load round trip. One line per game and player count, the same columns
for every game: games, moves min/median/max, scores min/mean/max, seconds.
"""

from __future__ import annotations

import argparse
import statistics
import time

from devkit.timing import footer
from games import get, registry
from games.contract import Game
from games.simulate import random_playout

HEADER = (
    f"{'game':<24}{'players':>8}{'games':>6}{'moves min':>10}{'median':>8}{'max':>7}"
    f"{'score min':>10}{'mean':>7}{'max':>6}{'seconds':>9}"
)


def check(game: Game, players: int, seed: int) -> tuple[int, list[int]]:
    out = random_playout(game, players, seed)
    assert out.result is not None, f"{game.slug} {players}p seed {seed}: no result"
    again = game.replay(players, seed, None, out.moves)
    assert game.dump(again) == game.dump(out.state), (
        f"{game.slug} {players}p seed {seed}: replay differs"
    )
    assert game.dump(game.load(game.dump(out.state))) == game.dump(out.state), (
        "dump/load round trip differs"
    )
    return len(out.moves), list(out.result.totals.values())


def soak(game: Game, games: int) -> None:
    for players in range(game.min_players, game.max_players + 1):
        start = time.perf_counter()
        moves: list[int] = []
        scores: list[int] = []
        for seed in range(games):
            n, totals = check(game, players, seed)
            moves.append(n)
            scores.extend(totals)
        print(
            f"{game.slug:<24}{players:>8}{games:>6}{min(moves):>10}{statistics.median(moves):>8.0f}"
            f"{max(moves):>7}{min(scores):>10}{statistics.mean(scores):>7.1f}{max(scores):>6}"
            f"{time.perf_counter() - start:>9.1f}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game slug, or all (default)")
    parser.add_argument("--games", type=int, default=20, help="random games per player count")
    args = parser.parse_args()
    games = list(registry().values()) if args.game == "all" else [get(args.game)]
    print(HEADER)
    for game in games:
        soak(game, args.games)


if __name__ == "__main__":
    with footer():
        main()
