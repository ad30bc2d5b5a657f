"""Child process for the crash test: plays random moves and prints each acknowledgement.

    python -m tests.db.crash_child DB_PATH SEED

Prints ``ACK <table> <version> <seat> <choice>`` after each move the service has
committed (the moment a real adapter would tell the player "done").
"""

import asyncio
import random
import sys

from bot.tables import TableService
from db import Store
from games import _testgame as testgame


async def main(path: str, seed: int) -> None:
    testgame.install()
    store = await Store.open(path)
    service = TableService(store, render=False)
    pick = random.Random(seed)
    channel = f"crash-{seed}"
    row = await store.open_table_in_channel(channel)
    if row is not None and row.status == "playing":
        upd = await service.board(row.id)  # a restart: continue where the last run died
    else:
        if row is not None:
            await service.abandon(row.id, "u0")  # died in the lobby
        upd = await service.new_table(
            guild_id="g",
            channel_id=channel,
            user_id="u0",
            name="A",
            game="peek-and-pile",
            seat_order="joined",
            options={"deck_size": 40},
        )
        for i in range(1, 3):
            await service.join(upd.table_id, f"u{i}", f"P{i}")
        upd = await service.start(upd.table_id, "u0")
    print(f"START {upd.table_id}", flush=True)
    while upd.status == "playing":
        user = upd.to_move[0].user_id
        choice = pick.choice(upd.choices).id
        upd = await service.act(upd.table_id, user, upd.version, choice)
        print(f"ACK {upd.table_id} {upd.version} {choice}", flush=True)
    print("DONE", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
