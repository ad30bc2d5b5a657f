"""The table service: lobby, seats, turns, the move pipeline, undo, reminders.

It knows no Discord type. The Discord adapter, the local page and the tests all drive
it with plain ids (user ids are strings) and get back `Update` values. Every refusal
is a `Refused` with the sentence to show the player; a refusal changes nothing.

The move pipeline (design.md): a click is (table, user, version, choice id). Under the
table's lock the service loads the table, checks seat, turn and version, asks the
engine to apply the choice, stores the log row and the new state in one transaction,
and renders the public board off the event loop.

Every CPU-heavy part (loading a state, the engine step with its log line and hidden-
information check, the dump, the next board's choices and views, pictures, replays)
runs on `bot.cpu`'s small thread pools: the event loop only does the short steps in
between, so a burst of clicks on many tables never holds it (issue 11).

This module is the face: `TableService` is composed of the layers in `bot.service`
(values, core, showing, moves, lobby, clocks, records, social); the adapters see only it and
its values, never the store behind it.
"""

from __future__ import annotations

from bot.service.cache import StateCache
from bot.service.movelog import Tail
from bot.service.social import Social
from bot.service.values import (
    DAMAGED,
    DAMAGED_TEXT,
    DAMAGED_WHAT,
    DAMAGED_WHAT_TEXT,
    ELSEWHERE,
    ELSEWHERE_TEXT,
    MAX_ID,
    Damaged,
    HandView,
    LogEntry,
    MovedFirst,
    Player,
    Recorded,
    Refused,
    Reminder,
    TableSummary,
    Update,
)
from db import TableRow

__all__ = [
    "DAMAGED",
    "DAMAGED_TEXT",
    "DAMAGED_WHAT",
    "DAMAGED_WHAT_TEXT",
    "ELSEWHERE",
    "ELSEWHERE_TEXT",
    "MAX_ID",
    "Damaged",
    "HandView",
    "LogEntry",
    "MovedFirst",
    "Player",
    "Recorded",
    "Refused",
    "Reminder",
    "StateCache",
    "TableService",
    "TableSummary",
    "Tail",
    "Update",
]


class TableService(Social):
    """The service the adapters use: every layer's actions, and the few plain reads and
    writes of table rows the adapters need (so none reaches into the store)."""

    async def table_row(self, table_id: int) -> TableRow | None:
        """The table's stored row as it is (damaged or closed too), or None."""
        return await self.store.get_table(table_id)

    async def open_tables(self) -> list[TableRow]:
        """This process's open tables, without their states."""
        return await self.store.open_tables()

    async def boards_pending(self) -> list[TableRow]:
        """This process's running tables whose board is still to be posted (an indexed
        lookup: the repair pass never lists every table)."""
        return await self.store.boards_pending()

    async def tables_of_guild(self, guild_id: str, *, open_only: bool = True) -> list[TableRow]:
        return await self.store.tables_in_guild(guild_id, open_only=open_only)

    async def count_tables(self) -> int:
        return await self.store.count_tables()

    async def set_board_message(self, table_id: int, message_id: str | None) -> str | None:
        """Remember the table's board message (None: a board is due); the previous one's id."""
        return await self.store.set_board_message(table_id, message_id)
