"""Storage: aiosqlite with WAL, foreign keys and numbered migrations."""

from db.store import ChannelBusy, MoveRow, SeatRow, StaleVersion, Store, TableRow, effective_moves

__all__ = ["ChannelBusy", "MoveRow", "SeatRow", "StaleVersion", "Store", "TableRow", "effective_moves"]
