"""Migration 8 (issue 34): each person's reminder preferences, on both backends: an older
database upgrades with none, the store keeps, replaces and forgets them, the schema refuses
what it must, and a deferred reminder or idle turn is what the indexed lookups then find."""

import pytest

from db import Store, migrations
from db.backends import PostgresBackend, SqliteBackend
from db.prefs import ReminderPrefs
from db.store import open_target


async def test_an_older_database_upgrades_and_preferences_are_kept_and_forgotten(database_url):
    kind, where = open_target(database_url)
    if kind == "postgresql":
        db, scripts = await PostgresBackend.open(where), migrations.POSTGRES
    else:
        db, scripts = await SqliteBackend.open(where), migrations.SQLITE
    await db.migrate(scripts[:6])  # before the watchers' and the reminders' migrations
    await db.close()
    store = await Store.open(database_url)
    try:
        assert await store.schema_version() == len(migrations.SQLITE)
        assert await store.reminder_prefs(["u0"]) == {}
        night = ReminderPrefs("u0", "dm", 1320, 420, "Europe/Berlin", 1_800_100_000.5)
        await store.set_reminder_prefs(night, 1.0)
        await store.set_reminder_prefs(ReminderPrefs("u1"), 1.0)
        assert await store.reminder_prefs(["u0", "u1", "u2", "u0"]) == {
            "u0": night,
            "u1": ReminderPrefs("u1"),
        }
        back = ReminderPrefs("u0", "channel", None, None, "America/New_York", None)
        await store.set_reminder_prefs(back, 2.0)  # replaces the row
        assert await store.reminder_prefs(["u0"]) == {"u0": back}
        await store.clear_reminder_prefs("u0")
        assert await store.reminder_prefs(["u0", "u1"]) == {"u1": ReminderPrefs("u1")}
        with pytest.raises(Exception, match="(?i)check constraint"):  # the schema holds
            await store.set_reminder_prefs(ReminderPrefs("u3", "pigeon"), 3.0)
        with pytest.raises(Exception, match="(?i)check constraint"):
            await store.set_reminder_prefs(ReminderPrefs("u3", quiet_from=1440, quiet_to=0), 3.0)
    finally:
        await store.close()
