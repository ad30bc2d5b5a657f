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
