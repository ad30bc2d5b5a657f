"""Issue 14: the rulebooks' own sentences where the engine or its view read them otherwise."""

from __future__ import annotations

from games.de_vulgari import GAME
from games.de_vulgari.effects import set_position

from .builders import play, started, turn_of


def _public_bologna(view: dict) -> tuple[list[int], list[int], list[int]]:
    zone = next(z for z in view["map"]["zones"] if z["id"] == "bologna")
    amb = view["tracks"]["ambassador"]
    return zone["claimed_by"], amb["order"], amb["off_track"]


def test_collected_bologna_puts_the_disc_on_the_city() -> None:
    """IT: "il giocatore toglie il proprio dischetto dall'ultimo spazio della Tabella
    Messaggero e lo piazza nello spazio adiacente alla città"; DE: "entfernt der Spieler seine
    Scheibe ganz von der Botschafter-Leiste und legt sie auf Bologna"."""
    st = turn_of(started(3, 1), 0, "torino", round=3)
    set_position(st, "ambassador", 0, 5)
    st.player[0].ducats, st.player[0].yellow = 20, 2
    st, _ = play(st, 0, "track:ambassador", "n:1")
    claimed, order, off = _public_bologna(GAME.view(st, None))
    assert 0 in order and 0 not in claimed and off == []  # unlocked: still on the last space
    st = turn_of(st, 0, "bologna")
    st, _ = play(st, 0, "bologna")
    claimed, order, off = _public_bologna(GAME.view(st, None))
    assert claimed == [0] and 0 not in order and off == [0]
    assert sorted(order) == [1, 2]


def test_on_entry_option_moves_the_disc_at_once() -> None:
    st = turn_of(started(3, 1, bologna_collect="on_entry"), 0, "torino", round=3)
    set_position(st, "ambassador", 0, 5)
    st.player[0].ducats, st.player[0].yellow = 20, 2
    st, _ = play(st, 0, "track:ambassador", "n:1")
    claimed, order, off = _public_bologna(GAME.view(st, None))
    assert claimed == [0] and 0 not in order and off == [0]
