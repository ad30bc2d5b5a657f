"""The table service: lobby, seats, turns, the move pipeline, undo, reminders.

It knows no Discord type. The Discord adapter, the local page and the tests all drive
it with plain ids (user ids are strings) and get back `Update` values. Every refusal
is a `Refused` with the sentence to show the player; a refusal changes nothing.

The move pipeline (design.md): a click is (table, user, version, choice id). Under the
table's lock the service loads the table, checks seat, turn and version, asks the
engine to apply the choice, stores the log row and the new state in one transaction,
and renders the public board off the event loop.

Every CPU-heavy part (loading a state, the engine step with its log line and hidden-
information check, the dump, the next board's choices and views, pictures, replays)
runs on `bot.cpu`'s small thread pools: the event loop only does the short steps in
between, so a burst of clicks on many tables never holds it (issue 11).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import random
import secrets
import sqlite3
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bot import aiseats, cpu, steps
from bot.wording import away_line
from db import (
    MOVE_KINDS,
    AlreadySeated,
    ChannelBusy,
    LobbyChanged,
    MoveRow,
    NotInLobby,
    SeatRow,
    StaleVersion,
    Store,
    StoreError,
    StoreFull,
    TableFull,
    TableRow,
    effective_moves,
)
from games import get as get_game
from games import registry
from games.contract import (
    Choice,
    Decision,
    Event,
    Game,
    GameError,
    GameState,
    IllegalChoice,
    Result,
    SavedGameError,
    name_seats,
)
from render import PhoneContext, hand_png

DEFAULT_REMINDER_SECONDS = 24 * 3600
MAX_ID = 2**63 - 1  # SQLite's INTEGER range: a larger id is refused, never looked up
TAIL_ROWS = 32  # move log rows kept per table for undo and simultaneous-decision checks
FORCED_MOVES_CAP = 200  # forced moves taken in a row before the service stops (an engine bug)
TURN_LOG_TABLES = 2000
AI_MOVES_CAP = 3000  # AI decisions in a row before the service stops (a whole game's worth)

log = logging.getLogger("tablebot.tables")


class Refused(Exception):
    """A request the service turns down; ``str(exc)`` is the sentence for the player."""


class Recorded(Refused):
    """The action WAS stored, but showing its result failed; ``str(exc)`` says so."""


class Damaged(Refused):
    """The table's saved data cannot be used (a bad row, a state that does not load, a
    missing seat): it can only be closed. ``str(exc)`` is the sentence for a Discord
    player; ``what`` says the same without naming a command (the local page)."""

    def __init__(self, sentence: str | None = None, what: str | None = None):
        super().__init__(sentence or DAMAGED)
        self.what = what or sentence or DAMAGED_WHAT


class MovedFirst(StaleVersion):
    """Another click or process moved the table on before the AI stored any move of its pass."""


STORAGE_FULL = ("The bot's storage is full, so this was not saved and nothing was changed. "
                "Please tell the bot's operator.")
STORAGE_FAILED = ("The database could not save this, so nothing was changed. Please try again "
                  "in a moment; if it keeps happening, tell the bot's operator.")


@contextlib.contextmanager
def storage_refusals():
    """A write the database turned down (disk full, locked) becomes a clear refusal."""
    try:
        yield
    except StoreFull as exc:
        log.error("database write failed: %s", exc)
        raise Refused(STORAGE_FULL) from None
    except (sqlite3.OperationalError, StoreError) as exc:
        log.error("database write failed: %s", exc)
        text = str(exc)
        if "full" in text or "cannot rollback" in text:  # SQLite rolled back on its own: SQLITE_FULL
            raise Refused(STORAGE_FULL) from None
        raise Refused(STORAGE_FAILED) from None


@dataclass(frozen=True, slots=True)
class Player:
    user_id: str
    name: str
    seat: int | None


@dataclass(frozen=True, slots=True)
class Update:
    """Everything an adapter needs to show one table after something happened."""

    table_id: int
    version: int
    game: str
    title: str
    status: str  # lobby | playing | finished | abandoned
    headline: str  # one line: what happened or whose turn it is
    events: tuple[str, ...] = ()  # public log lines of this move, names filled in
    image: bytes | None = None
    players: tuple[Player, ...] = ()
    to_move: tuple[Player, ...] = ()
    mention: tuple[str, ...] = ()  # user ids whose turn just began: ping them
    choices: tuple[Choice, ...] = ()  # the buttons, when one seat decides
    prompt: str = ""
    simultaneous: bool = False  # several seats decide privately: a "choose" button
    private: dict[str, tuple[str, ...]] = field(default_factory=dict)  # user id -> lines
    scoreboard: str = ""  # the game-over breakdown table
    waiting_since: float | None = None
    undo_allowed_for: tuple[str, ...] = ()
    # A new public message (with its ping) is due: someone new is to move, the game
    # ended, the game began, or /board. Otherwise the turn's message is edited in place.
    new_message: bool = True
    turn_events: tuple[str, ...] = ()  # every public line of the current turn message
    # The mover's choices name hidden information: they are shown only to the mover.
    choices_private: bool = False
    # "While you were away": what the AI seats did since the last human move, one line
    # per run of one AI seat's moves (their lines are not repeated in turn_events).
    away: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TableSummary:
    table_id: int
    channel_id: str
    game: str
    title: str
    status: str
    players: tuple[Player, ...]
    to_move: tuple[Player, ...]
    waiting_since: float | None
    damaged: bool = False  # its saved data cannot be read: listed, never played


@dataclass(frozen=True, slots=True)
class Reminder:
    table_id: int
    channel_id: str
    title: str
    to_move: tuple[Player, ...]
    waiting_since: float


@dataclass(frozen=True, slots=True)
class HandView:
    text: str
    image: bytes | None
    choices: tuple[Choice, ...]
    version: int
    undo: bool = False  # the player may take back their last choice now


@dataclass(frozen=True, slots=True)
class LogEntry:
    n: int
    seat: int
    name: str
    choice: str
    lines: tuple[str, ...]


DAMAGED_WHAT = "This table's saved data is damaged, so it cannot be played or shown."
DAMAGED = (f"{DAMAGED_WHAT} The host or a server manager can close it with /abandon; the other "
           "tables are not affected.")
ELSEWHERE = "This button belongs to a table in another channel or server; it does nothing here."

STATE_CACHE_TABLES = 2000  # ~35 KiB a table for the largest game: ~70 MiB at most


class StateCache:
    """The most recently used tables' loaded states (an LRU; the database is the truth)."""

    def __init__(self, size: int):
        self.size = size
        self._items: OrderedDict[int, tuple[int, GameState]] = OrderedDict()

    def get(self, table_id: int) -> tuple[int, GameState] | None:
        item = self._items.get(table_id)
        if item is not None:
            self._items.move_to_end(table_id)
        return item

    def put(self, table_id: int, item: tuple[int, GameState]) -> None:
        self._items[table_id] = item
        self._items.move_to_end(table_id)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def pop(self, table_id: int, default=None):
        return self._items.pop(table_id, default)

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, table_id: int) -> tuple[int, GameState]:
        return self._items[table_id]


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
        return self.rows[len(self.rows) - k:] if k else []

    def last_standing(self) -> MoveRow | None | bool:
        """The latest move that stands after undos; False when the tail cannot tell."""
        stack = effective_moves(self.rows)
        if stack:
            return stack[-1]
        return None if self.whole else False


class TableService:
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
        self._states = StateCache(STATE_CACHE_TABLES)
        self._tails = StateCache(STATE_CACHE_TABLES)  # table id -> Tail
        # fixed once a table exists / a game starts: read once, not on every click
        self._places = StateCache(STATE_CACHE_TABLES)  # table id -> (guild id, channel id)
        self._playing_seats = StateCache(STATE_CACHE_TABLES)  # table id -> seats of a running game
        self._damage_logged: set[int] = set()
        self._turn_logs = StateCache(TURN_LOG_TABLES)  # table -> (version, lines of its turn message)
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
            raise Refused("There is no such table.")
        row = await self.store.get_table(table_id)
        if row is None:
            raise Refused("There is no such table.")
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
                    row, f"its seat rows are numbered {numbers} for {state.players} players")
        return seats

    def _check_log(self, row: TableRow, moves: list[MoveRow], players: int) -> None:
        """A move row of an unknown kind or of a seat the game does not have is damage."""
        for m in moves:
            if m.kind not in MOVE_KINDS or not 0 <= m.seat < players:
                raise self._damaged(row, f"move {m.n} is a {m.kind!r} of seat {m.seat}")

    async def check_place(self, table_id: int, *, guild_id: str | None, channel_id: str | None,
                          user_id: str) -> None:
        """Refuse a click on a table from another server or channel (a forged or moved button).

        Without a server (a direct message) only a player seated at the table may use it.
        """
        if guild_id is None:
            row = await self._table(table_id, damaged_ok=True)
            seats = await self.store.seats(table_id)
            if not self._has_seat(seats, user_id) and user_id != row.host_id:
                raise Refused(ELSEWHERE)
            return
        place = self._places.get(table_id)
        if place is None:
            row = await self._table(table_id, damaged_ok=True)
            place = (row.guild_id, row.channel_id)
            self._places.put(table_id, place)
        if place != (guild_id, channel_id):
            raise Refused(ELSEWHERE)

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

    def _extend_tail(self, table_id: int, old_version: int, new_version: int, move: MoveRow) -> None:
        tail = self._tails.get(table_id)
        if tail is None or tail.version != old_version:
            self._tails.pop(table_id, None)
            return
        rows = [*tail.rows, move]
        whole = tail.whole and len(rows) <= TAIL_ROWS
        self._tails.put(table_id, Tail(new_version, rows[-TAIL_ROWS:], whole))

    async def latest_table_in_channel(self, channel_id: str) -> TableRow:
        """The open table here, or else the most recent closed one (for /history)."""
        row = await self.store.latest_table_in_channel(channel_id)
        if row is None:
            raise Refused("No game has been played in this channel yet.")
        return row

    async def table_in_channel(self, channel_id: str) -> TableRow:
        row = await self.store.open_table_in_channel(channel_id)
        if row is None:
            raise Refused("There is no open table in this channel. Start one with /newgame.")
        return row

    def _game(self, row: TableRow) -> Game:
        try:
            return get_game(row.game)
        except GameError as exc:
            raise Refused(f"This table's game ({row.game}) is not available in this build.") from exc

    def _state(self, row: TableRow, game: Game) -> GameState:
        cached = self._states.get(row.id)  # keyed by version too: never stale
        if cached and cached[0] == row.version:
            return cached[1]
        if row.state is None:
            raise Refused("This table has not started yet.")
        try:
            state = game.load(row.state)
        except SavedGameError as exc:
            raise self._unloadable(row, exc) from exc
        self._states.put(row.id, (row.version, state))
        return state

    async def _loaded(self, row: TableRow, game: Game) -> GameState:
        """``_state`` with the loading (a few ms of JSON and engine objects) off the loop."""
        cached = self._states.get(row.id)
        if cached and cached[0] == row.version:
            return cached[1]
        if row.state is None:
            raise Refused("This table has not started yet.")
        try:
            state = await cpu.work(game.load, row.state)
        except SavedGameError as exc:
            raise self._unloadable(row, exc) from exc
        cached = self._states.get(row.id)
        if cached is None or cached[0] < row.version:  # a newer state may have come in meanwhile
            self._states.put(row.id, (row.version, state))
        return state

    def _unloadable(self, row: TableRow, exc: SavedGameError) -> Damaged:
        self._log_damage(dataclasses.replace(row, damaged=f"state: {exc}"))
        sentence = f"This saved game cannot be loaded: {exc}"
        return Damaged(sentence, sentence)

    @staticmethod
    def _players(seats: list[SeatRow]) -> tuple[Player, ...]:
        return tuple(Player(s.user_id, s.display_name, s.seat) for s in seats)

    @staticmethod
    def _names(seats: list[SeatRow]) -> list[str]:
        seated = sorted((s for s in seats if s.seat is not None), key=lambda s: s.seat)
        return [s.display_name for s in seated]

    @staticmethod
    def _seat_of(seats: list[SeatRow], user_id: str) -> int | None:
        for s in seats:
            if s.user_id == user_id:
                return s.seat
        return None

    @staticmethod
    def _has_seat(seats: list[SeatRow], user_id: str) -> bool:
        """Whether ``user_id`` sits at the table (in a lobby nobody has a seat number yet)."""
        return any(s.user_id == user_id for s in seats)

    @staticmethod
    def _by_seat(seats: list[SeatRow]) -> dict[int, SeatRow]:
        return {s.seat: s for s in seats if s.seat is not None}

    async def _seated(self, table_id: int, user_id: str) -> tuple[TableRow, list[SeatRow], int, Game, GameState]:
        """A running table and the caller's seat at it, or the refusal that says why not."""
        row = await self._table(table_id)
        if row.status != "playing":
            raise Refused("This game has not started yet." if row.status == "lobby" else
                          "This game is not running.")
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = self._playing_seats.get(table_id)  # seats never change once the game runs
        if seats is None:
            seats = await self._seats(row, state)
            self._playing_seats.put(table_id, seats)
        seat = self._seat_of(seats, user_id)
        if seat is None:
            raise Refused("You are not playing at this table.")
        return row, seats, seat, game, state

    # -- lobby --------------------------------------------------------------------
    async def new_table(
        self,
        *,
        guild_id: str,
        channel_id: str,
        user_id: str,
        name: str,
        game: str,
        options: dict[str, Any] | None = None,
        seat_order: str = "random",
        reminder_hours: float | None = None,
        seed: int | None = None,
    ) -> Update:
        try:
            g = get_game(game)
        except GameError as exc:
            raise Refused(str(exc)) from exc
        try:
            opts = g.options(options)
        except GameError as exc:
            raise Refused(str(exc)) from exc
        if seat_order not in ("random", "joined"):
            raise Refused("Seat order must be 'random' or 'joined'.")
        if reminder_hours is not None and reminder_hours < 0:
            raise Refused("The reminder interval cannot be negative (0 turns reminders off).")
        reminder = (
            self.default_reminder_seconds if reminder_hours is None else int(reminder_hours * 3600)
        )
        try:
            with storage_refusals():
                row = await self.store.create_table(
                    guild_id=guild_id, channel_id=channel_id, game=g.slug,
                    options=opts.model_dump(mode="json"), host_id=user_id, host_name=name,
                    seat_order=seat_order, seed=secrets.randbits(62) if seed is None else seed,
                    reminder_seconds=reminder, now=self.clock(),
                )
        except ChannelBusy:
            raise Refused(
                "This channel already has an open table. Finish or /abandon it, or start the game in a thread."
            ) from None
        return await self._lobby_update(row, f"{name} opened a table for {g.title}.")

    async def _lobby_update(self, row: TableRow, headline: str) -> Update:
        game = self._game(row)
        seats = await self.store.seats(row.id)
        listing = ", ".join(s.display_name for s in seats) or "nobody"
        return Update(
            table_id=row.id, version=row.version, game=row.game, title=game.title,
            status=row.status,
            headline=f"{headline} Seated ({len(seats)}/{game.max_players}): {listing}. "
            f"{game.min_players}-{game.max_players} players; /join to sit down, the host uses /start.",
            players=self._players(seats),
        )

    async def join(self, table_id: int, user_id: str, name: str) -> Update:
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused("This game has already started; you can watch it.")
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if any(s.user_id == user_id for s in seats):
                raise Refused("You are already seated at this table.")
            if len(seats) >= game.max_players:
                raise Refused(f"The table is full ({game.max_players} players).")
            try:  # checked again inside the database: another process may be seating someone
                with storage_refusals():
                    await self.store.add_seat(table_id, user_id, name, self.clock(),
                                              max_players=game.max_players)
            except AlreadySeated:
                raise Refused("You are already seated at this table.") from None
            except TableFull:
                raise Refused(f"The table is full ({game.max_players} players).") from None
            except NotInLobby:
                raise Refused("This game has already started; you can watch it.") from None
            return await self._lobby_update(row, f"{name} joined.")

    async def add_bot(self, table_id: int, user_id: str, level: str | None = None, *,
                      is_admin: bool = False) -> Update:
        """Seat an AI player in the lobby (the host, a seated player, or a server manager)."""
        level = aiseats.check_level(level)
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused("AI players are added in the lobby; once the game runs, "
                              "use /replace to hand a seat to an AI.")
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if user_id != row.host_id and not is_admin and not self._has_seat(seats, user_id):
                raise Refused("Only the host, a seated player or a server manager can add AI "
                              "players; /join the table first.")
            if len(seats) >= game.max_players:
                raise Refused(f"The table is full ({game.max_players} players).")
            number = aiseats.next_number([s.user_id for s in seats])
            name = aiseats.ai_name(number, level)
            try:
                with storage_refusals():
                    await self.store.add_seat(table_id, aiseats.ai_id(number, level), name, self.clock(),
                                              max_players=game.max_players)
            except (AlreadySeated, LobbyChanged):
                raise Refused("Someone else just added an AI player; try again.") from None
            except TableFull:
                raise Refused(f"The table is full ({game.max_players} players).") from None
            except NotInLobby:
                raise Refused("This game has already started.") from None
            return await self._lobby_update(row, f"{name} joined.")

    async def leave(self, table_id: int, user_id: str) -> Update:
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status == "playing":
                raise Refused("The game is running. Instead of leaving, ask the host to hand your seat "
                              "to someone else or to an AI (/replace old:@you bot:normal), so the "
                              "others can finish; /resign ends the game for everyone.")
            if row.status != "lobby":
                raise Refused("This table is closed.")
            seats = await self.store.seats(table_id)
            me = next((s for s in seats if s.user_id == user_id), None)
            if me is None:
                raise Refused("You are not seated at this table.")
            try:  # one transaction: the seat, the host and the closing of an empty lobby
                with storage_refusals():
                    rest, host = await self.store.leave_lobby(table_id, user_id, self.clock())
            except NotInLobby:
                raise Refused("This game has already started: use /resign to leave it.") from None
            except LookupError:
                raise Refused("You are not seated at this table.") from None
            was_host = row.host_id == user_id
            row = await self._table(table_id)
            if not rest:
                return await self._lobby_update(row, f"{me.display_name} left; the table is closed.")
            if was_host:
                new_host = next((x.display_name for x in seats if x.user_id == host), "someone")
                return await self._lobby_update(row, f"{me.display_name} left; {new_host} is the host now.")
            return await self._lobby_update(row, f"{me.display_name} left.")

    async def start(self, table_id: int, user_id: str, *, is_admin: bool = False) -> Update:
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused("This game has already started.")
            if user_id != row.host_id and not is_admin:
                raise Refused("Only the host (or a server manager) can start the game.")
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if not game.min_players <= len(seats) <= game.max_players:
                raise Refused(
                    f"{game.title} needs {game.min_players}-{game.max_players} players; "
                    f"{len(seats)} seated."
                )
            if all(aiseats.is_ai(s.user_id) for s in seats):
                raise Refused("A table needs at least one human player.")
            order = [s.user_id for s in seats]  # already in joining order
            if row.seat_order == "random":
                random.Random(row.seed ^ 0x5EA7).shuffle(order)
            state = game.setup(len(order), row.seed, game.options(row.options))
            try:
                with storage_refusals():
                    await self.store.start_table(table_id, order, game.dump(state), now=self.clock())
            except LobbyChanged:
                raise Refused("Someone joined or left while the game was starting; "
                              "nothing was started. Try /start again.") from None
            except (StaleVersion, NotInLobby):
                raise Refused("This game has already started.") from None
            async with self._shown("The game has started"):
                row = await self._table(table_id)
                self._states.put(table_id, (row.version, state))
                seats = await self.store.seats(table_id)
                names = self._names(seats)
                state, version, ai_events, away = await self._ai_turns(row, game, state, seats)
                if version != row.version:
                    row = await self._table(table_id)
                return await self._play_update(
                    row, game, state, seats, events=[],
                    headline=f"The game begins! Seat order: {', '.join(names)}.", previous_to_move=(),
                    away=away, ai_events=ai_events,
                )

    # -- play ---------------------------------------------------------------------
    async def act(self, table_id: int, user_id: str, version: int, choice_id: str) -> Update:
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id)
            decision = game.decision(state)
            if version != row.version and not await self._still_pending(row, decision, seat, version):
                raise Refused("This board is out of date: that choice was already made. "
                              "Use the newest board (/board).")
            if decision is None:
                raise Refused("The game is over.")
            if seat not in decision.seats:
                raise Refused("It is not your turn.")
            try:  # engines are pure and apply() copies the state: off the loop (5-20 ms with its checks)
                step = await cpu.work(steps.apply_step, game, state, decision, seat, choice_id, self._names(seats))
            except IllegalChoice as exc:
                raise Refused(str(exc)) from None
            return await self._commit(row, game, seats, seat, choice_id, decision, step, before=state)

    async def _still_pending(self, row: TableRow, decision: Decision | None, seat: int, version: int) -> bool:
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

    async def _commit(
        self,
        row: TableRow,
        game: Game,
        seats: list[SeatRow],
        seat: int,
        choice_id: str | None,
        decision: Decision,
        step: steps.Step,
        kind: str = "move",
        before: GameState | None = None,
    ) -> Update:
        new, events, result = step.state, step.events, step.result
        barrier, logged = step.barrier, step.logged
        # a player's own step (a choice, an undo) restarts the table's waiting clock, as a new
        # mover does: the idle clock and the reminders count from the player's last step
        waiting_changed = True
        now = self.clock()
        try:
            with storage_refusals():
                version = await self.store.commit_move(
                    row.id, row.version, kind=kind, seat=seat, choice=choice_id, turn=decision.turn,
                    barrier=barrier, events=logged,
                    state=step.dumped, status="finished" if result else "playing",
                    result=_result_json(result) if result else None,
                    waiting_changed=waiting_changed, now=now,
                )
        except StaleVersion:
            raise Refused("This board is out of date: someone moved first. Use the newest board.") from None
        self._states.put(row.id, (version, new))
        self._extend_tail(row.id, row.version, version,
                          MoveRow(0, kind, seat, choice_id, decision.turn, barrier, logged, now))
        away: tuple[str, ...] = ()
        ai_events: list[Event] = []
        async with self._shown("Your move was recorded"):
            events = list(events)
            forced_version = version
            if kind == "move" and result is None:
                new, forced_version, more = await self._take_forced_moves(
                    row.id, version, game, new, self._names(seats))
                events += more
                if result is None and game.result(new) is None:
                    new, forced_version, ai_events, away = await self._ai_turns(
                        dataclasses.replace(row, version=forced_version), game, new, seats)
            if forced_version != version:  # forced moves were stored too: read the row back
                row = await self._table(row.id)
            else:
                row = dataclasses.replace(  # what commit_move just stored: no second read
                    row, version=version, status="finished" if result else "playing", updated_at=now,
                    result=_result_json(result) if result else row.result,
                    waiting_since=now if waiting_changed else row.waiting_since,
                    last_reminded_at=None if waiting_changed else row.last_reminded_at,
                )
            by_seat = self._by_seat(seats)
            prev = tuple(by_seat[s].user_id for s in decision.seats)
            return await self._play_update(row, game, new, seats, events, headline="",
                                           previous_to_move=prev, before=before, away=away,
                                           ai_events=ai_events)

    @contextlib.asynccontextmanager
    async def _shown(self, what: str):
        """After a commit: a failure to build the board must not read as "nothing changed"."""
        try:
            yield
        except Recorded:
            raise
        except Exception as exc:
            log.exception("showing a table after a commit failed")
            reason = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else type(exc).__name__
            raise Recorded(f"{what}, but the board could not be shown: {reason}. "
                           "Use /board to see it.") from exc

    async def _take_forced_moves(self, table_id: int, version: int, game: Game, state: GameState,
                                 names: list[str]) -> tuple[GameState, int, list[Event]]:
        """Play every decision with exactly one legal answer (one seat), each stored as a
        normal move (so a replay is exact) and marked ``auto`` for undo."""
        events: list[Event] = []
        for _ in range(FORCED_MOVES_CAP):
            forced = await cpu.work(steps.forced_step, game, state, names)
            if forced is None:
                break
            decision, seat, choice_id, step = forced
            version = await self._store_step(table_id, version, decision, seat, choice_id, step)
            state = step.state
            events += step.events
            if step.result is not None:
                break
        else:
            log.error("table %s: %d forced moves in a row; stopped", table_id, FORCED_MOVES_CAP)
        return state, version, events

    async def _ai_turns(self, row: TableRow, game: Game, state: GameState, seats: list[SeatRow],
                        stand_ins: dict[int, int] | None = None,
                        ) -> tuple[GameState, int, list[Event], tuple[str, ...]]:
        """Let the AI seats move while the decision is theirs (called under the table's lock).

        Each move is chosen off the loop with the seed ``aiseats.ai_seed`` (the table's AI
        secret and version: the same after a restart, never the game's seed), applied and
        stored like a human's, followed by any forced moves. A chooser that fails is logged
        and the seat plays ``aiseats.fallback_choice``, so the game goes on. Stops when a human must decide or the game ends. ``stand_ins``
        (seat -> turn): human seats the AI plays for while that turn lasts (the idle
        clock). Returns the state, the version, every event and the "while you were
        away" lines.
        """
        by_seat = self._by_seat(seats)
        ai_seats = {s for s, r in by_seat.items() if aiseats.is_ai(r.user_id)}
        stand_ins = stand_ins or {}
        names = self._names(seats)
        version = row.version
        events: list[Event] = []
        runs: list[tuple[int, list[str]]] = []  # (seat, its public lines), one per run of moves
        if not ai_seats and not stand_ins:
            return state, version, events, ()
        for _ in range(AI_MOVES_CAP):
            decision = game.decision(state)
            movers = [s for s in decision.seats
                      if s in ai_seats or stand_ins.get(s) == decision.turn] if decision else []
            if not movers or game.result(state) is not None:
                break
            seat = movers[0]
            level = aiseats.level_of(by_seat[seat].user_id) if seat in ai_seats else aiseats.IDLE_LEVEL
            seed = aiseats.ai_seed(row.ai_secret, version)
            try:
                choice_id = await self._ai()(row.game, game.dump(state), seat, level, seed)
            except Exception:  # noqa: BLE001 - logged; a legal fallback keeps the game going
                log.exception("table %s: the AI of seat %s could not choose; it plays a fallback "
                              "move", row.id, seat)
                choice_id = aiseats.fallback_choice(game, state, seat, seed)
            try:
                applied = await cpu.work(steps.apply_step, game, state, decision, seat, choice_id, names)
            except IllegalChoice:
                log.error("table %s: the AI chose an illegal %r for seat %s; stopped", row.id, choice_id, seat)
                break
            step = applied.events
            try:
                version = await self._store_step(row.id, version, decision, seat, choice_id,
                                                 applied)
            except StaleVersion as exc:
                if version == row.version:  # nothing of this pass was stored
                    raise MovedFirst(row.id) from exc
                raise
            state = applied.state
            more: list[Event] = []
            if game.result(state) is None:
                state, version, more = await self._take_forced_moves(row.id, version, game, state, names)
            lines = [name_seats(e.text, names) for e in [*step, *more] if e.public]
            if runs and runs[-1][0] == seat:
                runs[-1][1].extend(lines)
            else:
                runs.append((seat, lines))
            events += step + more
        else:
            log.error("table %s: %d AI moves in a row; stopped", row.id, AI_MOVES_CAP)
        return state, version, events, tuple(away_line(names[s], lines) for s, lines in runs)

    async def _store_step(self, table_id: int, version: int, decision: Decision, seat: int,
                          choice_id: str, step: steps.Step) -> int:
        """Store one move the service made (forced or an AI's) like a human's; the new version."""
        now = self.clock()
        old = version
        with storage_refusals():
            version = await self.store.commit_move(
                table_id, version, kind="move", seat=seat, choice=choice_id, turn=decision.turn,
                barrier=step.barrier, events=step.logged, state=step.dumped,
                status="finished" if step.result else "playing",
                result=_result_json(step.result) if step.result else None,
                waiting_changed=step.waiting_changed, now=now,
            )
        self._extend_tail(table_id, old, version,
                          MoveRow(0, "move", seat, choice_id, decision.turn, step.barrier, step.logged, now))
        self._states.put(table_id, (version, step.state))
        return version

    async def _play_update(
        self,
        row: TableRow,
        game: Game,
        state: GameState,
        seats: list[SeatRow],
        events: list[Event],
        headline: str,
        previous_to_move: tuple[str, ...],
        before: GameState | None = None,
        away: tuple[str, ...] = (),
        ai_events: list[Event] | tuple[Event, ...] = (),
        picture: str | None = None,
    ) -> Update:
        """``picture``: the kind drawn ("board" or "phone"), default this service's."""
        names = self._names(seats)
        by_seat = self._by_seat(seats)
        parts = await cpu.work(steps.turn_parts, row.game, row.status, game, state, names, before, self.render)
        decision = parts.decision
        public = tuple(name_seats(e.text, names) for e in events if e.public)
        private: dict[str, list[str]] = {}
        for e in [*events, *ai_events]:
            for s in e.visible_to or ():
                if not aiseats.is_ai(by_seat[s].user_id):  # an AI seat reads nothing
                    private.setdefault(by_seat[s].user_id, []).append(name_seats(e.text, names))
        to_move = tuple(Player(by_seat[s].user_id, by_seat[s].display_name, s) for s in decision.seats) \
            if decision else ()
        if away:  # the AI seats moved since: the next human gets a new message and a ping
            previous_to_move = ()
        mention = tuple(p.user_id for p in to_move
                        if p.user_id not in previous_to_move and not aiseats.is_ai(p.user_id))
        prompt, choices, choices_private = parts.prompt, parts.choices, parts.choices_private
        result, scoreboard = parts.result, parts.scoreboard
        turn_line = _whose_turn(to_move, prompt) if decision and not result else ""
        if not headline:
            if result:
                winners = " and ".join(names[w] for w in result.winners)
                headline = f"Game over: {winners} win{'s' if len(result.winners) == 1 else ''}!"
            elif decision:
                headline = turn_line
        elif turn_line:
            headline = f"{headline} {turn_line}"
        new_message = bool(mention) or decision is None or not previous_to_move \
            or not {p.user_id for p in to_move} <= set(previous_to_move) or row.status != "playing"
        turn_events = self._turn_log(row.id, row.version, public, new_message)
        context = PhoneContext(tuple(decision.seats) if decision else (), prompt,
                               () if choices_private else choices, turn_events)
        ai_public = tuple(name_seats(e.text, names) for e in ai_events if e.public)
        last = (public + ai_public)[-1] if public or ai_public else ""
        public += ai_public
        image = await cpu.slow(steps.picture, picture or self.picture, row.game, game.title, parts.view, names,
                               last, parts.previous, context) if self.render else None
        undo_for = await self._undo_candidates(row, game, state, seats) if decision else ()
        return Update(
            table_id=row.id, version=row.version, game=row.game, title=game.title, status=row.status,
            headline=headline, events=public, image=image, players=self._players(seats),
            to_move=to_move, mention=mention, choices=choices, prompt=prompt,
            simultaneous=parts.simultaneous, private={k: tuple(v) for k, v in private.items()},
            scoreboard=scoreboard, waiting_since=row.waiting_since, undo_allowed_for=undo_for,
            new_message=new_message, turn_events=turn_events, choices_private=choices_private,
            away=away,
        )

    def _turn_log(self, table_id: int, version: int, lines: tuple[str, ...], new_message: bool,
                  keep: int = 30) -> tuple[str, ...]:
        """The public lines of the current turn message: this move's lines, after the
        earlier lines of the same message when that message is edited in place. Kept
        in memory only (after a restart the message shows the newest lines)."""
        earlier: tuple[str, ...] = ()
        if not new_message:
            known = self._turn_logs.get(table_id)
            if known is not None and known[0] < version:
                earlier = known[1]
        out = (earlier + lines)[-keep:]
        self._turn_logs.put(table_id, (version, out))
        return out

    async def board(self, table_id: int, picture: str | None = None, *,
                    ping: bool = False) -> Update:
        """The table now (a repost pings nobody; with ``ping``, for a board nobody has seen,
        the players to move), its picture of the ``picture`` kind ("board" or "phone";
        default this service's)."""
        row = await self._table(table_id)
        if row.status == "lobby":
            return await self._lobby_update(row, "Waiting for players.")
        if row.status == "abandoned":
            game = self._game(row)
            return Update(row.id, row.version, row.game, game.title, row.status, "This table was abandoned.")
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        if row.status == "finished" and row.result and row.result.get("resigned") is not None:
            return await self._resigned_update(row, game, state, seats, picture)
        # who is not pinged
        previous = () if ping else tuple(p.user_id for p in self._players(seats))
        known = self._turn_logs.get(table_id)
        lines = known[1] if known is not None and known[0] == row.version else ()
        update = await self._play_update(row, game, state, seats, [], "", previous, picture=picture)
        self._turn_logs.put(table_id, (row.version, lines))
        return replace(update, new_message=True, turn_events=lines)

    async def choices_for(self, table_id: int, user_id: str, version: int | None = None,
                          picture: bool = False) -> HandView:
        """The clicking player's own choices (simultaneous decisions are made privately),
        with ``picture`` their private picture (the hand those choices name).

        ``version`` is the one the clicked button was drawn at: it stands while this seat's
        decision is unchanged (other seats answering a simultaneous decision move the
        table's version on without touching it)."""
        row, seats, seat, game, state = await self._seated(table_id, user_id)
        decision = game.decision(state)
        if version is not None and version != row.version \
                and not await self._still_pending(row, decision, seat, version):
            raise Refused("This board is out of date: the game has moved on.")
        if decision is None or seat not in decision.seats:
            raise Refused("It is not your turn.")
        names = self._names(seats)
        choices = await cpu.work(steps.named_choices, game, state, seat, names)
        if not choices:
            raise Refused("You have already made your choice; waiting for the others.")
        undo = user_id in await self._undo_candidates(row, game, state, seats)
        image = None
        if picture and self.render:
            image = await cpu.slow(steps.hand_picture, game, state, seat, names)
        return HandView(name_seats(decision.prompt, names), image, choices, row.version, undo)

    async def full_board(self, table_id: int) -> bytes | None:
        """The whole public board picture now (the per-move picture may be the phone one)."""
        row = await self._table(table_id)
        if row.status == "lobby":
            raise Refused("The game has not started yet.")
        if not self.render:
            return None
        game = self._game(row)
        state = await self._loaded(row, game)
        names = self._names(await self._seats(row, state))

        return await cpu.slow(steps.state_picture, "board", row.game, game, state, names, "")

    async def hand(self, table_id: int, user_id: str, image_wanted: bool = True) -> HandView:
        """A seat's private view (hand, screen), shown only to that user."""
        row = await self._table(table_id)
        if row.status == "lobby":
            raise Refused("The game has not started yet.")
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        seat = self._seat_of(seats, user_id)
        if seat is None:
            raise Refused("You are not playing at this table.")
        names = self._names(seats)
        mine, secret, lines, choices = await cpu.work(steps.hand_parts, game, state, seat, names)
        last_moves = getattr(self.store, "last_moves", None)
        log = list(await last_moves(table_id, 20)) if last_moves is not None else await self.store.moves(table_id)
        notes = [name_seats(e["text"], names) for m in log[-20:] for e in m.events
                 if e.get("visible_to") and seat in e["visible_to"] and e.get("text")]
        if notes:
            lines.append("Recent private notes: " + " | ".join(notes[-5:]))
        text = "\n".join(lines) or "You hold no hidden information in this game right now."
        image = None
        if self.render and image_wanted:
            image = await cpu.slow(hand_png, row.game, game.title, mine, secret, names, seat)
        return HandView(text, image, choices, row.version)

    # -- undo, resign, abandon ----------------------------------------------------
    async def _undo_candidates(self, row: TableRow, game: Game, state: GameState,
                               seats: list[SeatRow]) -> tuple[str, ...]:
        decision = game.decision(state)
        if decision is None:
            return ()
        tail = await self._tail(row)
        rows = tail.rows
        standing = effective_moves(rows)
        if not tail.whole and _trailing_forced(standing) >= len(standing):
            rows = await self.store.moves(row.id)  # the tail cannot tell: read the log this once
        last = _last_undoable(rows, decision)
        if last is None:
            return ()
        return tuple(s.user_id for s in seats if s.seat == last.seat)

    async def undo(self, table_id: int, user_id: str, version: int | None = None) -> Update:
        """Take back your own last choice within your current turn (BGA's policy).

        ``version``, when given (a Back button), must be the current one, so a double
        click on Back takes back one choice, not two.
        """
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id)
            if version is not None and version != row.version:
                raise Refused("This board is out of date: use the newest board (/board).")
            decision = game.decision(state)
            moves = effective_moves(await self.store.moves(table_id))
            if not moves:
                raise Refused("There is nothing to undo.")
            forced = _trailing_forced(moves)
            if forced == len(moves):
                raise Refused("Every move so far was forced; there is nothing to undo.")
            last = moves[-1 - forced]  # the player's own choice, before the forced steps it caused
            if last.seat != seat or decision is None or seat not in decision.seats:
                raise Refused("You can only undo your own choices during your turn.")
            taken = moves[len(moves) - 1 - forced:]
            if any(m.barrier for m in taken):
                raise Refused("That move revealed hidden information or drew at random; it cannot be undone.")
            if any(m.seat != seat for m in taken):
                raise Refused("Another player's forced step followed your choice; it cannot be undone.")
            if last.turn != decision.turn:
                raise Refused("Your previous turn is over; it cannot be undone.")
            names = self._names(seats)
            options = game.options(row.options)
            kept = [(m.seat, m.choice) for m in moves[:len(moves) - len(taken)]]

            states = await cpu.slow(steps.undo_states, game, len(names), row.seed, options, kept,
                                    [(m.seat, m.choice) for m in taken])
            # the forced steps go back first, one undo row each, so the log and the stored
            # state agree after every row
            version = row.version
            for m, earlier in zip(reversed(taken[1:]), reversed(states[1:]), strict=True):
                with storage_refusals():
                    version = await self.store.commit_move(
                        table_id, version, kind="undo", seat=seat, choice=None, turn=m.turn, barrier=False,
                        events=[], state=game.dump(earlier), waiting_changed=False, now=self.clock())
            if len(taken) > 1:
                self._tails.pop(table_id, None)
                row = await self._table(table_id)
            step = await cpu.work(steps.undo_step, game, states[0], decision, seat, last.choice, names)
            return await self._commit(row, game, seats, seat, None, decision, step, kind="undo")

    async def resign(self, table_id: int, user_id: str) -> Update:
        """End the game for everyone: the resigning player ranks last, the others by score."""
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id)
            names = self._names(seats)
            scores = list(game.view(state, None).get("scores") or [0] * len(names))
            others = sorted((s for s in range(len(names)) if s != seat), key=lambda s: (-scores[s], s))
            best = scores[others[0]] if others else None
            winners = [s for s in others if scores[s] == best]
            result = {
                "totals": {str(s): scores[s] for s in range(len(names))},
                "ranking": others + [seat],
                "winners": winners,
                "resigned": seat,
                "breakdown": {},
                "tiebreak": "",
            }
            decision = game.decision(state)
            try:
                with storage_refusals():
                    await self.store.commit_move(
                        table_id, row.version, kind="resign", seat=seat, choice=None,
                        turn=decision.turn if decision else 0, barrier=True,
                        events=[{"text": f"{{p{seat}}} resigns.", "seat": seat}], state=game.dump(state),
                        status="finished", result=result, now=self.clock(),
                    )
            except StaleVersion:
                raise Refused("This game has just ended or moved on; nothing was changed.") from None
            async with self._shown("Your resignation was recorded"):
                row = await self._table(table_id)
                self._states.put(table_id, (row.version, state))
                return await self._resigned_update(row, game, state, seats)

    async def replace(self, table_id: int, user_id: str, old_user: str, *, new_user: str | None = None,
                      new_name: str | None = None, level: str | None = None,
                      is_admin: bool = False) -> Update:
        """Hand a seat to another member (``new_user``) or to an AI (``level``), at any time
        before the game ends (the host or a server manager). The seat keeps its place, the
        game and its log; the new holder sees the seat's private view, the old one no longer."""
        if (new_user is None) == (level is None):
            raise Refused("Name either the new player or an AI level, not both.")
        if level is not None:
            level = aiseats.check_level(level)
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status not in ("lobby", "playing"):
                raise Refused("This table is closed.")
            if user_id != row.host_id and not is_admin:
                raise Refused("Only the host or a server manager can replace a player.")
            seats = await self.store.seats(table_id)
            old = next((s for s in seats if s.user_id == old_user), None)
            if old is None:
                raise Refused("That member has no seat at this table.")
            if new_user is not None:
                if aiseats.is_ai(new_user):
                    raise Refused("Name a member, or give an AI level to seat an AI.")
                if any(s.user_id == new_user for s in seats):
                    raise Refused("That member already has a seat at this table.")
                holder, name = new_user, (new_name or "someone").strip() or "someone"
            else:
                number = aiseats.next_number([s.user_id for s in seats])
                holder, name = aiseats.ai_id(number, level), aiseats.ai_name(number, level)
            humans = [s.user_id for s in seats if not aiseats.is_ai(s.user_id) and s.user_id != old_user]
            if aiseats.is_ai(holder) and not humans:
                raise Refused("A table needs at least one human player: replace this player with a "
                              "member, or /resign or /abandon the game.")
            new_host = None
            if row.host_id == old_user:
                new_host = holder if not aiseats.is_ai(holder) else humans[0]
            try:
                with storage_refusals():
                    await self.store.replace_seat(table_id, old_user, holder, name, new_host)
            except AlreadySeated:
                raise Refused("That member already has a seat at this table.") from None
            except LookupError:
                raise Refused("That member has no seat at this table.") from None
            except NotInLobby:
                raise Refused("This table is closed.") from None
            self._playing_seats.pop(table_id, None)
            headline = f"{old.display_name}'s seat is now played by {name}."
            row = await self._table(table_id)
            if row.status == "lobby":
                return await self._lobby_update(row, headline)
            async with self._shown("The seat was handed over"):
                return await self._run_ai_and_show(row, headline)

    async def _run_ai_and_show(self, row: TableRow, headline: str) -> Update:
        """Under the table's lock: let waiting AI seats move, then the table's update."""
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        state, version, ai_events, away = await self._ai_turns(row, game, state, seats)
        if version != row.version:
            row = await self._table(row.id)
        return await self._play_update(row, game, state, seats, [], headline,
                                       previous_to_move=(), away=away, ai_events=ai_events)

    async def resume_ai(self) -> list[tuple[str, Update]]:
        """After a restart (the reminder/repair pass): every running table whose decision
        waits for an AI seat gets its AI moves now. The moves are stored with the version
        checked and chosen from the table's AI secret and version, so an AI turn interrupted by
        a restart is made exactly once. Returns (channel id, update) to post."""
        return await self._each_playing(await self.store.open_tables(), self.resume_table,
                                        "AI seats could not move")

    async def resume_table(self, table_id: int) -> Update | None:
        """Let one table's waiting AI seats move; None when no AI seat is to move."""
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "playing":
                return None
            game = self._game(row)
            state = await self._loaded(row, game)
            decision = game.decision(state)
            seats = await self._seats(row, state)
            ai = {s.seat for s in seats if aiseats.is_ai(s.user_id)}
            if decision is None or not ai & set(decision.seats):
                return None
            return await self._run_ai_and_show(row, "")

    async def _resigned_update(self, row: TableRow, game: Game, state: GameState,
                               seats: list[SeatRow], picture: str | None = None) -> Update:
        names = self._names(seats)
        res = row.result or {}
        seat = res["resigned"]
        winners = res.get("winners") or []
        text = f"{names[seat]} resigned."
        if winners:
            text += " " + " and ".join(names[w] for w in winners) + (" wins." if len(winners) == 1 else " win.")
        lines = ["Final standing (resignation):"] + [
            f"{i + 1}. {names[s]}: {res['totals'][str(s)]} VP" for i, s in enumerate(res["ranking"])
        ]
        image = None
        if self.render:
            image = await cpu.slow(steps.state_picture, picture or self.picture, row.game, game, state, names, text)
        return Update(row.id, row.version, row.game, game.title, "finished", text, (text,), image,
                      self._players(seats), scoreboard="\n".join(lines))

    async def abandon(self, table_id: int, user_id: str, *, is_admin: bool = False) -> Update:
        async with self._lock(table_id):
            row = await self._table(table_id, damaged_ok=True)  # a damaged table can still be closed
            if row.status not in ("lobby", "playing"):
                raise Refused("This table is already closed.")
            if user_id != row.host_id and not is_admin:
                raise Refused("Only the host or a server manager can abandon a table.")
            with storage_refusals():
                await self.store.set_status(table_id, "abandoned", now=self.clock())
            self._forget(table_id)
            title = self._title(row)
            return Update(row.id, row.version + 1, row.game, title, "abandoned",
                          f"The {title} table was abandoned. No result is recorded.")

    def _forget(self, table_id: int) -> None:
        self._states.pop(table_id, None)
        self._tails.pop(table_id, None)
        self._playing_seats.pop(table_id, None)

    @staticmethod
    def _title(row: TableRow) -> str:
        try:
            return get_game(row.game).title
        except GameError:
            return row.game

    async def close_tables(self, *, reason: str, guild_id: str | None = None,
                           channel_id: str | None = None) -> list[int]:
        """Close the open tables of a server or a channel that is gone (nothing is deleted).

        Each becomes 'abandoned' with ``{"closed": reason}`` as its result, so reminders
        stop and the record says why. Returns the closed table ids.
        """
        if guild_id is not None:
            rows = await self.store.tables_in_guild(guild_id)
        else:
            rows = [r for r in await self.store.open_tables() if r.channel_id == channel_id]
        closed = []
        for candidate in rows:
            async with self._lock(candidate.id):
                row = await self.store.get_table(candidate.id)
                if row is None or row.status not in ("lobby", "playing"):
                    continue
                result = {"closed": reason} if row.result is None and not row.damaged else None
                await self.store.set_status(row.id, "abandoned", result=result, now=self.clock())
                self._forget(row.id)
                closed.append(row.id)
                log.info("closed table %s: %s", row.id, reason)
        return closed

    async def set_reminder(self, table_id: int, user_id: str, hours: float, *, is_admin: bool = False) -> str:
        row = await self._table(table_id)
        if user_id != row.host_id and not is_admin:
            raise Refused("Only the host or a server manager can change reminders.")
        if not 0 <= hours <= 24 * 365:
            raise Refused("The reminder interval must be between 0 (off) and 8760 hours.")
        with storage_refusals():
            await self.store.set_reminder(table_id, int(hours * 3600))
        return "Reminders are off." if hours == 0 else f"Idle players are reminded every {hours:g} h."

    async def set_idle_clock(self, table_id: int, user_id: str, hours: float, *, is_admin: bool = False) -> str:
        """The idle clock (BGA's "zombie"): after ``hours`` without a move, the AI plays the
        idle seats' turn for them; the seat stays theirs. 0 turns it off."""
        row = await self._table(table_id)
        if user_id != row.host_id and not is_admin:
            raise Refused("Only the host or a server manager can set the idle clock.")
        if row.status not in ("lobby", "playing"):
            raise Refused("This table is closed.")
        if not 0 <= hours <= 24 * 365:
            raise Refused("The idle clock must be between 0 (off) and 8760 hours.")
        with storage_refusals():
            await self.store.set_idle_clock(table_id, round(hours * 3600))
        if hours == 0:
            return "The idle clock is off: the table waits for every player."
        return (f"Idle clock set: a player who has not moved for {hours:g} h has that turn played "
                f"by the AI ({aiseats.IDLE_LEVEL}); the seat stays theirs and they play on with their next move.")

    async def idle_turns(self) -> list[tuple[str, Update]]:
        """One pass of the idle clock over this process's tables: each table whose movers
        waited past its clock gets their turn played by the AI. Returns (channel id,
        update) to post; a broken table is logged and skipped."""
        return await self._each_playing(await self.store.due_idle_turns(self.clock()), self.play_idle_turn,
                                        "the idle turn could not be played")

    @staticmethod
    async def _each_playing(rows: list[TableRow], play: Callable[[int], Awaitable[Update | None]],
                            failure: str) -> list[tuple[str, Update]]:
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

    async def play_idle_turn(self, table_id: int) -> Update | None:
        """Under the table's lock: if its movers still wait past the idle clock, the AI
        plays their current turn (then any AI seats move), stored like any move. None
        when nothing is due any more (someone moved meanwhile)."""
        async with self._lock(table_id):
            row = await self._table(table_id)
            now = self.clock()
            if row.status != "playing" or not row.idle_ai_seconds or row.waiting_since is None \
                    or now - row.waiting_since < row.idle_ai_seconds:
                return None
            game = self._game(row)
            state = self._state(row, game)
            decision = game.decision(state)
            seats = await self._seats(row, state)
            by_seat = self._by_seat(seats)
            idle = {s: decision.turn for s in decision.seats
                    if not aiseats.is_ai(by_seat[s].user_id)} if decision else {}
            if not idle:
                return None
            names = self._names(seats)
            waited = _duration(now - row.waiting_since)
            async with self._shown("The idle turn was played"):
                try:
                    state, version, ai_events, away = await self._ai_turns(row, game, state, seats,
                                                                           stand_ins=idle)
                except MovedFirst:
                    now_row = await self.store.get_table(table_id)
                    log.info("table %s: the idle turn was not played; someone moved first "
                             "(version %s -> %s)", table_id, row.version,
                             now_row.version if now_row else "gone")
                    return None
                if version == row.version:
                    return None
                row = await self._table(table_id)
                who = " and ".join(names[s] for s in sorted(idle))
                headline = (f"{who} had not moved for {waited}, so the AI played that turn "
                            "(the idle clock). The seat stays theirs.")
                return await self._play_update(row, game, state, seats, [], headline,
                                               previous_to_move=(), away=away, ai_events=ai_events)

    # -- reading ------------------------------------------------------------------
    async def games_in_guild(self, guild_id: str) -> list[TableSummary]:
        """Each open table's summary; a damaged one is listed as damaged, never breaks the list."""
        out = []
        for row in await self.store.tables_in_guild(guild_id):
            try:
                out.append(await self._summary(row))
            except Exception as exc:  # one bad row (JSON, state, engine) disables only itself
                self._log_damage(dataclasses.replace(row, damaged=row.damaged or str(exc) or type(exc).__name__))
                out.append(TableSummary(row.id, row.channel_id, row.game, self._title(row), row.status,
                                        (), (), None, damaged=True))
        return out

    async def _summary(self, row: TableRow) -> TableSummary:
        if row.damaged:
            raise Damaged()
        game = self._game(row)
        state = await self._loaded(row, game) if row.status == "playing" else None
        seats = await self._seats(row, state)
        to_move: tuple[Player, ...] = ()
        if state is not None:
            decision = game.decision(state)
            by_seat = self._by_seat(seats)
            if decision:
                to_move = tuple(Player(by_seat[s].user_id, by_seat[s].display_name, s) for s in decision.seats)
        return TableSummary(row.id, row.channel_id, row.game, game.title, row.status,
                            self._players(seats), to_move, row.waiting_since)

    async def history(self, table_id: int, upto: int | None = None) -> tuple[list[LogEntry], bytes | None]:
        """The game record (standing moves, numbered), and the board after move ``upto``."""
        row = await self._table(table_id)
        if row.status == "lobby":
            raise Refused("The game has not started yet.")
        game = self._game(row)
        state = await self._loaded(row, game) if row.state is not None else None
        seats = await self._seats(row, state)
        names = self._names(seats)
        log_rows = await self.store.moves(table_id)
        self._check_log(row, log_rows, len(names))
        moves = effective_moves(log_rows)
        entries = [
            LogEntry(i + 1, m.seat, names[m.seat], m.choice or "",
                     tuple(name_seats(e["text"], names) for e in m.events
                           if not e.get("visible_to") and e.get("text")) or ("made a choice.",))
            for i, m in enumerate(moves)
        ]
        image = None
        if upto is not None:
            if not 0 <= upto <= len(moves):
                raise Refused(f"Move {upto} does not exist; this game has {len(moves)} moves.")
            state = await cpu.slow(game.replay, len(names), row.seed, game.options(row.options),
                                   [(m.seat, m.choice) for m in moves[:upto]])
            last = entries[upto - 1].lines[-1] if upto and entries[upto - 1].lines else ""
            if self.render:
                image = await cpu.slow(steps.state_picture, self.picture, row.game, game, state, names,
                                       f"after move {upto}: {last}")
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
        return await cpu.slow(game.replay, len(self._names(seats)), row.seed,
                              game.options(row.options), [(m.seat, m.choice) for m in moves])

    async def due_reminders(self) -> list[Reminder]:
        """Tables whose players have waited past the table's interval; marks them reminded."""
        now = self.clock()
        out = []
        for row in await self.store.due_reminders(now):
            try:
                summary = await self._summary(row)
            except Exception as exc:  # a damaged table: skipped (logged once), the others go on
                self._log_damage(dataclasses.replace(row, damaged=row.damaged or str(exc) or type(exc).__name__))
                continue
            humans = tuple(p for p in summary.to_move if not aiseats.is_ai(p.user_id))  # never ping an AI
            if humans:
                out.append(Reminder(row.id, row.channel_id, summary.title, humans,
                                    row.waiting_since or now))
            await self.store.mark_reminded(row.id, now)
        return out

    @staticmethod
    def game_slugs() -> list[tuple[str, str]]:
        return [(slug, g.title) for slug, g in registry().items()]


# -- pure helpers ---------------------------------------------------------------------
def _is_forced(move: MoveRow) -> bool:
    return any(e.get("auto") for e in move.events)


def _trailing_forced(moves: list[MoveRow]) -> int:
    """How many of the last standing moves the service took on its own."""
    n = 0
    while n < len(moves) and _is_forced(moves[-1 - n]):
        n += 1
    return n


def _last_undoable(log: list[MoveRow], decision: Decision | None) -> MoveRow | None:
    """The player's own last choice that an undo would take back (with the forced steps
    after it), or None when undo is not possible now."""
    moves = effective_moves(log)
    if not moves or decision is None:
        return None
    forced = _trailing_forced(moves)
    if forced == len(moves):
        return None
    last = moves[-1 - forced]
    taken = moves[len(moves) - 1 - forced:]
    if any(m.barrier or m.seat != last.seat for m in taken) or last.turn != decision.turn \
            or last.seat not in decision.seats:
        return None
    return last


def _duration(seconds: float) -> str:
    hours = seconds / 3600
    if hours >= 48:
        return f"{hours / 24:.0f} days"
    if hours >= 1:
        return f"{hours:.0f} h" if hours >= 10 else f"{hours:.1f} h".replace(".0 h", " h")
    return f"{max(1, round(seconds / 60))} min"


def _result_json(r: Result) -> dict[str, Any]:
    return {
        "totals": {str(k): v for k, v in r.totals.items()},
        "breakdown": {str(k): v for k, v in r.breakdown.items()},
        "ranking": list(r.ranking),
        "winners": list(r.winners),
        "tiebreak": r.tiebreak,
    }


def _whose_turn(to_move: tuple[Player, ...], prompt: str) -> str:
    """"Carla: choose your start city", never "Carla: Carla: choose ..." when the
    engine's prompt already names the mover."""
    if not to_move:
        return prompt
    if all(p.name in prompt for p in to_move):
        return prompt
    return f"{', '.join(p.name for p in to_move)}: {prompt}"

