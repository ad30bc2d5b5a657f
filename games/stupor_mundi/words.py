"""Stupor Mundi's building blocks of messages: amounts, lists and names (cities, houses,
Frederick's palace tracks, edict symbols, cards, allies' roles, workplace benefits), as pieces
many sentences share.

Every log line, prompt and choice text the engine writes is a `games.messages.Msg` with an id
``sm-…`` in ``l10n/locales/<locale>/stupor-mundi.ftl``: a card's name and text (`card`,
`card_text`, its numbers taken from the data), an ally's name (`ally`) are terms and messages too.
The reasons a gain names (``why``) stay English in saved steps and are read back by `reason`. The
pieces are cached by their plain arguments (messages are immutable): the search's playouts log
every move, and building a nested message costs about ten times an f-string.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from games.contract import seat_token
from games.messages import Arg, Msg, Term, Text, Who, msg

from . import data as D

AMOUNT_KINDS = ("grain", "stone", "aug", "augustales", "vp")
"""``aug`` in log lines, ``augustales`` spelled out in a choice's words."""


@functools.cache
def who(seat: int) -> Who:
    return Who(seat)


@functools.cache
def amount(n: int, what: str) -> Msg:
    """``2 grain``, ``3 aug``, ``1 VP``: ``what`` is one of `AMOUNT_KINDS`."""
    if what not in AMOUNT_KINDS:
        raise ValueError(f"not an amount kind: {what!r}")
    return msg(f"sm-n-{what}", n=n)


def joined(parts: Sequence[Arg]) -> Arg:
    """``a, b, c``: the comma join the English has always used, as nested messages."""
    if not parts:
        return msg("sm-nothing")
    if len(parts) == 1:
        return parts[0]
    return msg("sm-comma", a=parts[0], b=joined(parts[1:]))


@functools.cache
def cost(grain: int = 0, stone: int = 0, aug: int = 0) -> Arg:
    """What is paid, stone first: ``2 stone, 1 grain``; ``nothing`` when free."""
    kinds = ((stone, "stone"), (grain, "grain"), (aug, "aug"))
    return joined([amount(n, w) for n, w in kinds if n])


@functools.cache
def price(grain: int = 0, stone: int = 0, aug: int = 0) -> Arg:
    """A cost as a choice spells it, stone first: ``2 stone, 3 augustales``."""
    kinds = ((stone, "stone"), (grain, "grain"), (aug, "augustales"))
    return joined([amount(n, w) for n, w in kinds if n])


@functools.cache
def goods(grain: int = 0, stone: int = 0, aug: int = 0, vp: int = 0) -> Arg:
    """What is gained, grain first: ``1 grain, 2 VP``."""
    kinds = ((grain, "grain"), (stone, "stone"), (aug, "aug"), (vp, "vp"))
    return joined([amount(n, w) for n, w in kinds if n])


@functools.cache
def city(code: str) -> Term:
    """A voyage city by its code (ROMA, ACRE …)."""
    return Term(f"sm-city-{code}")


@functools.cache
def house(h: str) -> Term:
    """A noble house (savoy, hohenstaufen, wittelsbach, diromano)."""
    return Term(f"sm-house-{h}")


@functools.cache
def track(t: str) -> Term:
    """One of Frederick's palace tracks (grain, stone, treasury, towers, walls, keeps, court,
    spec)."""
    return Term(f"sm-track-{t}")


@functools.cache
def symbols(sym: str, n: int) -> Msg:
    """An edict symbol counted: ``1 tower``, ``2 walls``, ``2 grain``."""
    return msg(f"sm-sym-{sym}", n=n)


def edict(counts: Sequence[tuple[str, int]]) -> Arg:
    """What an edict asks for: ``2 walls, 1 grain``."""
    return joined([symbols(s, n) for s, n in counts])


@functools.cache
def reward(roman: str) -> Term:
    """An edict reward (I, II, III): ``3 aug``."""
    return Term(f"sm-reward-{roman}")


@functools.cache
def reward_words(roman: str) -> Term:
    """An edict reward as a choice spells it (``3 augustales``)."""
    return Term(f"sm-reward-words-{roman}")


@functools.cache
def symbol_kind(sym: str) -> Term:
    """An edict symbol's kind without a number (towers, grain, treasury steps)."""
    return Term(f"sm-kind-{sym}")


@functools.cache
def income(code: str) -> Term:
    """A castle side's income (INC-STONE …)."""
    return Term(f"sm-income-{code}")


INCOME_KINDS = {"INC-STONE": "stone", "INC-GRAIN": "grain", "INC-AUG": "augustales", "INC-VP": "vp"}
"""A castle side's income of one good (data.INCOME_TEXT), as a choice spells it."""


@functools.cache
def income_words(code: str) -> Msg:
    """A side's income of one good as a choice spells it: ``1 augustalis``."""
    return amount(1, INCOME_KINDS[code])


@functools.cache
def keep_cover(code: str) -> Term:
    return Term(f"sm-cover-{code}")


@functools.cache
def city_bonus(code: str) -> Term:
    """A city bonus tile's effect (CB-A … CB-F)."""
    return Term(f"sm-city-bonus-{code}")


@functools.cache
def city_bonus_words(code: str) -> Term:
    """A city bonus tile's effect as a choice spells it ("6 augustales and …")."""
    return Term(f"sm-city-bonus-words-{code}")


@functools.cache
def action_lower(act: str) -> Term:
    """A face-down slot action inside a sentence ("then: market or build")."""
    return Term(f"sm-act-{act}")


@functools.cache
def card(cid: str) -> Term:
    """An action card by its id (H-STONE, A10, B8): its name."""
    return Term(f"sm-card-{cid}")


CARD_NUMBER = re.compile(r"(\d+)(?: (aug|grain|stone|VP)\b)?")
"""A number in a card's English text (data.CardDef.text), with the good it counts if any."""
GOOD_KINDS = {"grain": "grain", "stone": "stone", "VP": "vp"}


@functools.cache
def card_text(cid: str, spelled: bool = False) -> Msg:
    """An action card's text by its id, ``sm-text-<id>``; its numbers are taken from the data's
    English text in order as ``n1``, ``n2`` …, a number that counts a good as an amount ("3
    aug", or "3 augustales" when ``spelled`` for a choice's words)."""
    args: dict[str, Arg] = {}
    for i, found in enumerate(CARD_NUMBER.finditer(D.CARDS[cid].text), 1):
        n, good = int(found.group(1)), found.group(2)
        if good is None:
            args[f"n{i}"] = n
        elif good == "aug":
            args[f"n{i}"] = amount(n, "augustales" if spelled else "aug")
        else:
            args[f"n{i}"] = amount(n, GOOD_KINDS[good])
    return msg(f"sm-text-{cid}", **args)


@functools.cache
def ally(ally_id: str) -> Term:
    """An ally by its id (I-THEO …): its name, a proper name that the catalogue keeps the same
    in every language."""
    return Term(f"sm-ally-name-{ally_id}")


@functools.cache
def ally_role(ally: str) -> Term:
    """An ally's role (``Greek engineer``); the ally's name is a proper name, the same in
    every language, like a player's."""
    return Term(f"sm-role-{ally}")


@functools.cache
def great_bonus(code: str) -> Term:
    """A great structure's bonus (GT-A … GK)."""
    return Term(f"sm-great-bonus-{code}")


REASONS = {
    "city bonus": "sm-why-city-bonus",
    "edict reward I": "sm-why-edict-reward-I",
    "edict reward II": "sm-why-edict-reward-II",
    "edict reward III": "sm-why-edict-reward-III",
    "castle income": "sm-why-castle-income",
    "bonus": "sm-why-bonus",
}
"""The reasons a gain names that saved steps keep as English (``why``), in words."""
CARD_BY_NAME = {c.name: c.id for c in D.CARDS.values()}
"""A card's English name (the reason a card's gain keeps) back to its id."""
WORKPLACE_BY_REASON = {f"workplace: {text}": code for code, text in D.WORKPLACE_EFFECTS.items()}
"""``core.wp_why``'s English back to the workplace space's code."""


@functools.cache
def workplace(code: str) -> Term:
    """A workplace space's benefit by the space's code (CS-A-I …)."""
    return Term(f"sm-wp-{code}")


@functools.cache
def reason(why: str) -> Arg:
    """Why a gain happens, from the English a step keeps: a fixed reason, a workplace
    benefit or a card, in words; anything else (an older save's wording) as it is."""
    if why in REASONS:
        return msg(REASONS[why])
    code = WORKPLACE_BY_REASON.get(why)
    if code is not None:
        return msg("sm-why-workplace", effect=workplace(code))
    if why in CARD_BY_NAME:
        return card(CARD_BY_NAME[why])
    return why


@functools.cache
def action(act: str) -> Term:
    """A face-down slot action (promote, market, build, recruit, buy)."""
    return Term(f"sm-action-{act}")


SEAT_TOKENS = tuple(seat_token(i) for i in range(5))
"""Seat names kept as tokens (``{p0}``) in the English the view holds."""


# Caps from bench/cache_caps.py (8 interleaved tables, en/de/it, 2,000 pictures; issue 33.3):
ENGLISH_CACHE = 512  # 19 texts
FITS_CACHE = 1024  # 246 texts, 97 % hits as at 8,192


@functools.lru_cache(maxsize=ENGLISH_CACHE)
def _english(text: Msg) -> str:
    from l10n import say  # the edge; imported late so importing the engine loads no catalogue

    return say(text, "en", SEAT_TOKENS)


def english(text: Text) -> str:
    """The English of a text with seat tokens: what the view holds while the pictures are drawn
    in English. Cached: the view is built often."""
    return text if isinstance(text, str) else _english(text)


FIT_LOCALES = ("en", "de", "it")
"""The languages whose words must fit Discord's limits (the pseudo locale is a test's)."""


@functools.lru_cache(maxsize=FITS_CACHE)
def fits(text: Msg, limit: int) -> bool:
    """Whether the text is at most ``limit`` characters in every language. Cached: a card's
    label or detail is asked about on every question that shows the card."""
    from l10n import say

    return all(len(say(text, locale, SEAT_TOKENS)) <= limit for locale in FIT_LOCALES)
