"""Operator CLI: ``python -m games list``, ``python -m games simulate SLUG ...`` and
``python -m games transcript SLUG --locale de ...`` and ``python -m games replay FILE`` (an
exported game record replayed to its end)."""

from __future__ import annotations

import argparse
import json
import sys

from pydantic import BaseModel

from games import get, registry
from games.contract import Game
from games.simulate import random_playout
from games.transcript import transcript


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
        "--table-path",
        action="store_true",
        help="play through legal_choices with labels and the checked apply "
        "(what a table does) instead of the search's legal_ids + play",
    )
    text = sub.add_parser(
        "transcript", help="every text players read in a random game, in one language"
    )
    text.add_argument("slug")
    text.add_argument("--players", type=int, required=True)
    text.add_argument("--seed", type=int, default=1)
    text.add_argument("--moves", type=int, default=50, help="how many choices to play")
    text.add_argument("--locale", default="en", help="en, de, it (or pseudo)")
    again = sub.add_parser(
        "replay", help="replay an exported game record; check its final state and scores"
    )
    again.add_argument("file")
    for p in (sim, text):
        p.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="KEY=JSON",
            help="a table option, e.g. --option market_side='\"hard\"'",
        )
    args = parser.parse_args(argv)

    if args.command == "list":
        for slug, game in registry().items():
            print(f"{slug}\t{game.title}\t{game.min_players}-{game.max_players} players")
        return 0
    if args.command == "replay":
        return _replay(args.file)

    game = get(args.slug)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{game.title} takes {game.min_players}-{game.max_players} players")
    raw = {}
    for item in args.option:
        key, _, value = item.partition("=")
        raw[key] = json.loads(value)
    options = game.options(raw)
    if args.command == "transcript":
        return _transcript(game, args.players, args.seed, args.moves, args.locale, options)
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


def _transcript(
    game: Game, players: int, seed: int, moves: int, locale: str, options: BaseModel
) -> int:
    """Print the transcript; the catalogue's problems go to stderr (and fail the command)."""
    from l10n import LOCALES, PSEUDO

    if locale not in (*LOCALES, PSEUDO):
        print(
            f"No locale {locale!r}; choose one of {', '.join((*LOCALES, PSEUDO))}.", file=sys.stderr
        )
        return 2
    out = transcript(game, players, seed, moves, locale, options)
    print("\n".join(out.lines))
    for problem in dict.fromkeys(out.problems):
        print(f"problem: {problem}", file=sys.stderr)
    return 1 if out.problems else 0


def _replay(path: str) -> int:
    """Print the replayed end as one JSON line: 0 when it matches the record, 1 when not,
    2 (with one line on stderr) for a file that is not a record this build replays."""
    from games import record_file

    try:
        with open(path, "rb") as f:
            record = record_file.loads(f.read())
        out = record_file.replay(record)
    except OSError as exc:
        print(f"Cannot read {path}: {exc.strerror or exc}.", file=sys.stderr)
        return 2
    except record_file.RecordError as exc:
        print(exc, file=sys.stderr)
        return 2
    matches = out.same_state and out.same_scores
    print(
        json.dumps(
            {
                "game": record.game,
                "players": record.players,
                "moves": len(record_file.standing(record.log)),
                "scores": [out.result["totals"][str(s)] for s in range(record.players)],
                "winner": out.result["winners"],
                "same_state": out.same_state,
                "same_scores": out.same_scores,
            }
        )
    )
    return 0 if matches else 1


if __name__ == "__main__":
    raise SystemExit(main())
