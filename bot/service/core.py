"""The service's core: its caches, the tables' locks, loading a table, its seats and its log."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from bot import aiseats, cpu
from bot.position import Position
from bot.service.cache import StateCache
from bot.service.movelog import Tail
from bot.service.seating import Seating
from bot.service.values import (
    DEFAULT_REMINDER_SECONDS,
    ELSEWHERE_TEXT,
    MAX_ID,
    OWN_MOVE_TABLES,
    POSITION_CACHE_TABLES,
    STATE_CACHE_TABLES,
    TAIL_ROWS,
    TURN_LOG_TABLES,
    Damaged,
    Recorded,
    Refused,
    Update,
)
from db import (
    MOVE_KINDS,
    Commit,
    MoveRow,
    SeatRow,
    Store,
    TableRow,
)
from games import get as get_game
from games.contract import (
    Decision,
    Game,
    GameError,
    GameState,
    SavedGameError,
)
from games.messages import Msg, msg
from l10n import LOCALES

log = logging.getLogger("tablebot.tables")


class Core(Seating):
    """The caches (states, positions, log tails, places, seats), the tables' locks, and
    loading a table with the refusal that says why it cannot be used."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        render: bool = True,
        default_reminder_seconds: int = DEFAULT_REMINDER_SECONDS,
        picture: str = "board",
        chooser: aiseats.Chooser | None = None,
    ):
        """``picture``: "board" (the full board with every move; the local page) or
        "phone" (the phone-sized per-move picture; Discord, with the full board a tap away)."""
        self.store = store
        self.picture = picture
        self.clock = clock
        self.render = render
        self.default_reminder_seconds = default_reminder_seconds
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._states: StateCache[tuple[int, GameState]] = StateCache(STATE_CACHE_TABLES, "states")
        # the engine's answers about the newest tables' states: (version, position)
        self._positions: StateCache[tuple[int, Position]] = StateCache(
            POSITION_CACHE_TABLES, "positions"
        )
        self._tails: StateCache[Tail] = StateCache(STATE_CACHE_TABLES, "tails")
        # table -> {seat: (the log row number of its own last move, the state right after it)}
        self._own_moves: StateCache[dict[int, tuple[int, GameState]]] = StateCache(
            OWN_MOVE_TABLES, "own_moves"
        )
        # fixed once a table exists / a game starts: read once, not on every click
        self._places: StateCache[tuple[str, str]] = StateCache(STATE_CACHE_TABLES, "places")
        self._playing_seats: StateCache[list[SeatRow]] = StateCache(
            STATE_CACHE_TABLES, "playing_seats"
        )
        self._damage_logged: set[int] = set()
        # table -> (version, lines of its turn message)
        self._turn_logs: StateCache[tuple[int, tuple[str, ...]]] = StateCache(
            TURN_LOG_TABLES, "turn_logs"
        )
        self._chooser = chooser  # None: an AIRunner process, started on the first AI move
        self._close_chooser: Callable[[], None] | None = None

    def close(self) -> None:
        """Stop the AI's worker process, if one was started."""
        if self._close_chooser is not None:
            self._close_chooser()
            self._close_chooser = None
            self._chooser = None

    def _ai(self) -> aiseats.Chooser:
        if self._chooser is None:
            self._chooser, self._close_chooser = aiseats.runner_chooser()
        return self._chooser

    # -- helpers ------------------------------------------------------------------
    def _lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[table_id] = lock
        return lock

    async def _table(self, table_id: int, *, damaged_ok: bool = False) -> TableRow:
        if not isinstance(table_id, int) or not 0 < table_id <= MAX_ID:
            raise Refused(msg("chrome-no-such-table"))
        row = await self.store.get_table(table_id)
        if row is None:
            raise Refused(msg("chrome-no-such-table"))
        if row.damaged and not damaged_ok:
            self._log_damage(row)
            raise Damaged()
        return row

    def _log_damage(self, row: TableRow) -> None:
        if row.id not in self._damage_logged:
            self._damage_logged.add(row.id)
            log.error("table %s is damaged and disabled: %s", row.id, row.damaged)

    def _damaged(self, row: TableRow, why: str) -> Damaged:
        """The refusal for a table found damaged while loading it (logged once)."""
        self._log_damage(dataclasses.replace(row, damaged=why))
        return Damaged()

    async def _seats(self, row: TableRow, state: GameState | None) -> list[SeatRow]:
        """The table's seats; once a game has started (``state``) they must be numbered
        0 .. players - 1, one row each, or the table is damaged (a lost seat row would
        otherwise surface as an IndexError in the middle of a page)."""
        seats = await self.store.seats(row.id)
        if state is not None:
            numbers = sorted(s.seat for s in seats if s.seat is not None)
            if len(numbers) != len(seats) or numbers != list(range(state.players)):
                raise self._damaged(
                    row, f"its seat rows are numbered {numbers} for {state.players} players"
                )
        return seats

    def _check_log(self, row: TableRow, moves: list[MoveRow], players: int) -> None:
        """A move row of an unknown kind or of a seat the game does not have is damage."""
        for m in moves:
            if m.kind not in MOVE_KINDS or not 0 <= m.seat < players:
                raise self._damaged(row, f"move {m.n} is a {m.kind!r} of seat {m.seat}")

    async def check_place(
        self, table_id: int, *, guild_id: str | None, channel_id: str | None, user_id: str
    ) -> None:
        """Refuse a click on a table from another server or channel (a forged or moved button).

        Without a server (a direct message) only a player seated at the table may use it.
        """
        if guild_id is None:
            row = await self._table(table_id, damaged_ok=True)
            seats = await self.store.seats(table_id)
            if not self._has_seat(seats, user_id) and user_id != row.host_id:
                raise Refused(ELSEWHERE_TEXT)
            return
        place = self._places.get(table_id)
        if place is None:
            row = await self._table(table_id, damaged_ok=True)
            place = (row.guild_id, row.channel_id)
            self._places.put(table_id, place)
        if place != (guild_id, channel_id):
            raise Refused(ELSEWHERE_TEXT)

    async def _tail(self, row: TableRow) -> Tail:
        """The table's recent move log rows, read once and then kept up to date on commit."""
        cached = self._tails.get(row.id)
        if cached is not None and cached.version == row.version:
            return cached
        last_moves = getattr(self.store, "last_moves", None)
        if last_moves is not None:
            rows = list(await last_moves(row.id, TAIL_ROWS + 1))
        else:  # this store has no bounded read yet: read the log once, keep its tail
            rows = await self.store.moves(row.id)
        whole = len(rows) <= TAIL_ROWS
        tail = Tail(row.version, rows[-TAIL_ROWS:], whole)
        self._tails.put(row.id, tail)
        return tail

    def _extend_tail(
        self, table_id: int, old_version: int, new_version: int, commit: Commit
    ) -> None:
        """The cached tail with ``commit``'s row, numbered as the store numbers a table's
        rows (1, 2, ...); dropped when it was not at ``old_version``."""
        tail = self._tails.get(table_id)
        if tail is None or tail.version != old_version:
            self._tails.pop(table_id, None)
            return
        n = tail.rows[-1].n + 1 if tail.rows else 1
        rows = [*tail.rows, commit.row(n, commit.now or 0.0)]
        whole = tail.whole and len(rows) <= TAIL_ROWS
        self._tails.put(table_id, Tail(new_version, rows[-TAIL_ROWS:], whole))

    async def _still_pending(
        self, row: TableRow, decision: Decision | None, seat: int, version: int
    ) -> bool:
        """Whether ``seat``'s decision is the one it was offered at ``version``.

        In a simultaneous decision the other seats' answers move the table's version on
        without touching this seat's choices: the answer stands if every move since
        ``version`` was another seat's, in the same turn, and this seat still decides.
        """
        if decision is None or seat not in decision.seats or version > row.version:
            return False
        later = (await self._tail(row)).since(version)
        if later is None or not later:
            return False
        return all(m.kind == "move" and m.seat != seat and m.turn == decision.turn for m in later)

    async def latest_table_in_channel(self, channel_id: str) -> TableRow:
        """The open table here, or else the most recent closed one (for /history)."""
        row = await self.store.latest_table_in_channel(channel_id)
        if row is None:
            raise Refused(msg("chrome-no-game-here"))
        return row

    async def table_in_channel(self, channel_id: str) -> TableRow:
        row = await self.store.open_table_in_channel(channel_id)
        if row is None:
            raise Refused(msg("chrome-no-open-table"))
        return row

    def _game(self, row: TableRow) -> Game[Any]:
        try:
            return get_game(row.game)
        except GameError as exc:
            raise Refused(msg("chrome-game-unavailable", game=row.game)) from exc

    def _state(self, row: TableRow, game: Game[Any]) -> GameState:
        cached = self._states.get(row.id)  # keyed by version too: never stale
        if cached and cached[0] == row.version:
            return cached[1]
        if row.state is None:
            raise Refused(msg("chrome-table-not-started"))
        try:
            state: GameState = game.load(row.state)
        except SavedGameError as exc:
            raise self._unloadable(row, exc) from exc
        self._states.put(row.id, (row.version, state))
        return state

    async def _loaded(self, row: TableRow, game: Game[Any]) -> GameState:
        """``_state`` with the loading (a few ms of JSON and engine objects) off the loop."""
        cached = self._states.get(row.id)
        if cached and cached[0] == row.version:
            return cached[1]
        if row.state is None:
            raise Refused(msg("chrome-table-not-started"))
        try:
            state: GameState = await cpu.work(game.load, row.state)
        except SavedGameError as exc:
            raise self._unloadable(row, exc) from exc
        cached = self._states.get(row.id)
        if cached is None or cached[0] < row.version:  # a newer state may have come in meanwhile
            self._states.put(row.id, (row.version, state))
        return state

    def _unloadable(self, row: TableRow, exc: SavedGameError) -> Damaged:
        self._log_damage(dataclasses.replace(row, damaged=f"state: {exc}"))
        sentence = msg("chrome-unloadable", reason=str(exc))
        return Damaged(sentence, sentence)

    def _position(self, row: TableRow, game: Game[Any], state: GameState) -> Position:
        """The table's ``state`` (at ``row.version``) with the answers already asked of it."""
        known = self._positions.get(row.id)
        if known is not None and known[0] == row.version:
            return known[1]
        position = Position(game, state)
        self._positions.put(row.id, (row.version, position))
        return position

    def _keep(self, table_id: int, version: int, position: Position) -> None:
        """The table's state at ``version``, and its answers for the next click."""
        self._states.put(table_id, (version, position.state))
        self._positions.put(table_id, (version, position))

    async def _seated(
        self, table_id: int, user_id: str, locale: str | None = None
    ) -> tuple[TableRow, list[SeatRow], int, Game[Any], GameState]:
        """A running table and the caller's seat at it, or the refusal that says why not;
        ``locale``: the language the caller reads now, kept for their reminders."""
        row = await self._table(table_id)
        if row.status != "playing":
            raise Refused(
                msg("chrome-this-game-not-started")
                if row.status == "lobby"
                else msg("chrome-game-not-running")
            )
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = self._playing_seats.get(table_id)  # seats never change once the game runs
        if seats is None:
            seats = await self._seats(row, state)
            self._playing_seats.put(table_id, seats)
        seat = self._seat_of(seats, user_id)
        if seat is None:
            raise Refused(msg("chrome-not-playing"))
        seats = await self._note_locale(table_id, seats, user_id, locale)
        return row, seats, seat, game, state

    async def _note_locale(
        self, table_id: int, seats: list[SeatRow], user_id: str, locale: str | None
    ) -> list[SeatRow]:
        """Keep the language a seated player was seen in, written only when it changed (the
        reminders reach them in it). A failed write is logged and changes nothing else."""
        if locale not in LOCALES:
            return seats
        if all(s.locale == locale for s in seats if s.user_id == user_id):
            return seats
        try:
            await self.store.set_seat_locale(table_id, user_id, locale)
        except Exception as exc:
            log.warning("table %s: the seat's language was not saved: %s", table_id, exc)
            return seats
        noted = [
            dataclasses.replace(s, locale=locale) if s.user_id == user_id else s for s in seats
        ]
        if self._playing_seats.get(table_id) is not None:
            self._playing_seats.put(table_id, noted)
        return noted

    @contextlib.asynccontextmanager
    async def _shown(self, what: Msg) -> AsyncIterator[None]:
        """After a commit: a failure to build the board must not read as "nothing changed";
        ``what`` says what was stored ("Your move was recorded")."""
        try:
            yield
        except Recorded:
            raise
        except Exception as exc:
            log.exception("showing a table after a commit failed")
            reason = (
                str(exc).strip().splitlines()[0][:200] if str(exc).strip() else type(exc).__name__
            )
            raise Recorded(msg("chrome-recorded-not-shown", what=what, reason=reason)) from exc

    def _forget(self, table_id: int) -> None:
        """A table whose game ended or was closed leaves the caches, which are for tables in
        play (a finished one is read back when asked for: its full board, its history)."""
        self._states.pop(table_id, None)
        self._positions.pop(table_id, None)
        self._tails.pop(table_id, None)
        self._playing_seats.pop(table_id, None)
        self._own_moves.pop(table_id, None)
        self._places.pop(table_id, None)
        self._turn_logs.pop(table_id, None)

    @staticmethod
    def _title(row: TableRow) -> str:
        try:
            return get_game(row.game).title
        except GameError:
            return row.game

    @staticmethod
    async def _each_playing(
        rows: list[TableRow], play: Callable[[int], Awaitable[Update | None]], failure: str
    ) -> list[tuple[str, Update]]:
        """``play`` each sound running table; (channel id, update) for those it changed.
        One broken table is logged and skipped, never stops the others."""
        out: list[tuple[str, Update]] = []
        for row in rows:
            if row.status != "playing" or row.damaged:
                continue
            try:
                update = await play(row.id)
            except Damaged:
                continue  # found damaged while loading: logged once, as such
            except Exception as exc:
                log.warning("table %s: %s: %s", row.id, failure, exc)
                continue
            if update is not None:
                out.append((row.channel_id, update))
        return out
