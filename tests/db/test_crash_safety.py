"""Crash safety: SIGKILL a child that is making moves; nothing acknowledged is lost
(on SQLite, and on PostgreSQL, where the killed client's open transaction is dropped)."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from bot.tables import TableService
from db import Store, effective_moves

ROOT = Path(__file__).resolve().parents[2]
KILLS = 12


def _run_child(db: str, seed: int, kill_after: float) -> list[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.db.crash_child", db, str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    os.set_blocking(proc.stdout.fileno(), False)
    deadline = None  # the kill clock starts once the child is playing
    while proc.poll() is None:
        chunk = proc.stdout.readline()
        if chunk:
            lines.append(chunk.strip())
            if chunk.startswith("START"):
                deadline = time.monotonic() + kill_after
            continue
        if deadline is not None and time.monotonic() >= deadline:
            proc.send_signal(signal.SIGKILL)
            break
        time.sleep(0.001)
    proc.wait()
    # what was printed before the kill was acknowledged; read what is left in the pipe
    rest = proc.stdout.read() or ""
    lines += [ln.strip() for ln in rest.splitlines() if ln.strip()]
    if proc.returncode not in (0, -signal.SIGKILL):
        raise AssertionError(proc.stderr.read())
    return lines


async def test_sigkill_at_random_instants_loses_no_acknowledged_move(
    database_url, db_backend, peek
):
    db = database_url  # a SQLite file, or a PostgreSQL database the children share
    pick = random.Random(2026)
    acked: dict[int, int] = {}
    runs_with_moves = 0
    for i in range(KILLS):
        lines = _run_child(db, seed=i % 3, kill_after=pick.uniform(0.02, 0.3))
        runs_with_moves += any(line.startswith("ACK") for line in lines)
        for line in lines:
            if line.startswith("ACK"):
                _, table, version, _choice = line.split()
                acked[int(table)] = max(acked.get(int(table), 0), int(version))
        if db_backend == "sqlite":
            con = sqlite3.connect(db)
            assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            con.close()
    assert runs_with_moves >= KILLS // 2, "the kills did not land while moves were being made"
    store = await Store.open(db)
    try:
        service = TableService(store, render=False)
        for table_id, version in acked.items():
            row = await store.get_table(table_id)
            assert row.version >= version, (
                f"table {table_id}: acked v{version}, stored v{row.version}"
            )
            moves = effective_moves(await store.moves(table_id))
            assert len(moves) == row.version - 1  # start is version 1, each move +1
            replayed = await service.replay_state(table_id)
            assert peek.dump(replayed) == row.state
    finally:
        await store.close()
