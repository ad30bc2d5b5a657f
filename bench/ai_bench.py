"""The AI's strength: win rates, mean scores and decision times of the levels (issue 15).

    .venv/bin/python -m bench.ai_bench --out ai-matrix.jsonl [--game SLUG] [--players 2,3]
        [--levels strong,normal,easy,greedy,random] [--games N] [--plan issue|lineup]
        [--jobs J] [--max-moves M] [--dry-run] [--options leaders=true]
    .venv/bin/python -m bench.ai_bench --report ai-matrix.jsonl [--version SHA]
    .venv/bin/python -m bench.ai_bench --out ai-matrix.jsonl --game SLUG --adopt OLD
        [--check 3] [--jobs J]

Plays every game (default all) at every player count (2-4, and 5 where the game takes it)
with the levels seated against each other (plan and order: see `ai.strength`). The default
plan ``issue`` puts every pair of levels together in at least ``--games`` (200) games, the
seats rotated, each deal played from every rotation; the games of all cells are
interleaved, so a run stopped at any point has covered every pairing evenly.

With ``--out`` each finished game is appended to the file at once (one JSON line), and a
rerun with the same file skips what is recorded for the same code version (each game's
own: ``ai.strength.code_version``): the matrix can run for hours, be killed (losing only
the games in flight) and be resumed. ``--adopt OLD`` carries the records of an older code
version over after a change that should not alter play, if replays agree (``adopt``;
``--jobs`` replays in that many processes).
``--options`` (with one ``--game``) plays every game with those table options, as
``NAME=VALUE`` pairs (comma separated; true/false, numbers and words are read as such) or
one JSON object; the game's options model checks them. Their records carry the options
and form cells of their own; a run without ``--options`` plays and counts only the games
with the defaults.
``--dry-run`` prints the plan, what is recorded and the estimated CPU hours left, and
plays nothing. ``--report FILE`` prints the tables from the file alone, each game at its
newest code version in it (or ``--version``, a prefix will do). Niceness is left to the
caller (``nice -n 19``).

Printed per game and player count:
- each level's mean final score and decision time p50/p95/max in CPU seconds
  (``time.process_time`` in the process that thinks, decisions with two or more choices;
  the machine is shared, so wall-clock time would measure the neighbours; p50/p95 merge
  times rounded to two digits). No deadline is passed: the budgets alone decide;
- per pairing of levels A vs B: the games it rests on, A's win share (in one game, the
  share of (A seat, B seat) pairs where A ranks above B, a shared victory half) with its
  95 % Wilson interval, and both mean scores in those games;
- the issue's targets: ok when the interval lies above the target, MISSED when below,
  "not yet sure" when it straddles it;
- the engine's decisions/s (fast path, one random game): the search's raw speed.

A game that passes ``--max-moves`` decisions is recorded as skipped and not counted; a
cell whose games do not end (see ``cell_given_up``) stops being played.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ai.player import LEVELS
from ai.strength import (
    PLANS,
    Record,
    RecordFile,
    Task,
    cell_given_up,
    cells,
    code_version,
    decisions_per_s,
    done_keys,
    estimate_cpu_s,
    failures,
    game_dir,
    interleave,
    latest,
    mean_scores,
    merged_times,
    options_text,
    pairing,
    pairs_together,
    plan_cell,
    play_all,
    play_task,
    read_records,
    record_key,
    record_options,
    stamp,
    verdict,
    versions,
)
from devkit.timing import footer
from games import get, registry
from games.contract import GameError

ORDER = ("strong", "normal", "easy", "greedy", "random")
BEAT_RANDOM, NORMAL_OVER_GREEDY, STRONG_OVER_NORMAL = 0.95, 0.60, 0.60
P95_LIMIT = {"normal": 1.0, "strong": 3.0}


# ---------------------------------------------------------------- playing


def plan(
    slugs: Sequence[str],
    counts: Sequence[int],
    levels: Sequence[str],
    games: int,
    plan_name: str,
    options: str = "",
) -> list[list[Task]]:
    """The tasks of every cell (game, player count) the game takes."""
    out = []
    for slug in slugs:
        game = get(slug)
        for players in counts or [
            n for n in (2, 3, 4, 5) if game.min_players <= n <= game.max_players
        ]:
            if game.min_players <= players <= game.max_players:
                out.append(plan_cell(slug, players, levels, games, plan_name, options))
            else:
                print(f"{slug}: no {players}-player game, left out")
    return out


class Matrix:
    """The records of each game's current code version, what is left to play, and where
    new ones go."""

    def __init__(
        self,
        versions_: dict[str, str],
        max_moves: int,
        records: list[Record],
        out: RecordFile | None,
        options: str = "",
    ):
        self.versions, self.max_moves, self.out = versions_, max_moves, out
        records = [r for r in records if r.get("kind") == "speed" or record_options(r) == options]
        self.records = [r for r in records if r.get("version") == versions_.get(r.get("game"))]
        self.done = done_keys(self.records, max_moves)
        self.by_cell: dict[tuple[str, int], list[Record]] = {}
        for r in latest(self.records):
            self.by_cell.setdefault((r["game"], r["players"]), []).append(r)
        self.any_version: dict[tuple[str, int], list[Record]] = {}
        for r in latest(records):
            self.any_version.setdefault((r["game"], r["players"]), []).append(r)
        self.played = 0

    def wanted(self, task: Task) -> bool:
        return task.key(self.versions[task.game]) not in self.done and not self.given_up(
            task.game, task.players
        )

    def given_up(self, game: str, players: int) -> bool:
        return cell_given_up(self.by_cell.get((game, players), []), self.max_moves)

    def keep(self, record: Record) -> None:
        record = stamp(record, self.versions[record["game"]])
        if self.out is not None:
            self.out.append(record)
        self.records.append(record)
        self.played += 1
        game = (
            f"  {self.played:>6}  {record['game']} {record['players']}p "
            f"{','.join(record['levels'])} seed {record['seed']}: "
        )
        if record["kind"] == "error":
            print(game + "FAILED " + record["error"], flush=True)
            return
        self.by_cell.setdefault((record["game"], record["players"]), []).append(record)
        result = (
            "past the move cap"
            if record["skipped"]
            else "winner " + ", ".join(record["levels"][s] for s in record["winners"])
        )
        print(game + f"{record['moves']} moves, {record['cpu_s']:.1f} CPU s, {result}", flush=True)

    def measure_speed(self, slug: str, players: int) -> None:
        if any(
            r["kind"] == "speed" and (r["game"], r["players"]) == (slug, players)
            for r in self.records
        ):
            return
        try:
            speed = round(decisions_per_s(get(slug), players))
        except RuntimeError as error:  # a random game without an end: the matrix goes on
            print(f"{slug} {players}p: no engine speed ({error})")
            return
        record = stamp(
            {"kind": "speed", "game": slug, "players": players, "decisions_per_s": speed},
            self.versions[slug],
        )
        if self.out is not None:
            self.out.append(record)
        self.records.append(record)


def print_plan(matrix: Matrix, cells_: list[list[Task]]) -> None:
    """Per cell: games planned, recorded, left, and the CPU they take (``estimate_cpu_s``
    from the games recorded for this code version, else for any version: marked *)."""
    print(
        f"{'game':<24}{'players':>8}{'planned':>9}{'recorded':>10}{'left':>8}"
        f"{'min pair':>10}{'CPU s/game':>12}{'CPU h all':>11}{'CPU h left':>12}"
    )
    total = total_left = 0.0
    unknown, starred = [], False
    for tasks in cells_:
        slug, players = tasks[0].game, tasks[0].players
        in_plan = sum(t.key(matrix.versions[slug]) in matrix.done for t in tasks)
        left = [t for t in tasks if matrix.wanted(t)]
        basis, mark = matrix.by_cell.get((slug, players), []), " "
        if estimate_cpu_s(basis, tasks) is None:
            basis, mark = matrix.any_version.get((slug, players), []), "*"
        whole, rest = estimate_cpu_s(basis, tasks), estimate_cpu_s(basis, left)
        if whole is None or rest is None:
            unknown.append(f"{slug} {players}p")
            whole = rest = math.nan
        else:
            total, total_left = total + whole, total_left + rest
            starred = starred or mark == "*"
        note = "  stopped: games past the move cap" if matrix.given_up(slug, players) else ""
        print(
            f"{slug:<24}{players:>8}{len(tasks):>9}{in_plan:>10}{len(left):>8}"
            f"{min(pairs_together(tasks).values(), default=0):>10}{whole / len(tasks):>11.1f}"
            f"{mark}{whole / 3600:>11.2f}{rest / 3600:>12.2f}{note}"
        )
    print(
        f"CPU hours: {total / 3600:.1f} for the plan, {total_left / 3600:.1f} left"
        + (
            f" (unknown for {', '.join(unknown)}: no ended game with these levels recorded)"
            if unknown
            else ""
        )
        + ("; * estimated from the games of other code versions" if starred else "")
    )


# ---------------------------------------------------------------- the report


def report(records: Sequence[Record], version: str | None = None) -> None:
    """The tables of every cell, each game at its newest code version in ``records`` (or at
    ``version``: a prefix will do)."""
    found = versions(records)
    if not found:
        print("no game recorded yet")
        return
    if version is None:
        newest = {r["game"]: r["version"] for r in records if r.get("kind") == "game"}
        shown = dict(sorted(newest.items()))  # the last one written, game by game
    else:
        matching = [v for v, _ in found if v.startswith(version)]
        if len(matching) != 1:
            listed = ", ".join(f"{v} ({n} games)" for v, n in found)
            raise SystemExit(
                f"--version {version!r} matches {len(matching)} code versions; "
                f"in the file: {listed}"
            )
        shown = {r["game"]: matching[0] for r in records if r.get("version") == matching[0]}
    mine = [r for r in records if r.get("version") == shown.get(r.get("game"))]
    others = sum(r.get("kind") == "game" for r in records) - sum(r["kind"] == "game" for r in mine)
    for game, v in shown.items():
        print(f"{game}: code version {v}")
    if others:
        print(f"({others} games of other code versions not shown)")
    print(
        "won: the first level's share of the games against the second (seat pairs, a shared "
        "victory half), with its 95 % Wilson interval"
    )
    speed = {(r["game"], r["players"]): r["decisions_per_s"] for r in mine if r["kind"] == "speed"}
    for (slug, players, options), recs in cells(latest(mine) + failures(mine)):
        report_cell(slug, players, recs, speed.get((slug, players)), options)


def report_cell(
    slug: str, players: int, everything: list[Record], speed: float | None, options: str = ""
) -> None:
    records = [r for r in everything if r["kind"] == "game"]
    failed = [r for r in everything if r["kind"] == "error"]
    done = [r for r in records if not r["skipped"]]
    skipped = [r for r in records if r["skipped"]]
    cpu_s = sum(r["cpu_s"] for r in records)
    moves = sum(r["moves"] for r in done) / len(done) if done else math.nan
    with_options = f" (options {options})" if options else ""
    print(
        f"\n== {slug}{with_options}, {players} players: {len(done)} games, {moves:.0f} moves/game, "
        f"{cpu_s / 3600:.2f} CPU h ({cpu_s / max(1, len(records)):.1f} s/game)"
        + (f", engine {speed:,.0f} decisions/s (fast path, random game)" if speed else "")
    )
    if skipped:
        print(
            f"   note: {len(skipped)} games passed the move cap "
            f"({max(r['moves'] for r in skipped)} decisions without an end), not counted"
        )
    if failed:
        first = failed[0]
        print(
            f"   FAILED: {len(failed)} games raised (a rerun plays them again); the first, "
            f"{','.join(first['levels'])} seed {first['seed']}: {first['error']}"
        )
    if not done:
        return
    levels = sorted(
        {lv for r in records for lv in r["levels"]},
        key=lambda lv: (ORDER.index(lv) if lv in ORDER else len(ORDER), lv),
    )
    mean = mean_scores(done)
    times = {lv: merged_times(r["times"][lv] for r in records if lv in r["times"]) for lv in levels}
    print(
        f"   {'level':<8}{'games':>7}{'mean score':>12}{'decisions':>11}"
        f"{'p50':>8}{'p95':>8}{'max':>8}  (CPU s per decision)"
    )
    for lv in levels:
        t = times[lv]
        print(
            f"   {lv:<8}{sum(lv in r['levels'] for r in done):>7}{mean[lv]:>12.1f}{t['n']:>11,}"
            f"{t['p50']:>8.3f}{t['p95']:>8.3f}{t['max']:>8.3f}"
        )
    pairings = {
        (a, b): p
        for a, b in itertools.combinations(levels, 2)
        if (p := pairing(done, a, b)) is not None
    }
    print(f"   {'pairing':<22}{'games':>6}{'won':>6}{'95 % interval':>17}{'mean scores':>16}")
    for (a, b), p in pairings.items():
        print(
            f"   {a + ' vs ' + b:<22}{p.games:>6}{p.rate:>6.0%}{interval(p.low, p.high):>17}"
            f"{f'{p.mean_a:.1f} : {p.mean_b:.1f}':>16}"
        )
    print(f"   {'target':<44}{'measured':>9}{'95 % interval':>17}  {'wanted':<8}")
    for line in targets(players, levels, pairings, mean, times):
        print("   " + line)


def interval(low: float, high: float) -> str:
    return f"{low:.0%} - {high:.0%}"


def targets(
    players: int, levels: list[str], pairings: dict, mean: dict[str, float], times: dict[str, dict]
) -> list[str]:
    rows = []

    def row(what: str, measured: str, spread: str, wanted: str, said: str) -> None:
        rows.append(f"{what:<44}{measured:>9}{spread:>17}  {wanted:<8}{said}")

    def rate(a: str, b: str, target: float) -> None:
        if (p := pairings.get((a, b))) is not None:
            row(
                f"{a} beats {b}",
                f"{p.rate:.0%}",
                interval(p.low, p.high),
                f">= {target:.0%}",
                verdict(p.low, p.high, target),
            )

    for lv in levels:
        if lv != "random":
            rate(lv, "random", BEAT_RANDOM)
    rate("normal", "greedy", NORMAL_OVER_GREEDY)
    rate("strong", "normal", STRONG_OVER_NORMAL)
    if players == 4 and "strong" in mean and len(mean) > 1:
        best_other = max(v for lv, v in mean.items() if lv != "strong")
        row(
            "strong's mean score above every other level",
            f"{mean['strong'] - best_other:+.1f}",
            "",
            "> 0",
            "ok" if mean["strong"] > best_other else "MISSED",
        )
    for lv, limit in P95_LIMIT.items():
        if lv in times and times[lv]["n"]:
            p95 = times[lv]["p95"]
            row(
                f"decision time p95 {lv} (CPU s)",
                f"{p95:.3f}",
                "",
                f"<= {limit:g}",
                "ok" if p95 <= limit else "MISSED",
            )
    return rows


# ---------------------------------------------------------------- carrying records over

OUTCOME = ("moves", "skipped", "totals", "ranking", "winners")


def replay(records: Sequence[Record], jobs: int) -> list[Record]:
    """The recorded games played again now, in order (``jobs`` worker processes)."""
    tasks = [Task(r["game"], tuple(r["levels"]), r["seed"], record_options(r)) for r in records]
    caps = [r["max_moves"] for r in records]
    if jobs <= 1:
        return [play_task(t, cap) for t, cap in zip(tasks, caps, strict=True)]
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(play_task, tasks, caps))


def adopt(path: Path, old: str, current: dict[str, str], check: int, jobs: int = 1) -> None:
    """Restamp the games of code version ``old`` in ``path`` with their game's ``current``
    version, for a change that should not alter play (a refactor, a tidy-up, a new way of
    computing the version): per game, ``check`` games of every cell, spread over its seeds
    and lineups, are replayed now and must end exactly as recorded, else the game's records
    stay as they were. Run it while no bench writes to ``path``."""
    records, bad = read_records(path)
    if bad:
        raise SystemExit(f"{path}: {bad} unreadable lines; mend the file before adopting")
    adopted: set[str] = set()
    games = latest(records)
    for slug, version in current.items():
        mine = [r for r in games if r["game"] == slug and r["version"] == old]
        if not mine:
            continue
        if "+dirty" in version or version == "unknown":
            print(f"{slug}: the current code version {version} is not committed; nothing adopted")
            continue
        chosen = [
            record
            for _, cell in cells(mine)
            for record in sorted(cell, key=record_key)[:: max(1, len(cell) // check)][:check]
        ]
        replayed, same = len(chosen), 0
        for record, now in zip(chosen, replay(chosen, jobs), strict=True):
            if now["kind"] == "game" and all(now[k] == record[k] for k in OUTCOME):
                same += 1
            else:
                print(
                    f"{slug} {record['players']}p {','.join(record['levels'])} "
                    f"seed {record['seed']}: "
                    f"recorded {[record[k] for k in OUTCOME]}, now {[now.get(k) for k in OUTCOME]}"
                )
        verdict_ = "adopted" if same == replayed else "NOT adopted"
        print(
            f"{slug}: {same} of {replayed} replayed games end as recorded; {len(mine)} games "
            f"of {old} {verdict_} as {version}"
        )
        if same == replayed:
            adopted.add(slug)
    if not adopted:
        return
    recorded = {record_key(r) for r in games}
    restamped = []
    for r in records:
        if r["version"] == old and r["game"] in adopted:
            r = {**r, "version": current[r["game"]]}
            if r["kind"] == "game" and record_key(r) in recorded:
                continue  # played again under the current version already: that one stays
        restamped.append(r)
    temporary = path.with_suffix(path.suffix + ".adopting")
    temporary.write_text(
        "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in restamped), encoding="utf-8"
    )
    temporary.replace(path)


# ---------------------------------------------------------------- the command line


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game slug, or all (default)")
    parser.add_argument(
        "--players",
        default="",
        help="player counts, e.g. 2,3 (default: 2-4, 5 too where the game takes it)",
    )
    parser.add_argument("--levels", default=",".join(ORDER), help="levels to seat, comma separated")
    parser.add_argument(
        "--games",
        type=int,
        default=200,
        help="games per pairing (plan issue) or per lineup (plan lineup)",
    )
    parser.add_argument("--plan", choices=PLANS, default="issue")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games")
    parser.add_argument(
        "--max-moves", type=int, default=2000, help="skip a game past this many decisions"
    )
    parser.add_argument("--out", type=Path, help="append every finished game here; resume from it")
    parser.add_argument(
        "--dry-run", action="store_true", help="print the plan and what is left, play nothing"
    )
    parser.add_argument(
        "--report", type=Path, metavar="FILE", help="print the tables from FILE, play nothing"
    )
    parser.add_argument(
        "--version", help="with --report: the code version to show (default: newest)"
    )
    parser.add_argument(
        "--adopt",
        metavar="VERSION",
        help="with --out: restamp the games of VERSION with each game's current "
        "version if --check of them per cell replay identically now",
    )
    parser.add_argument(
        "--check", type=int, default=3, help="with --adopt: games replayed per cell"
    )
    parser.add_argument(
        "--options",
        default="",
        help="with one --game: table options, NAME=VALUE[,NAME=VALUE] or a JSON object",
    )
    args = parser.parse_args(argv)
    if args.report is not None:
        if not args.report.exists():
            parser.error(f"--report: no file {args.report}")
        records, bad = read_records(args.report)
        print(
            f"{args.report}: {len(records)} records"
            + (f", {bad} unreadable lines skipped" if bad else "")
        )
        report(records, args.version)
        return
    levels = [lv for lv in args.levels.split(",") if lv]
    unknown = [lv for lv in levels if lv not in LEVELS]
    if unknown or len(set(levels)) != len(levels) or len(levels) < 2:
        parser.error(f"--levels takes two or more different levels of {', '.join(LEVELS)}")
    if args.games < 1 or args.jobs < 1 or args.max_moves < 1:
        parser.error("--games, --jobs and --max-moves take a positive number")
    try:
        counts = [int(n) for n in args.players.split(",") if n]
    except ValueError:
        parser.error(f"--players takes numbers separated by commas, not {args.players!r}")
    if args.game != "all" and args.game not in registry():
        parser.error(f"--game: no game {args.game!r}; games: {', '.join(registry())}")
    slugs = list(registry()) if args.game == "all" else [args.game]
    try:
        options = table_options(args.game, args.options)
    except ValueError as error:
        parser.error(f"--options: {error}")
    cells_ = plan(slugs, counts, levels, args.games, args.plan, options)
    versions_ = {slug: code_version(game_dir(slug)) for slug in slugs}
    if args.adopt:
        if args.out is None or not args.out.exists():
            parser.error("--adopt takes the --out file whose games it restamps")
        adopt(args.out, args.adopt, versions_, args.check, args.jobs)
        return
    records, bad = read_records(args.out) if args.out else ([], 0)
    print(
        f"ai_bench: plan {args.plan}, {args.games} games per "
        f"{'pairing' if args.plan == 'issue' else 'lineup'}, levels {', '.join(levels)}, "
        f"move cap {args.max_moves}, {args.jobs} job(s), "
        + (f"options {options}, " if options else "")
        + "code "
        + ", ".join(f"{slug} {v}" for slug, v in versions_.items())
        + (
            f"\n{args.out}: {len(records)} records" + (f", {bad} unreadable lines" if bad else "")
            if args.out
            else "\nno --out: nothing is kept if the run stops"
        )
    )
    out = RecordFile(args.out) if args.out and not args.dry_run else None
    matrix = Matrix(versions_, args.max_moves, records, out, options)
    print_plan(matrix, cells_)
    if args.dry_run:
        return
    try:
        for tasks in cells_:
            matrix.measure_speed(tasks[0].game, tasks[0].players)
        play_all(interleave(cells_), args.max_moves, args.jobs, matrix.keep, matrix.wanted)
    except KeyboardInterrupt:
        print(f"\ninterrupted: {matrix.played} games recorded in this run", file=sys.stderr)
        raise SystemExit(130) from None
    finally:
        if out is not None:
            out.close()
    wanted = {(t[0].game, t[0].players) for t in cells_}
    print()
    report([r for r in matrix.records if (r["game"], r["players"]) in wanted])


def table_options(slug: str, text: str) -> str:
    """``--options`` checked by the game's options model, as canonical JSON ("" for none):
    ``leaders=true,bonus_tiles=advanced`` or ``{"leaders": true}``. Raises ValueError with
    a sentence naming the problem."""
    text = text.strip()
    if not text:
        return ""
    if slug == "all":
        raise ValueError("options belong to one game: name it with --game")
    if text.startswith("{"):
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as error:
            raise ValueError(f"{text!r} is not a JSON object ({error.msg})") from None
        if not isinstance(raw, dict):
            raise ValueError(f"{text!r} is not a JSON object")
    else:
        raw = {}
        for pair in text.split(","):
            name, equals, value = pair.partition("=")
            if not equals or not name.strip():
                raise ValueError(f"{pair!r} is not NAME=VALUE")
            raw[name.strip()] = _option_value(value.strip())
    game = get(slug)
    try:
        model = game.options(raw)
    except GameError as error:
        raise ValueError(str(error)) from None
    return options_text(model.model_dump(include=set(raw)))


def _option_value(text: str) -> object:
    """true/false, a number, or the word itself."""
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


if __name__ == "__main__":
    with footer():
        main()
