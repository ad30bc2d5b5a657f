"""The strength matrix's plan, records and statistics (ai/strength.py)."""

from __future__ import annotations

import itertools
import random
import re
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from ai.strength import (
    RecordFile,
    Task,
    cell_given_up,
    code_version,
    done_keys,
    estimate_cpu_s,
    failures,
    game_dir,
    interleave,
    merged_times,
    pairs_together,
    percentile,
    plan_cell,
    play_all,
    play_task,
    read_records,
    time_summary,
    verdict,
    wilson,
)

FIVE = ["strong", "normal", "easy", "greedy", "random"]
MATRIX = Path(__file__).resolve().parents[2] / "bench" / "results" / "ai-matrix.jsonl"


@pytest.mark.parametrize(
    "players,lineups,per_lineup,least",
    [
        (2, 10, 200, 200),  # every pair is one lineup: 100 deals x 2 rotations
        (3, 10, 69, 207),  # a pair sits in 3 lineups: 67 games each, rounded up to 23 deals x 3
        (4, 5, 68, 204),  # a pair sits in 3 lineups: 67, rounded up to 17 deals x 4
        (5, 1, 200, 200),  # one lineup of all five levels
    ],
)
def test_the_issue_plan_puts_every_pair_together_in_at_least_n_games(
    players, lineups, per_lineup, least
):
    tasks = plan_cell("g", players, FIVE, 200)
    by_lineup = Counter(frozenset(t.levels) for t in tasks)
    assert len(by_lineup) == lineups and set(by_lineup.values()) == {per_lineup}
    together = pairs_together(tasks)
    assert len(together) == 10 and min(together.values()) == least
    assert all(len(set(t.levels)) == players for t in tasks)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_deal_is_played_from_every_rotation(players):
    tasks = plan_cell("g", players, FIVE, 20)
    deals: dict[tuple, set] = {}
    for t in tasks:
        deals.setdefault((frozenset(t.levels), t.seed), set()).add(t.levels)
    for (lineup, _), seatings in deals.items():
        assert len(seatings) == players  # every rotation once
        for seating in seatings:  # a rotation: every level takes every seat once over the deal
            assert set(seating) == lineup
        assert {s[0] for s in seatings} == lineup


def test_the_lineup_plan_gives_each_lineup_n_games():
    tasks = plan_cell("g", 3, ["greedy", "random"], 3, plan="lineup")
    assert [(t.levels, t.seed) for t in tasks] == [
        (("greedy", "random", "greedy"), 1),
        (("random", "greedy", "random"), 1),
        (("greedy", "random", "greedy"), 2),
    ]
    assert [t.levels[:2] for t in plan_cell("g", 2, ["a", "b", "c"], 2)] == [
        ("a", "b"),
        ("a", "c"),
        ("b", "c"),
        ("b", "a"),
        ("c", "a"),
        ("c", "b"),
    ]


def test_a_prefix_of_the_interleaved_work_covers_every_cell_and_pairing_evenly():
    cells = [plan_cell(g, n, FIVE, 200) for g in ("a", "b") for n in (2, 3, 4)]
    order = interleave(cells)
    assert sorted(order, key=id) == sorted(itertools.chain(*cells), key=id)
    prefix = order[: len(order) // 10]
    for cell in cells:
        share = sum(t.game == cell[0].game and t.players == cell[0].players for t in prefix) / len(
            cell
        )
        assert 0.09 <= share <= 0.11
        mine = [t for t in prefix if t.game == cell[0].game and t.players == cell[0].players]
        together = pairs_together(mine)
        assert len(together) == 10  # every pairing has begun
        assert max(together.values()) - min(together.values()) <= 3  # the lineups a pair sits in


def test_wilson_interval_and_verdict():
    low, high = wilson(0.5, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    low, high = wilson(1.0, 200)
    assert round(low, 3) == 0.981 and high == 1.0
    assert wilson(0.0, 0) == (0.0, 1.0)
    assert verdict(0.96, 1.0, 0.95) == "ok"
    assert verdict(0.40, 0.59, 0.60) == "MISSED"
    assert verdict(0.55, 0.70, 0.60) == "not yet sure"


def test_merged_decision_times_keep_the_percentiles_within_five_percent():
    rand = random.Random(3)
    games = [[rand.lognormvariate(-3, 1) for _ in range(rand.randint(20, 200))] for _ in range(30)]
    everything = [t for ts in games for t in ts]
    merged = merged_times(time_summary(ts) for ts in games)
    assert merged["n"] == len(everything) and merged["max"] == round(max(everything), 6)
    for q, name in ((0.5, "p50"), (0.95, "p95")):
        assert merged[name] == pytest.approx(percentile(everything, q), rel=0.05)


def record(levels, seed, skipped=False, max_moves=100, version="v1"):
    return {
        "kind": "game",
        "game": "g",
        "players": len(levels),
        "levels": list(levels),
        "seed": seed,
        "version": version,
        "skipped": skipped,
        "max_moves": max_moves,
    }


def test_a_game_past_a_lower_move_cap_is_played_again_with_a_higher_one():
    recs = [record(("a", "b"), 1), record(("b", "a"), 1, skipped=True, max_moves=50)]
    assert done_keys(recs, 50) == {
        ("g", 2, ("a", "b"), 1, "v1", ""),
        ("g", 2, ("b", "a"), 1, "v1", ""),
    }
    assert done_keys(recs, 100) == {("g", 2, ("a", "b"), 1, "v1", "")}


def test_a_cell_is_given_up_when_its_games_do_not_end():
    ended = [record(("a", "b"), s) for s in range(20)]
    past = [record(("a", "b"), 100 + s, skipped=True) for s in range(3)]
    assert cell_given_up(past[:1], 100)  # the first game did not end: stop at once
    assert not cell_given_up(past[:1], 200)  # a higher cap tries again
    assert not cell_given_up(ended + past[:2], 100)  # 2 of 22 games: within 10 %
    assert cell_given_up(ended + past, 100)  # 3 of 23: more than 10 %


def test_records_survive_a_line_cut_short(tmp_path):
    path = tmp_path / "m.jsonl"
    out = RecordFile(path)
    out.append(record(("a", "b"), 1))
    out.close()
    with path.open("a") as f:
        f.write('{"kind": "ga')
    out = RecordFile(path)
    out.append(record(("b", "a"), 1))
    out.close()
    recs, bad = read_records(path)
    assert [r["levels"] for r in recs] == [["a", "b"], ["b", "a"]] and bad == 1
    assert read_records(tmp_path / "none.jsonl") == ([], 0)


def test_the_code_version_is_the_content_of_what_decides_the_game_and_marks_uncommitted_changes(
    tmp_path, peek
):
    assert game_dir("coimbra") == "games/coimbra" and game_dir(peek.slug) == "games/_testgame.py"
    version = code_version(game_dir("coimbra"))
    assert re.fullmatch(r"trees\.[0-9a-f]{16}(\+dirty\.[0-9a-f]{8})?", version)
    assert version.split("+")[0] != code_version(game_dir("lorenzo-il-magnifico")).split("+")[0]
    assert code_version("games/coimbra", tmp_path) == "unknown"


def test_a_change_to_one_game_keeps_the_other_games_code_versions(tmp_path):
    def git(*args):
        subprocess.run(["git", "-C", str(tmp_path), *args], check=True, capture_output=True)

    def write(name, text):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)

    git("init", "-q")
    git("config", "user.email", "t@example.org")
    git("config", "user.name", "t")
    for name in (
        "ai/player.py",
        "ai/strength.py",
        "games/contract.py",
        "games/one/rules.py",
        "games/two/rules.py",
        "README.md",
    ):
        write(name, "x = 1\n")
    git("add", ".")
    git("commit", "-qm", "one")
    one, two = code_version("games/one", tmp_path), code_version("games/two", tmp_path)
    assert one != two and "+dirty" not in one
    write("README.md", "more\n")
    write("ai/strength.py", "x = 2\n")  # the bench's statistics, say
    git("commit", "-qam", "two")
    assert code_version("games/one", tmp_path) == one
    write("games/two/rules.py", "x = 2\n")
    assert code_version("games/one", tmp_path) == one
    assert code_version("games/two", tmp_path).startswith(two + "+dirty.")
    git("commit", "-qam", "three")
    two_now = code_version("games/two", tmp_path)
    assert "+dirty" not in two_now and two_now != two
    write("ai/player.py", "x = 2\n")
    assert code_version("games/one", tmp_path).startswith(one + "+dirty.")
    git("commit", "-qam", "four")
    assert code_version("games/one", tmp_path) != one
    assert code_version("games/two", tmp_path) != two_now


def test_play_all_records_each_game_and_asks_before_each_if_it_is_still_wanted(peek):
    tasks = [Task(peek.slug, ("greedy", "random"), seed) for seed in (1, 2, 3)]
    kept = []
    play_all(tasks, 2, 1, kept.append, lambda task: not kept)  # a cell given up after one game
    assert [(r["seed"], r["skipped"], r["moves"]) for r in kept] == [(1, True, 2)]


def test_play_all_in_worker_processes():
    tasks = [Task("coimbra", levels, 1) for levels in (("greedy", "random"), ("random", "greedy"))]
    kept = []
    play_all(tasks, 6, 2, kept.append, lambda task: True)
    assert sorted((tuple(r["levels"]), r["moves"], r["skipped"]) for r in kept) == [
        (("greedy", "random"), 6, True),
        (("random", "greedy"), 6, True),
    ]


def test_the_cpu_estimate_adds_each_seat_level_cost_to_the_engine_cost_of_a_game():
    def game(levels, sums, cpu):
        return {
            **record(levels, 1),
            "cpu_s": cpu,
            "times": {lv: {"sum": s} for lv, s in sums.items()},
        }

    recs = [
        game(("strong", "random"), {"strong": 10.0, "random": 0.0}, 11.0),
        game(("strong", "strong", "normal"), {"strong": 16.0, "normal": 2.0}, 19.0),
    ]
    # strong: 26 s over 3 seats; normal 2 over 1; random 0; outside the decisions 1 s a game
    tasks = [Task("g", ("normal", "random"), 2), Task("g", ("strong", "normal", "random"), 2)]
    assert estimate_cpu_s(recs, tasks) == pytest.approx((1 + 2 + 0) + (1 + 26 / 3 + 2 + 0))
    assert estimate_cpu_s(recs, [Task("g", ("easy", "random"), 2)]) is None  # easy never sat
    assert estimate_cpu_s([{**recs[0], "skipped": True}], tasks[:1]) is None


def test_a_game_that_raises_becomes_an_error_record_and_the_run_goes_on():
    broken = {**play_task(Task("no-such-game", ("greedy", "random"), 1), 10), "version": "v1"}
    assert broken["kind"] == "error" and "Unknown game 'no-such-game'" in broken["error"]
    assert failures([broken]) == [broken]
    assert failures([broken, {**broken, "kind": "game"}]) == []  # a rerun played it


def test_the_committed_matrix_record_reads_whole():
    """bench/results/ai-matrix.jsonl carries the strength matrix from session to session
    (ai/README.md): every line is a record the bench resumes from and reports on, each of a
    committed code version (a dirty tree's games can be neither resumed nor reproduced),
    and no game is recorded twice."""
    records, bad = read_records(MATRIX)
    assert records and bad == 0
    assert all(re.fullmatch(r"trees\.[0-9a-f]{16}", r["version"]) for r in records)
    games = [r for r in records if r["kind"] == "game"]
    keys = Counter(
        (r["game"], r["players"], tuple(r["levels"]), r["seed"], r["version"], r["max_moves"])
        for r in games
    )
    assert games and max(keys.values()) == 1
    assert all(r["skipped"] or sorted(r["ranking"]) == list(range(r["players"])) for r in games)
