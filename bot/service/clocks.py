"""Time: reminders and the idle clock (the endings are `bot.service.endings`)."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from bot import aiseats
from bot.service import quiet_hours
from bot.service.reminding import Reminding
from bot.service.values import (
    MovedFirst,
    Player,
    Refused,
    Reminder,
    Update,
    duration,
    storage_refusals,
    unknown_language,
)
from db import (
    TableRow,
)
from games.messages import Msg, msg
from l10n import LOCALES, tr

log = logging.getLogger("tablebot.tables")


class Clocks(Reminding):
    """Time: reminders, the idle clock, the table's language and intervals."""

    async def due_reminders(self) -> list[Reminder]:
        """Tables whose players have waited past the table's interval; marks them reminded.

        Each person's preferences decide (issue 34): an away player is not reminded (the
        table waits for the first return when nobody else is to be pinged); a player in quiet
        hours is reminded when they end, the table's next reminder moved to that moment, so
        the pass looks at the table again only then. Those already pinged in this round (at
        ``last_reminded_at``) are not pinged again when the others' quiet hours end."""
        now = self.clock()
        out = []
        for row in await self.store.due_reminders(now):
            try:
                summary = await self._summary(row)
            except Exception as exc:  # a damaged table: skipped (logged once), the others go on
                self._log_damage(
                    dataclasses.replace(row, damaged=row.damaged or str(exc) or type(exc).__name__)
                )
                continue
            humans = tuple(
                p for p in summary.to_move if not aiseats.is_ai(p.user_id)
            )  # never ping an AI
            prefs = await self.store.reminder_prefs(p.user_id for p in humans)
            last = row.last_reminded_at
            continuing = (
                last is not None
                and last >= (row.waiting_since or 0)
                and now < last + row.reminder_seconds
            )
            ping, later, back = [], [], []
            for p in humans:
                mine = prefs.get(p.user_id)
                if quiet_hours.away(mine, now):
                    back.append(mine.away_until if mine and mine.away_until else now)
                elif (end := quiet_hours.quiet_end(mine, now)) is not None:
                    later.append(end)
                elif not (continuing and last is not None and quiet_hours.reachable(mine, last)):
                    ping.append(p)
            if ping:
                by_dm = tuple(p for p in ping if getattr(prefs.get(p.user_id), "how", "") == "dm")
                locale = await self._reminder_locale(row, tuple(ping))
                out.append(
                    Reminder(
                        row.id,
                        row.channel_id,
                        summary.title,
                        tuple(p for p in ping if p not in by_dm),
                        row.waiting_since or now,
                        locale,
                        by_dm=by_dm,
                        guild_id=row.guild_id,
                        dm_locales=await self._own_locales(row, by_dm),
                    )
                )
            if later:
                await self.store.defer_reminder(
                    row.id, min(later), reminded_at=now if ping else None
                )
            elif back and not ping:
                await self.store.defer_reminder(row.id, min(back))
            else:
                await self.store.mark_reminded(row.id, last if continuing and last else now)
        return out

    async def _own_locales(self, row: TableRow, players: tuple[Player, ...]) -> tuple[str, ...]:
        """Each player's own language (the one they were last seen in; else the table's)."""
        if not players:
            return ()
        seen = {s.user_id: s.locale for s in await self.store.seats(row.id) if s.locale in LOCALES}
        return tuple(seen.get(p.user_id) or row.locale for p in players)

    async def _reminder_locale(self, row: TableRow, pinged: tuple[Player, ...]) -> str:
        """The language the pinged players were last seen in, when they all share one;
        else the table's."""
        users = {p.user_id for p in pinged}
        seen = {s.locale for s in await self.store.seats(row.id) if s.user_id in users}
        (only,) = seen if len(seen) == 1 else (None,)
        return only if only in LOCALES else row.locale

    async def set_language(
        self, table_id: int, user_id: str, locale: str, *, is_admin: bool = False
    ) -> str:
        """The host (or a server manager) changes the language of the table's public messages
        from the next one on. The answer is written in the new language."""
        row = await self._table(table_id)
        if user_id != row.host_id and not is_admin:
            raise Refused(msg("chrome-language-not-host"))
        if row.status not in ("lobby", "playing"):
            raise Refused(msg("chrome-table-closed"))
        if locale not in LOCALES:
            raise Refused(unknown_language(locale))
        with storage_refusals():
            await self.store.set_locale(table_id, locale)
        return tr(locale, "chrome-language-set")

    async def set_reminder(
        self,
        table_id: int,
        user_id: str,
        hours: float,
        *,
        is_admin: bool = False,
        locale: str | None = None,
    ) -> str:
        """The table's reminder interval; the answer is in the caller's ``locale``."""
        row = await self._table(table_id)
        if user_id != row.host_id and not is_admin:
            raise Refused(msg("chrome-reminder-not-host"))
        if not 0 <= hours <= 24 * 365:
            raise Refused(msg("chrome-reminder-range"))
        with storage_refusals():
            await self.store.set_reminder(table_id, int(hours * 3600))
        if hours == 0:
            return tr(locale or "en", "chrome-reminders-off")
        return tr(locale or "en", "chrome-reminders-every", every=hours_text("every", hours))

    async def set_idle_clock(
        self,
        table_id: int,
        user_id: str,
        hours: float,
        *,
        is_admin: bool = False,
        locale: str | None = None,
    ) -> str:
        """The idle clock (BGA's "zombie"): after ``hours`` without a move, the AI plays the
        idle seats' turn for them; the seat stays theirs. 0 turns it off."""
        row = await self._table(table_id)
        if user_id != row.host_id and not is_admin:
            raise Refused(msg("chrome-idle-not-host"))
        if row.status not in ("lobby", "playing"):
            raise Refused(msg("chrome-table-closed"))
        if not 0 <= hours <= 24 * 365:
            raise Refused(msg("chrome-idle-range"))
        with storage_refusals():
            await self.store.set_idle_clock(table_id, round(hours * 3600))
        if hours == 0:
            return tr(locale or "en", "chrome-idle-off")
        return tr(
            locale or "en",
            "chrome-idle-set",
            span=hours_text("span", hours),
            level=msg(f"chrome-level-{aiseats.IDLE_LEVEL}"),
        )

    async def idle_turns(self) -> list[tuple[str, Update]]:
        """One pass of the idle clock over this process's tables: each table whose movers
        waited past its clock gets their turn played by the AI. Returns (channel id,
        update) to post; a broken table is logged and skipped."""
        return await self._each_playing(
            await self.store.due_idle_turns(self.clock()),
            self.play_idle_turn,
            "the idle turn could not be played",
        )

    async def play_idle_turn(self, table_id: int) -> Update | None:
        """Under the table's lock: if its movers still wait past the idle clock, the AI
        plays their current turn (then any AI seats move), stored like any move. None
        when nothing is due any more (someone moved meanwhile)."""
        async with self._lock(table_id):
            row = await self._table(table_id)
            now = self.clock()
            if (
                row.status != "playing"
                or not row.idle_ai_seconds
                or row.waiting_since is None
                or now - row.waiting_since < row.idle_ai_seconds
            ):
                return None
            game = self._game(row)
            state = self._state(row, game)
            position = self._position(row, game, state)
            decision = position.decision()
            seats = await self._seats(row, state)
            by_seat = self._by_seat(seats)
            idle = (
                {s: decision.turn for s in decision.seats if not aiseats.is_ai(by_seat[s].user_id)}
                if decision
                else {}
            )
            idle = await self._idle_now(table_id, row, idle, by_seat, now)
            if not idle:
                return None
            names = self._names(seats)
            waited = duration(now - row.waiting_since)
            async with self._shown(msg("chrome-shown-idle-turn")):
                try:
                    position, version, ai_events, away = await self._ai_turns(
                        row, position, seats, stand_ins=idle
                    )
                except MovedFirst:
                    now_row = await self.store.get_table(table_id)
                    log.info(
                        "table %s: the idle turn was not played; someone moved first "
                        "(version %s -> %s)",
                        table_id,
                        row.version,
                        now_row.version if now_row else "gone",
                    )
                    return None
                if version == row.version:
                    return None
                row = await self._table(table_id)
                who = tuple(names[s] for s in sorted(idle))
                headline = msg("chrome-idle-played", who=who, count=len(who), waited=waited)
                return await self._play_update(
                    row,
                    game,
                    position,
                    seats,
                    [],
                    headline,
                    previous_to_move=(),
                    away=away,
                    ai_events=ai_events,
                )

    async def _idle_now(
        self,
        table_id: int,
        row: TableRow,
        idle: dict[int, int],
        by_seat: dict[int, Any],
        now: float,
    ) -> dict[int, int]:
        """The idle seats whose clock ran out: an away player's clock pauses while they are
        away and counts the whole interval again from their return (issue 34). When none is
        left, the table's idle turn waits for the first clock to run out."""
        prefs = await self.store.reminder_prefs(by_seat[s].user_id for s in idle)
        due, resume = {}, []
        for s, turn in idle.items():
            mine = prefs.get(by_seat[s].user_id)
            since = row.waiting_since or now
            if mine is not None and mine.away_until is not None and mine.away_until > since:
                since = mine.away_until
            if now - since >= row.idle_ai_seconds:
                due[s] = turn
            else:
                resume.append(since + row.idle_ai_seconds)
        if not due and resume:
            await self.store.defer_idle_turn(table_id, min(resume))
        return due


def hours_text(kind: str, hours: float) -> Msg:
    """``hours`` as words that can agree with their number ("every hour", "alle 2 Stunden",
    "90 minuti"): whole hours as hours, anything else as whole minutes (at least one)."""
    if hours == int(hours):
        return msg(f"chrome-{kind}-hours", n=int(hours))
    return msg(f"chrome-{kind}-minutes", n=max(1, round(hours * 60)))
