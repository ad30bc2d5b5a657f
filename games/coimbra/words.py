"""Coimbra's building blocks of messages: amounts, lists, names (Terms), and the English form
the view and the state keep (``state.last``) while the pictures are still drawn in English.

Every text the engine writes is a `games.messages.Msg` with an id ``coim-…`` in
``l10n/locales/<locale>/coimbra.ftl``; this module holds the pieces that many sentences share.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from games.contract import seat_token
from games.messages import Arg, Msg, Term, Text, Who, msg

SEAT_TOKENS = tuple(seat_token(i) for i in range(5))
"""Seat names that keep the English form with tokens (``{p0}``), as the view has always held."""

AMOUNT_KINDS = ("coins", "guards", "vp", "steps", "walk", "crowns")
"""What an amount counts: ``steps`` "pilgrim steps", ``walk`` bare "steps" (the income boxes'
short form and the steps left on a walk)."""


def amount(n: int, what: str) -> Msg:
    """``3 coins``, ``1 guard``, ``2 VP``: ``what`` is one of `AMOUNT_KINDS` (or "VP")."""
    kind = what.lower()
    if kind not in AMOUNT_KINDS:
        raise ValueError(f"not an amount kind: {what!r}")
    return msg(f"coim-n-{kind}", n=n)


CHAINS = ("coim-plus", "coim-and-all", "coim-comma", "coim-semicolon", "coim-or")
"""Joins that repeat one word between every two parts ("a + b + c", "a and b and c")."""


def joined(parts: Sequence[Arg], key: str = "coim-and") -> Arg:
    """``a, b and c`` (``key`` "coim-and") or a chain of `CHAINS` ("a + b + c"): nested
    messages, so each language has its own conjunction and English keeps its comma without the
    serial one (Babel's English list has it)."""
    if not parts:
        return msg("coim-nothing")
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2 or key in CHAINS:
        return msg(key, a=parts[0], b=joined(parts[1:], key))
    return msg("coim-comma", a=parts[0], b=joined(parts[1:], key))


def who(seat: int) -> Who:
    return Who(seat)


def district(d: str) -> Term:
    """A town district by name: upper town / centre / lower town (Oberstadt / Zentrum /
    Unterstadt); the castle is only named with a preposition (`where`)."""
    return Term(f"coim-district-{d}")


def colour(c: str) -> Term:
    """A die's colour (grey, orange, purple, green, white)."""
    return Term(f"coim-colour-{c}")


def track(t: str) -> Term:
    """An influence track by its colour (grey = the council track, Ratsleiste)."""
    return Term(f"coim-track-{t}")


def profession(p: str) -> Term:
    """A profession as printed beside a card (council, merchant, clergy, scholar)."""
    return Term(f"coim-prof-{p}")


def card_kind(p: str) -> Term:
    """A citizen card of a profession ("council card", Ratskarte)."""
    return Term(f"coim-card-{p}")


def card(cid: str, prof: str) -> Msg:
    """A citizen card with its profession before its code: "council card K03"."""
    return msg("coim-card-name", card=card_kind(prof), id=cid)


def where(role: str, d: str) -> Term:
    """A district with its preposition, as each language needs it: ``in`` (where a die stands,
    "in the castle", "im Schloss"), ``into`` (where it is put, "ins Schloss"), ``of`` (whose
    card, "of the castle", "aus dem Schloss")."""
    if role not in ("in", "into", "of"):
        raise ValueError(f"not a district role: {role!r}")
    return Term(f"coim-{role}-{d}")


def die(c: str, value: int) -> Msg:
    """A die named by its colour and value ("grey 4"; "grauen Würfel mit der 4" after an
    article): one message per colour, as German declines the colour."""
    return msg(f"coim-die-{c}", value=value)


def expedition(xid: str) -> Term:
    """An expedition by its id: the printed place name (Tanger, Cabo Verde …)."""
    return Term(f"coim-exp-{xid}")


def favour_effect(fid: str) -> Term:
    """A favour tile's effect as printed in the data ("7 guards or 7 coins")."""
    return Term(f"coim-favour-effect-{fid}")


def tiebreak(tied: Sequence[int], best: int, winner: int) -> Msg:
    """R-10.6: the tied seats, their total and the winner by turn order (`scoring`, the
    final pictures)."""
    return msg(
        "coim-tiebreak",
        tied=joined([who(s) for s in tied], "coim-and-all"),
        n=best,
        who=who(winner),
    )


PHASES = ("setup", "B", "C", "E", "F")
"""The phases a status line names (``coim-phase-<phase>``); "end" has its own sentence."""


def status(round_: int, phase: str, seat: int | None) -> Msg | None:
    """The status line of a view: "Round 2/4, phase C (take dice back): {p1} to decide." or
    "Game over after round 4." (None for a phase no status line names)."""
    if phase == "end":
        return msg("coim-status-over", round=round_)
    if phase not in PHASES:
        return None
    name = Term(f"coim-phase-{phase}")
    if seat is None:
        return msg("coim-status-nobody", round=round_, phase=name)
    return msg("coim-status", round=round_, phase=name, who=who(seat))


# Caps from bench/cache_caps.py (8 interleaved tables, en/de/it, 2,000 pictures; issue 33.3):
ENGLISH_CACHE = 1024  # 99 % hits as at 8,192, which kept ~1.1 KiB a text and was still filling
LONGEST_CACHE = 512  # 79 texts


@functools.lru_cache(maxsize=ENGLISH_CACHE)
def _english(text: Msg) -> str:
    from l10n import say  # the edge; imported late so importing the engine loads no catalogue

    return say(text, "en", SEAT_TOKENS)


def english(text: Text) -> str:
    """The English of a text with seat tokens (``{p0}``): what the view and ``state.last`` hold
    (the pictures are drawn in English for now). Cached: the AI's search replays moves often."""
    return text if isinstance(text, str) else _english(text)


def why(key: str, **args: Arg) -> Msg:
    """The reason a gain or a track move names in brackets: ``why("card", id="K03")``."""
    return Msg(f"coim-why-{key}", args)


@functools.lru_cache(maxsize=LONGEST_CACHE)
def _longest(text: Msg) -> int:
    from l10n import LOCALES, say

    return max(len(say(text, locale, SEAT_TOKENS)) for locale in LOCALES)


def fits(text: Text, limit: int) -> bool:
    """Whether a text is at most ``limit`` characters in every language (seat tokens counted
    as names): a choice's detail joins its loss warning only where it fits in all of them."""
    return len(text) <= limit if isinstance(text, str) else _longest(text) <= limit
