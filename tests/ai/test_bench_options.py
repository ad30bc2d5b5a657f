"""bench/ai_bench.py --options: table options checked by the game's model, kept apart."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def ai_bench():
    spec = importlib.util.spec_from_file_location("bench_ai_bench_options", BENCH / "ai_bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(ai_bench, out, *extra):
    ai_bench.main(
        [
            "--game",
            "lorenzo-il-magnifico",
            "--players",
            "2",
            "--levels",
            "greedy,random",
            "--games",
            "2",
            "--out",
            str(out),
            *extra,
        ]
    )


def games_in(path):
    return [json.loads(line) for line in path.read_text().splitlines() if '"kind":"game"' in line]


def test_pairs_and_json_give_the_same_checked_options(ai_bench):
    lorenzo = "lorenzo-il-magnifico"
    pairs = ai_bench.table_options(lorenzo, "leaders=true, bonus_tiles=advanced")
    assert pairs == ai_bench.table_options(lorenzo, '{"bonus_tiles": "advanced", "leaders": true}')
    assert json.loads(pairs) == {"bonus_tiles": "advanced", "leaders": True}
    assert ai_bench.table_options(lorenzo, "") == ""
    dv = ai_bench.table_options("de-vulgari-eloquentia", "canticle_all_active_from=15")
    assert json.loads(dv) == {"canticle_all_active_from": 15}


@pytest.mark.parametrize(
    "text,said",
    [
        ("leaderz=true", "no option 'leaderz'"),
        ('{"leaders": "maybe"}', "Bad options"),
        ("bonus_tiles=golden", "Bad options"),
        ("leaders", "not NAME=VALUE"),
        ('{"leaders": tru', "not a JSON object"),
        ("[1]", "not NAME=VALUE"),
    ],
)
def test_a_bad_option_is_refused_with_a_clear_message(ai_bench, tmp_path, capsys, text, said):
    out = tmp_path / "m.jsonl"
    with pytest.raises(SystemExit) as stop:
        run(ai_bench, out, "--options", text)
    assert stop.value.code == 2
    assert "--options: " in capsys.readouterr().err and not out.exists()
    with pytest.raises(ValueError, match=said):
        ai_bench.table_options("lorenzo-il-magnifico", text)


def test_options_need_one_game(ai_bench, capsys):
    with pytest.raises(SystemExit):
        ai_bench.main(["--levels", "greedy,random", "--options", "leaders=true", "--dry-run"])
    assert "name it with --game" in capsys.readouterr().err


def test_games_with_options_are_recorded_and_counted_apart(ai_bench, tmp_path, capsys):
    out = tmp_path / "m.jsonl"
    run(ai_bench, out, "--options", "leaders=true")
    with_leaders = games_in(out)
    assert len(with_leaders) == 2 and all(g["options"] == {"leaders": True} for g in with_leaders)
    capsys.readouterr()
    run(ai_bench, out)  # the defaults: none of the games with leaders counts for them
    every = games_in(out)
    assert len(every) == 4 and sum("options" not in g for g in every) == 2
    run(ai_bench, out, "--options", '{"leaders": true}')  # recorded already: nothing to play
    assert len(games_in(out)) == 4
    ai_bench.main(["--report", str(out)])
    report = capsys.readouterr().out
    assert 'lorenzo-il-magnifico (options {"leaders":true}), 2 players: 2 games' in report
    assert "lorenzo-il-magnifico, 2 players: 2 games" in report
