"""Small states for rule tests, driven only through legal_choices / apply."""

from __future__ import annotations

from games.contract import Event, seat_token
from games.messages import Text
from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from games.stupor_mundi.state import SMState, Step
from l10n import say

SEAT_NAMES = tuple(seat_token(i) for i in range(5))


def en(text: Text | None) -> str:
    """A text in English with seat tokens (``{p0}``) for names, as these tests read it."""
    return "" if text is None else say(text, "en", SEAT_NAMES)


def new(players: int = 2, seed: int = 1, **options) -> SMState:
    opts = GAME.options(options) if options else None
    return GAME.setup(players, seed, opts)


def at_turn(state: SMState, seat: int = 0) -> SMState:
    """Make it the start of ``seat``'s turn with an empty stack below."""
    state.stack = [Step(kind="turn", seat=seat, a={"moved": False})]
    state.current = seat
    state.phase = "action"
    return state


def setp(state: SMState, seat: int = 0, **values) -> SMState:
    p = state.pl[seat]
    for k, v in values.items():
        setattr(p, k, v)
    return state


def setpal(state: SMState, **values) -> SMState:
    for k, v in values.items():
        setattr(state.palace, k, v)
    return state


def instance(state: SMState, seat: int, cid: str) -> str:
    """A card instance for ``cid`` owned by nobody else: house copy or a fresh A/B card."""
    card = D.CARDS[cid]
    if card.level == "H":
        inst = f"{cid}~1" if card.copies == 2 else cid
        p = state.pl[seat]
        for zone in (p.draw, p.hand, p.discard):
            if inst in zone:
                zone.remove(inst)
        return inst
    for place in state.card_places:
        if place.card == cid:
            place.card = None
    if cid in state.deck:
        state.deck.remove(cid)
    return cid


def give_hand(state: SMState, seat: int, *cids: str) -> list[str]:
    insts = [instance(state, seat, c) for c in cids]
    state.pl[seat].hand.extend(insts)
    return insts


def ids(state: SMState, seat: int = 0) -> list[str]:
    return [c.id for c in GAME.legal_choices(state, seat)]


def labels(state: SMState, seat: int = 0) -> dict[str, str]:
    return {c.id: en(c.label) for c in GAME.legal_choices(state, seat)}


def details(state: SMState, seat: int = 0) -> dict[str, str | None]:
    return {
        c.id: None if c.detail is None else en(c.detail) for c in GAME.legal_choices(state, seat)
    }


def run(state: SMState, seat: int, *choice_ids: str) -> tuple[SMState, list[Event]]:
    events: list[Event] = []
    for cid in choice_ids:
        state, ev = GAME.apply(state, seat, cid)
        events += ev
    return state, events


def play_up(state: SMState, seat: int, cid: str, *then: str, slot: int = 1):
    """Play ``cid`` face up in ``slot`` at the start of ``seat``'s turn, then answer ``then``."""
    at_turn(state, seat)
    give_hand(state, seat, cid)
    return run(state, seat, f"play:{cid}", f"up:{slot}", *then)


def decider(state: SMState) -> int | None:
    d = GAME.decision(state)
    return d.seats[0] if d else None


def top(state: SMState) -> str | None:
    return state.stack[-1].kind if state.stack else None


def facedown(state: SMState, seat: int, slot: int, *then: str):
    """Play a house card face down in ``slot`` and answer ``then`` (e.g. "act:build")."""
    at_turn(state, seat)
    give_hand(state, seat, "H-GRAIN")
    return run(state, seat, "play:H-GRAIN", f"down:{slot}", *then)


def drain(state: SMState, seat: int = 0, limit: int = 50) -> SMState:
    """Answer ``seat``'s open questions with their first choice until its turn is over."""
    for _ in range(limit):
        if decider(state) != seat or top(state) == "turn":
            return state
        state, _ = run(state, seat, ids(state, seat)[0])
    raise AssertionError("drain did not finish")


def put_spec(state: SMState, seat: int, effect: str, which: int = 0) -> SMState:
    """Stand specialist ``which`` on the workplace space with ``effect`` (on path A)."""
    kind, letter, level = effect.split("-")
    if kind == "CS":
        state.countryside["A"] = letter
        idx = 1 if level == "I" else 2
    else:
        state.village["A"] = letter
        idx = 3 if level == "I" else 4
    state.pl[seat].specs[which] = f"A.{idx}"
    return state


def with_edict(state: SMState, seat: int = 0) -> SMState:
    """Seat ``seat`` must issue an edict now (on top of its turn)."""
    at_turn(state, seat)
    state.stack.append(Step(kind="edict", seat=seat, a={"wp": []}))
    return state
