"""Reminders that respect people (issue 34, point 5), through the service on both backends:
each person's preferences, quiet hours across a day boundary and a time-zone change, an away
period that pauses reminders and the idle clock and shows on the table, direct messages."""

import dataclasses
from datetime import UTC, datetime

import pytest

from bot import aiseats
from bot.tables import Refused, TableService
from tests.bot.helpers import started, user_of


def at(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


@pytest.fixture
def service(store, peek, clock):
    clock.now = at("2027-01-15T08:00")
    return TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())


async def table_reminding_every(service, hours: float) -> int:
    upd = await started(service)
    assert user_of(upd) == "u0"
    await service.set_reminder(upd.table_id, "u0", hours)
    return upd.table_id


async def due_rows(service, now: float) -> list[int]:
    """What the background pass's indexed lookup finds (it costs what is due)."""
    return [row.id for row in await service.store.due_reminders(now)]


async def test_settings_are_shown_changed_and_cleared_and_bad_input_changes_nothing(service):
    text = await service.set_reminder_prefs("u0")
    assert text == "Reminders: a ping in the table's channel.\nNo quiet hours."
    text = await service.set_reminder_prefs(
        "u0", how="dm", quiet="22:00-07:00", time_zone="europe/berlin", away="3"
    )
    assert text.splitlines() == [
        "Reminders: a direct message (a ping in the table's channel if direct messages"
        " cannot reach you).",
        "Quiet hours: 22:00-07:00 (Europe/Berlin); a reminder due then waits until they end.",
        "Away until 2027-01-18 09:00 (Europe/Berlin): no reminders, and the AI does not play"
        " your turns for you.",
    ]
    before = await service.reminder_prefs("u0")
    for bad, words in [
        ({"time_zone": "Mars/Olympus"}, "Mars/Olympus is not a time zone I know."),
        ({"quiet": "nights"}, "nights is not a span of quiet hours."),
        ({"away": "2020-01-01"}, "2020-01-01 is not an away period."),
        ({"how": "pigeon"}, "Choose channel or dm."),
    ]:
        with pytest.raises(Refused, match=words):
            await service.set_reminder_prefs("u0", **bad)
    assert await service.reminder_prefs("u0") == before
    with pytest.raises(Refused, match="Quiet hours need your time zone"):
        await service.set_reminder_prefs("u1", quiet="23:00-06:30")
    assert "No quiet hours." in await service.set_reminder_prefs("u0", quiet="off", away="off")
    kept = await service.reminder_prefs("u0")
    with pytest.raises(Refused, match="not a time zone"):
        await service.set_reminder_prefs("u0", clear=True, time_zone="Nowhere")
    assert await service.reminder_prefs("u0") == kept  # a refused clear forgot nothing
    text = await service.set_reminder_prefs("u0", clear=True)
    assert text == "Reminders: a ping in the table's channel.\nNo quiet hours."
    assert await service.store.reminder_prefs(["u0", "u1"]) == {}


async def test_refusals_and_answers_in_german_and_italian(service):
    with pytest.raises(Refused) as refused:
        await service.set_reminder_prefs("u0", quiet="23:00-06:30", locale="de")
    from l10n import say

    assert say(refused.value.text, "de") == (
        "Für Ruhezeiten brauche ich deine Zeitzone: gib zeitzone an, zum Beispiel Europe/Berlin."
    )
    assert say(refused.value.text, "it").startswith("Per le ore di quiete mi serve il tuo fuso")
    text = await service.set_reminder_prefs(
        "u0", quiet="22:00-07:00", time_zone="Europe/Rome", locale="it"
    )
    assert text.splitlines()[1].startswith("Ore di quiete: 22:00-07:00 (Europe/Rome)")


async def test_quiet_hours_across_a_day_boundary_hold_the_reminder_until_morning(service, clock):
    t = await table_reminding_every(service, 14)  # due at 22:00 UTC, 23:00 in Berlin
    await service.set_reminder_prefs("u0", quiet="22:00-07:00", time_zone="Europe/Berlin")
    clock.now = at("2027-01-15T22:00")
    assert await service.due_reminders() == []
    # the table's next reminder moved to 07:00 in Berlin: the pass finds nothing all night
    for night in ("2027-01-15T22:01", "2027-01-16T00:00", "2027-01-16T05:59"):
        assert await due_rows(service, at(night)) == []
    clock.now = at("2027-01-16T06:00")
    (rem,) = await service.due_reminders()
    assert rem.table_id == t and [p.user_id for p in rem.to_move] == ["u0"] and not rem.by_dm
    assert await service.due_reminders() == []  # once
    assert await due_rows(service, at("2027-01-16T19:59")) == []
    assert await due_rows(service, at("2027-01-16T20:00")) == [t]  # the next interval


async def test_a_time_zone_change_during_the_night_moves_the_morning(service, clock):
    t = await table_reminding_every(service, 14)
    await service.set_reminder_prefs("u0", quiet="22:00-07:00", time_zone="Europe/Berlin")
    clock.now = at("2027-01-15T22:00")
    assert await service.due_reminders() == []
    await service.set_reminder_prefs("u0", time_zone="America/New_York")  # flew west
    clock.now = at("2027-01-16T06:00")  # 07:00 in Berlin, 01:00 in New York
    assert await service.due_reminders() == []
    assert await due_rows(service, at("2027-01-16T11:59")) == []
    clock.now = at("2027-01-16T12:00")  # 07:00 in New York
    (rem,) = await service.due_reminders()
    assert rem.table_id == t and [p.user_id for p in rem.to_move] == ["u0"]


async def test_a_direct_message_is_asked_for_per_person(service, clock):
    t = await table_reminding_every(service, 1)
    await service.set_reminder_prefs("u0", how="dm")
    clock.now += 3601
    (rem,) = await service.due_reminders()
    assert rem.table_id == t and rem.to_move == () and [p.user_id for p in rem.by_dm] == ["u0"]
    assert rem.guild_id == "100" and rem.channel_id == "200"


async def test_an_away_player_is_not_reminded_until_back_and_the_idle_clock_pauses(service, clock):
    t = await table_reminding_every(service, 1)
    await service.set_idle_clock(t, "u0", 2)
    await service.set_reminder_prefs("u0", away="1")  # back 2027-01-16 08:00 UTC
    back = at("2027-01-16T08:00")
    board = await service.board(t)
    assert board.headline.startswith("Anna (away)")  # shown on the table
    clock.now = at("2027-01-15T09:00")
    assert await service.due_reminders() == []
    assert await due_rows(service, back - 60) == []  # the reminder waits for the return
    clock.now = at("2027-01-15T10:00")
    assert await service.idle_turns() == []  # the idle clock paused for the away seat
    assert [r.id for r in await service.store.due_idle_turns(back + 2 * 3600 - 1)] == []
    clock.now = back
    (rem,) = await service.due_reminders()
    assert [p.user_id for p in rem.to_move] == ["u0"]
    assert "(away)" not in (await service.board(t)).headline
    clock.now = back + 2 * 3600 - 5
    assert await service.idle_turns() == []
    clock.now = back + 2 * 3600 + 5
    ((_, upd),) = await service.idle_turns()
    assert upd.headline.startswith("Anna had not moved for")


async def test_every_text_of_the_settings_comes_through_the_catalogue(service, clock):
    from bot.discord.bot import dm_reminder_text
    from l10n import PSEUDO, say
    from l10n.catalog import is_pseudo

    text = await service.set_reminder_prefs(
        "u0", how="dm", quiet="22:00-07:00", time_zone="Europe/Berlin", away="2", locale=PSEUDO
    )
    assert len(text.splitlines()) == 3 and all(is_pseudo(line) for line in text.splitlines())
    for bad in ({"time_zone": "Nowhere"}, {"quiet": "x"}, {"away": "x"}, {"how": "x"}):
        with pytest.raises(Refused) as refused:
            await service.set_reminder_prefs("u1", **bad)
        assert is_pseudo(say(refused.value.text, PSEUDO))
    await service.set_reminder_prefs("u0", away="off")
    t = await table_reminding_every(service, 1)
    clock.now += 3601
    (rem,) = await service.due_reminders()
    assert rem.table_id == t
    rem = dataclasses.replace(rem, locale=PSEUDO)
    assert is_pseudo(dm_reminder_text(rem).split("http")[0])


async def test_players_to_move_together_are_each_reminded_once_per_round(
    service, clock, monkeypatch
):
    """Two players to move at once (a simultaneous decision), one asleep: the other is
    pinged on time, the sleeper when their night ends (without pinging the first again),
    and the next round is the table's usual interval after the first ping."""
    t = await table_reminding_every(service, 14)
    real = service._summary

    async def both_to_move(row):
        summary = await real(row)
        seats = await service.store.seats(row.id)
        players = tuple(service._players(seats))
        return dataclasses.replace(summary, to_move=players)

    monkeypatch.setattr(service, "_summary", both_to_move)
    await service.set_reminder_prefs("u1", quiet="22:00-07:00", time_zone="Europe/Berlin")
    clock.now = at("2027-01-15T22:00")
    (rem,) = await service.due_reminders()
    assert [p.user_id for p in rem.to_move] == ["u0"]
    assert await due_rows(service, at("2027-01-16T05:59")) == []
    clock.now = at("2027-01-16T06:00")
    (rem,) = await service.due_reminders()
    assert [p.user_id for p in rem.to_move] == ["u1"]
    assert await due_rows(service, at("2027-01-16T11:59")) == []
    clock.now = at("2027-01-16T12:00")  # 14 h after the first ping: a new round for both
    (rem,) = await service.due_reminders()
    assert rem.table_id == t and [p.user_id for p in rem.to_move] == ["u0", "u1"]


async def test_each_direct_message_is_in_its_readers_language(service, clock, monkeypatch):
    """Two players to move at once in different languages: the channel ping falls back to
    the table's language, each direct message is in its reader's own."""
    t = await table_reminding_every(service, 1)
    real = service._summary

    async def both_to_move(row):
        summary = await real(row)
        players = tuple(service._players(await service.store.seats(row.id)))
        return dataclasses.replace(summary, to_move=players)

    monkeypatch.setattr(service, "_summary", both_to_move)
    await service.store.set_seat_locale(t, "u0", "it")
    await service.store.set_seat_locale(t, "u1", "de")
    await service.set_reminder_prefs("u0", how="dm")
    clock.now += 3601
    (rem,) = await service.due_reminders()
    assert [p.user_id for p in rem.to_move] == ["u1"] and [p.user_id for p in rem.by_dm] == ["u0"]
    assert rem.locale == "en" and rem.dm_locales == ("it",)
