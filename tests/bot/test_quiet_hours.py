"""Quiet hours and away periods as pure functions of a person's preferences and a time."""

from datetime import UTC, datetime

from bot.service.quiet_hours import away_end, parse_quiet, quiet_end, reachable, zone_name
from db.prefs import ReminderPrefs


def at(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


NIGHT_BERLIN = ReminderPrefs("u0", quiet_from=22 * 60, quiet_to=7 * 60, time_zone="Europe/Berlin")


def test_quiet_hours_across_midnight_end_the_next_morning_in_the_players_zone():
    assert quiet_end(NIGHT_BERLIN, at("2027-01-15T20:59")) is None  # 21:59 in Berlin
    # 23:00 in Berlin: the night ends at 07:00 Berlin time tomorrow, 06:00 UTC
    assert quiet_end(NIGHT_BERLIN, at("2027-01-15T22:00")) == at("2027-01-16T06:00")
    # after midnight the same night ends the same morning
    assert quiet_end(NIGHT_BERLIN, at("2027-01-16T02:30")) == at("2027-01-16T06:00")
    assert quiet_end(NIGHT_BERLIN, at("2027-01-16T06:00")) is None
    assert not reachable(NIGHT_BERLIN, at("2027-01-15T21:00"))  # 22:00 sharp is quiet


def test_the_night_the_clocks_change_ends_at_local_seven():
    # Berlin springs forward on 2027-03-28: 23:00 is UTC+1, 07:00 the next morning UTC+2
    assert quiet_end(NIGHT_BERLIN, at("2027-03-27T22:00")) == at("2027-03-28T05:00")


def test_a_daytime_span_and_another_zone():
    work = ReminderPrefs("u1", quiet_from=9 * 60, quiet_to=17 * 60, time_zone="America/New_York")
    assert quiet_end(work, at("2027-01-15T13:59")) is None  # 08:59 in New York
    assert quiet_end(work, at("2027-01-15T14:00")) == at("2027-01-15T22:00")
    assert quiet_end(ReminderPrefs("u2"), at("2027-01-15T14:00")) is None


def test_what_players_write():
    assert parse_quiet("22:00-07:00") == (1320, 420)
    assert parse_quiet(" 7.30 – 9:05 ") == (450, 545)
    assert parse_quiet("22:00-22:00") is None and parse_quiet("25:00-07:00") is None
    assert parse_quiet("tonight") is None
    assert zone_name("europe/berlin") == "Europe/Berlin" == zone_name(" Europe/Berlin ")
    assert zone_name("America/New York") == "America/New_York"
    assert zone_name("Mars/Olympus") is None
    now = at("2027-01-15T08:00")
    assert away_end("3", now, None) == now + 3 * 86400
    assert away_end("1,5", now, None) == now + 1.5 * 86400
    assert away_end("2027-01-20", now, "Europe/Rome") == at("2027-01-19T23:00")
    assert away_end("2027-01-10", now, None) is None  # in the past
    assert away_end("2029-01-10", now, None) is None  # more than a year away
    assert away_end("0", now, None) is None and away_end("soon", now, None) is None
    assert away_end("2027-02-30", now, None) is None
    gone = ReminderPrefs("u3", away_until=now + 60)
    assert not reachable(gone, now) and reachable(gone, now + 60)
