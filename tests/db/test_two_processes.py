"""Two bot processes on one PostgreSQL database: the database decides every race.

Each test starts two real processes that strike at the same instant. (Two processes on
one SQLite file are refused outright: see test_damaged.py.)
"""

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from db import LobbyChanged, NotInLobby, Store, TableFull

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 20  # tests/db/race_child.py


@pytest.fixture
async def pg_url(pg_cluster):
    return await pg_cluster.create_schema()


def _race(url: str, modes: list[str], tables: list[int]) -> list[list[str]]:
    """Every child imports and connects, then all start at one GO (a barrier, not a clock:
    a child slow to start on a loaded machine would otherwise find the race already run)."""
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.db.race_child", url, mode, f"p{i}", *map(str, tables)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i, mode in enumerate(modes)
    ]
    for proc in procs:
        assert proc.stdout.readline().strip() == "READY", proc.stderr.read()
    for proc in procs:
        proc.stdin.write("GO\n")
        proc.stdin.flush()
    outs = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        outs.append(out.split("\n"))
    return [[line for line in out if line] for out in outs]


async def _lobbies(store: Store, n: int, seated: int = 1, run: int = 0) -> list[int]:
    ids = []
    for i in range(n):
        t = await store.create_table(
            guild_id="g",
            channel_id=f"c{i}" if not run else f"c{i}-run{run}",
            game="x",
            options={},
            host_id="h",
            host_name="Host",
            seat_order="joined",
            seed=i,
            reminder_seconds=60,
        )
        for k in range(1, seated):
            await store.add_seat(t.id, f"s{k}", f"S{k}")
        ids.append(t.id)
    return ids


async def test_two_processes_apply_each_version_exactly_once(pg_url):
    store = await Store.open(pg_url)
    try:
        both_won = False
        for run in range(3):  # a loaded machine may let one process win every race of a run
            tables = await _lobbies(store, 6, run=run)
            for t in tables:
                await store.start_table(t, ["h"], '{"v": 1}')
            a, b = _race(pg_url, ["moves", "moves"], tables)
            won = Counter(tuple(line.split()[1:]) for line in a + b if line.startswith("WON"))
            assert set(won) == {(str(t), str(v)) for t in tables for v in range(1, ROUNDS + 1)}
            assert set(won.values()) == {1}  # exactly one apply per version
            for t in tables:
                row = await store.get_table(t)
                moves = await store.moves(t)
                assert row.version == ROUNDS + 1
                assert [m.n for m in moves] == list(range(1, ROUNDS + 1))
                assert row.state == f'{{"v": {ROUNDS + 1}}}'
            both_won = any(line.startswith("WON") for line in a) and any(
                line.startswith("WON") for line in b
            )
            if both_won:
                break
        assert both_won, "in three runs one process won every race: no race was tested"
    finally:
        await store.close()


async def test_two_processes_joining_never_overfill_a_lobby(pg_url):
    store = await Store.open(pg_url)
    try:
        tables = await _lobbies(store, 10)  # host seated: 3 seats free, 6 players rush in
        a, b = _race(pg_url, ["join", "join"], tables)
        joined = Counter(line.split()[1] for line in a + b if line.startswith("JOINED"))
        for t in tables:
            assert len(await store.seats(t)) == 4 and joined[str(t)] == 3
        refused = [line for line in a + b if line.startswith("REFUSED")]
        assert len(refused) == 30 and all(line.endswith("TableFull") for line in refused)
    finally:
        await store.close()


async def test_a_join_during_the_start_never_leaves_a_player_without_a_seat(pg_url):
    store = await Store.open(pg_url)
    try:
        tables = await _lobbies(store, 12, seated=1)
        a, b = _race(pg_url, ["start", "join"], tables)
        for t in tables:
            row = await store.get_table(t)
            seats = await store.seats(t)
            if row.status == "playing":
                assert all(s.seat is not None for s in seats), (
                    seats
                )  # nobody "joined" without a seat
            else:
                assert row.status == "lobby" and f"REFUSED {t} LobbyChanged" in a
        joined = {line.split()[1] for line in b if line.startswith("JOINED")}
        started = {line.split()[1] for line in a if line.startswith("STARTED")}
        for t in started & joined:  # both won: the join came first and the start saw it
            assert all(s.seat is not None for s in await store.seats(int(t)))
    finally:
        await store.close()


async def test_lobby_methods_decide_in_the_transaction(store):
    """The atomic lobby methods the service calls, on both backends, one process."""
    (t,) = await _lobbies(store, 1, seated=4)
    with pytest.raises(TableFull):
        await store.add_seat(t, "late", "Late", max_players=4)
    with pytest.raises(LobbyChanged):
        await store.start_table(t, ["h", "s1", "s2"], '{"v": 1}')  # s3 sat down meanwhile
    rest, host = await store.leave_lobby(t, "h")
    assert rest == ["s1", "s2", "s3"] and host == "s1"
    await store.start_table(t, rest, '{"v": 1}')
    with pytest.raises(NotInLobby):
        await store.add_seat(t, "late", "Late", max_players=4)
    with pytest.raises(NotInLobby):
        await store.leave_lobby(t, "s1")
