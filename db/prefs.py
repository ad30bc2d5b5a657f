"""Each person's reminder preferences (migration 8): one row per user id, kept across
servers, because a person sleeps and travels the same wherever they play."""

from __future__ import annotations

from dataclasses import dataclass

HOWS = ("channel", "dm")
COLUMNS = "user_id, how, quiet_from, quiet_to, time_zone, away_until"


@dataclass(frozen=True, slots=True)
class ReminderPrefs:
    user_id: str
    how: str = "channel"  # "channel": a ping beside the board; "dm": a direct message
    quiet_from: int | None = None  # minutes after local midnight; both or neither are set
    quiet_to: int | None = None
    time_zone: str | None = None  # an IANA name, e.g. "Europe/Berlin"
    away_until: float | None = None  # Unix time the away period ends

    @property
    def quiet(self) -> tuple[int, int] | None:
        if self.quiet_from is None or self.quiet_to is None:
            return None
        return self.quiet_from, self.quiet_to


def from_row(row: tuple) -> ReminderPrefs:
    user_id, how, quiet_from, quiet_to, time_zone, away_until = row
    return ReminderPrefs(
        str(user_id),
        how if how in HOWS else "channel",
        quiet_from,
        quiet_to,
        time_zone,
        float(away_until) if away_until is not None else None,
    )
