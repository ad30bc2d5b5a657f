"""A lobby row for store tests: `Store.create_table` with the fields most tests do not care
about filled in (a test passes only the ones it is about)."""

from __future__ import annotations

from typing import Any

from db import Store, TableRow

LOBBY = dict(
    guild_id="g",
    channel_id="c",
    game="x",
    options={},
    host_id="u0",
    host_name="Anna",
    seat_order="joined",
    seed=1,
    reminder_seconds=60,
)


async def new_lobby(store: Store, **fields: Any) -> TableRow:
    return await store.create_table(**{**LOBBY, **fields})
