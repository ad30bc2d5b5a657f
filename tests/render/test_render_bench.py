"""bench/render_bench.py's per-move table (issue 33.4): every game and player count in one
run, CPU beside wall, each against the cheapest game at its player count."""

from bench import render_bench


def test_the_per_move_table_rates_every_game_against_the_cheapest(capsys):
    games = ["stupor-mundi", "coimbra"]
    args = ["--phone-only", "--games", *games, "--players", "2", "3"]
    assert render_bench.main([*args, "--positions", "2", "--rounds", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("per-move picture, games interleaved") and "load average" in lines[0]
    assert lines[1].split() == [
        *("game", "pl", "pics", "CPU", "p50", "CPU", "p95"),
        *("wall", "p50", "wall", "p95", "x", "cheapest"),
    ]
    rows = [line.split() for line in lines[2:6]]
    assert sorted((r[0], r[1]) for r in rows) == sorted((g, n) for g in games for n in ("2", "3"))
    for n in ("2", "3"):
        ratios = sorted(float(r[-1]) for r in rows if r[1] == n)
        assert ratios[0] == 1.0 and ratios[1] >= 1.0  # the cheapest at 1.00x
    assert lines[6].startswith("costliest against the cheapest: ") and "load average" in lines[6]


def test_the_per_move_table_by_language_rates_each_against_the_first(capsys):
    args = ["--phone-only", "--games", "de-vulgari-eloquentia", "--players", "2"]
    assert (
        render_bench.main([*args, "--positions", "2", "--rounds", "1", "--locale", "en", "de"]) == 0
    )
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("per-move picture by language (CPU ms, measured in the run above), against en")
    assert lines[at + 1].split() == [
        "game",
        "pl",
        "lang",
        "pics",
        "CPU",
        "p50",
        "CPU",
        "p95",
        "p95",
        "x",
    ]
    rows = [line.split() for line in lines[at + 2 : at + 4]]
    assert [(r[0], r[1], r[2]) for r in rows] == [
        ("de-vulgari-eloquentia", "2", "en"),
        ("de-vulgari-eloquentia", "2", "de"),
    ]
    assert rows[0][-1] == "1.00" and float(rows[1][-1]) > 0
    assert lines[at + 4].startswith("costliest language against en: de-vulgari-eloquentia 2p in de")
