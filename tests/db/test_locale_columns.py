"""Migration 5 (issue 32): the table's language (``game_tables.locale``, 'en' for every older
table) and each seat's last seen language (``seats.locale``, NULL until seen), on both
backends, kept by the store and carried by a copy."""

from db import Store, migrations
from db.backends import PostgresBackend, SqliteBackend
from db.copy import _copy
from db.store import open_target
from tests.db.rows import new_lobby


async def _old_database(url: str) -> None:
    """A database at schema version 4 (before the languages) with one lobby and its host."""
    kind, where = open_target(url)
    if kind == "postgresql":
        db, scripts = await PostgresBackend.open(where), migrations.POSTGRES
    else:
        db, scripts = await SqliteBackend.open(where), migrations.SQLITE
    await db.migrate(scripts[:4])
    await db.write(
        "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
        " seat_order, seed, created_at, updated_at) VALUES"
        " ('g', 'c1', 'coimbra', '{}', 'lobby', 'u0', 'joined', 7, 1.0, 1.0)"
    )
    (table_id,) = await db.one("SELECT id FROM game_tables")
    await db.write(
        "INSERT INTO seats (table_id, user_id, display_name, joined_at) VALUES (?, 'u0', 'A', 1)",
        (table_id,),
    )
    await db.close()


async def test_an_old_database_upgrades_to_english_tables_and_unseen_seats(database_url):
    await _old_database(database_url)
    store = await Store.open(database_url)
    try:
        assert await store.schema_version() == len(migrations.SQLITE) >= 5
        (row,) = await store.open_tables()
        assert row.locale == "en" and not row.damaged
        (seat,) = await store.seats(row.id)
        assert seat.locale is None
    finally:
        await store.close()


async def test_the_store_keeps_the_table_and_seat_languages(store):
    t = await new_lobby(store, locale="de")
    assert t.locale == "de"
    assert (await new_lobby(store, channel_id="c2")).locale == "en"
    await store.add_seat(t.id, "u1", "Ben")
    await store.set_seat_locale(t.id, "u1", "it")
    await store.set_locale(t.id, "it")
    row = await store.get_table(t.id)
    assert row is not None and row.locale == "it"
    assert {s.user_id: s.locale for s in await store.seats(t.id)} == {"u0": None, "u1": "it"}


async def test_a_copy_carries_the_languages(store, tmp_path):
    t = await new_lobby(store, locale="it")
    await store.set_seat_locale(t.id, "u0", "de")
    target = await Store.open(str(tmp_path / "copy.sqlite3"))
    try:
        await _copy(store, target)
        row = await target.get_table(t.id)
        assert row is not None and row.locale == "it"
        assert [s.locale for s in await target.seats(t.id)] == ["de"]
    finally:
        await target.close()
