"""What each bounded text and sprite cache of the renderers and engines is worth at its cap
(issue 33.3): a bot shard draws many tables in three languages, and a cache far above its
working set only keeps filling memory.

    .venv/bin/python -m bench.cache_caps [--games coimbra ...] [--pictures 2000]
                                         [--scales 1 0.25 0.125 0.0625] [--sprite-scale 1]
                                         [--only NAME ...] [--repeat 1] [--memory]

For each game, 8 seeded tables played side by side (the player counts the game allows and
the languages en, de, it interleaved over the tables, each table moving on to its next seed
when a game ends) give ``--pictures`` phone pictures, drawn and PNG-encoded as the bot posts
them, one table after the other. The run is repeated once per cap scale, each in a fresh
process so every cache starts empty. The caches are found, not listed: every module-level
``functools.lru_cache`` with a finite cap in ``games.*``, ``render.*`` and ``l10n.*`` (and
one held by the closure of a module-level function, as ``render.lorenzo.texts.per_locale``
makes them), each rebuilt with its cap times the scale (at least 16, or its cap if smaller);
and every module-level ``render.sprites.SpriteCache``, whose byte budget is scaled by
``--sprite-scale`` alone. ``--only`` scales just the caches whose names contain one of the
given parts (the rest keep their caps).

Prints per game one row per scale: CPU per picture (``time.process_time``) p50 and p95 over
the second half of the pictures and each against the first scale's, and the same for the
engine's step to the next position (the moves, views and texts the bot's click computes
before the picture: the ``games.*`` caches serve that); then one row per cache that the game
used: its cap at each scale, entries at the end and hit rate over the second half.
``--repeat K`` runs the scales round-robin K times and gives the median times and the spread
of the p50 over the runs. With ``--memory`` each scale is run once more under
``tracemalloc`` (which slows drawing, hence apart) and the rows add the MiB each cache holds
at the end (what clearing it frees); a sprite cache's pixels are Pillow's, outside
tracemalloc, so its row gives the bytes it counts. Ends with the wall time, CPU time and load
average.
"""

from __future__ import annotations

import argparse
import functools
import gc
import importlib
import itertools
import json
import pkgutil
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import FunctionType, ModuleType
from typing import Any

from devkit.timing import footer

GAMES = ("stupor-mundi", "coimbra", "lorenzo-il-magnifico", "de-vulgari-eloquentia")
PACKAGES = ("games", "render", "l10n")
TABLES = 8
LOCALES = ("en", "de", "it")
SMALLEST_CAP = 16


@dataclass
class Cache:
    """One bounded lru_cache and every place that holds it (module globals, closure cells)."""

    name: str
    wrapper: Any
    put_back: list[Callable[[Any], None]]


def _ours(name: str) -> bool:
    return name.split(".")[0] in PACKAGES


def import_all() -> list[ModuleType]:
    """Every module of the packages whose caches are measured (entry points left out)."""
    for package in PACKAGES:
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, f"{package}."):
            if not info.name.endswith("__main__"):
                importlib.import_module(info.name)
    return [m for name, m in sorted(sys.modules.items()) if _ours(name)]


def _bounded(obj: Any) -> bool:
    return isinstance(obj, functools._lru_cache_wrapper) and obj.cache_info().maxsize is not None


def find_caches(modules: list[ModuleType]) -> list[Cache]:
    """The bounded lru_caches defined at module level (or in a module-level function's closure)
    in ``modules``, each with setters for every module global and closure cell holding it."""
    found: dict[int, Cache] = {}
    for module in modules:
        for attr, value in vars(module).items():
            if getattr(value, "__module__", None) != module.__name__:
                continue
            if _bounded(value):
                found.setdefault(id(value), Cache(f"{module.__name__}.{attr}", value, []))
            elif isinstance(value, FunctionType):
                for cell in value.__closure__ or ():
                    inner = cell.cell_contents
                    if _bounded(inner):
                        name = f"{module.__name__}.{attr}<{inner.__qualname__.split('.')[0]}>"
                        found.setdefault(id(inner), Cache(name, inner, []))
                        found[id(inner)].put_back.append(
                            functools.partial(setattr, cell, "cell_contents")
                        )
    for module in modules:
        for attr, value in vars(module).items():
            if id(value) in found and found[id(value)].wrapper is value:
                found[id(value)].put_back.append(functools.partial(setattr, module, attr))
    return sorted(found.values(), key=lambda c: c.name)


def sprite_caches(modules: list[ModuleType]) -> dict[str, Any]:
    from render.sprites import SpriteCache

    return {
        f"{m.__name__}.{attr}": value
        for m in modules
        for attr, value in vars(m).items()
        if isinstance(value, SpriteCache)
    }


def scaled(cache: Cache, scale: float) -> Any:
    """Put a fresh copy of the cache with its cap times ``scale`` everywhere it is held."""
    cap = cache.wrapper.cache_info().maxsize
    fresh = functools.lru_cache(maxsize=min(cap, max(SMALLEST_CAP, round(cap * scale))))(
        cache.wrapper.__wrapped__
    )
    functools.update_wrapper(fresh, cache.wrapper)
    for put in cache.put_back:
        put(fresh)
    return fresh


def count_sprite_hits(caches: dict[str, Any]) -> dict[int, list[int]]:
    """Misses and hits per sprite cache (by id), counted from here on."""
    from render.sprites import MISSING, SpriteCache

    counts = {id(c): [0, 0] for c in caches.values()}
    get = SpriteCache.get

    def counted(self: Any, key: Any, default: Any = None) -> Any:
        value = get(self, key, MISSING)
        if id(self) in counts:
            counts[id(self)][value is not MISSING] += 1
        return default if value is MISSING else value

    SpriteCache.get = counted  # type: ignore[method-assign]
    return counts


def tables(slug: str) -> list[Iterator[Any]]:
    """The 8 interleaved tables: player counts and languages mixed over them."""
    from games import get
    from render.samples import positions

    game = get(slug)
    counts = range(game.min_players, game.max_players + 1)

    def table(i: int) -> Iterator[Any]:
        players, locale = counts[i % len(counts)], LOCALES[i % len(LOCALES)]
        for seed in itertools.count(100 * i + 1):
            for pos in positions(slug, players, seed, locale=locale):
                yield pos, locale

    return [table(i) for i in range(TABLES)]


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def worker(
    slug: str, pictures: int, scale: float, sprite_scale: float, only: list[str], memory: bool
) -> dict[str, Any]:
    """One run in this (fresh) process; returns its numbers."""
    from render import encode_png, phone_image

    modules = import_all()
    caches = {c.name: c for c in find_caches(modules)}
    wrappers = {
        name: scaled(c, scale if not only or any(o in name for o in only) else 1.0)
        for name, c in caches.items()
    }
    sprites = sprite_caches(modules)
    for cache in sprites.values():
        cache.max_bytes = round(cache.max_bytes * sprite_scale)
    sprite_counts = count_sprite_hits(sprites)
    boards = tables(slug)
    calls = {name: _calls(c.wrapper) for name, c in caches.items()}
    if memory:
        tracemalloc.start(1)
    cpu: list[float] = []
    engine: list[float] = []
    half: dict[str, Any] = {}
    for k in range(pictures):
        if k == pictures // 2:
            half = {n: w.cache_info() for n, w in wrappers.items()}
            half |= {n: list(sprite_counts[id(c)]) for n, c in sprites.items()}
        start = time.process_time()
        pos, locale = next(boards[k % TABLES])
        engine.append(time.process_time() - start)
        start = time.process_time()
        encode_png(
            phone_image(
                slug,
                f"Table {k % TABLES + 1}",
                pos.view,
                pos.names,
                pos.last,
                pos.previous,
                pos.context,
                locale,
            )
        )
        cpu.append(time.process_time() - start)
    rows: dict[str, Any] = {}
    for name, w in wrappers.items():
        info, before = w.cache_info(), half[name]
        hits, misses = info.hits - before.hits, info.misses - before.misses
        if info.hits + info.misses:
            rows[name] = {
                "cap": info.maxsize,
                "size": info.currsize,
                "hits": hits,
                "calls": hits + misses,
            }
    for name, c in sprites.items():
        then = half[name]
        misses, hits = (now - was for now, was in zip(sprite_counts[id(c)], then, strict=True))
        if sum(sprite_counts[id(c)]):
            rows[name] = {
                "cap": c.max_bytes,
                "size": len(c),
                "hits": hits,
                "calls": hits + misses,
                "mib": c.bytes / 2**20,
                "sprites": True,
            }
    if memory:
        gc.collect()
        for name, w in wrappers.items():
            if name in rows:
                before = tracemalloc.get_traced_memory()[0]
                w.cache_clear()
                gc.collect()
                rows[name]["mib"] = (before - tracemalloc.get_traced_memory()[0]) / 2**20
    late, moves = cpu[pictures // 2 :], engine[pictures // 2 :]
    missed = [n for n, c in caches.items() if _calls(c.wrapper) != calls[n]]
    return {
        "p50": pct(late, 0.5),
        "p95": pct(late, 0.95),
        "engine p50": pct(moves, 0.5),
        "engine p95": pct(moves, 0.95),
        "caches": rows,
        "missed": missed,
    }


def _calls(wrapper: Any) -> int:
    info = wrapper.cache_info()
    return int(info.hits + info.misses)


def run(slug: str, pictures: int, scale: float, args: argparse.Namespace, memory: bool) -> dict:
    command = [
        sys.executable,
        "-m",
        "bench.cache_caps",
        "--worker",
        slug,
        "--pictures",
        str(pictures),
        "--scales",
        str(scale),
        "--sprite-scale",
        str(args.sprite_scale),
    ]
    command += ["--only", *args.only] if args.only else []
    command += ["--memory"] if memory else []
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def fraction(scale: float) -> str:
    return "x1" if scale == 1 else f"x1/{round(1 / scale)}" if scale < 1 else f"x{scale:g}"


TIMES = ("p50", "p95", "engine p50", "engine p95")


def report(slug: str, args: argparse.Namespace) -> None:
    repeats: dict[float, list[dict[str, Any]]] = {s: [] for s in args.scales}
    for _ in range(args.repeat):  # round-robin, so a busy spell slows every scale alike
        for s in repeats:
            repeats[s].append(run(slug, args.pictures, s, args, False))
    runs = {s: _median_of(rs) for s, rs in repeats.items()}
    if args.memory:
        for s in args.scales:
            measured = run(slug, args.pictures, s, args, True)["caches"]
            for name, row in runs[s]["caches"].items():
                if not row.get("sprites") and name in measured:
                    row["mib"] = measured[name]["mib"]
    first = runs[args.scales[0]]
    for s, r in runs.items():
        if r["missed"]:
            print(f"  {fraction(s)}: still called at their old caps: {', '.join(r['missed'])}")
    print(
        f"{slug}: {TABLES} tables, {args.pictures} pictures, sprites x{args.sprite_scale:g}"
        + (f", scaled only: {' '.join(args.only)}" if args.only else "")
        + (
            f"; medians of {args.repeat} runs (p50 spread: max-min over median)"
            if args.repeat > 1
            else ""
        )
    )
    print(
        f"  {'scale':8} {'CPU p50':>8} {'p95':>7} {'p50 vs':>7} {'p95 vs':>7}"
        f"   {'engine p50':>10} {'p95':>7} {'p50 vs':>7} {'p95 vs':>7}"
    )
    for s, r in runs.items():
        print(
            f"  {fraction(s):8} {r['p50'] * 1000:6.2f}ms {r['p95'] * 1000:5.1f}ms"
            f" {r['p50'] / first['p50']:7.3f} {r['p95'] / first['p95']:7.3f}"
            f"   {r['engine p50'] * 1000:8.2f}ms {r['engine p95'] * 1000:5.1f}ms"
            f" {r['engine p50'] / first['engine p50']:7.3f}"
            f" {r['engine p95'] / first['engine p95']:7.3f}"
            + (f"   spread {r['spread']:.1%}" if args.repeat > 1 else "")
        )
    names = sorted({n for r in runs.values() for n in r["caches"]})
    width = max(map(len, names), default=10)
    print(f"  {'cache':{width}}  " + "  ".join(f"{fraction(s):>28}" for s in runs))
    for name in names:
        cells = []
        for r in runs.values():
            row = r["caches"].get(name)
            if row is None:
                cells.append(f"{'-':>28}")
                continue
            rate = row["hits"] / max(1, row["calls"])
            cap = f"{row['cap'] / 2**20:g}M" if row.get("sprites") else str(row["cap"])
            mib = f" {row['mib']:5.2f}M" if "mib" in row else ""
            cells.append(f"{row['size']:>6}/{cap:<6} {rate:6.1%}{mib:>7}")
        print(f"  {name:{width}}  " + "  ".join(f"{c:>28}" for c in cells))
    print(flush=True)


def _median_of(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The last run's caches with the median of each time over the runs."""
    merged = dict(runs[-1])
    for key in TIMES:
        merged[key] = statistics.median(r[key] for r in runs)
    p50s = [r["p50"] for r in runs]
    merged["spread"] = (max(p50s) - min(p50s)) / merged["p50"]
    merged["missed"] = sorted({n for r in runs for n in r["missed"]})
    return merged


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    ap.add_argument("--pictures", type=int, default=2000)
    ap.add_argument("--scales", type=float, nargs="+", default=[1, 0.25, 0.125, 0.0625])
    ap.add_argument("--sprite-scale", type=float, default=1.0)
    ap.add_argument("--only", nargs="+", default=[])
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--memory", action="store_true")
    ap.add_argument("--worker", choices=GAMES, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.pictures < 2 or args.repeat < 1:
        ap.error("--pictures must be at least 2 and --repeat at least 1")
    if any(s <= 0 for s in [*args.scales, args.sprite_scale]) or len(set(args.scales)) < len(
        args.scales
    ):
        ap.error("every scale must be above 0, and each given once")
    if args.worker:
        result = worker(
            args.worker, args.pictures, args.scales[0], args.sprite_scale, args.only, args.memory
        )
        print(json.dumps(result))
        return
    for slug in args.games:
        report(slug, args)


if __name__ == "__main__":
    with footer(enabled="--worker" not in sys.argv):  # a worker's output is its parent's
        main()
