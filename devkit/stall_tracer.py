"""What holds the event loop when its heartbeat is late: a sampling thread.

The loop calls ``tick()`` from its heartbeat task; a daemon thread looks at the loop
thread's stack every ``every`` seconds and, while the last tick is older than
``late``, counts the innermost frames of the project (and the frame on top) that it
finds there. ``report()`` lists the most frequent ones: where the stalls are spent.
"""

from __future__ import annotations

import collections
import gc
import sys
import threading
import time
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent.parent)


class StallTracer:
    def __init__(self, late: float = 0.02, every: float = 0.002) -> None:
        self.late, self.every = late, every
        self.last = time.perf_counter()
        self.loop_thread = threading.get_ident()
        self.samples: collections.Counter[str] = collections.Counter()
        self.gc_seconds = 0.0
        self.total = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-tracer", daemon=True)
        self._gc_start = 0.0

    def tick(self) -> None:
        self.last = time.perf_counter()

    def _gc(self, phase: str, info: dict) -> None:
        if threading.get_ident() != self.loop_thread:
            return
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.gc_seconds += time.perf_counter() - self._gc_start

    def start(self) -> StallTracer:
        gc.callbacks.append(self._gc)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()
        gc.callbacks.remove(self._gc)

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            if time.perf_counter() - self.last < self.late:
                continue
            frame = sys._current_frames().get(self.loop_thread)
            if frame is None:
                continue
            self.total += 1
            self.samples[self._where(frame)] += 1

    @staticmethod
    def _where(frame) -> str:
        top = f"{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}"
        ours = []
        while frame is not None and len(ours) < 3:
            name = frame.f_code.co_filename
            if (
                name.startswith(ROOT)
                and "/.venv/" not in name
                and "/bench/" not in name
                and "/devkit/" not in name
            ):
                ours.append(f"{Path(name).stem}.{frame.f_code.co_name}:{frame.f_lineno}")
            frame = frame.f_back
        return f"{' < '.join(ours) or '(no project frame)'}  [top: {top}]"

    def report(self, n: int = 12) -> str:
        lines = [
            f"  stall samples (loop late > {self.late * 1000:.0f} ms): {self.total}; "
            f"loop-thread GC: {self.gc_seconds * 1000:.0f} ms"
        ]
        for where, count in self.samples.most_common(n):
            lines.append(f"    {count:5d}  {where}")
        return "\n".join(lines)
