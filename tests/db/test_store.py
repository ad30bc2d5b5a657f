"""The SQLite store: schema, migrations, the one-transaction move commit."""

import sqlite3

import pytest

from db import ChannelBusy, Commit, StaleVersion, Store
from db.migrations import MIGRATIONS
from tests.db.rows import new_lobby


async def _table(store, channel="c1"):
    return await new_lobby(store, channel_id=channel)


async def test_new_database_is_migrated_with_wal_and_foreign_keys(tmp_path):
    store = await Store.open(tmp_path / "a.sqlite3")
    assert await store.schema_version() == len(MIGRATIONS)
    assert (await store._one("PRAGMA journal_mode"))[0] == "wal"
    assert (await store._one("PRAGMA foreign_keys"))[0] == 1
    await store.close()
    again = await Store.open(tmp_path / "a.sqlite3")  # reopening migrates nothing twice
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()


async def test_database_from_a_newer_build_is_refused(tmp_path):
    path = tmp_path / "new.sqlite3"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    con.close()
    with pytest.raises(RuntimeError, match="newer than this build"):
        await Store.open(path)


async def test_one_open_table_per_channel(store):
    await _table(store)
    with pytest.raises(ChannelBusy):
        await _table(store)
    assert len(await store.tables_in_guild("g")) == 1
    await _table(store, "c2")


async def test_commit_move_is_versioned_and_atomic(store):
    t = await _table(store)
    await store.start_table(t.id, ["u0"], '{"s": 0}')
    row = await store.get_table(t.id)
    v = await store.commit_move(
        t.id,
        row.version,
        Commit(
            kind="move",
            seat=0,
            choice="a",
            turn=0,
            barrier=False,
            events=[{"text": "hi"}],
            state='{"s": 1}',
        ),
    )
    assert v == row.version + 1
    with pytest.raises(StaleVersion):
        await store.commit_move(
            t.id,
            row.version,
            Commit(
                kind="move", seat=0, choice="b", turn=0, barrier=False, events=[], state='{"s": 2}'
            ),
        )
    moves = await store.moves(t.id)
    assert [m.choice for m in moves] == ["a"]
    assert (await store.get_table(t.id)).state == '{"s": 1}'


async def test_foreign_keys_reject_orphan_moves(store):
    with pytest.raises(store._db.integrity_errors):
        await store._conn.execute(
            "INSERT INTO moves (table_id, n, kind, seat, created_at) VALUES (999, 1, 'move', 0, 0)"
        )


async def test_last_moves_reads_only_the_newest_rows_oldest_first(store):
    t = await new_lobby(
        store, guild_id="1", channel_id="2", game="peek-and-pile", host_name="A", reminder_seconds=0
    )
    await store.start_table(t.id, ["u0"], "{}")
    version = (await store.get_table(t.id)).version
    for i in range(5):
        version = await store.commit_move(
            t.id,
            version,
            Commit(
                kind="move", seat=0, choice=f"c{i}", turn=i, barrier=False, events=[], state="{}"
            ),
        )
    tail = await store.last_moves(t.id, 3)
    assert [m.choice for m in tail] == ["c2", "c3", "c4"] and [m.n for m in tail] == [3, 4, 5]
    assert [m.choice for m in await store.last_moves(t.id, 10)] == [f"c{i}" for i in range(5)]


async def test_replace_seat_hands_a_running_seat_over_in_one_step(store):
    from db import AlreadySeated, NotInLobby

    t = await _table(store)
    await store.add_seat(t.id, "u1", "Ben")
    await store.start_table(t.id, ["u1", "u0"], '{"s": 0}')
    version = (await store.get_table(t.id)).version
    await store.replace_seat(t.id, "u0", "ai:1:easy", "AI 1 (easy)", new_host="u1")
    seats = await store.seats(t.id)
    assert [(s.seat, s.user_id, s.display_name) for s in seats] == [
        (0, "u1", "Ben"),
        (1, "ai:1:easy", "AI 1 (easy)"),
    ]
    row = await store.get_table(t.id)
    assert row.host_id == "u1" and row.version == version  # the game's version is untouched
    with pytest.raises(AlreadySeated):
        await store.replace_seat(t.id, "u1", "ai:1:easy", "AI")
    with pytest.raises(LookupError):
        await store.replace_seat(t.id, "u0", "u5", "Eve")
    await store.set_status(t.id, "abandoned")
    with pytest.raises(NotInLobby):
        await store.replace_seat(t.id, "u1", "u5", "Eve")
