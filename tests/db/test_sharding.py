"""Shards: each process reminds and cleans up only its own guilds' tables."""

import pytest

from bot.config import SettingsError, load_settings
from db import open_store
from db.sharding import parse_shards, shard_of

# guild ids whose shard of 2 is known: (id >> 22) % 2
EVEN, ODD = str(0 << 22 | 12345), str(1 << 22 | 12345)


def test_shard_of_follows_discords_rule():
    assert shard_of(EVEN, 2) == 0 and shard_of(ODD, 2) == 1
    assert shard_of("81384788765712384", 4) == (81384788765712384 >> 22) % 4
    assert shard_of("local", 4) == 0  # not a Discord guild: shard 0, like DMs


def test_parse_shards():
    assert parse_shards("", "") is None
    assert parse_shards("4", "") == (frozenset({0, 1, 2, 3}), 4)
    assert parse_shards("4", "1, 3") == (frozenset({1, 3}), 4)
    assert parse_shards("8", "0-2,5") == (frozenset({0, 1, 2, 5}), 8)
    for count, ids, message in [
        ("x", "", "whole number"),
        ("0", "", "at least 1"),
        ("2", "2", "outside 0..1"),
        ("", "0", "needs SHARD_COUNT"),
        ("2", "a", "numbers like"),
    ]:
        with pytest.raises(ValueError, match=message):
            parse_shards(count, ids)


def test_settings_read_database_url_and_shards():
    s = load_settings(
        {"DATABASE_URL": "postgresql://bot@db/tablebot", "SHARD_COUNT": "2", "SHARD_IDS": "1"}
    )
    assert s.database_url == "postgresql://bot@db/tablebot" and s.shard == (frozenset({1}), 2)
    assert "bot@db" not in repr(s)  # the URL may hold a password: never in a log line
    assert load_settings({}).database_url is None and load_settings({}).shard is None
    with pytest.raises(SettingsError, match="DATABASE_URL must start with postgresql://"):
        load_settings({"DATABASE_URL": "mysql://x"})
    with pytest.raises(SettingsError, match="SHARD_IDS"):
        load_settings({"SHARD_COUNT": "2", "SHARD_IDS": "5"})


async def _waiting(store, guild: str, channel: str) -> int:
    t = await store.create_table(
        guild_id=guild,
        channel_id=channel,
        game="x",
        options={},
        host_id="u0",
        host_name="A",
        seat_order="joined",
        seed=1,
        reminder_seconds=60,
        now=0.0,
    )
    await store.start_table(t.id, ["u0"], '{"s": 0}', now=0.0)
    return t.id


async def test_reminders_and_open_tables_only_for_the_processs_shards(store):
    even, odd = await _waiting(store, EVEN, "c1"), await _waiting(store, ODD, "c2")
    assert [r.id for r in await store.due_reminders(1000.0)] == [even, odd]  # unsharded: all
    assert [r.id for r in await store.due_reminders(1000.0, shard=(frozenset({1}), 2))] == [odd]
    store.shard = (frozenset({0}), 2)  # what open_store(settings) sets from SHARD_COUNT/SHARD_IDS
    assert [r.id for r in await store.due_reminders(1000.0)] == [even]
    assert [r.id for r in await store.open_tables()] == [even]
    assert len(await store.tables_in_guild(ODD)) == 1  # a guild asked for by name is always served


async def test_open_store_uses_the_settings(tmp_path):
    settings = load_settings(
        {"DATABASE_PATH": str(tmp_path / "s.sqlite3"), "SHARD_COUNT": "3", "SHARD_IDS": "2"}
    )
    store = await open_store(settings)
    try:
        assert store.backend == "sqlite" and store.shard == (frozenset({2}), 3)
    finally:
        await store.close()


async def test_the_discord_client_runs_only_its_shards(tmp_path):
    from types import SimpleNamespace

    from bot.discord import build_bot

    settings = load_settings(
        {"SHARD_COUNT": "4", "SHARD_IDS": "1-2", "DATABASE_PATH": str(tmp_path / "x")}
    )
    bot = build_bot(SimpleNamespace(picture="board"), settings)
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 2])
    unsharded = build_bot(SimpleNamespace(picture="board"), load_settings({}))
    assert unsharded.shard_count is None and unsharded.shard_ids is None  # Discord recommends
