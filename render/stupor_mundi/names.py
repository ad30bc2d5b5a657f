"""The view's things in the picture's language, from the ids the view holds: cards, allies,
cities, houses, edicts, actions, the status line. The engine's own messages (`games.stupor_mundi.
words`) say them, so a card reads the same in the log, on the buttons and on the pictures; the
view's English fields are left as they are (the hidden-information scan and the walkers read
them). Cached per language: a picture says mostly what the last one said."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.messages import Arg, Msg, Term, Text, Who, from_json, msg
from games.stupor_mundi import data as D
from games.stupor_mundi import words as W
from games.stupor_mundi.edicts import edict_words
from games.stupor_mundi.views import StuporMundiView
from l10n import say
from render.words import locale, word

HOUSE_KEYS = {name: key for key, name in D.HOUSE_NAMES.items()}
"""A house as the view spells it ("Savoy") back to its key."""
SOLO_TITLE_IDS = {title: f"pic-sm-rank-{limit}" for limit, title in D.SOLO_TITLES}
"""A solo rank as the view holds it ("Knight") to its picture id (by the score it needs)."""


def said(text: Arg) -> str:
    """An engine message or term in the picture's language (no seat in it)."""
    return _said(locale(), text)


SAID_CACHE = 512  # 379 texts in 8 tables' 2,000 pictures, 99 % hits (bench/cache_caps.py)


@lru_cache(maxsize=SAID_CACHE)
def _said(locale_code: str, text: Arg) -> str:
    if isinstance(text, Term):
        return say(Msg(text.key), locale_code)
    return say(text, locale_code) if isinstance(text, Msg) else str(text)


def named(text: Text, names: list[str]) -> str:
    """A message naming seats, in the picture's language with the players' names."""
    return _named(locale(), text, tuple(names))


@lru_cache(maxsize=1024)
def _named(locale_code: str, text: Text, names: tuple[str, ...]) -> str:
    return say(text, locale_code, names)


def figure(n: int) -> str:
    """A count handed to a picture's sentence as its digits: formatting a number through the
    catalogue costs four times a string, and these numbers change with every move (a count a
    sentence's plural form depends on stays a number)."""
    return str(n)


PLURAL_COUNTS = {"stone"}
"""Counts whose noun a language may inflect (Italian "1 pietra", "2 pietre"): numbers."""


def count(what: str, n: int) -> str:
    """One number of a player's line ("3 VP", "hand 5", "(storage 4)"): the pieces are
    remembered apart, so a line of six numbers costs no new sentence every move."""
    return word(f"pic-sm-count-{what}", n=n if what in PLURAL_COUNTS else figure(n))


def goods(p: Any) -> list[str]:
    """A player's VP, augustales, grain and stone: "3 VP", "7 aug", "2 grain", "1 stone"."""
    return list(_goods(locale(), p["vp"], p["aug"], p["grain"], p["stone"]))


GOODS_CACHE = 512  # 271 texts in 8 tables' 2,000 pictures, 96 % hits (bench/cache_caps.py)


@lru_cache(maxsize=GOODS_CACHE)
def _goods(_locale: str, vp: int, aug: int, grain: int, stone: int) -> tuple[str, ...]:
    return (count("vp", vp), count("aug", aug), count("grain", grain), count("stone", stone))


def base(cid: str | None) -> str:
    """A card instance's card id (``H-STONE~1`` -> ``H-STONE``)."""
    return str(cid or "").split("~")[0]


def card_name(cid: str | None) -> str:
    """A card's name as printed; a view's value that is no card (``hidden``) as it is."""
    b = base(cid)
    return said(W.card(b)) if b in D.CARDS else str(cid or "")


def card_short(cid: str | None) -> str:
    """A card's name without its house (house cards are named after the house): for the
    slot boxes."""
    b = base(cid)
    if b in D.CARDS and D.CARDS[b].house:
        return word(f"pic-sm-short-{b}")
    return card_name(cid)


def card_text(cid: str | None, spelled: bool = False) -> str:
    b = base(cid)
    return said(W.card_text(b, spelled)) if b in D.CARDS else ""


def card_cost(cid: str | None) -> str:
    """What a card on offer costs: ``3 aug`` or ``1 card``; a house card nothing."""
    card = D.CARDS.get(base(cid))
    if card is None or card.level == "H":
        return ""
    if card.cost_aug is not None:
        return word("pic-sm-cost-aug", aug=card.cost_aug)
    return word("pic-sm-cost-card")


def ally_name(ally_id: str) -> str:
    return said(W.ally(ally_id))


def ally_kind(kind: str) -> str:
    """``loyalist`` / ``independent`` (L / I)."""
    return word(f"pic-sm-kind-{kind}") if kind in ("L", "I") else kind


def ally_condition(ally_id: str) -> str:
    """The ally's +2 VP condition in words ("your grain >= Frederick's grain")."""
    return word(f"pic-sm-cond-{ally_id}")


def ally_condition_short(ally_id: str) -> str:
    """The condition short, for the board: "+2: grain ≥ F's grain"."""
    return word(f"pic-sm-cond-short-{ally_id}")


def city_name(code: str) -> str:
    return said(W.city(code)) if code in D.CITY_TITLES else code


def house_name(house: str) -> str:
    """A house from the view's spelling ("Savoy")."""
    key = HOUSE_KEYS.get(house)
    return said(W.house(key)) if key else house


def edict_text(tile: str | None) -> str:
    return said(edict_words(tile)) if tile in D.EDICTS else ""


def reward(roman: str) -> str:
    return said(W.reward(roman))


def action(act: str) -> str:
    """A face-down slot action, short ("Promote", "Buy card")."""
    return word(f"pic-sm-act-{act}")


def slot_actions(slot: int, join: str = "pic-sm-or") -> str:
    """A slot's face-down actions: "Market or Build"."""
    acts = [action(a) for a in D.SLOT_ACTIONS.get(slot, ())]
    return word(join, a=acts[0], b=acts[1]) if len(acts) == 2 else ", ".join(acts)


def workplace(code: str) -> str:
    """A workplace space's benefit in full."""
    return said(W.workplace(code)) if code in D.WORKPLACE_EFFECTS else code


def city_tile(code: str) -> str:
    """A city bonus tile's short name (the name the city-tile choices use as their ref)."""
    return word(f"pic-sm-tile-{code}") if code in D.CITY_BONUS else code


def market_side(side: str) -> str:
    return word(f"pic-sm-side-{side}") if side in ("easy", "hard") else side


def solo_title(title: str) -> str:
    found = SOLO_TITLE_IDS.get(title)
    return word(found) if found else title


def status(view: StuporMundiView, names: list[str]) -> str:
    """The status line from the view's fields (the view's ``status`` in English, word for
    word): the round and phase and who decides, or the game's end and its winner."""
    rnd = figure(view["round"])
    if view["phase"] == "over":
        winners = view["result"]["winners"] if "result" in view else []
        if len(winners) == 1:
            return named(msg("pic-sm-status-over-winner", round=rnd, who=Who(winners[0])), names)
        return named(msg("pic-sm-status-over", round=rnd), names)
    decider = view["decider"]
    who: Arg = Who(decider) if decider is not None and decider >= 0 else "-"
    key = "pic-sm-status-action" if view["phase"] == "action" else "pic-sm-status-end"
    return named(msg(key, round=rnd, who=who), names)


def stored(data: Any, english: str, names: list[str]) -> str:
    """A message the view keeps in its JSON form (the prompt, the tie-break), in the picture's
    language; the view's English when there is none."""
    if not data:
        return english
    return named(from_json(data), names)


# -- the names the pictures give the board's places (the choices' refs name them the same in
# English: games.stupor_mundi.present)


def space(path: str, index: int) -> str:
    """A workplace space: A1 ... C4, the city spaces City A/B/C."""
    return word("pic-sm-city-space", path=path) if index == D.CITY else f"{path}{index}"


def ally_space(i: int | str) -> str:
    return word("pic-sm-ally-space", n=str(i))


def slot(i: int | str) -> str:
    return word("pic-sm-slot", n=str(i))


def edict(roman: str) -> str:
    return word("pic-sm-edict", roman=roman)


def next_edict(i: int | str) -> str:
    return word("pic-sm-next", n=str(i))


def piece(piece_id: str) -> str:
    """An unbuilt board piece: a great structure by its name, a tower by the ally space it
    opens, a wall or keep by its kind."""
    bp = D.BOARD_PIECES[piece_id]
    if bp.great:
        return word(f"pic-sm-great-name-{bp.great}")
    if bp.kind == "tower":
        return ally_space(bp.ally_space)
    return word(f"pic-sm-piece-{bp.kind}")


def palace_row(key: str) -> str:
    """A row of Frederick's palace (grain … court, specialist)."""
    return word(f"pic-sm-row-{key}")


KEEP_IDS = ("K1", "K2", "K3")


def keep_label(keep: str) -> str:
    """What a keep's cover gives, short: "hand +2", "both", "slot 6"."""
    return word(f"pic-sm-keep-{keep}")


SHORT_EFFECTS = {"VL-C-II", "CS-C-I"}
"""Workplace benefits with a shorter picture wording (two lines of a workplace space)."""


def short_effect(code: str) -> str:
    """A workplace benefit as a workplace space shows it."""
    return word(f"pic-sm-short-{code}") if code in SHORT_EFFECTS else workplace(code)


def great_bonus(code: str) -> Term:
    return W.great_bonus(code)


def ally_def(tile: str | None) -> D.AllyDef | None:
    """An ally from an ally or tile id in the view."""
    if not tile:
        return None
    return D.ALLIES.get(tile) or (D.ally_of(tile) if tile in D.ALLY_TILE else None)
