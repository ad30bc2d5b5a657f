"""bench/ runs on an installed project: no imports from tests/, one script per concern."""

import ast
import importlib
import json
from pathlib import Path

import pytest

from games import registry

BENCH = Path(__file__).resolve().parent.parent / "bench"
SCRIPTS = sorted(p.stem for p in BENCH.glob("*.py") if p.stem != "__init__")


def load(name):
    return importlib.import_module(f"bench.{name}")


@pytest.mark.parametrize("name", SCRIPTS)
def test_each_bench_script_is_a_module_run_with_python_m_and_no_path_hack(name):
    source = (BENCH / f"{name}.py").read_text()
    assert f"python -m bench.{name}" in ast.get_docstring(ast.parse(source)), "its usage"
    assert "sys.path" not in source and "noqa: E402" not in source
    assert callable(load(name).main)


def test_no_bench_script_imports_the_test_tree():
    for script in BENCH.glob("*.py"):
        for node in ast.walk(ast.parse(script.read_text())):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            assert not any(n == "tests" or n.startswith("tests.") for n in names), script.name


def test_one_script_per_concern_never_one_per_game():
    scripts = set(SCRIPTS)
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


def ai_bench_run(ai_bench, out, *extra):
    ai_bench.main(
        [
            "--game",
            "peek-and-pile",
            "--players",
            "3",
            "--levels",
            "greedy,random",
            "--out",
            str(out),
            *extra,
        ]
    )


def game_lines(path):
    """The whole game lines of a records file (a line cut short is left out)."""
    lines = [line for line in path.read_text().splitlines() if '"kind":"game"' in line]
    return [json.loads(line) for line in lines if line.endswith("}")]


def test_ai_bench_records_each_game_a_rerun_skips_them_and_the_report_reads_the_file(
    peek, tmp_path, capsys
):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    ai_bench_run(ai_bench, out, "--games", "2")
    games = game_lines(out)
    assert [(g["levels"], g["seed"]) for g in games] == [
        (["greedy", "random", "greedy"], 1),
        (["random", "greedy", "random"], 1),
    ]  # both rotations
    first = games[0]
    assert first["totals"] and first["ranking"] and first["winners"] and not first["skipped"]
    assert first["version"] and first["moves"] > 0 and first["cpu_s"] >= 0
    assert {lv: t["n"] for lv, t in first["times"].items()}.keys() == {"greedy", "random"}
    assert sum(first["times"]["greedy"]["hist"].values()) == first["times"]["greedy"]["n"]
    capsys.readouterr()
    before = out.read_text()
    ai_bench_run(ai_bench, out, "--games", "2")  # everything is recorded: nothing to play
    assert out.read_text() == before
    assert ", 0.0 left" in capsys.readouterr().out
    ai_bench_run(ai_bench, out, "--games", "4", "--dry-run")  # twice the games: a deal left
    plan = capsys.readouterr().out
    assert out.read_text() == before
    row = next(line for line in plan.splitlines() if line.startswith("peek-and-pile"))
    assert row.split()[1:6] == [
        "3",
        "4",
        "2",
        "2",
        "4",
    ]  # players, planned, recorded, left, min pair
    assert "unknown" not in plan and "CPU hours: " in plan
    ai_bench.main(["--report", str(out)])
    report = capsys.readouterr().out
    assert "peek-and-pile, 3 players: 2 games" in report
    pair = next(line for line in report.splitlines() if "greedy vs random" in line)
    assert pair.split()[3] == "2"  # the games the pairing rests on, then the rate and interval
    target = next(line for line in report.splitlines() if "greedy beats random" in line)
    assert target.endswith(("ok", "MISSED", "not yet sure")) and " - " in target
    assert "decision time" not in report  # neither normal nor strong sat


def test_ai_bench_resumes_after_a_kill_cut_the_last_line(peek, tmp_path, capsys):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    ai_bench_run(ai_bench, out, "--games", "2")
    with out.open("a") as f:
        f.write('{"kind":"game","game":"peek-')  # killed mid-write
    ai_bench_run(ai_bench, out, "--games", "4")
    assert "1 unreadable lines" in capsys.readouterr().out
    games = game_lines(out)
    assert [g["seed"] for g in games] == [1, 1, 2, 2]  # the recorded deal is not played again
    assert len({(tuple(g["levels"]), g["seed"]) for g in games}) == 4


def test_ai_bench_gives_up_a_cell_whose_games_pass_the_move_cap(peek, tmp_path, capsys):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    ai_bench_run(ai_bench, out, "--games", "4", "--max-moves", "2")
    games = game_lines(out)
    assert [(g["skipped"], g["moves"]) for g in games] == [(True, 2)]  # no game ended: stop
    ai_bench.main(["--report", str(out)])
    assert (
        "1 games passed the move cap (2 decisions without an end), not counted"
        in capsys.readouterr().out
    )
    ai_bench_run(ai_bench, out, "--games", "2")  # a higher cap plays the skipped game again
    games = game_lines(out)
    assert [g["skipped"] for g in games] == [True, False, False]


def test_ai_bench_report_of_an_unknown_version_says_which_it_has(peek, tmp_path, capsys):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    ai_bench_run(ai_bench, out, "--games", "2")
    with pytest.raises(SystemExit, match="matches 0 code versions; in the file: .* \\(2 games\\)"):
        ai_bench.main(["--report", str(out), "--version", "no-such-version"])


def test_ai_bench_win_share_counts_seat_pairs_and_halves_a_shared_victory():
    from ai.strength import beats

    game = {"levels": ["a", "b", "a"], "ranking": [1, 0, 2], "winners": [1]}
    assert beats(game, "b", "a") == 1.0 and beats(game, "a", "b") == 0.0
    shared = {"levels": ["a", "b", "a"], "ranking": [0, 1, 2], "winners": [0, 1]}
    assert beats(shared, "a", "b") == 0.25  # a tie (1/2) and a loss (0) over 2 pairs
    assert beats(shared, "a", "c") is None


def test_ai_bench_report_names_the_games_that_raised(peek, tmp_path, capsys):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    ai_bench_run(ai_bench, out, "--games", "2")
    version = game_lines(out)[0]["version"]
    with out.open("a") as f:
        f.write(
            json.dumps(
                {
                    "kind": "error",
                    "game": "peek-and-pile",
                    "players": 3,
                    "seed": 9,
                    "levels": ["greedy", "random", "greedy"],
                    "max_moves": 2000,
                    "version": version,
                    "error": "RuntimeError: stuck",
                }
            )
            + "\n"
        )
    ai_bench.main(["--report", str(out)])
    assert (
        "FAILED: 1 games raised (a rerun plays them again); the first, greedy,random,greedy "
        "seed 9: RuntimeError: stuck" in capsys.readouterr().out
    )


@pytest.mark.parametrize(
    "bad",
    [
        ["--game", "no-such-game"],
        ["--levels", "strong,strong"],
        ["--levels", "strong,wizard"],
        ["--games", "0"],
        ["--players", "two"],
    ],
)
def test_ai_bench_refuses_bad_options_and_writes_nothing(bad, tmp_path, capsys):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    with pytest.raises(SystemExit):
        ai_bench.main(["--out", str(out), *bad])
    assert "error: --" in capsys.readouterr().err and not out.exists()


def test_ai_bench_adopts_old_games_only_when_they_replay_as_recorded(peek, tmp_path, capsys):
    ai_bench = load("ai_bench")
    out = tmp_path / "matrix.jsonl"
    ai_bench_run(ai_bench, out, "--games", "4")
    old = [{**json.loads(line), "version": "trees.old"} for line in out.read_text().splitlines()]
    tampered = [dict(r) for r in old]
    game = next(r for r in tampered if r["kind"] == "game")
    game["moves"] += 1

    def write(records):
        out.write_text("".join(json.dumps(r) + "\n" for r in records))

    write(tampered)
    before = out.read_text()
    ai_bench.adopt(out, "trees.old", {peek.slug: "trees.new"}, 9)
    assert out.read_text() == before
    assert "NOT adopted" in capsys.readouterr().out
    write(old)
    ai_bench.adopt(out, "trees.old", {peek.slug: "trees.new"}, 9)
    assert "4 of 4 replayed games end as recorded" in capsys.readouterr().out
    games = game_lines(out)
    assert len(games) == 4 and {g["version"] for g in games} == {"trees.new"}
    assert [{**g, "version": "trees.old"} for g in games] == [r for r in old if r["kind"] == "game"]


def test_ai_bench_replays_in_worker_processes_as_in_one():
    """--adopt --jobs 2 replays in fresh worker processes: the games end exactly as in this one."""
    ai_bench = load("ai_bench")
    from ai.strength import Task, play_task

    records = [
        play_task(Task("stupor-mundi", ("greedy", "random"), seed), 2000) for seed in (1, 2, 3)
    ]
    again = ai_bench.replay(records, jobs=2)
    outcome = ai_bench.OUTCOME
    assert [[r[k] for k in outcome] for r in again] == [[r[k] for k in outcome] for r in records]


def test_the_report_shows_each_game_at_its_own_newest_code_version(capsys):
    """Each game has its own code version: a change to one game's rules leaves the others'
    records current, so the report picks the newest version game by game."""
    ai_bench = load("ai_bench")

    def game(slug, version, winner):
        return {
            "kind": "game",
            "game": slug,
            "players": 2,
            "levels": ["greedy", "random"],
            "seed": 1,
            "version": version,
            "skipped": False,
            "max_moves": 100,
            "moves": 9,
            "totals": [5, 3] if winner == 0 else [3, 5],
            "ranking": [winner, 1 - winner],
            "winners": [winner],
            "cpu_s": 0.1,
            "times": {},
        }

    records = [
        game("alpha", "trees.a1", 0),
        game("beta", "trees.b1", 0),
        game("alpha", "trees.a2", 1),
    ]  # alpha changed after beta's game
    ai_bench.report(records)
    out = capsys.readouterr().out
    assert "alpha: code version trees.a2" in out and "beta: code version trees.b1" in out
    assert "(1 games of other code versions not shown)" in out
    alpha = out[out.index("== alpha") : out.index("== beta")]
    assert "greedy vs random" in alpha and "  0%" in alpha  # the newer game, which random won
    ai_bench.report(records, "trees.a1")
    assert "== beta" not in capsys.readouterr().out


@pytest.mark.parametrize("name", SCRIPTS)
def test_every_bench_prints_its_wall_and_cpu_time_and_the_load_average(name):
    """Its run as ``python -m bench.NAME`` is wrapped in devkit.timing.footer (issue 33.5)."""
    tree = ast.parse((BENCH / f"{name}.py").read_text())
    mains = [n for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test)]
    assert mains and "with footer(" in ast.unparse(mains[0]), name


def test_the_footer_line_names_wall_cpu_and_load(capsys):
    from devkit.timing import footer

    with footer():
        sum(i * i for i in range(10_000))
    line = capsys.readouterr().out.strip()
    assert line.startswith("this run: ") and " s wall, " in line and " s CPU; load average " in line


def test_cache_caps_finds_the_bounded_caches_and_scales_each_wherever_it_is_held():
    caps = load("cache_caps")
    modules = caps.import_all()
    caches = {c.name: c for c in caps.find_caches(modules)}
    assert {"render.common._length", "games.coimbra.words._english"} <= set(caches)
    assert "render.lorenzo.texts.card_name<per_locale>" in caches  # held by a closure
    fit_text, card_name = (
        caches["render.kit.fit_text"],
        caches["render.lorenzo.texts.card_name<per_locale>"],
    )
    holders = [m for m in modules if any(v is fit_text.wrapper for v in vars(m).values())]
    assert len(holders) > 1  # imported by other modules, which must see the scaled copy too
    try:
        fresh = caps.scaled(fit_text, 0.125)
        assert fresh.cache_info().maxsize == fit_text.wrapper.cache_info().maxsize // 8
        assert all(fresh in vars(m).values() for m in holders)
        assert not any(fit_text.wrapper in vars(m).values() for m in modules)
        assert caps.scaled(caches["render.common.font"], 0.001).cache_info().maxsize == 16
        inner = caps.scaled(card_name, 0.5)
        from render.lorenzo import texts

        assert inner in [cell.cell_contents for cell in texts.card_name.__closure__ or ()]
    finally:
        for cache in caches.values():
            for put in cache.put_back:
                put(cache.wrapper)
