"""Migration 6 (issue 34): the server's record, on both backends: written in the transaction
that finishes a table (and only then), backfilled for tables finished before it (a copy:
tests/bot/test_records.py)."""

import json

import pytest

from db import Commit, StaleVersion, Store, migrations
from db.backends import PostgresBackend, SqliteBackend
from db.store import open_target
from tests.db.rows import new_lobby

RESULT = {
    "totals": {"0": 7, "1": 9, "2": 9},
    "breakdown": {},
    "ranking": [1, 2, 0],
    "winners": [1, 2],
    "tiebreak": "",
}


async def _old_database(url: str) -> None:
    """A database at schema version 5 (before the record) with one finished table of three
    (Ben and an AI share the victory), one running table and one abandoned."""
    kind, where = open_target(url)
    if kind == "postgresql":
        db, scripts = await PostgresBackend.open(where), migrations.POSTGRES
    else:
        db, scripts = await SqliteBackend.open(where), migrations.SQLITE
    await db.migrate(scripts[:5])
    for channel, status, result in (
        ("c1", "finished", json.dumps(RESULT)),
        ("c2", "playing", None),
        ("c3", "abandoned", json.dumps({"closed": "gone"})),
    ):
        await db.write(
            "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
            " seat_order, seed, result, created_at, updated_at) VALUES"
            " ('g', ?, 'coimbra', '{\"short\": true}', ?, 'u0', 'joined', 7, ?, 10.0, 50.0)",
            (channel, status, result),
        )
    (table_id,) = await db.one("SELECT id FROM game_tables WHERE channel_id = 'c1'")
    for seat, (user, name) in enumerate([("u0", "Anna"), ("u1", "Ben"), ("ai:1:easy", "AI 1")]):
        await db.write(
            "INSERT INTO seats (table_id, user_id, display_name, joined_at, seat)"
            " VALUES (?, ?, ?, 1, ?)",
            (table_id, user, name, seat),
        )
    for n, at in ((1, 20.0), (2, 40.0)):
        await db.write(
            "INSERT INTO moves (table_id, n, kind, seat, choice, created_at)"
            " VALUES (?, ?, 'move', 0, 'x', ?)",
            (table_id, n, at),
        )
    await db.close()


async def test_tables_finished_before_the_migration_are_recorded_by_the_first_stats(
    database_url,
):
    await _old_database(database_url)
    store = await Store.open(database_url)
    try:
        assert await store.schema_version() == len(migrations.SQLITE) >= 6
        assert await store.results("g") == []  # the migration itself records nothing
        assert await store.record_missing("other guild") == 0
        assert await store.record_missing("g") == 1  # only the finished table
        assert await store.record_missing("g") == 0
        (game,) = await store.results("g")
        assert (game.game, game.finished_at) == ("coimbra", 40.0)  # its last move
        got = [(s.seat, s.user_id, s.name, s.is_ai, s.score, s.place, s.winner) for s in game.seats]
        assert got == [
            (0, "u0", "Anna", False, 7, 3, False),
            (1, "u1", "Ben", False, 9, 1, True),
            (2, "ai:1:easy", "AI 1", True, 9, 1, True),
        ]
        row = await store._one(
            "SELECT channel_id, options, players, started_at, tiebreak, resigned FROM results"
        )
        options = row[1] if isinstance(row[1], dict) else json.loads(row[1])
        assert (row[0], options, row[2], row[3]) == ("c1", {"short": True}, 3, 20.0)
        assert json.loads(row[4]) == "" and row[5] is None
    finally:
        await store.close()


async def _running(store: Store) -> int:
    t = await new_lobby(store, guild_id="g1")
    await store.add_seat(t.id, "u1", "Ben")
    await store.start_table(t.id, ["u1", "u0"], "{}", now=100.0)
    return t.id


def _step(result: dict | None, now: float) -> Commit:
    return Commit("move", 0, "x", 1, False, [], "{}", result=result, now=now)


async def test_the_record_is_written_by_the_finishing_commit_only(store):
    t = await _running(store)
    await store.commit_move(t, 1, _step(None, 110.0))
    assert await store.results("g1") == []
    with pytest.raises(StaleVersion):  # a stale finish writes neither the table nor the record
        await store.commit_move(t, 1, _step(RESULT, 115.0))
    assert await store.results("g1") == []
    tiebreak = {"key": "x-tiebreak", "args": {"who": 1}}  # a message is kept as its JSON
    await store.commit_move(t, 2, _step({**RESULT, "winners": [1], "tiebreak": tiebreak}, 120.0))
    (game,) = await store.results("g1")
    assert game.finished_at == 120.0 and [(s.user_id, s.place) for s in game.seats] == [
        ("u1", 2),
        ("u0", 1),
    ]
    row = await store._one("SELECT started_at, tiebreak FROM results")
    assert row[0] == 100.0 and json.loads(row[1]) == tiebreak
    assert await store.record_missing("g1") == 0


async def test_a_failed_record_takes_the_finish_back(store, monkeypatch):
    """The record and the finish are one transaction: if the record cannot be written, the
    table is not finished either."""
    from db import records

    t = await _running(store)

    async def broken(tx, table_id, result, now):
        await tx.execute("INSERT INTO results (table_id) VALUES (?)", (table_id,))  # NOT NULLs

    monkeypatch.setattr(records, "write_record", broken)
    with pytest.raises(Exception):  # noqa: B017, PT011 - each backend's own integrity error
        await store.commit_move(t, 1, _step(RESULT, 120.0))
    row = await store.get_table(t)
    assert row.status == "playing" and row.version == 1 and row.result is None
    assert await store.moves(t) == []
