"""Warnings before a loss (issue 13.6): every sentence a choice's detail uses to say that
taking it loses part of what it gives. Only the table's path builds them (labels and
details); `legal_ids` never calls this module.

The places, from the rules (shared/rules/stupor-mundi.md):
- storage (R-4.4, R-13.4): grain and stone beyond the storage are returned at once;
- capped gains (R-16): a card or bonus that counts something gives at most its printed
  maximum (Savoy Granary, Hohenstaufen Quarry, Wittelsbach Levy, Di Romano Envoy, Tithe,
  the B4/B5/B6 ally counts);
- conditional gains that give nothing now (Grain/Stone Loan, B7, B9, the "per 3 structures"
  cards below 3 structures);
- actions and bonuses that cannot be used (a face-down action or a card with nothing
  possible, a city whose bonus tiles are gone, a free build or recruit with no legal target);
- Frederick's palace tracks (R-8.4, A-17): an edict direction that does not fit in full.

Every warning is a message (``sm-loss-…`` in stupor-mundi.ftl); the choices that still speak
English (cards, promotions) take its English (`words.english`).
"""

from __future__ import annotations

from games.messages import Msg, msg

from . import words as W
from .core import storage_capacity
from .state import Player

CAPPED_KINDS = {"grain": "grain", "stone": "stone", "aug": "augustales", "VP": "vp"}
"""A capped gain's kind as the detail spells it ("augustales", not "aug")."""


def overflow(p: Player, grain: int = 0, stone: int = 0, paid: int = 0, room: int = 0) -> Msg | None:
    """Storage overflow (R-13.4) if the player gains this much grain and stone now, after
    paying ``paid`` grain/stone, with ``room`` more storage (a wall being built)."""
    excess = p.grain + p.stone - paid + grain + stone - storage_capacity(p) - room
    if excess <= 0 or grain + stone <= 0:
        return None
    return msg("sm-loss-overflow", n=excess)


def capped(raw: int, cap: int, what: str) -> Msg | None:
    """A counted gain above its printed maximum (``what``: grain, stone, aug or VP)."""
    if raw <= cap:
        return None
    kind = CAPPED_KINDS[what]
    return msg("sm-loss-capped", cap=W.amount(cap, kind), lost=W.amount(raw - cap, kind))


GAINS_NOTHING = msg("sm-loss-gains-nothing")
NO_CITY_TILES = msg("sm-loss-no-city-tiles")
BONUS_LOST = {
    "recruit": "sm-loss-no-recruit",
    "tower build": "sm-loss-no-tower",
    "wall build": "sm-loss-no-wall",
    "keep build": "sm-loss-no-keep",
}


def bonus_lost(what: str) -> Msg:
    """A free action or bonus that has no legal target now."""
    return msg(BONUS_LOST[what])


def palace_partial(done: int, wanted: int, track: str) -> Msg:
    """An edict direction that moves Frederick's track only part of the way (R-17 A-17)."""
    return msg("sm-loss-palace-partial", done=done, wanted=wanted, track=W.track(track))


def join(*parts: Msg | None) -> Msg | None:
    """The warnings first (a long card text is cut at the end, never a warning)."""
    present = [p for p in parts if p is not None]
    if not present:
        return None
    out = present[-1]
    for part in reversed(present[:-1]):
        out = msg("sm-loss-join", a=part, b=out)
    return out
