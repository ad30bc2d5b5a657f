"""The random-game scan the Lorenzo and De Vulgari phone tests share: every decision of a
seeded game drawn as its phone picture, each checked (readable, nothing cut or covered,
every board thing a choice names drawn, each VP total drawn once)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from games.contract import name_view
from games.messages import Text
from l10n import say
from render import PhoneContext
from render.lorenzo.phonekit import problems


def player_names(n: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(n)]


def public(game: Any, s: Any, n: int) -> dict:
    return name_view(game.view(s, None), player_names(n))


def context(game: Any, s: Any, recent: list[str]) -> PhoneContext:
    d = game.decision(s)
    if d is None:
        return PhoneContext((), "", (), tuple(recent[-3:]))
    choices = tuple(
        replace(
            ch,
            label=english(ch.label),
            group=None if ch.group is None else english(ch.group),
            detail=None if ch.detail is None else english(ch.detail),
        )
        for ch in game.legal_choices(s, d.seats[0])
        if not ch.private
    )  # in words, as the service hands them to the picture
    return PhoneContext(tuple(d.seats), english(d.prompt), choices, tuple(recent[-3:]))


def english(text: Text) -> str:
    """An engine text in English with its seat tokens kept (names are the picture's)."""
    return say(text, "en", [f"{{p{s}}}" for s in range(5)])


def shown(picture: Any) -> str:
    return " ".join(t.text for t in picture.canvas.record.texts)


@dataclass
class Scan:
    pictures: int = 0
    named: int = 0
    kinds: set[str] = field(default_factory=set)


def scan_random_game(
    game: Any,
    focus: Any,
    players: int,
    seed: int,
    options: dict[str, Any],
    label_names: Callable[[str], list[str]],
    ref_name: Callable[[dict, str], str],
    kinds: Callable[[dict, PhoneContext], Iterable[str]],
) -> Scan:
    """Play a seeded random game to its end, checking the phone picture of every decision."""
    s = game.setup(players, seed, game.options(options))
    pick = random.Random(seed)
    ns = player_names(players)
    previous, recent, out = None, [], Scan()
    while True:
        view = public(game, s, players)
        ctx = context(game, s, recent)
        picture = focus.draw_phone(view, ns, recent[-1] if recent else "", previous, ctx)
        img = picture.finish_image
        assert 800 <= img.width <= 1000
        assert problems(img, picture.canvas.record) == []
        assert min(t.size for t in picture.canvas.record.texts) >= img.width / 40
        text = shown(picture)
        for ch in ctx.choices:
            for name in label_names(ch.label) + ([ref_name(view, ch.ref)] if ch.ref else []):
                assert name in text, (ch.label, name)
                out.named += 1
        if ctx.seats:
            for i, name in enumerate(ns):  # one fact, one number: each VP total drawn once
                assert len(re.findall(rf"{name}(?::| —) {view['scores'][i]} VP", text)) == 1
        out.kinds.update(kinds(view, ctx))
        out.pictures += 1
        d = game.decision(s)
        if d is None:
            return out
        seat = pick.choice([x for x in d.seats if game.legal_choices(s, x)])
        s, events = game.apply(s, seat, pick.choice(game.legal_choices(s, seat)).id)
        recent += [say(e.text, "en", ns) for e in events if e.public]
        previous = view
