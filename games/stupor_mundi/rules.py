"""Stupor Mundi round flow: setup (R-3), turns (R-6), end phase (R-11), game end (R-12),
solo (R-14).

Every question is the top step of ``state.stack``; `settle` runs automatic steps until a
question with a real choice is on top (style.md 2.2).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any, cast

from pydantic import BaseModel

from games.contract import Choice, Decision, Event, Game, Result, rng
from games.messages import Arg, Msg, Term, Text, msg

from . import actions as A
from . import data as D
from . import present
from . import words as W
from .core import (
    IDS,
    SNAPSHOT,
    STEPS,
    Events,
    S,
    action_possible,
    auto,
    draw_cards,
    fitted,
    free_slots,
    gain,
    hand_limit,
    headed,
    holds_wp,
    push,
    register_ask,
    restock,
    storage_capacity,
    with_roles,
    wp_effects,
)
from .edicts import frederick_edict
from .options import StuporMundiOptions
from .scoring import ally_income, build_result, final_scores
from .spelling import spelled
from .state import AllyPlace, CardPlace, Palace, Player, SMState, SoloState, Step, copy_sm

# ---------------------------------------------------------------------------------------------
# Setup


def setup_state(players: int, seed: int, opts: StuporMundiOptions) -> SMState:
    solo = players == 1
    state = SMState(
        players=players,
        seed=seed,
        market_level=opts.market,
        solo_easy=opts.solo_easy,
        solo_treasury=opts.solo_treasury,
        solo_remove_face_down_ally=opts.solo_remove_face_down_ally,
        solo_majority_vs_frederick=opts.solo_majority_vs_frederick,
    )
    r = rng(state)
    eff = 2 if solo else players  # solo uses the 2-player setup
    first = 0 if solo else r.randrange(players)  # step 9 first (engine order)
    state.first = state.current = first
    # main board
    state.palace = Palace()
    cs = r.sample(D.WORKPLACE_TILE_LETTERS, 3)
    vl = r.sample(D.WORKPLACE_TILE_LETTERS, 2)
    state.countryside = dict(zip(D.PATHS, cs, strict=True))
    state.village = {"A": vl[0], "C": vl[1]}
    tiles = [t for t in D.CITY_BONUS for _ in range(D.CITY_BONUS_COPIES)]
    r.shuffle(tiles)
    per_city = 1 if solo else players - 1
    state.city_tiles = {
        p: sorted(tiles[i * per_city : (i + 1) * per_city]) for i, p in enumerate(D.PATHS)
    }
    state.tokens = list(D.EDICT_TOKEN_SPACES)
    edicts = [e.id for e in D.EDICTS.values() if D.mark_applies(e.mark, eff)]
    if solo and opts.solo_easy:
        extra = [e.id for e in D.EDICTS.values() if e.mark == "3+"]
        edicts += r.sample(extra, 3)
    r.shuffle(edicts)
    state.active = [*edicts[0:3]]
    state.nexts = [*edicts[3:6]]
    state.edict_pile = edicts[6:]
    # voyage board
    markets = r.sample(D.MARKET_TILES, 5)
    if opts.market == "easy":
        sides = ["easy"] * 5
    elif opts.market == "hard":
        sides = ["hard"] * 5
    else:  # R-17 A-25: which two are red is random
        red = set(r.sample(range(5), 2))
        sides = ["hard" if i in red else "easy" for i in range(5)]
    state.markets = [f"{m}.{s}" for m, s in zip(markets, sides, strict=True)]
    places = D.voyage_places(eff)
    if solo:
        pool = [t.id for t in D.ALLY_TILES if D.ALLIES[t.ally].kind == "I"]
    else:
        pool = [t.id for t in D.ALLY_TILES if D.mark_applies(t.mark, players)]
    r.shuffle(pool)
    state.ally_places = []
    for i, pl in enumerate(places):
        state.ally_places.append(
            AllyPlace(
                id=pl.id,
                city=pl.city,
                cost=pl.ally_cost,
                stack=[pool[2 * i], pool[2 * i + 1]],
                up=True,
            )
        )
    k = D.DECK_PER_LEVEL[eff]
    a_cards = r.sample(D.LEVEL_A, k)
    b_cards = r.sample(D.LEVEL_B, k)
    state.deck = a_cards + b_cards  # A on top, not shuffled together (R-3.3 step 5)
    state.card_places = [CardPlace(id=pl.id, city=pl.city, card=state.deck.pop(0)) for pl in places]
    # players
    houses = r.sample(D.HOUSES, players)
    state.pl = []
    for seat in range(players):
        p = Player(house="")
        order = (seat - first) % players
        p.aug = D.START_AUG[order]
        p.grain = p.stone = 1
        p.pieces = list(D.BOARD_PIECES)
        p.castle = list(D.CASTLE_START)
        state.pl.append(p)
        if opts.houses == "random":
            deal_house(state, seat, houses[seat], r.shuffle)
    if solo:
        deck = list(D.SOLO_CARDS)
        r.shuffle(deck)
        state.solo = SoloState(deck=deck, ship=0)
    start_turn(state, first)
    if opts.houses == "choose":  # reverse turn order, starting with the last player
        push(state, *[S("house", (first - 1 - k) % players) for k in range(players)])
    return state


def deal_house(state: SMState, seat: int, house: str, shuffle: Callable[[list[str]], None]) -> None:
    """R-3.4 steps 1 and 7: the house's 10 cards, shuffled; draw 5."""
    p = state.pl[seat]
    p.house = house
    deck = D.house_deck(house)
    shuffle(deck)
    p.hand = deck[:5]
    p.draw = deck[5:]


def _house_enum(state: SMState, step: Step) -> list[Choice]:
    taken = {p.house for p in state.pl}
    return [_house_choice(h) for h in D.HOUSES if h not in taken]


@functools.cache
def _house_choice(house: str) -> Choice:
    """A house with its two own cards' names, and their texts as the detail."""
    cards = D.HOUSE_CARDS[house]
    names = W.joined([W.card(c) for c in cards])
    texts = [W.card_text(c, spelled=True) for c in cards]
    whole = texts[0]
    for text in texts[1:]:
        whole = msg("sm-slash", a=whole, b=text)
    info, long_info = fitted(whole, texts[0])
    words = msg("sm-house-choice", house=W.house(house), cards=names)
    return Choice(f"house:{house}", words, detail=info, long_detail=long_info)


def _house_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    house = cid[6:]
    deal_house(state, step.seat, house, rng(state).shuffle)
    events.append(
        Event(
            msg("sm-chooses-house", who=W.who(step.seat), house=W.house(house)),
            step.seat,
            undo_barrier=True,
        )
    )


register_ask("house", msg("sm-ask-house"), _house_enum, _house_resolve)


# ---------------------------------------------------------------------------------------------
# Settling the stack


def settle(state: SMState, events: Events) -> None:
    guard = 0
    while state.phase != "over":
        guard += 1
        assert guard < 10_000, "settle does not converge"
        _check_overflow(state)
        step = state.stack[-1]
        kind = step.kind
        op = STEPS.autos.get(kind)
        if op is not None:
            state.stack.pop()
            op(state, step, events)
            continue
        if kind in SNAPSHOT and "wp" not in step.a:
            step.a["wp"] = wp_effects(state, step.seat)
        ids = IDS[kind](state, step)
        if not ids:
            state.stack.pop()
            continue
        if len(ids) == 1:
            ask = STEPS.asks[kind]
            if ids[0] in ("skip", "done") or ask.single:
                ask.resolve(state, step, ids[0], events)
                continue
        return


def _check_overflow(state: SMState) -> None:
    """R-13.4: storage is settled before anything else happens."""
    for seat, p in enumerate(state.pl):
        held = p.grain + p.stone
        if held > D.MIN_STORAGE and held > storage_capacity(p):
            top = state.stack[-1] if state.stack else None
            if not (top and top.kind == "overflow" and top.seat == seat):
                state.stack.append(S("overflow", seat))
            return


# ---------------------------------------------------------------------------------------------
# Turns


def start_turn(state: SMState, seat: int) -> None:
    state.turn_no += 1
    state.current = seat
    state.pl[seat].turns += 1
    state.stack.append(S("turn", seat, moved=False))


def free_travel(state: SMState, seat: int) -> int:
    """R-6.1: the 1st city is free, each further costs 1 aug; CS-C-I also frees the 2nd."""
    return 2 if holds_wp(state, seat, "CS-C-I") else 1


def travel_cost(state: SMState, seat: int, d: int) -> int:
    return max(0, d - free_travel(state, seat))


TRAVEL_IDS = ("travel:1", "travel:2", "travel:3", "travel:4")


def can_play(state: SMState, seat: int) -> bool:
    p = state.pl[seat]
    return bool(p.hand) and None in (p.slots if p.slot6 else p.slots[:5])


def _turn_ids(state: SMState, step: Step) -> list[str]:
    seat = step.seat
    p = state.pl[seat]
    out: list[str] = []
    if not step.a["moved"]:  # sailing d cities costs d - free aug
        out += TRAVEL_IDS[: p.aug + free_travel(state, seat)]
    playable = can_play(state, seat)
    if playable:
        out += [f"play:{cid}" for cid in sorted({c.partition("~")[0] for c in p.hand})]
    if state.solo is None or not playable:
        out.append("pass")
    return out


def _turn_enum(state: SMState, step: Step) -> list[Choice]:
    seat = step.seat
    p = state.pl[seat]
    out = []
    for cid in _turn_ids(state, step):
        tag, _, val = cid.partition(":")
        if tag == "travel":
            d = int(val)
            cost = travel_cost(state, seat, d)
            to = W.city(D.CITIES[(p.ship + d) % 5])
            price = msg("sm-pay", cost=W.amount(cost, "augustales")) if cost else msg("sm-free")
            out.append(
                Choice(
                    cid,
                    msg("sm-sail", n=d, to=to, price=price),
                    group=GROUPS["travel"],
                )
            )
        elif tag == "play":
            c = D.CARDS[val]
            info, long_info = _card_detail(state, seat, val)
            out.append(
                Choice(
                    cid,
                    _play_label(c.id),  # the detail says the text
                    group=GROUPS["cards"],
                    detail=info,
                    long_detail=long_info,
                    private=True,
                )
            )
        else:
            out.append(Choice("pass", msg("sm-pass-round")))
    return out


@functools.cache
def _play_label(card: str) -> Msg:
    """The label with the card's text when it fits in every language, else the name alone."""
    name, text = W.card(card), W.card_text(card, spelled=True)
    return headed(msg("sm-play-card", card=name), msg("sm-play-card-text", card=name, text=text))


def _turn_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    seat = step.seat
    p = state.pl[seat]
    tag, _, val = cid.partition(":")
    if tag == "travel":
        d = int(val)
        cost = travel_cost(state, seat, d)
        p.aug -= cost
        p.ship = (p.ship + d) % 5
        step.a["moved"] = True
        events.append(
            Event(
                msg(
                    "sm-sails",
                    who=W.who(seat),
                    n=d,
                    to=W.city(D.CITIES[p.ship]),
                    price=msg("sm-for", price=W.amount(cost, "aug"))
                    if cost
                    else msg("sm-for-free"),
                ),
                seat,
            )
        )
        return
    state.stack.pop()
    if tag == "pass":
        p.passed = True
        events.append(Event(msg("sm-passes", who=W.who(seat), round=state.round), seat))
        push(state, S("turn_end", seat))
        return
    inst = next(c for c in p.hand if D.card_def(c).id == val)
    push(state, S("place", seat, card=inst), S("turn_end", seat))


register_ask("turn", msg("sm-ask-turn"), _turn_enum, _turn_resolve, ids=_turn_ids)


def both_active(state: SMState, seat: int) -> bool:
    p = state.pl[seat]
    return "KC-BOTH" in p.covers and state.turn_no > p.both_after


def _place_ids(state: SMState, step: Step) -> list[str]:
    free = free_slots(state.pl[step.seat])
    return [f"up:{slot}" for slot in free] + [f"down:{slot}" for slot in free]


def _place_enum(state: SMState, step: Step) -> list[Choice]:
    out = []
    text = W.card_text(D.card_def(step.a["card"]).id, spelled=True)
    up_detail = _card_detail(state, step.seat, step.a["card"].partition("~")[0])
    for cid in _place_ids(state, step):
        how, _, val = cid.partition(":")
        slot = int(val)
        if how == "up":
            out.append(
                Choice(
                    cid,
                    _face_up_label(slot, text),  # the detail says the text
                    group=GROUPS["up"],
                    detail=up_detail[0],
                    long_detail=up_detail[1],
                    private=True,
                )
            )
            continue
        join = "sm-and" if both_active(state, step.seat) else "sm-or"
        acts = _slot_actions(slot, join, W.action)
        lower = _slot_actions(slot, join, W.action_lower)
        none = not any(action_possible(state, step.seat, a) for a in D.SLOT_ACTIONS[slot])
        then = msg("sm-down-nothing" if none else "sm-down-then", acts=lower)
        out.append(
            Choice(
                cid,
                msg("sm-place-down", slot=slot, acts=acts),
                group=GROUPS["down"],
                detail=then,
            )
        )
    return out


def _face_up_label(slot: int, text: Msg) -> Msg:
    whole = msg("sm-face-up-text", slot=slot, text=text)
    return headed(msg("sm-face-up", slot=slot), whole)


def _slot_actions(slot: int, join: str, name: Callable[[str], Term]) -> Arg:
    """A slot's face-down actions: "Market or Build" ("and" when both are done, KC-BOTH)."""
    acts = [name(a) for a in D.SLOT_ACTIONS[slot]]
    return acts[0] if len(acts) == 1 else msg(join, a=acts[0], b=acts[1])


def _place_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    seat = step.seat
    p = state.pl[seat]
    card = step.a["card"]
    how, slot_s = cid.split(":")
    slot = int(slot_s)
    p.hand.remove(card)
    p.slots[slot - 1] = card
    p.face_up[slot - 1] = how == "up"
    if how == "up":
        c = D.card_def(card)
        events.append(
            Event(
                msg(
                    "sm-plays-up",
                    who=W.who(seat),
                    card=W.card(c.id),
                    slot=slot,
                    text=W.card_text(c.id),
                ),
                seat,
            )
        )
        push(state, *A.effect_steps(seat, card))
    else:
        join = "sm-and" if both_active(state, seat) else "sm-or"
        acts = [W.action(a) for a in D.SLOT_ACTIONS[slot]]
        what = acts[0] if len(acts) == 1 else msg(join, a=acts[0], b=acts[1])
        events.append(Event(msg("sm-plays-down", who=W.who(seat), slot=slot, acts=what), seat))
        face_down = msg("sm-face-down-card", card=W.card(D.card_def(card).id))
        events.append(Event(face_down, seat, visible_to=(seat,)))
        opts = list(D.SLOT_ACTIONS[slot])
        if len(opts) == 1:  # slots 1 and 6: the action itself offers "skip"
            push(state, S(opts[0], seat))
        else:
            push(state, S("fd", seat, opts=opts, both=both_active(state, seat)))


register_ask("place", msg("sm-ask-place"), _place_enum, _place_resolve, ids=_place_ids)


def _card_detail(state: SMState, seat: int, card: str) -> tuple[Msg, Msg | None]:
    """A card's text, led by what playing it face up would lose now (issue 13.6, 14.7); with
    the whole for the page when that is too long for Discord."""
    text = W.card_text(card, spelled=True)
    if card_for_nothing(state, seat, card):
        return fitted(msg("sm-card-detail-nothing", text=text), msg("sm-nothing-now"))
    losses = A.card_losses(state, seat, card)
    if losses is None:
        return text, None
    return fitted(msg("sm-card-detail-loss", loss=losses, text=text), losses)


def card_for_nothing(state: SMState, seat: int, card: str) -> bool:
    """A face-up card whose every part is an action that cannot be done now (issue 14.7)."""
    fx = D.card_def(card).fx
    return all(op.kind == "act" for op in fx) and not any(
        action_possible(state, seat, op.act, op.mod, op.n) for op in fx
    )


FACE_DOWN = {
    (False, True): "sm-fd",
    (True, True): "sm-fd-at",
    (False, False): "sm-fd-none",
    (True, False): "sm-fd-at-none",
}
"""A face-down action's label: whether it names the ship's city, whether it can be done."""


def _fd_ids(state: SMState, step: Step) -> list[str]:
    return [f"act:{a}" for a in step.a["opts"]] + ["skip"]


def _fd_enum(state: SMState, step: Step) -> list[Choice]:
    """The slot's actions; one that cannot be done is still offered, since a card may be played
    for nothing ("Das Ausführen einer Aktion ist optional"), and says so (issue 14.7)."""
    out = []
    for a in step.a["opts"]:
        possible = action_possible(state, step.seat, a)
        at = a in ("market", "recruit", "buy")
        words = msg(
            FACE_DOWN[at, possible],
            action=W.action(a),
            at=W.city(D.CITIES[state.pl[step.seat].ship]),
        )
        nothing = None if possible else msg("sm-fd-nothing")
        out.append(Choice(f"act:{a}", words, detail=nothing))
    out.append(Choice("skip", msg("sm-skip-card")))
    return out


def _fd_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    """R-6.2 face down: one main action of the slot, both with KC-BOTH (A-19: any order)."""
    state.stack.pop()
    if cid == "skip":
        return
    act = cid[4:]
    follow = [S(act, step.seat)]
    rest = [a for a in step.a["opts"] if a != act]
    if step.a["both"] and rest:
        follow.append(S("fd", step.seat, opts=rest, both=False))
    push(state, *follow)


register_ask("fd", msg("sm-ask-fd"), _fd_enum, _fd_resolve, ids=_fd_ids)


def _next_seat(state: SMState, seat: int) -> int | None:
    n = state.players
    for k in range(1, n + 1):
        s = (seat + k) % n
        if not state.pl[s].passed:
            return s
    return None


@auto("turn_end")
def _turn_end(state: SMState, step: Step, events: Events) -> None:
    seat = step.seat
    if state.solo is not None:
        p = state.pl[0]
        if p.passed or p.turns >= 6:
            push(state, S("end_phase"))
        elif state.solo.turns < D.SOLO_MAX_FREDERICK_TURNS:
            push(state, S("fred_turn"), S("solo_next"))
        else:
            start_turn(state, 0)
        return
    nxt = _next_seat(state, seat)
    if nxt is None:
        push(state, S("end_phase"))
    else:
        start_turn(state, nxt)


@auto("solo_next")
def _solo_next(state: SMState, step: Step, events: Events) -> None:
    start_turn(state, 0)


# ---------------------------------------------------------------------------------------------
# Solo: Frederick's turn (R-14.2 ..)


def _solo_reshuffle(state: SMState, events: Events) -> None:
    so = state.solo
    assert so is not None
    so.deck = list(D.SOLO_CARDS)
    rng(state).shuffle(so.deck)
    so.discard = []
    so.crowns = 0
    events.append(Event(msg("sm-solo-reshuffle"), undo_barrier=True))


@auto("fred_turn")
def _fred_turn(state: SMState, step: Step, events: Events) -> None:
    so = state.solo
    assert so is not None
    if not so.deck:  # R-17 A-18
        _solo_reshuffle(state, events)
    cid = so.deck.pop(0)
    so.discard.append(cid)
    so.turns += 1
    card = D.SOLO_CARDS[cid]
    events.append(Event(msg("sm-fred-reveals"), undo_barrier=True))
    if card.ship == "MOVE":
        so.ship = (so.ship + card.moves) % 5
    elif card.ship == "TO_PLAYER":
        so.ship = state.pl[0].ship
    city = D.CITIES[so.ship]
    events.append(Event(msg("sm-fred-ship", at=W.city(city))))
    for action in card.actions:
        if action == "REMOVE_CARD":
            for place in state.card_places:
                if place.city == city and place.card is not None:
                    events.append(
                        Event(
                            msg(
                                "sm-fred-removes-card",
                                card=W.card(D.card_def(place.card).id),
                                at=W.city(city),
                            )
                        )
                    )
                    state.out.append(place.card)
                    place.card = None
        elif action == "REMOVE_ALLY":
            for ally_place in state.ally_places:
                if (
                    ally_place.city == city
                    and ally_place.stack
                    and (ally_place.up or state.solo_remove_face_down_ally)
                ):  # R-17 A-7
                    tile = ally_place.stack.pop()
                    ally_place.up = False
                    so.removed_allies.append(tile)
                    events.append(
                        Event(
                            msg(
                                "sm-fred-removes-ally",
                                ally=W.ally(D.ally_of(tile).id),
                                at=W.city(city),
                            )
                        )
                    )
        else:
            frederick_edict(state, D.ROMAN.index(action.split("_")[1]), events)
    if card.crown:
        so.crowns += 1
        if so.crowns >= 2:
            _solo_reshuffle(state, events)


# ---------------------------------------------------------------------------------------------
# End phase


@auto("end_phase")
def _end_phase(state: SMState, step: Step, events: Events) -> None:
    state.phase = "end"
    events.append(Event(msg("sm-end-phase", round=state.round)))
    steps = []
    for k in range(state.players):
        seat = (state.first + k) % state.players
        steps += [
            S("ep_clear", seat),
            S("ep_discard", seat),
            S("ep_draw", seat),
            S("ep_income", seat),
            S("ep_allies", seat),
        ]
    steps.append(S("round_end"))
    push(state, *steps)


@auto("ep_clear")
def _ep_clear(state: SMState, step: Step, events: Events) -> None:
    state.turn_no += 1  # each player's end phase is its own undo unit
    p = state.pl[step.seat]
    for i, c in enumerate(p.slots):
        if c is not None:
            p.discard.append(c)
            p.slots[i] = None
            p.face_up[i] = False
    restock(state, step.seat, events)


def _discard_ids(state: SMState, step: Step) -> list[str]:
    ids = [
        f"discard:{cid}" for cid in sorted({c.partition("~")[0] for c in state.pl[step.seat].hand})
    ]
    return ids + ["done"] if ids else ids


def _discard_enum(state: SMState, step: Step) -> list[Choice]:
    out = []
    for cid in _discard_ids(state, step):
        if cid == "done":
            out.append(Choice("done", msg("sm-keep-hand", n=hand_limit(state, step.seat))))
        else:
            card = cid[8:]
            words = msg("sm-discard-card", card=W.card(card))
            text = W.card_text(card, spelled=True)
            out.append(Choice(cid, words, detail=text, private=True))
    return out


def _discard_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    if cid == "done":
        state.stack.pop()
        return
    p = state.pl[step.seat]
    inst = next(c for c in p.hand if D.card_def(c).id == cid[8:])
    p.hand.remove(inst)
    p.discard.append(inst)
    events.append(
        Event(msg("sm-discards", who=W.who(step.seat), card=W.card(D.card_def(inst).id)), step.seat)
    )
    restock(state, step.seat, events)


register_ask(
    "ep_discard",
    msg("sm-ask-ep-discard"),
    _discard_enum,
    _discard_resolve,
    ids=_discard_ids,
)


@auto("ep_draw")
def _ep_draw(state: SMState, step: Step, events: Events) -> None:
    p = state.pl[step.seat]
    need = hand_limit(state, step.seat) - len(p.hand)
    if need > 0:
        draw_cards(state, step.seat, need, events)


def _incomes(state: SMState, seat: int) -> list[str]:
    return [D.SIDE_INCOME[w] for w in A.completed_sides(state.pl[seat].castle)]


@auto("ep_income")
def _ep_income(state: SMState, step: Step, events: Events) -> None:
    """R-11.2: the player orders the incomes; only the market's place matters."""
    inc = _incomes(state, step.seat)
    if "INC-MARKET" in inc and len(inc) > 1:
        push(state, S("income_order", step.seat))
        return
    push(state, *[S("income", step.seat, inc=i) for i in inc])


def _order_enum(state: SMState, step: Step) -> list[Choice]:
    incomes = _incomes(state, step.seat)
    rest = W.joined([W.income_words(i) for i in incomes if i != "INC-MARKET"])
    return [
        Choice("first:market", msg("sm-income-market-first", rest=rest)),
        Choice("first:rest", msg("sm-income-rest-first", rest=rest)),
    ]


def _order_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    inc = _incomes(state, step.seat)
    rest = [i for i in inc if i != "INC-MARKET"]
    order = ["INC-MARKET"] + rest if cid == "first:market" else rest + ["INC-MARKET"]
    push(state, *[S("income", step.seat, inc=i) for i in order])


register_ask("income_order", msg("sm-ask-income-order"), _order_enum, _order_resolve)


@auto("ep_allies")
def _ep_allies(state: SMState, step: Step, events: Events) -> None:
    """R-11.3: 1 VP per ally, 3 if its condition holds."""
    inc = ally_income(state, step.seat)
    total = sum(v for _, v in inc)
    if total:
        each = W.joined([msg("sm-ally-vp", ally=W.ally(a), vp=v) for a, v in inc])
        why = msg("sm-why-ally-income", allies=each)
        gain(state, step.seat, events, why, vp=total, cat="allies")


@auto("round_end")
def _round_end(state: SMState, step: Step, events: Events) -> None:
    """R-11.4: refill card places (Roma first), turn allies up, pass the marker, check the end."""
    empty = [pl for pl in state.card_places if pl.card is None]
    for pl in empty:
        if state.deck:
            pl.card = state.deck.pop(0)
            events.append(
                Event(
                    msg("sm-new-card", card=W.card(D.card_def(pl.card).id), at=W.city(pl.city)),
                    undo_barrier=True,
                )
            )
    if any(pl.card is None for pl in empty):
        from .core import flag_end

        flag_end(state, "c", events)
    for ap in state.ally_places:
        if ap.stack and not ap.up:
            ap.up = True
            events.append(
                Event(
                    msg("sm-ally-up", ally=W.ally(D.ally_of(ap.stack[-1]).id), at=W.city(ap.city)),
                    undo_barrier=True,
                )
            )
    if state.end_flags:
        state.final = final_scores(state)
        state.phase = "over"
        state.stack = []
        totals = state.final["totals"]
        events.append(
            Event(
                msg(
                    "sm-game-over",
                    scores=W.joined(
                        [
                            msg("sm-score", who=W.who(int(s)), vp=W.amount(v, "vp"))
                            for s, v in totals.items()
                        ]
                    ),
                )
            )
        )
        return
    state.round += 1
    if state.solo is None:
        state.first = (state.first + 1) % state.players
    else:
        state.solo.turns = 0
    for p in state.pl:
        p.passed = False
        p.turns = 0
    state.phase = "action"
    events.append(Event(msg("sm-round-begins", round=state.round, who=W.who(state.first))))
    start_turn(state, state.first)


# ---------------------------------------------------------------------------------------------
# The game object


GROUPS = {
    "travel": msg("sm-group-travel"),
    "cards": msg("sm-group-cards"),
    "up": msg("sm-group-face-up"),
    "down": msg("sm-group-face-down"),
}
"""The headings of the turn's and the placement's long lists."""


@functools.cache
def _turn_prompt(round_no: int) -> Msg:
    """The turn's question with its round (asked at every decision of the search)."""
    return msg("sm-ask-turn-round", round=round_no)


class StuporMundi(Game[SMState]):
    slug = "stupor-mundi"
    title = "Stupor Mundi"
    min_players = 1
    max_players = 4
    schema_version = 1
    Options = StuporMundiOptions
    State = SMState
    summary = "Serve Frederick II: build your castle, recruit allies, issue edicts (1-4 players)."

    def setup(self, players: int, seed: int, options: BaseModel | None = None) -> SMState:
        if not self.min_players <= players <= self.max_players:
            from games.contract import GameError

            raise GameError(f"Stupor Mundi is for 1 to 4 players, not {players}.")
        # `options` validates with this game's Options model: a StuporMundiOptions
        opts = (
            options
            if isinstance(options, StuporMundiOptions)
            else cast(
                StuporMundiOptions,
                self.options(options.model_dump() if options is not None else None),
            )
        )
        state = setup_state(players, seed, opts)
        settle(state, [])
        return state

    def decision(self, state: SMState) -> Decision | None:
        if state.phase == "over" or not state.stack:
            return None
        step = state.stack[-1]
        prompt: Text = STEPS.asks[step.kind].prompt
        if step.kind == "turn":
            prompt = _turn_prompt(state.round)
        return Decision(seats=(step.seat,), prompt=prompt, turn=state.turn_no)

    def legal_choices(self, state: SMState, seat: int) -> list[Choice]:
        if state.phase == "over" or not state.stack:
            return []
        step = state.stack[-1]
        if step.seat != seat:
            return []
        enum = STEPS.asks[step.kind].enum
        assert enum is not None  # every Stupor Mundi question lists its choices with their words
        return [spelled(c) for c in present.annotate(state, step, with_roles(enum(state, step)))]

    def legal_ids(self, state: SMState, seat: int) -> list[str]:
        if state.phase == "over" or not state.stack:
            return []
        step = state.stack[-1]
        if step.seat != seat:
            return []
        ids: list[str] = IDS[step.kind](state, step)
        return ids

    def play(self, state: SMState, seat: int, choice_id: str) -> list[Event]:
        events: list[Event] = []
        step = state.stack[-1]
        STEPS.asks[step.kind].resolve(state, step, choice_id, events)
        settle(state, events)
        return events

    def _apply(self, state: SMState, seat: int, choice: Choice) -> list[Event]:
        return self.play(state, seat, choice.id)

    def copy(self, state: SMState) -> SMState:
        return copy_sm(state)

    def view(self, state: SMState, seat: int | None) -> dict[str, Any]:
        from .view import build_view

        # the contract types every game's view as a plain dict; this one is a StuporMundiView
        return cast(dict[str, Any], build_view(self, state, seat))

    def result(self, state: SMState) -> Result | None:
        if state.phase != "over" or state.final is None:
            return None
        return build_result(state)

    def evaluate(self, state: SMState) -> list[float]:
        from games.stupor_mundi import ai

        return ai.evaluate(state)

    def sample_unseen(self, state: SMState, seat: int, rand: random.Random) -> SMState:
        from games.stupor_mundi import ai

        return ai.sample_unseen(state, seat, rand)
