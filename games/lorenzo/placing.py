"""Where a family member can go: covers (S-6), capacity and Ariosto (L2), colour rules (T-2,
HP-4), EXC-12, action values (ALG-1) and the tower checks (ALG-2).

A `Reach` reads, once per question, what every placement of one seat depends on (values,
character bonuses, mali, who stands where) and then answers per space. It is built from the
state on each call and never kept, so it cannot go stale when the state changes.
"""

from __future__ import annotations

from .data import (
    CARDS,
    EXC_MALUS,
    EXC_REDUCE,
    FAMILY,
    FLOOR_BONUS,
    PREACHER,
    SLOT_MP,
    SPACES,
    SPACES_LIST,
    TOWER_AREA,
    TOWER_OF,
    TOWER_SPACE,
    TYPES,
)
from .effects import (
    floor_payments,
    fm_value,
    has,
    hp_servant_options,
    only_printed_costs,
    servant_rate,
    tower_gate,
    tower_servant_options,
)
from .state import LorenzoState, Player, Step

ACTIONS = TYPES + ("harvest", "production")
NO_VALUE = dict.fromkeys(ACTIONS, 0)  # shared, read only
NO_DISCOUNT: dict[str, int] = {}  # shared, read only
CARD_BONUS = {c.id: c.bonus for c in CARDS.values() if c.bonus}  # characters' action bonuses
SPACE_AREA = {sp.id: sp.area for sp in SPACES_LIST}

# The board in SPACES_LIST order, as rows the loops below read without attribute lookups:
# (id, area, capacity, min players, harvest/production?) for the other spaces, and per tower
# (card type, area, capacity, floors as (id, floor index, minimum value, min players)).
OtherRow = tuple[str, str, int, int, bool]
TowerRow = tuple[str, str, int, tuple[tuple[str, int, int, int], ...]]
OTHER_ROWS: tuple[OtherRow, ...] = tuple(
    (sp.id, sp.area, sp.capacity, sp.min_players, sp.area in ("harvest", "production"))
    for sp in SPACES_LIST
    if sp.id not in TOWER_OF
)
TOWER_ROWS: tuple[TowerRow, ...] = tuple(
    (
        ttype,
        SPACES[ids[0]].area,
        SPACES[ids[0]].capacity,
        tuple(
            (sid, f, SPACES[sid].min_value, SPACES[sid].min_players) for f, sid in enumerate(ids)
        ),
    )
    for ttype, ids in sorted(
        TOWER_SPACE.items(), key=lambda kv: [sp.id for sp in SPACES_LIST].index(kv[1][0])
    )
)
ROWS_OF: dict[str, tuple[tuple[OtherRow, ...], tuple[TowerRow, ...]]] = {
    **{row[0]: ((row,), ()) for row in OTHER_ROWS},
    **{
        floor[0]: ((), ((ttype, area, cap, (floor,)),))
        for ttype, area, cap, floors in TOWER_ROWS
        for floor in floors
    },
}

# The printed floor bonus (T-5) of each floor as its one (resource, amount), or None.
FLOOR_GIFT: dict[tuple[str, int], tuple[str, int] | None] = {
    (ttype, f): (g.amounts[0] if g.amounts else None)
    for ttype, gains in FLOOR_BONUS.items()
    for f, g in enumerate(gains)
}
assert all(len(g.amounts) <= 1 for gains in FLOOR_BONUS.values() for g in gains)
# Each card's printed costs (T-10) as (MP needed, wood, stone, servants, coins): an MP cost asks
# only the MP (its payment comes later), a resource cost only the resources.
PRICES: dict[str, tuple[tuple[int, ...], ...]] = {
    c.id: tuple(
        (
            cost.mp_req,
            *(
                0 if cost.mp_req else getattr(cost.res, k)
                for k in ("wood", "stone", "servants", "coins")
            ),
        )
        for cost in c.costs
    )
    for c in CARDS.values()
}

FIRST_TRIED = (  # for an existence test, spaces open to all (the council) first
    tuple(sorted(OTHER_ROWS, key=lambda row: (row[2] != 0 or row[4], OTHER_ROWS.index(row)))),
    TOWER_ROWS,
)

# The council: no cover, no colour rule, open at every player count, asks value 1.
OPEN_ROW = FIRST_TRIED[0][0]
assert OPEN_ROW[1] == "council" and OPEN_ROW[2] == 0 and OPEN_ROW[3] <= 2 and not OPEN_ROW[4]


class Reach:
    """One seat's placement facts for one question (a local helper, never stored). The facts
    are read from the state when first needed: an existence test that the council answers
    reads almost nothing."""

    __slots__ = (
        "state",
        "seat",
        "p",
        "rate",
        "values",
        "_bonus",
        "_malus",
        "_here",
        "_areas",
        "_own",
    )

    def __init__(self, state: LorenzoState, seat: int) -> None:
        p = state.p[seat]
        self.state, self.seat, self.p = state, seat, p
        self.rate = servant_rate(p)
        self.values: dict[str, int] = {}
        self._bonus: dict[str, int] | None = None
        self._malus: dict[str, int] | None = None
        self._here: dict[str, int] | None = None
        self._areas: set[str] = set()
        self._own: set[str] = set()

    @property
    def bonus(self) -> dict[str, int]:
        """Action value bonuses of the player's characters (ALG-1 step 5), per action."""
        if self._bonus is None:
            bonus = NO_VALUE
            for cid in self.p.cards["character"]:
                b = CARD_BONUS.get(cid)
                if b:
                    if bonus is NO_VALUE:
                        bonus = dict(NO_VALUE)
                    bonus[b[0]] += b[1]
            self._bonus = bonus
        return self._bonus

    @property
    def malus(self) -> dict[str, int]:
        """Excommunication mali (ALG-1 step 6), per action."""
        if self._malus is None:
            malus = NO_VALUE
            tiles = self.p.excommunications
            if tiles:
                for tile, (action, n) in EXC_MALUS.items():
                    if tile in tiles:
                        if malus is NO_VALUE:
                            malus = dict(NO_VALUE)
                        malus[action] += n
            self._malus = malus
        return self._malus

    @property
    def here(self) -> dict[str, int]:
        """Family members per space."""
        if self._here is None:
            self._read_placements()
        return self._here  # type: ignore[return-value]

    @property
    def areas(self) -> set[str]:
        """The areas where any family member stands (a tower here asks the fee)."""
        if self._here is None:
            self._read_placements()
        return self._areas

    @property
    def own(self) -> set[str]:
        """The areas where this seat has a coloured member (T-2, HP-4)."""
        if self._here is None:
            self._read_placements()
        return self._own

    def _read_placements(self) -> None:
        here: dict[str, int] = {}
        count = here.get
        own, seat = self._own, self.seat
        for pl in self.state.placements:
            space = pl.space
            here[space] = count(space, 0) + 1
            if pl.seat == seat and pl.fm != "neutral":
                own.add(SPACE_AREA[space])
        self._areas.update([SPACE_AREA[space] for space in here])
        self._here = here

    def value(self, fm: str) -> int:
        v = self.values.get(fm)
        if v is None:
            v = self.values[fm] = fm_value(self.state, self.p, fm)
        return v

    def _legal(
        self,
        fm: str,
        others: tuple[OtherRow, ...],
        towers: tuple[TowerRow, ...],
        first: bool = False,
    ) -> list[tuple[str, int]]:
        """(space, fewest servants) for every space of the rows ``fm`` may take, in order;
        ``first``: only the first one (a list, not a generator: this is the hottest loop)."""
        out: list[tuple[str, int]] = []
        state, p = self.state, self.p
        servants, rate = p.servants, self.rate
        v = self.value(fm)
        coloured = fm != "neutral"
        here = own = bonus = None  # read from the state at their first use
        players = state.players
        no_market = "EXC-12" in p.excommunications
        plain_need = (1 - v) * rate if v < 1 else 0  # a space asking value 1, no bonus
        for sid, area, cap, min_players, hp in others:
            if min_players > players or (no_market and area == "market"):
                continue
            if cap:
                if here is None:
                    here = self.here
                if here.get(sid, 0) >= cap and not has(p, "L2"):
                    continue
            if hp:
                if own is None:
                    own, bonus = self.own, self.bonus
                if coloured and area in own:
                    continue
                hv = v + bonus[area]  # type: ignore[index]
                need = (1 - hv) * rate if hv < 1 else 0
            else:
                need = plain_need
            if need <= servants:
                out.append((sid, need))
                if first:
                    return out
        if not towers:
            return out
        here, areas, own, bonus, malus = self.here, self.areas, self.own, self.bonus, self.malus
        printed = only_printed_costs(p, NO_DISCOUNT)
        feeless = has(p, "L3")
        for ttype, area, cap, floors in towers:
            if coloured and area in own:
                continue
            fee = area in areas and not feeless  # T-3 (as effects.tower_fee)
            coins = tower_gate(state, self.seat, ttype, fee)
            if coins is None:
                continue
            base = v + bonus[ttype] - malus[ttype]
            cards = state.towers[ttype]
            for sid, floor, fmin, min_players in floors:
                card = cards[floor]
                if card is None or min_players > players or (cap and here.get(sid, 0) >= cap):
                    continue
                need = (fmin - base) * rate if fmin > base else 0
                if need > servants:
                    continue
                if (
                    payable(p, ttype, floor, card, coins, servants - need)
                    if printed
                    else floor_payments(
                        state, self.seat, ttype, floor, coins, need, NO_DISCOUNT, True, printed
                    )
                ):
                    out.append((sid, need))
                    if first:
                        return out
        return out

    def spaces(self, fm: str) -> list[tuple[str, int]]:
        """Every space ``fm`` can go to, in board order, with its fewest servants."""
        return self._legal(fm, OTHER_ROWS, TOWER_ROWS)

    def any_space(self, fm: str) -> bool:
        v = self.value(fm)
        if v >= 1 or (1 - v) * self.rate <= self.p.servants:  # the council takes it (OPEN_ROW)
            return True
        return bool(self._legal(fm, *FIRST_TRIED, first=True))

    def first_servants(self, fm: str, space_id: str) -> int | None:
        """The fewest servants that make the placement legal, or None when it is illegal."""
        found = self._legal(fm, *ROWS_OF[space_id], first=True)
        return found[0][1] if found else None

    def fewest(self, fm: str, space_id: str) -> int:
        """`first_servants` for a placement known to be legal (one `spaces` listed): the same
        value the servants must make up, without checking covers, colours or the price."""
        v = self.value(fm)
        tower = TOWER_OF.get(space_id)
        if tower is not None:
            ttype = tower[0]
            base, fmin = v + self.bonus[ttype] - self.malus[ttype], SPACES[space_id].min_value
        else:
            area = SPACE_AREA[space_id]
            base = v + self.bonus[area] if area in ("harvest", "production") else v
            fmin = 1
        return (fmin - base) * self.rate if fmin > base else 0

    def servants(
        self, fm: str, space_id: str, upto: int | None = None, known_legal: bool = False
    ) -> list[int]:
        """Every legal servant amount for the placement ([] = illegal), in rising order;
        ``upto``: only that many of the first (whether to ask needs only two);
        ``known_legal``: the placement was listed, its legality need not be checked again."""
        first = self.fewest(fm, space_id) if known_legal else self.first_servants(fm, space_id)
        if first is None:
            return []
        state, p = self.state, self.p
        v = self.value(fm)
        sp = SPACES[space_id]
        if sp.area in ("harvest", "production"):
            pre = v + self.bonus[sp.area]
            return hp_servant_options(
                state, self.seat, sp.area, pre, self.malus[sp.area] + sp.malus, True
            )[:upto]
        if state.no_overspend:  # YU-1: exactly the fewest (for a tower, `first` was paid-checked)
            return [first]
        tower = TOWER_OF.get(space_id)
        if tower is not None:
            ttype = tower[0]
            base = v + self.bonus[ttype] - self.malus[ttype]
            return tower_servant_options(state, self.seat, space_id, base, fm, NO_DISCOUNT, upto)
        amounts = range(first, p.servants + 1, self.rate)
        return list(amounts if upto is None else amounts[:upto])

    def placeable(self) -> list[str]:
        """The unplaced family members that have a space."""
        placed = self.p.placed
        return [fm for fm in FAMILY if fm not in placed and self.any_space(fm)]

    def can_place(self) -> bool:
        placed = self.p.placed
        return any(fm not in placed and self.any_space(fm) for fm in FAMILY)

    # --- bonus "take a card" actions (BA-1): no family member, no cover, no colour rule ---

    def bonus_spaces(self, step: Step) -> list[tuple[str, int]]:
        out = []
        state, p = self.state, self.p
        for t in TYPES:
            if step.card_type and t != step.card_type:
                continue
            coins = tower_gate(state, self.seat, t, TOWER_AREA[t] in self.areas)  # no member: fee
            if coins is None:
                continue
            base = step.value + self.bonus[t] - self.malus[t]
            for floor, space_id in enumerate(TOWER_SPACE[t]):
                if state.towers[t][floor] is None:
                    continue
                need = max(0, SPACES[space_id].min_value - base) * self.rate
                if need <= p.servants and floor_payments(
                    state, self.seat, t, floor, coins, need, step.discount, first=True
                ):
                    out.append((space_id, need))
        return out


def payable(p: Player, ttype: str, floor: int, card_id: str, coins: int, left: int) -> bool:
    """`floor_payments(..., first=True)` for a player whose cards cost what they print, without
    building the payments: ``coins`` after the fee, ``left`` servants after the placement."""
    wood, stone, mp = p.wood, p.stone, p.mp
    gift = FLOOR_GIFT[ttype, floor]
    if gift is not None and PREACHER not in p.cards["character"]:
        key, n = gift
        for tile in p.excommunications:  # EX-2..EX-4 as `adjusted` (one resource: no EXC-4 choice)
            if key in EXC_REDUCE.get(tile, ()):
                n = max(0, n - 1)
        if key == "wood":
            wood += n
        elif key == "stone":
            stone += n
        elif key == "mp":
            mp += n
        elif key == "coins":
            coins += n
        elif key == "servants":
            left += n
    if ttype == "territory" and mp < SLOT_MP[len(p.cards[ttype])] and not has(p, "L17"):
        return False
    prices = PRICES[card_id]
    if not prices:
        return True
    for mp_req, w, stn, sv, c in prices:
        if mp_req:
            if mp >= mp_req:
                return True
        elif wood >= w and stone >= stn and left >= sv and coins >= c:
            return True
    return False


def fm_space_servants(
    state: LorenzoState,
    seat: int,
    fm: str,
    space_id: str,
    upto: int | None = None,
    known_legal: bool = False,
) -> list[int]:
    """The legal servant amounts for placing ``fm`` on ``space_id`` ([] = illegal)."""
    return Reach(state, seat).servants(fm, space_id, upto, known_legal)


def can_place(state: LorenzoState, seat: int) -> bool:
    if len(state.p[seat].placed) >= len(FAMILY):  # every member placed: nothing to read
        return False
    return Reach(state, seat).can_place()
