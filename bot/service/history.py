"""The record: the server's open tables, a table's history (the board after any move), its
state rebuilt from the move log, and a finished game's record as a file (`/export`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from bot import cpu, steps
from bot.scoreboard import format_scoreboard
from bot.service.private import Private
from bot.service.values import Damaged, LogEntry, Player, Refused, TableSummary
from db import MoveRow, TableRow, effective_moves
from games import record_file
from games.contract import Game, GameState
from games.messages import msg
from l10n import tr


@dataclasses.dataclass(frozen=True, slots=True)
class ReplayView:
    """A finished game at one move, for /history's boards and the local replay page."""

    title: str
    entries: list[LogEntry]
    move: int  # the board shown is the one after this move (0: the start)
    count: int  # standing moves in all
    image: bytes | None
    scoreboard: str  # the final scoreboard


@dataclasses.dataclass(frozen=True, slots=True)
class _Record:
    game: Game[Any]
    state: GameState | None  # the table's state now
    names: list[str]
    moves: list[MoveRow]  # the standing moves
    entries: list[LogEntry]


class History(Private):
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
        record = await self._record(row, locale)
        image = None
        if upto is not None:
            image = await self._picture_after(row, record, upto, locale)
        return record.entries, image

    async def replay(
        self, table_id: int, move: int | None = None, *, locale: str = "en", image: bool = True
    ) -> ReplayView:
        """A finished game at one move (default: its last): the record, the board after that
        move (unless not ``image``: a page that fetches it apart) and the final scoreboard,
        in the reader's ``locale``."""
        row = await self._table(table_id)
        if row.status != "finished" or row.state is None:
            raise Refused(msg("replay-not-finished"))
        record = await self._record(row, locale)
        count = len(record.entries)
        move = count if move is None else move
        if not 0 <= move <= count:
            raise Refused(msg("chrome-no-such-move", move=move, count=count))
        picture = await self._picture_after(row, record, move, locale) if image else None
        return ReplayView(
            record.game.title,
            record.entries,
            move,
            count,
            picture,
            self._final_scoreboard(row, record, locale),
        )

    async def _record(self, row: TableRow, locale: str) -> _Record:
        game = self._game(row)
        state = await self._loaded(row, game) if row.state is not None else None
        seats = await self._seats(row, state)
        names = self._names(seats)
        log_rows = await self.store.moves(row.id)
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
                or (tr(locale, "chrome-made-a-choice", who=names[m.seat]),),
            )
            for i, m in enumerate(moves)
        ]
        return _Record(game, state, names, moves, entries)

    async def _picture_after(
        self, row: TableRow, record: _Record, upto: int, locale: str = "en"
    ) -> bytes | None:
        """The picture of the public board after move ``upto`` (None without rendering)."""
        moves, entries, names, game = record.moves, record.entries, record.names, record.game
        if not 0 <= upto <= len(moves):
            raise Refused(msg("chrome-no-such-move", move=upto, count=len(moves)))
        if not self.render:
            return None
        state = await cpu.slow(
            game.replay,
            len(names),
            row.seed,
            game.options(row.options),
            [(m.seat, m.choice) for m in moves[:upto]],
        )
        last = entries[upto - 1].lines[-1] if upto and entries[upto - 1].lines else ""
        return await cpu.slow(
            steps.state_picture,
            self.picture,
            row.game,
            game,
            state,
            names,
            tr(locale, "chrome-after-move", move=upto, line=last),
            locale,
        )

    def _final_scoreboard(self, row: TableRow, record: _Record, locale: str) -> str:
        result = row.result or {}
        names, totals = record.names, result.get("totals", {})
        if result.get("resigned") is None and record.state is not None:
            engine_result = record.game.result(record.state)
            if engine_result is not None:
                return format_scoreboard(engine_result, names, row.game, locale)
        lines = [tr(locale, "chrome-standing-resigned")] * (result.get("resigned") is not None)
        lines += [
            tr(locale, "chrome-standing-line", place=i + 1, who=names[s], vp=totals[str(s)])
            for i, s in enumerate(result.get("ranking", []))
        ]
        return "\n".join(lines)

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

    async def export(self, table_id: int) -> tuple[str, bytes]:
        """A finished game's record file (`games.record_file`): its name and bytes.

        Only a finished game: a running game's file would hold the seed (every future draw)
        and the choice ids of secret choices; its public part is /history."""
        row = await self._table(table_id)
        if row.status != "finished" or row.result is None or row.state is None:
            raise Refused(msg("replay-export-not-finished"))
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        log_rows = await self.store.moves(table_id)
        self._check_log(row, log_rows, len(self._names(seats)))
        content = record_file.build(
            row.game,
            row.options,
            row.seed,
            len(self._names(seats)),
            [record_file.LoggedStep(m.kind, m.seat, m.choice) for m in log_rows],
            row.result,
            row.state,
        )
        return f"{row.game}-table-{row.id}.json", record_file.dumps(content)
