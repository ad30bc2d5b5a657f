"""Every registered game, played through the table service to the end, with every
intermediate board rendered (issues 4-7: "a full random game through the table service
renders every intermediate board")."""

import io
import random

import pytest
from PIL import Image

from bot.tables import Refused, TableService
from games import registry
from render.common import WIDTH

GAMES = sorted(registry())
PASSIVE = ("pass", "skip", "end", "stop", "decline")


def keen(pick: random.Random, choices):
    """A random player who acts rather than passes when it can, so a game takes as many
    moves as a real one (uniformly random Stupor Mundi players pass for 70 rounds)."""
    active = [c for c in choices if c.id.split(":")[0] not in PASSIVE]
    return pick.choice(active or list(choices)).id


async def _seat_everyone(service: TableService, slug: str, players: int) -> int:
    upd = await service.new_table(
        guild_id="g",
        channel_id=f"c-{slug}-{players}",
        user_id="u0",
        name="Anna",
        game=slug,
        seat_order="joined",
        seed=11,
    )
    for i in range(1, players):
        await service.join(upd.table_id, f"u{i}", ["Anna", "Ben", "Cleo", "Dario", "Elena"][i])
    return upd.table_id


@pytest.mark.parametrize("slug", GAMES)
async def test_random_game_through_the_service_renders_every_board(store, clock, slug):
    game = registry()[slug]
    players = 2 if slug == "stupor-mundi" else game.max_players  # 4-player SM: ~1300 boards
    service = TableService(store, clock=clock, render=True)
    table = await _seat_everyone(service, slug, players)
    upd = await service.start(table, "u0")
    pick = random.Random(3)
    moves = 0
    sizes = set()
    while upd.status == "playing":
        assert upd.image is not None
        if moves % 25 == 0:
            sizes.add(Image.open(io.BytesIO(upd.image)).width)
        if upd.simultaneous:
            user = pick.choice([p.user_id for p in upd.to_move])
            try:
                own = await service.choices_for(table, user)
            except Refused:  # this seat has answered already
                continue
            choice = keen(pick, own.choices)
        else:
            user = upd.to_move[0].user_id
            choice = keen(pick, upd.choices)
        upd = await service.act(table, user, upd.version, choice)
        moves += 1
        assert moves < 5000
    assert upd.status == "finished" and upd.scoreboard and upd.image
    assert sizes == {WIDTH}
    assert game.dump(await service.replay_state(table)) == (await store.get_table(table)).state
