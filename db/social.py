"""Watchers and rematches (issue 34, migration 7): who follows a table without a seat and how
the board reaches them; which finished table a lobby is the rematch of."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

VIA = ("dm", "mention")  # a direct message, or a ping in the table's channel


@dataclass(frozen=True, slots=True)
class WatcherRow:
    user_id: str
    via: str  # one of VIA
    locale: str  # the language they asked in


async def watch(db: Any, table_id: int, user_id: str, via: str, locale: str, now: float) -> bool:
    """Follow the table (or change how); True when they did not watch it before."""
    async with db.transaction() as tx:
        known = await tx.one(
            "SELECT 1 FROM watchers WHERE table_id = ? AND user_id = ?", (table_id, user_id)
        )
        if known:
            await tx.execute(
                "UPDATE watchers SET via = ?, locale = ? WHERE table_id = ? AND user_id = ?",
                (via, locale, table_id, user_id),
            )
        else:
            await tx.execute(
                "INSERT INTO watchers (table_id, user_id, via, locale, created_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (table_id, user_id)"
                " DO UPDATE SET via = excluded.via, locale = excluded.locale",
                (table_id, user_id, via, locale, now),
            )
    return not known


async def unwatch(db: Any, table_id: int, user_id: str) -> bool:
    """Stop following the table; False when they did not follow it."""
    removed = await db.write(
        "DELETE FROM watchers WHERE table_id = ? AND user_id = ?", (table_id, user_id)
    )
    return bool(removed)


async def watchers(db: Any, table_id: int) -> list[WatcherRow]:
    rows = await db.all(
        "SELECT user_id, via, locale FROM watchers WHERE table_id = ? ORDER BY created_at, user_id",
        (table_id,),
    )
    return [WatcherRow(*r) for r in rows]


async def note_rematch(db: Any, table_id: int, previous_id: int) -> None:
    await db.write(
        "INSERT INTO rematches (table_id, previous_id) VALUES (?, ?)", (table_id, previous_id)
    )


async def rematch_of(db: Any, table_id: int) -> int | None:
    """The finished table this lobby is the rematch of, or None."""
    row = await db.one("SELECT previous_id FROM rematches WHERE table_id = ?", (table_id,))
    return None if row is None else int(row[0])


async def rematches(db: Any, previous_id: int) -> list[int]:
    """The tables opened as rematches of ``previous_id``, oldest first."""
    rows = await db.all(
        "SELECT table_id FROM rematches WHERE previous_id = ? ORDER BY table_id", (previous_id,)
    )
    return [int(r[0]) for r in rows]
