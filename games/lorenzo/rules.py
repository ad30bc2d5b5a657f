"""Setup, turn flow and the pending-step machine (rules §4-§14, ALG-1..ALG-3).

A turn is a chain of one-click steps held in ``state.pending`` (style.md 2.2):
``turn`` (family member or leader action) -> ``space`` -> ``servants`` -> ``cost`` -> effects
(``privilege``, ``bonus_card``, ``bonus_hp``, ``exchange``) -> ``after`` (leader actions, end).
"""

from __future__ import annotations

from dataclasses import replace

from games.contract import Choice, Event, rng
from games.messages import Arg, Msg, Term, msg
from games.steps import Steps

from . import texts as X
from . import words as W
from .data import (
    BONUS_TILES,
    CARDS,
    DICE,
    EXCOMMUNICATIONS_LIST,
    FAMILY,
    LEADERS_LIST,
    PRIVILEGES,
    SPACES,
    SPACES_LIST,
    START_COINS,
    START_GOODS,
    TOWER_COLOUR,
    TOWER_FEE,
    TYPES,
    Gain,
)
from .effects import (
    character_bonus,
    excommunicated,
    floor_bonus,
    fm_value,
    gain,
    hp_servant_options,
    malus,
    pay,
    period,
    servant_value,
    spent_coins,
    split_space,
    tower_fee,
    tower_payments,
    tower_servant_options,
    wood_stone_choice,
)
from .harvest import (
    do_harvest,
    enum_exchange,
    finish_production,
    ids_exchange,
    resolve_exchange,
    start_production,
)
from .labels import fit, sentences
from .leaders import (
    apply_leader,
    draft_ids,
    enum_copy,
    enum_draft,
    enum_federico,
    finish_draft_round,
    ids_copy,
    ids_federico,
    leader_choices,
    leader_ids,
    resolve_copy,
    resolve_draft,
    resolve_federico,
)
from .options import LorenzoOptions
from .placing import Reach, can_place, fm_space_servants
from .state import LorenzoState, Placement, Player, Step
from .vatican import empty_vatican, enum_vatican, ids_vatican, resolve_vatican

Events = list[Event]


SPACE_NAME = {
    "market.1": "market space 1",
    "market.2": "market space 2",
    "market.3": "market space 3",
    "market.4": "market space 4",
    "council": "the council palace",
    "harvest.small": "the small harvest space",
    "harvest.large": "the large harvest space (-3)",
    "production.small": "the small production space",
    "production.large": "the large production space (-3)",
}


FM_ID = {fm: f"fm:{fm}" for fm in FAMILY}
SPACE_ID = {sp.id: f"space:{sp.id}" for sp in SPACES_LIST}
PRIVILEGE_ID = {k: f"privilege:{k}" for k in PRIVILEGES}


def _res(d: dict[str, int]) -> Arg:
    """Resources and points of a payment ("2 wood, 1 coin"), the MP requirement left out."""
    return W.amounts([(k, v) for k, v in d.items() if k != "mp_req"])


def _payment(pm: dict[str, int]) -> Msg:
    if "mp_req" in pm:
        return msg("lor-price-need", need=pm["mp_req"], pay=pm["mp"])
    return msg("lor-price-pay", what=_res(pm)) if pm else msg("lor-price-free")


PAID_ORDER = ("mp", "wood", "stone", "coins", "servants")


def _tower_price(pays: list[dict[str, int]], fee: bool, servants: int) -> Msg:
    """All a tower space costs, in one line: the card's payment (or "choose a payment" when
    there are several), the 3-coin fee and the servants, added up."""
    extra = {"coins": TOWER_FEE if fee else 0, "servants": servants}
    if len(pays) != 1:
        rest = {k: extra[k] for k in PAID_ORDER if extra.get(k)}
        if rest:
            return msg("lor-price-choose-plus", rest=_res(rest))
        return msg("lor-price-choose")
    total = {k: pays[0].get(k, 0) + extra.get(k, 0) for k in PAID_ORDER}
    paid = {k: v for k, v in total.items() if v}
    return msg("lor-price-pay", what=_res(paid)) if paid else msg("lor-price-none")


def _needs(pays: list[dict[str, int]]) -> Msg | None:
    """A venture paid with military points needs more of them than it takes (T-10)."""
    if len(pays) == 1 and "mp_req" in pays[0]:
        return msg("lor-detail-needs-mp", need=pays[0]["mp_req"], pay=pays[0]["mp"])
    return None


def _adds_up(fee: bool, servants: int) -> Msg | None:
    """What the tower label's payment holds besides the card's cost."""
    if fee and servants:
        return msg("lor-detail-includes-both", n=TOWER_FEE, servants=W.amount("servants", servants))
    if fee:
        return msg("lor-detail-includes-fee", n=TOWER_FEE)
    if servants:
        return msg("lor-detail-includes-servants", servants=W.amount("servants", servants))
    return None


# --- setup (§4) ----------------------------------------------------------------------------


def setup(players: int, seed: int, options: LorenzoOptions) -> LorenzoState:
    state = LorenzoState(
        players=players,
        seed=seed,
        bonus_tiles=options.bonus_tiles,
        leaders_on=options.leaders,
        no_overspend=options.no_overspend,
        wood_stone_both=options.wood_stone_both,
    )
    order = list(range(players))
    rng(state).shuffle(order)  # S-8
    state.order = order
    state.p = [Player() for _ in range(players)]
    for pos, seat in enumerate(order):
        p = state.p[seat]
        p.wood, p.stone, p.servants = START_GOODS.wood, START_GOODS.stone, START_GOODS.servants
        p.coins = START_COINS[pos]  # S-9
    for t in TYPES:  # S-2
        deck: list[str] = []
        for per in (1, 2, 3):
            stack = [c.id for c in CARDS.values() if c.type == t and c.period == per]
            rng(state).shuffle(stack)
            deck += stack
        state.decks[t] = deck
        state.towers[t] = [None, None, None, None]
    for per in (1, 2, 3):  # S-3
        tiles = [x.id for x in EXCOMMUNICATIONS_LIST if x.period == per]
        state.excommunication_tiles.append(rng(state).choice(tiles))
    if options.leaders:  # S-11
        pool = [ld.id for ld in LEADERS_LIST]
        rng(state).shuffle(pool)
        state.draft = [pool[4 * i : 4 * i + 4] for i in range(players)]
        state.leader_box = sorted(pool[4 * players :], key=lambda x: int(x[1:]))
        state.draft_picked = [None] * players
        state.pending.append(Step(kind="draft", seat=-1))
    if options.bonus_tiles == "advanced":  # S-10: reverse turn order
        for seat in order:
            state.pending.append(Step(kind="tile", seat=seat))
    return state


# --- helpers -------------------------------------------------------------------------------


def leader_turn_possible(state: LorenzoState, seat: int) -> bool:
    """Nobody can place, but this player still has a family member and a leader action (discard
    for a privilege, Cosimo's servants, Federico, ...) that may make it placeable: "Diese
    Sonderaktionen können jederzeit vor ... dem Setzen eines Familienmitglieds ausgeführt werden".
    If he passes, he has no further turn this round."""
    p = state.p[seat]
    return (
        state.leaders_on
        and not p.passed
        and len(p.placed) < len(FAMILY)
        and bool(leader_choices(state, seat))
    )


# --- flow ------------------------------------------------------------------------------------


def start_round(state: LorenzoState, ev: Events) -> None:
    """Phase A (P-1, P-2)."""
    state.round += 1
    state.phase = "actions"
    for t in TYPES:
        state.towers[t] = [state.decks[t].pop(0) for _ in range(4)]
    r = rng(state)
    state.dice = {d: r.randint(1, 6) for d in DICE}
    ev.append(
        Event(
            msg(
                "lor-round",
                round=state.round,
                period=period(state),
                who=W.who(state.order[0]),
                white=state.dice["white"],
                black=state.dice["black"],
                orange=state.dice["orange"],
            ),
            undo_barrier=True,
        )
    )
    state.current = 0
    begin_turn(state, ev)


def begin_turn(state: LorenzoState, ev: Events) -> None:
    seat = state.order[state.current]
    p = state.p[seat]
    state.turn += 1
    forced = excommunicated(p, "EXC-14") and p.turns == 0  # EX-6
    p.turns += 1
    p.fee_coins = p.coins  # T-3: the coins owned before the turn
    state.pending.append(Step(kind="turn", seat=seat, plain=forced))


OPENED = "opened"


def flow(state: LorenzoState, ev: Events) -> bool | str:
    """Nothing pending: move the game on. False once the game is over; OPENED when the turn it
    began is known to be a question (its player can place), so settle need not ask again."""
    if state.phase == "over":
        return False
    if state.phase in ("setup", "draft"):
        state.phase = "actions"
        start_round(state, ev)
        return True
    if state.phase == "actions":
        nxt = (state.current + 1) % state.players
        opened = can_place(state, state.order[nxt])  # asked first: usually the next one can place
        if opened or any(
            can_place(state, state.order[(nxt + k) % state.players])
            for k in range(1, state.players)
        ):
            state.current = nxt
            begin_turn(state, ev)
            # begin_turn only raises the coins that may pay a fee: still placeable
            return OPENED if opened and not state.pending[-1].plain else True
        for k in range(1, state.players + 1):  # B-8: a leader action may make a placement possible
            pos = (state.current + k) % state.players
            if leader_turn_possible(state, state.order[pos]):
                state.current = pos
                begin_turn(state, ev)
                return True
        if state.round % 2 == 0:  # phase C
            state.phase = "vatican"
            for seat in reversed(state.order):
                state.pending.append(Step(kind="vatican", seat=seat))
            return True
        end_round(state, ev)
        return state.phase != "over"
    if state.phase == "vatican":
        end_round(state, ev)
        return state.phase != "over"
    return False


def end_round(state: LorenzoState, ev: Events) -> None:
    """Phase D (ER-1..ER-5)."""
    for t in TYPES:
        state.discarded += [c for c in state.towers[t] if c]
        state.towers[t] = [None, None, None, None]
    first: list[int] = []
    for seat in state.council:
        if seat not in first:
            first.append(seat)
    state.order = first + [seat for seat in state.order if seat not in first]
    state.council = []
    state.placements = []
    for p in state.p:
        p.used = []
        p.placed = []
        p.federico = None
        p.turns = 0
        p.passed = False
    if first:
        order = W.joined([W.who(x) for x in state.order])
        ev.append(Event(msg("lor-new-order", order=order)))
    if state.round == 6:
        from .scoring import final_scoring, result

        state.phase = "over"
        state.final = final_scoring(state)
        r = result(state)
        assert r is not None  # the final scoring is in
        totals = W.joined([msg("lor-total", who=W.who(x), n=r.totals[x]) for x in r.ranking])
        over = msg("lor-game-over", who=W.who(r.winners[0]), totals=totals)
        ev.append(Event(msg("lor-two", a=over, b=r.tiebreak) if r.tiebreak else over))
    else:
        start_round(state, ev)


def settle(state: LorenzoState, ev: Events) -> None:
    """Run automatic steps and skip empty questions until a player must decide."""
    for _ in range(10_000):
        if not state.pending:
            moved = flow(state, ev)
            if not moved or moved == OPENED:
                return
            continue
        step = state.pending[-1]
        if step.kind == "draft":
            if (
                all(x is not None for x in state.draft_picked)
                or not state.draft
                or not state.draft[0]
            ):
                finish_draft_round(state, ev)
                continue
            return
        auto = STEPS.autos.get(step.kind)
        if auto is not None:
            state.pending.pop()
            auto(state, step, ev)
            continue
        q = STEPS.asks[step.kind]
        if q.is_open is not None and q.is_open(state, step):
            return
        ids = q.ids(state, step)
        if not ids:
            state.pending.pop()
            if q.on_empty is not None:
                q.on_empty(state, step, ev)
            continue
        if len(ids) == 1 and ids[0] in ("pass", "end"):
            q.resolve(state, step, ids[0], ev)
            continue
        return
    raise RuntimeError("settle did not converge")


# --- the draft (S-11) ----------------------------------------------------------------------


# --- enumerators ---------------------------------------------------------------------------


def _fm_label(state: LorenzoState, p: Player, fm: str) -> Msg:
    return msg(f"lor-label-place-{fm}", value=fm_value(state, p, fm))


def ids_turn(state: LorenzoState, step: Step) -> list[str]:
    fms = [] if step.plain else Reach(state, step.seat).placeable()
    out = [FM_ID[fm] for fm in fms] + leader_ids(state, step.seat)
    if not fms:
        out.append("pass")
    return out


def open_turn(state: LorenzoState, step: Step) -> bool:
    """A family member can be placed: the turn is a question (cheaper than all its ids)."""
    return not step.plain and Reach(state, step.seat).can_place()


def enum_turn(state: LorenzoState, step: Step) -> list[Choice]:
    p = state.p[step.seat]
    fms = [] if step.plain else Reach(state, step.seat).placeable()
    out = [Choice(FM_ID[fm], _fm_label(state, p, fm), "family") for fm in fms]
    out += leader_choices(state, step.seat)
    if not fms:
        why = "excommunicated" if step.plain else "nothing"
        out.append(Choice("pass", msg(f"lor-label-pass-{why}")))
    return out


def _space_label(
    state: LorenzoState,
    seat: int,
    fm: str | None,
    space_id: str,
    servants: int,
    discount: dict[str, int] | None = None,
) -> tuple[Msg, Msg | None]:
    """The card or space and all it costs in the label; the floor bonus, how the cost adds up
    and the card's effects in the detail (a harvest's or production's yield too when it does
    not fit the label)."""
    sp = SPACES[space_id]
    p = state.p[seat]
    if sp.area.startswith("tower"):
        ttype, floor = split_space(space_id)
        cid = state.towers[ttype][floor] or ""
        fee = tower_fee(state, seat, ttype, fm)
        pays = tower_payments(state, seat, space_id, servants, fm, discount or {}) or []
        colour = Term(f"lor-colour-{TOWER_COLOUR[ttype]}")
        where = msg("lor-label-tower", card=W.card(cid), colour=colour, floor=floor + 1)
        label, moved = fit(where, _tower_price(pays, fee, servants))
        bonus = floor_bonus(p, ttype, floor)
        card = X.card_summary(cid, with_cost=len(pays) != 1) if cid else None
        return label, sentences(
            moved,
            msg("lor-detail-floor-bonus", what=W.gain_text(bonus)) if bonus else None,
            _needs(pays),
            msg("lor-detail-card", what=card) if card else None,
            _adds_up(fee, servants),
        )
    if fm is not None:
        value = fm_value(state, p, fm) + servant_value(p, servants)
        if sp.area in ("harvest", "production"):
            value += character_bonus(p, sp.area) - malus(p, sp.area) - sp.malus
    if sp.area in ("harvest", "production"):
        size = "large" if sp.malus else "small"
        what = _hp_yield(state, seat, sp.area, value)
        head = msg(f"lor-label-{sp.area}-{size}", value=value, servants=servants)
        label, moved = fit(head, what)
        return label, sentences(moved, _hp_note(sp.area, sp.malus))
    if sp.area == "council":
        return msg("lor-label-council", servants=servants), None
    gain_text = W.gain_text(sp.gain)
    return msg("lor-label-market", n=space_id[-1], what=gain_text, servants=servants), None


def _hp_note(action: str, large: int) -> Msg:
    """What a harvest or production space does, for its detail."""
    return msg(f"lor-detail-{action}-{'large' if large else 'small'}")


def _hp_yield(state: LorenzoState, seat: int, action: str, value: int) -> Msg:
    """What a harvest / production at ``value`` gives: the harvest's total, or the bonus tile and
    the number of buildings a production activates (exchanges are chosen later)."""
    from .effects import adjusted

    p = state.p[seat]
    if value < 1:
        return msg("lor-nothing")
    if action == "harvest":
        total: dict[str, int] = {}
        sources = [(BONUS_TILES[p.tile].harvest, "tile")]
        sources += [
            (CARDS[c].permanent.gain, "permanent")
            for c in p.cards["territory"]
            if CARDS[c].activation <= value
        ]
        privileges = returns = 0
        for g_, src in sources:
            for k, v in adjusted(p, g_, src, state.wood_stone_both).items():
                total[k] = total.get(k, 0) + v
            privileges += g_.privileges
            returns += wood_stone_choice(p, g_, src, state.wood_stone_both)
        text = msg("lor-yield-get", what=_res(total))
        if returns:
            text = msg("lor-yield-minus", a=text, n=returns)
        if privileges:
            text = msg("lor-yield-privileges", a=text, n=privileges)
        return text
    n = sum(1 for c in p.cards["building"] if CARDS[c].activation <= value)
    text = msg("lor-yield-tile", what=W.gain_text(BONUS_TILES[p.tile].production))
    return msg("lor-yield-buildings", a=text, n=n) if n else text


def ids_space(state: LorenzoState, step: Step) -> list[str]:
    return [SPACE_ID[sp] for sp, _ in Reach(state, step.seat).spaces(step.fm or "")]


def open_space(state: LorenzoState, step: Step) -> bool:
    """A space step follows the choice of a member that `ids_turn` listed because it has a
    space, and nothing changed since: it always is a question."""
    return True


def enum_space(state: LorenzoState, step: Step) -> list[Choice]:
    out = []
    for sp, n in Reach(state, step.seat).spaces(step.fm or ""):
        label, detail = _space_label(state, step.seat, step.fm, sp, n)
        out.append(Choice(SPACE_ID[sp], label, SPACES[sp].area.split(".")[0], detail))
    return out


def _servant_options(
    state: LorenzoState, step: Step, upto: int | None = None, known_legal: bool = False
) -> list[int]:
    if step.fm is not None:
        return fm_space_servants(state, step.seat, step.fm, step.space or "", upto, known_legal)
    return bonus_card_servants(state, step, upto)


def ids_servants(state: LorenzoState, step: Step) -> list[str]:
    return [f"servants:{n}" for n in _servant_options(state, step)]


def enum_servants(state: LorenzoState, step: Step) -> list[Choice]:
    p = state.p[step.seat]
    out = []
    for n in _servant_options(state, step):
        v = _action_value(state, step, n)
        out.append(
            Choice(
                f"servants:{n}",
                msg("lor-label-spend", servants=W.amount("servants", n), value=v),
                detail=X.you_have(p.servants, n),
            )
        )
    return out


def _action_value(state: LorenzoState, step: Step, servants: int) -> int:
    """The action value a placement would have (after the large-space -3)."""
    p = state.p[step.seat]
    if step.fm is not None:
        sp = SPACES[step.space or ""]
        base = fm_value(state, p, step.fm)
        area = sp.area
        if area.startswith("tower"):
            area = split_space(sp.id)[0]
        if area in ("market", "council"):
            return base + servant_value(p, servants)
        return (
            base + character_bonus(p, area) - malus(p, area) - sp.malus + servant_value(p, servants)
        )
    ttype, _ = split_space(step.space or "")
    return step.value + character_bonus(p, ttype) - malus(p, ttype) + servant_value(p, servants)


def ids_cost(state: LorenzoState, step: Step) -> list[str]:
    return [f"cost:{i}" for i in range(len(step.items))]


def enum_cost(state: LorenzoState, step: Step) -> list[Choice]:
    out = []
    for i, item in enumerate(step.items):
        pm = _decode(item)
        label, moved = fit(msg("lor-label-take", card=W.name(step.card or "")), _payment(pm))
        out.append(Choice(f"cost:{i}", label, detail=moved))
    return out


def ids_privilege(state: LorenzoState, step: Step) -> list[str]:
    return [PRIVILEGE_ID[k] for k in PRIVILEGES if k not in step.taken]


def enum_privilege(state: LorenzoState, step: Step) -> list[Choice]:
    left = step.remaining > 1 or bool(step.taken)
    key = "lor-label-privilege-left" if left else "lor-label-privilege"
    return [
        Choice(PRIVILEGE_ID[k], msg(key, what=W.gain_text(v), n=step.remaining))
        for k, v in PRIVILEGES.items()
        if k not in step.taken
    ]


def ids_wood_stone(state: LorenzoState, step: Step) -> list[str]:
    p = state.p[step.seat]
    return [f"return:{k}" for k in ("wood", "stone") if getattr(p, k) > 0]


def enum_wood_stone(state: LorenzoState, step: Step) -> list[Choice]:
    """EXC-4: "erhält er 1 Holz oder 1 Stein weniger": the player gives back one of the two."""
    p = state.p[step.seat]
    return [
        Choice(
            f"return:{k}",
            msg(f"lor-label-give-back-{k}"),
            detail=_give_back(step.source, W.amount(k, getattr(p, k) - 1)),
            role="minor",
        )
        for k in ("wood", "stone")
        if getattr(p, k) > 0
    ]


def _give_back(source: str | None, keep: Msg) -> Msg:
    if source:
        return msg("lor-detail-give-back-from", why=W.why(source), keep=keep)
    return msg("lor-detail-give-back", keep=keep)


def resolve_wood_stone(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    key = choice_id.split(":")[1]
    setattr(state.p[step.seat], key, getattr(state.p[step.seat], key) - 1)
    what = W.amount(key, 1)
    if step.source:
        text = msg("lor-gives-back-from", who=W.who(step.seat), what=what, why=W.why(step.source))
    else:
        text = msg("lor-gives-back", who=W.who(step.seat), what=what)
    ev.append(Event(text, step.seat))


def bonus_card_spaces(state: LorenzoState, step: Step) -> list[tuple[str, int]]:
    return Reach(state, step.seat).bonus_spaces(step)


def ids_bonus_card(state: LorenzoState, step: Step) -> list[str]:
    out = [SPACE_ID[sp] for sp, _ in bonus_card_spaces(state, step)]
    if out:
        out.append("skip")
    return out


def bonus_card_servants(state: LorenzoState, step: Step, upto: int | None = None) -> list[int]:
    p = state.p[step.seat]
    ttype, _ = split_space(step.space or "")
    base = step.value + character_bonus(p, ttype) - malus(p, ttype)
    return tower_servant_options(
        state, step.seat, step.space or "", base, None, step.discount, upto
    )


def enum_bonus_card(state: LorenzoState, step: Step) -> list[Choice]:
    out = []
    for sp, n in bonus_card_spaces(state, step):
        label, detail = _space_label(state, step.seat, None, sp, n, step.discount)
        out.append(Choice(SPACE_ID[sp], label, "tower", detail))
    if out:
        out.append(Choice("skip", msg("lor-label-skip-bonus-action")))
    return out


def _hp_value(state: LorenzoState, step: Step, servants: int) -> int:
    p = state.p[step.seat]
    bonus = 0 if step.plain else character_bonus(p, step.action or "")
    return step.value + bonus - malus(p, step.action or "") + servant_value(p, servants)


def _bonus_hp_servants(state: LorenzoState, step: Step) -> list[int]:
    p = state.p[step.seat]
    bonus = 0 if step.plain else character_bonus(p, step.action or "")
    pre = step.value + bonus
    return hp_servant_options(
        state, step.seat, step.action or "", pre, malus(p, step.action or ""), False
    )


def ids_bonus_hp(state: LorenzoState, step: Step) -> list[str]:
    return [f"servants:{n}" for n in _bonus_hp_servants(state, step)] + ["skip"]


def enum_bonus_hp(state: LorenzoState, step: Step) -> list[Choice]:
    out = []
    have = state.p[step.seat].servants
    for n in _bonus_hp_servants(state, step):
        v = _hp_value(state, step, n)
        what = _hp_yield(state, step.seat, step.action or "", v)
        head = msg(f"lor-label-bonus-{step.action}", value=v, servants=W.amount("servants", n))
        label, moved = fit(head, what)
        out.append(Choice(f"servants:{n}", label, detail=sentences(moved, X.you_have(have, n))))
    out.append(Choice("skip", msg(f"lor-label-skip-{step.action}")))
    return out


def ids_after(state: LorenzoState, step: Step) -> list[str]:
    return leader_ids(state, step.seat) + ["end"]


def enum_after(state: LorenzoState, step: Step) -> list[Choice]:
    return leader_choices(state, step.seat) + [Choice("end", msg("lor-label-end-turn"))]


def _free_tiles(state: LorenzoState) -> list[str]:
    taken = {q.tile for q in state.p}
    return [tid for tid in ("A", "B", "C", "D") if tid not in taken]


def ids_tile(state: LorenzoState, step: Step) -> list[str]:
    return [f"tile:{tid}" for tid in _free_tiles(state)]


def enum_tile(state: LorenzoState, step: Step) -> list[Choice]:
    # a tile's harvest and production do not fit a label: the detail says them (present.py)
    return [Choice(f"tile:{tid}", msg("lor-label-tile", tile=tid)) for tid in _free_tiles(state)]


# --- resolvers -----------------------------------------------------------------------------


def _encode(pm: dict[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in pm.items())


def _decode(text: str) -> dict[str, int]:
    if not text:
        return {}
    return {k: int(v) for k, v in (x.split("=") for x in text.split(","))}


def resolve_turn(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    if choice_id.startswith("leader:"):
        apply_leader(state, step.seat, choice_id, ev)
        return
    state.pending.pop()
    if choice_id == "pass":
        ev.append(Event(msg("lor-passes", who=W.who(step.seat)), step.seat))
        if not any(can_place(state, x) for x in range(state.players)):
            state.p[step.seat].passed = True
        return
    fm = choice_id.split(":")[1]
    if state.leaders_on:
        state.pending.append(Step(kind="after", seat=step.seat))
    state.pending.append(Step(kind="space", seat=step.seat, fm=fm))


def resolve_after(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    if choice_id == "end":
        state.pending.pop()
        ev.append(Event(msg("lor-ends-turn", who=W.who(step.seat)), step.seat))
        return
    apply_leader(state, step.seat, choice_id, ev)


def resolve_space(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    space = choice_id.split(":", 1)[1]
    nxt = Step(
        kind="servants",
        seat=step.seat,
        fm=step.fm,
        space=space,
        value=step.value,
        discount=step.discount,
        action="card" if space.startswith("tower") else None,
    )
    # A listed space (play and apply_unchecked take legal choices only); a second amount is
    # enough to make the servants a question.
    opts = _servant_options(state, nxt, upto=2, known_legal=True)
    if len(opts) == 1:
        _after_servants(state, nxt, opts[0], ev)
    else:
        state.pending.append(nxt)


def resolve_servants(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    _after_servants(state, step, int(choice_id.split(":")[1]), ev)


def _after_servants(state: LorenzoState, step: Step, servants: int, ev: Events) -> None:
    step.servants = servants  # the step is off the stack (popped, or a fresh step): ours to fill in
    space = step.space or ""
    if space.startswith("tower"):
        payments = tower_payments(state, step.seat, space, servants, step.fm, step.discount) or []
        if len(payments) == 1:
            execute_tower(state, step, payments[0], ev)
        else:
            ttype, floor = split_space(space)
            state.pending.append(
                replace(
                    step,
                    kind="cost",
                    items=[_encode(pm) for pm in payments],
                    card=state.towers[ttype][floor],
                )
            )
        return
    execute_space(state, step, ev)


def resolve_cost(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    execute_tower(state, step, _decode(step.items[int(choice_id.split(":")[1])]), ev)


def _place(state: LorenzoState, step: Step, ev: Events) -> None:
    p = state.p[step.seat]
    card = None
    if (step.space or "").startswith("tower"):
        ttype, floor = split_space(step.space or "")
        card = state.towers[ttype][floor]
    state.last_move = {"seat": step.seat, "fm": step.fm, "space": step.space, "card": card}
    if step.servants:
        p.servants -= step.servants
    if step.fm is not None:
        value = _action_value(state, step, step.servants)
        state.placements.append(
            Placement(seat=step.seat, fm=step.fm, space=step.space or "", value=value)
        )
        p.placed.append(step.fm)


def execute_tower(state: LorenzoState, step: Step, payment: dict[str, int], ev: Events) -> None:
    """ALG-2 steps 2-6 (validated before)."""
    p = state.p[step.seat]
    who = W.who(step.seat)
    space = step.space or ""
    ttype, floor = split_space(space)
    fee = tower_fee(state, step.seat, ttype, step.fm)
    _place(state, step, ev)
    cid = state.towers[ttype][floor] or ""
    value = (
        (state.placements[-1].value or 0) if step.fm else _action_value(state, step, step.servants)
    )
    how = msg(f"lor-fm-{step.fm}") if step.fm else msg("lor-bonus-action")
    pm = {k: v for k, v in payment.items() if k != "mp_req"}
    price = msg("lor-for", what=W.amounts(pm.items())) if pm else msg("lor-at-no-cost")
    ev.append(
        Event(
            msg(
                "lor-takes-card",
                who=who,
                card=W.card(cid),
                tower=Term(f"lor-from-tower-{ttype}"),
                floor=floor + 1,
                how=how,
                value=value,
                servants=step.servants,
                price=price,
            ),
            step.seat,
        )
    )
    if fee:
        p.coins -= 3
        spent_coins(p)
        ev.append(Event(msg("lor-pays-fee", who=who, n=TOWER_FEE), step.seat))
    bonus = floor_bonus(p, ttype, floor)
    if bonus:
        gain(state, step.seat, bonus, "space", ev, "floor bonus")
    if pm:
        pay(p, pm)
    state.towers[ttype][floor] = None
    p.cards[ttype].append(cid)
    apply_immediate(state, step.seat, cid, ev)


def apply_immediate(state: LorenzoState, seat: int, cid: str, ev: Events) -> None:
    """D-3 / BA-6: gains first, then privileges, then the bonus action."""
    card = CARDS[cid]
    eff = card.immediate
    p = state.p[seat]
    a = eff.action
    if a:
        if a.kind == "card":
            state.pending.append(
                Step(
                    kind="bonus_card",
                    seat=seat,
                    value=a.value,
                    card_type=a.card_type,
                    discount=dict(a.discount.items()),
                    source=card.name,
                )
            )
        else:
            state.pending.append(
                Step(kind="bonus_hp", seat=seat, action=a.kind, value=a.value, source=card.name)
            )
    if eff.per:
        res, n, of = eff.per
        count = p.mp // 2 if of == "mp2" else len(p.cards[of])
        if n * count:
            gain(state, seat, Gain(**{res: n * count}), "card", ev, card.name)
    if eff.gain:
        gain(state, seat, eff.gain, "card", ev, card.name)


def execute_space(state: LorenzoState, step: Step, ev: Events) -> None:
    """Market (MK-4), council (CP-4), harvest and production (HP-3..HP-10)."""
    sp = SPACES[step.space or ""]
    _place(state, step, ev)
    value = state.placements[-1].value or 0  # a member's placement: always set
    ev.append(
        Event(
            msg(
                "lor-places",
                who=W.who(step.seat),
                fm=msg(f"lor-the-fm-{step.fm}"),
                value=value,
                servants=step.servants,
                space=Term("lor-on-" + sp.id.replace(".", "-")),
            ),
            step.seat,
        )
    )
    if sp.area in ("market", "council"):
        if sp.area == "council":
            state.council.append(step.seat)
        gain(state, step.seat, sp.gain, "space", ev, SPACE_NAME[sp.id])
        return
    if sp.area == "harvest":  # `value`: the placement's, the large space's -3 included
        do_harvest(state, step.seat, value, ev)
    else:
        start_production(state, step.seat, value, ev)


def resolve_privilege(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    key = choice_id.split(":")[1]
    step.taken.append(key)
    step.remaining -= 1
    if step.remaining <= 0:
        state.pending.pop()
    gain(state, step.seat, PRIVILEGES[key], "privilege", ev, "privilege")


def resolve_bonus_card(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    if choice_id == "skip":
        state.pending.pop()
        ev.append(Event(msg("lor-skips-bonus-action", who=W.who(step.seat)), step.seat))
        return
    resolve_space(state, replace(step, fm=None), choice_id, ev)


def resolve_bonus_hp(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    if choice_id == "skip":
        ev.append(Event(msg(f"lor-skips-{step.action}", who=W.who(step.seat)), step.seat))
        return
    n = int(choice_id.split(":")[1])
    state.p[step.seat].servants -= n
    value = _hp_value(state, step, n)
    if step.action == "harvest":
        do_harvest(state, step.seat, value, ev)
    else:
        start_production(state, step.seat, value, ev)


def resolve_tile(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    state.turn += 1  # each report / tile choice is its own turn for undo
    tid = choice_id.split(":")[1]
    state.p[step.seat].tile = tid
    ev.append(Event(msg("lor-takes-tile", who=W.who(step.seat), tile=tid), step.seat))


STEPS = Steps("lorenzo-il-magnifico")
"""Every step kind: its prompt, enumerator, id lister, resolver, and what the public status says
the deciding seat is doing ("Chiara to place a family member": read by everyone, so never
"you"). The draft is simultaneous: its functions take the seat instead of the step."""
ask = STEPS.register_ask
ask(
    "turn",
    msg("lor-ask-turn"),
    enum_turn,
    resolve_turn,
    ids=ids_turn,
    is_open=open_turn,
    doing="place a family member",
)
ask(
    "space",
    msg("lor-ask-space"),
    enum_space,
    resolve_space,
    ids=ids_space,
    is_open=open_space,
    doing="choose an action space",
)
ask(
    "servants",
    msg("lor-ask-servants"),
    enum_servants,
    resolve_servants,
    ids=ids_servants,
    doing="choose how many servants to spend",
)
ask(
    "cost",
    msg("lor-ask-cost"),
    enum_cost,
    resolve_cost,
    ids=ids_cost,
    doing="choose how to pay for a card",
)
ask(
    "privilege",
    msg("lor-ask-privilege"),
    enum_privilege,
    resolve_privilege,
    ids=ids_privilege,
    doing="choose a council privilege",
)
ask(
    "bonus_card",
    msg("lor-ask-bonus-card"),
    enum_bonus_card,
    resolve_bonus_card,
    ids=ids_bonus_card,
    doing="take a bonus card or not",
)
ask(
    "bonus_hp",
    msg("lor-ask-bonus-hp"),
    enum_bonus_hp,
    resolve_bonus_hp,
    ids=ids_bonus_hp,
    doing="use a bonus harvest or production or not",
)
ask(
    "exchange",
    msg("lor-ask-exchange"),
    enum_exchange,
    resolve_exchange,
    ids=ids_exchange,
    doing="choose the production exchanges",
)
ask(
    "after",
    msg("lor-ask-after"),
    enum_after,
    resolve_after,
    ids=ids_after,
    doing="take leader actions or end the turn",
)
ask(
    "vatican",
    msg("lor-ask-vatican"),
    enum_vatican,
    resolve_vatican,
    ids=ids_vatican,
    on_empty=empty_vatican,
    doing="decide whether to support the Church",
)
ask(
    "tile",
    msg("lor-ask-tile"),
    enum_tile,
    resolve_tile,
    ids=ids_tile,
    doing="choose a personal bonus tile",
)
ask(
    "copy",
    msg("lor-ask-copy"),
    enum_copy,
    resolve_copy,
    ids=ids_copy,
    doing="choose the leader Lorenzo de' Medici copies",
)
ask(
    "federico",
    msg("lor-ask-federico"),
    enum_federico,
    resolve_federico,
    ids=ids_federico,
    doing="choose the family member at value 6",
)
ask(
    "wood_stone",
    msg("lor-ask-wood-stone"),
    enum_wood_stone,
    resolve_wood_stone,
    ids=ids_wood_stone,
    doing="give back 1 wood or 1 stone",
)
ask(
    "draft",
    msg("lor-ask-draft"),
    enum_draft,
    resolve_draft,
    ids=draft_ids,
    doing="keep one leader from the draft",
)
STEPS.register_auto("production", finish_production)
