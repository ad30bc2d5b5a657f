"""Engine steps and pictures in worker processes (bot/cpu.py, WORKER_PROCESSES): the same
tables, moves, undo, history and pictures as on threads, and a worker that dies is replaced."""

import os
import signal

import pytest

from bot import cpu
from bot.tables import TableService
from db import Store

GAMES = ["coimbra", "de-vulgari-eloquentia", "lorenzo-il-magnifico", "stupor-mundi"]
NAMES = ["Anna", "Ben", "Cleo"]


@pytest.fixture
def processes():
    cpu.use_processes(work=1, slow=1)
    yield
    cpu.use_threads()


async def play(
    tmp_path, slug: str, moves: int, render: bool = False
) -> tuple[list, list, bytes | None]:
    """A three-player table of ``slug``: ``moves`` clicks of the first offered choice (the
    first seat that may choose), then an undo and /history. Returns the stored states, the
    public lines and the last picture."""
    store = await Store.open(tmp_path / f"{slug}-{cpu.in_processes()}.sqlite3")
    try:
        service = TableService(store, render=render)
        upd = await service.new_table(
            guild_id="1", channel_id="2", user_id="u0", name="Anna", game=slug, seed=11
        )
        for i in range(1, 3):
            await service.join(upd.table_id, f"u{i}", NAMES[i])
        upd = await service.start(upd.table_id, "u0")
        states, lines, image = [], [], upd.image
        for _ in range(moves):
            if not upd.to_move:
                break
            user = upd.to_move[0].user_id
            choices = (
                upd.choices or (await service.choices_for(upd.table_id, user, upd.version)).choices
            )
            upd = await service.act(upd.table_id, user, upd.version, choices[0].id)
            states.append((await store.get_table(upd.table_id)).state)
            lines += upd.events
            image = upd.image or image
        entries, _ = await service.history(upd.table_id, None)
        lines += [line for e in entries for line in e.lines]
        return states, lines, image
    finally:
        await store.close()


@pytest.mark.parametrize("slug", GAMES)
async def test_a_game_in_worker_processes_stores_what_threads_store(tmp_path, slug):
    on_threads = await play(tmp_path, slug, 12)
    cpu.use_processes(work=1, slow=1)
    try:
        pids = await cpu.warm_up()
        assert os.getpid() not in pids and len(pids) == 2  # one worker per pool, not this process
        in_processes = await play(tmp_path, slug, 12)
    finally:
        cpu.use_threads()
    assert in_processes[0] == on_threads[0] and len(on_threads[0]) == 12
    assert in_processes[1] == on_threads[1]


async def test_pictures_drawn_in_a_worker_process_are_the_same(tmp_path, processes):
    cpu.use_threads()
    _, _, on_threads = await play(tmp_path, "coimbra", 2, render=True)
    cpu.use_processes(work=1, slow=1)
    _, _, in_processes = await play(tmp_path, "coimbra", 2, render=True)
    assert on_threads and in_processes == on_threads


async def test_a_worker_process_that_dies_is_replaced_and_the_move_is_made_once(
    tmp_path, processes, caplog
):
    pids = await cpu.warm_up()
    for pid in pids:  # killed between two moves (out of memory, an admin's kill)
        os.kill(pid, signal.SIGKILL)
    states, _, _ = await play(tmp_path, "lorenzo-il-magnifico", 3)
    assert len(states) == 3 and len(set(states)) == 3
    assert "worker process died" in caplog.text
    assert os.getpid() not in await cpu.warm_up()


def test_the_startup_heap_is_frozen_and_collections_are_rarer():
    import gc

    before = gc.get_threshold()
    try:
        cpu.freeze_startup_heap()
        assert (
            gc.get_freeze_count() > 10_000
        )  # the imported modules, discord.py, the engines' tables
        assert gc.get_threshold() == cpu.GC_THRESHOLDS
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_python_m_bot_runs_its_engine_steps_and_pictures_in_worker_processes(tmp_path):
    """The main job (here the local page, no token) starts WORKER_PROCESSES + 1 workers."""
    import subprocess
    import sys
    import time
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "WORKER_PROCESSES")}
    env.update(LOCAL_PORT="0", PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert "local play page" in proc.stdout.readline().lower()
        assert "Local play page: http://127.0.0.1:" in proc.stdout.readline()

        def workers() -> list[int]:
            found = []
            for stat in Path("/proc").glob("[0-9]*/stat"):
                try:
                    ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
                    cmdline = (stat.parent / "cmdline").read_bytes()
                except (OSError, ValueError, IndexError):
                    continue
                if ppid == proc.pid and b"spawn_main" in cmdline:
                    found.append(int(stat.parent.name))
            return found

        deadline = time.monotonic() + 60
        while len(workers()) < 3 and time.monotonic() < deadline:
            time.sleep(0.2)
        pids = workers()
        assert len(pids) == 3  # two for engine steps (the default), one for pictures
        proc.terminate()  # a service manager's stop: the workers end with the bot
        assert proc.wait(timeout=30) == 0
        deadline = time.monotonic() + 10
        while any(Path(f"/proc/{pid}").exists() for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [pid for pid in pids if Path(f"/proc/{pid}").exists()]
    finally:
        proc.kill()
        proc.wait(timeout=30)
