"""The words the Lorenzo pictures draw for what the view holds, in the picture's language.

The view keeps the engine's English (names, costs, effects, the status line); the pictures
translate from the ids it holds: a card id gives the card's name and its printed texts
(`games.lorenzo.texts`, the same words the choices' details use, short: "2 MP"), a space key
the space's name, a tile or leader id its text. The English of every function here is word for
word what the view holds, so an English picture looks as it always did.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache, wraps
from typing import TypeVar

from games.lorenzo import texts as X
from games.lorenzo import words as W
from games.lorenzo.data import (
    BONUS_TILES,
    CARDS,
    FLOOR_BONUS,
    LEADERS,
    SPACES,
    TOWER_OF,
)
from games.lorenzo.views import CardType, FinalView, PublicView
from games.messages import Arg, Msg, Term, Who, msg
from render.words import locale, said, word

K = TypeVar("K", str, int)
V = TypeVar("V")


def per_locale(f: Callable[[K], V]) -> Callable[[K], V]:
    """``f`` of one id remembered per picture language: a picture names mostly what the last
    one named, and the search for a name's words costs more than the drawing of it."""
    remembered = lru_cache(maxsize=1024)(lambda key, _locale: f(key))

    @wraps(f)
    def in_locale(key: K) -> V:
        return remembered(key, locale())

    return in_locale


CARD_KINDS = ("cost", "now", "lasting", "end")
"""The kinds of a card's lines: its cost, its immediate effect, what it keeps doing, its
final points."""

TYPE_WORDS: dict[CardType, str] = {
    "territory": "pic-lor-type-territory",
    "building": "pic-lor-type-building",
    "character": "pic-lor-type-character",
    "venture": "pic-lor-type-venture",
}
AREA_WORDS = {
    "council": "pic-lor-council",
    "harvest.small": "pic-lor-harvest-small",
    "harvest.large": "pic-lor-harvest-large",
    "production.small": "pic-lor-production-small",
    "production.large": "pic-lor-production-large",
}
PANEL_WORDS = {
    "market": "pic-lor-area-market",
    "council": "pic-lor-council",
    "harvest": "pic-lor-harvest",
    "production": "pic-lor-production",
}
"""The full board's panels of action spaces."""
BONUS_WORDS = {
    "territory": "pic-lor-card-bonus-territory",
    "building": "pic-lor-card-bonus-building",
    "character": "pic-lor-card-bonus-character",
    "venture": "pic-lor-card-bonus-venture",
    "harvest": "pic-lor-card-bonus-harvest",
    "production": "pic-lor-card-bonus-production",
}
YIELD_WORDS = {"territory": "pic-lor-card-harvest", "building": "pic-lor-card-production"}
"""A territory's harvest, a building's production."""
FM_WORDS = {
    "white": "pic-lor-fm-white",
    "black": "pic-lor-fm-black",
    "orange": "pic-lor-fm-orange",
    "neutral": "pic-lor-fm-neutral",
}


def shown(text: Arg) -> str:
    """A game's message, name or phrase in the picture's language. Remembered: a picture names
    mostly the cards and spaces the last one named."""
    return _shown(text, locale())


SHOWN_CACHE = 2048  # 1,017 texts in 8 tables' 2,000 pictures, 96-98 % hits (bench/cache_caps)


@lru_cache(maxsize=SHOWN_CACHE)
def _shown(text: Arg, _locale: str) -> str:
    return said(text if isinstance(text, str | Msg) else msg("lor-label-part", what=text))


def colour(tower: str) -> str:
    """A tower's colour: "green", "grün", "verde"."""
    return shown(Term(f"lor-colour-{tower}"))


def arrows(text: str) -> str:
    """The pictures' exchange arrow."""
    return text.replace(" -> ", " → ").replace("->", "→")


def told(text: Msg, names: Sequence[str]) -> str:
    """A game message naming seats, in the picture's language with the players' names: its
    parts first, each remembered (a status line changes every move, its parts seldom)."""
    return shown(_flat(text, tuple(names)))


def _flat(text: Arg, names: tuple[str, ...]) -> Arg:
    """A message whose nested messages and seats are already words."""
    if isinstance(text, Msg):
        return Msg(text.key, {k: _flat(v, names) for k, v in text.args.items()})
    if isinstance(text, Who):
        return (
            names[text.seat] if 0 <= text.seat < len(names) else word("pic-player", n=text.seat + 1)
        )
    if isinstance(text, Term):
        return shown(text)
    return text


def title() -> str:
    """The game's name (the same in every language, drawn through the catalogue all the same)."""
    return word("pic-lor-title")


def status(view: PublicView, names: Sequence[str]) -> str:
    """The status line (the view's ``status``, in the picture's language)."""
    text = X.status(view["round"], view["phase"], view["current"], view["deciding"])
    return told(text, names)


@per_locale
def card_name(cid: str) -> str:
    return shown(W.card(cid))


@per_locale
def leader_name(lid: str) -> str:
    return shown(W.leader(lid))


@per_locale
def leader_ability(lid: str) -> str:
    return shown(W.leader_text(lid))


@per_locale
def leader_requirement(lid: str) -> str:
    return shown(X.requirement(LEADERS[lid].req, short=True))


@per_locale
def excommunication(tile: str) -> str:
    return shown(W.excommunication(tile))


def type_word(t: CardType) -> str:
    """ "Territories", "Buildings" …"""
    return word(TYPE_WORDS[t])


def fm_word(fm: str) -> str:
    """A family member's colour: "White" … "Neutral"."""
    return word(FM_WORDS[fm])


@per_locale
def floor_bonus(space_id: str) -> str | None:
    """A tower floor's printed bonus: "2 wood"."""
    ttype, floor = TOWER_OF[space_id]
    bonus = FLOOR_BONUS[ttype][floor]
    return shown(X.gain(bonus, short=True)) if bonus else None


STRIP_WORDS = {
    "wood": "pic-lor-strip-wood",
    "stone": "pic-lor-strip-stone",
    "mp": "pic-lor-strip-mp",
    "coins": "pic-lor-strip-coins",
}
"""The resource of a tower floor's bonus in the narrow strip beside the card; a language whose
word is too long for it spells it hyphenated ("Mün- zen"), a line each."""


@per_locale
def strip_bonus(space_id: str) -> tuple[str, ...]:
    """A tower floor's bonus for the strip: "+2", then its resource's word in one or two
    lines; empty for a floor without one."""
    ttype, floor = TOWER_OF[space_id]
    bonus = FLOOR_BONUS[ttype][floor]
    if not bonus:
        return ()
    ((key, n),) = bonus.nonzero
    return (f"+{n}", *word(STRIP_WORDS[key], n=n).split(" "))


@per_locale
def space_gain(space_id: str) -> str | None:
    """What an action space gives ("2 coins + 3 MP"), None for harvest and production."""
    gain = SPACES[space_id].gain
    return shown(X.gain(gain, short=True)) if gain else None


def space_name(space_id: str) -> str:
    """``tower.green.1`` -> "green 1"; ``market.2`` -> "Market 2"; ``council`` -> "Council
    palace"; ``harvest.small`` -> "Harvest (small)" (the names the choices' labels use)."""
    return _space_name(space_id, locale())


@lru_cache(maxsize=256)
def _space_name(space_id: str, _locale: str) -> str:
    parts = space_id.split(".")
    if parts[0] == "tower" and len(parts) == 3:
        return word("pic-lor-floor", colour=colour(parts[1]), floor=parts[2])
    if parts[0] == "market" and len(parts) == 2:
        return word("pic-lor-market", n=parts[1])
    found = AREA_WORDS.get(space_id)
    return word(found) if found else space_id


@per_locale
def tile_gains(tile_id: str) -> tuple[str, str]:
    """A personal bonus tile's harvest and production, short."""
    t = BONUS_TILES[tile_id]
    return shown(X.gain(t.harvest, short=True)), shown(X.gain(t.production, short=True))


@per_locale
def tile_name(tile_id: str) -> str:
    """ "Basic bonus tile", "Bonus tile A"."""
    if tile_id == "basic":
        return word("pic-lor-tile-basic")
    return word("pic-lor-tile", tile=tile_id)


def card_lines(cid: str, kinds: Sequence[str] = CARD_KINDS) -> list[str]:
    """The card's cost and effects in short words, one line each, only of ``kinds``."""
    return [text for kind, text in _card_lines(cid, locale()) if kind in kinds]


@lru_cache(maxsize=1024)
def _card_lines(cid: str, _locale: str) -> tuple[tuple[str, str], ...]:
    c = CARDS[cid]
    out: list[tuple[str, str]] = []
    if c.costs:
        first = c.costs[0]
        if first.mp_req:
            line = word("pic-lor-card-needs", need=first.mp_req, pay=first.mp_pay)
        else:
            line = word("pic-lor-card-cost", what=shown(X.cost(first, short=True)))
        for other in c.costs[1:]:
            line = shown(msg("lor-or", a=line, b=X.cost(other, short=True)))
        out.append(("cost", line))
    now = X.card_immediate(cid, short=True)
    if now is not None:
        out.append(("now", word("pic-lor-card-now", what=arrows(shown(now)))))
    lasting = X.card_permanent(cid, short=True)
    if lasting is not None:
        what = arrows(shown(lasting))
        if c.type in ("territory", "building") and c.activation:
            out.append(("lasting", word(YIELD_WORDS[c.type], value=c.activation, what=what)))
        else:
            out.append(("lasting", word("pic-lor-card-always", what=what)))
    discount = X.card_discount(cid, short=True)
    if c.bonus:
        bonus = word(BONUS_WORDS[c.bonus[0]], n=c.bonus[1])
        if discount is not None:
            bonus = word("pic-lor-card-bonus-less", bonus=bonus, what=shown(discount))
        out.append(("lasting", word("pic-lor-card-always", what=bonus)))
    elif discount is not None:
        less = word("pic-lor-card-less", what=shown(discount))
        out.append(("lasting", word("pic-lor-card-always", what=less)))
    if c.end_vp:
        out.append(("end", word("pic-lor-card-end", vp=c.end_vp)))
    return tuple(out)


def tiebreak(final: FinalView, names: Sequence[str], totals: dict[int, int]) -> str | None:
    """The engine's tie-break sentence (SC-9) rebuilt from the final scores, or None."""
    if not final["tiebreak"].strip() or not final["ranking"]:
        return None
    first = final["ranking"][0]
    best = totals[first]
    tied = sum(1 for v in totals.values() if v == best)
    return told(Msg("lor-tiebreak", {"n": tied, "vp": best, "who": Who(first)}), names)


@per_locale
def value_min(value: int) -> str:
    """The value a tower floor needs: "value 5+"."""
    return word("pic-lor-value-min", value=str(value))


def no_card(view: PublicView) -> str:
    """An empty tower floor: "taken" during the game, "empty" before the first round."""
    return word("pic-lor-taken") if view["round"] else word("pic-lor-empty")
