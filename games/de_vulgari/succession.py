"""Whose turn is next, and the end of a round (spec §6.4, §13.4).

The action modules end a turn through here; the round flow in `rules` calls it too. It imports
no action module, so nothing imports the dispatcher back.
"""

from __future__ import annotations

from games.contract import Event
from games.messages import msg

from .data import ACTIONS_PER_TURN, LAST_ROUND, MURET_ACTIONS
from .effects import has_tile
from .state import DeVulgariState, Turn


def next_turn(state: DeVulgariState, events: list[Event]) -> None:
    done = state.turn.seat
    if done < 0:
        nxt = state.order[0]
    else:
        i = state.order.index(done)
        if i + 1 >= len(state.order):
            end_round(state, events)
            return
        nxt = state.order[i + 1]
    p = state.player[nxt]
    actions = MURET_ACTIONS if has_tile(p, "muret") else ACTIONS_PER_TURN
    state.turn = Turn(seat=nxt, actions=actions, origin=p.location)
    state.turn_no += 1


def end_turn(state: DeVulgariState, events: list[Event]) -> None:
    state.turn = Turn(seat=state.turn.seat, actions=0)
    next_turn(state, events)


def end_round(state: DeVulgariState, events: list[Event]) -> None:
    state.turn = Turn(seat=-1)
    if state.last_round or state.round >= LAST_ROUND:
        state.phase = "election"
        state.turn_no += 1
        events.append(Event(msg("dv-election-begins")))
    else:
        state.phase = "start"
