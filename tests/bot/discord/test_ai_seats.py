"""AI seats through the Discord adapter: /addbot, the "while you were away" message, /replace."""

import pytest

from bot import aiseats
from bot.tables import TableService
from db import Commit
from devkit.harness import MANAGE_GUILD, Member, make_harness, uid
from tests.bot.discord.conftest import assert_nothing_private_is_public
from tests.bot.discord.test_play import cid, only, pinged


@pytest.fixture
async def ha(store, peek, clock, tmp_path, monkeypatch):
    """A harness whose service thinks for its AI seats in-process."""
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    harness = await make_harness(service, tmp_path, monkeypatch)
    yield harness
    assert_nothing_private_is_public(harness.fake)


async def test_addbot_and_the_ai_turns_summarised_in_the_message_that_pings_the_human(ha):
    await ha.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    out = await ha.command(1, "addbot", level="easy")
    lobby = only(out, "message")
    assert "AI 1 (easy) joined" in lobby.content
    await ha.command(2, "join")
    out = await ha.command(2, "addbot")  # seated, not the host
    assert "AI 2 (normal) joined" in only(out, "message").content
    await ha.command(2, "leave")
    out = await ha.command(3, "addbot")  # not seated, not the host
    assert "Only the host, a seated player" in out[-1].content and out[-1].ephemeral
    await ha.command(1, "start")
    board = ha.fake.last_board()
    mark = ha.fake.mark()
    await ha.click(1, board, cid(board, ":c:draw"))  # Anna's draw ends her turn; both AIs move
    posted = [s for s in ha.fake.since(mark) if s.kind == "message"]
    assert len(posted) == 1  # one message for both AIs' turns, not one per AI click
    msg = posted[0]
    assert "Since your last turn:" in msg.content
    assert "• AI 1 (easy) " in msg.content and "• AI 2 (normal) " in msg.content
    assert pinged(msg) == {uid(1)} and msg.content.startswith(f"<@{uid(1)}>")
    assert "ai:" not in msg.content  # an AI seat's id is never shown or pinged
    assert any(c.endswith(":c:draw") for c in msg.custom_ids)  # Anna's buttons on the new board


async def test_replace_by_the_host_or_a_manager_hands_the_seat_and_the_hand_over(ha):
    await ha.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await ha.command(2, "join")
    await ha.command(1, "start")
    out = await ha.command(2, "replace", old=Member(1), new=Member(3))
    assert "Only the host or a server manager" in out[-1].content
    out = await ha.command(1, "replace", old=Member(2), new=Member(3))
    msg = only(out, "message")
    assert "Ben's seat is now played by Cleo" in msg.content
    out = await ha.command(3, "hand")
    assert out[-1].ephemeral and "not playing" not in out[-1].content
    out = await ha.command(2, "hand")
    assert "You are not playing at this table" in out[-1].content
    out = await ha.command(9, "replace", old=Member(3), bot="easy", perms=MANAGE_GUILD)
    msg = only(out, "message")
    assert "Cleo's seat is now played by AI 1 (easy)" in msg.content


async def test_leave_mid_game_points_to_replace(ha):
    await ha.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await ha.command(2, "join")
    await ha.command(1, "start")
    out = await ha.command(2, "leave")
    assert out[-1].ephemeral and "/replace" in out[-1].content


async def test_the_repair_pass_after_a_restart_lets_a_waiting_ai_move_once(
    store, peek, clock, tmp_path, monkeypatch
):
    first = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    t = (
        await first.new_table(
            guild_id="100000000000000001",
            channel_id="200000000000000001",
            user_id=str(uid(1)),
            name="Anna",
            game="peek-and-pile",
            seat_order="joined",
            seed=5,
        )
    ).table_id
    await first.add_bot(t, str(uid(1)), "easy")
    await first.start(t, str(uid(1)))
    row = await store.get_table(t)
    game = first._game(row)
    state, _ = game.apply(first._state(row, game), 0, "draw")  # Anna's move stored, then the crash
    await store.commit_move(
        t,
        row.version,
        Commit(
            kind="move",
            seat=0,
            choice="draw",
            turn=0,
            barrier=True,
            events=[],
            state=game.dump(state),
            waiting_changed=True,
        ),
    )
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    h = await make_harness(service, tmp_path, monkeypatch)
    mark = h.fake.mark()
    await h.bot.send_reminders()
    msg = only(h.fake.since(mark), "message")
    assert "Since your last turn:" in msg.content and pinged(msg) == {uid(1)}
    ai_moves = [m for m in await store.moves(t) if m.seat == 1]
    assert ai_moves
    mark = h.fake.mark()
    await h.bot.send_reminders()
    assert not [s for s in h.fake.since(mark) if s.kind == "message"]
    assert len([m for m in await store.moves(t) if m.seat == 1]) == len(ai_moves)


async def test_idleclock_then_the_reminder_pass_posts_the_idle_turn_and_pings_the_next(ha, clock):
    await ha.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await ha.command(2, "join")
    await ha.command(1, "start")
    out = await ha.command(2, "idleclock", hours=1.0)
    assert out[-1].ephemeral and "Only the host or a server manager" in out[-1].content
    out = await ha.command(1, "idleclock", hours=1.0)
    assert out[-1].ephemeral and "1 h" in out[-1].content
    old_board = ha.fake.last_board()
    clock.now += 3601
    mark = ha.fake.mark()
    await ha.bot.send_reminders()
    msg = only(ha.fake.since(mark), "message")
    assert "Anna had not moved for 1 h, so the AI played that turn" in msg.content
    assert "Since your last turn:" in msg.content
    assert pinged(msg) == {uid(2)} and msg.content.startswith(f"<@{uid(2)}>")
    assert any(c.endswith(":c:draw") for c in msg.custom_ids)  # Ben's buttons
    out = await ha.click(1, old_board, cid(old_board, ":c:draw"))  # Anna's stale button
    assert out[-1].ephemeral and "out of date" in out[-1].content
    mark = ha.fake.mark()
    await ha.bot.send_reminders()  # once only
    assert not [s for s in ha.fake.since(mark) if s.kind == "message"]
