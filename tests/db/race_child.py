"""Child process for the two-process tests: races another process on one database.

    python -m tests.db.race_child URL MODE TAG START_AT TABLE_ID...

Waits until the wall clock reaches START_AT so both processes strike together, then:
  moves  commits every version 1..ROUNDS of each table, printing WON/LOST per version
  join   seats three players of its own in each lobby (4 seats), printing JOINED/REFUSED
  start  starts each lobby with the seats it read, printing STARTED/REFUSED
"""

import asyncio
import sys

from db import AlreadySeated, Commit, LobbyChanged, NotInLobby, StaleVersion, Store, TableFull

ROUNDS = 20


async def main(url: str, mode: str, tag: str, tables: list[int]) -> None:
    store = await Store.open(url)
    print("READY", flush=True)  # connected: the parent says GO once every child is
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)

    async def moves(t: int) -> None:
        for v in range(1, ROUNDS + 1):
            try:
                await store.commit_move(
                    t,
                    v,
                    Commit(
                        kind="move",
                        seat=0,
                        choice=tag,
                        turn=v,
                        barrier=False,
                        events=[],
                        state=f'{{"v": {v + 1}}}',
                    ),
                )
                print(f"WON {t} {v}", flush=True)
            except StaleVersion:
                print(f"LOST {t} {v}", flush=True)

    async def join(t: int, k: int) -> None:
        try:
            await store.add_seat(t, f"{tag}-{k}", f"{tag}{k}", max_players=4)
            print(f"JOINED {t} {tag}-{k}", flush=True)
        except (TableFull, NotInLobby, AlreadySeated) as exc:
            print(f"REFUSED {t} {type(exc).__name__}", flush=True)

    async def start(t: int) -> None:
        order = [s.user_id for s in await store.seats(t)]
        try:
            await store.start_table(t, order, '{"v": 1}')
            print(f"STARTED {t} {len(order)}", flush=True)
        except (LobbyChanged, NotInLobby) as exc:
            print(f"REFUSED {t} {type(exc).__name__}", flush=True)

    try:
        if mode == "moves":
            await asyncio.gather(*(moves(t) for t in tables))
        elif mode == "join":
            await asyncio.gather(*(join(t, k) for t in tables for k in range(3)))
        elif mode == "start":
            await asyncio.gather(*(start(t) for t in tables))
    finally:
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3], [int(x) for x in sys.argv[4:]]))
