"""The strength matrix of the AI levels (issue 15): which games to play, one AI-only game
as a record, the file of records, and the statistics a report prints. `bench/ai_bench.py`
is the command line; this module holds what it and its worker processes share.

**Plan.** For one game and player count the lineups are the combinations of distinct
levels that fill the table (with fewer levels than seats, a lineup repeats around the
table). Each deal (seed) of a lineup is played from every rotation of its seats. The plan
``issue`` gives each lineup just enough games that every pair of levels sits together in
at least N games (rounded up to whole deals); ``lineup`` gives each lineup N games. The
games are ordered deal by deal, and within a deal rotation by rotation over every lineup,
so a file that stopped early covers every pairing evenly; ``interleave`` merges the cells
(game, player count) so that each advances at the same pace.

**Records.** One JSON object per line, appended as soon as a game ends: ``kind`` "game"
(or "speed": the engine's decisions/s, measured once per cell and code version). The key
of a game is (game, players, levels by seat, seed, code version: ``code_version``, the
content of what decides that game's play, table options: ``options``, absent for the
defaults); a rerun skips the keys it finds. A game that
passed the move cap is recorded with ``skipped``; it counts as done
only for a cap no higher than its own.
"""

from __future__ import annotations

import hashlib
import inspect
import itertools
import json
import math
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ai.player import choose
from games.contract import Game

ROOT = Path(__file__).resolve().parent.parent
PLANS = ("issue", "lineup")
Record = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Task:
    """One game to play: ``levels[s]`` plays seat s."""

    game: str
    levels: tuple[str, ...]
    seed: int
    options: str = ""  # the table options as canonical JSON (``options_text``); "" the defaults

    @property
    def players(self) -> int:
        return len(self.levels)

    def key(self, version: str) -> tuple:
        return (self.game, self.players, self.levels, self.seed, version, self.options)


def options_text(options: dict[str, Any] | None) -> str:
    """Table options as the canonical JSON a task and its record carry ("" for none)."""
    return json.dumps(options, sort_keys=True, separators=(",", ":")) if options else ""


def record_options(record: Record) -> str:
    return options_text(record.get("options"))


def record_key(record: Record) -> tuple:
    return (
        record["game"],
        record["players"],
        tuple(record["levels"]),
        record["seed"],
        record["version"],
        record_options(record),
    )


# ---------------------------------------------------------------- the plan


def lineups(levels: Sequence[str], players: int) -> list[tuple[str, ...]]:
    return list(itertools.combinations(levels, min(players, len(levels))))


def games_per_lineup(levels: int, players: int, games: int, plan: str) -> int:
    """``lineup``: ``games``. ``issue``: enough that every pair of levels sits together in
    at least ``games`` games, rounded up to whole deals (one game per rotation)."""
    if plan == "lineup":
        return games
    if plan != "issue":
        raise ValueError(f"unknown plan {plan!r}; plans: {', '.join(PLANS)}")
    k = min(players, levels)
    together = math.comb(levels - 2, k - 2)  # the lineups in which one pair sits
    return math.ceil(math.ceil(games / together) / k) * k


def plan_cell(
    game: str,
    players: int,
    levels: Sequence[str],
    games: int,
    plan: str = "issue",
    options: str = "",
) -> list[Task]:
    """The games of one game and player count, deal by deal (the same seeds for every
    lineup); within a deal, rotation by rotation, every lineup in each: after every
    rotation each pair of levels has sat together equally often. ``options``: the table
    options of every game (``options_text``)."""
    combos = lineups(levels, players)
    k = len(combos[0])
    per = games_per_lineup(len(levels), players, games, plan)
    return [
        Task(game, tuple(combo[(s + r) % k] for s in range(players)), 1 + deal, options)
        for deal in range(math.ceil(per / k))
        for r in range(k)
        if deal * k + r < per
        for combo in combos
    ]


def interleave(cells: Sequence[Sequence[Task]]) -> list[Task]:
    """All tasks, each cell advancing at the same pace (by its share done)."""
    keyed = [
        ((i + 0.5) / len(cell), c, i, task)
        for c, cell in enumerate(cells)
        for i, task in enumerate(cell)
    ]
    return [task for *_, task in sorted(keyed, key=lambda row: row[:3])]


def pairs_together(tasks: Iterable[Task]) -> Counter[tuple[str, str]]:
    """In how many of ``tasks`` each pair of distinct levels (sorted) sits together."""
    count: Counter[tuple[str, str]] = Counter()
    for task in tasks:
        count.update(itertools.combinations(sorted(set(task.levels)), 2))
    return count


# ---------------------------------------------------------------- one game


def play_game(game: Game, task: Task, max_moves: int) -> Record:
    """One AI-only game as a record (without the code version). The state advances on the
    fast path (the AI's choice is a legal id; the table's checked path gives the same
    game). Decision times are ``time.process_time`` around each choice with two or more
    options: CPU seconds, which the neighbours on a shared machine do not inflate."""
    start = time.process_time()
    options = json.loads(task.options) if task.options else None
    state = game.setup(task.players, task.seed, game.options(options) if options else None)
    times: dict[str, list[float]] = {lv: [] for lv in task.levels}
    moves, skipped = 0, False
    while (decision := game.decision(state)) is not None:
        if moves >= max_moves:
            skipped = True
            break
        seat = next((s for s in decision.seats if game.legal_ids(state, s)), None)
        if seat is None:
            raise RuntimeError(
                f"{game.slug}: {decision.prompt!r} offers no choice (seed {task.seed})"
            )
        wide = len(game.legal_ids(state, seat)) > 1
        began = time.process_time()
        cid = choose(game, state, seat, task.levels[seat], f"{task.seed}:{moves}")
        if wide:
            times[task.levels[seat]].append(time.process_time() - began)
        game.play(state, seat, cid)
        moves += 1
    record: Record = {
        "kind": "game",
        "game": game.slug,
        "players": task.players,
        "levels": list(task.levels),
        "seed": task.seed,
        "moves": moves,
        "skipped": skipped,
        "max_moves": max_moves,
        "totals": [],
        "ranking": [],
        "winners": [],
    }
    if options:
        record["options"] = options
    if not skipped:
        result = game.result(state)
        assert result is not None  # the loop ended on no decision: the game is over
        record.update(
            totals=[result.totals[s] for s in range(task.players)],
            ranking=list(result.ranking),
            winners=list(result.winners),
        )
    record["times"] = {lv: time_summary(ts) for lv, ts in times.items()}
    record["cpu_s"] = round(time.process_time() - start, 3)
    return record


def play_task(task: Task, max_moves: int) -> Record:
    """A worker process's job (module level: picklable, importable after a spawn). A game
    that raises becomes an "error" record: one broken game must not end a run of hours,
    and a rerun plays it again."""
    from games import get

    try:
        return play_game(get(task.game), task, max_moves)
    except Exception as error:  # noqa: BLE001 - recorded and reported, never swallowed
        failed: Record = {
            "kind": "error",
            "game": task.game,
            "players": task.players,
            "levels": list(task.levels),
            "seed": task.seed,
            "max_moves": max_moves,
            "error": f"{type(error).__name__}: {error}",
            "traceback": traceback.format_exc(limit=-4),
        }
        if task.options:
            failed["options"] = json.loads(task.options)
        return failed


def play_all(
    tasks: Iterable[Task],
    max_moves: int,
    jobs: int,
    keep: Callable[[Record], None],
    wanted: Callable[[Task], bool],
) -> None:
    """Play the tasks still ``wanted`` when their turn comes (a cell may stop meanwhile),
    handing each record to ``keep`` as soon as its game ends; ``jobs`` worker processes
    ("spawn": a fresh interpreter each), or this process for one job."""
    todo = (task for task in tasks if wanted(task))
    if jobs <= 1:
        for task in todo:
            keep(play_task(task, max_moves))
        return
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"))
    try:
        running = {pool.submit(play_task, task, max_moves) for task in itertools.islice(todo, jobs)}
        while running:
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                keep(future.result())
                running |= {
                    pool.submit(play_task, task, max_moves) for task in itertools.islice(todo, 1)
                }
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def decisions_per_s(game: Game, players: int) -> float:
    """The engine's fast path (legal_ids + play) in one random game: the search's speed."""
    from games.simulate import random_playout

    start = time.process_time()
    moves = len(random_playout(game, players, 1).moves)
    return moves / max(time.process_time() - start, 1e-9)


def estimate_cpu_s(records: Sequence[Record], tasks: Sequence[Task]) -> float | None:
    """The CPU seconds ``tasks`` will take, from the ended games of ``records`` (one game
    and player count, any lineups): per level, the CPU of one seat's decisions over a game,
    plus per game the CPU outside the timed decisions (the engine, one-choice decisions).
    None if nothing ended yet or a level of ``tasks`` never sat."""
    ended = [r for r in records if not r["skipped"]]
    if not ended:
        return None
    spent: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    outside = 0.0
    for r in ended:
        seats.update(r["levels"])
        for lv, t in r["times"].items():
            spent[lv] += t["sum"]
        outside += r["cpu_s"] - sum(t["sum"] for t in r["times"].values())
    if any(lv not in seats for task in tasks for lv in task.levels):
        return None
    per_seat = {lv: spent[lv] / seats[lv] for lv in seats}
    return sum(outside / len(ended) + sum(per_seat[lv] for lv in task.levels) for task in tasks)


# ---------------------------------------------------------------- decision times


def time_summary(times: list[float]) -> Record:
    """Count, p50, p95, max and sum, plus every time rounded to two significant digits
    and counted (``hist``), so the percentiles of many games merge within 5 %."""
    return {
        "n": len(times),
        "p50": round(percentile(times, 0.5), 6),
        "p95": round(percentile(times, 0.95), 6),
        "max": round(max(times, default=0.0), 6),
        "sum": round(sum(times), 4),
        "hist": dict(Counter(f"{t:.2g}" for t in times)),
    }


def percentile(xs: Iterable[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else math.nan


def merged_times(summaries: Iterable[Record]) -> Record:
    """n, p50, p95 (from the merged ``hist``) and the exact max of many summaries."""
    hist: Counter[float] = Counter()
    n, top = 0, 0.0
    for s in summaries:
        n += s["n"]
        top = max(top, s["max"])
        hist.update({float(t): c for t, c in s["hist"].items()})
    values = sorted(hist)

    def at(q: float) -> float:
        rank, seen = min(n - 1, int(q * n)), 0
        for value in values:
            seen += hist[value]
            if seen > rank:
                return value
        return math.nan

    return {
        "n": n,
        "p50": at(0.5) if n else math.nan,
        "p95": at(0.95) if n else math.nan,
        "max": top if n else math.nan,
    }


# ---------------------------------------------------------------- win rates


def beats(record: Record, a: str, b: str) -> float | None:
    """A's share of the (A seat, B seat) pairs it ranked above in this game (a shared
    victory is half); None if A and B did not both sit."""
    levels = record["levels"]
    place = {s: i for i, s in enumerate(record["ranking"])}
    winners = set(record["winners"])
    pairs = [
        (x, y)
        for x in range(len(levels))
        for y in range(len(levels))
        if levels[x] == a and levels[y] == b and x != y
    ]
    if not pairs:
        return None
    won = sum(
        0.5 if x in winners and y in winners else float(place[x] < place[y]) for x, y in pairs
    )
    return won / len(pairs)


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate ``p`` over ``n`` games (a game's share
    counts as its fraction of a win, so a shared victory is half a win)."""
    if n == 0:
        return 0.0, 1.0
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def verdict(low: float, high: float, target: float) -> str:
    """ok when the whole interval reaches the target, MISSED when none of it does."""
    return "ok" if low >= target else "MISSED" if high < target else "not yet sure"


@dataclass(frozen=True, slots=True)
class Pairing:
    a: str
    b: str
    games: int
    rate: float  # a's share over b
    low: float
    high: float
    mean_a: float
    mean_b: float


def pairing(records: Sequence[Record], a: str, b: str) -> Pairing | None:
    rows = [(r, share) for r in records if (share := beats(r, a, b)) is not None]
    if not rows:
        return None
    rate = statistics.mean(share for _, share in rows)

    def mean(level: str) -> float:
        return statistics.mean(
            r["totals"][s] for r, _ in rows for s, lv in enumerate(r["levels"]) if lv == level
        )

    return Pairing(a, b, len(rows), rate, *wilson(rate, len(rows)), mean(a), mean(b))


def mean_scores(records: Sequence[Record]) -> dict[str, float]:
    scores: dict[str, list[int]] = {}
    for r in records:
        for s, lv in enumerate(r["levels"]):
            scores.setdefault(lv, []).append(r["totals"][s])
    return {lv: statistics.mean(xs) for lv, xs in scores.items()}


# ---------------------------------------------------------------- the file

SHARED_DECIDERS = ("ai/player.py", "ai/roles.py", "games/contract.py", "games/__init__.py")
"""The files every game's AI play runs through; with the game's own package and
`play_game`'s source they decide a recorded game."""


def game_dir(slug: str) -> str:
    """Where the game ``slug`` lives, from the checkout: its package ("games/coimbra") or
    its module ("games/_testgame.py")."""
    from games import get

    top = sys.modules[".".join(type(get(slug)).__module__.split(".")[:2])]
    where = Path(top.__file__ or "").resolve()
    return (where.parent if where.name == "__init__.py" else where).relative_to(ROOT).as_posix()


def code_version(package: str, root: Path = ROOT) -> str:
    """What decides a game of ``package`` (e.g. "games/coimbra"), by content: the git
    entries at HEAD of `SHARED_DECIDERS` and the package, and the source of `play_game`. So
    a commit elsewhere (another game's rules, the bench's statistics, a rebase) keeps the
    records valid. With uncommitted changes or new files there (or in this module),
    "+dirty." and a hash of them. "unknown" without git."""
    paths = [*SHARED_DECIDERS, package]

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, check=True, timeout=30
        ).stdout

    try:
        entries = git("ls-tree", "HEAD", "--", *paths)
        diff = git("diff", "HEAD", "--", *paths, "ai/strength.py")
        new = git("ls-files", "--others", "--exclude-standard", "--", *paths).split()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    digest = hashlib.sha1(entries.encode())
    digest.update(inspect.getsource(play_game).encode())
    committed = "trees." + digest.hexdigest()[:16]
    if not diff and not new:
        return committed
    dirty = hashlib.sha1(diff.encode())
    for name in sorted(new):
        dirty.update(name.encode() + (root / name).read_bytes())
    return f"{committed}+dirty.{dirty.hexdigest()[:8]}"


def read_records(path: Path) -> tuple[list[Record], int]:
    """The records of a file, and how many lines were unreadable (a line cut short when
    the bench was killed mid-write, say). A missing file has none."""
    if not path.exists():
        return [], 0
    records, bad = [], 0
    with path.open(encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                bad += 1
                continue
            if isinstance(record, dict) and "kind" in record:
                records.append(record)
            else:
                bad += 1
    return records, bad


class RecordFile:
    """Appends one record per line, flushed and synced, so a kill loses no finished game."""

    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._f = path.open("a", encoding="utf-8")
        if self._f.tell() and not path.read_bytes().endswith(b"\n"):
            self._f.write("\n")  # the line a kill cut short stays alone (and unread)

    def append(self, record: Record) -> None:
        self._f.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._f.flush()
        os.fsync(self._f.fileno())

    def close(self) -> None:
        self._f.close()


def stamp(record: Record, version: str) -> Record:
    return {
        **record,
        "version": version,
        "finished": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def latest(records: Iterable[Record]) -> list[Record]:
    """The game records, the last one of each key (a replay with a higher cap wins)."""
    by_key: dict[tuple, Record] = {}
    for r in records:
        if r.get("kind") == "game":
            by_key[record_key(r)] = r
    return list(by_key.values())


def failures(records: Iterable[Record]) -> list[Record]:
    """The error records whose game has no game record after them."""
    last: dict[tuple, Record] = {}
    for r in records:
        if r.get("kind") in ("game", "error"):
            last[record_key(r)] = r
    return [r for r in last.values() if r["kind"] == "error"]


def done_keys(records: Iterable[Record], max_moves: int) -> set[tuple]:
    """The keys a run with ``max_moves`` need not play again."""
    return {
        record_key(r) for r in latest(records) if not r["skipped"] or r["max_moves"] >= max_moves
    }


def cell_given_up(records: Sequence[Record], max_moves: int) -> bool:
    """A cell stops when a game passed the move cap (at least this cap) before any game
    ended, or once more than max(1, 10 %) of its games did: its games do not end under AI
    play, and each costs the whole cap."""
    skipped = sum(r["skipped"] and r["max_moves"] >= max_moves for r in records)
    ended = sum(not r["skipped"] for r in records)
    return skipped > (max(1, len(records) // 10) if ended else 0)


def versions(records: Iterable[Record]) -> list[tuple[str, int]]:
    """The code versions of the game records with their counts, the newest (last written) last."""
    count: Counter[str] = Counter()
    order: dict[str, int] = {}
    for i, r in enumerate(records):
        if r.get("kind") == "game":
            count[r["version"]] += 1
            order[r["version"]] = i
    return [(v, count[v]) for v in sorted(count, key=order.__getitem__)]


def cells(records: Iterable[Record]) -> Iterator[tuple[tuple[str, int, str], list[Record]]]:
    """The records grouped by (game, players, options: ``record_options``), sorted."""
    groups: dict[tuple[str, int, str], list[Record]] = {}
    for r in records:
        groups.setdefault((r["game"], r["players"], record_options(r)), []).append(r)
    yield from sorted(groups.items())
