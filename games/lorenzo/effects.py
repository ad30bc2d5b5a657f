"""The gain pipeline (ALG-4), action values (ALG-1) and the tower checks (ALG-2)."""

from __future__ import annotations

from games.contract import Event
from games.messages import msg

from . import words as W
from .data import (
    CARDS,
    EXC_MALUS,
    EXC_REDUCE,
    FLOOR_BONUS,
    FLOOR_MIN,
    FP_MAX,
    MAX_CARDS_PER_TYPE,
    NONE,
    PREACHER,
    RESOURCES,
    SLOT_MP,
    SPACES,
    TOWER_AREA,
    TOWER_FEE,
    TOWER_OF,
    TOWER_SPACE,
    Gain,
)
from .state import LorenzoState, Player, Step


def period(state: LorenzoState) -> int:
    return (state.round + 1) // 2


def has(p: Player, leader: str) -> bool:
    """A permanent leader ability: played, or copied by Lorenzo de' Medici (L15)."""
    return leader in p.leaders or ("L15" in p.leaders and p.copied == leader)


def active(p: Player, leader: str) -> bool:
    """A once-per-round leader ability activated this round (face down): Lucrezia Borgia (L13)
    is activated and then lasts until the end of the round; Lorenzo de' Medici may copy it."""
    if leader in p.leaders and leader in p.used:
        return True
    return "L15" in p.leaders and p.copied == leader and "L15" in p.used


def excommunicated(p: Player, tile: str) -> bool:
    return tile in p.excommunications


def adjusted(p: Player, gain: Gain, source: str, wood_stone_both: bool = True) -> dict[str, int]:
    """ALG-4 for one source: Santa Rita doubling, then -1 per period-1 tile (EX-2..EX-4).

    EXC-4 on a source giving wood and stone: "erhält er 1 Holz oder 1 Stein weniger" takes one
    unit of the player's choice, so with ``wood_stone_both`` off both stay whole here and `gain`
    asks which one goes back (`wood_stone_choice`)."""
    double = source == "card" and has(p, "L18")
    tiles = p.excommunications
    if not double and not tiles:
        return dict(gain.amounts)
    out: dict[str, int] = {}
    defer = not wood_stone_both and gain.wood > 0 and gain.stone > 0
    for key, amount in gain.amounts:
        if double and key in RESOURCES:
            amount *= 2
        for tile in tiles:
            if key in EXC_REDUCE.get(tile, ()) and not (defer and tile == "EXC-4"):
                amount = max(0, amount - 1)
        if amount:
            out[key] = amount
    return out


def wood_stone_choice(p: Player, gain: Gain, source: str, wood_stone_both: bool) -> bool:
    """True when EXC-4 leaves the player to give back 1 wood or 1 stone from this source."""
    if wood_stone_both or not excommunicated(p, "EXC-4"):
        return False
    got = adjusted(p, gain, source, wood_stone_both)
    return got.get("wood", 0) > 0 and got.get("stone", 0) > 0


def gain(
    state: LorenzoState, seat: int, g: Gain, source: str, events: list[Event], why: str = ""
) -> dict[str, int]:
    """Give ``g`` to ``seat`` from one source; privileges become a pending step (PR-2), and so
    does the wood-or-stone return of EXC-4 (on top, so it is answered before anything else)."""
    p = state.p[seat]
    got = adjusted(p, g, source, state.wood_stone_both)
    for key, amount in got.items():
        setattr(p, key, getattr(p, key) + amount)
    if p.fp > FP_MAX:
        p.fp = FP_MAX
    if got:
        what = W.amounts(got.items())
        if why:
            text = msg("lor-gains-from", who=W.who(seat), what=what, why=W.why(why))
        else:
            text = msg("lor-gains", who=W.who(seat), what=what)
        events.append(Event(text, seat))
    if g.privileges:
        state.pending.append(Step(kind="privilege", seat=seat, remaining=g.privileges, source=why))
    if wood_stone_choice(p, g, source, state.wood_stone_both):
        state.pending.append(Step(kind="wood_stone", seat=seat, source=why))
    return got


def pay(p: Player, cost: dict[str, int]) -> None:
    for key, amount in cost.items():
        setattr(p, key, getattr(p, key) - amount)
    spent_coins(p)


def spent_coins(p: Player) -> None:
    """After a payment: coins owned before the turn are spent last (the player pays with the
    coins gained this turn first), so the fee reserve is the lowest coin count since then."""
    if p.fee_coins is not None:
        p.fee_coins = min(p.fee_coins, p.coins)


def fee_reserve(p: Player) -> int:
    """T-3: "die Münzen muss der Spieler bereits vor dem Zug besitzen": only coins owned since
    before this turn pay the 3-coin tower fee (None: no turn started, e.g. a test position)."""
    return p.coins if p.fee_coins is None else min(p.coins, p.fee_coins)


# --- values (ALG-1) -------------------------------------------------------------------------


def fm_value(state: LorenzoState, p: Player, fm: str) -> int:
    """Steps 1-4 of ALG-1: die or 0, il Moro / Federico, Lucrezia / Malatesta, EXC-7."""
    if fm == "neutral":
        return 3 if has(p, "L14") else 0
    v = state.dice[fm]
    leaders = p.leaders  # none played, the usual case: no leader to ask about
    if leaders and has(p, "L16"):
        v = 5
    if p.federico == fm:
        v = 6
    if leaders and active(p, "L13"):
        v += 2
    if "EXC-7" in p.excommunications:  # excommunicated(p, "EXC-7")
        v -= 1
    return v


def character_bonus(p: Player, action: str) -> int:
    """ALG-1 step 5: Warlord/Stonemason/Dame/Knight, Farmer/Peasant, Artisan/Scholar."""
    total = 0
    for cid in p.cards["character"]:
        b = CARDS[cid].bonus
        if b and b[0] == action:
            total += b[1]
    return total


def malus(p: Player, action: str) -> int:
    """ALG-1 step 6: -4 for the card type's tile, -3 for harvest/production tiles."""
    m = 0
    if p.excommunications:
        for tile, (what, n) in EXC_MALUS.items():
            if what == action and tile in p.excommunications:
                m += n
    return m


def servant_rate(p: Player) -> int:
    """B-5 / EXC-13: servants per +1 value."""
    return 2 if excommunicated(p, "EXC-13") else 1


def servants_for(p: Player, deficit: int) -> int:
    return max(0, deficit) * servant_rate(p)


def servant_value(p: Player, servants: int) -> int:
    return servants // servant_rate(p)


# --- towers (ALG-2) ---------------------------------------------------------------------------


def split_space(space: str) -> tuple[str, int]:
    """``tower.green.3`` -> ("territory", floor index 2)."""
    return TOWER_OF[space]


def tower_space(ttype: str, floor: int) -> str:
    return TOWER_SPACE[ttype][floor]


def tower_occupied(state: LorenzoState, ttype: str) -> bool:
    area = TOWER_AREA[ttype]
    for pl in state.placements:
        if SPACES[pl.space].area == area:
            return True
    return False


def floor_bonus(p: Player, ttype: str, floor: int) -> Gain:
    """T-5 / E-7: floors 3-4 give a bonus unless the player has the Preacher."""
    if PREACHER in p.cards["character"]:
        return NONE
    return FLOOR_BONUS[ttype][floor]


def cost_variants(
    p: Player, card_id: str, res: Gain, discount: dict[str, int]
) -> list[dict[str, int]]:
    """Cost after discounts (§9): bonus-action discount, Pico -3 coins, character discounts.
    A discount only reduces a resource in the cost and never below 0; they stack."""
    base = dict(res.resources)
    for k, v in discount.items():
        if k in base:
            base[k] = max(0, base[k] - v)
    if "coins" in base and has(p, "L11"):
        base["coins"] = max(0, base["coins"] - 3)
    characters = p.cards["character"]
    if DISCOUNTERS.isdisjoint(characters):
        return [{k: v for k, v in base.items() if v}]
    ctype = CARDS[card_id].type
    variants = [base]
    for cid in characters:
        if cid not in DISCOUNTERS:
            continue
        ch = CARDS[cid]
        if ch.bonus is None or ch.bonus[0] != ctype:
            continue
        keys = [k for k, v in ch.discount.items()]
        new: list[dict[str, int]] = []
        for var in variants:
            if ch.discount_one_of:
                opts = [k for k in keys if var.get(k, 0) > 0]
                if not opts:
                    new.append(var)
                for k in opts:
                    v2 = dict(var)
                    v2[k] = max(0, v2[k] - getattr(ch.discount, k))
                    new.append(v2)
            else:
                v2 = dict(var)
                for k in keys:
                    if k in v2:
                        v2[k] = max(0, v2[k] - getattr(ch.discount, k))
                new.append(v2)
        variants = new
    if len(variants) == 1:
        return [{k: v for k, v in variants[0].items() if v}]
    out: list[dict[str, int]] = []
    for var in variants:
        clean = {k: v for k, v in var.items() if v}
        if clean not in out:
            out.append(clean)
    return out


DISCOUNTERS = frozenset(c.id for c in CARDS.values() if c.discount and c.bonus)
"""Characters whose permanent discount lowers the cost of one card type (§9)."""


def tower_payments(
    state: LorenzoState,
    seat: int,
    space: str,
    servants: int,
    fm: str | None,
    discount: dict[str, int],
    fee: bool | None = None,
    first: bool = False,
) -> list[dict[str, int]] | None:
    """ALG-2 validation: the payments the player could make, or None if the action is illegal.
    A payment is a dict of resources plus ``mp`` (paid) and ``mp_req`` (needed).
    ``fee``: whether the 3-coin fee applies, when the caller knows it already; ``first``: stop
    at the first possible payment (a legality test)."""
    ttype, floor = TOWER_OF[space]
    coins = tower_gate(
        state, seat, ttype, tower_fee(state, seat, ttype, fm) if fee is None else fee
    )
    if coins is None:
        return None
    return floor_payments(state, seat, ttype, floor, coins, servants, discount, first)


def tower_gate(state: LorenzoState, seat: int, ttype: str, fee: bool) -> int | None:
    """ALG-2 for a whole tower: None when no card of it can be taken (six of the type owned,
    T-11; the 3-coin fee not payable from coins owned before the turn, T-3), else the coins
    left for the card after the fee."""
    p = state.p[seat]
    if len(p.cards[ttype]) >= MAX_CARDS_PER_TYPE:
        return None
    coins = p.coins
    if fee:
        if coins < TOWER_FEE or fee_reserve(p) < TOWER_FEE:
            return None
        coins -= TOWER_FEE
    return coins


def floor_payments(
    state: LorenzoState,
    seat: int,
    ttype: str,
    floor: int,
    coins: int,
    servants: int,
    discount: dict[str, int],
    first: bool = False,
    printed: bool | None = None,
) -> list[dict[str, int]] | None:
    """ALG-2 for one floor once `tower_gate` let the tower through with ``coins``: the floor
    bonus comes first (T-5), then the MP a territory needs (T-9), then the card's cost.
    ``printed``: that nothing discounts (`only_printed_costs`), when the caller knows it."""
    p = state.p[seat]
    card_id = state.towers[ttype][floor]
    if card_id is None:
        return None
    left = p.servants - servants
    if left < 0:
        return None
    wood, stone, mp = p.wood, p.stone, p.mp
    if FLOOR_BONUS[ttype][floor]:
        for k, v in adjusted(p, floor_bonus(p, ttype, floor), "space").items():
            if k == "mp":
                mp += v
            elif k == "wood":
                wood += v
            elif k == "stone":
                stone += v
            elif k == "coins":
                coins += v
            elif k == "servants":
                left += v
    if ttype == "territory" and mp < SLOT_MP[len(p.cards[ttype])] and not has(p, "L17"):
        return None
    costs = CARDS[card_id].costs
    if not costs:
        return [{}]
    if printed is None:
        printed = only_printed_costs(p, discount)
    avail = {"wood": wood, "stone": stone, "servants": left, "coins": coins}
    payments: list[dict[str, int]] = []
    for cost in costs:
        if cost.mp_req:
            if mp >= cost.mp_req:
                payments.append({"mp": cost.mp_pay, "mp_req": cost.mp_req})
                if first:
                    return payments
            continue
        if printed:  # the printed cost is the only variant (cost_variants)
            for k, v in cost.res.resources:
                if avail[k] < v:
                    break
            else:
                var = dict(cost.res.resources)
                if var not in payments:
                    payments.append(var)
                    if first:
                        return payments
            continue
        for var in cost_variants(p, card_id, cost.res, discount):
            for k, v in var.items():
                if avail[k] < v:
                    break
            else:
                if var not in payments:
                    payments.append(var)
                    if first:
                        return payments
    return payments


def only_printed_costs(p: Player, discount: dict[str, int]) -> bool:
    """No bonus-action discount, no Pico della Mirandola, no discounting character: every card
    costs what it prints (the one variant `cost_variants` returns)."""
    return not discount and DISCOUNTERS.isdisjoint(p.cards["character"]) and not has(p, "L11")


def tower_fee(state: LorenzoState, seat: int, ttype: str, fm: str | None) -> bool:
    """T-3: 3 coins if any FM is in the tower; Brunelleschi lifts it for placements (A-7)."""
    if not tower_occupied(state, ttype):
        return False
    return not (fm is not None and has(state.p[seat], "L3"))


def tower_servant_options(
    state: LorenzoState,
    seat: int,
    space: str,
    base: int,
    fm: str | None,
    discount: dict[str, int],
    upto: int | None = None,
) -> list[int]:
    """Servant amounts that make the tower action legal (YU-1: only the minimum); ``upto``:
    stop after that many (whether to ask needs only two)."""
    p = state.p[seat]
    ttype, floor = split_space(space)
    need = servants_for(p, FLOOR_MIN[floor] - base)
    if need > p.servants:
        return []
    amounts = [need] if state.no_overspend else range(need, p.servants + 1, servant_rate(p))
    out: list[int] = []
    for s in amounts:
        if len(out) == upto:
            break
        if tower_payments(state, seat, space, s, fm, discount):
            out.append(s)
        else:
            break  # more servants only make paying harder
    return out


def hp_thresholds(p: Player, action: str) -> list[int]:
    """YU-1: 1 and the activation values of the player's own cards of that kind."""
    ttype = "territory" if action == "harvest" else "building"
    return sorted({1} | {CARDS[c].activation for c in p.cards[ttype]})


def hp_servant_options(
    state: LorenzoState, seat: int, action: str, pre: int, penalty: int, must_place: bool
) -> list[int]:
    """Servant amounts for a harvest/production: ``pre`` is the value before the -3 mali (HP-10);
    ``penalty`` the mali; an FM must reach 1 before them to be placed."""
    p = state.p[seat]
    rate = servant_rate(p)
    place = servants_for(p, 1 - pre) if must_place else 0
    if place > p.servants:
        return []
    if not state.no_overspend:
        return list(range(place, p.servants + 1, rate))
    opts = {place}
    for t in hp_thresholds(p, action):
        s = max(place, servants_for(p, t - (pre - penalty)))
        if s <= p.servants:
            opts.add(s)
    return sorted(opts)
