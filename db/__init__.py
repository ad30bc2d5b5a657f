"""Storage: one store interface over SQLite (the default) or PostgreSQL, numbered migrations."""

from db.errors import (
    AlreadySeated,
    ChannelBusy,
    LobbyChanged,
    NotInLobby,
    SchemaTooNew,
    StaleVersion,
    StoreError,
    StoreFull,
    StoreInUse,
    TableFull,
    storage_failure,
)
from db.store import (
    MOVE_KINDS,
    Commit,
    MoveRow,
    SeatRow,
    Store,
    TableRow,
    effective_moves,
    open_store,
    open_target,
)

__all__ = [
    "MOVE_KINDS",
    "AlreadySeated",
    "Commit",
    "ChannelBusy",
    "LobbyChanged",
    "MoveRow",
    "NotInLobby",
    "SchemaTooNew",
    "SeatRow",
    "StaleVersion",
    "Store",
    "StoreError",
    "StoreFull",
    "StoreInUse",
    "TableFull",
    "TableRow",
    "effective_moves",
    "open_store",
    "open_target",
    "storage_failure",
]
