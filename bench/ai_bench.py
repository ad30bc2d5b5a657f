"""The AI's strength: win rates, mean scores and decision times of the levels (issue 15).

    .venv/bin/python bench/ai_bench.py [--game SLUG] [--players 2,3] [--levels strong,normal]
                                       [--games N] [--jobs J] [--max-moves M]

For every game and player count (2-4, and 5 for De Vulgari) it seats every lineup of
distinct levels (all combinations of ``--levels`` that fill the table; with fewer levels
than seats, the lineup repeats around the table) and plays ``--games`` games per lineup,
the seats rotated from one game to the next. Printed per game and player count:

- the pairwise win rate of each level over each other: in one game, level A beats level B
  by the share of (A seat, B seat) pairs where A ranks above B (a shared victory is half);
  the rate is the mean over the games where both sat;
- each level's mean final score;
- each level's decision time p50/p95/max in CPU seconds (``time.process_time`` in the
  process that thinks, decisions with at least two choices; the machine is shared, so
  wall-clock time would measure the neighbours). No deadline is passed: the budgets alone
  decide, as they do at a table that is not overloaded;
- the issue's targets next to the measured numbers.

A game that passes ``--max-moves`` decisions is skipped with a printed note, and so are the
games of that player count not yet started (Stupor Mundi with 2-4 players may not end yet
under AI play): the bench never waits for a game without an end. ``decisions/s`` is the
engine's fast path (legal_ids + play) in a random game, the search's raw speed.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # runs from a checkout too

from ai.player import LEVELS, choose  # noqa: E402
from games import get, registry  # noqa: E402
from games.contract import Game  # noqa: E402
from games.simulate import random_playout  # noqa: E402

ORDER = ("strong", "normal", "easy", "greedy", "random")
BEAT_RANDOM, NORMAL_OVER_GREEDY, STRONG_OVER_NORMAL = 0.95, 0.60, 0.60
P95_LIMIT = {"normal": 1.0, "strong": 3.0}


@dataclass
class Played:
    """One finished (or skipped) game: the level of each seat, the totals and ranking."""

    levels: tuple[str, ...]
    totals: list[int] = field(default_factory=list)
    ranking: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> CPU s per decision
    moves: int = 0
    skipped: bool = False


def play_game(game: Game, levels: tuple[str, ...], seed: int, max_moves: int) -> Played:
    """One AI-only game; ``levels[s]`` plays seat s. The game state is advanced on the fast
    path (the AI's choice is a legal id; the table path gives the same game)."""
    state = game.setup(len(levels), seed)
    out = Played(levels, times=defaultdict(list))
    while (decision := game.decision(state)) is not None:
        if out.moves >= max_moves:
            out.skipped = True
            return out
        seat = next((s for s in decision.seats if game.legal_ids(state, s)), None)
        if seat is None:
            raise RuntimeError(f"{game.slug}: {decision.prompt!r} offers no choice (seed {seed})")
        wide = len(game.legal_ids(state, seat)) > 1
        start = time.process_time()
        cid = choose(game, state, seat, levels[seat], f"{seed}:{out.moves}")
        if wide:
            out.times[levels[seat]].append(time.process_time() - start)
        game.play(state, seat, cid)
        out.moves += 1
    result = game.result(state)
    out.totals = [result.totals[s] for s in range(len(levels))]
    out.ranking, out.winners = tuple(result.ranking), tuple(result.winners)
    out.times = dict(out.times)
    return out


def _task(args: tuple[str, tuple[str, ...], int, int]) -> Played:
    slug, levels, seed, max_moves = args
    return play_game(get(slug), levels, seed, max_moves)


def lineups(levels: list[str], players: int, games: int) -> list[tuple[tuple[str, ...], int]]:
    """(levels by seat, seed) for every game: each combination of levels, rotated per game.
    The seed changes every ``k`` games, so each deal is played once from every rotation."""
    k = min(players, len(levels))
    return [(tuple(combo[(s + i) % k] for s in range(players)), 1 + i // k)
            for combo in itertools.combinations(levels, k) for i in range(games)]


def beats(p: Played, a: str, b: str) -> float | None:
    """A's share of (A seat, B seat) pairs won in this game (None if they did not both sit)."""
    place = {s: i for i, s in enumerate(p.ranking)}
    pairs = [(x, y) for x in range(len(p.levels)) for y in range(len(p.levels))
             if p.levels[x] == a and p.levels[y] == b]
    if not pairs:
        return None
    won = 0.0
    for x, y in pairs:
        if x in p.winners and y in p.winners:
            won += 0.5
        elif place[x] < place[y]:
            won += 1.0
    return won / len(pairs)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def decisions_per_s(game: Game, players: int) -> float:
    start = time.process_time()
    moves = len(random_playout(game, players, 1).moves)
    return moves / max(time.process_time() - start, 1e-9)


def run(game: Game, players: int, levels: list[str], games: int, jobs: int = 1,
        max_moves: int = 2000) -> list[Played]:
    """Every game of every lineup. Once a game passes the move cap, the games not yet
    started are not played (returned as skipped): the level of play does not end it."""
    tasks = [(game.slug, lv, seed, max_moves) for lv, seed in lineups(levels, players, games)]
    out: list[Played] = []
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for played in pool.imap(_task, tasks):
                out.append(played)
                if played.skipped:
                    pool.terminate()
                    break
    else:
        for _, lv, seed, cap in tasks:
            out.append(play_game(game, lv, seed, cap))
            if out[-1].skipped:
                break
    return out + [Played(lv, skipped=True) for _, lv, _, _ in tasks[len(out):]]


def report(game: Game, players: int, levels: list[str], games: int, played: list[Played]) -> None:
    done = [p for p in played if not p.skipped]
    skipped = len(played) - len(done)
    print(f"\n== {game.slug}, {players} players: {games} games per lineup, {len(played)} games, "
          f"decisions/s {decisions_per_s(game, players):,.0f} (fast path, random game)")
    if skipped:
        print(f"   note: a game passed the move cap ({max(p.moves for p in played)} decisions "
              f"without an end): {skipped} games skipped")
    if not done:
        return
    rate: dict[tuple[str, str], float] = {}
    for a, b in itertools.permutations(levels, 2):
        rs = [r for p in done if (r := beats(p, a, b)) is not None]
        if rs:
            rate[a, b] = statistics.mean(rs)
    mean = {lv: statistics.mean(p.totals[s] for p in done for s in range(players) if p.levels[s] == lv)
            for lv in levels}
    times: dict[str, list[float]] = defaultdict(list)
    for p in done:
        for lv, ts in p.times.items():
            times[lv] += ts
    print(f"   {'level':<8}{'mean score':>11}{'moves/game':>11}{'dec p50':>9}{'p95':>7}{'max':>7}   "
          + "".join(f"{'vs ' + b:>11}" for b in levels))
    moves = statistics.mean(p.moves for p in done)
    for a in levels:
        ts = times[a]
        cells = "".join(f"{(f'{rate[a, b]:.0%}' if (a, b) in rate else '-'):>11}" for b in levels)
        print(f"   {a:<8}{mean[a]:>11.1f}{moves:>11.0f}{pct(ts, .5):>9.3f}{pct(ts, .95):>7.3f}"
              f"{(max(ts) if ts else float('nan')):>7.3f}   {cells}")
    print(f"   {'target':<44}{'measured':>10}  {'wanted':<10}")
    for line in targets(players, levels, rate, mean, times):
        print("   " + line)


def targets(players: int, levels: list[str], rate: dict[tuple[str, str], float],
            mean: dict[str, float], times: dict[str, list[float]]) -> list[str]:
    rows = []

    def row(what: str, measured: str, wanted: str, ok: bool) -> None:
        rows.append(f"{what:<44}{measured:>10}  {wanted:<10}{'ok' if ok else 'MISSED'}")

    for lv in levels:
        if lv != "random" and (lv, "random") in rate:
            row(f"{lv} beats random", f"{rate[lv, 'random']:.0%}", f">= {BEAT_RANDOM:.0%}",
                rate[lv, "random"] >= BEAT_RANDOM)
    if ("normal", "greedy") in rate:
        row("normal beats greedy", f"{rate['normal', 'greedy']:.0%}", f">= {NORMAL_OVER_GREEDY:.0%}",
            rate["normal", "greedy"] >= NORMAL_OVER_GREEDY)
    if ("strong", "normal") in rate:
        row("strong beats normal", f"{rate['strong', 'normal']:.0%}", f">= {STRONG_OVER_NORMAL:.0%}",
            rate["strong", "normal"] >= STRONG_OVER_NORMAL)
    if players == 4 and "strong" in mean and len(mean) > 1:
        best_other = max(v for lv, v in mean.items() if lv != "strong")
        row("strong's mean score above every other level", f"{mean['strong'] - best_other:+.1f}",
            "> 0", mean["strong"] > best_other)
    for lv, limit in P95_LIMIT.items():
        if times.get(lv):
            p95 = pct(times[lv], .95)
            row(f"decision time p95 {lv} (CPU s)", f"{p95:.3f}", f"<= {limit:g}", p95 <= limit)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game slug, or all (default)")
    parser.add_argument("--players", default="", help="player counts, e.g. 2,3 (default: 2-4, 5 too "
                                                      "where the game takes it)")
    parser.add_argument("--levels", default=",".join(ORDER), help="levels to seat, comma separated")
    parser.add_argument("--games", type=int, default=20, help="games per lineup (the issue asks 200)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games")
    parser.add_argument("--max-moves", type=int, default=2000, help="skip a game past this many decisions")
    args = parser.parse_args()
    levels = [lv for lv in args.levels.split(",") if lv]
    unknown = [lv for lv in levels if lv not in LEVELS]
    if unknown or len(levels) < 2:
        parser.error(f"--levels takes two or more of {', '.join(LEVELS)}")
    games = list(registry().values()) if args.game == "all" else [get(args.game)]
    print(f"ai_bench: {args.games} games per lineup, levels {', '.join(levels)}, "
          f"move cap {args.max_moves}, {args.jobs} job(s)")
    for game in games:
        counts = [int(n) for n in args.players.split(",") if n] or \
            [n for n in (2, 3, 4, 5) if game.min_players <= n <= game.max_players]
        for players in counts:
            if not game.min_players <= players <= game.max_players:
                print(f"\n== {game.slug}: no {players}-player game")
                continue
            played = run(game, players, levels, args.games, args.jobs, args.max_moves)
            report(game, players, levels, args.games, played)


if __name__ == "__main__":
    main()
