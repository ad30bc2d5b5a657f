"""Engine timings for every game (or one): legal_choices / apply / view, random games.

    .venv/bin/python -m bench.engine_bench [--game SLUG] [--games N]

One line per game and player count, the same columns for every game: decisions per game
(median), seconds per game (median, checked apply), legal_choices and apply p50/p95 in
ms, view(None) p50 in ms, the largest number of choices offered at once.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from devkit.timing import footer
from games import get, registry
from games.contract import Game

HEADER = (
    f"{'game':<24}{'players':>8}{'games':>6}{'decisions':>10}{'s/game':>8}"
    f"{'lc p50':>8}{'lc p95':>8}{'ap p50':>8}{'ap p95':>8}{'view p50':>9}{'widest':>7}"
)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def one_game(
    game: Game, players: int, seed: int, lc: list[float], ap: list[float], views: list[float]
) -> tuple[int, float, int]:
    pick = random.Random(seed)
    start = time.perf_counter()
    state = game.setup(players, seed)
    decisions, widest = 0, 0
    while (decision := game.decision(state)) is not None:
        seats = [s for s in decision.seats if game.legal_choices(state, s)]
        seat = pick.choice(seats)
        t0 = time.perf_counter()
        choices = game.legal_choices(state, seat)
        t1 = time.perf_counter()
        state, _ = game.apply(state, seat, pick.choice(choices).id)
        t2 = time.perf_counter()
        lc.append(t1 - t0)
        ap.append(t2 - t1)
        widest = max(widest, len(choices))
        decisions += 1
        if decisions % 25 == 0:
            t3 = time.perf_counter()
            json.dumps(game.view(state, None))
            views.append(time.perf_counter() - t3)
    assert game.result(state) is not None, f"{game.slug}: no result at the end"
    return decisions, time.perf_counter() - start, widest


def bench(game: Game, games: int) -> None:
    for players in range(game.min_players, game.max_players + 1):
        lc: list[float] = []
        ap: list[float] = []
        views: list[float] = []
        rows = [one_game(game, players, seed, lc, ap, views) for seed in range(1, games + 1)]
        ms = 1e3
        print(
            f"{game.slug:<24}{players:>8}{games:>6}{statistics.median(r[0] for r in rows):>10.0f}"
            f"{statistics.median(r[1] for r in rows):>8.2f}"
            f"{pct(lc, 0.5) * ms:>8.3f}{pct(lc, 0.95) * ms:>8.3f}"
            f"{pct(ap, 0.5) * ms:>8.3f}{pct(ap, 0.95) * ms:>8.3f}"
            f"{(pct(views, 0.5) * ms if views else 0.0):>9.3f}{max(r[2] for r in rows):>7}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game slug, or all (default)")
    parser.add_argument("--games", type=int, default=3, help="random games per player count")
    args = parser.parse_args()
    games = list(registry().values()) if args.game == "all" else [get(args.game)]
    print(HEADER + "   (times in ms)")
    for game in games:
        bench(game, args.games)


if __name__ == "__main__":
    with footer():
        main()
