"""A game's words in order, as its players read them: ``python -m games transcript``.

A seeded random game; before each move the prompt, then every choice (group, label, detail) of
each seat to decide, then the chosen id and every log line, public ones for all and private
ones marked with the seat that reads them. Each text is rendered in one locale, the way the
table service renders it for a reader (`l10n.catalog.render`), so a translator reads a
language in context and a check can count the catalogue's problems.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from pydantic import BaseModel

from games.contract import Choice, Event, Game
from games.messages import Text
from l10n.catalog import render

NAMES = ("Anna", "Ben", "Cleo", "Dario", "Emma")
SayFn = Callable[[Text], str]


@dataclass
class Transcript:
    """The lines and every problem the catalogue reported while rendering them."""

    lines: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def transcript(
    game: Game,
    players: int,
    seed: int,
    moves: int,
    locale: str,
    options: BaseModel | None = None,
) -> Transcript:
    out = Transcript()
    for line in _lines(game, players, seed, moves, locale, options, out.problems):
        out.lines.append(line)
    return out


def _lines(
    game: Game,
    players: int,
    seed: int,
    moves: int,
    locale: str,
    options: BaseModel | None,
    problems: list[str],
) -> Iterator[str]:
    names = list(NAMES[:players])

    def say(text: Text) -> str:
        shown, found = render(text, locale, names)
        problems.extend(found)
        return shown

    pick = random.Random(seed)
    state = game.setup(players, seed, options)
    yield f"# {game.slug}, {players} players, seed {seed}, locale {locale}"
    for n in range(1, moves + 1):
        decision = game.decision(state)
        if decision is None:
            break
        deciders = " and ".join(names[s] for s in decision.seats)
        yield f"[{n}] {deciders}: {say(decision.prompt)}"
        by_seat = {s: game.legal_choices(state, s) for s in decision.seats}
        for seat, choices in by_seat.items():
            for choice in choices:
                yield f"  {names[seat]} · {_choice(choice, say)}"
        seat = pick.choice([s for s, choices in by_seat.items() if choices])
        chosen = pick.choice(by_seat[seat])
        yield f"> {names[seat]}: {chosen.id}"
        state, events = game.apply(state, seat, chosen.id)
        yield from (_event(e, names, say) for e in events)
    result = game.result(state)
    if result is not None and result.tiebreak:
        yield f"= {say(result.tiebreak)}"


def _choice(choice: Choice, say: SayFn) -> str:
    text = say(choice.label)
    if choice.group is not None:
        text = f"[{say(choice.group)}] {text}"
    if choice.detail is not None:
        text += f" — {say(choice.long_detail or choice.detail)}"
    return text


def _event(event: Event, names: list[str], say: SayFn) -> str:
    if event.visible_to is None:
        return f"  {say(event.text)}"
    readers = ", ".join(names[s] for s in event.visible_to)
    return f"  (to {readers}) {say(event.text)}"
