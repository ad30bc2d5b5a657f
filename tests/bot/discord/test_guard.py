"""Every click and command is checked against its place and the bot's permissions, and
every one of them gets a true, clear answer."""

import logging
import sqlite3

import discord
import pytest

from bot.discord.guard import NO_SUCH_BUTTON
from bot.tables import Refused
from devkit.harness import BOT_PERMS, CHANNEL, GUILD, Sent
from tests.bot.discord.test_play import cid, only, started

OTHER_GUILD = GUILD + 7
OTHER_CHANNEL = CHANNEL + 7


def forged(custom_id: str, channel_id: int = CHANNEL, mid: int = 499999999999999999) -> Sent:
    """A message carrying a button with any custom_id (as a forged request would)."""
    return Sent(
        "http",
        "POST",
        f"/channels/{channel_id}/messages",
        {
            "components": [
                {
                    "type": 1,
                    "components": [{"type": 2, "custom_id": custom_id, "label": "x", "style": 1}],
                }
            ]
        },
        message_id=mid,
        channel_id=channel_id,
    )


async def snapshot(service):
    rows = []
    for t in range(1, await service.store.count_tables() + 1):
        r = await service.store.get_table(t)
        rows.append(
            (
                r.version,
                r.status,
                r.state,
                r.board_message_id,
                tuple(await service.store.seats(t)),
                len(await service.store.moves(t)),
            )
        )
    return rows


def private_answer(out) -> str:
    answers = [s for s in out if s.ephemeral and s.content]
    assert len(answers) == 1, [(s.kind, s.content) for s in out]
    assert not [s for s in out if s.kind in ("message", "edit")], "nothing public"
    return answers[0].content


# -- place ----------------------------------------------------------------------------------
async def test_a_forged_lobby_join_from_another_server_is_refused(h, service):
    await h.command(1, "newgame", game="peek-and-pile")
    before = await snapshot(service)
    out = await h.click(
        5,
        forged("t:1:lobby:join", OTHER_CHANNEL),
        "t:1:lobby:join",
        guild_id=OTHER_GUILD,
        channel_id=OTHER_CHANNEL,
    )
    assert "another channel or server" in private_answer(out)
    out = await h.click(
        5, forged("t:1:lobby:join", OTHER_CHANNEL), "t:1:lobby:join", channel_id=OTHER_CHANNEL
    )  # same server, another channel
    assert "another channel or server" in private_answer(out)
    assert await snapshot(service) == before


async def test_a_forged_history_button_shows_nothing_of_another_server(h, service):
    await started(h)
    out = await h.click(
        5,
        forged("h:1:p:0", OTHER_CHANNEL),
        "h:1:p:0",
        guild_id=OTHER_GUILD,
        channel_id=OTHER_CHANNEL,
    )
    text = private_answer(out)
    assert "another channel or server" in text and "Game record" not in text
    assert not [s for s in out if s.kind == "edit_original"]


async def test_forged_move_pick_and_undo_buttons_from_another_server_are_refused(h, service):
    board = await started(h)
    before = await snapshot(service)
    for suffix in (":c:play", ":c:draw"):
        out = await h.click(
            1, board, cid(board, suffix), guild_id=OTHER_GUILD, channel_id=OTHER_CHANNEL
        )
        assert "another channel or server" in private_answer(out)
    for custom_id in ("t:1:v:1:pick", "t:1:v:1:undo", "t:1:v:1:p:1"):
        out = await h.click(
            1,
            forged(custom_id, OTHER_CHANNEL),
            custom_id,
            guild_id=OTHER_GUILD,
            channel_id=OTHER_CHANNEL,
        )
        assert "another channel or server" in private_answer(out)
    assert await snapshot(service) == before
    await h.click(1, board, cid(board, ":c:play"))  # the real place still works
    assert len(await service.store.moves(1)) == 1 and "Which card?" in h.fake.board().content


# -- permissions ------------------------------------------------------------------------------
NEEDED = [
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
    ("read_message_history", "Read Message History"),
]


def without(attr: str) -> int:
    perms = discord.Permissions(BOT_PERMS)
    setattr(perms, attr, False)
    return perms.value


@pytest.mark.parametrize("attr,label", NEEDED)
async def test_newgame_without_a_permission_creates_nothing(h, service, attr, label):
    out = await h.command(1, "newgame", game="peek-and-pile", app_perms=without(attr))
    text = private_answer(out)
    assert f"**{label}**" in text and "nothing was changed" in text
    assert "server admin or someone with Manage Channels" in text
    assert await service.store.count_tables() == 0


async def test_newgame_in_a_thread_needs_send_messages_in_threads(h, service):
    out = await h.command(
        1,
        "newgame",
        game="peek-and-pile",
        channel_type=11,
        app_perms=without("send_messages_in_threads"),
    )
    assert (
        "**Send Messages in Threads**" in private_answer(out) and "this thread" in out[-1].content
    )
    out = await h.command(
        1, "newgame", game="peek-and-pile", thread=True, app_perms=without("create_public_threads")
    )
    assert "**Create Public Threads**" in private_answer(out)
    assert not [s for s in out if s.path.endswith("/threads")]
    assert await service.store.count_tables() == 0


@pytest.mark.parametrize("attr,label", NEEDED)
async def test_a_click_without_a_permission_stores_nothing(h, service, attr, label):
    board = await started(h)
    before = await snapshot(service)
    out = await h.click(1, board, cid(board, ":c:play"), app_perms=without(attr))
    text = private_answer(out)
    assert f"**{label}**" in text and "Manage Channels" in text
    for command in ("join", "start", "board", "undo", "resign", "abandon"):
        out = await h.command(1, command, app_perms=without(attr))
        assert f"**{label}**" in private_answer(out), command
    assert await snapshot(service) == before


async def test_several_missing_permissions_are_named_in_one_sentence(h, service):
    out = await h.command(1, "newgame", game="peek-and-pile", app_perms=0)
    text = private_answer(out)
    assert text.count("**") == 8 and "permissions" in text and "grant them" in text


async def test_only_actions_that_post_need_channel_permissions(h, service):
    board = await started(h)
    await h.click(1, board, cid(board, ":c:play"))
    board = h.fake.board()  # the same player goes on: the board was updated in place
    out = await h.click(1, board, cid(board, ":undo"), app_perms=0)
    assert "Send Messages" in private_answer(out)  # undo posts a board: refused
    out = await h.command(1, "hand", app_perms=0)  # private only: fine
    assert not any("missing" in s.content for s in out)


# -- every click gets an answer -----------------------------------------------------------------
@pytest.mark.parametrize(
    "custom_id",
    [
        "t:9223372036854775808:lobby:join",  # >= 2**63
        "t:9999999999999999999:v:1:c:play",
        "t:0:v:0:undo",
        "h:9223372036854775807:p:3",
        "t:42:v:999999999999:pick",
    ],
)
async def test_ids_out_of_range_or_unknown_are_refused(h, service, custom_id):
    await started(h)
    before = await snapshot(service)
    out = await h.click(1, forged(custom_id), custom_id)
    assert "no such table" in private_answer(out)
    assert await snapshot(service) == before


@pytest.mark.parametrize(
    "custom_id",
    ["t:99999999999999999999:lobby:join", "garbage", "t:1:v:x:c:play", "t:1:lobby:dance", ""],
)
async def test_a_custom_id_no_handler_knows_still_gets_an_answer(h, service, custom_id):
    await started(h)
    out = await h.click(1, forged(custom_id), custom_id)
    assert private_answer(out) == NO_SUCH_BUTTON


async def test_a_failure_after_the_commit_says_the_move_was_recorded(
    h, service, monkeypatch, caplog
):
    board = await started(h)

    async def broken(*args, **kwargs):
        raise RuntimeError("renderer exploded")

    with monkeypatch.context() as m:
        m.setattr(service, "_play_update", broken)
        out = await h.click(1, board, cid(board, ":c:play"))
    text = private_answer(out)
    assert text.startswith(
        "Your move was recorded, but the board could not be shown: renderer exploded"
    )
    assert "/board" in text and "nothing was changed" not in text
    assert len(await service.store.moves(1)) == 1  # it WAS stored
    out = await h.command(1, "board")
    assert "Which card?" in only(out, "message").content


async def test_an_unexpected_failure_never_claims_nothing_changed(h, service, monkeypatch, caplog):
    board = await started(h)

    async def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("bot.discord.present.show", broken)
    out = await h.click(1, board, cid(board, ":c:play"))
    text = private_answer(out)
    assert "recorded" in text and "nothing was changed" not in text


async def test_disk_full_at_a_click_is_a_clear_refusal_and_stores_nothing(h, service, monkeypatch):
    board = await started(h)
    before = await snapshot(service)

    async def full(*args, **kwargs):  # what the store raises when SQLite finds the disk full
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(service.store, "commit_move", full)
    out = await h.click(1, board, cid(board, ":c:play"))
    assert "storage is full" in private_answer(out) and "nothing was changed" in out[-1].content
    assert await snapshot(service) == before


async def test_a_really_full_database_refuses_newgame_clearly(h, service):
    await started(h)
    await h.command(3, "newgame", game="peek-and-pile", channel_id=OTHER_CHANNEL)
    before = await snapshot(service)
    await fill_the_disk(service.store)
    long_name = "x" * 20000  # a row that needs new pages
    with pytest.raises(Refused, match="storage is full"):  # a transaction
        await service.new_table(
            guild_id=str(GUILD), channel_id="77", user_id="5", name=long_name, game="peek-and-pile"
        )
    with pytest.raises(Refused, match="storage is full"):  # a single write
        await service.join(2, "6", long_name)
    assert await snapshot(service) == before


async def fill_the_disk(store) -> None:
    """Cap the file a few pages above its size and fill them: the next large write fails."""
    conn = store._conn
    await conn.execute("CREATE TABLE filler (x BLOB)")
    (pages,) = await store._one("PRAGMA page_count")
    await conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    with pytest.raises(sqlite3.OperationalError, match="full"):
        for _ in range(100):
            await conn.execute("INSERT INTO filler VALUES (zeroblob(1000))")


# -- damaged rows and vanished places -------------------------------------------------------------
async def damage(store, table_id: int) -> None:
    await store._conn.execute(
        "UPDATE game_tables SET options = '{not json' WHERE id = ?", (table_id,)
    )


async def test_a_damaged_table_is_listed_as_damaged_and_refuses_every_action(h, service, caplog):
    board = await started(h)
    await h.command(3, "newgame", game="peek-and-pile", channel_id=OTHER_CHANNEL)
    await damage(service.store, 1)
    out = await h.command(1, "games")
    text = out[-1].content
    assert "damaged" in text and f"<#{OTHER_CHANNEL}>" in text and "waiting for players" in text
    out = await h.click(1, board, cid(board, ":c:play"))
    assert "damaged" in private_answer(out)
    for command in ("board", "hand", "undo", "history", "join", "start"):
        out = await h.command(1, command)
        assert "damaged" in private_answer(out), command
    out = await h.command(1, "abandon")  # the way out for the host
    assert "abandoned" in only(out, "message").content
    assert (await service.store.get_table(1)).status == "abandoned"


async def test_reminders_skip_a_damaged_table_and_log_it_once(h, service, clock, caplog):
    await started(h)
    await h.command(
        1, "newgame", game="peek-and-pile", seat_order="joined", channel_id=OTHER_CHANNEL
    )
    await h.command(2, "join", channel_id=OTHER_CHANNEL)
    await h.command(1, "start", channel_id=OTHER_CHANNEL)
    await damage(service.store, 1)
    for _ in range(3):
        clock.now += 25 * 3600
        assert await h.bot.send_reminders() == 1  # the sound table is still reminded
    damaged = [
        r for r in caplog.records if r.levelno >= logging.ERROR and "damaged" in r.getMessage()
    ]
    assert len(damaged) == 1


async def test_removing_the_bot_from_a_server_closes_its_tables(h, service, clock):
    await started(h)
    await h.command(3, "newgame", game="peek-and-pile", channel_id=OTHER_CHANNEL)
    await h.bot.on_guild_remove(discord.Object(GUILD))
    rows = [await service.store.get_table(t) for t in (1, 2)]
    assert [r.status for r in rows] == ["abandoned", "abandoned"]
    assert rows[0].result == {"closed": "the bot was removed from the server"}
    assert len(await service.store.moves(1)) == 0 and rows[0].state  # nothing deleted
    clock.now += 48 * 3600
    assert await h.bot.send_reminders() == 0


async def test_a_deleted_channel_or_thread_closes_its_table(h, service):
    await started(h)
    await h.command(3, "newgame", game="peek-and-pile", thread=True)
    thread_id = int((await service.store.get_table(2)).channel_id)
    await h.bot.on_guild_channel_delete(discord.Object(CHANNEL))
    assert [(await service.store.get_table(t)).status for t in (1, 2)] == ["abandoned", "lobby"]
    await h.bot.on_raw_thread_delete(
        discord.RawThreadDeleteEvent(
            {"id": str(thread_id), "guild_id": str(GUILD), "parent_id": str(CHANNEL), "type": 11}
        )
    )
    row = await service.store.get_table(2)
    assert row.status == "abandoned" and row.result == {"closed": "the thread was deleted"}
    out = await h.command(1, "newgame", game="peek-and-pile")  # the channel is free again
    assert only(out, "message")


async def test_a_reminder_into_an_unknown_channel_closes_the_table(h, service, clock):
    await started(h)
    h.fake.unknown_channels.add(CHANNEL)
    clock.now += 25 * 3600
    assert await h.bot.send_reminders() == 0
    row = await service.store.get_table(1)
    assert row.status == "abandoned" and row.result == {"closed": "the channel was deleted"}
    clock.now += 25 * 3600
    mark = h.fake.mark()
    assert await h.bot.send_reminders() == 0 and h.fake.since(mark) == []  # never retried


async def test_a_click_is_acknowledged_before_any_database_read(h, service, monkeypatch):
    board = await started(h)
    acked_first = []
    real = service.check_place

    async def spy(table_id, **kw):
        acked_first.append(h.fake.sent[-1].kind == "response")  # the defer went out already
        return await real(table_id, **kw)

    monkeypatch.setattr(service, "check_place", spy)
    out = await h.click(1, board, cid(board, ":c:play"))
    assert acked_first == [True] and out[0].kind == "response"
    assert len(await service.store.moves(1)) == 1
