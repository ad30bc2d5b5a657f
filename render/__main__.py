"""Render a position without the bot:

    python -m render stupor-mundi --players 3 --seed 7 --moves 40 --out board.png

Plays M random legal moves from the seeded setup, then draws the public board.
"""

from __future__ import annotations

import argparse
import random
import sys

from games import get
from games.contract import name_seats, name_view
from render import board_png


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render")
    parser.add_argument("slug")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--out", default="board.png")
    parser.add_argument("--seat", type=int, default=None, help="render this seat's private view")
    args = parser.parse_args(argv)

    game = get(args.slug)
    state = game.setup(args.players, args.seed, game.options({}))
    pick = random.Random(args.seed)
    names = [f"Player {i + 1}" for i in range(args.players)]
    last = ""
    for _ in range(args.moves):
        decision = game.decision(state)
        if decision is None:
            break
        seat = pick.choice([s for s in decision.seats if game.legal_choices(state, s)])
        choice = pick.choice(game.legal_choices(state, seat))
        state, events = game.apply(state, seat, choice.id)
        public = [e.text for e in events if e.public]
        last = name_seats(public[-1], names) if public else last
    view = name_view(game.view(state, args.seat), names)
    data = board_png(game.slug if args.seat is None else "", game.title, view, names, last)
    with open(args.out, "wb") as fh:
        fh.write(data)
    print(f"wrote {args.out} ({len(data)} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
