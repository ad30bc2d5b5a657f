"""A start checks a bounded part of the file; ``python -m db check``
reads all of it (issue 33.2)."""

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from db import Commit, Store, StoreError, integrity
from tests.db.rows import new_lobby
from tests.db.test_damaged import CASES, _made

ROOT = Path(__file__).resolve().parents[2]


def _check(target) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "db", "check", str(target)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


async def _with_moves(path: Path, tables: int = 40, moves: int = 30) -> Path:
    store = await Store.open(path)
    for i in range(tables):
        t = await new_lobby(store, channel_id=f"c{i}", seed=i)
        await store.start_table(t.id, ["u0"], '{"s": 0}')
        for v in range(1, moves + 1):
            await store.commit_move(
                t.id,
                v,
                Commit(
                    kind="move",
                    seat=0,
                    choice="a",
                    turn=v,
                    barrier=False,
                    events=[{"text": "x" * 200}],
                    state=f'{{"s": {v}}}',
                ),
            )
    await store.close()
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    return path


def _a_leaf_of(path: Path, name: str) -> int:
    con = sqlite3.connect(path)
    try:
        (page,) = con.execute(
            "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf'"
            " ORDER BY pageno DESC LIMIT 1",
            (name,),
        ).fetchone()
    finally:
        con.close()
    return page


def _garbage(path: Path, page: int) -> None:
    with open(path, "r+b") as fh:
        fh.seek((page - 1) * 4096)
        fh.write(bytes((i * 37 + 11) % 256 for i in range(4096)))


async def test_a_sound_database_passes(tmp_path):
    path = await _with_moves(tmp_path / "bot.sqlite3", tables=3, moves=2)
    proc = _check(path)
    assert proc.returncode == 0, proc.stderr
    assert "is sound: 3 tables, 6 moves" in proc.stdout


@pytest.mark.parametrize("case", ["truncated", "garbage page"])
async def test_the_start_fixtures_fail_the_check_with_one_line(tmp_path, case):
    damage, _ = CASES[case]
    path = await _made(tmp_path / "bot.sqlite3")
    damage(path)
    proc = _check(path)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "is not sound" in proc.stderr, proc.stderr


async def test_damage_deep_in_a_table_opens_but_the_check_finds_it(tmp_path):
    """The start reads the roots only (constant time); the operator's check reads every page."""
    path = await _with_moves(tmp_path / "bot.sqlite3")
    _garbage(path, _a_leaf_of(path, "moves"))
    store = await Store.open(path)  # bounded: the damaged leaf is not read at a start
    await store.close()
    proc = _check(path)
    assert proc.returncode == 1 and "is not sound" in proc.stderr, proc.stderr


async def test_a_damaged_root_page_is_refused_at_the_start(tmp_path):
    path = await _with_moves(tmp_path / "bot.sqlite3")
    con = sqlite3.connect(path)
    (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'moves'").fetchone()
    con.close()
    _garbage(path, root)
    with pytest.raises(StoreError, match=f"is damaged .*table moves: its root page {root}"):
        await Store.open(path)


async def test_a_file_cut_short_past_its_schema_is_refused_at_the_start(tmp_path):
    path = await _with_moves(tmp_path / "bot.sqlite3")
    size = path.stat().st_size
    with open(path, "r+b") as fh:
        fh.truncate(size - 4 * 4096)
    with pytest.raises(StoreError, match=r"is damaged \("):
        await Store.open(path)
    with open(path, "rb") as fh:
        head = fh.read(100)
    assert "truncated" in integrity.header_problem(head, size - 4 * 4096)
    assert integrity.header_problem(head, size) is None


async def test_the_check_reports_damaged_rows(tmp_path):
    path = await _with_moves(tmp_path / "bot.sqlite3", tables=3, moves=1)
    con = sqlite3.connect(path)
    con.execute("UPDATE game_tables SET options = '{no' WHERE id = 2")
    con.commit()
    con.close()
    proc = _check(path)
    assert proc.returncode == 1 and "1 of 3 tables have damaged rows (tables 2)" in proc.stderr
