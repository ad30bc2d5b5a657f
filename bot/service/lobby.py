"""The lobby: open a table, join, add an AI seat, leave, start."""

from __future__ import annotations

import random
import secrets
from typing import Any

from bot import aiseats
from bot.position import Position
from bot.service.undo import Undo
from bot.service.values import Refused, Update, storage_refusals
from db import (
    AlreadySeated,
    ChannelBusy,
    LobbyChanged,
    NotInLobby,
    StaleVersion,
    TableFull,
)
from games import get as get_game
from games import registry
from games.contract import (
    GameError,
)


class Lobby(Undo):
    """A table before its game: open, join, seat an AI, leave, start."""

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
                    guild_id=guild_id,
                    channel_id=channel_id,
                    game=g.slug,
                    options=opts.model_dump(mode="json"),
                    host_id=user_id,
                    host_name=name,
                    seat_order=seat_order,
                    seed=secrets.randbits(62) if seed is None else seed,
                    reminder_seconds=reminder,
                    now=self.clock(),
                )
        except ChannelBusy:
            raise Refused(
                "This channel already has an open table. Finish or /abandon it, "
                "or start the game in a thread."
            ) from None
        return await self._lobby_update(row, f"{name} opened a table for {g.title}.")

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
                    await self.store.add_seat(
                        table_id, user_id, name, self.clock(), max_players=game.max_players
                    )
            except AlreadySeated:
                raise Refused("You are already seated at this table.") from None
            except TableFull:
                raise Refused(f"The table is full ({game.max_players} players).") from None
            except NotInLobby:
                raise Refused("This game has already started; you can watch it.") from None
            return await self._lobby_update(row, f"{name} joined.")

    async def add_bot(
        self, table_id: int, user_id: str, level: str | None = None, *, is_admin: bool = False
    ) -> Update:
        """Seat an AI player in the lobby (the host, a seated player, or a server manager)."""
        level = aiseats.check_level(level)
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused(
                    "AI players are added in the lobby; once the game runs, "
                    "use /replace to hand a seat to an AI."
                )
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if user_id != row.host_id and not is_admin and not self._has_seat(seats, user_id):
                raise Refused(
                    "Only the host, a seated player or a server manager can add AI "
                    "players; /join the table first."
                )
            if len(seats) >= game.max_players:
                raise Refused(f"The table is full ({game.max_players} players).")
            number = aiseats.next_number([s.user_id for s in seats])
            name = aiseats.ai_name(number, level)
            try:
                with storage_refusals():
                    await self.store.add_seat(
                        table_id,
                        aiseats.ai_id(number, level),
                        name,
                        self.clock(),
                        max_players=game.max_players,
                    )
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
                raise Refused(
                    "The game is running. Instead of leaving, ask the host to hand your seat "
                    "to someone else or to an AI (/replace old:@you bot:normal), so the "
                    "others can finish; /resign ends the game for everyone."
                )
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
                return await self._lobby_update(
                    row, f"{me.display_name} left; the table is closed."
                )
            if was_host:
                new_host = next((x.display_name for x in seats if x.user_id == host), "someone")
                return await self._lobby_update(
                    row, f"{me.display_name} left; {new_host} is the host now."
                )
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
                    first = game.decision(state)  # the AI pass looks at the table if an AI opens
                    await self.store.start_table(
                        table_id,
                        order,
                        game.dump(state),
                        now=self.clock(),
                        ai_waits=first is not None
                        and any(aiseats.is_ai(order[s]) for s in first.seats),
                    )
            except LobbyChanged:
                raise Refused(
                    "Someone joined or left while the game was starting; "
                    "nothing was started. Try /start again."
                ) from None
            except (StaleVersion, NotInLobby):
                raise Refused("This game has already started.") from None
            async with self._shown("The game has started"):
                row = await self._table(table_id)
                position = Position(game, state)
                self._keep(table_id, row.version, position)
                seats = await self.store.seats(table_id)
                names = self._names(seats)
                position, version, ai_events, away = await self._ai_turns(row, position, seats)
                if version != row.version:
                    row = await self._table(table_id)
                return await self._play_update(
                    row,
                    game,
                    position,
                    seats,
                    events=[],
                    headline=f"The game begins! Seat order: {', '.join(names)}.",
                    previous_to_move=(),
                    away=away,
                    ai_events=ai_events,
                )

    @staticmethod
    def game_slugs() -> list[tuple[str, str]]:
        return [(slug, g.title) for slug, g in registry().items()]
