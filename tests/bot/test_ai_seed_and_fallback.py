"""The AI seats' randomness comes from the table's AI secret, never from the game's seed;
a chooser that fails is logged and the seat plays a legal fallback move."""

import logging
import random

from ai.player import choose
from bot import aiseats
from bot.tables import TableService
from games import get
from tests.bot.helpers import lobby
from tests.db.rows import new_lobby


def recording(seeds: list, chooser=None):
    inner = chooser or aiseats.inline_chooser()

    async def choose_(slug, state_json, seat, level, seed):
        seeds.append(seed)
        return await inner(slug, state_json, seat, level, seed)

    return choose_


async def ai_table(service, channel, secret, seed=5):
    t = (await lobby(service, 1, channel=channel, seed=seed)).table_id
    await service.store._db.write("UPDATE game_tables SET ai_secret = ? WHERE id = ?", (secret, t))
    await service.add_bot(t, "u0", "easy")
    await service.add_bot(t, "u0", "easy")
    await service.start(t, "u0")
    return t


async def play_to_the_end(service, t):
    """The human draws (ending its turn) until the game ends; the AI moves made."""
    for _ in range(200):
        hand = await service.choices_for(t, "u0")
        if not hand.choices:
            break
        ids = [c.id for c in hand.choices]
        upd = await service.act(t, "u0", hand.version, "draw" if "draw" in ids else ids[0])
        if upd.status != "playing":
            break
    return [(m.seat, m.choice) for m in await service.store.moves(t) if m.seat != 0]


async def test_new_tables_get_their_own_random_ai_secret(store):
    rows = [await new_lobby(store, channel_id=f"c{i}") for i in range(2)]
    secrets = [row.ai_secret for row in rows]
    assert all(len(s) == 32 and int(s, 16) >= 0 for s in secrets) and secrets[0] != secrets[1]


async def test_the_ai_seed_is_the_secret_and_version_never_the_game_seed(store, peek, clock):
    seeds: list[str] = []
    service = TableService(store, clock=clock, render=False, chooser=recording(seeds))
    t = await ai_table(service, "201", "feedc0de", seed=123456789)
    await play_to_the_end(service, t)
    row = await store.get_table(t)
    assert seeds and all(s.startswith("feedc0de:") for s in seeds)
    assert not any(str(row.seed) in s for s in seeds)


async def test_same_game_seed_other_secret_other_choices_same_secret_same_choices(
    store, peek, clock
):
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    games = {}
    for channel, secret in (("201", "aa"), ("202", "aa"), ("203", "bb")):
        games[channel] = await play_to_the_end(service, await ai_table(service, channel, secret))
    assert games["201"] == games["202"]  # reproducible: the same secret, the same moves
    assert games["201"] != games["203"]  # the game's seed alone does not decide the AI


def test_the_choice_depends_on_the_secret_not_on_the_hidden_seed():
    game = get("lorenzo-il-magnifico")
    state = game.setup(3, 7)
    seat = game.decision(state).seats[0]
    twin = game.copy(state)
    twin.seed += 1  # the future draws differ; the seat cannot tell
    by_secret = {
        secret: choose(game, state, seat, "easy", aiseats.ai_seed(secret, 4))
        for secret in ("s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7")
    }
    assert len(set(by_secret.values())) > 1
    for secret, cid in by_secret.items():
        assert choose(game, twin, seat, "easy", aiseats.ai_seed(secret, 4)) == cid


async def test_a_failing_chooser_is_logged_and_the_seat_plays_a_legal_fallback(
    store, peek, clock, caplog
):
    async def broken(slug, state_json, seat, level, seed):
        raise ValueError("list.remove(x): x not in list")

    service = TableService(store, clock=clock, render=False, chooser=broken)
    t = (await lobby(service, 1)).table_id
    await service.add_bot(t, "u0", "easy")
    start = await service.start(t, "u0")
    hand = await service.choices_for(t, "u0")
    with caplog.at_level(logging.ERROR, logger="tablebot"):
        upd = await service.act(t, "u0", hand.version, "draw")
    assert (
        upd.status == "playing" and upd.to_move[0].user_id == "u0"
    )  # the AI moved, the game goes on
    ai_moves = [m for m in await store.moves(t) if m.seat == 1]
    assert ai_moves and upd.version > start.version + 1
    failed = [r for r in caplog.records if "could not choose" in r.getMessage()]
    assert failed and f"table {t}:" in failed[0].getMessage() and failed[0].exc_info
    row = await store.get_table(t)
    assert service._game(row).dump(await service.replay_state(t)) == row.state


def test_the_fallback_is_legal_and_drawn_from_the_ai_seed(peek):
    game = get("peek-and-pile")
    state = game.setup(3, 5)
    seat = game.decision(state).seats[0]
    picks = {aiseats.fallback_choice(game, state, seat, f"s{i}:1") for i in range(20)}
    assert picks <= set(game.legal_ids(state, seat)) and len(picks) > 1
    assert aiseats.fallback_choice(game, state, seat, "s1:1") == aiseats.fallback_choice(
        game, state, seat, "s1:1"
    )
    random.Random(0)  # the fallback keeps no global state
