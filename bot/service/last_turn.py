"""What a player whose turn comes round is shown first (issue 31.1): the lines of the moves
since their own last one (`bot.service.since`), and the public board as it was right after
that move, so the picture outlines everything that changed since, not only the last step.

That board comes from memory: the state right after each seat's own last move, kept for the
most recently played tables. After a restart, or when that move was taken back and an
earlier one is the last again, the game is replayed from its seed up to the move (only for
a move among the log's first REPLAY_ROWS rows). When neither works the picture
outlines the last step only, as before: the board is an extra, never a reason to fail.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import Any

from bot import cpu, steps
from bot.service.core import Core
from bot.service.since import Start, since_lines, since_start
from db import TableRow
from games.contract import Game, GameState

SINCE_READ = 400  # log rows read when the cached tail does not reach a seat's last move
# the log read and the replay take ~8-10 ms CPU late in a 4-seat Lorenzo, Coimbra or De Vulgari
# game and ~50 ms at Stupor Mundi's 1,100th row (bench/since_bench.py; from memory: 0.2 ms)
REPLAY_ROWS = 1500

log = logging.getLogger("tablebot.tables")


class LastTurn(Core):
    """The "since your last turn" block and the board it starts from."""

    def _remember_own_move(self, table_id: int, seat: int, version: int, state: GameState) -> None:
        """Keep ``state``, reached by ``seat``'s own choice that brought the table to
        ``version``, under that log row's number (the tail the commit just extended knows it)."""
        tail = self._tails.get(table_id)
        if tail is None or tail.version != version or not tail.rows:
            return
        kept = self._own_moves.get(table_id) or {}
        kept[seat] = (tail.rows[-1].n, state)
        self._own_moves.put(table_id, kept)

    async def _since(
        self, row: TableRow, game: Game[Any], seats: Collection[int], names: list[str]
    ) -> tuple[tuple[str, ...], dict[str, Any] | None]:
        """What happened since the earliest own last move of ``seats``, and (for a service
        that draws) the public view right after that move, or None when it is not at hand."""
        start = await self._since_start(row, seats)
        if start is None:
            return (), None
        lines = since_lines(start.moves[start.index :], names, locale=row.locale)
        board = (
            await self._board_after(row, game, seats, start, len(names)) if self.render else None
        )
        return lines, board

    async def _since_start(self, row: TableRow, seats: Collection[int]) -> Start | None:
        """Where the block starts: found in the log's cached tail, a longer tail when that
        does not reach back, and the whole log only when neither does."""
        tail = await self._tail(row)
        found = since_start(tail.rows, tail.whole, seats)
        last_moves = getattr(self.store, "last_moves", None)
        if found is None and last_moves is not None:
            rows = list(await last_moves(row.id, SINCE_READ + 1))
            found = since_start(rows[-SINCE_READ:], len(rows) <= SINCE_READ, seats)
        if found is None:
            found = since_start(await self.store.moves(row.id), True, seats)
        return found

    async def _board_after(
        self, row: TableRow, game: Game[Any], seats: Collection[int], start: Start, players: int
    ) -> dict[str, Any] | None:
        """The public view right after ``start.own`` (at the game's start when there is
        none): kept in memory, else replayed; None when neither can be had."""
        own = start.own
        try:
            kept = (self._own_moves.get(row.id) or {}).get(own.seat) if own else None
            if own is not None and kept is not None and kept[0] == own.n:
                return await cpu.work(steps.public_view, game, kept[1])
            if own is not None and own.n > REPLAY_ROWS:
                return None  # an early move of a very long log: the last step will do
            if not start.whole:
                whole = since_start(await self.store.moves(row.id), True, seats)
                if whole is None:
                    return None
                start = whole
            played = [(m.seat, m.choice) for m in start.moves[: start.index]]
            options = game.options(row.options)
            return await cpu.slow(steps.replayed_view, game, players, row.seed, options, played)
        except Exception:  # noqa: BLE001 - logged; the picture outlines the last step instead
            log.warning(
                "table %s: the board before the player's turn was not rebuilt",
                row.id,
                exc_info=True,
            )
            return None
