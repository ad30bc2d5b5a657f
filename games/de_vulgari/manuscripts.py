"""The manuscript display: rows, refills and the row shift (spec §3.5, §7.2, I-13)."""

from __future__ import annotations

from .state import DeVulgariState


def level_row(state: DeVulgariState, lvl: int) -> int:
    """Row of a level = 1 + the non-exhausted levels below it (§7.2, I-13)."""
    return 1 + sum(1 for lv in range(1, lvl) if not _exhausted(state, lv))


def _exhausted(state: DeVulgariState, lvl: int) -> bool:
    return not state.decks[str(lvl)] and not state.rows[str(lvl)]


def refill_rows(state: DeVulgariState) -> None:
    want = state.players - 1
    for lvl in (1, 2, 3, 4):
        row, deck = state.rows[str(lvl)], state.decks[str(lvl)]
        while len(row) < want and deck:
            row.append(deck.pop())
    check_shift(state)


def check_shift(state: DeVulgariState) -> None:
    if not state.lingua_in_play and any(_exhausted(state, lv) for lv in (1, 2, 3, 4)):
        state.lingua_in_play = True
