"""What the store can refuse or fail with. Every failure a player or operator can meet is
a ``StoreError`` subclass carrying one clear sentence; the refusals of a click or a join
(``StaleVersion``, ``ChannelBusy``, ``TableFull``, ...) say why nothing was written."""

import sqlite3


class StoreError(RuntimeError):
    """The database cannot be used (damaged, locked, full, newer, unreachable)."""


class StoreFull(StoreError):
    """The disk (or the database's size limit) is full; the transaction was rolled back."""


class SchemaTooNew(StoreError):
    """The database was written by a newer build of the bot."""


class StoreInUse(StoreError):
    """Another process already holds this SQLite file."""


class StaleVersion(Exception):
    """The table moved on since the caller read it (another click won)."""


class LobbyChanged(StaleVersion):
    """Someone joined or left while the game was being started: read the seats again."""


class ChannelBusy(Exception):
    """The channel already has an open table."""


class NotInLobby(Exception):
    """The table is not (or no longer) waiting in its lobby."""


class TableFull(Exception):
    """Every seat of the lobby is taken."""


class AlreadySeated(Exception):
    """The player already has a seat at this table."""


def storage_failure(exc: BaseException) -> StoreError | None:
    """The store's own error for a failed write, or None when ``exc`` is not a storage failure.

    The backends turn the failures they recognise into ``StoreError``s; a driver error that
    still gets through (SQLite's "database is locked", or its "cannot rollback" after it rolled
    a full disk back on its own) is read here, so the callers never match driver messages."""
    if isinstance(exc, StoreFull):
        return exc
    if not isinstance(exc, StoreError | sqlite3.OperationalError):
        return None
    text = str(exc)
    if "full" in text or "cannot rollback" in text:  # SQLite rolled back on its own: SQLITE_FULL
        return StoreFull(text)
    return exc if isinstance(exc, StoreError) else StoreError(text)
