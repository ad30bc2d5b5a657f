"""The table service: lobby flows, every refusal, undo policy, resign/abandon, restart."""

import asyncio

import pytest

from bot.tables import Refused, TableService
from tests.bot.helpers import CHANNEL, GUILD, lobby, started, user_of


async def test_new_table_seats_the_host_and_refuses_a_second_in_the_channel(service):
    upd = await lobby(service, 1)
    assert upd.status == "lobby" and [p.user_id for p in upd.players] == ["u0"]
    with pytest.raises(Refused, match="already has an open table"):
        await lobby(service, 1)
    other = await lobby(service, 1, channel="201")
    assert other.table_id != upd.table_id


async def test_unknown_game_and_bad_options_are_refused(service):
    with pytest.raises(Refused, match="There is no game .chess."):
        await service.new_table(
            guild_id=GUILD, channel_id=CHANNEL, user_id="u0", name="A", game="chess"
        )
    with pytest.raises(Refused, match="deck_size takes a whole number"):
        await service.new_table(
            guild_id=GUILD,
            channel_id=CHANNEL,
            user_id="u0",
            name="A",
            game="peek-and-pile",
            options={"deck_size": "huge"},
        )


async def test_join_leave_and_host_handover(service):
    upd = await lobby(service, 3)
    t = upd.table_id
    with pytest.raises(Refused, match="already seated"):
        await service.join(t, "u1", "Ben")
    await service.join(t, "u3", "Dario")
    with pytest.raises(Refused, match="full"):
        await service.join(t, "u4", "Eve")
    upd = await service.leave(t, "u0")
    assert "Ben is the host now" in upd.headline
    with pytest.raises(Refused, match="Only the host"):
        await service.start(t, "u0")
    with pytest.raises(Refused, match="not seated"):
        await service.leave(t, "u0")
    upd = await service.start(t, "u1")
    assert upd.status == "playing"
    with pytest.raises(Refused, match="already started"):
        await service.join(t, "u9", "Late")
    with pytest.raises(Refused, match="resign"):
        await service.leave(t, "u1")


async def test_last_player_leaving_closes_the_lobby(service):
    upd = await lobby(service, 1)
    await service.leave(upd.table_id, "u0")
    assert (await service.store.get_table(upd.table_id)).status == "abandoned"
    await lobby(service, 1)  # the channel is free again


async def test_start_needs_enough_players_and_the_host_or_an_admin(service, peek):
    upd = await lobby(service, 2)
    with pytest.raises(Refused, match="Only the host"):
        await service.start(upd.table_id, "u1")
    started_ = await service.start(upd.table_id, "u1", is_admin=True)
    assert started_.status == "playing"


async def test_seat_order_joined_and_random(service):
    upd = await started(service, 4, seat_order="joined")
    assert [p.user_id for p in sorted(upd.players, key=lambda p: p.seat)] == [
        "u0",
        "u1",
        "u2",
        "u3",
    ]
    orders = set()
    for i in range(6):
        upd = await started(service, 4, seat_order="random", channel=f"c{i}", seed=i)
        orders.add(tuple(p.user_id for p in sorted(upd.players, key=lambda p: p.seat)))
    assert len(orders) > 1


async def test_a_move_pings_the_next_player_and_offers_their_choices(service):
    upd = await started(service, 2)
    assert upd.to_move[0].user_id == "u0" and upd.mention == ("u0",)
    assert {c.id for c in upd.choices} == {"draw", "play"}
    upd = await service.act(upd.table_id, "u0", upd.version, "play")
    assert upd.mention == ()  # same player continues: no new ping
    assert upd.choices[0].id.startswith("card:")
    upd = await service.act(upd.table_id, "u0", upd.version, upd.choices[0].id)
    upd = await service.act(upd.table_id, "u0", upd.version, "pile:a")
    assert upd.to_move[0].user_id == "u1" and upd.mention == ("u1",)
    assert any("Anna plays" in e for e in upd.events)


async def test_refusals_change_nothing(service):
    upd = await started(service, 2)
    t, v = upd.table_id, upd.version
    before = (await service.store.get_table(t)).state
    with pytest.raises(Refused, match="not playing at this table"):
        await service.act(t, "stranger", v, "draw")
    with pytest.raises(Refused, match="not your turn"):
        await service.act(t, "u1", v, "draw")
    with pytest.raises(Refused, match="out of date"):
        await service.act(t, "u0", v - 1, "draw")
    with pytest.raises(Refused, match="not allowed"):
        await service.act(t, "u0", v, "pile:a")
    row = await service.store.get_table(t)
    assert row.state == before and row.version == v
    assert await service.store.moves(t) == []


async def test_double_click_applies_once(service):
    upd = await started(service, 2)
    first = await service.act(upd.table_id, "u0", upd.version, "play")
    with pytest.raises(Refused, match="out of date"):
        await service.act(upd.table_id, "u0", upd.version, "play")
    assert len(await service.store.moves(upd.table_id)) == 1 and first.version == upd.version + 1


async def test_many_simultaneous_clicks_apply_exactly_one_per_version(service):
    upd = await started(service, 2)
    t, v = upd.table_id, upd.version
    results = await asyncio.gather(
        *(service.act(t, "u0", v, c) for c in ["play", "draw"] * 10), return_exceptions=True
    )
    ok = [r for r in results if not isinstance(r, Exception)]
    assert len(ok) == 1
    assert all(isinstance(r, Refused) for r in results if r not in ok)
    assert len(await service.store.moves(t)) == 1


async def test_undo_within_own_turn(service):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    assert upd.undo_allowed_for == ("u0",)
    with pytest.raises(Refused, match="own choices"):
        await service.undo(t, "u1")
    upd = await service.undo(t, "u0")
    assert {c.id for c in upd.choices} == {"draw", "play"}
    assert (await service.replay_state(t)) == service._states[t][1]
    with pytest.raises(Refused, match="nothing to undo"):
        await service.undo(t, "u0")


async def test_undo_never_crosses_a_draw_or_the_end_of_the_turn(service):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "draw")  # random draw: a barrier, ends the turn
    with pytest.raises(Refused):
        await service.undo(t, "u0")
    upd = await service.act(t, "u1", upd.version, "draw")
    with pytest.raises(Refused, match="own choices"):
        await service.undo(t, "u0")
    upd = await service.act(t, "u0", upd.version, "play")
    card = upd.choices[0].id
    upd = await service.act(t, "u0", upd.version, card)
    upd = await service.act(t, "u0", upd.version, "pile:b")  # turn passes to u1
    with pytest.raises(Refused, match="own choices"):
        await service.undo(t, "u0")


async def test_undo_refuses_a_previous_turn_of_the_same_player(service):
    upd = await started(service, 1)  # solo: the same seat moves turn after turn
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    upd = await service.act(t, "u0", upd.version, upd.choices[0].id)
    upd = await service.act(t, "u0", upd.version, "pile:a")
    assert upd.undo_allowed_for == ()
    with pytest.raises(Refused, match="previous turn is over"):
        await service.undo(t, "u0")


async def test_private_draws_reach_only_the_drawer(service):
    upd = await started(service, 2)
    upd = await service.act(upd.table_id, "u0", upd.version, "draw")
    assert set(upd.private) == {"u0"} and "You drew" in upd.private["u0"][0]
    assert not any("You drew" in e for e in upd.events)
    hand = await service.hand(upd.table_id, "u0")
    assert "Hand: " in hand.text and "You drew" in hand.text
    with pytest.raises(Refused, match="not playing"):
        await service.hand(upd.table_id, "stranger")


async def test_resign_ends_the_game_with_the_resigner_last(service):
    upd = await started(service, 3)
    t = upd.table_id
    with pytest.raises(Refused, match="not playing"):
        await service.resign(t, "stranger")
    upd = await service.resign(t, "u1")
    assert upd.status == "finished" and "Ben resigned" in upd.headline
    row = await service.store.get_table(t)
    assert row.result["ranking"][-1] == 1 and 1 not in row.result["winners"]
    with pytest.raises(Refused, match="not running"):
        await service.act(t, "u0", row.version, "draw")


async def test_abandon_needs_host_or_admin(service):
    upd = await started(service, 2)
    with pytest.raises(Refused, match="host or a server manager"):
        await service.abandon(upd.table_id, "u1")
    upd = await service.abandon(upd.table_id, "u1", is_admin=True)
    assert upd.status == "abandoned"
    with pytest.raises(Refused, match="already closed"):
        await service.abandon(upd.table_id, "u0")


async def test_full_game_finishes_with_a_scoreboard(service):
    upd = await started(service, 3)
    t = upd.table_id
    while upd.status == "playing":
        upd = await service.act(t, user_of(upd), upd.version, upd.choices[-1].id)
    assert (
        upd.status == "finished"
        and " with " in upd.scoreboard.split("\n")[0]
        and "1. " in upd.scoreboard
    )
    row = await service.store.get_table(t)
    assert row.result["winners"]
    assert await service.replay_state(t) == service._states[t][1]
    entries, _ = await service.history(t)
    assert entries[0].n == 1 and len(entries) == len(await service.store.moves(t))


async def test_restart_a_second_service_continues_the_game(service, store, clock):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    fresh = TableService(store, clock=clock, render=False)  # nothing cached
    board = await fresh.board(t)
    assert board.version == upd.version and [c.id for c in board.choices] == [
        c.id for c in upd.choices
    ]
    upd = await fresh.act(t, "u0", board.version, board.choices[0].id)
    assert upd.prompt == "Which pile?"


async def test_corrupt_saved_state_is_refused_clearly(service, store):
    upd = await started(service, 2)
    await store._conn.execute(
        "UPDATE game_tables SET state = '{\"broken\": true}' WHERE id = ?", (upd.table_id,)
    )
    fresh = TableService(store, render=False)
    with pytest.raises(Refused, match="cannot be loaded"):
        await fresh.act(upd.table_id, "u0", upd.version, "draw")


async def test_reminders_after_the_interval_and_not_again_until_the_next(service, clock):
    upd = await started(service, 2, reminder_hours=1)
    assert await service.due_reminders() == []
    clock.now += 3599
    assert await service.due_reminders() == []
    clock.now += 2
    (rem,) = await service.due_reminders()
    assert rem.to_move[0].user_id == "u0" and rem.waiting_since == upd.waiting_since
    assert await service.due_reminders() == []  # reminded just now
    clock.now += 3601
    assert len(await service.due_reminders()) == 1
    await service.set_reminder(upd.table_id, "u0", 0)
    clock.now += 10 * 3600
    assert await service.due_reminders() == []


async def test_a_move_resets_the_reminder_clock(service, clock):
    upd = await started(service, 2, reminder_hours=1)
    clock.now += 3000
    upd = await service.act(upd.table_id, "u0", upd.version, "draw")
    clock.now += 3000
    assert await service.due_reminders() == []
    clock.now += 700
    (rem,) = await service.due_reminders()
    assert rem.to_move[0].user_id == "u1"


async def test_history_shows_the_board_after_a_move(store, peek, clock):
    service = TableService(store, clock=clock, render=True)
    upd = await started(service, 2)
    upd = await service.act(upd.table_id, "u0", upd.version, "draw")
    entries, image = await service.history(upd.table_id, 1)
    assert image.startswith(b"\x89PNG") and "Anna draws a card." in entries[0].lines
    with pytest.raises(Refused, match="does not exist"):
        await service.history(upd.table_id, 5)


async def test_games_lists_tables_and_whose_turn(service):
    await started(service, 2)
    await lobby(service, 1, channel="201")
    games = await service.games_in_guild("100")
    assert [g.status for g in games] == ["playing", "lobby"]
    assert games[0].to_move[0].name == "Anna"


async def test_undo_with_a_stale_version_is_refused(service):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    upd = await service.act(t, "u0", upd.version, upd.choices[0].id)
    back = await service.undo(t, "u0", upd.version)
    with pytest.raises(Refused, match="out of date"):
        await service.undo(t, "u0", upd.version)  # the double click on Back
    assert back.prompt == "Which card?"


async def test_unknown_option_is_refused(service):
    with pytest.raises(Refused, match="no option 'colour'"):
        await service.new_table(
            guild_id=GUILD,
            channel_id=CHANNEL,
            user_id="u0",
            name="A",
            game="peek-and-pile",
            options={"colour": "red"},
        )


async def test_latest_table_in_channel_finds_a_finished_game(service):
    upd = await started(service, 2)
    await service.resign(upd.table_id, "u1")
    row = await service.latest_table_in_channel(CHANNEL)
    assert row.id == upd.table_id and row.status == "finished"
    with pytest.raises(Refused, match="No game"):
        await service.latest_table_in_channel("nowhere")


def test_private_items_lists_only_what_the_public_view_hides():
    from bot.steps import private_items

    public = {"round": 2, "players": [{"vp": 1, "hand": 3}, {"vp": 2, "hand": 2}], "you": None}
    mine = {
        "round": 2,
        "players": [{"vp": 1, "hand": 3}, {"vp": 2, "hand": ["Tax", "Fleet"]}],
        "you": 1,
        "draft": ["L5"],
    }
    assert private_items(public, mine, ["Anna", "Ben"]) == [
        ("Ben › hand", ["Tax", "Fleet"]),
        ("draft", ["L5"]),
    ]
    assert private_items(public, public, ["Anna", "Ben"]) == []


def test_state_cache_keeps_the_most_recently_used_tables():
    from bot.tables import StateCache

    cache = StateCache(2)
    cache.put(1, (1, "a"))
    cache.put(2, (1, "b"))
    assert cache.get(1) == (1, "a")  # 1 is now the most recent
    cache.put(3, (1, "c"))
    assert cache.get(2) is None and cache.get(1) and cache.get(3) and len(cache) == 2


async def test_a_table_evicted_from_the_cache_reloads_from_the_database(store, peek, clock):
    service = TableService(store, clock=clock, render=False)
    service._states.size = 1
    a = await started(service, 2)
    b = await started(service, 2, channel="201")  # evicts table a
    assert service._states.get(a.table_id) is None
    upd = await service.act(a.table_id, "u0", a.version, "play")
    assert upd.prompt == "Which card?" and b.status == "playing"


async def test_two_services_on_one_database_never_overfill_a_lobby(store, peek, clock):
    """Two processes (two services, each with its own locks) seat players into the last
    free seats at the same instant: the database decides, nobody is told "joined" without
    a seat, and the lobby never holds more than the game allows."""
    a = TableService(store, clock=clock, render=False)
    b = TableService(store, clock=clock, render=False)
    upd = await lobby(a, 3)  # 3 of 4 seats taken
    names = [("x1", "Xena"), ("x2", "Yuri"), ("x3", "Zoe"), ("x4", "Walt")]
    results = await asyncio.gather(
        *[(a if i % 2 else b).join(upd.table_id, uid, name) for i, (uid, name) in enumerate(names)],
        return_exceptions=True,
    )
    joined = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, Refused)]
    assert len(joined) == 1 and len(refused) == 3, results
    assert all("full" in str(r) for r in refused)
    assert len(await store.seats(upd.table_id)) == 4


async def test_a_host_leaving_hands_the_table_on_in_one_step(store, peek, clock):
    service = TableService(store, clock=clock, render=False)
    upd = await lobby(service, 2)
    left = await service.leave(upd.table_id, "u0")
    assert "Ben is the host now" in left.headline
    assert (await store.get_table(upd.table_id)).host_id == "u1"
    closed = await service.leave(upd.table_id, "u1")
    assert "the table is closed" in closed.headline
    assert (await store.get_table(upd.table_id)).status == "abandoned"
