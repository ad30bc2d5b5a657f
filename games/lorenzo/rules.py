"""Setup, turn flow and the pending-step machine (rules §4-§14, ALG-1..ALG-3).

A turn is a chain of one-click steps held in ``state.pending`` (style.md 2.2):
``turn`` (family member or leader action) -> ``space`` -> ``servants`` -> ``cost`` -> effects
(``privilege``, ``bonus_card``, ``bonus_hp``, ``exchange``) -> ``after`` (leader actions, end).
"""

from __future__ import annotations

from dataclasses import replace

from games.contract import Choice, Event, rng, seat_token
from games.steps import Steps

from .data import (
    BONUS_TILES,
    CARDS,
    DICE,
    EXCOMMUNICATIONS_LIST,
    FAMILY,
    LEADERS,
    LEADERS_LIST,
    PRIVILEGES,
    SPACES,
    SPACES_LIST,
    START_COINS,
    START_GOODS,
    TOWER_COLOUR,
    TYPES,
    Gain,
    unit,
)
from .effects import (
    _clip,
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


def _res_text(d: dict[str, int]) -> str:
    parts = [f"{v} {unit(k, v)}" for k, v in d.items() if k != "mp_req" and v]
    return ", ".join(parts) if parts else "nothing"


SPACE_NAME = {
    "market.1": "market space 1", "market.2": "market space 2", "market.3": "market space 3",
    "market.4": "market space 4", "council": "the council palace",
    "harvest.small": "the small harvest space", "harvest.large": "the large harvest space (-3)",
    "production.small": "the small production space",
    "production.large": "the large production space (-3)",
}


FM_ID = {fm: f"fm:{fm}" for fm in FAMILY}
SPACE_ID = {sp.id: f"space:{sp.id}" for sp in SPACES_LIST}
PRIVILEGE_ID = {k: f"privilege:{k}" for k in PRIVILEGES}


def _servants(n: int) -> str:
    return f"{n} {unit('servants', n)}"


def _payment_text(pm: dict[str, int]) -> str:
    if "mp_req" in pm:
        return f"need {pm['mp_req']} MP, pay {pm['mp']} MP"
    return "pay " + _res_text(pm) if pm else "free"


def _name(cid: str) -> str:
    return CARDS[cid].name if cid in CARDS else LEADERS[cid].name


def card_detail(cid: str) -> str:
    c = CARDS[cid]
    parts = []
    if c.costs:
        parts.append("cost " + " or ".join(x.text() for x in c.costs))
    if c.immediate.text():
        parts.append("now " + c.immediate.text())
    if c.type in ("territory", "building"):
        parts.append(f"{'harvest' if c.type == 'territory' else 'production'} {c.activation}: "
                     f"{c.permanent.text()}")
    if c.bonus:
        parts.append(f"+{c.bonus[1]} {c.bonus[0]}")
    if c.discount:
        parts.append(("-1 of " if c.discount_one_of else "-") + c.discount.text())
    if c.end_vp:
        parts.append(f"{c.end_vp} VP at end")
    return _clip("; ".join(parts), 100)


# --- setup (§4) ----------------------------------------------------------------------------


def setup(players: int, seed: int, options: LorenzoOptions) -> LorenzoState:
    s = LorenzoState(players=players, seed=seed, bonus_tiles=options.bonus_tiles,
                     leaders_on=options.leaders, no_overspend=options.no_overspend,
                     wood_stone_both=options.wood_stone_both)
    order = list(range(players))
    rng(s).shuffle(order)  # S-8
    s.order = order
    s.p = [Player() for _ in range(players)]
    for pos, seat in enumerate(order):
        p = s.p[seat]
        p.wood, p.stone, p.servants = START_GOODS.wood, START_GOODS.stone, START_GOODS.servants
        p.coins = START_COINS[pos]  # S-9
    for t in TYPES:  # S-2
        deck: list[str] = []
        for per in (1, 2, 3):
            stack = [c.id for c in CARDS.values() if c.type == t and c.period == per]
            rng(s).shuffle(stack)
            deck += stack
        s.decks[t] = deck
        s.towers[t] = [None, None, None, None]
    for per in (1, 2, 3):  # S-3
        tiles = [x.id for x in EXCOMMUNICATIONS_LIST if x.period == per]
        s.excommunication_tiles.append(rng(s).choice(tiles))
    if options.leaders:  # S-11
        pool = [ld.id for ld in LEADERS_LIST]
        rng(s).shuffle(pool)
        s.draft = [pool[4 * i: 4 * i + 4] for i in range(players)]
        s.leader_box = sorted(pool[4 * players:], key=lambda x: int(x[1:]))
        s.draft_picked = [None] * players
        s.pending.append(Step(kind="draft", seat=-1))
    if options.bonus_tiles == "advanced":  # S-10: reverse turn order
        for seat in order:
            s.pending.append(Step(kind="tile", seat=seat))
    return s


# --- helpers -------------------------------------------------------------------------------


def leader_turn_possible(s: LorenzoState, seat: int) -> bool:
    """Nobody can place, but this player still has a family member and a leader action (discard
    for a privilege, Cosimo's servants, Federico, ...) that may make it placeable: "Diese
    Sonderaktionen können jederzeit vor ... dem Setzen eines Familienmitglieds ausgeführt werden".
    If he passes, he has no further turn this round."""
    p = s.p[seat]
    return (s.leaders_on and not p.passed and len(p.placed) < len(FAMILY)
            and bool(leader_choices(s, seat)))


# --- flow ------------------------------------------------------------------------------------


def start_round(s: LorenzoState, ev: Events) -> None:
    """Phase A (P-1, P-2)."""
    s.round += 1
    s.phase = "actions"
    for t in TYPES:
        s.towers[t] = [s.decks[t].pop(0) for _ in range(4)]
    r = rng(s)
    s.dice = {d: r.randint(1, 6) for d in DICE}
    dice = ", ".join(f"{d} {v}" for d, v in s.dice.items())
    ev.append(Event(f"Round {s.round} (period {period(s)}): new cards; {seat_token(s.order[0])} "
                    f"rolls {dice}.", undo_barrier=True))
    s.current = 0
    begin_turn(s, ev)


def begin_turn(s: LorenzoState, ev: Events) -> None:
    seat = s.order[s.current]
    p = s.p[seat]
    s.turn += 1
    forced = excommunicated(p, "EXC-14") and p.turns == 0  # EX-6
    p.turns += 1
    p.fee_coins = p.coins  # T-3: the coins owned before the turn
    s.pending.append(Step(kind="turn", seat=seat, plain=forced))


OPENED = "opened"


def flow(s: LorenzoState, ev: Events) -> bool | str:
    """Nothing pending: move the game on. False once the game is over; OPENED when the turn it
    began is known to be a question (its player can place), so settle need not ask again."""
    if s.phase == "over":
        return False
    if s.phase in ("setup", "draft"):
        s.phase = "actions"
        start_round(s, ev)
        return True
    if s.phase == "actions":
        nxt = (s.current + 1) % s.players
        opened = can_place(s, s.order[nxt])  # asked first: usually the next one can place
        if opened or any(can_place(s, s.order[(nxt + k) % s.players])
                         for k in range(1, s.players)):
            s.current = nxt
            begin_turn(s, ev)
            # begin_turn only raises the coins that may pay a fee: still placeable
            return OPENED if opened and not s.pending[-1].plain else True
        for k in range(1, s.players + 1):  # B-8: a leader action may make a placement possible
            pos = (s.current + k) % s.players
            if leader_turn_possible(s, s.order[pos]):
                s.current = pos
                begin_turn(s, ev)
                return True
        if s.round % 2 == 0:  # phase C
            s.phase = "vatican"
            for seat in reversed(s.order):
                s.pending.append(Step(kind="vatican", seat=seat))
            return True
        end_round(s, ev)
        return s.phase != "over"
    if s.phase == "vatican":
        end_round(s, ev)
        return s.phase != "over"
    return False


def end_round(s: LorenzoState, ev: Events) -> None:
    """Phase D (ER-1..ER-5)."""
    for t in TYPES:
        s.discarded += [c for c in s.towers[t] if c]
        s.towers[t] = [None, None, None, None]
    first: list[int] = []
    for seat in s.council:
        if seat not in first:
            first.append(seat)
    s.order = first + [seat for seat in s.order if seat not in first]
    s.council = []
    s.placements = []
    for p in s.p:
        p.used = []
        p.placed = []
        p.federico = None
        p.turns = 0
        p.passed = False
    if first:
        ev.append(Event("New turn order: " + ", ".join(seat_token(x) for x in s.order) + "."))
    if s.round == 6:
        from .scoring import final_scoring, result

        s.phase = "over"
        s.final = final_scoring(s)
        r = result(s)
        totals = ", ".join(f"{seat_token(x)} {r.totals[x]} VP" for x in r.ranking) if r else ""
        win = f" {seat_token(r.winners[0])} wins" if r else ""
        ev.append(Event(f"The game is over:{win} ({totals})."
                        + (" " + r.tiebreak if r and r.tiebreak else "")))
    else:
        start_round(s, ev)


def settle(s: LorenzoState, ev: Events) -> None:
    """Run automatic steps and skip empty questions until a player must decide."""
    for _ in range(10_000):
        if not s.pending:
            moved = flow(s, ev)
            if not moved or moved == OPENED:
                return
            continue
        st = s.pending[-1]
        if st.kind == "draft":
            if all(x is not None for x in s.draft_picked) or not s.draft or not s.draft[0]:
                finish_draft_round(s, ev)
                continue
            return
        auto = STEPS.autos.get(st.kind)
        if auto is not None:
            s.pending.pop()
            auto(s, st, ev)
            continue
        q = STEPS.asks[st.kind]
        if q.is_open is not None and q.is_open(s, st):
            return
        ids = q.ids(s, st)
        if not ids:
            s.pending.pop()
            if q.on_empty is not None:
                q.on_empty(s, st, ev)
            continue
        if len(ids) == 1 and ids[0] in ("pass", "end"):
            q.resolve(s, st, Choice(ids[0], ""), ev)
            continue
        return
    raise RuntimeError("settle did not converge")


# --- the draft (S-11) ----------------------------------------------------------------------


# --- enumerators ---------------------------------------------------------------------------


def _fm_label(s: LorenzoState, p: Player, fm: str) -> str:
    return f"Place {fm} family member (value {fm_value(s, p, fm)})"


def ids_turn(s: LorenzoState, st: Step) -> list[str]:
    fms = [] if st.plain else Reach(s, st.seat).placeable()
    out = [FM_ID[fm] for fm in fms] + leader_ids(s, st.seat)
    if not fms:
        out.append("pass")
    return out


def open_turn(s: LorenzoState, st: Step) -> bool:
    """A family member can be placed: the turn is a question (cheaper than all its ids)."""
    return not st.plain and Reach(s, st.seat).can_place()


def enum_turn(s: LorenzoState, st: Step) -> list[Choice]:
    p = s.p[st.seat]
    fms = [] if st.plain else Reach(s, st.seat).placeable()
    out = [Choice(FM_ID[fm], _fm_label(s, p, fm), "family") for fm in fms]
    out += leader_choices(s, st.seat)
    if not fms:
        why = "skip first turn (excommunicated)" if st.plain else "no family member can act"
        out.append(Choice("pass", f"Pass: {why}"))
    return out


def _space_label(s: LorenzoState, seat: int, fm: str | None, space_id: str, servants: int,
                 discount: dict[str, int] | None = None) -> tuple[str, str | None]:
    """What the player gets and pays: card, floor bonus, fee, cost, servants / action value."""
    sp = SPACES[space_id]
    p = s.p[seat]
    serv = f", pay {_servants(servants)}" if servants else ""
    if sp.area.startswith("tower"):
        ttype, floor = split_space(space_id)
        cid = s.towers[ttype][floor] or ""
        fee = ", 3 coins fee" if tower_fee(s, seat, ttype, fm) else ""
        bonus = floor_bonus(p, ttype, floor)
        b = f" +{bonus.text()}" if bonus else ""
        pays = tower_payments(s, seat, space_id, servants, fm, discount or {}) or []
        cost = _payment_text(pays[0]) if len(pays) == 1 else "choose payment"
        if cost == "free":
            cost = "no cost"
        label = f"{CARDS[cid].name} ({TOWER_COLOUR[ttype]} {floor + 1}{b}): {cost}{fee}{serv}"
        return _clip(label), card_detail(cid)
    if fm is not None:
        value = fm_value(s, p, fm) + servant_value(p, servants)
        if sp.area in ("harvest", "production"):
            value += character_bonus(p, sp.area) - malus(p, sp.area) - sp.malus
    if sp.area in ("harvest", "production"):
        size = "large space" if sp.malus else "small space"
        what = _hp_yield(s, seat, sp.area, value)
        return _clip(f"{sp.area.capitalize()} at value {value} ({size}){serv}: {what}"), None
    if sp.area == "council":
        return _clip(f"Council palace: 1 coin + 1 privilege, next turn order{serv}"), None
    return _clip(f"Market {space_id[-1]}: {sp.gain.text()}{serv}"), None


def _hp_yield(s: LorenzoState, seat: int, action: str, value: int) -> str:
    """What a harvest / production at ``value`` gives: the harvest's total, or the bonus tile and
    the number of buildings a production activates (exchanges are chosen later)."""
    from .effects import adjusted

    p = s.p[seat]
    if value < 1:
        return "nothing"
    if action == "harvest":
        total: dict[str, int] = {}
        sources = [(BONUS_TILES[p.tile].harvest, "tile")]
        sources += [(CARDS[c].permanent.gain, "permanent") for c in p.cards["territory"]
                    if CARDS[c].activation <= value]
        privileges = returns = 0
        for g_, src in sources:
            for k, v in adjusted(p, g_, src, s.wood_stone_both).items():
                total[k] = total.get(k, 0) + v
            privileges += g_.privileges
            returns += wood_stone_choice(p, g_, src, s.wood_stone_both)
        text = "get " + _res_text(total)
        if returns:
            text += f" minus {returns} wood or stone (excommunication)"
        return text + (f", {privileges} privilege" + ("s" if privileges > 1 else "")
                       if privileges else "")
    n = sum(1 for c in p.cards["building"] if CARDS[c].activation <= value)
    return f"tile {BONUS_TILES[p.tile].production.text()}" + (
        f" + {n} building{'s' if n != 1 else ''}" if n else "")


def ids_space(s: LorenzoState, st: Step) -> list[str]:
    return [SPACE_ID[sp] for sp, _ in Reach(s, st.seat).spaces(st.fm or "")]


def open_space(s: LorenzoState, st: Step) -> bool:
    """A space step follows the choice of a member that `ids_turn` listed because it has a
    space, and nothing changed since: it always is a question."""
    return True


def enum_space(s: LorenzoState, st: Step) -> list[Choice]:
    out = []
    for sp, n in Reach(s, st.seat).spaces(st.fm or ""):
        label, detail = _space_label(s, st.seat, st.fm, sp, n)
        out.append(Choice(SPACE_ID[sp], label, SPACES[sp].area.split(".")[0], detail))
    return out


def _servant_options(s: LorenzoState, st: Step, upto: int | None = None,
                     known_legal: bool = False) -> list[int]:
    if st.fm is not None:
        return fm_space_servants(s, st.seat, st.fm, st.space or "", upto, known_legal)
    return bonus_card_servants(s, st, upto)


def ids_servants(s: LorenzoState, st: Step) -> list[str]:
    return [f"servants:{n}" for n in _servant_options(s, st)]


def enum_servants(s: LorenzoState, st: Step) -> list[Choice]:
    p = s.p[st.seat]
    out = []
    for n in _servant_options(s, st):
        v = _action_value(s, st, n)
        out.append(Choice(f"servants:{n}", _clip(f"Spend {_servants(n)}: action value {v}"),
                          detail=f"You have {_servants(p.servants)}; {_servants(p.servants - n)} left."))
    return out


def _action_value(s: LorenzoState, st: Step, servants: int) -> int:
    """The action value a placement would have (after the large-space -3)."""
    p = s.p[st.seat]
    if st.fm is not None:
        sp = SPACES[st.space or ""]
        base = fm_value(s, p, st.fm)
        area = sp.area
        if area.startswith("tower"):
            area = split_space(sp.id)[0]
        if area in ("market", "council"):
            return base + servant_value(p, servants)
        return base + character_bonus(p, area) - malus(p, area) - sp.malus + servant_value(p, servants)
    ttype, _ = split_space(st.space or "")
    return st.value + character_bonus(p, ttype) - malus(p, ttype) + servant_value(p, servants)


def ids_cost(s: LorenzoState, st: Step) -> list[str]:
    return [f"cost:{i}" for i in range(len(st.items))]


def enum_cost(s: LorenzoState, st: Step) -> list[Choice]:
    out = []
    for i, item in enumerate(st.items):
        pm = _decode(item)
        out.append(Choice(f"cost:{i}", _clip(f"Take {_name(st.card or '')}: {_payment_text(pm)}")))
    return out


def ids_privilege(s: LorenzoState, st: Step) -> list[str]:
    return [PRIVILEGE_ID[k] for k in PRIVILEGES if k not in st.taken]


def enum_privilege(s: LorenzoState, st: Step) -> list[Choice]:
    left = f" ({st.remaining} left, all different)" if st.remaining > 1 or st.taken else ""
    return [Choice(PRIVILEGE_ID[k], _clip(f"Privilege: {v.text()}{left}"))
            for k, v in PRIVILEGES.items() if k not in st.taken]


def ids_wood_stone(s: LorenzoState, st: Step) -> list[str]:
    p = s.p[st.seat]
    return [f"return:{k}" for k in ("wood", "stone") if getattr(p, k) > 0]


def enum_wood_stone(s: LorenzoState, st: Step) -> list[Choice]:
    """EXC-4: "erhält er 1 Holz oder 1 Stein weniger": the player gives back one of the two."""
    p = s.p[st.seat]
    src = f" ({st.source})" if st.source else ""
    return [Choice(f"return:{k}", f"Give back 1 {k}",
                   detail=_clip(f"Excommunicated: 1 wood or 1 stone less{src}; you keep {getattr(p, k) - 1} {k}.", 100),
                   role="minor")
            for k in ("wood", "stone") if getattr(p, k) > 0]


def resolve_wood_stone(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    key = c.id.split(":")[1]
    setattr(s.p[st.seat], key, getattr(s.p[st.seat], key) - 1)
    src = f", {st.source}" if st.source else ""
    ev.append(Event(f"{seat_token(st.seat)} gives back 1 {key} (excommunicated: 1 wood or 1 stone "
                    f"less{src}).", st.seat))


def bonus_card_spaces(s: LorenzoState, st: Step) -> list[tuple[str, int]]:
    return Reach(s, st.seat).bonus_spaces(st)


def ids_bonus_card(s: LorenzoState, st: Step) -> list[str]:
    out = [SPACE_ID[sp] for sp, _ in bonus_card_spaces(s, st)]
    if out:
        out.append("skip")
    return out


def bonus_card_servants(s: LorenzoState, st: Step, upto: int | None = None) -> list[int]:
    p = s.p[st.seat]
    ttype, _ = split_space(st.space or "")
    base = st.value + character_bonus(p, ttype) - malus(p, ttype)
    return tower_servant_options(s, st.seat, st.space or "", base, None, st.discount, upto)


def enum_bonus_card(s: LorenzoState, st: Step) -> list[Choice]:
    out = []
    for sp, n in bonus_card_spaces(s, st):
        label, detail = _space_label(s, st.seat, None, sp, n, st.discount)
        out.append(Choice(SPACE_ID[sp], label, "tower", detail))
    if out:
        out.append(Choice("skip", "Skip the bonus action"))
    return out


def _hp_value(s: LorenzoState, st: Step, servants: int) -> int:
    p = s.p[st.seat]
    bonus = 0 if st.plain else character_bonus(p, st.action or "")
    return st.value + bonus - malus(p, st.action or "") + servant_value(p, servants)


def _bonus_hp_servants(s: LorenzoState, st: Step) -> list[int]:
    p = s.p[st.seat]
    bonus = 0 if st.plain else character_bonus(p, st.action or "")
    pre = st.value + bonus
    return hp_servant_options(s, st.seat, st.action or "", pre, malus(p, st.action or ""), False)


def ids_bonus_hp(s: LorenzoState, st: Step) -> list[str]:
    return [f"servants:{n}" for n in _bonus_hp_servants(s, st)] + ["skip"]


def enum_bonus_hp(s: LorenzoState, st: Step) -> list[Choice]:
    out = []
    for n in _bonus_hp_servants(s, st):
        v = _hp_value(s, st, n)
        what = _hp_yield(s, st.seat, st.action or "", v)
        out.append(Choice(f"servants:{n}", _clip(
            f"{(st.action or '').capitalize()} at value {v} ({_servants(n)}): {what}")))
    out.append(Choice("skip", f"Skip the {st.action}"))
    return out


def ids_after(s: LorenzoState, st: Step) -> list[str]:
    return leader_ids(s, st.seat) + ["end"]


def enum_after(s: LorenzoState, st: Step) -> list[Choice]:
    return leader_choices(s, st.seat) + [Choice("end", "End your turn")]


def _free_tiles(s: LorenzoState) -> list[str]:
    taken = {q.tile for q in s.p}
    return [tid for tid in ("A", "B", "C", "D") if tid not in taken]


def ids_tile(s: LorenzoState, st: Step) -> list[str]:
    return [f"tile:{tid}" for tid in _free_tiles(s)]


def enum_tile(s: LorenzoState, st: Step) -> list[Choice]:
    out = []
    for tid in _free_tiles(s):
        t = BONUS_TILES[tid]
        out.append(Choice(f"tile:{tid}", _clip(f"Tile {tid}: harvest {t.harvest.text()}; "
                                               f"production {t.production.text()}")))
    return out


# --- resolvers -----------------------------------------------------------------------------


def _encode(pm: dict[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in pm.items())


def _decode(text: str) -> dict[str, int]:
    if not text:
        return {}
    return {k: int(v) for k, v in (x.split("=") for x in text.split(","))}


def resolve_turn(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    if c.id.startswith("leader:"):
        apply_leader(s, st.seat, c.id, ev)
        return
    s.pending.pop()
    if c.id == "pass":
        ev.append(Event(f"{seat_token(st.seat)} passes.", st.seat))
        if not any(can_place(s, x) for x in range(s.players)):
            s.p[st.seat].passed = True
        return
    fm = c.id.split(":")[1]
    if s.leaders_on:
        s.pending.append(Step(kind="after", seat=st.seat))
    s.pending.append(Step(kind="space", seat=st.seat, fm=fm))


def resolve_after(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    if c.id == "end":
        s.pending.pop()
        ev.append(Event(f"{seat_token(st.seat)} ends the turn.", st.seat))
        return
    apply_leader(s, st.seat, c.id, ev)


def resolve_space(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    space = c.id.split(":", 1)[1]
    nxt = Step(kind="servants", seat=st.seat, fm=st.fm, space=space, value=st.value,
               discount=st.discount, action="card" if space.startswith("tower") else None)
    # A listed space (play and apply_unchecked take legal choices only); a second amount is
    # enough to make the servants a question.
    opts = _servant_options(s, nxt, upto=2, known_legal=True)
    if len(opts) == 1:
        _after_servants(s, nxt, opts[0], ev)
    else:
        s.pending.append(nxt)


def resolve_servants(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    _after_servants(s, st, int(c.id.split(":")[1]), ev)


def _after_servants(s: LorenzoState, st: Step, servants: int, ev: Events) -> None:
    st.servants = servants  # st is off the stack (popped, or a fresh step): ours to fill in
    space = st.space or ""
    if space.startswith("tower"):
        payments = tower_payments(s, st.seat, space, servants, st.fm, st.discount) or []
        if len(payments) == 1:
            execute_tower(s, st, payments[0], ev)
        else:
            ttype, floor = split_space(space)
            s.pending.append(replace(st, kind="cost", items=[_encode(pm) for pm in payments],
                                     card=s.towers[ttype][floor]))
        return
    execute_space(s, st, ev)


def resolve_cost(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    execute_tower(s, st, _decode(st.items[int(c.id.split(":")[1])]), ev)


def _place(s: LorenzoState, st: Step, ev: Events) -> None:
    p = s.p[st.seat]
    card = None
    if (st.space or "").startswith("tower"):
        ttype, floor = split_space(st.space or "")
        card = s.towers[ttype][floor]
    s.last_move = {"seat": st.seat, "fm": st.fm, "space": st.space, "card": card}
    if st.servants:
        p.servants -= st.servants
    if st.fm is not None:
        value = _action_value(s, st, st.servants)
        s.placements.append(Placement(seat=st.seat, fm=st.fm, space=st.space or "", value=value))
        p.placed.append(st.fm)


def execute_tower(s: LorenzoState, st: Step, payment: dict[str, int], ev: Events) -> None:
    """ALG-2 steps 2-6 (validated before)."""
    p = s.p[st.seat]
    who = seat_token(st.seat)
    space = st.space or ""
    ttype, floor = split_space(space)
    fee = tower_fee(s, st.seat, ttype, st.fm)
    _place(s, st, ev)
    cid = s.towers[ttype][floor] or ""
    value = s.placements[-1].value if st.fm else _action_value(s, st, st.servants)
    how = f"{st.fm} family member" if st.fm else "bonus action"
    extra = f" with {_servants(st.servants)}" if st.servants else ""
    pm = {k: v for k, v in payment.items() if k != "mp_req"}
    price = f" for {_res_text(pm)}" if pm else " at no cost"
    ev.append(Event(f"{who} takes {CARDS[cid].name} from the {TOWER_COLOUR[ttype]} tower, floor "
                    f"{floor + 1} ({how}, value {value}{extra}){price}.", st.seat))
    if fee:
        p.coins -= 3
        spent_coins(p)
        ev.append(Event(f"{who} pays 3 coins: the tower is occupied.", st.seat))
    bonus = floor_bonus(p, ttype, floor)
    if bonus:
        gain(s, st.seat, bonus, "space", ev, "floor bonus")
    if pm:
        pay(p, pm)
    s.towers[ttype][floor] = None
    p.cards[ttype].append(cid)
    apply_immediate(s, st.seat, cid, ev)


def apply_immediate(s: LorenzoState, seat: int, cid: str, ev: Events) -> None:
    """D-3 / BA-6: gains first, then privileges, then the bonus action."""
    card = CARDS[cid]
    eff = card.immediate
    p = s.p[seat]
    a = eff.action
    if a:
        if a.kind == "card":
            s.pending.append(Step(kind="bonus_card", seat=seat, value=a.value, card_type=a.card_type,
                                  discount=dict(a.discount.items()), source=card.name))
        else:
            s.pending.append(Step(kind="bonus_hp", seat=seat, action=a.kind, value=a.value,
                                  source=card.name))
    if eff.per:
        res, n, of = eff.per
        count = p.mp // 2 if of == "mp2" else len(p.cards[of])
        if n * count:
            gain(s, seat, Gain(**{res: n * count}), "card", ev, card.name)
    if eff.gain:
        gain(s, seat, eff.gain, "card", ev, card.name)


def execute_space(s: LorenzoState, st: Step, ev: Events) -> None:
    """Market (MK-4), council (CP-4), harvest and production (HP-3..HP-10)."""
    sp = SPACES[st.space or ""]
    who = seat_token(st.seat)
    _place(s, st, ev)
    value = s.placements[-1].value or 0  # a member's placement: always set
    extra = f" with {_servants(st.servants)}" if st.servants else ""
    ev.append(Event(f"{who} places the {st.fm} family member (value {value}{extra}) on "
                    f"{SPACE_NAME[sp.id]}.", st.seat))
    if sp.area in ("market", "council"):
        if sp.area == "council":
            s.council.append(st.seat)
        gain(s, st.seat, sp.gain, "space", ev, SPACE_NAME[sp.id])
        return
    if sp.area == "harvest":  # `value`: the placement's, the large space's -3 included
        do_harvest(s, st.seat, value, ev)
    else:
        start_production(s, st.seat, value, ev)


def resolve_privilege(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    key = c.id.split(":")[1]
    st.taken.append(key)
    st.remaining -= 1
    if st.remaining <= 0:
        s.pending.pop()
    gain(s, st.seat, PRIVILEGES[key], "privilege", ev, "privilege")


def resolve_bonus_card(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    if c.id == "skip":
        s.pending.pop()
        ev.append(Event(f"{seat_token(st.seat)} skips the bonus action.", st.seat))
        return
    resolve_space(s, replace(st, fm=None), c, ev)


def resolve_bonus_hp(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    if c.id == "skip":
        ev.append(Event(f"{seat_token(st.seat)} skips the {st.action}.", st.seat))
        return
    n = int(c.id.split(":")[1])
    s.p[st.seat].servants -= n
    value = _hp_value(s, st, n)
    if st.action == "harvest":
        do_harvest(s, st.seat, value, ev)
    else:
        start_production(s, st.seat, value, ev)


def resolve_tile(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    s.turn += 1  # each report / tile choice is its own turn for undo
    tid = c.id.split(":")[1]
    s.p[st.seat].tile = tid
    ev.append(Event(f"{seat_token(st.seat)} takes personal bonus tile {tid}.", st.seat))


STEPS = Steps("lorenzo-il-magnifico")
"""Every step kind: its prompt, enumerator, id lister, resolver, and what the public status says
the deciding seat is doing ("Chiara to place a family member": read by everyone, so never
"you"). The draft is simultaneous: its functions take the seat instead of the step."""
ask = STEPS.register_ask
ask("turn", "Your turn: place a family member", enum_turn, resolve_turn, ids=ids_turn,
    is_open=open_turn, doing="place a family member")
ask("space", "Choose an action space", enum_space, resolve_space, ids=ids_space,
    is_open=open_space, doing="choose an action space")
ask("servants", "How many servants do you spend?", enum_servants, resolve_servants,
    ids=ids_servants, doing="choose how many servants to spend")
ask("cost", "How do you pay for the card?", enum_cost, resolve_cost, ids=ids_cost,
    doing="choose how to pay for a card")
ask("privilege", "Choose a council privilege", enum_privilege, resolve_privilege,
    ids=ids_privilege, doing="choose a council privilege")
ask("bonus_card", "Bonus action: you may take a card", enum_bonus_card, resolve_bonus_card,
    ids=ids_bonus_card, doing="take a bonus card or not")
ask("bonus_hp", "Bonus action: you may harvest or produce", enum_bonus_hp, resolve_bonus_hp,
    ids=ids_bonus_hp, doing="use a bonus harvest or production or not")
ask("exchange", "Production: choose the exchanges", enum_exchange, resolve_exchange,
    ids=ids_exchange, doing="choose the production exchanges")
ask("after", "Take leader actions or end your turn", enum_after, resolve_after, ids=ids_after,
    doing="take leader actions or end the turn")
ask("vatican", "Vatican report: support the Church?", enum_vatican, resolve_vatican,
    ids=ids_vatican, on_empty=empty_vatican, doing="decide whether to support the Church")
ask("tile", "Choose your personal bonus tile", enum_tile, resolve_tile, ids=ids_tile,
    doing="choose a personal bonus tile")
ask("copy", "Choose the leader Lorenzo de' Medici copies", enum_copy, resolve_copy,
    ids=ids_copy, doing="choose the leader Lorenzo de' Medici copies")
ask("federico", "Choose the family member at value 6", enum_federico, resolve_federico,
    ids=ids_federico, doing="choose the family member at value 6")
ask("wood_stone", "Excommunicated: give back 1 wood or 1 stone", enum_wood_stone,
    resolve_wood_stone, ids=ids_wood_stone, doing="give back 1 wood or 1 stone")
ask("draft", "Leader draft: keep one leader", enum_draft, resolve_draft, ids=draft_ids,
    doing="keep one leader from the draft")
STEPS.register_auto("production", finish_production)
