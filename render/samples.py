"""Random positions of a seeded game with the context the bot sends (`PhoneContext`), for
the phone-picture tests and `bench/render_bench.py` (which runs without the test tree)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from games import get
from games.contract import Choice, name_view
from games.messages import rendered
from l10n import say
from render import PhoneContext

NAMES = ["Anna", "Bruno", "Chiara", "Dieter", "Elena"]


@dataclass
class Position:
    view: dict[str, Any]
    names: list[str]
    previous: dict[str, Any] | None
    context: PhoneContext
    last: str


def public_choices(game, state, seats, names, locale: str = "en") -> tuple[Choice, ...]:
    out = []
    for seat in seats:
        for ch in game.legal_choices(state, seat):
            if not ch.private:
                out.append(
                    Choice(
                        ch.id,
                        say(ch.label, locale, names),
                        None if ch.group is None else say(ch.group, locale, names),
                        say(ch.detail, locale, names) if ch.detail else None,
                        ch.private,
                        ch.role,
                        ch.ref,
                    )
                )
    return tuple(out)


def _tiers(*tiers: tuple[str, ...]):
    """A move picker preferring choices by id prefix (so random games reach their end)."""

    def pick(legal: list[Choice], rnd: random.Random) -> Choice:
        for tier in tiers:
            preferred = [c for c in legal if c.id.startswith(tier)]
            if preferred and rnd.random() < 0.95:
                return rnd.choice(preferred)
        return rnd.choice(legal)

    return pick


PREFER = {
    "stupor-mundi": _tiers(
        ("buy:", "act:buy", "keep"),
        ("down:5", "down:6", "edict:", "space:", "piece:", "act:build"),
        ("play:",),
    ),
}


def positions(
    slug: str,
    players: int,
    seed: int,
    every: int = 1,
    prefer=None,
    limit: int = 5000,
    locale: str = "en",
    options: dict[str, Any] | None = None,
) -> Iterator[Position]:
    """Every ``every``-th decision of a seeded random game (with the table ``options``), then
    the game-over position; the engine's prompts, choices and log lines in ``locale``, as the
    service hands them on."""
    game = get(slug)
    state = game.setup(players, seed, game.options(options or {}))
    rnd = random.Random(seed)
    prefer = prefer or PREFER.get(slug)
    names = NAMES[:players]
    previous = None
    recent: list[str] = []
    last = ""
    for step in range(limit):
        decision = game.decision(state)
        view = name_view(game.view(state, None), names)
        if decision is None:
            yield Position(
                view, names, previous, PhoneContext((), "", (), tuple(recent[-4:])), last
            )
            return
        if step % every == 0:
            ctx = PhoneContext(
                tuple(decision.seats),
                say(decision.prompt, locale, names),
                public_choices(game, state, decision.seats, names, locale),
                tuple(recent[-4:]),
            )
            yield Position(view, names, previous, ctx, last)
        seat = decision.seats[0]
        legal = game.legal_choices(state, seat)
        choice = prefer(legal, rnd) if prefer else rnd.choice(legal)
        state, events = game.apply(state, seat, choice.id)
        recent += [say(e.text, locale, names) for e in events if e.public]
        last = recent[-1] if recent else last
        previous = view


HAND_OPTIONS = {"lorenzo-il-magnifico": {"leaders": True}}
"""Table options of the hand samples: leader cards are what a Lorenzo hand holds."""


def hand_states(slug: str, players: int, seed: int, limit: int = 5000) -> Iterator[tuple[Any, Any]]:
    """(game, state) before every decision of a seeded random game with the hand samples'
    options, then its end: the walk the private-picture and private-text checks share."""
    game = get(slug)
    state = game.setup(players, seed, game.options(HAND_OPTIONS.get(slug, {})))
    rnd, pick = random.Random(seed), PREFER.get(slug)
    for _ in range(limit):
        yield game, state
        decision = game.decision(state)
        if decision is None:
            return
        seat = decision.seats[0]
        legal = game.legal_choices(state, seat)
        choice = pick(legal, rnd) if pick else rnd.choice(legal)
        state, _ = game.apply(state, seat, choice.id)
    raise RuntimeError(f"{slug}: the random game did not end in {limit} decisions")


def own_views(
    slug: str,
    players: int,
    seed: int,
    every: int,
    names: list[str] | None = None,
    limit: int = 5000,
) -> Iterator[list[dict[str, Any]]]:
    """Every seat's own view (names filled in) at every ``every``-th decision of a seeded
    random game, and at its end: what the private (/hand) pictures are drawn from."""
    names = names or NAMES[:players]
    for step, (game, state) in enumerate(hand_states(slug, players, seed, limit)):
        if step % every == 0 or game.decision(state) is None:
            yield [name_view(game.view(state, s), names) for s in range(players)]


def label_names(slug: str, choice: Choice) -> list[str]:
    """The board names a choice points at: its ``ref`` when the engine sets one, else the
    names its label uses (until every engine sets refs)."""
    if choice.ref:
        return [choice.ref]
    patterns = LABEL_NAMES.get(slug, ())
    return [m.group(1) for p in patterns for m in re.finditer(p, rendered(choice.label))]


LABEL_NAMES = {
    "stupor-mundi": (
        r"\bon ([TWK]\d{1,2})\b",
        r"\bto ([ABC][1-5])\b",
        r"\bedict (I{1,3})\b",
        r"^Sail \d+ cit(?:y|ies) (?:free )?to ([A-Z][a-z]+)",
    ),
    "coimbra": (
        r"^Walk to (c\d+|I{1,3}V?\d+)\b",
        r"\bcorner (NW|NE|SE|SW)\b",
        r"^Buy ([KMPS]\d+)\b",
        r"\bfavour (F\d)\b",
        r"^Equip ([A-Z][a-z]+)",
    ),
}
