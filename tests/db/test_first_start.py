"""A kill during the very first start (the database being created) never leaves a file
that every later start refuses (issue 29): the next start opens a working database."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from db import Store
from db.migrations import SQLITE
from tests.db.rows import new_lobby

ROOT = Path(__file__).resolve().parents[2]
KILLS = 30
SPREAD = 0.06  # seconds after "OPENING"; a first open takes about 25-40 ms on an idle machine


def _kill_during_first_open(path: Path, delay: float) -> bool:
    """Start a first open of ``path`` and SIGKILL it ``delay`` seconds into it.
    True when the kill landed before the open finished."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.db.first_start_child", str(path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().strip() == "OPENING", proc.stderr.read()
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode in (0, -signal.SIGKILL), err
    return "OPEN" not in out


async def test_a_kill_at_any_instant_of_the_first_start_leaves_a_database_that_opens(tmp_path):
    cut_short = 0
    for i in range(KILLS):
        folder = tmp_path / f"run{i}"
        folder.mkdir()
        path = folder / "bot.sqlite3"
        # more kills early: on a loaded machine the parent reads "OPENING" late
        cut_short += _kill_during_first_open(path, SPREAD * (i / KILLS) ** 2)
        assert not path.exists() or path.stat().st_size > 0, f"run {i}: a 0-byte file was left"
        store = await Store.open(path)  # the next, normal start
        try:
            assert await store.schema_version() == len(SQLITE)
            t = await new_lobby(store)
            assert (await store.get_table(t.id)).status == "lobby"
        finally:
            await store.close()
        assert sorted(os.listdir(folder)) == ["bot.sqlite3", "bot.sqlite3.lock"], os.listdir(folder)
    assert cut_short >= KILLS // 6, f"only {cut_short} of {KILLS} kills landed inside the open"
