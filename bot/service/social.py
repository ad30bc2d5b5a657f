"""Watchers and rematches (issue 34, points 1 and 2).

A watcher follows a table without a seat: the adapter sends them the public board whenever the
player to move changes (``for_watchers`` strips everything meant for one player), by direct
message or by a ping in the table's channel. A rematch opens a lobby of a finished table's game,
with its options, seat order, clocks and language, in the same channel; its AI seats come
along at once, and the lobby starts by itself once the finished table's players have all joined.
"""

from __future__ import annotations

import dataclasses

from bot import aiseats
from bot.service.records import Records
from bot.service.values import Refused, Update, storage_refusals
from db import AlreadySeated, NotInLobby, SeatRow, TableFull, TableRow
from db.social import VIA, WatcherRow
from games.messages import Text, msg
from l10n import LOCALES, tr


class Social(Records):
    """/watch, /unwatch and the Rematch button."""

    # -- watchers ------------------------------------------------------------------------
    async def watch(
        self, channel_id: str, user_id: str, *, via: str = "dm", locale: str = "en"
    ) -> str:
        """Follow the open table of this channel; the answer, in ``locale``, for the watcher
        alone. Watching again changes how the board reaches them."""
        if via not in VIA:
            raise Refused(msg("social-watch-via", via=via[:20]))
        row = await self.table_in_channel(channel_id)
        seats = await self.store.seats(row.id)
        if self._has_seat(seats, user_id):
            raise Refused(msg("social-watch-seated"))
        with storage_refusals():
            new = await self.store.watch(
                row.id, user_id, via, locale if locale in LOCALES else "en", self.clock()
            )
        key = f"social-watching-{via}" if new else f"social-watching-now-{via}"
        return tr(locale, key, game=self._title(row))

    async def unwatch(self, channel_id: str, user_id: str, *, locale: str = "en") -> str:
        """Stop following the open table of this channel (the answer, in ``locale``)."""
        row = await self.table_in_channel(channel_id)
        with storage_refusals():
            if not await self.store.unwatch(row.id, user_id):
                raise Refused(msg("social-not-watching", game=self._title(row)))
        return tr(locale, "social-unwatched", game=self._title(row))

    async def watchers(self, table_id: int) -> list[WatcherRow]:
        """Who follows the table, and how (none of them holds a seat there)."""
        seats = await self.store.seats(table_id)
        watching = await self.store.watchers(table_id)
        return [w for w in watching if not self._has_seat(seats, w.user_id)]

    @staticmethod
    def for_watchers(update: Update) -> Update | None:
        """What a watcher is sent of ``update``: the public board when the player to move
        changed (a turn began, the game began or ended), nothing private, nobody pinged,
        no buttons to act with; None when the update is no turn change."""
        turn_changed = update.status == "playing" and bool(update.mention)
        if not (turn_changed or update.status == "finished") or not update.new_message:
            return None
        return dataclasses.replace(
            update,
            mention=(),
            private={},
            choices=(),
            undo_allowed_for=(),
            simultaneous=False,
            choices_private=False,
            since=(),  # "since your last turn" is written to the player pinged
        )

    # -- rematch -------------------------------------------------------------------------
    async def rematch(
        self, table_id: int, user_id: str, name: str, *, locale: str | None = None
    ) -> Update:
        """Open the rematch of the finished table ``table_id``: the same game, options and
        players, in the same channel; the clicker (one of its players) hosts it, its AI seats
        are seated now, and it starts once every other player has joined."""
        async with self._lock(table_id):  # two clicks at once: one opens it, one joins it
            old = await self._table(table_id)
            if old.status != "finished":
                raise Refused(msg("social-rematch-not-finished"))
            old_seats = [s for s in await self.store.seats(table_id) if s.seat is not None]
            if not any(s.user_id == user_id for s in old_seats) or aiseats.is_ai(user_id):
                raise Refused(msg("social-rematch-not-player"))
            opened = await self._open_rematch(table_id)
            if opened is None:
                try:
                    new_id = await self._new_rematch(old, old_seats, user_id, name)
                except Refused:  # another process opened it in the same instant
                    opened = await self._open_rematch(table_id)
                    if opened is None:
                        raise
        if opened is not None:  # opened already: the click joins it
            return await self.join(opened, user_id, name, locale=locale)
        if locale is not None:
            await self._note_locale(new_id, await self.store.seats(new_id), user_id, locale)
        started = await self._start_when_complete(new_id)
        if started is not None:
            return started
        row = await self._table(new_id)
        return await self._lobby_update(row, await self._rematch_headline(row, name, old_seats))

    async def _open_rematch(self, table_id: int) -> int | None:
        """The rematch lobby of ``table_id`` waiting for players, or None; refused when the
        rematch is being played."""
        for later in await self.store.rematches(table_id):
            again = await self.store.get_table(later)
            if again is not None and again.status == "lobby":
                return later
            if again is not None and again.status == "playing":
                raise Refused(msg("social-rematch-running"))
        return None

    async def _new_rematch(
        self, old: TableRow, old_seats: list[SeatRow], user_id: str, name: str
    ) -> int:
        """The rematch's lobby, hosted by ``user_id``, with the old table's settings, its AI
        seats and its watchers."""
        update = await self.new_table(
            guild_id=old.guild_id,
            channel_id=old.channel_id,
            user_id=user_id,
            name=name,
            game=old.game,
            options=old.options,
            seat_order=old.seat_order,
            reminder_hours=old.reminder_seconds / 3600,
        )
        new_id = update.table_id
        with storage_refusals():
            await self.store.note_rematch(new_id, old.id)
            if old.locale != "en":  # as stored, even one no creation accepts any more
                await self.store.set_locale(new_id, old.locale)
            if old.idle_ai_seconds:
                await self.store.set_idle_clock(new_id, old.idle_ai_seconds)
            for seat in sorted(old_seats, key=lambda s: s.seat or 0):
                if aiseats.is_ai(seat.user_id):
                    await self._seat_ai(new_id, seat)
            for w in await self.watchers(old.id):  # who followed the game follows its rematch
                await self.store.watch(new_id, w.user_id, w.via, w.locale, self.clock())
        return new_id

    async def _seat_ai(self, table_id: int, seat: SeatRow) -> None:
        try:
            await self.store.add_seat(table_id, seat.user_id, seat.display_name, self.clock())
        except (AlreadySeated, TableFull, NotInLobby):
            pass  # seated already, or the lobby moved on: nothing to add

    async def _rematch_headline(self, row: TableRow, host: str, old: list[SeatRow]) -> Text:
        seated = {s.user_id for s in await self.store.seats(row.id)}
        missing = tuple(s.display_name for s in old if s.user_id not in seated)
        return msg(
            "social-rematch-opened",
            who=host,
            game=self._title(row),
            waiting=missing,
            count=len(missing),
        )

    async def join(
        self, table_id: int, user_id: str, name: str, *, locale: str | None = None
    ) -> Update:
        """Sit down in the lobby; a rematch starts once its players have all joined."""
        update = await super().join(table_id, user_id, name, locale=locale)
        return await self._start_when_complete(table_id) or update

    async def _start_when_complete(self, table_id: int) -> Update | None:
        """Start the rematch lobby ``table_id`` when every player of the game it repeats is
        seated; None when it is no rematch, still waits, or started already."""
        previous = await self.store.rematch_of(table_id)
        if previous is None:
            return None
        row = await self._table(table_id)
        if row.status != "lobby":
            return None
        wanted = {s.user_id for s in await self.store.seats(previous) if s.seat is not None}
        seated = {s.user_id for s in await self.store.seats(table_id)}
        if not wanted <= seated:
            return None
        try:
            return await self.start(table_id, row.host_id)
        except Refused:  # another click started it in the same instant, or it cannot start
            return None
