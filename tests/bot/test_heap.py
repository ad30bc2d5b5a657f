"""The processes that draw pictures give large freed blocks back to the system (bot/heap.py):
without it glibc keeps them in its heaps once a 16 MiB block (a full board) has been freed,
and a bot's RSS grew by ~50 MiB over the shard soak's first thousands of clicks."""

from __future__ import annotations

import platform
import subprocess
import sys

import pytest

# In a fresh process: a full board's 16 MiB block freed (glibc then raised its threshold),
# twenty 4 MB canvases drawn with small images between them, the canvases dropped; prints
# the MiB of RSS the dropped canvases still hold.
SCRIPT = """
import sys
from PIL import Image
if sys.argv[1] == "fixed":
    from bot.heap import return_large_blocks
    assert return_large_blocks()
if sys.argv[1] == "worker":  # a picture worker process's start (bot.cpu)
    from bot.cpu import _prepare_worker
    _prepare_worker()
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20
board = Image.new("RGBA", (2048, 2048), (1, 2, 3, 4))
del board
before = rss()
canvases, small = [], []
for _ in range(20):
    canvases.append(Image.new("RGB", (1000, 1000), (9, 9, 9)))
    small.append(Image.new("L", (40, 40), 5))
canvases.clear()
print(rss() - before)
"""

CANVASES_MIB = 20 * 3 * 10**6 / 2**20  # ~57 MiB (Pillow keeps RGB as 4 bytes a pixel: more)

glibc = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="glibc's malloc only")


def kept_mib(mode: str) -> float:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, check=True
    )
    return float(out.stdout)


@glibc
def test_freed_canvases_go_back_to_the_system() -> None:
    assert kept_mib("fixed") < 4


@glibc
def test_a_worker_process_sets_it_at_its_start() -> None:
    assert kept_mib("worker") < 4


@glibc
def test_without_it_glibc_keeps_them() -> None:
    """The check above is not vacuous: the same process without the setting keeps them."""
    assert kept_mib("plain") > CANVASES_MIB / 2
