"""Render a position without the bot:

    python -m render stupor-mundi --players 3 --seed 7 --moves 40 --out board.png [--phone]
                     [--locale de]

Plays M random legal moves from the seeded setup, then draws the public board (with
``--phone`` the per-move phone picture, with the decision's public choices and the last
four public log lines, as the bot sends it); ``--locale`` draws it in that language (the
engine's texts in it too, as a table in that language gets them).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace

from games import get
from games.contract import name_view
from l10n import LOCALES, PSEUDO, say
from render import PhoneContext, board_png, phone_png


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render")
    parser.add_argument("slug")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--out", default="board.png")
    parser.add_argument("--seat", type=int, default=None, help="render this seat's private view")
    parser.add_argument("--phone", action="store_true", help="draw the per-move phone picture")
    parser.add_argument(
        "--locale", default="en", choices=[*LOCALES, PSEUDO], help="the picture's language"
    )
    args = parser.parse_args(argv)

    game = get(args.slug)
    state = game.setup(args.players, args.seed, game.options({}))
    pick = random.Random(args.seed)
    names = [f"Player {i + 1}" for i in range(args.players)]
    last = ""
    recent: list[str] = []
    previous = None
    for _ in range(args.moves):
        decision = game.decision(state)
        if decision is None:
            break
        seat = pick.choice([s for s in decision.seats if game.legal_choices(state, s)])
        choice = pick.choice(game.legal_choices(state, seat))
        previous = name_view(game.view(state, None), names)
        state, events = game.apply(state, seat, choice.id)
        public = [say(e.text, args.locale, names) for e in events if e.public]
        recent += public
        last = public[-1] if public else last
    view = name_view(game.view(state, args.seat), names)
    if args.phone:
        decision = game.decision(state)
        seats = tuple(decision.seats) if decision else ()
        choices = tuple(c for s in seats for c in game.legal_choices(state, s) if not c.private)
        context = PhoneContext(
            seats,
            say(decision.prompt, args.locale, names) if decision else "",
            tuple(replace(c, label=say(c.label, args.locale, names)) for c in choices),
            tuple(recent[-4:]),
        )
        data = phone_png(game.slug, game.title, view, names, last, previous, context, args.locale)
    else:
        slug = game.slug if args.seat is None else ""
        data = board_png(slug, game.title, view, names, last, locale=args.locale)
    with open(args.out, "wb") as fh:
        fh.write(data)
    print(f"wrote {args.out} ({len(data)} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
