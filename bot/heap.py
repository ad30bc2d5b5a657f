"""The C heap of the processes that draw pictures: large blocks go back to the system.

glibc's malloc serves a block of 128 KiB or more by a fresh mapping, returned when freed,
until the first such block is freed: it then raises that threshold to the freed block's size
(up to 32 MiB) and keeps later large blocks in its heaps, where a freed one is kept for
reuse. A picture's canvases and encoder buffers are 1-16 MiB each and a full board frees a
16 MiB block early on, so the bot's heaps kept every picture's freed canvases: in the shard
soak (bench/shard_soak.py) each process grew by ~50 MiB over its first few thousand clicks
with the bytes in use flat. Fixing the threshold (any explicit value turns the raising off)
keeps large blocks out of the heaps at the cost of mapping them afresh, a few ms of CPU per
picture.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging

log = logging.getLogger("tablebot")

M_MMAP_THRESHOLD = -3  # mallopt's parameter number (glibc malloc.h)
MMAP_THRESHOLD = 2**20  # blocks from 1 MiB (canvases, encoder buffers) are mapped and returned


def return_large_blocks() -> bool:
    """Fix glibc's mmap threshold at ``MMAP_THRESHOLD`` in this process; False where the C
    library is not glibc (nothing is changed there)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    if mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) != 1:
        log.warning("could not set the C heap's mmap threshold")
        return False
    return True
