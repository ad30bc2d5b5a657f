"""Whose turn is next, and the end of a round (spec §6.4, §13.4).

The action modules end a turn through here; the round flow in `rules` calls it too. It imports
no action module, so nothing imports the dispatcher back.
"""

from __future__ import annotations

from games.contract import Event

from .data import ACTIONS_PER_TURN, LAST_ROUND, MURET_ACTIONS
from .effects import has_tile
from .state import DeVulgariState, Turn


def next_turn(st: DeVulgariState, events: list[Event]) -> None:
    done = st.turn.seat
    if done < 0:
        nxt = st.order[0]
    else:
        i = st.order.index(done)
        if i + 1 >= len(st.order):
            end_round(st, events)
            return
        nxt = st.order[i + 1]
    p = st.player[nxt]
    actions = MURET_ACTIONS if has_tile(p, "muret") else ACTIONS_PER_TURN
    st.turn = Turn(seat=nxt, actions=actions, origin=p.location)
    st.turn_no += 1


def end_turn(st: DeVulgariState, events: list[Event]) -> None:
    st.turn = Turn(seat=st.turn.seat, actions=0)
    next_turn(st, events)


def end_round(st: DeVulgariState, events: list[Event]) -> None:
    st.turn = Turn(seat=-1)
    if st.last_round or st.round >= LAST_ROUND:
        st.phase = "election"
        st.turn_no += 1
        events.append(Event("The game is over: the final election begins (secret declarations)."))
    else:
        st.phase = "start"
