"""Migration 3: every table gets its own random AI secret, old tables included."""

from db import Store, migrations
from db.backends import PostgresBackend, SqliteBackend
from db.store import open_target


async def old_database(url: str):
    """A database at schema version 2 (before the AI secret) holding two tables."""
    kind, where = open_target(url)
    if kind == "postgresql":
        db, scripts = await PostgresBackend.open(where), migrations.POSTGRES
    else:
        db, scripts = await SqliteBackend.open(where), migrations.SQLITE
    await db.migrate(scripts[:2])
    for channel in ("c1", "c2"):
        await db.write(
            "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
            " seat_order, seed, reminder_seconds, created_at, updated_at)"
            " VALUES ('g', ?, 'coimbra', '{}', 'lobby', 'u0', 'joined', 7, 60, 1.0, 1.0)",
            (channel,),
        )
    await db.close()


async def test_the_migration_gives_each_old_table_its_own_random_secret(database_url):
    await old_database(database_url)
    store = await Store.open(database_url)
    try:
        assert await store.schema_version() == len(migrations.SQLITE) >= 3
        rows = await store.tables_in_guild("g")
        secrets = [row.ai_secret for row in rows]
        assert len(secrets) == 2 and secrets[0] != secrets[1]
        assert all(len(s) == 32 and int(s, 16) >= 0 for s in secrets)
        assert not any(row.damaged for row in rows)
        assert {row.seed for row in rows} == {7}  # the game's seed is untouched
    finally:
        await store.close()
