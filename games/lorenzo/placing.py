"""Where a family member can go: covers (S-6), capacity and Ariosto (L2), colour rules (T-2,
HP-4), EXC-12, action values (ALG-1) and the tower checks (ALG-2).

A `Reach` reads, once per question, what every placement of one seat depends on (values,
character bonuses, mali, who stands where) and then answers per space. It is built from the
state on each call and never kept, so it cannot go stale when the state changes.
"""

from __future__ import annotations

from .data import (
    CARDS,
    FAMILY,
    FLOOR_MIN,
    SPACES,
    SPACES_LIST,
    TOWER_AREA,
    TOWER_OF,
    TOWER_SPACE,
    TYPES,
)
from .effects import (
    excommunicated,
    fm_value,
    has,
    hp_servant_options,
    malus,
    servant_rate,
    tower_payments,
    tower_servant_options,
)
from .state import LorenzoState, Step

ACTIONS = TYPES + ("harvest", "production")
CARD_BONUS = {c.id: c.bonus for c in CARDS.values() if c.bonus}  # characters' action bonuses
NO_DISCOUNT: dict[str, int] = {}


class Reach:
    """One seat's placement facts for one question (style: a local helper, never stored)."""

    __slots__ = ("s", "seat", "p", "rate", "bonus", "malus", "here", "areas", "own", "values")

    def __init__(self, s: LorenzoState, seat: int) -> None:
        p = s.p[seat]
        self.s, self.seat, self.p = s, seat, p
        self.rate = servant_rate(p)
        bonus = dict.fromkeys(ACTIONS, 0)
        for cid in p.cards["character"]:
            b = CARD_BONUS.get(cid)
            if b:
                bonus[b[0]] += b[1]
        self.bonus = bonus
        self.malus = ({a: malus(p, a) for a in ACTIONS} if p.excommunications
                      else dict.fromkeys(ACTIONS, 0))
        here: dict[str, int] = {}
        areas: set[str] = set()
        own: set[str] = set()
        for pl in s.placements:
            here[pl.space] = here.get(pl.space, 0) + 1
            area = SPACES[pl.space].area
            areas.add(area)
            if pl.seat == seat and pl.fm != "neutral":
                own.add(area)
        self.here, self.areas, self.own = here, areas, own
        self.values: dict[str, int] = {}

    def value(self, fm: str) -> int:
        v = self.values.get(fm)
        if v is None:
            v = self.values[fm] = fm_value(self.s, self.p, fm)
        return v

    def fee(self, ttype: str, fm: str | None) -> bool:
        """T-3 (as effects.tower_fee): an occupied tower costs 3 coins, Brunelleschi lifts it."""
        return TOWER_AREA[ttype] in self.areas and not (fm is not None and has(self.p, "L3"))

    def available(self, fm: str, space_id: str) -> bool:
        sp = SPACES[space_id]
        if sp.min_players > self.s.players:
            return False
        area = sp.area
        if area == "market" and excommunicated(self.p, "EXC-12"):
            return False
        if sp.capacity and self.here.get(space_id, 0) >= sp.capacity:
            if space_id in TOWER_OF or not has(self.p, "L2"):
                return False
        return not (fm != "neutral" and area not in ("market", "council") and area in self.own)

    def first_servants(self, fm: str, space_id: str) -> int | None:
        """The fewest servants that make the placement legal (the first of `servants`), or
        None when it is illegal."""
        if not self.available(fm, space_id):
            return None
        p = self.p
        v = self.value(fm)
        tower = TOWER_OF.get(space_id)
        if tower is not None:
            ttype, floor = tower
            base = v + self.bonus[ttype] - self.malus[ttype]
            need = max(0, FLOOR_MIN[floor] - base) * self.rate
            if need > p.servants:
                return None
            ok = tower_payments(self.s, self.seat, space_id, need, fm, NO_DISCOUNT,
                                self.fee(ttype, fm), first=True)
            return need if ok else None
        area = SPACES[space_id].area
        if area in ("harvest", "production"):
            need = max(0, 1 - (v + self.bonus[area])) * self.rate
        else:
            need = max(0, 1 - v) * self.rate
        return need if need <= p.servants else None

    def servants(self, fm: str, space_id: str) -> list[int]:
        """Every legal servant amount for the placement ([] = illegal)."""
        if not self.available(fm, space_id):
            return []
        s, p = self.s, self.p
        v = self.value(fm)
        tower = TOWER_OF.get(space_id)
        if tower is not None:
            ttype, _ = tower
            base = v + self.bonus[ttype] - self.malus[ttype]
            return tower_servant_options(s, self.seat, space_id, base, fm, NO_DISCOUNT)
        sp = SPACES[space_id]
        if sp.area in ("harvest", "production"):
            pre = v + self.bonus[sp.area]
            return hp_servant_options(s, self.seat, sp.area, pre, self.malus[sp.area] + sp.malus,
                                      True)
        need = max(0, 1 - v) * self.rate
        if need > p.servants:
            return []
        if s.no_overspend:
            return [need]
        return list(range(need, p.servants + 1, self.rate))

    def spaces(self, fm: str) -> list[tuple[str, int]]:
        """Every space ``fm`` can go to, in board order, with its fewest servants."""
        out = []
        for sp in SPACES_LIST:
            n = self.first_servants(fm, sp.id)
            if n is not None:
                out.append((sp.id, n))
        return out

    def any_space(self, fm: str) -> bool:
        return any(self.first_servants(fm, sp.id) is not None for sp in SPACES_LIST)

    def placeable(self) -> list[str]:
        """The unplaced family members that have a space."""
        placed = self.p.placed
        return [fm for fm in FAMILY if fm not in placed and self.any_space(fm)]

    def can_place(self) -> bool:
        placed = self.p.placed
        return any(fm not in placed and self.any_space(fm) for fm in FAMILY)

    # --- bonus "take a card" actions (BA-1): no family member, no cover, no colour rule ---

    def bonus_first_servants(self, st: Step, space_id: str) -> int | None:
        ttype, floor = TOWER_OF[space_id]
        if self.s.towers[ttype][floor] is None:
            return None
        base = st.value + self.bonus[ttype] - self.malus[ttype]
        need = max(0, FLOOR_MIN[floor] - base) * self.rate
        if need > self.p.servants:
            return None
        ok = tower_payments(self.s, self.seat, space_id, need, None, st.discount,
                            self.fee(ttype, None), first=True)
        return need if ok else None

    def bonus_spaces(self, st: Step) -> list[tuple[str, int]]:
        out = []
        for t in TYPES:
            if st.card_type and t != st.card_type:
                continue
            for space_id in TOWER_SPACE[t]:
                n = self.bonus_first_servants(st, space_id)
                if n is not None:
                    out.append((space_id, n))
        return out


def space_available(s: LorenzoState, seat: int, fm: str, space_id: str) -> bool:
    return Reach(s, seat).available(fm, space_id)


def fm_space_servants(s: LorenzoState, seat: int, fm: str, space_id: str) -> list[int]:
    """The legal servant amounts for placing ``fm`` on ``space_id`` ([] = illegal)."""
    return Reach(s, seat).servants(fm, space_id)


def fm_spaces(s: LorenzoState, seat: int, fm: str) -> list[str]:
    return [sid for sid, _ in Reach(s, seat).spaces(fm)]


def can_place(s: LorenzoState, seat: int) -> bool:
    return Reach(s, seat).can_place()
