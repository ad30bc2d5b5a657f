"""Which process serves which guild: Discord's rule, ``shard = (guild_id >> 22) % count``.

A process started with ``SHARD_COUNT=4 SHARD_IDS=0,1`` serves shards 0 and 1 of 4;
its reminders and cleanup touch only those guilds' tables. Tables outside Discord
(the local page's guild, ids that are not numbers) belong to shard 0, as DMs do.
"""

from __future__ import annotations

Shard = tuple[frozenset[int], int]  # (the shard ids this process serves, the shard count)


def shard_of(guild_id: str, count: int) -> int:
    return (int(guild_id) >> 22) % count if guild_id.isdigit() else 0


def in_shard(guild_id: str, shard: Shard) -> bool:
    ids, count = shard
    return shard_of(guild_id, count) in ids


def parse_shards(count_raw: str, ids_raw: str) -> Shard | None:
    """SHARD_COUNT / SHARD_IDS as a Shard; None when unset (one process serves all).

    Raises ValueError with a clear sentence for a bad value."""
    count_raw, ids_raw = count_raw.strip(), ids_raw.strip()
    if not count_raw:
        if ids_raw:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (how many shards there are in all)")
        return None
    try:
        count = int(count_raw)
    except ValueError:
        raise ValueError(f"SHARD_COUNT must be a whole number, not {count_raw!r}") from None
    if count < 1:
        raise ValueError("SHARD_COUNT must be at least 1")
    if not ids_raw:
        return frozenset(range(count)), count
    ids: set[int] = set()
    for part in ids_raw.replace(" ", "").split(","):
        lo, _, hi = part.partition("-")
        try:
            first, last = int(lo), int(hi or lo)
        except ValueError:
            raise ValueError(
                f"SHARD_IDS must list numbers like 0,1 or 0-3, not {ids_raw!r}"
            ) from None
        if not 0 <= first <= last < count:
            raise ValueError(f"SHARD_IDS {part!r} is outside 0..{count - 1} (SHARD_COUNT={count})")
        ids.update(range(first, last + 1))
    return frozenset(ids), count
