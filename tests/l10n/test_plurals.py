"""Counts said right in each language: one move and many."""

from __future__ import annotations

from l10n import tr


def test_the_replays_start_counts_one_move_and_many():
    assert tr("en", "replay-board-start", count=1) == "The board at the start (1 move in all)."
    assert tr("de", "replay-board-start", count=1) == "Der Spielplan zu Beginn (1 Zug insgesamt)."
    assert tr("de", "replay-board-start", count=7) == (
        "Der Spielplan zu Beginn (7 Züge insgesamt)."
    )
    assert tr("it", "replay-board-start", count=1) == "Il tabellone all'inizio (1 mossa in tutto)."
    assert tr("it", "replay-board-start", count=7) == "Il tabellone all'inizio (7 mosse in tutto)."
