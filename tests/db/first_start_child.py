"""Child process for the first-start kill test: opens (creates) one SQLite database.

    python -m tests.db.first_start_child DB_PATH

Prints ``OPENING`` just before ``Store.open`` and ``OPEN`` once it returned, so the
parent can aim its SIGKILL inside the open.
"""

import asyncio
import sys

from db import Store


async def main(path: str) -> None:
    print("OPENING", flush=True)
    store = await Store.open(path)
    print("OPEN", flush=True)
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
