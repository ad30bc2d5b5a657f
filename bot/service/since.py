"""What happened since a player's own last move (issue 31.1): the public lines of every
move stored after it, one line per seat and turn, newest last, bounded.

"Their own last move" is the last move of their seat that the service did not take on its
own: a forced step (marked ``auto``) and the idle clock's stand-in move (marked ``stand_in``)
are not choices they made. For several seats pinged at once (a simultaneous decision) the
block starts after the earliest of their last moves, so no one of them misses a line.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bot import steps
from bot.record import by_actor, entry_text, without_echoes
from bot.service.movelog import is_own
from db import MoveRow, effective_moves
from l10n import tr

SINCE_LINES = 12  # the newest lines shown; the older ones are one tap away (/history)


def public_lines(move: MoveRow, names: Sequence[str], locale: str = "en") -> list[str]:
    """A stored move's public log lines in ``locale``, seats named (never a line some seats
    only may read)."""
    return [
        steps.logged_line(e, names, locale)
        for e in move.events
        if not e.get("visible_to") and e.get("text")
    ]


def start_of(moves: Sequence[MoveRow], seats: Collection[int]) -> int | None:
    """The index of the first move after the earliest own last move of ``seats``; 0 when a
    seat has not moved yet in ``moves`` (None then: the caller cannot tell from a tail)."""
    lasts = []
    for seat in seats:
        own = [i for i, m in enumerate(moves) if m.seat == seat and is_own(m)]
        if not own:
            return None
        lasts.append(own[-1])
    return min(lasts) + 1 if lasts else len(moves)


def grouped(
    moves: Sequence[MoveRow], names: Sequence[str], locale: str = "en"
) -> list[tuple[int, list[str]]]:
    """The moves' public lines as one run per seat and turn: (how many moves, lines), each
    run's lines one sentence each, as /history tells them ("Ben takes S1. Ben gains 4 coins.");
    another seat's steps inside a run (a forced step, an income) on a line of their own
    under that seat's name."""
    runs: list[tuple[int, int, int, list[str]]] = []  # seat, turn, moves, lines
    for m in moves:
        lines = public_lines(m, names, locale)
        if runs and runs[-1][0] == m.seat and runs[-1][1] == m.turn:
            seat, turn, count, before = runs[-1]
            runs[-1] = (seat, turn, count + 1, before + lines)
        else:
            runs.append((m.seat, m.turn, 1, lines))
    ordered = sorted({n for n in names if n}, key=len, reverse=True)
    out: list[tuple[int, list[str]]] = []
    for seat, _, count, lines in runs:
        if not lines:
            continue  # a move that wrote no public line (a private choice) tells nothing
        mover = names[seat] if seat < len(names) else tr(locale, "chrome-seat", n=seat + 1)
        told = [
            entry_text(who, run, locale)
            for who, run in by_actor(mover, without_echoes(lines), ordered)
        ]
        out.append((count, told))
    return out


def since_lines(
    moves: Sequence[MoveRow], names: Sequence[str], keep: int = SINCE_LINES, locale: str = "en"
) -> tuple[str, ...]:
    """The runs of ``moves`` (those after the player's last move) as at most ``keep`` lines,
    newest last; the older ones summed up first: "… 3 earlier moves: see /history."."""
    lines: list[str] = []
    counts: list[int] = []
    for count, told in grouped(moves, names, locale):
        lines += told
        counts += [count] + [0] * (len(told) - 1)
    if len(lines) <= keep:
        return tuple(lines)
    dropped = sum(counts[: len(lines) - keep + 1])
    kept = lines[len(lines) - keep + 1 :]
    return (tr(locale, "chrome-since-earlier", count=dropped), *kept)


@dataclass(frozen=True, slots=True)
class Start:
    """Where the block of some seats starts in the standing moves read: ``moves[index]`` is
    the first move after the earliest own last move of those seats. ``whole``: ``moves``
    are the whole log's, so ``index`` counts from the game's start."""

    moves: list[MoveRow]
    index: int
    whole: bool

    @property
    def own(self) -> MoveRow | None:
        """The own last move the block starts after (None: from the game's start)."""
        return self.moves[self.index - 1] if self.index else None


def since_start(rows: list[MoveRow], whole: bool, seats: Collection[int]) -> Start | None:
    """Where the block for ``seats`` starts in the log's newest ``rows`` (``whole``: the log
    has no older rows), or None when those rows do not reach back to a seat's last move."""
    moves = effective_moves(rows)
    start = start_of(moves, seats)
    if start is None:
        if not whole:
            return None
        start = 0  # a seat that never moved: the whole (short) game so far
    return Start(moves, start, whole)
