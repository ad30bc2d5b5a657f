"""The manuscript display: rows, refills and the row shift (spec §3.5, §7.2, I-13)."""

from __future__ import annotations

from .state import DeVulgariState


def level_row(st: DeVulgariState, lvl: int) -> int:
    """Row of a level = 1 + the non-exhausted levels below it (§7.2, I-13)."""
    return 1 + sum(1 for lv in range(1, lvl) if not _exhausted(st, lv))


def _exhausted(st: DeVulgariState, lvl: int) -> bool:
    return not st.decks[str(lvl)] and not st.rows[str(lvl)]


def refill_rows(st: DeVulgariState) -> None:
    want = st.players - 1
    for lvl in (1, 2, 3, 4):
        row, deck = st.rows[str(lvl)], st.decks[str(lvl)]
        while len(row) < want and deck:
            row.append(deck.pop())
    check_shift(st)


def check_shift(st: DeVulgariState) -> None:
    if not st.lingua_in_play and any(_exhausted(st, lv) for lv in (1, 2, 3, 4)):
        st.lingua_in_play = True
