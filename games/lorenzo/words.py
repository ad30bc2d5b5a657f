"""Lorenzo's building blocks of messages: amounts, lists, names (Terms), and the English form
the view and ``state.last`` keep while the pictures are still drawn in English.

Every text the engine writes is a `games.messages.Msg` with an id ``lor-…`` in
``l10n/locales/<locale>/lorenzo.ftl``; this module holds the pieces that many sentences share.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from games.contract import seat_token
from games.messages import Arg, Msg, Term, Text, Who, msg

from .data import CARDS, LEADERS, Gain

SEAT_TOKENS = tuple(seat_token(i) for i in range(4))
"""Seat names that keep the English form with tokens (``{p0}``), as the view has always held."""

AMOUNT_KEYS = ("wood", "stone", "servants", "coins", "vp", "mp", "fp", "privileges")

# Caps from bench/cache_caps.py (8 interleaved tables, en/de/it, 2,000 pictures; issue 33.3):
ENGLISH_CACHE = 1024  # 715 texts, all kept as at 8,192
LONGEST_CACHE = 1024  # 85 % hits (92 % at 4,096, still filling); the engine's step no slower
AMOUNTS_CACHE = 1024  # 533 amounts, 97 % hits as at 4,096


@functools.lru_cache(maxsize=1024)
def amount(key: str, n: int) -> Msg:
    """``3 coins``, ``1 servant``, ``2 military points``: ``key`` is one of `AMOUNT_KEYS`."""
    if key not in AMOUNT_KEYS:
        raise ValueError(f"not an amount: {key!r}")
    return msg(f"lor-n-{key}", n=n)


def joined(parts: Sequence[Arg], key: str = "lor-comma") -> Arg:
    """``a, b, c`` (``key`` "lor-comma") or ``a + b + c`` ("lor-plus"): nested messages, so
    each language keeps the English punctuation without Babel's list words."""
    if not parts:
        return msg("lor-nothing")
    if len(parts) == 1:
        return parts[0]
    return msg(key, a=parts[0], b=joined(parts[1:], key))


def amounts(pairs: Iterable[tuple[str, int]], key: str = "lor-comma") -> Arg:
    """Resources and points from ``(key, n)`` pairs, zero amounts left out ("nothing" if none)."""
    return _amounts(tuple(pairs), key)


@functools.lru_cache(maxsize=AMOUNTS_CACHE)
def _amounts(pairs: tuple[tuple[str, int], ...], key: str) -> Arg:
    return joined([amount(k, v) for k, v in pairs if v], key)


def gain_text(g: Gain) -> Arg:
    """`Gain.text` as a message: "2 coins + 1 military point"; several privileges are
    "2 privileges (different)"."""
    parts: list[Arg] = []
    for k, v in g.nonzero:
        if k == "privileges" and v > 1:
            parts.append(msg("lor-n-privileges-different", n=v))
        else:
            parts.append(amount(k, v))
    return joined(parts, "lor-plus")


WHO = tuple(Who(i) for i in range(4))


def who(seat: int) -> Who:
    """A seat's name (built once: the search writes thousands of lines)."""
    return WHO[seat]


_CARDS = {cid: Term(f"lor-card-{cid}") for cid in CARDS}
_LEADERS = {lid: Term(f"lor-leader-{lid}") for lid in LEADERS}


def card(cid: str) -> Term:
    """A development card by its printed name."""
    return _CARDS[cid]


def leader(lid: str) -> Term:
    """A leader by name."""
    return _LEADERS[lid]


def name(cid: str) -> Term:
    """A card or a leader by id."""
    return card(cid) if cid in CARDS else leader(cid)


def excommunication(tile: str) -> Term:
    """An excommunication tile's effect in words."""
    return Term(f"lor-exc-{tile}")


WHY = {
    "floor bonus": "lor-why-floor-bonus",
    "bonus tile": "lor-why-bonus-tile",
    "privilege": "lor-why-privilege",
    "discarded leader": "lor-why-discarded-leader",
    "market space 1": "lor-why-market-1",
    "market space 2": "lor-why-market-2",
    "market space 3": "lor-why-market-3",
    "market space 4": "lor-why-market-4",
    "the council palace": "lor-why-council",
}
"""The English sources a gain names (kept in ``Step.source``, a saved game's field) that are not
a card or a leader, and their message ids."""

_NAMED: dict[str, Arg] = {source: msg(key) for source, key in WHY.items()}
_NAMED.update({c.name: card(c.id) for c in CARDS.values()})
_NAMED.update({ld.name: leader(ld.id) for ld in LEADERS.values()})


def why(source: str) -> Arg:
    """The reason a gain names in brackets, from its English source (a card's or a leader's name,
    "floor bonus", a space): ``Step.source`` stays English, so saved games read as before."""
    return _NAMED[source]


@functools.lru_cache(maxsize=ENGLISH_CACHE)
def _english(text: Msg) -> str:
    from l10n import say  # the edge; imported late so importing the engine loads no catalogue

    return say(text, "en", SEAT_TOKENS)


@functools.lru_cache(maxsize=LONGEST_CACHE)
def _longest(text: Msg) -> int:
    from l10n import LOCALES, say

    return max(len(say(text, locale, SEAT_TOKENS)) for locale in LOCALES)


def fits(text: Text, limit: int) -> bool:
    """Whether a text is at most ``limit`` characters in every language (seat tokens counted
    as names): a label keeps its tail only where it fits in all of them."""
    return len(text) <= limit if isinstance(text, str) else _longest(text) <= limit


def leader_text(lid: str) -> Term:
    """What a leader does, in short."""
    return Term(f"lor-leader-text-{lid}")


def english(text: Text) -> str:
    """The English of a text with seat tokens (``{p0}``): what the view and ``state.last`` hold
    (the pictures are drawn in English for now). Cached: the AI's search replays moves often."""
    return text if isinstance(text, str) else _english(text)
