"""The lobby: open a table, join, add an AI seat, leave, start."""

from __future__ import annotations

import random
import secrets
from typing import Any

from bot import aiseats
from bot.option_check import check_options
from bot.position import Position
from bot.service.undo import Undo
from bot.service.values import Refused, Update, storage_refusals, unknown_language
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
from games.messages import Text, msg
from l10n import LOCALES


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
        locale: str = "en",
    ) -> Update:
        """Open a table in its lobby; ``locale`` is the table's language: its public
        messages are written in it (the host can change it, `set_language`)."""
        if locale not in LOCALES:
            raise Refused(unknown_language(locale))
        try:
            g = get_game(game)
        except GameError:
            games = ", ".join(registry()) or msg("chrome-options-none")
            raise Refused(msg("chrome-unknown-game", game=repr(game), games=games)) from None
        opts = check_options(g, options)  # before the engine: its refusals are English
        if seat_order not in ("random", "joined"):
            raise Refused(msg("chrome-seat-order"))
        if reminder_hours is not None and reminder_hours < 0:
            raise Refused(msg("chrome-reminder-negative"))
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
                    locale=locale,
                )
        except ChannelBusy:
            raise Refused(msg("chrome-channel-busy")) from None
        return await self._lobby_update(row, msg("chrome-opened", who=name, game=g.title))

    async def join(
        self, table_id: int, user_id: str, name: str, *, locale: str | None = None
    ) -> Update:
        """Sit down in the lobby; ``locale``: the language the player reads (for reminders)."""
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused(msg("chrome-started-watch"))
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if any(s.user_id == user_id for s in seats):
                raise Refused(msg("chrome-already-seated"))
            if len(seats) >= game.max_players:
                raise Refused(msg("chrome-table-full", max=game.max_players))
            try:  # checked again inside the database: another process may be seating someone
                with storage_refusals():
                    await self.store.add_seat(
                        table_id, user_id, name, self.clock(), max_players=game.max_players
                    )
            except AlreadySeated:
                raise Refused(msg("chrome-already-seated")) from None
            except TableFull:
                raise Refused(msg("chrome-table-full", max=game.max_players)) from None
            except NotInLobby:
                raise Refused(msg("chrome-started-watch")) from None
            if locale is not None:
                await self._note_locale(table_id, await self.store.seats(table_id), user_id, locale)
            return await self._lobby_update(row, msg("chrome-joined", who=name))

    async def add_bot(
        self, table_id: int, user_id: str, level: str | None = None, *, is_admin: bool = False
    ) -> Update:
        """Seat an AI player in the lobby (the host, a seated player, or a server manager)."""
        level = aiseats.check_level(level)
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused(msg("chrome-ai-lobby-only"))
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if user_id != row.host_id and not is_admin and not self._has_seat(seats, user_id):
                raise Refused(msg("chrome-ai-not-allowed"))
            if len(seats) >= game.max_players:
                raise Refused(msg("chrome-table-full", max=game.max_players))
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
                raise Refused(msg("chrome-ai-race")) from None
            except TableFull:
                raise Refused(msg("chrome-table-full", max=game.max_players)) from None
            except NotInLobby:
                raise Refused(msg("chrome-already-started")) from None
            return await self._lobby_update(row, msg("chrome-joined", who=name))

    async def leave(self, table_id: int, user_id: str) -> Update:
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status == "playing":
                raise Refused(msg("chrome-leave-running"))
            if row.status != "lobby":
                raise Refused(msg("chrome-table-closed"))
            seats = await self.store.seats(table_id)
            me = next((s for s in seats if s.user_id == user_id), None)
            if me is None:
                raise Refused(msg("chrome-not-seated"))
            try:  # one transaction: the seat, the host and the closing of an empty lobby
                with storage_refusals():
                    rest, host = await self.store.leave_lobby(table_id, user_id, self.clock())
            except NotInLobby:
                raise Refused(msg("chrome-leave-started")) from None
            except LookupError:
                raise Refused(msg("chrome-not-seated")) from None
            was_host = row.host_id == user_id
            row = await self._table(table_id)
            if not rest:
                return await self._lobby_update(row, msg("chrome-left-closed", who=me.display_name))
            if was_host:
                new_host: Text = next(
                    (x.display_name for x in seats if x.user_id == host), msg("chrome-someone")
                )
                return await self._lobby_update(
                    row, msg("chrome-left-new-host", who=me.display_name, host=new_host)
                )
            return await self._lobby_update(row, msg("chrome-left", who=me.display_name))

    async def start(self, table_id: int, user_id: str, *, is_admin: bool = False) -> Update:
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "lobby":
                raise Refused(msg("chrome-already-started"))
            if user_id != row.host_id and not is_admin:
                raise Refused(msg("chrome-start-not-host"))
            game = self._game(row)
            seats = await self.store.seats(table_id)
            if not game.min_players <= len(seats) <= game.max_players:
                raise Refused(
                    msg(
                        "chrome-start-count",
                        game=game.title,
                        min=game.min_players,
                        max=game.max_players,
                        seated=len(seats),
                    )
                )
            if all(aiseats.is_ai(s.user_id) for s in seats):
                raise Refused(msg("chrome-needs-human"))
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
                raise Refused(msg("chrome-start-race")) from None
            except (StaleVersion, NotInLobby):
                raise Refused(msg("chrome-already-started")) from None
            async with self._shown(msg("chrome-shown-started")):
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
                    headline=msg("chrome-game-begins", order=", ".join(names)),
                    previous_to_move=(),
                    away=away,
                    ai_events=ai_events,
                )

    @staticmethod
    def game_slugs() -> list[tuple[str, str]]:
        return [(slug, g.title) for slug, g in registry().items()]
