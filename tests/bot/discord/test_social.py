"""/watch, /unwatch and the Rematch button through the adapter with real discord.py objects
(issue 34, points 1 and 2): the watchers' direct messages and mentions, a closed inbox falling
back to the mention, and a rematch opened and started from the final board."""

from __future__ import annotations

import random

from devkit.harness import CHANNEL, uid
from devkit.realplay import peek, pick_and_click
from tests.bot.discord.conftest import assert_nothing_private_is_public


async def command_in(h, user: int, name: str, locale: str, **options):
    """A command from a member whose Discord client speaks ``locale``."""
    payload = h.fake.command_payload(user, name, **options)
    payload["locale"] = locale
    mark = h.fake.mark()
    await h.dispatch(payload)
    return h.fake.since(mark)


def pinged(message) -> set[int]:
    am = message.payload["allowed_mentions"]
    assert am["parse"] == [], am
    return {int(u) for u in am.get("users", [])}


async def test_watchers_get_the_board_by_direct_message_or_mention(h, service):
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await h.command(2, "join")
    h.fake.closed_dms.add(str(uid(7)))  # Gino takes no direct messages
    out = await command_in(h, 9, "watch", "de")
    assert any("Du schaust bei" in s.content for s in out if s.ephemeral)
    await h.command(8, "watch", via="mention")
    await h.command(7, "watch")
    out = await h.command(1, "start")
    board = h.fake.last_board()
    (dm,) = h.fake.direct_messages(9)
    assert dm.content.startswith("Du schaust bei Peek & Pile (test game) in <#")  # their language
    assert "Draw or play?" in dm.content and dm.components == [] and pinged(dm) == set()
    assert len(dm.files) == len(board.files)  # the board's picture, when it has one
    copies = [s for s in out if s.kind == "message" and h.fake.is_watchers_copy(s)]
    (mention,) = [s for s in copies if s.channel_id == CHANNEL]
    assert pinged(mention) == {uid(8), uid(7)}  # Gino's closed inbox: mentioned instead
    assert f"<@{uid(8)}>" in mention.content and mention.components == []
    assert not [s for s in out if s.ephemeral and "wrong" in s.content]

    table = (await service.table_in_channel(str(CHANNEL))).id
    out = await h.command(9, "unwatch")
    assert any("no longer watch" in s.content for s in out if s.ephemeral)
    pick = random.Random(3)
    while (state := await peek(service, table)).status == "playing":
        mover = int(state.to_move[0].user_id) - uid(0)
        await pick_and_click(h, pick, mover, h.fake.board())
    assert len(h.fake.direct_messages(9)) == 1  # nothing after /unwatch
    last = h.fake.messages()[-1]  # the game over, to the watchers in the channel
    assert h.fake.is_watchers_copy(last)
    assert pinged(last) == {uid(8), uid(7)} and "Final result" in last.content
    assert_nothing_private_is_public(h.fake)


async def test_a_player_cannot_watch_their_own_table_and_nothing_is_stored(h, service):
    await h.command(1, "newgame", game="peek-and-pile")
    out = await h.command(1, "watch")
    assert any("You play at this table" in s.content for s in out if s.ephemeral)
    out = await command_in(h, 1, "unwatch", "it")
    assert any("Non stai guardando" in s.content for s in out if s.ephemeral)


async def test_rematch_from_the_final_board_starts_when_everyone_joined(h, service):
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await h.command(2, "join")
    await h.command(3, "join")
    await h.command(1, "start")
    table = (await service.table_in_channel(str(CHANNEL))).id
    pick = random.Random(5)
    while (state := await peek(service, table)).status == "playing":
        await pick_and_click(h, pick, int(state.to_move[0].user_id) - uid(0), h.fake.board())
    final = h.fake.board()
    rematch = f"t:{table}:rematch"
    assert final.component(rematch)["label"] == "Rematch"
    out = await h.click(2, final, rematch)
    lobby = [s for s in out if s.kind == "message"][-1]
    assert lobby.channel_id == CHANNEL and "Ben opened a rematch" in lobby.content
    assert "Anna and Cleo have joined" in lobby.content
    new = (await service.table_in_channel(str(CHANNEL))).id
    assert new != table
    await h.click(1, final, rematch)  # the same button joins the rematch
    out = await h.click(3, final, rematch)  # the last player: it starts
    begun = [s for s in out if s.kind == "message"][-1]
    assert "Draw or play?" in begun.content
    assert (await service.table_row(new)).status == "playing"
    out = await h.click(1, final, rematch)
    assert any("already being played" in s.content for s in out if s.ephemeral)


async def test_many_watchers_are_mentioned_twenty_a_message(h, service):
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    table = (await service.table_in_channel(str(CHANNEL))).id
    for n in range(100, 125):
        await service.store.watch(table, str(uid(n)), "mention", "en")
    out = await h.command(1, "start")
    copies = [s for s in out if s.kind == "message" and h.fake.is_watchers_copy(s)]
    assert [len(pinged(s)) for s in copies] == [20, 5]
    assert set().union(*(pinged(s) for s in copies)) == {uid(n) for n in range(100, 125)}
    assert all(len(s.content) <= 2000 for s in copies)
