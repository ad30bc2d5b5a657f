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
"""

from __future__ import annotations

from .core import storage_capacity
from .state import Player

NOTHING = "Cannot be done now (played for nothing): "
"""Prefix of the detail of a card or face-down action that can do nothing now (R3)."""


def _n(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def overflow(p: Player, grain: int = 0, stone: int = 0, paid: int = 0, room: int = 0) -> str | None:
    """Storage overflow (R-13.4) if the player gains this much grain and stone now, after
    paying ``paid`` grain/stone, with ``room`` more storage (a wall being built)."""
    excess = p.grain + p.stone - paid + grain + stone - storage_capacity(p) - room
    if excess <= 0 or grain + stone <= 0:
        return None
    return f"Storage full: you will return {_n(excess, 'resource', 'resources')}"


def capped(raw: int, cap: int, what: str) -> str | None:
    """A counted gain above its printed maximum."""
    if raw <= cap:
        return None
    return f"Max {cap} {what}: {raw - cap} {what} lost"


GAINS_NOTHING = "Gains nothing now"
NO_CITY_TILES = "No city bonus tiles left: the city bonus is lost"


def bonus_lost(what: str) -> str:
    """A free action or bonus that has no legal target now."""
    return f"No {what} possible now: the bonus is lost"


def palace_partial(done: int, wanted: int, track: str) -> str:
    """An edict direction that moves Frederick's track only part of the way (R-17 A-17)."""
    return f"Only {done} of {wanted} fit on Frederick's {track} track; the rest is lost"


def join(*parts: str | None) -> str | None:
    """The warnings first (a long card text is cut at the end, never a warning)."""
    text = ". ".join(p for p in parts if p)
    return text or None
