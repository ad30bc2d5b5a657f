"""Several processes starting together migrate the schema exactly once."""

import subprocess
import sys
from pathlib import Path

from db import Store
from db.migrations import POSTGRES, SQLITE

ROOT = Path(__file__).resolve().parents[2]
OPENER = (
    "import asyncio, sys\nfrom db import Store, StoreInUse\n"
    "async def m():\n"
    "    try:\n        s = await Store.open(sys.argv[1])\n"
    "    except StoreInUse:\n        print('IN USE'); return\n"
    "    await asyncio.sleep(0.5)\n    print('OPEN', await s.schema_version())\n"
    "    await s.close()\n"
    "asyncio.run(m())\n"
)


def _start_together(target: str, n: int = 4) -> list[str]:
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", OPENER, target],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(n)
    ]
    outs = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err  # never "table game_tables already exists"
        outs.append(out.strip())
    return outs


async def test_processes_starting_together_on_postgresql_migrate_once(pg_cluster):
    url = await pg_cluster.create_schema()
    assert _start_together(url) == [f"OPEN {len(POSTGRES)}"] * 4
    store = await Store.open(url)
    assert await store._one("SELECT COUNT(*) FROM tablebot_schema") == (1,)
    await store.close()


async def test_processes_starting_together_on_one_sqlite_file_are_refused_cleanly(tmp_path):
    path = str(tmp_path / "fresh.sqlite3")
    outs = _start_together(path)
    assert f"OPEN {len(SQLITE)}" in outs and set(outs) <= {f"OPEN {len(SQLITE)}", "IN USE"}
    store = await Store.open(path)
    assert await store.schema_version() == len(SQLITE)
    await store.close()
