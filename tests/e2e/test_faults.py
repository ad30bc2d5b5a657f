"""Discord's faults, scripted in the loopback Discord, met by the real ``python -m bot``
process; after each one a click must still work.

REST: five 500s on a board upload (the board edited in place with its new picture; a new
board's upload goes through the same retries, with 17 s of discord.py's own back-off, so
only one of the two is here), a 429 without the Via header (Cloudflare's, which discord.py
does not retry itself), a 413 on a board upload and the repair pass after it, two 500s on
an interaction callback. Gateway: close codes 4000 (resume), 4004 and 4014 (fatal: exit 1
with one clear line), a refused token (401), INVALID_SESSION on a resume, a connection that
stops acknowledging heartbeats.
"""

from __future__ import annotations

import io
import random
import re
import time

from PIL import Image

from devkit.loopback.play import choose, mover, open_table, pinged
from devkit.loopback.process import BotProcess

MESSAGES = "/channels/{channel_id}/messages"
ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [A-Z]+ ")
ACK_WINDOW = 3.0  # seconds Discord waits for an interaction's first answer


def assert_whole_png(data: bytes) -> None:
    assert data, "an empty (0-byte) upload"
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.size[0] > 100


def uploads(discord, since: int = 0):
    return [
        r
        for r in discord.state.requests[since:]
        if r.route == MESSAGES and r.method == "POST" and r.files
    ]


async def a_click_works(discord, seed: int = 0) -> None:
    """The player to move clicks a choice of the current board: acknowledged in time, no
    request refused, and the board changes (edited in place or a new one posted)."""
    board = discord.board()
    edits, since = board.edits, len(discord.state.requests)
    clicks = await choose(discord, random.Random(seed), mover(discord), board)
    for inter in clicks:
        assert inter.acknowledged is not None and inter.ack_delay < ACK_WINDOW, inter.callbacks
    refused = [
        (r.method, r.route, r.status) for r in discord.state.requests[since:] if r.status >= 400
    ]
    assert not refused, refused
    assert discord.board().id != board.id or discord.state.messages[board.id].edits > edits


def one_clear_line(bot: BotProcess) -> str:
    """What a fatal start printed besides its log lines: one line, no traceback."""
    text = bot.log()
    assert "Traceback" not in text, text[-3000:]
    lines = [line for line in text.splitlines() if line.strip() and not LOG_LINE.match(line)]
    assert len(lines) == 1, lines
    return lines[0]


# -- REST faults -------------------------------------------------------------------------------
async def test_five_server_errors_on_a_board_edit_then_the_whole_picture(discord, start_bot):
    """The clicked board edited in place with its new picture (through the interaction):
    five 500s, then the try that Discord takes must carry the whole PNG again."""
    await start_bot()
    await open_table(discord, "coimbra", 2)
    fault = discord.faults.add("PATCH", ORIGINAL, 500, times=5, with_files=True)
    pick = random.Random(2)
    since = len(discord.state.requests)
    for _ in range(30):  # until a click edits the board in place (the same player goes on)
        await choose(discord, pick, mover(discord), discord.board())
        if fault.hits:
            break
    assert fault.hits, "no click edited its board in place"
    await discord.wait_for(
        lambda: (
            fault.hits == 5
            and [
                r
                for r in discord.state.requests[since:]
                if r.route == ORIGINAL and r.files and r.status == 200
            ]
        ),
        40,
        "the board edit after five 500s",
    )
    tries = [r for r in discord.state.requests[since:] if r.route == ORIGINAL and r.files]
    tries = tries[[r.status for r in tries].index(500) :]
    assert [r.status for r in tries[:6]] == [500] * 5 + [200]
    for r in tries[:6]:
        assert [name for name, _ in r.files] == ["board.png"], r.file_sizes
        assert_whole_png(r.files[0][1])
    await a_click_works(discord)


async def test_a_rate_limit_without_via_is_waited_out(discord, start_bot):
    await start_bot()
    await open_table(discord, "coimbra", 2)
    since = len(discord.state.requests)
    discord.faults.add("POST", MESSAGES, 429, via=False, retry_after=0.5, with_files=True)
    posted = await discord.command(1, "board")
    await discord.wait_for(
        lambda: [r for r in uploads(discord, since) if r.status == 200],
        20,
        "the board upload after a 429 without Via",
    )
    tries = uploads(discord, since)
    assert [r.status for r in tries] == [429, 200]
    assert tries[1].received - tries[0].received >= 0.5  # Retry-After was respected
    assert_whole_png(tries[1].files[0][1])
    await discord.settled(posted)
    await a_click_works(discord)


async def test_a_413_on_a_board_upload_is_repaired_with_a_ping(discord, start_bot):
    await start_bot(LOOPBACK_REMINDER_SECONDS="2")  # the repair pass every 2 s, not every minute
    await open_table(discord, "coimbra", 2)
    fault = discord.faults.add("POST", MESSAGES, 413, with_files=True)
    pick = random.Random(11)
    for _ in range(30):  # until a click passes the turn: its new board gets the 413
        old = discord.board()
        await choose(discord, pick, mover(discord), old)
        if fault.hits:
            break
    assert fault.hits == 1, "no click posted a new board"
    since = next(i for i, r in enumerate(discord.state.requests) if r.status == 413)
    reposted = await discord.wait_for(
        lambda: [r for r in uploads(discord, since) if r.status == 200],
        15,
        "the board posted again by the repair pass",
    )
    board = discord.board()
    assert board.id != old.id and board.attachments
    assert_whole_png(reposted[0].files[0][1])
    who = pinged(board)
    assert who, f"the re-posted board pings nobody: {board.content[:200]!r}"
    assert f"<@{300000000000000000 + who[0]}>" in board.content
    await discord.wait_for(
        lambda: discord.state.messages[old.id].items == [], 5, "the old board's buttons retired"
    )
    await a_click_works(discord)


async def test_two_server_errors_on_the_callback_still_acknowledge_in_time(discord, start_bot):
    await start_bot()
    await open_table(discord, "coimbra", 2)
    board = discord.board()
    fault = discord.faults.add("POST", CALLBACK, 500, times=2)
    inter = await discord.click(mover(discord), board, board.custom_ids[0])
    await discord.wait_for(
        lambda: fault.hits == 2 and len(inter.callbacks) >= 3,
        15,
        lambda: f"a third callback; got {len(inter.callbacks)}",
    )
    delay = inter.callbacks[2] - inter.sent
    assert delay < ACK_WINDOW, (
        f"acknowledged {delay:.2f} s after the event (Discord waits {ACK_WINDOW} s)"
    )
    assert inter.acknowledged is not None
    await discord.settled(inter)
    await a_click_works(discord)


# -- gateway faults ----------------------------------------------------------------------------
async def test_gateway_close_4004_exits_with_one_clear_line(discord, start_bot):
    discord.gateway.refuse_identify = 4004  # authentication failed
    bot = await start_bot(wait=False)
    assert await bot.wait(20) == 1
    assert "token" in one_clear_line(bot).lower()


async def test_gateway_close_4014_exits_with_one_clear_line(discord, start_bot):
    discord.gateway.refuse_identify = 4014  # disallowed intents
    bot = await start_bot(wait=False)
    assert await bot.wait(20) == 1
    assert "intent" in one_clear_line(bot).lower()


async def test_a_refused_token_exits_with_one_clear_line(discord, start_bot):
    bot = await start_bot(
        wait=False, DISCORD_TOKEN="MTIz.WRONG0.not-the-loopback-token-00000000000"
    )
    assert await bot.wait(20) == 1
    assert [r.status for r in discord.state.requests][:1] == [401]
    assert "token" in one_clear_line(bot).lower()


async def test_a_dropped_gateway_connection_is_resumed(discord, start_bot):
    await start_bot()
    await open_table(discord, "coimbra", 2)
    await discord.gateway.close_all(4000)
    await discord.wait_for(
        lambda: discord.gateway.count("resume 0") == 1 and discord.gateway.ready(0),
        15,
        lambda: f"a resume: {discord.gateway.log}",
    )
    assert discord.gateway.count("identify") == 1  # the same session
    await a_click_works(discord)


async def test_an_invalid_session_is_answered_by_a_new_identify(discord, start_bot):
    await start_bot()
    await open_table(discord, "coimbra", 2)
    discord.gateway.invalidate_resume = True
    await discord.gateway.close_all(4000)
    await discord.wait_for(
        lambda: discord.gateway.count("identify 0") == 2 and discord.gateway.ready(0),
        20,
        lambda: f"a new identify: {discord.gateway.log}",
    )
    await a_click_works(discord)


async def test_heartbeats_not_acknowledged_make_the_bot_reconnect(discord, start_bot):
    await start_bot()
    await open_table(discord, "coimbra", 2)
    interval = discord.gateway.heartbeat_interval
    stopped = time.monotonic()
    discord.gateway.stop_acking()
    limit = 3 * interval + 5  # Discord: no ACK between two heartbeats means a zombie connection
    await discord.wait_for(
        lambda: discord.gateway.count("connect") == 2 and discord.gateway.ready(0),
        limit,
        lambda: f"a reconnect within {limit} s: {discord.gateway.log}",
    )
    assert time.monotonic() - stopped < limit
    await a_click_works(discord)
