"""bench/ runs on an installed project: no imports from tests/, one script per concern."""

import ast
import importlib.util
import sys
from pathlib import Path

from games import registry

BENCH = Path(__file__).resolve().parent.parent / "bench"


def load(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_no_bench_script_imports_the_test_tree():
    for script in BENCH.glob("*.py"):
        for node in ast.walk(ast.parse(script.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n == "tests" or n.startswith("tests.") for n in names), script.name


def test_one_script_per_concern_never_one_per_game():
    scripts = {p.stem for p in BENCH.glob("*.py")}
    assert {"engine_bench", "soak", "render_bench"} <= scripts
    games = {"stupor", "mundi", "lorenzo", "coimbra", "vulgari", "phone"}
    assert not [s for s in scripts if games & set(s.split("_"))]


def test_render_bench_imports_nothing_from_tests_and_reads_every_game():
    render_bench = load("render_bench")
    assert render_bench.positions.__module__ == "render.samples"
    assert set(render_bench.GAMES) == set(registry())


def test_the_test_game_is_importable_but_never_registered():
    from games import _testgame

    assert _testgame.SLUG not in registry()


def test_engine_bench_and_soak_print_the_same_columns_for_any_game(peek, capsys):
    engine, soak = load("engine_bench"), load("soak")
    engine.bench(peek, 1)
    soak.soak(peek, 2)
    lines = capsys.readouterr().out.splitlines()
    per_count = peek.max_players - peek.min_players + 1
    assert len(lines) == 2 * per_count
    assert all(line.startswith("peek-and-pile") for line in lines)
    assert {len(line.split()) for line in lines[:per_count]} == {11}  # the header's columns
    assert {len(line.split()) for line in lines[per_count:]} == {10}


def test_engine_speed_prints_every_path_and_marks_the_target(peek, capsys):
    speed = load("engine_speed")
    speed.report(peek, [2], 1)
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[2] for line in lines[:3]] == ["search", "table", "words"]
    assert lines[0].endswith(("ok", "below target"))
    assert "copy_state" in lines[3] and "evaluate" in lines[3]


def test_ai_bench_plays_every_lineup_and_prints_targets_next_to_the_numbers(peek, capsys):
    ai_bench = load("ai_bench")
    played = ai_bench.run(peek, 3, ["greedy", "random"], games=2)
    assert [p.levels for p in played] == [("greedy", "random", "greedy"), ("random", "greedy", "random")]
    assert all(p.totals and not p.skipped for p in played)
    ai_bench.report(peek, 3, ["greedy", "random"], 2, played)
    out = capsys.readouterr().out
    assert "2 games per lineup" in out and "vs random" in out
    assert "greedy beats random" in out and ("ok" in out or "MISSED" in out)


def test_ai_bench_skips_a_game_past_the_move_cap_with_a_note(peek, capsys):
    ai_bench = load("ai_bench")
    played = ai_bench.run(peek, 2, ["greedy", "random"], games=3, max_moves=2)
    assert [p.skipped for p in played] == [True, True, True]
    assert [p.moves for p in played] == [2, 0, 0]  # the games after the first are not played
    ai_bench.report(peek, 2, ["greedy", "random"], 3, played)
    assert "passed the move cap (2 decisions without an end): 3 games skipped" in capsys.readouterr().out


def test_ai_bench_win_share_counts_seat_pairs_and_halves_a_shared_victory():
    ai_bench = load("ai_bench")
    game = ai_bench.Played(("a", "b", "a"), totals=[5, 7, 3], ranking=(1, 0, 2), winners=(1,))
    assert ai_bench.beats(game, "b", "a") == 1.0 and ai_bench.beats(game, "a", "b") == 0.0
    shared = ai_bench.Played(("a", "b", "a"), totals=[7, 7, 3], ranking=(0, 1, 2), winners=(0, 1))
    assert ai_bench.beats(shared, "a", "b") == 0.25  # a tie (1/2) and a loss (0) over 2 pairs
    assert ai_bench.beats(shared, "a", "c") is None
