"""Time and endings: reminders, the idle clock, resign, replace a seat, abandon and close."""

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
    AlreadySeated,
    Commit,
    NotInLobby,
    StaleVersion,
    TableRow,
)
from games.messages import Who, msg, to_json
from l10n import LOCALES, tr

log = logging.getLogger("tablebot.tables")


def resign_event(seat: int) -> dict[str, Any]:
    """The move log's line for a resignation: the message (read in each reader's language)
    beside its English text, the fallback of readers that know no message."""
    return {
        **to_json(msg("chrome-resigns", who=Who(seat))),
        "text": f"{{p{seat}}} resigns.",
        "seat": seat,
    }


class Clocks(Reminding):
    """Time and endings: reminders, the idle clock, resign, replace a seat, abandon, close."""

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
        return tr(locale or "en", "chrome-reminders-every", hours=f"{hours:g}")

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
        return tr(locale or "en", "chrome-idle-set", hours=f"{hours:g}", level=aiseats.IDLE_LEVEL)

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

    async def resign(self, table_id: int, user_id: str, *, locale: str | None = None) -> Update:
        """End the game for everyone: the resigning player ranks last, the others by score."""
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id, locale)
            names = self._names(seats)
            position = self._position(row, game, state)
            scores = list(position.view(None).get("scores") or [0] * len(names))
            others = sorted(
                (s for s in range(len(names)) if s != seat), key=lambda s: (-scores[s], s)
            )
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
            decision = position.decision()
            try:
                with storage_refusals():
                    await self.store.commit_move(
                        table_id,
                        row.version,
                        Commit(
                            kind="resign",
                            seat=seat,
                            choice=None,
                            turn=decision.turn if decision else 0,
                            barrier=True,
                            events=[resign_event(seat)],
                            state=game.dump(state),
                            result=result,
                            now=self.clock(),
                        ),
                    )
            except StaleVersion:
                raise Refused(msg("chrome-resign-stale")) from None
            async with self._shown(msg("chrome-shown-resigned")):
                row = await self._table(table_id)
                self._states.put(table_id, (row.version, state))
                return await self._resigned_update(row, game, state, seats)

    async def replace(
        self,
        table_id: int,
        user_id: str,
        old_user: str,
        *,
        new_user: str | None = None,
        new_name: str | None = None,
        level: str | None = None,
        is_admin: bool = False,
    ) -> Update:
        """Hand a seat to another member (``new_user``) or to an AI (``level``), at any time
        before the game ends (the host or a server manager). The seat keeps its place, the
        game and its log; the new holder sees the seat's private view, the old one no longer."""
        if (new_user is None) == (level is None):
            raise Refused(msg("chrome-replace-one"))
        if level is not None:
            level = aiseats.check_level(level)
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status not in ("lobby", "playing"):
                raise Refused(msg("chrome-table-closed"))
            if user_id != row.host_id and not is_admin:
                raise Refused(msg("chrome-replace-not-host"))
            seats = await self.store.seats(table_id)
            old = next((s for s in seats if s.user_id == old_user), None)
            if old is None:
                raise Refused(msg("chrome-member-not-seated"))
            if new_user is not None:
                if aiseats.is_ai(new_user):
                    raise Refused(msg("chrome-replace-ai-id"))
                if any(s.user_id == new_user for s in seats):
                    raise Refused(msg("chrome-member-seated"))
                holder, name = new_user, (new_name or "someone").strip() or "someone"
            else:
                assert level is not None  # exactly one of the two was named: checked above
                number = aiseats.next_number([s.user_id for s in seats])
                holder, name = aiseats.ai_id(number, level), aiseats.ai_name(number, level)
            humans = [
                s.user_id for s in seats if not aiseats.is_ai(s.user_id) and s.user_id != old_user
            ]
            if aiseats.is_ai(holder) and not humans:
                raise Refused(msg("chrome-replace-last-human"))
            new_host = None
            if row.host_id == old_user:
                new_host = holder if not aiseats.is_ai(holder) else humans[0]
            try:
                with storage_refusals():
                    await self.store.replace_seat(table_id, old_user, holder, name, new_host)
            except AlreadySeated:
                raise Refused(msg("chrome-member-seated")) from None
            except LookupError:
                raise Refused(msg("chrome-member-not-seated")) from None
            except NotInLobby:
                raise Refused(msg("chrome-table-closed")) from None
            self._playing_seats.pop(table_id, None)
            headline = msg("chrome-seat-handed", old=old.display_name, new=name)
            row = await self._table(table_id)
            if row.status == "lobby":
                return await self._lobby_update(row, headline)
            async with self._shown(msg("chrome-shown-seat-handed")):
                return await self._run_ai_and_show(row, headline)

    async def abandon(self, table_id: int, user_id: str, *, is_admin: bool = False) -> Update:
        async with self._lock(table_id):
            row = await self._table(
                table_id, damaged_ok=True
            )  # a damaged table can still be closed
            if row.status not in ("lobby", "playing"):
                raise Refused(msg("chrome-already-closed"))
            if user_id != row.host_id and not is_admin:
                raise Refused(msg("chrome-abandon-not-host"))
            with storage_refusals():
                await self.store.set_status(table_id, "abandoned", now=self.clock())
            self._forget(table_id)
            title = self._title(row)
            return Update(
                row.id,
                row.version + 1,
                row.game,
                title,
                "abandoned",
                tr(row.locale, "chrome-abandoned-game", game=title),
            )

    async def close_tables(
        self, *, reason: str, guild_id: str | None = None, channel_id: str | None = None
    ) -> list[int]:
        """Close the open tables of a server or a channel that is gone (nothing is deleted).

        Each becomes 'abandoned' with ``{"closed": reason}`` as its result, so reminders
        stop and the record says why. Returns the closed table ids.
        """
        if guild_id is not None:
            rows = await self.store.tables_in_guild(guild_id)
        else:
            row = await self.store.open_table_in_channel(channel_id) if channel_id else None
            rows = [row] if row else []
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
