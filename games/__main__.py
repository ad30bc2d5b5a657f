"""Operator CLI: ``python -m games list`` and ``python -m games simulate SLUG ...``."""

from __future__ import annotations

import argparse
import json
import sys

from games import get, registry
from games.simulate import random_playout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the games this build offers")
    sim = sub.add_parser("simulate", help="play random legal choices to the end")
    sim.add_argument("slug")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=JSON",
        help="a table option, e.g. --option market_side='\"hard\"'",
    )
    sim.add_argument(
        "--table-path",
        action="store_true",
        help="play through legal_choices with labels and the checked apply "
        "(what a table does) instead of the search's legal_ids + play",
    )
    args = parser.parse_args(argv)

    if args.command == "list":
        for slug, game in registry().items():
            print(f"{slug}\t{game.title}\t{game.min_players}-{game.max_players} players")
        return 0

    game = get(args.slug)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{game.title} takes {game.min_players}-{game.max_players} players")
    raw = {}
    for item in args.option:
        key, _, value = item.partition("=")
        raw[key] = json.loads(value)
    options = game.options(raw)
    for i in range(args.games):
        seed = args.seed + i
        playout = random_playout(game, args.players, seed, options, fast=not args.table_path)
        res = playout.result
        print(
            json.dumps(
                {
                    "game": game.slug,
                    "players": args.players,
                    "seed": seed,
                    "moves": len(playout.moves),
                    "scores": [res.totals[s] for s in range(args.players)] if res else None,
                    "winner": list(res.winners) if res else None,
                    "seconds": round(playout.seconds, 4),
                    "decisions_per_s": round(len(playout.moves) / max(playout.seconds, 1e-9)),
                    "path": "table" if args.table_path else "search",
                }
            )
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
