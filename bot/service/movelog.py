"""A table's move log as the service reads it: its recent tail, and which moves an undo
may take back (the player's own last choice, with the forced steps it caused)."""

from __future__ import annotations

from dataclasses import dataclass

from db import MoveRow, effective_moves
from games.contract import Decision


@dataclass(slots=True)
class Tail:
    """The last rows of one table's move log; ``rows[-1]`` brought the table to ``version``.

    While a game runs every commit adds one row and one version, so the rows committed
    after version ``v`` are the last ``version - v`` rows. ``whole`` says the log has no
    older rows.
    """

    version: int
    rows: list[MoveRow]
    whole: bool

    def since(self, version: int) -> list[MoveRow] | None:
        """The rows committed after ``version``, or None if the tail does not reach back."""
        k = self.version - version
        if k < 0 or k > len(self.rows):
            return None
        return self.rows[len(self.rows) - k :] if k else []

    def last_standing(self) -> MoveRow | None | bool:
        """The latest move that stands after undos; False when the tail cannot tell."""
        stack = effective_moves(self.rows)
        if stack:
            return stack[-1]
        return None if self.whole else False


def is_forced(move: MoveRow) -> bool:
    return any(e.get("auto") for e in move.events)


def is_stand_in(move: MoveRow) -> bool:
    """The idle clock's move for a human seat (rows stored before the marker read False)."""
    return any(e.get("stand_in") for e in move.events)


def is_own(move: MoveRow) -> bool:
    """A choice the seat's player made: neither a forced step nor the idle clock's."""
    return not is_forced(move) and not is_stand_in(move)


def trailing_forced(moves: list[MoveRow]) -> int:
    """How many of the last standing moves the service took on its own."""
    n = 0
    while n < len(moves) and is_forced(moves[-1 - n]):
        n += 1
    return n


def last_undoable(log: list[MoveRow], decision: Decision | None) -> MoveRow | None:
    """The player's own last choice that an undo would take back (with the forced steps
    after it), or None when undo is not possible now."""
    moves = effective_moves(log)
    if not moves or decision is None:
        return None
    forced = trailing_forced(moves)
    if forced == len(moves):
        return None
    last = moves[-1 - forced]
    taken = moves[len(moves) - 1 - forced :]
    if (
        any(m.barrier or m.seat != last.seat for m in taken)
        or last.turn != decision.turn
        or last.seat not in decision.seats
    ):
        return None
    return last
