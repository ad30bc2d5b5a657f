"""The record: the server's open tables, a table's history (the board after any move) and
its state rebuilt from the move log."""

from __future__ import annotations

import dataclasses

from bot import cpu, steps
from bot.service.showing import Showing
from bot.service.values import Damaged, LogEntry, Player, Refused, TableSummary
from db import TableRow, effective_moves
from games.contract import GameState
from games.messages import msg


class History(Showing):
    async def games_in_guild(self, guild_id: str) -> list[TableSummary]:
        """Each open table's summary; a damaged one is listed as damaged, never breaks the list."""
        out = []
        for row in await self.store.tables_in_guild(guild_id):
            try:
                out.append(await self._summary(row))
            except Exception as exc:  # one bad row (JSON, state, engine) disables only itself
                self._log_damage(
                    dataclasses.replace(row, damaged=row.damaged or str(exc) or type(exc).__name__)
                )
                out.append(
                    TableSummary(
                        row.id,
                        row.channel_id,
                        row.game,
                        self._title(row),
                        row.status,
                        (),
                        (),
                        None,
                        damaged=True,
                    )
                )
        return out

    async def _summary(self, row: TableRow) -> TableSummary:
        if row.damaged:
            raise Damaged()
        game = self._game(row)
        state = await self._loaded(row, game) if row.status == "playing" else None
        seats = await self._seats(row, state)
        to_move: tuple[Player, ...] = ()
        if state is not None:
            decision = self._position(row, game, state).decision()
            by_seat = self._by_seat(seats)
            if decision:
                to_move = tuple(
                    Player(by_seat[s].user_id, by_seat[s].display_name, s) for s in decision.seats
                )
        return TableSummary(
            row.id,
            row.channel_id,
            row.game,
            game.title,
            row.status,
            self._players(seats),
            to_move,
            row.waiting_since,
        )

    async def history(
        self, table_id: int, upto: int | None = None, *, locale: str = "en"
    ) -> tuple[list[LogEntry], bytes | None]:
        """The game record (standing moves, numbered), each line in the reader's ``locale``
        where the log holds it as a message, and the board after move ``upto``."""
        row = await self._table(table_id)
        if row.status == "lobby":
            raise Refused(msg("chrome-game-not-started"))
        game = self._game(row)
        state = await self._loaded(row, game) if row.state is not None else None
        seats = await self._seats(row, state)
        names = self._names(seats)
        log_rows = await self.store.moves(table_id)
        self._check_log(row, log_rows, len(names))
        moves = effective_moves(log_rows)
        entries = [
            LogEntry(
                i + 1,
                m.seat,
                names[m.seat],
                m.choice or "",
                tuple(
                    steps.logged_line(e, names, locale)
                    for e in m.events
                    if not e.get("visible_to") and e.get("text")
                )
                or ("made a choice.",),
            )
            for i, m in enumerate(moves)
        ]
        image = None
        if upto is not None:
            if not 0 <= upto <= len(moves):
                raise Refused(msg("chrome-no-such-move", move=upto, count=len(moves)))
            state = await cpu.slow(
                game.replay,
                len(names),
                row.seed,
                game.options(row.options),
                [(m.seat, m.choice) for m in moves[:upto]],
            )
            last = entries[upto - 1].lines[-1] if upto and entries[upto - 1].lines else ""
            if self.render:
                image = await cpu.slow(
                    steps.state_picture,
                    self.picture,
                    row.game,
                    game,
                    state,
                    names,
                    f"after move {upto}: {last}",
                    locale,
                )
        return entries, image

    async def replay_state(self, table_id: int) -> GameState:
        """Rebuild a table's state from its seed and move log (a check of the store)."""
        row = await self._table(table_id)
        game = self._game(row)
        state = await self._loaded(row, game) if row.state is not None else None
        seats = await self._seats(row, state)
        log_rows = await self.store.moves(table_id)
        self._check_log(row, log_rows, len(self._names(seats)))
        moves = effective_moves(log_rows)
        return await cpu.slow(
            game.replay,
            len(self._names(seats)),
            row.seed,
            game.options(row.options),
            [(m.seat, m.choice) for m in moves],
        )
