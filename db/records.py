"""The server's record (issue 34, migration 6): one ``results`` row per finished table and one
``result_seats`` row per seat, derived from the table's stored result and seats.

``write_record`` runs inside the transaction that finishes the table (``Store.commit_move``),
so a finished table never lacks its record; ``backfill`` records the tables of a server that
finished before migration 6 (or were copied from another database, which copies tables,
seats and moves only). Both go through the same function, so a record is the same whichever
wrote it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

AI_PREFIX = "ai:"  # the AI seats' user ids (bot/aiseats.py): "ai:<number>:<level>"


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    user_id: str
    name: str  # the display name when the game ended
    is_ai: bool
    score: int | None
    place: int  # 1 = first; a victory the tie-breaks leave shared gives 1 to each winner
    winner: bool


@dataclass(frozen=True, slots=True)
class GameResult:
    table_id: int
    game: str
    finished_at: float
    seats: tuple[SeatResult, ...]


def places(result: dict[str, Any], seat_count: int) -> dict[int, tuple[int, bool]]:
    """Seat -> (place, winner) from a stored result: the game's ranking already applies the
    rulebook's tie-breaks to every place, so only a victory they leave shared (several
    ``winners``) is a tie, each winner placed first; the next seat's place counts everyone
    ahead of it ("1, 1, 3"). Seats missing from the ranking (a malformed result) come last,
    in seat order."""
    ranking = [s for s in (_seat(v) for v in result.get("ranking") or []) if s is not None]
    ranking = list(dict.fromkeys(s for s in ranking if 0 <= s < seat_count))
    ranking += [s for s in range(seat_count) if s not in ranking]
    winners = {s for s in (_seat(v) for v in result.get("winners") or []) if s is not None}
    return {s: (1 if s in winners else i + 1, s in winners) for i, s in enumerate(ranking)}


def _seat(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


async def write_record(tx: Any, table_id: int, result: dict[str, Any], now: float) -> bool:
    """Record the finished table ``table_id`` (its ``result``, finished at ``now``) inside the
    transaction ``tx``; False when it was recorded already (nothing is written twice)."""
    table = await tx.one(
        "SELECT guild_id, channel_id, game, options, created_at, started_at FROM game_tables"
        " WHERE id = ?",
        (table_id,),
    )
    if table is None:
        return False
    guild_id, channel_id, game, options, created_at, started_at = table
    seats = await tx.all(
        "SELECT seat, user_id, display_name FROM seats WHERE table_id = ? AND seat IS NOT NULL"
        " ORDER BY seat",
        (table_id,),
    )
    if not seats:
        return False
    if started_at is None:  # started before migration 6: its first move is the nearest time
        (first,) = await tx.one("SELECT MIN(created_at) FROM moves WHERE table_id = ?", (table_id,))
        started_at = first if first is not None else created_at
    options_text = options if isinstance(options, str) else json.dumps(options)
    inserted = await tx.execute(
        "INSERT INTO results (table_id, guild_id, channel_id, game, options, players, started_at,"
        " finished_at, tiebreak, resigned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (table_id) DO NOTHING",
        (
            table_id,
            guild_id,
            channel_id,
            game,
            options_text,
            len(seats),
            float(min(started_at, now)),
            float(now),
            json.dumps(result.get("tiebreak") or ""),
            _seat(result.get("resigned")),
        ),
    )
    if inserted != 1:
        return False
    totals = result.get("totals") or {}
    placed = places(result, len(seats))
    for seat, user_id, name in seats:
        place, winner = placed.get(seat, (len(seats), False))
        score = _seat(totals.get(str(seat)))
        await tx.execute(
            "INSERT INTO result_seats (table_id, seat, user_id, display_name, is_ai, score,"
            " place, winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                table_id,
                seat,
                user_id,
                name,
                int(user_id.startswith(AI_PREFIX)),
                score,
                place,
                int(winner),
            ),
        )
    return True


async def backfill(db: Any, guild_id: str) -> int:
    """Record every finished table of ``guild_id`` that has no record yet (finished before
    migration 6, or copied here); each in its own transaction. The count recorded."""
    missing = await db.all(
        "SELECT id FROM game_tables g WHERE guild_id = ? AND status = 'finished'"
        " AND NOT EXISTS (SELECT 1 FROM results r WHERE r.table_id = g.id) ORDER BY id",
        (guild_id,),
    )
    count = 0
    for (table_id,) in missing:
        async with db.transaction() as tx:
            row = await tx.one(
                "SELECT result, updated_at FROM game_tables WHERE id = ? AND status = 'finished'",
                (table_id,),
            )
            result = _result(row[0]) if row else None
            if result is None:  # a damaged result cannot be recorded; the table stays as it is
                continue
            (last,) = await tx.one(
                "SELECT MAX(created_at) FROM moves WHERE table_id = ?", (table_id,)
            )
            count += await write_record(tx, table_id, result, last if last is not None else row[1])
    return count


def _result(raw: Any) -> dict[str, Any] | None:
    try:
        value = json.loads(raw) if isinstance(raw, str | bytes) else raw
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


_ROWS = (
    "SELECT r.table_id, r.game, r.finished_at, s.seat, s.user_id, s.display_name, s.is_ai,"
    " s.score, s.place, s.winner FROM results r JOIN result_seats s ON s.table_id = r.table_id"
    " WHERE r.guild_id = ?"
)
_ORDER = " ORDER BY r.finished_at, r.table_id, s.seat"
Rows = list[tuple[Any, ...]]


async def results(db: Any, guild_id: str, game: str | None = None) -> list[GameResult]:
    """The server's recorded games (of ``game``, or every game) in finishing order."""
    if game is None:
        return grouped(await result_rows(db, guild_id))
    return grouped(
        [tuple(r) for r in await db.all(f"{_ROWS} AND r.game = ?{_ORDER}", (guild_id, game))]
    )


async def result_rows(db: Any, guild_id: str, after: tuple[float, int] | None = None) -> Rows:
    """The server's recorded games as plain rows (one a seat, for ``grouped``) in finishing
    order; ``after``: only those that finished after (finished_at, table_id)."""
    if after is None:
        rows = await db.all(_ROWS + _ORDER, (guild_id,))
    else:
        rows = await db.all(
            f"{_ROWS} AND (r.finished_at > ? OR (r.finished_at = ? AND r.table_id > ?)){_ORDER}",
            (guild_id, after[0], after[0], after[1]),
        )
    return [tuple(r) for r in rows]


async def count(db: Any, guild_id: str) -> int:
    """How many games the server has recorded."""
    (n,) = await db.one("SELECT COUNT(*) FROM results WHERE guild_id = ?", (guild_id,))
    return int(n)


def grouped(rows: Sequence[Sequence[Any]]) -> list[GameResult]:
    """``result_rows`` as one `GameResult` a game (pure: it may run off the event loop)."""
    out: list[GameResult] = []
    seats: list[SeatResult] = []
    for i, r in enumerate(rows):
        seats.append(SeatResult(r[3], r[4], r[5], bool(r[6]), r[7], r[8], bool(r[9])))
        if i + 1 == len(rows) or rows[i + 1][0] != r[0]:
            out.append(GameResult(r[0], r[1], r[2], tuple(seats)))
            seats = []
    return out
