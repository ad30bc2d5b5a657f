"""The Discord adapter end to end: real interactions in, recorded Discord requests out."""

import dataclasses
import re

from bot.discord.present import post_update
from bot.tables import TableService
from db import Store
from devkit.harness import CHANNEL, MANAGE_GUILD, make_harness, uid

VERSION = re.compile(r"^t:(\d+):v:(\d+):")


async def started(h, players: int = 2, **options):
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined", **options)
    for n in range(2, players + 1):
        await h.command(n, "join")
    await h.command(1, "start")
    return h.fake.last_board()


def cid(board, suffix: str) -> str:
    """The custom_id on ``board`` that ends with ``suffix`` (e.g. ``:c:play``)."""
    found = [c for c in board.custom_ids if c.endswith(suffix)]
    assert found, f"no {suffix!r} in {board.custom_ids}"
    return found[0]


def only(sent, kind):
    found = [s for s in sent if s.kind == kind]
    assert len(found) == 1, [(s.kind, s.content) for s in sent]
    return found[0]


def pinged(message) -> set[int]:
    am = message.payload["allowed_mentions"]
    assert am["parse"] == [], am  # never @everyone, roles or "all users"
    return {int(u) for u in am.get("users", [])}


def kinds(sent) -> list[str]:
    return [s.kind for s in sent]


async def test_the_board_pings_exactly_the_player_to_move(h):
    board = await started(h, 3)
    assert pinged(board) == {uid(1)} and f"<@{uid(1)}>" in board.content
    assert not board.ephemeral and "Draw or play?" in board.content
    assert {c.rsplit(":", 1)[-1] for c in board.custom_ids} == {"draw", "play", "full"}
    styles = {c["custom_id"].rsplit(":", 1)[-1]: c["style"] for c in board.components}
    assert styles == {"draw": 1, "play": 1, "full": 2}  # main choices blue, Full board grey

    out = await h.click(1, board, cid(board, ":c:play"))
    assert not [s for s in out if s.kind == "message"]  # Anna goes on: the same message, edited
    edit = only(out, "edit_original")
    assert "Which card?" in edit.content and "Anna chooses to play." in edit.content
    board = h.fake.board()
    assert board.message_id == edit.message_id and board.custom_ids[0].endswith(
        ":pick"
    )  # her hand: private
    out = await h.click(1, board, cid(board, ":pick"))
    page = only(out, "followup")
    assert page.ephemeral and any(":c:card:" in c for c in page.custom_ids)
    out = await h.click(1, page, [c for c in page.custom_ids if ":c:card:" in c][0])
    assert not [
        s for s in out if s.kind in ("message", "followup")
    ]  # no new message, public or private
    assert only(out, "edit").message_id == board.message_id
    page = h.fake.current(page.message_id)  # the private page, edited in place: now the piles
    assert any(c.endswith(":c:pile:a") for c in page.custom_ids)
    board = h.fake.board()
    assert "**Pile A (top 0)**: scores " in board.content  # what each choice does, before clicking
    out = await h.click(1, board, cid(board, ":c:pile:a"))
    new = only(out, "message")
    assert pinged(new) == {uid(2)} and f"<@{uid(2)}>" in new.content
    assert f"<@{uid(1)}>" not in new.content and f"<@{uid(3)}>" not in new.content
    assert "Anna plays" in new.content
    assert only(out, "edit_original").payload["components"] == []  # the clicked board is retired


async def test_a_click_acts_and_edits_the_board_through_the_interaction(h, service):
    board = await started(h)
    t, v = map(int, VERSION.match(board.custom_ids[0]).groups())
    out = await h.click(1, board, cid(board, ":c:play"))
    assert out[0].kind == "response" and out[0].payload["type"] == 6  # defer() first
    assert kinds(out) == ["response", "edit_original"]  # no bot-token request at all
    now = h.fake.board()
    assert now.message_id == board.message_id
    assert all(
        VERSION.match(c).groups() == (str(t), str(v + 1))
        for c in now.custom_ids
        if VERSION.match(c)
    )
    row = await service.store.get_table(t)
    assert row.board_message_id == str(board.message_id) and row.version == v + 1
    assert not h.bot._connection._view_store._synced_message_views  # nothing stored per click


async def test_a_new_turn_posts_a_new_message_and_retires_the_old_board(h, service):
    board = await started(h)
    out = await h.click(1, board, cid(board, ":c:draw"))  # ends Anna's turn
    new = only(out, "message")
    retired = only(out, "edit_original")
    assert (
        retired.payload["components"] == [] and "content" not in retired.payload
    )  # text and picture stay
    assert (await service.store.get_table(1)).board_message_id == str(new.message_id)
    assert not h.bot._connection._view_store._synced_message_views


async def test_a_vanished_old_board_is_ignored(h):
    board = await started(h)
    h.fake.missing_messages.add(board.message_id)
    out = await h.command(1, "board")
    assert only(out, "message")
    assert not [s for s in out if s.ephemeral and "wrong" in s.content]


async def test_a_stale_button_gets_the_out_of_date_answer(h, service):
    board = await started(h)
    await h.click(1, board, cid(board, ":c:play"))
    row = await service.store.get_table(1)
    out = await h.click(1, board, cid(board, ":c:draw"))  # the old board, the old version
    assert [s.kind for s in out] == ["response", "followup"]
    assert (
        out[1].ephemeral
        and "This board is out of date" in out[1].content
        and "/board" in out[1].content
    )
    after = await service.store.get_table(1)
    assert (after.version, after.board_message_id) == (row.version, row.board_message_id)


async def test_refusals_are_ephemeral_and_change_nothing(h, service):
    board = await started(h)
    before = await service.store.get_table(1)
    out = await h.click(2, board, cid(board, ":c:draw"))  # Ben: not his turn
    assert [s.kind for s in out] == ["response", "followup"]
    assert out[1].ephemeral and "not your turn" in out[1].content
    out = await h.click(7, board, cid(board, ":c:draw"))  # a bystander
    assert out[1].ephemeral and "not playing at this table" in out[1].content
    out = await h.command(2, "start")
    assert not [s for s in out if s.kind == "message"]
    assert all(s.ephemeral for s in out) and "already started" in out[-1].content
    after = await service.store.get_table(1)
    assert (after.version, after.state, after.board_message_id) == (
        before.version,
        before.state,
        before.board_message_id,
    )


async def test_private_lines_reach_only_the_clicker_ephemerally(h):
    board = await started(h)
    out = await h.click(1, board, cid(board, ":c:draw"))
    private = [s for s in out if "You drew" in s.content]
    assert len(private) == 1 and private[0].ephemeral and private[0].kind == "followup"
    assert "Anna draws a card." in only(out, "message").content
    out = await h.command(1, "hand")
    hand = [s for s in out if "Hand: " in s.content]
    assert hand and all(s.ephemeral for s in hand) and "You drew" in hand[-1].content
    out = await h.command(2, "hand")  # Ben's own hand, not Anna's draw
    assert all(s.ephemeral for s in out) and not any("You drew" in s.content for s in out)
    for s in h.fake.public():
        assert "You drew" not in s.content and "Hand: " not in s.content, s.content


async def test_more_than_25_choices_are_split_by_kind_with_details(h):
    board = await started(h, options="many_piles=true")
    await h.click(1, board, cid(board, ":c:play"))
    board = h.fake.board()
    out = await h.click(1, board, cid(board, ":pick"))
    page = only(out, "followup")
    await h.click(1, page, [c for c in page.custom_ids if ":c:card:" in c][0])  # now 30 piles
    board = h.fake.board()
    selects = [c for c in board.components if c["type"] == 3]
    assert [len(s["options"]) for s in selects] == [25, 5]  # one kind only: its targets at once
    assert all(o["description"].startswith("scores ") for s in selects for o in s["options"])
    assert any(c.endswith(":undo") for c in board.custom_ids)  # Anna may take back her card
    assert "Piles" in board.content  # the kind is named in the message

    out = await h.click(1, board, selects[1]["custom_id"], values=["pile:27"])
    new = only(out, "message")
    assert "pile 27" in new.content and pinged(new) == {uid(2)}


async def test_undo_button_takes_back_the_last_choice(h):
    board = await started(h)
    await h.click(1, board, cid(board, ":c:play"))
    board = h.fake.board()
    out = await h.click(1, board, cid(board, ":undo"))
    edit = only(out, "edit_original")
    assert "Anna takes back their last choice: Play a card onto a pile." in edit.content
    board = h.fake.board()
    assert {c.rsplit(":", 1)[-1] for c in board.custom_ids} == {"draw", "play", "full"}


async def test_a_click_with_an_old_custom_id_works_after_a_restart(
    h, service, clock, tmp_path, monkeypatch
):
    board = await started(h)
    t, v = map(int, VERSION.match(board.custom_ids[0]).groups())
    await service.store.close()  # the old process is gone

    store = await Store.open(tmp_path / "bot.sqlite3")  # same database file
    fresh = TableService(store, clock=clock, render=False)
    calls = []
    real_act = fresh.act

    async def spy(*args, **kwargs):
        calls.append(args)
        return await real_act(*args, **kwargs)

    fresh.act = spy
    h2 = await make_harness(fresh, tmp_path, monkeypatch, fake=h.fake)
    try:
        out = await h2.click(1, board, cid(board, ":c:play"))
        assert calls == [(t, str(uid(1)), v, "play")]
        assert "Which card?" in only(out, "edit_original").content
        assert h.fake.board().message_id == board.message_id
    finally:
        await store.close()


async def test_abandon_needs_the_host_or_manage_server(h, service):
    await started(h)
    out = await h.command(2, "abandon")  # a player, not the host
    assert all(s.ephemeral for s in out) and "host or a server manager" in out[-1].content
    out = await h.command(9, "abandon", perms=MANAGE_GUILD)  # a moderator
    assert "abandoned" in only(out, "message").content
    assert (await service.store.get_table(1)).status == "abandoned"

    await h.command(1, "newgame", game="peek-and-pile")
    out = await h.command(1, "abandon")  # the host
    assert "abandoned" in only(out, "message").content
    assert (await service.store.get_table(2)).status == "abandoned"


async def test_simultaneous_decisions_offer_a_private_choice_button(h, service):
    board = await started(h)
    update = dataclasses.replace(await service.board(1), simultaneous=True, choices=())
    await post_update(h.bot, CHANNEL, update)
    board = h.fake.last_board()
    assert [c.rsplit(":", 1)[-1] for c in board.custom_ids] == ["pick", "full"]
    assert "Make your choice (private)" in board.content
    out = await h.click(1, board, board.custom_ids[0])
    mine = only(out, "followup")
    assert mine.ephemeral and {c.rsplit(":", 1)[-1] for c in mine.custom_ids} == {"draw", "play"}
    out = await h.click(2, board, board.custom_ids[0])
    assert only(out, "followup").ephemeral and "not your turn" in out[-1].content


async def test_game_over_posts_the_final_board_and_the_scoreboard(hr):
    board = await started(hr, 2)
    assert (
        board.files
        and board.files[0][0] == "board.png"
        and board.files[0][1].startswith(b"\x89PNG")
    )
    messages = 1
    for _ in range(200):
        board = hr.fake.board()
        if not board.custom_ids or board.custom_ids == ["t:1:rematch", "t:1:full"]:
            break
        user = 1 if (await hr.bot.service.board(1)).to_move[0].name == "Anna" else 2
        picks = [c for c in board.custom_ids if ":c:" in c]
        if not picks:  # a private choice: open the page
            out = await hr.click(user, board, cid(board, ":pick"))
            page = only(out, "followup")
            out = await hr.click(user, page, [c for c in page.custom_ids if ":c:" in c][-1])
        else:
            out = await hr.click(user, board, picks[-1])  # play, pile b
        messages += len([s for s in out if s.kind == "message"])
    board = hr.fake.board()
    assert "Game over" in board.content and "**Final result**\n" in board.content
    assert " VP.\nTie-break: " in board.content and "```" not in board.content
    assert board.files[0][1].startswith(b"\x89PNG") and board.custom_ids == [
        "t:1:rematch",
        "t:1:full",
    ]
    assert messages == len(hr.fake.messages()) - 2 < 60  # one per turn (after the lobby and a join)


async def test_a_channel_the_bot_cannot_post_in_is_explained_privately(h, service):
    from bot.discord.present import repair_boards

    board = await started(h)
    h.fake.forbidden_channels.add(CHANNEL)
    out = await h.click(1, board, cid(board, ":c:draw"))
    private = [s for s in out if s.kind == "followup"]
    assert all(s.ephemeral for s in private) and len(private) == 2
    assert "recorded" in private[0].content and "not allowed to post" in private[0].content
    assert "You drew" in private[1].content
    row = await service.store.get_table(1)
    assert row.version == 2 and row.board_message_id is None  # the board is pending
    assert await repair_boards(h.bot) == 0  # still forbidden: nothing posted, nothing lost
    h.fake.forbidden_channels.clear()
    assert await repair_boards(h.bot) == 1
    board = h.fake.board()
    assert "Ben" in board.content and (await service.store.get_table(1)).board_message_id == str(
        board.message_id
    )
