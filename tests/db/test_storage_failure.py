"""The store's own reading of a failed write (issue 30): the service sees only `StoreError`s,
never a driver's message. A driver error the backend did not turn into one (SQLite's "database
is locked", or "cannot rollback" after SQLite rolled a full disk back on its own) is read here."""

import sqlite3

from db import StoreError, StoreFull, storage_failure


def test_a_full_disk_is_store_full_whatever_said_it():
    full = StoreFull("The database x is full")
    assert storage_failure(full) is full
    assert isinstance(
        storage_failure(sqlite3.OperationalError("database or disk is full")), StoreFull
    )
    rolled_back = sqlite3.OperationalError("cannot rollback - no transaction is active")
    assert isinstance(storage_failure(rolled_back), StoreFull)


def test_another_storage_failure_is_a_store_error():
    locked = storage_failure(sqlite3.OperationalError("database is locked"))
    assert type(locked) is StoreError and str(locked) == "database is locked"
    unreachable = StoreError("The database x cannot be reached")
    assert storage_failure(unreachable) is unreachable


def test_anything_else_is_no_storage_failure():
    assert storage_failure(RuntimeError("boom")) is None
    assert storage_failure(sqlite3.IntegrityError("UNIQUE constraint failed")) is None
