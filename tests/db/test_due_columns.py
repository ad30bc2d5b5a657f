"""Migration 4 and the due queries (issue 33.1): the background passes find what is due by
indexed columns the store keeps on every write, never by reading every open table."""

import pytest

from db import Commit, Store, migrations
from db.backends import PostgresBackend, SqliteBackend
from db.store import open_target
from tests.db.rows import new_lobby

T0 = 1_000_000.0


async def _old_database(url: str) -> None:
    """A database at schema version 3 (before the due columns): a running table with
    reminders every 60 s and an idle clock of 600 s, a running table with an AI seat, a
    lobby, a finished table, and a running table whose board is pending."""
    kind, where = open_target(url)
    if kind == "postgresql":
        db, scripts = await PostgresBackend.open(where), migrations.POSTGRES
    else:
        db, scripts = await SqliteBackend.open(where), migrations.SQLITE
    await db.migrate(scripts[:3])
    rows = [  # channel, status, reminder s, idle s, waiting since, last reminded, board message
        ("c1", "playing", 60, 600, T0, None, "m1"),
        ("c2", "playing", 0, 0, T0, None, "m2"),
        ("c3", "lobby", 60, 600, None, None, None),
        ("c4", "finished", 60, 600, T0, None, "m4"),
        ("c5", "playing", 60, 0, T0, T0 + 100, None),
    ]
    for channel, status, remind, idle, since, reminded, board in rows:
        await db.write(
            "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
            " seat_order, seed, reminder_seconds, idle_ai_seconds, waiting_since, last_reminded_at,"
            " board_message_id, created_at, updated_at, state)"
            " VALUES ('g', ?, 'coimbra', '{}', ?, 'u0', 'joined', 7,"
            " ?, ?, ?, ?, ?, 1.0, 1.0, '{}')",
            (channel, status, remind, idle, since, reminded, board),
        )
    (c2,) = await db.one("SELECT id FROM game_tables WHERE channel_id = 'c2'")
    for seat, user in enumerate(("u0", "ai:1:normal")):
        await db.write(
            "INSERT INTO seats (table_id, user_id, display_name, joined_at, seat)"
            " VALUES (?, ?, ?, 1.0, ?)",
            (c2, user, user, seat),
        )
    await db.close()


async def _ids(store: Store, rows) -> list[str]:
    return [r.channel_id for r in rows]


async def test_an_old_database_upgrades_with_its_due_times(database_url):
    await _old_database(database_url)
    store = await Store.open(database_url)
    try:
        assert await store.schema_version() == len(migrations.SQLITE) >= 4
        assert await _ids(store, await store.due_reminders(T0 + 59)) == []
        assert await _ids(store, await store.due_reminders(T0 + 60)) == ["c1"]
        assert await _ids(store, await store.due_reminders(T0 + 160)) == ["c1", "c5"]
        assert await _ids(store, await store.due_idle_turns(T0 + 599)) == []
        assert await _ids(store, await store.due_idle_turns(T0 + 600)) == ["c1"]
        assert await _ids(store, await store.ai_waiting()) == ["c2"]  # the table with an AI seat
        assert await _ids(store, await store.boards_pending()) == ["c5"]
        assert all(r.state is None for r in await store.open_tables())  # listings skip states
    finally:
        await store.close()


async def test_every_write_keeps_the_due_times(store):
    t = await new_lobby(store)
    await store.start_table(t.id, ["u0"], '{"s": 0}', now=T0, ai_waits=False)
    assert await store.due_reminders(T0 + 59) == []
    assert [r.id for r in await store.due_reminders(T0 + 60)] == [t.id]
    await store.mark_reminded(t.id, T0 + 60)
    assert await store.due_reminders(T0 + 119) == []
    assert [r.id for r in await store.due_reminders(T0 + 120)] == [t.id]
    await store.set_reminder(t.id, 0)
    assert await store.due_reminders(T0 + 10_000) == []
    await store.set_reminder(t.id, 3600)
    assert [r.id for r in await store.due_reminders(T0 + 3660)] == [t.id]

    assert await store.due_idle_turns(T0 + 10_000) == []  # no idle clock
    await store.set_idle_clock(t.id, 300)
    assert [r.id for r in await store.due_idle_turns(T0 + 300)] == [t.id]
    # a step that restarts the waiting clock moves both times on; one that does not keeps them
    await store.commit_move(
        t.id,
        1,
        Commit(
            kind="move",
            seat=0,
            choice="a",
            turn=0,
            barrier=False,
            events=[],
            state='{"s": 1}',
            now=T0 + 200,
            ai_waits=False,
        ),
    )
    assert await store.due_idle_turns(T0 + 499) == []
    assert [r.id for r in await store.due_idle_turns(T0 + 500)] == [t.id]
    await store.commit_move(
        t.id,
        2,
        Commit(
            kind="move",
            seat=0,
            choice="b",
            turn=0,
            barrier=False,
            events=[],
            state='{"s": 2}',
            waiting_changed=False,
            now=T0 + 400,
            ai_waits=False,
        ),
    )
    assert [r.id for r in await store.due_idle_turns(T0 + 500)] == [t.id]
    await store.set_status(t.id, "finished")
    assert (
        await store.due_idle_turns(T0 + 10_000) == []
        and await store.due_reminders(T0 + 10_000) == []
    )


async def test_the_ai_flag_follows_the_commits(store):
    t = await new_lobby(store)
    await store.start_table(t.id, ["u0"], '{"s": 0}', ai_waits=True)
    assert [r.id for r in await store.ai_waiting()] == [t.id]
    await store.commit_move(
        t.id,
        1,
        Commit(
            kind="move",
            seat=0,
            choice="a",
            turn=0,
            barrier=False,
            events=[],
            state='{"s": 1}',
            ai_waits=False,
        ),
    )
    assert await store.ai_waiting() == []
    await store.commit_move(
        t.id,
        2,
        Commit(kind="move", seat=0, choice="a", turn=0, barrier=False, events=[], state='{"s": 2}'),
    )  # unknown: maybe
    assert [r.id for r in await store.ai_waiting()] == [t.id]
    await store.clear_ai_waits(t.id, 2)  # an older version's answer changes nothing
    assert [r.id for r in await store.ai_waiting()] == [t.id]
    await store.clear_ai_waits(t.id, 3)
    assert await store.ai_waiting() == []
    await store.replace_seat(t.id, "u0", "ai:1:normal", "AI")  # a seat handed to the AI: look again
    assert [r.id for r in await store.ai_waiting()] == [t.id]


async def test_the_due_queries_keep_to_the_shard(store):
    low = "0"  # shard 0 of 2
    high = str(1 << 22)  # shard 1 of 2
    ids = {}
    for guild in (low, high):
        t = await new_lobby(store, guild_id=guild, channel_id=f"c{guild}")
        await store.start_table(t.id, ["u0"], '{"s": 0}', now=T0)
        await store.set_idle_clock(t.id, 60)
        ids[guild] = t.id
    one = (frozenset({1}), 2)
    for rows in (
        await store.due_reminders(T0 + 60, one),
        await store.due_idle_turns(T0 + 60, one),
        await store.ai_waiting(one),
        await store.boards_pending(one),
    ):
        assert [r.id for r in rows] == [ids[high]]


async def test_the_passes_use_the_indexes(store, db_backend):
    """The plans name the partial indexes: no pass scans the table (SQLite's plan)."""
    if db_backend != "sqlite":
        pytest.skip("the plan is read from SQLite")
    seen: list[tuple[str, tuple]] = []
    real = store._db.all

    async def recording(sql, params=()):
        seen.append((sql, tuple(params)))
        return await real(sql, params)

    store._db.all = recording
    await store.due_reminders(5.0)
    await store.due_idle_turns(5.0)
    await store.ai_waiting()
    await store.boards_pending()
    store._db.all = real
    indexes = ["tables_remind_at", "tables_idle_at", "tables_ai_waits", "tables_board_pending"]
    for index, (sql, params) in zip(indexes, seen, strict=True):
        plan = " ".join(str(r[-1]) for r in await store._all("EXPLAIN QUERY PLAN " + sql, params))
        assert f"USING INDEX {index}" in plan, plan
