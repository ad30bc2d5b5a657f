"""The real ``python -m bot`` process against the loopback Discord: login, command sync,
a table opened and played by slash commands and clicks, a private decision, an AI seat,
SIGTERM and a restart on the same database, and two shard processes on PostgreSQL.

Every request the bot sends is checked against Discord's limits and its OpenAPI request
schemas; each test ends asserting that none broke them."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from devkit.harness import CHANNEL, GUILD, uid
from devkit.loopback import CHANNEL2, validate
from devkit.loopback.play import choose, mover, open_table, pinged

COMMANDS = {
    "newgame",
    "join",
    "leave",
    "start",
    "addbot",
    "board",
    "hand",
    "undo",
    "resign",
    "abandon",
}


def png_size(data: bytes) -> tuple[int, int]:
    """The picture's size; raises if the bytes are not a whole PNG."""
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image.size


def assert_no_violations(discord) -> None:
    assert discord.violations == [], "\n".join(discord.violations[:20])


async def play_until_turn_changes(discord, pick: random.Random, max_clicks: int = 30):
    """Click as the player to move until a new board pings someone else; (old board, new)."""
    board = discord.board()
    first = mover(discord)
    for _ in range(max_clicks):
        await choose(discord, pick, mover(discord), discord.board())
        newest = discord.board()
        if newest.id != board.id and pinged(newest) and pinged(newest) != [first]:
            return board, newest
    raise AssertionError(f"the turn did not pass from player {first} in {max_clicks} clicks")


async def test_a_table_is_played_through_the_real_bot_process(discord, start_bot):
    await start_bot()
    synced = {c["name"] for c in discord.state.commands["global"]}
    assert COMMANDS <= synced
    board = await open_table(discord, "stupor-mundi", 2)
    who = mover(discord)
    assert f"<@{uid(who)}>" in board.content and pinged(board) == [who]  # the ping is let through
    assert board.attachments and board.attachments[0].filename == "board.png"
    assert png_size(board.attachments[0].data)[0] > 100

    # a private decision: "Make your choice (private)" opens the mover's own page
    assert board.find("Make your choice (private)").endswith(":pick")
    other = 2 if who == 1 else 1
    refused = await discord.click(other, board, board.find(":pick"))
    await discord.settled(refused)
    assert [m.content for m in discord.private(refused)] and "turn" in discord.private(refused)[
        -1
    ].content
    opened = await discord.click(who, board, board.find(":pick"))
    await discord.settled(opened)
    page = [m for m in discord.private(opened) if m.custom_ids][-1]
    assert page.ephemeral and "only you can see" in page.content

    # clicks through a turn change: a new board pings exactly the next player; the old one
    # keeps its text and picture and loses its buttons
    old, new = await play_until_turn_changes(discord, random.Random(7))
    nxt = pinged(new)[0]
    assert nxt != who and f"<@{uid(nxt)}>" in new.content
    assert new.allowed_mentions["users"] == [uid(nxt)] or new.allowed_mentions["users"] == [
        str(uid(nxt))
    ]
    assert discord.state.messages[old.id].items == []

    # /hand and /board full answer privately, the whole board as a PNG
    hand = await discord.command(nxt, "hand")
    await discord.settled(hand)
    assert discord.private(hand) and discord.private(hand)[-1].content
    full = await discord.command(nxt, "board", full=True)
    await discord.settled(full)
    pictures = [a for m in discord.private(full) for a in m.attachments]
    assert pictures and png_size(pictures[0].data)[0] > 100
    assert not [m for m in discord.public() if m.created > full.sent]  # nothing public
    assert_no_violations(discord)


async def test_command_sync_to_a_guild_is_valid_against_discords_spec(discord, start_bot):
    if not validate.spec_loaded():
        pytest.skip("Discord's openapi.json is not here: see devkit/discord_spec/README.md")
    await start_bot(DEV_GUILD_ID=str(GUILD))
    sync = [r for r in discord.state.requests if r.route.endswith("/commands")]
    assert [r.route for r in sync] == ["/applications/{application_id}/guilds/{guild_id}/commands"]
    assert sync[0].params["guild_id"] == str(GUILD)
    assert COMMANDS <= {c["name"] for c in sync[0].payload}
    assert validate.has_operation(sync[0].route, "PUT")
    assert validate.spec_violations(sync[0].route, "PUT", sync[0].payload, False) == []
    assert_no_violations(discord)


async def test_a_table_in_a_new_thread(discord, start_bot):
    await start_bot()
    opened = await discord.command(1, "newgame", game="coimbra", seat_order="joined", thread=True)
    await discord.settled(opened)
    made = [r for r in discord.state.requests if r.route == "/channels/{channel_id}/threads"]
    assert len(made) == 1 and made[0].params["channel_id"] == str(CHANNEL)
    thread = next(c for c, (_, parent) in discord.channels.items() if parent == CHANNEL)
    assert f"<#{thread}>" in discord.private(opened)[-1].content
    board = await open_table(discord, "coimbra", 2, channel=thread, opened=True)
    assert board.channel_id == thread and not discord.public(CHANNEL)
    await choose(discord, random.Random(4), mover(discord, thread), board)
    assert_no_violations(discord)


async def test_an_ai_seat_plays_its_turns(discord, start_bot):
    await start_bot()
    opened = await discord.command(1, "newgame", game="coimbra", seat_order="joined")
    await discord.settled(opened)
    added = await discord.command(1, "addbot")
    await discord.settled(added)
    started = await discord.command(1, "start")
    await discord.settled(started)
    pick = random.Random(3)
    boards_before = len(discord.public())
    for _ in range(12):  # Anna's turns; the AI's come in between
        assert mover(discord) == 1, "every new turn pings the one human"
        await choose(discord, pick, 1, discord.board())
    assert len(discord.public()) > boards_before
    ai_moves = [
        line
        for m in discord.public()
        for line in m.content.splitlines()
        if line.startswith("• AI 1")
    ]
    assert ai_moves, [
        m.content[:160] for m in discord.public()
    ]  # what the AI did, told on the board
    assert_no_violations(discord)


async def test_sigterm_then_a_restart_on_the_same_database_keeps_the_old_buttons(
    discord, start_bot
):
    bot = await start_bot()
    await open_table(discord, "coimbra", 2)
    pick = random.Random(5)
    await choose(discord, pick, mover(discord), discord.board())
    board = discord.board()
    assert await bot.stop() == 0  # SIGTERM: a clean exit
    assert "Traceback" not in bot.log(), bot.log()[-3000:]

    await start_bot(name="restarted")  # the same DATABASE_PATH
    who = mover(discord)
    before, edits = len(discord.state.requests), board.edits
    await choose(discord, pick, who, board)  # a button the first process sent
    answers = discord.state.requests[before:]
    assert not [r for r in answers if r.status >= 400], [(r.route, r.status) for r in answers]
    refusals = [
        m.content
        for m in discord.state.messages.values()
        if m.ephemeral
        and m.created > board.created
        and ("out of date" in m.content or "no longer" in m.content)
    ]
    assert not refusals, refusals
    assert (
        discord.state.messages[board.id].edits > edits or discord.board().id != board.id
    )  # it showed
    assert_no_violations(discord)


async def test_two_shard_processes_share_one_postgresql_database(discord, start_bot, pg_cluster):
    url = await pg_cluster.create_database("e2e")
    discord.shard_count = 2
    shared = {"DATABASE_URL": url, "SHARD_COUNT": "2"}
    await start_bot(name="shard0", SHARD_IDS="0", **shared)
    await start_bot(name="shard1", SHARD_IDS="1", **shared)
    assert discord.shard_of(GUILD) != discord.shard_of(discord.guild_of_channel(CHANNEL2))
    for channel in (CHANNEL, CHANNEL2):  # one table in each shard's guild
        board = await open_table(discord, "coimbra", 2, channel=channel)
        await choose(discord, random.Random(channel), mover(discord, channel), board)
        assert discord.board(channel).channel_id == channel
    identified = {w for _, w in discord.gateway.log if w.startswith("identify")}
    assert identified == {"identify 0", "identify 1"}
    assert_no_violations(discord)
