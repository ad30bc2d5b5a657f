"""Careers: becoming a friar or a cardinal (spec §9.2, §9.3, §13.1, §13.2)."""

from __future__ import annotations

from math import ceil

from games.contract import Event
from games.messages import Msg, Text, Who, msg

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
from .words import career_name, joined


def become_friar(state: DeVulgariState, seat: int, tile: str, events: list[Event]) -> None:
    """Merchant in a convent: choose a free friar tile, lose half the ducats rounded up (§9.2)."""
    p = state.player[seat]
    lose = ceil(p.ducats / 2)
    p.ducats -= lose
    p.status = "friar"
    p.friar = tile
    state.friars_free.remove(tile)
    k = gain_knowledge(state, seat, CAREER[tile].knowledge)
    line = msg("dv-becomes-friar", who=Who(seat), tile=career_name(tile), lose=lose, knowledge=k)
    events.append(Event(line, seat))


def become_cardinal(
    state: DeVulgariState, seat: int, tile: str, cube: str, events: list[Event]
) -> None:
    """Friar in a cathedral: pay 40 (Muret 70), discard a red or black cube (§9.3)."""
    p = state.player[seat]
    price = MURET_PRICE if tile == "muret" else CARDINAL_PRICE
    p.ducats -= price
    note: Msg = msg("dv-cube-stefano")
    if cube in ("red", "black"):
        setattr(p, cube, getattr(p, cube) - 1)
        note = msg("dv-cube-one", colour=cube, notes=joined(return_cubes(state, {cube: 1})))
    p.status = "cardinal"
    p.friar = None
    p.cardinal = tile
    state.cardinals_free.remove(tile)
    gain: Text = ""
    if tile == "zazza":
        p.ducats += CARDINAL_PRICE
        gain = msg("dv-gain-zazza", ducats=CARDINAL_PRICE)
    if tile == "balesteri":
        gain_knowledge(state, seat, CAREER[tile].knowledge)
        gain = msg("dv-gain-knowledge", knowledge=CAREER[tile].knowledge)
    if tile == "muret":
        p.muret_round = state.round
        if state.phase == "action" and state.turn.seat == seat:
            state.turn.actions += MURET_ACTIONS - ACTIONS_PER_TURN
        gain = msg("dv-gain-muret", actions=MURET_ACTIONS)
    if tile == "shlasinger":
        p.shlasinger_round = state.round
    line = msg(
        "dv-becomes-cardinal",
        who=Who(seat),
        tile=career_name(tile),
        price=price,
        cube=note,
        gain=gain,
    )
    events.append(Event(line, seat))
