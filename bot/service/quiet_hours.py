"""When a person may be reminded: quiet hours in their own time zone and away periods.
Pure functions of their preferences and a Unix time; the reminder and idle passes ask them."""

from __future__ import annotations

import functools
import re
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from db.prefs import ReminderPrefs

DAY = 24 * 60
_HHMM = r"([01]?\d|2[0-3])[:.h]([0-5]\d)"
QUIET_SPAN = re.compile(rf"\s*{_HHMM}\s*(?:-|–|to|bis|a)\s*{_HHMM}\s*", re.IGNORECASE)
DATE = re.compile(r"\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*")


@functools.cache
def _zone_names() -> dict[str, str]:
    """Every IANA zone name this system knows, by its lower-case spelling."""
    return {name.lower(): name for name in available_timezones()}


def zone_name(text: str) -> str | None:
    """The IANA name the player meant (any letter case, spaces for underscores), or None."""
    return _zone_names().get(text.strip().replace(" ", "_").lower())


def zone_names() -> list[str]:
    return sorted(_zone_names().values())


def zone(name: str | None) -> ZoneInfo:
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):  # a zone the system lost since: read as UTC
        return ZoneInfo("UTC")


def parse_quiet(text: str) -> tuple[int, int] | None:
    """ "22:00-07:00" as minutes after midnight (from, to); None when it is not such a span
    or both ends are the same minute."""
    found = QUIET_SPAN.fullmatch(text)
    if not found:
        return None
    h1, m1, h2, m2 = (int(g) for g in found.groups())
    start, end = h1 * 60 + m1, h2 * 60 + m2
    return (start, end) if start != end else None


def clock_text(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def quiet_end(p: ReminderPrefs | None, now: float) -> float | None:
    """If ``now`` falls in the person's quiet hours (their local wall clock, which may cross
    midnight), the Unix time they end; else None."""
    if p is None or p.quiet is None:
        return None
    start, end = p.quiet
    tz = zone(p.time_zone)
    local = datetime.fromtimestamp(now, tz)
    minute = local.hour * 60 + local.minute
    inside = start <= minute < end if start < end else minute >= start or minute < end
    if not inside:
        return None
    day = local.date() if minute < end else local.date() + timedelta(days=1)
    return _wall_time(day, end, tz)


def _wall_time(day: date, minutes: int, tz: ZoneInfo) -> float:
    """The Unix time of a local wall-clock minute. One a clock change skips (spring forward)
    reads as that many minutes after the change, zoneinfo's fold=0 reading."""
    return datetime.combine(day, time(minutes // 60, minutes % 60), tz).timestamp()


def away(p: ReminderPrefs | None, now: float) -> bool:
    return p is not None and p.away_until is not None and p.away_until > now


def reachable(p: ReminderPrefs | None, now: float) -> bool:
    """Whether a reminder may reach the person at ``now``."""
    return not away(p, now) and quiet_end(p, now) is None


def away_end(text: str, now: float, time_zone: str | None) -> float | None:
    """An away period as the player says it: a number of days (1-365, from now) or the date
    they are back (YYYY-MM-DD, from that day's midnight in their time zone, within a year).
    None when it is neither or not in the future."""
    text = text.strip().replace(",", ".")
    try:
        days = float(text)
    except ValueError:
        found = DATE.fullmatch(text)
        if not found:
            return None
        try:
            day = date(*(int(g) for g in found.groups()))
        except ValueError:
            return None
        at = _wall_time(day, 0, zone(time_zone))
        return at if now < at <= now + 366 * 86400 else None
    return now + days * 86400 if 0 < days <= 365 else None
