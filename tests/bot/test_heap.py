"""The picture pool's process gives its C heap's free pages back (bot/heap.py, bot/cpu.py):
once every `heap.TRIM_EVERY` jobs, only when the pool is idle, and no job waits for it. Without
it a bot kept every picture's freed canvases: its RSS grew by 13-20 % over the shard soak's
first 3,000 clicks with the bytes in use flat."""

from __future__ import annotations

import asyncio
import gc
import os
import platform
import subprocess
import sys
import threading
import weakref
from collections.abc import Iterator

import pytest

from bot import cpu, heap

glibc = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="glibc's malloc only")


class FakeTrims:
    """`heap.trim` replaced: counts its calls, each held until ``release`` is set."""

    def __init__(self) -> None:
        self.calls = 0
        self.release = threading.Event()
        self.started = threading.Event()

    def __call__(self) -> float:
        self.calls += 1
        self.started.set()
        assert self.release.wait(10)
        return 0.001


@pytest.fixture
def trims(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeTrims]:
    fake = FakeTrims()
    monkeypatch.setattr(heap, "trim", fake)
    monkeypatch.setattr(cpu, "slow_jobs", heap.TrimCount(every=3))
    cpu.use_threads()
    yield fake
    fake.release.set()
    cpu.shutdown()


async def counted(trims: int) -> None:
    """Wait until ``trims`` trims have run (the count is checked after), and a little more
    for any other that would (wrongly) come."""
    for _ in range(1000):
        if cpu.slow_jobs.trims >= trims:
            break
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)


def job(x: int) -> int:
    return x + 1


async def test_a_trim_after_every_third_job_when_the_pool_is_idle(trims: FakeTrims) -> None:
    trims.release.set()
    for i in range(7):
        assert await cpu.slow(job, i) == i + 1
    await counted(2)
    assert trims.calls == 2
    assert cpu.slow_jobs.trims == 2
    assert cpu.slow_jobs.since == 1


class Cycle:
    def __init__(self) -> None:
        self.me = self


async def test_the_trim_comes_with_a_collection_of_the_loop_s_cycles(trims: FakeTrims) -> None:
    """A click's interaction and views are reference cycles: collected with every trim, not
    only by the minute pass."""
    trims.release.set()
    gc.disable()  # no automatic collection may free it first
    try:
        cycle = Cycle()
        gone = weakref.ref(cycle)
        del cycle
        for i in range(2):
            await cpu.slow(job, i)
        assert gone() is not None and cpu.slow_jobs.collections == 0
        await cpu.slow(job, 2)  # the third job leaves the pool idle: the trim is due
        assert gone() is None
        assert cpu.slow_jobs.collections == 1
    finally:
        gc.enable()


async def test_no_trim_while_a_job_runs(trims: FakeTrims) -> None:
    trims.release.set()
    hold = threading.Event()
    long_job = asyncio.ensure_future(cpu.slow(hold.wait, 10))
    for i in range(5):  # the long job keeps the pool busy: five jobs done, no trim due
        await cpu.slow(job, i)
    await counted(0)
    assert trims.calls == 0
    hold.set()
    await long_job  # the sixth job leaves the pool idle: now one trim
    await counted(1)
    assert trims.calls == 1


async def test_no_job_waits_for_a_trim(trims: FakeTrims) -> None:
    for i in range(3):
        await cpu.slow(job, i)
    # the trim started and is held; the job that triggered it has returned, and the next
    # jobs run beside it on the pool's other thread
    assert await asyncio.to_thread(trims.started.wait, 10)
    assert cpu.slow_jobs.trims == 0
    assert await asyncio.wait_for(cpu.slow(job, 41), 5) == 42
    trims.release.set()
    await counted(1)
    assert cpu.slow_jobs.trims == 1


async def test_the_picture_worker_process_trims_its_own_heap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With worker processes (the bot's default) the trim runs in the picture worker."""
    monkeypatch.setattr(cpu, "slow_jobs", heap.TrimCount(every=2))
    cpu.use_processes(work=1, slow=1)
    try:
        pids = {await cpu.slow(os.getpid) for _ in range(2)}
        assert pids != {os.getpid()}
        for _ in range(500):
            if cpu.slow_jobs.trims:
                break
            await asyncio.sleep(0.01)
        assert cpu.slow_jobs.trims == 1
    finally:
        cpu.use_threads()


# In a fresh process: pictures' worth of canvases drawn and dropped on the slow pool's thread
# (small images between them, as a picture's layers are), TRIM_EVERY times; prints the MiB of
# RSS the dropped canvases still hold once the pool has had its chance to trim.
SCRIPT = """
import asyncio, time
from PIL import Image
from bot import cpu, heap

def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20

def picture():
    canvases, small = [], []
    for _ in range(20):
        canvases.append(Image.new("RGB", (1000, 1000), (9, 9, 9)))
        small.append(Image.new("L", (40, 40), 5))
    canvases.clear()
    return len(small)

async def main():
    board = Image.new("RGBA", (2048, 2048), (1, 2, 3, 4))  # glibc then keeps large blocks
    del board
    before = rss()
    for _ in range(heap.TRIM_EVERY):
        await cpu.slow(picture)
    for _ in range(200):  # the trim after the last picture
        await asyncio.sleep(0.01)
        if getattr(cpu, "slow_jobs", None) and cpu.slow_jobs.trims:
            break
    print(rss() - before)
    cpu.shutdown()

asyncio.run(main())
"""

CANVASES_MIB = 20 * 4 * 10**6 / 2**20  # ~76 MiB (Pillow keeps RGB as 4 bytes a pixel)


@glibc
def test_dropped_canvases_go_back_to_the_system() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    kept = float(out.stdout)
    assert kept < CANVASES_MIB / 4, f"{kept:.1f} MiB of dropped canvases kept"


# In a fresh process, through the bot's own start (bot.__main__.main): a picture's canvas drawn
# on the slow pool's thread, then glibc's arenas listed (malloc_stats writes them to stderr).
START = """
import ctypes, sys
import bot.__main__ as start
from PIL import Image
from bot import cpu

async def drawn_on_a_thread():
    await cpu.slow(Image.new, "RGB", (1000, 1000))
    cpu.shutdown()
    ctypes.CDLL("libc.so.6").malloc_stats()
    return 0

start.run_until_stopped = drawn_on_a_thread
sys.exit(start.main())
"""


@glibc
def test_the_bot_draws_on_threads_in_one_arena() -> None:
    """malloc_trim gives back the free blocks of every arena but the free space at the end
    of the main arena's alone: drawn in other threads' arenas, a shard's pictures kept up to
    60 MiB there in the soak with trims."""
    out = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, check=True)
    assert out.stderr.count("Arena ") == 1, out.stderr


@glibc
def test_one_trim_takes_a_few_ms() -> None:
    assert 0 < heap.trim() < 0.1


def test_no_trim_where_the_c_library_is_not_glibc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heap, "_malloc_trim", lambda: None)
    assert heap.trim() == 0.0
