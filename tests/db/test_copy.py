"""python -m db copy: SQLite to PostgreSQL (and back), verified by replaying every table."""

import contextlib
import subprocess
import sys
from pathlib import Path

import pytest

from bot.tables import Refused, TableService
from db import Store
from db.copy import CopyRefused, copy_database
from tests.bot.helpers import started

ROOT = Path(__file__).resolve().parents[2]


async def _played(url: str, clock) -> dict[int, tuple[int, str]]:
    """A database with a lobby, games in play (with an undo), a finished and an abandoned one."""
    store = await Store.open(url)
    service = TableService(store, clock=clock, render=False)
    out = {}
    try:
        for n in range(4):
            upd = await started(service, 2 + n % 2, channel=f"ch{n}")
            for _ in range(3 + n):
                if upd.status != "playing" or not upd.choices:
                    break
                upd = await service.act(
                    upd.table_id, upd.to_move[0].user_id, upd.version, upd.choices[0].id
                )
            if n == 1:
                with contextlib.suppress(Refused):
                    await service.undo(upd.table_id, upd.to_move[0].user_id)
            if n == 3:
                await service.abandon(upd.table_id, "u0")
        await service.new_table(
            guild_id="1", channel_id="lobby", user_id="u9", name="Zed", game="peek-and-pile"
        )
        await service.set_reminder_prefs(
            "u0", how="dm", quiet="22:00-07:00", time_zone="Europe/Berlin", away="3"
        )
        for (table_id,) in await store._all("SELECT id FROM game_tables"):
            row = await store.get_table(table_id)
            out[row.id] = (row.version, row.state)
    finally:
        await store.close()
    return out


@pytest.mark.parametrize("direction", ["sqlite-to-postgresql", "postgresql-to-sqlite"])
async def test_copy_moves_every_table_and_checks_it_replays(
    tmp_path, pg_cluster, peek, clock, direction
):
    sqlite_url, pg_url = f"sqlite:///{tmp_path}/bot.sqlite3", await pg_cluster.create_schema()
    source, target = (
        (sqlite_url, pg_url) if direction.startswith("sqlite") else (pg_url, sqlite_url)
    )
    before = await _played(source, clock)
    report = await copy_database(source, target)
    assert report.tables == len(before) and report.replayed == len(before) - 1 and report.moves > 0
    store = await Store.open(target)
    try:
        service = TableService(store, clock=clock, render=False)
        for table_id, (version, state) in before.items():
            row = await store.get_table(table_id)
            assert (row.version, row.state) == (version, state)
        (prefs,) = (await store.reminder_prefs(["u0", "u1"])).values()  # a person's, kept
        assert (prefs.user_id, prefs.how, prefs.quiet, prefs.time_zone) == (
            "u0",
            "dm",
            (1320, 420),
            "Europe/Berlin",
        )
        assert prefs.away_until == clock.now + 3 * 86400
        # the copy goes on: ids continue after the copied ones, and play resumes
        upd = await service.new_table(
            guild_id="1", channel_id="new", user_id="u0", name="A", game="peek-and-pile"
        )
        assert upd.table_id > max(before)
    finally:
        await store.close()
    with pytest.raises(CopyRefused, match="already holds"):
        await copy_database(source, target)


async def test_a_table_that_does_not_replay_takes_the_copy_back(tmp_path, pg_cluster, peek, clock):
    source, target = str(tmp_path / "bot.sqlite3"), await pg_cluster.create_schema()
    before = await _played(source, clock)
    import sqlite3

    con = sqlite3.connect(source)
    some = next(t for t, (_v, state) in before.items() if state)
    con.execute("UPDATE game_tables SET seed = seed + 1 WHERE id = ?", (some,))
    con.commit()
    con.close()
    with pytest.raises(CopyRefused, match=f"table {some} .* replays to a different state"):
        await copy_database(source, target)
    store = await Store.open(target)
    assert await store.count_tables() == 0  # left as it was found
    assert await store.reminder_prefs(["u0"]) == {}
    await store.close()


def test_the_command_refuses_a_target_that_holds_tables(tmp_path):
    a, b = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    code = (
        "import asyncio, sys\nfrom db import Store\nasync def m(p):\n    s = await Store.open(p)\n"
        "    await s.create_table(guild_id='g', channel_id='c', game='x', options={}, host_id='u',"
        " host_name='U', seat_order='joined', seed=1, reminder_seconds=0)\n    await s.close()\n"
        "asyncio.run(m(sys.argv[1]))\n"
    )
    for path in (a, b):
        subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, check=True, timeout=60)
    proc = subprocess.run(
        [sys.executable, "-m", "db", "copy", "--from", f"sqlite:///{a}", "--to", f"sqlite:///{b}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1
    assert (
        proc.stderr.strip()
        == f"Copy failed: the target {b} already holds 1 tables: refusing to overwrite them; "
        "copy into an empty database"
    )


async def test_a_row_breaking_a_check_is_refused_before_anything_is_copied(
    tmp_path, pg_cluster, peek, clock
):
    source, target = str(tmp_path / "bot.sqlite3"), await pg_cluster.create_schema()
    before = await _played(source, clock)
    import sqlite3

    con = sqlite3.connect(source)
    con.execute("PRAGMA ignore_check_constraints = ON")  # a hand edit PostgreSQL would refuse
    some = next(t for t, (_v, state) in before.items() if state)
    con.execute("UPDATE moves SET kind = 'teleport' WHERE table_id = ? AND n = 1", (some,))
    con.commit()
    con.close()
    with pytest.raises(CopyRefused, match=rf"damaged rows \(tables \[{some}\]\)"):
        await copy_database(source, target)
    store = await Store.open(target)
    assert await store.count_tables() == 0
    await store.close()
