"""/remindme and the reminders it shapes, through the adapter with real discord.py objects
(issue 34, point 5), on both backends: private answers in the clicker's language, time-zone
autocomplete, a direct message with a link to the table, the channel ping when direct
messages are closed (never an error), quiet hours across a day boundary."""

from datetime import UTC, datetime

from devkit.harness import CHANNEL, uid
from tests.bot.discord.test_commands import autocomplete_choices
from tests.bot.discord.test_play import only, pinged, started


def at(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


async def test_remindme_shows_changes_and_refuses_privately(h, service):
    out = await h.command(1, "remindme")
    assert out[-1].ephemeral and out[-1].content == (
        "Reminders: a ping in the table's channel.\nNo quiet hours."
    )
    out = await h.command(1, "remindme", how="dm", quiet="22:00-07:00", timezone="europe/berlin")
    assert out[-1].ephemeral and out[-1].content.splitlines()[1] == (
        "Quiet hours: 22:00-07:00 (Europe/Berlin); a reminder due then waits until they end."
    )
    out = await h.command(1, "remindme", timezone="Atlantis/Capital")
    assert out[-1].ephemeral and out[-1].content.startswith(
        "Atlantis/Capital is not a time zone I know."
    )
    assert (await service.reminder_prefs(str(uid(1)))).time_zone == "Europe/Berlin"
    payload = h.fake.command_payload(2, "remindme", away="zwei Wochen")
    payload["locale"] = "de"
    mark = h.fake.mark()
    await h.dispatch(payload)
    answer = h.fake.since(mark)[-1]
    assert answer.ephemeral and answer.content.startswith(
        "zwei Wochen ist keine Abwesenheit. Schreib eine Zahl von Tagen"
    )
    assert not [s for s in h.fake.sent if s.kind == "message"]  # nothing public


async def test_time_zones_are_offered_as_the_player_types(h):
    common = [
        c["value"]
        for c in autocomplete_choices(
            await h.command(1, "remindme", focused="timezone", timezone="")
        )
    ]
    assert common[:2] == ["Europe/Berlin", "Europe/Rome"] and len(common) <= 25
    typed = autocomplete_choices(
        await h.command(1, "remindme", focused="timezone", timezone="new y")
    )
    assert typed[0]["value"] == "America/New_York"


async def test_a_direct_message_reminds_with_a_link_to_the_table(h, service, clock):
    await started(h)
    await h.command(1, "reminder", hours=1.0)
    await h.command(1, "remindme", how="dm")
    clock.now += 3601
    mark = h.fake.mark()
    assert await h.bot.send_reminders() == 1
    sent = h.fake.since(mark)
    message = only(sent, "message")
    assert message.channel_id == h.fake.dm_channels[str(uid(1))]
    assert message.content.startswith("Your move at **Peek & Pile (test game)** has been waiting")
    assert message.content.endswith(f"/{CHANNEL}") and message.payload["allowed_mentions"] == {
        "parse": []
    }


async def test_closed_direct_messages_get_the_channel_ping_not_an_error(h, service, clock):
    await started(h)
    await h.command(1, "reminder", hours=1.0)
    await h.command(1, "remindme", how="dm")
    h.fake.closed_dms.add(str(uid(1)))
    clock.now += 3601
    mark = h.fake.mark()
    assert await h.bot.send_reminders() == 1
    tried, message = (s for s in h.fake.since(mark) if s.kind == "message")
    assert tried.path.startswith("/channels/") and tried.content.startswith("Your move at")
    assert message.channel_id == CHANNEL and pinged(message) == {uid(1)}
    assert f"<@{uid(1)}>" in message.content


async def test_quiet_hours_hold_the_ping_until_morning(h, service, clock):
    clock.now = at("2027-01-15T08:00")
    await started(h)
    await h.command(1, "reminder", hours=14.0)  # due 22:00 UTC, 23:00 in Berlin
    await h.command(1, "remindme", quiet="22:00-07:00", timezone="Europe/Berlin")
    clock.now = at("2027-01-15T22:00")
    assert await h.bot.send_reminders() == 0
    clock.now = at("2027-01-16T05:59")
    assert await h.bot.send_reminders() == 0
    clock.now = at("2027-01-16T06:00")
    mark = h.fake.mark()
    assert await h.bot.send_reminders() == 1
    message = only(h.fake.since(mark), "message")
    assert message.channel_id == CHANNEL and pinged(message) == {uid(1)}


async def test_a_direct_message_is_in_the_players_own_language(h, service, clock):
    await started(h)
    (row,) = await service.open_tables()
    await h.command(1, "reminder", hours=1.0)
    await h.command(1, "remindme", how="dm")
    await service.store.set_seat_locale(row.id, str(uid(1)), "it")  # last seen in Italian
    clock.now += 3601
    mark = h.fake.mark()
    assert await h.bot.send_reminders() == 1
    message = only(h.fake.since(mark), "message")
    assert message.content.startswith("Tocca a te in **Peek & Pile (test game)** (ultima mossa: ")
