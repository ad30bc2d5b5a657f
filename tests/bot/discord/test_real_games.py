"""Each real game through the real discord.py objects: the lobby, then clicks on the
buttons, selects and private choice messages the bot actually sent."""

import random

import pytest

import games
from tests.bot.discord.harness import uid

CLICKS = 40
SLUGS = ["stupor-mundi", "lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia"]


def _user_number(user_id: str) -> int:
    return int(user_id) - uid(0)


async def _pick(h, pick, n, message):
    """Click one of ``message``'s choices as user ``n`` (through kinds and private pages);
    returns what the final click sent."""
    ids = message.custom_ids
    entries = [(c, None) for c in ids if ":c:" in c or ":k:" in c]
    entries += [(c, o["value"]) for c in ids if ":s:" in c for o in message.component(c)["options"]]
    if entries:
        custom_id, value = pick.choice(entries)
        if value is not None:
            return await h.click(n, message, custom_id, values=[value])
        out = await h.click(n, message, custom_id)
        if ":k:" in custom_id:  # the same message now shows that kind's targets
            return await _pick(h, pick, n, h.fake.current(message.message_id))
        return out
    private = [c for c in ids if c.endswith(":pick")]
    assert private, f"a board with nothing to click: {ids}"
    out = await h.click(n, message, private[0])
    own = [s for s in out if s.kind == "followup" and s.ephemeral and s.custom_ids]
    assert own, [s.content for s in out]
    return await _pick(h, pick, n, own[-1])


@pytest.mark.parametrize("slug", SLUGS)
async def test_a_real_game_plays_through_discord_components(h, service, monkeypatch, slug):
    monkeypatch.setattr(games, "_discovered", False)  # this test wants the real games
    game = games.get(slug)
    players = min(3, game.max_players)
    await h.command(1, "newgame", game=slug, seat_order="joined")
    for n in range(2, players + 1):
        await h.command(n, "join")
    await h.command(1, "start")
    table = (await service.table_in_channel(str(h.fake.last_board().channel_id))).id
    pick = random.Random(slug)
    for _ in range(CLICKS):
        board = h.fake.board()
        for cid in board.custom_ids:
            assert len(cid) <= 100
        for row in board.payload.get("components", []):
            for item in row["components"]:
                assert len(item.get("label", "")) <= 80
                for option in item.get("options", []):
                    assert len(option["label"]) <= 80 and len(option.get("description", "")) <= 100
        state = await service.board(table)
        if state.status != "playing":
            break
        n = _user_number(pick.choice(state.to_move).user_id)
        before = state.version
        out = await _pick(h, pick, n, board)
        refusals = [s.content for s in out if s.ephemeral and "out of date" in s.content]
        assert not refusals, refusals
        assert (await service.store.get_table(table)).version >= before + 1  # and forced moves
    moves = await service.store.moves(table)
    assert len(moves) >= CLICKS // 2
