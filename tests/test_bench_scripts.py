"""bench/ runs on an installed project: no imports from tests/, one script per concern."""

import ast
import importlib.util
from pathlib import Path

from games import registry

BENCH = Path(__file__).resolve().parent.parent / "bench"


def load(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
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
