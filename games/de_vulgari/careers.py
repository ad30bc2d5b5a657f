"""Careers: becoming a friar or a cardinal (spec §9.2, §9.3, §13.1, §13.2)."""

from __future__ import annotations

from math import ceil

from games.contract import (
    Event,
    seat_token,
)

from .data import (
    ACTIONS_PER_TURN,
    CARDINAL_PRICE,
    CAREER,
    MURET_ACTIONS,
    MURET_PRICE,
)
from .effects import (
    gain_knowledge,
    return_cubes,
)
from .state import DeVulgariState


def become_friar(state: DeVulgariState, seat: int, tile: str, events: list[Event]) -> None:
    """Merchant in a convent: choose a free friar tile, lose half the ducats rounded up (§9.2)."""
    p = state.player[seat]
    lose = ceil(p.ducats / 2)
    p.ducats -= lose
    p.status = "friar"
    p.friar = tile
    state.friars_free.remove(tile)
    k = gain_knowledge(state, seat, CAREER[tile].knowledge)
    events.append(
        Event(
            f"{seat_token(seat)} becomes a friar, {CAREER[tile].name}, "
            f"giving up {lose} ducats (half, rounded up)" + (f"; +{k} knowledge." if k else "."),
            seat,
        )
    )


def become_cardinal(
    state: DeVulgariState, seat: int, tile: str, cube: str, events: list[Event]
) -> None:
    """Friar in a cathedral: pay 40 (Muret 70), discard a red or black cube (§9.3)."""
    p = state.player[seat]
    price = MURET_PRICE if tile == "muret" else CARDINAL_PRICE
    p.ducats -= price
    note = "Brother Stefano's virtual black"
    if cube in ("red", "black"):
        setattr(p, cube, getattr(p, cube) - 1)
        note = f"a {cube} cube ({', '.join(return_cubes(state, {cube: 1}))})"
    p.status = "cardinal"
    p.friar = None
    p.cardinal = tile
    state.cardinals_free.remove(tile)
    text = (
        f"{seat_token(seat)} becomes a cardinal, {CAREER[tile].name}, for {price} ducats and {note}"
    )
    if tile == "zazza":
        p.ducats += CARDINAL_PRICE
        text += f"; gets {CARDINAL_PRICE} ducats back"
    if tile == "balesteri":
        gain_knowledge(state, seat, CAREER[tile].knowledge)
        text += f"; +{CAREER[tile].knowledge} knowledge"
    if tile == "muret":
        p.muret_round = state.round
        if state.phase == "action" and state.turn.seat == seat:
            state.turn.actions += MURET_ACTIONS - ACTIONS_PER_TURN
        text += "; 6 actions from now on"
    if tile == "shlasinger":
        p.shlasinger_round = state.round
    events.append(Event(text + ".", seat))
