"""The round trips one click makes to the CPU pools (`bot.cpu`), and what each carries.

    .venv/bin/python -m bench.worker_trips [--clicks 12] [--render] [--worker-processes 2]

Plays ``--clicks`` clicks of the first offered choice at a three-player table of each game
(no AI seat) and counts, per click, every call sent to the ``work`` and ``slow`` pools: the
function, and the bytes pickled there (its arguments) and back (its result), measured by
pickling them once more beside the call. In worker-process mode each call is one round trip
to a worker (``--worker-processes 0``: threads of this process, where the same calls run
and nothing is pickled).
"""

from __future__ import annotations

import argparse
import asyncio
import pickle
import tempfile
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot import cpu
from bot.tables import TableService
from db import Store
from devkit.realplay import SLUGS
from devkit.timing import footer

NAMES = ["Anna", "Ben", "Cleo"]


class Trips:
    """Each pool call while ``counting``: (pool, function) -> [calls, bytes there, bytes back]."""

    def __init__(self) -> None:
        self.counting = False
        self.calls: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])

    def wrap(self, run: Callable[..., Any]) -> Callable[..., Any]:
        async def counted(
            name: str, fn: Callable[..., Any], args: tuple, kwargs: dict, **route: Any
        ) -> Any:
            result = await run(name, fn, args, kwargs, **route)
            if self.counting:
                label = getattr(fn, "__qualname__", repr(fn))
                if label == "click":  # bot.clickstep: the table's state sent, or only its tag
                    label += " (the state sent)" if args[2] is not None else " (a tag sent)"
                entry = self.calls[(name, label)]
                entry[0] += 1
                entry[1] += len(pickle.dumps((fn, args, kwargs)))
                entry[2] += len(pickle.dumps(result))
            return result

        return counted


async def play(tmp: Path, slug: str, clicks: int, render: bool, trips: Trips) -> int:
    """``clicks`` clicks at a three-player table of ``slug``; the clicks counted."""
    store = await Store.open(tmp / f"{slug}.sqlite3")
    try:
        service = TableService(store, render=render)
        upd = await service.new_table(
            guild_id="1", channel_id="2", user_id="u0", name="Anna", game=slug, seed=11
        )
        for i in range(1, 3):
            await service.join(upd.table_id, f"u{i}", NAMES[i])
        upd = await service.start(upd.table_id, "u0")
        done = 0
        for _ in range(clicks):
            if not upd.to_move:
                break
            user = upd.to_move[0].user_id
            choices = (
                upd.choices or (await service.choices_for(upd.table_id, user, upd.version)).choices
            )
            trips.counting = True
            upd = await service.act(upd.table_id, user, upd.version, choices[0].id)
            trips.counting = False
            done += 1
        return done
    finally:
        await store.close()


async def run(args: argparse.Namespace) -> None:
    trips = Trips()
    cpu._run = trips.wrap(cpu._run)  # type: ignore[assignment]
    if args.worker_processes:  # as python -m bot starts (WORKER_PROCESSES)
        cpu.use_processes(work=args.worker_processes, slow=1)
        await cpu.warm_up()
    clicks = 0
    with tempfile.TemporaryDirectory() as tmp:
        for slug in SLUGS:
            clicks += await play(Path(tmp), slug, args.clicks, args.render, trips)
    cpu.shutdown()
    total = [sum(v[i] for v in trips.calls.values()) for i in range(3)]
    print(
        f"{clicks} clicks ({args.clicks} at a three-player table of each game, "
        f"render={'on' if args.render else 'off'}, "
        f"worker processes {args.worker_processes or 'none: threads'}): "
        f"{total[0] / clicks:.2f} pool calls a click, "
        f"{total[1] / clicks / 1024:.1f} KiB pickled there and {total[2] / clicks / 1024:.1f} KiB "
        "back a click"
    )
    for (pool, fn), (n, there, back) in sorted(trips.calls.items(), key=lambda kv: -kv[1][0]):
        print(
            f"  {pool:<4} {fn:<26} {n / clicks:5.2f} a click, "
            f"{there / n / 1024:7.1f} KiB there, {back / n / 1024:7.1f} KiB back a call"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clicks", type=int, default=12)
    parser.add_argument("--render", action="store_true")
    parser.add_argument("--worker-processes", type=int, default=2)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    with footer():
        main()
