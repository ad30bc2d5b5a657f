"""What a ping's picture costs extra (issue 31.1): the board right after the pinged player's
own last move, from memory and replayed (after a restart), late in a 4-seat game.

    .venv/bin/python -m bench.since_bench [--repeat 20] [--seed 1]

Plays one random 4-seat game of each game on a temporary SQLite store (no pictures) to
about 90% of the AI's average game length (bench/results/ai-matrix.jsonl; 90% of the random
game's when that is shorter), up to a turn that pings Anna, then times `_board_after` on
that service (memory) and on a fresh one on the same store (the replay, with the log read
when the cached tail does not reach back). Prints CPU ms (the process's, worker threads
included) and wall ms per ping, and the memory a kept state takes.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from bot.tables import TableService
from db import Store
from devkit.timing import footer
from games import get as get_game

# about 90% of the AI's average 4-seat game, in log rows
LATE_ROWS = {
    "lorenzo-il-magnifico": 205,
    "coimbra": 270,
    "de-vulgari-eloquentia": 225,
    "stupor-mundi": 1100,
}
NAMES = ["Anna", "Ben", "Cleo", "Dario"]


async def late_ping(
    service: TableService, slug: str, seed: int, late: int, channel: str
) -> tuple[int, int]:
    """A table of ``slug`` played to ``late`` rows and on to a turn that pings Anna (to its
    end when ``late`` is 0); its id and log rows."""
    upd = await service.new_table(
        guild_id="1", channel_id=channel, user_id="u0", name="Anna", game=slug, seed=seed
    )
    t = upd.table_id
    for i in range(1, 4):
        await service.join(t, f"u{i}", NAMES[i])
    upd = await service.start(t, "u0")
    pick = random.Random(seed)
    started, rows = upd.version, 0
    while upd.status == "playing":
        if late and rows >= late and upd.mention == ("u0",):
            return t, rows
        user = upd.to_move[0].user_id
        hand = await service.choices_for(t, user)
        upd = await service.act(t, user, hand.version, pick.choice(hand.choices).id)
        rows = upd.version - started  # one log row a commit
    if late:
        raise RuntimeError(f"{slug}: the game ended before a late ping")
    return t, rows


async def board_cost(service: TableService, t: int, repeat: int) -> tuple[float, float, bool]:
    """CPU and wall ms of one ping's board, and whether it was found."""
    row = await service.store.get_table(t)
    assert row is not None
    game = get_game(row.game)
    found = True
    start = await service._since_start(row, {0})  # the since lines' work: read before
    assert start is not None
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for _ in range(repeat):
        found = found and await service._board_after(row, game, {0}, start, 4) is not None
    cpu = (time.process_time() - cpu0) / repeat * 1000
    return cpu, (time.perf_counter() - wall0) / repeat * 1000, found


def kept_bytes(slug: str, state_json: str) -> int:
    game = get_game(slug)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    state = game.load(state_json)
    size = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    del state
    return size


async def main(repeat: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.sqlite3")
        try:
            for slug in LATE_ROWS:
                service = TableService(store, render=False)
                _, length = await late_ping(service, slug, seed, 0, f"{slug}-whole")
                late = min(LATE_ROWS[slug], length * 9 // 10)  # random games may end sooner
                t, rows = await late_ping(service, slug, seed, late, slug)
                memory = await board_cost(service, t, repeat)
                replay = []
                for _ in range(repeat):  # each time a new service: nothing in memory
                    replay.append(await board_cost(TableService(store, render=False), t, 1))
                row = await store.get_table(t)
                assert row is not None and row.state is not None
                print(
                    f"{slug}: {rows} rows; memory {memory[0]:.1f} ms CPU ({memory[1]:.1f} wall)"
                    f"{'' if memory[2] else ' NOT FOUND'}; replay "
                    f"{sum(r[0] for r in replay) / repeat:.1f} ms CPU "
                    f"({sum(r[1] for r in replay) / repeat:.1f} wall)"
                    f"{'' if all(r[2] for r in replay) else ' NOT FOUND'}; "
                    f"a kept state {kept_bytes(slug, row.state) // 1024} KiB"
                )
        finally:
            await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with footer():
        asyncio.run(main(args.repeat, args.seed))
