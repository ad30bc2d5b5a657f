"""Endings: resign, hand a seat to another member or an AI, abandon, and close tables."""

from __future__ import annotations

import logging
from typing import Any

from bot import aiseats
from bot.service.clocks import Clocks
from bot.service.values import (
    Refused,
    Update,
    storage_refusals,
)
from db import (
    AlreadySeated,
    Commit,
    NotInLobby,
    StaleVersion,
)
from games.messages import Who, msg, to_json
from games.record_file import resigned_result
from l10n import tr

log = logging.getLogger("tablebot.tables")


def resign_event(seat: int) -> dict[str, Any]:
    """The move log's line for a resignation: the message (read in each reader's language)
    beside its English text, the fallback of readers that know no message."""
    return {
        **to_json(msg("chrome-resigns", who=Who(seat))),
        "text": f"{{p{seat}}} resigns.",
        "seat": seat,
    }


class Endings(Clocks):
    """Endings: resign, replace a seat, abandon, close."""

    async def resign(self, table_id: int, user_id: str, *, locale: str | None = None) -> Update:
        """End the game for everyone: the resigning player ranks last, the others by score."""
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id, locale)
            names = self._names(seats)
            position = self._position(row, game, state)
            scores = list(position.view(None).get("scores") or [0] * len(names))
            result = resigned_result(scores, seat)  # one rule, shared with the replayed record
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
                update = await self._resigned_update(row, game, state, seats)
                self._forget(table_id)
                return update

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
