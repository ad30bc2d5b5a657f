"""Small states for scenario tests: a fresh game brought to the first Action turn,
then edited in place (DiplomacyGM BoardBuilder style)."""

from __future__ import annotations

from games.de_vulgari import GAME
from games.de_vulgari.data import CUBE_COLOURS, CUBE_TABLE
from games.de_vulgari.effects import set_position
from games.de_vulgari.options import DeVulgariOptions
from games.de_vulgari.state import DeVulgariState, Turn
from games.messages import Text
from l10n import say


def started(players: int = 3, seed: int = 1, **options) -> DeVulgariState:
    """Setup, every start city picked (first free one), round 1 under way."""
    st = GAME.setup(players, seed, DeVulgariOptions(**options))
    while st.phase == "start":
        seat = GAME.decision(st).seats[0]
        st, _ = GAME.apply(st, seat, GAME.legal_choices(st, seat)[0].id)
    return st


def turn_of(
    st: DeVulgariState,
    seat: int,
    location: str | None = None,
    actions: int = 5,
    round: int | None = None,
) -> DeVulgariState:
    """Make it ``seat``'s fresh turn (optionally somewhere else, in another round)."""
    if round is not None:
        st.round = round
    if location is not None:
        st.player[seat].location = location
        st.player[seat].sailed_from = None
    st.phase = "action"
    st.pending = []
    st.turn = Turn(seat=seat, actions=actions, origin=st.player[seat].location)
    if seat in st.order:
        st.order.remove(seat)
    st.order.insert(0, seat)
    return st


def knowledge(st: DeVulgariState, seat: int, pos: int) -> None:
    set_position(st, "knowledge", seat, pos)


def ids(st: DeVulgariState, seat: int) -> list[str]:
    return [c.id for c in GAME.legal_choices(st, seat)]


def play(st: DeVulgariState, seat: int, *choices: str):
    events = []
    for cid in choices:
        st, ev = GAME.apply(st, seat, cid)
        events += ev
    return st, events


def cube_total(st: DeVulgariState) -> dict[str, int]:
    out = {}
    for c in CUBE_COLOURS:
        n = sum(sp[c] for sp in st.spaces) + st.supply[c] + st.out_of_play[c]
        for p in st.player:
            n += p.green_behind + p.green_front if c == "green" else getattr(p, c)
        out[c] = n
    return out


def bag(players: int) -> dict[str, int]:
    row = CUBE_TABLE[players]
    return {"red": row.red, "black": row.black, "yellow": row.yellow, "green": row.green}


def rest_stay(st):
    """In the election, every seat that has not declared yet stays as it is (D-11: every
    seat is asked, even one whose only answer is "none")."""
    for s in range(st.players):
        if st.phase == "election" and st.player[s].declared is None:
            st, _ = GAME.apply(st, s, "elect:none")
    return st


def en(text: Text | None) -> str:
    """An engine text as English, seat tokens kept ("{p0} moves ..."): what the tests compare."""
    return "" if text is None else say(text, "en", [f"{{p{s}}}" for s in range(5)])
