"""Each real game through the real discord.py objects: the lobby, then clicks on the
buttons, selects and private choice messages the bot actually sent."""

import random

import pytest

import games
from devkit.harness import uid
from devkit.realplay import SLUGS

CLICKS = 40


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


async def test_a_private_choice_page_carries_the_players_hand_picture(
    store, clock, tmp_path, monkeypatch
):
    """ "Make your choice (private)" opens with the chooser's hand drawn for a phone (the cards
    the choices name); each click there redraws it; the recorded choice's page drops it."""
    import io

    from PIL import Image

    from bot.tables import TableService
    from devkit.harness import make_harness
    from render.kit import PHONE_WIDTH
    from tests.bot.discord.conftest import assert_nothing_private_is_public

    monkeypatch.setattr(games, "_discovered", False)
    service = TableService(store, clock=clock, render=True)
    h = await make_harness(service, tmp_path, monkeypatch)
    await h.command(1, "newgame", game="stupor-mundi", seat_order="joined")
    await h.command(2, "join")
    await h.command(1, "start")
    table = (await service.table_in_channel(str(h.fake.last_board().channel_id))).id
    pick = random.Random(3)
    for _ in range(30):  # Anna and Ben travel until one of them plays a card from the hand
        board = h.fake.board()
        n = _user_number((await service.board(table)).to_move[0].user_id)
        if any(c.endswith(":pick") for c in board.custom_ids):
            break
        await _pick(h, pick, n, board)
    else:
        raise AssertionError("no private choice in 30 clicks")
    out = await h.click(n, board, next(c for c in board.custom_ids if c.endswith(":pick")))
    page = next(s for s in out if s.kind == "followup" and s.custom_ids)
    assert page.ephemeral and [name for name, _ in page.files] == ["hand.png"]
    with Image.open(io.BytesIO(page.files[0][1])) as img:
        assert img.width == PHONE_WIDTH
    play = next(c for c in page.custom_ids if ":c:play:" in c)
    out = await h.click(n, page, play)
    edits = [s for s in out if s.kind == "edit_original" and s.message_id == page.message_id]
    assert edits, [(s.kind, s.content[:40]) for s in out]
    # the page now asks where the card goes, over the hand without it; or says it is recorded
    assert [name for name, _ in edits[-1].files] == ["hand.png"] or edits[-1].data.get(
        "attachments"
    ) == []
    assert_nothing_private_is_public(h.fake)
