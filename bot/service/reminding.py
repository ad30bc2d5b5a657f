"""Each person's reminder preferences (issue 34): a channel ping or a direct message, quiet
hours in their own time zone, an away period. Kept per user id across servers (db/prefs.py);
the reminder and idle passes (bot/service/clocks.py) read them through ``quiet_hours``."""

from __future__ import annotations

import dataclasses
from datetime import datetime

from bot.service import quiet_hours
from bot.service.lobby import Lobby
from bot.service.values import Refused, storage_refusals
from db.prefs import HOWS, ReminderPrefs
from games.messages import msg
from l10n import tr

OFF_WORDS = frozenset({"off", "none", "no", "aus", "keine", "nein", "nessuna", "nessuno"})


class Reminding(Lobby):
    """A person's own reminder settings: read, changed, cleared."""

    async def reminder_prefs(self, user_id: str) -> ReminderPrefs:
        found = await self.store.reminder_prefs([user_id])
        return found.get(user_id) or ReminderPrefs(user_id)

    async def set_reminder_prefs(
        self,
        user_id: str,
        *,
        how: str | None = None,
        quiet: str | None = None,
        time_zone: str | None = None,
        away: str | None = None,
        clear: bool = False,
        locale: str = "en",
    ) -> str:
        """Change what is named (nothing named: show them); ``clear`` forgets them all first.
        The answer, in ``locale``, says what holds now. Bad input changes nothing."""
        now = self.clock()
        old = await self.reminder_prefs(user_id)
        start = ReminderPrefs(user_id) if clear else old
        new = self._changed(start, now, how=how, quiet=quiet, time_zone=time_zone, away=away)
        with storage_refusals():
            if new == ReminderPrefs(user_id):
                await self.store.clear_reminder_prefs(user_id)
            elif new != old:
                await self.store.set_reminder_prefs(new, now)
        return reminder_summary(new, now, locale)

    def _changed(
        self,
        p: ReminderPrefs,
        now: float,
        *,
        how: str | None,
        quiet: str | None,
        time_zone: str | None,
        away: str | None,
    ) -> ReminderPrefs:
        if how is not None:
            if how not in HOWS:
                raise Refused(msg("remind-bad-how"))
            p = dataclasses.replace(p, how=how)
        if time_zone is not None:
            name = quiet_hours.zone_name(time_zone)
            if name is None:
                raise Refused(msg("remind-bad-zone", zone=time_zone.strip()[:60]))
            p = dataclasses.replace(p, time_zone=name)
        if quiet is not None:
            if quiet.strip().lower() in OFF_WORDS:
                p = dataclasses.replace(p, quiet_from=None, quiet_to=None)
            else:
                span = quiet_hours.parse_quiet(quiet)
                if span is None:
                    raise Refused(msg("remind-bad-quiet", quiet=quiet.strip()[:40]))
                if p.time_zone is None:
                    raise Refused(msg("remind-quiet-needs-zone"))
                p = dataclasses.replace(p, quiet_from=span[0], quiet_to=span[1])
        if away is not None:
            if away.strip().lower() in OFF_WORDS | {"0"}:
                p = dataclasses.replace(p, away_until=None)
            else:
                until = quiet_hours.away_end(away, now, p.time_zone)
                if until is None:
                    raise Refused(msg("remind-bad-away", away=away.strip()[:40]))
                p = dataclasses.replace(p, away_until=until)
        return p


def reminder_summary(p: ReminderPrefs, now: float, locale: str) -> str:
    """What holds for the person now, one line each, in ``locale``."""
    lines = [tr(locale, "remind-how-dm" if p.how == "dm" else "remind-how-channel")]
    quiet = p.quiet
    if quiet is not None:
        lines.append(
            tr(
                locale,
                "remind-quiet",
                start=quiet_hours.clock_text(quiet[0]),
                end=quiet_hours.clock_text(quiet[1]),
                zone=p.time_zone or "UTC",
            )
        )
    else:
        lines.append(tr(locale, "remind-no-quiet"))
    if p.time_zone is not None and quiet is None:
        lines.append(tr(locale, "remind-zone", zone=p.time_zone))
    if quiet_hours.away(p, now):
        assert p.away_until is not None  # away() says it is set
        back = datetime.fromtimestamp(p.away_until, quiet_hours.zone(p.time_zone))
        lines.append(
            tr(
                locale,
                "remind-away",
                until=back.strftime("%Y-%m-%d %H:%M"),
                zone=p.time_zone or "UTC",
            )
        )
    return "\n".join(lines)
