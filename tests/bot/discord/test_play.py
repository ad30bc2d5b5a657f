"""The Discord adapter end to end: real interactions in, recorded Discord requests out."""

import dataclasses
import re

from bot.discord.present import post_update
from bot.tables import TableService
from db import Store
from tests.bot.discord.harness import CHANNEL, MANAGE_GUILD, make_harness, uid

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


async def test_the_board_pings_exactly_the_player_to_move(h):
    board = await started(h, 3)
    assert pinged(board) == {uid(1)} and f"<@{uid(1)}>" in board.content
    assert not board.ephemeral and "Draw or play?" in board.content
    assert {c.rsplit(":", 1)[-1] for c in board.custom_ids} == {"draw", "play"}

    out = await h.click(1, board, cid(board, ":c:play"))
    board = only(out, "message")
    assert pinged(board) == set()  # Anna goes on: nobody is pinged again
    out = await h.click(1, board, board.custom_ids[0])  # a card
    board = only(out, "message")
    out = await h.click(1, board, cid(board, ":c:pile:a"))
    board = only(out, "message")
    assert pinged(board) == {uid(2)} and f"<@{uid(2)}>" in board.content
    assert f"<@{uid(1)}>" not in board.content and f"<@{uid(3)}>" not in board.content
    assert "Anna plays" in board.content


async def test_a_click_acts_and_disables_the_previous_board(h, service):
    board = await started(h)
    t, v = map(int, VERSION.match(board.custom_ids[0]).groups())
    out = await h.click(1, board, cid(board, ":c:play"))
    assert out[0].kind == "response" and out[0].payload["type"] == 6  # defer() first
    new = only(out, "message")
    assert all(VERSION.match(c).groups() == (str(t), str(v + 1)) for c in new.custom_ids)
    edit = only(out, "edit")
    assert edit.message_id == board.message_id  # the clicked board keeps its buttons, disabled
    old = [c for r in edit.payload["components"] for c in r["components"]]
    assert {c["custom_id"] for c in old} == set(board.custom_ids) and all(c["disabled"] for c in old)
    row = await service.store.get_table(t)
    assert row.board_message_id == str(new.message_id) and row.version == v + 1


async def test_a_vanished_old_board_is_ignored(h):
    board = await started(h)
    h.fake.missing_messages.add(board.message_id)
    out = await h.click(1, board, cid(board, ":c:play"))
    assert only(out, "message") and not [s for s in out if s.ephemeral]


async def test_a_stale_button_gets_the_out_of_date_answer(h, service):
    board = await started(h)
    await h.click(1, board, cid(board, ":c:play"))
    row = await service.store.get_table(1)
    out = await h.click(1, board, cid(board, ":c:draw"))  # the old board, the old version
    assert [s.kind for s in out] == ["response", "followup"]
    assert out[1].ephemeral and "This board is out of date" in out[1].content and "/board" in out[1].content
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
    assert (after.version, after.state, after.board_message_id) == \
        (before.version, before.state, before.board_message_id)


async def test_private_lines_reach_only_the_clicker_ephemerally(h):
    board = await started(h)
    out = await h.click(1, board, cid(board, ":c:draw"))
    private = [s for s in out if "You drew" in s.content]
    assert len(private) == 1 and private[0].ephemeral and private[0].kind == "followup"
    assert "Anna draws a card." in only(out, "message").content
    out = await h.command(1, "hand")
    hand = [s for s in out if "hand:" in s.content]
    assert hand and all(s.ephemeral for s in hand) and "You drew" in hand[-1].content
    out = await h.command(2, "hand")  # Ben's own hand, not Anna's draw
    assert all(s.ephemeral for s in out) and not any("You drew" in s.content for s in out)
    for s in h.fake.public():
        assert "You drew" not in s.content and "hand:" not in s.content, s.content


async def test_select_paging_above_25_choices(h):
    board = await started(h, options="many_piles=true")
    out = await h.click(1, board, cid(board, ":c:play"))
    board = only(out, "message")
    out = await h.click(1, board, board.custom_ids[0])  # a card: now 30 piles
    board = only(out, "message")
    select = board.component(":s:0")
    assert select["type"] == 3 and len(select["options"]) == 25
    assert [o["value"] for o in select["options"]][:2] == ["pile:00", "pile:01"]
    assert all(len(o["label"]) <= 80 and len(o.get("description", "")) <= 100 for o in select["options"])
    assert "page 1/2" in select["placeholder"]
    assert any(c.endswith(":undo") for c in board.custom_ids)  # Anna may take back her card

    out = await h.click(1, board, cid(board, ":p:1"))  # the next page, privately
    page2 = only(out, "followup")
    assert page2.ephemeral and not [s for s in out if s.kind in ("message", "edit")]
    options = page2.component(":s:1")["options"]
    assert [o["value"] for o in options] == [f"pile:{i}" for i in range(25, 30)]

    out = await h.click(1, page2, cid(page2, ":p:0"))  # back: edited in place
    back = only(out, "edit_original")
    assert [o["value"] for o in back.component(":s:0")["options"]][0] == "pile:00"

    out = await h.click(1, page2, cid(page2, ":s:1"), values=["pile:27"])
    new = only(out, "message")
    assert "pile 27" in new.content and pinged(new) == {uid(2)}
    retired = only(out, "edit")  # clicked on a private page: the public board's items go
    assert retired.message_id == board.message_id and retired.payload["components"] == []
    assert only(out, "edit_original").payload["components"] == []  # and the private page too


async def test_undo_button_takes_back_the_last_choice(h):
    board = await started(h)
    out = await h.click(1, board, cid(board, ":c:play"))
    board = only(out, "message")
    out = await h.click(1, board, cid(board, ":undo"))
    board = only(out, "message")
    assert "takes back" in board.content and {c.rsplit(":", 1)[-1] for c in board.custom_ids} == {"draw", "play"}


async def test_a_click_with_an_old_custom_id_works_after_a_restart(h, service, clock, tmp_path, monkeypatch):
    board = await started(h)
    t, v = map(int, VERSION.match(board.custom_ids[0]).groups())
    await service.store.close()  # the old process is gone

    store = await Store.open(tmp_path / "bot.sqlite3")  # same database file
    fresh = TableService(store, clock=clock, render=False)
    calls = []
    real_act = fresh.act

    async def spy(*args):
        calls.append(args)
        return await real_act(*args)

    fresh.act = spy
    h2 = await make_harness(fresh, tmp_path, monkeypatch, fake=h.fake)
    try:
        out = await h2.click(1, board, cid(board, ":c:play"))
        assert calls == [(t, str(uid(1)), v, "play")]
        new = only(out, "message")
        assert "Which card?" in new.content
        assert only(out, "edit").message_id == board.message_id
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
    assert len(board.custom_ids) == 1 and board.custom_ids[0].endswith(":pick")
    out = await h.click(1, board, board.custom_ids[0])
    mine = only(out, "followup")
    assert mine.ephemeral and {c.rsplit(":", 1)[-1] for c in mine.custom_ids} == {"draw", "play"}
    out = await h.click(2, board, board.custom_ids[0])
    assert only(out, "followup").ephemeral and "not your turn" in out[-1].content


async def test_game_over_posts_the_final_board_and_the_scoreboard(hr):
    board = await started(hr, 2)
    assert board.files and board.files[0][0] == "board.png" and board.files[0][1].startswith(b"\x89PNG")
    for _ in range(200):
        if not board.custom_ids:
            break
        user = 1 if f"<@{uid(1)}>" in board.content or "Anna:" in board.content else 2
        choice = [c for c in board.custom_ids if ":c:" in c][-1]  # play, the highest card, pile b
        out = await hr.click(user, board, choice)
        if not [s for s in out if s.kind == "message"]:  # it was the other player's turn
            out = await hr.click(3 - user, board, choice)
        board = only(out, "message")
    assert "Game over" in board.content and "```" in board.content and "TOTAL" in board.content
    assert board.files[0][1].startswith(b"\x89PNG") and board.custom_ids == []


async def test_a_channel_the_bot_cannot_post_in_is_explained_privately(h, service):
    board = await started(h)
    h.fake.forbidden_channels.add(CHANNEL)
    out = await h.click(1, board, cid(board, ":c:draw"))
    private = [s for s in out if s.kind == "followup"]
    assert all(s.ephemeral for s in private) and len(private) == 2
    assert "could not post" in private[0].content and "You drew" in private[1].content
    assert (await service.store.get_table(1)).board_message_id == str(board.message_id)
