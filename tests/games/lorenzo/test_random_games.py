"""Random full games through the contract checks (tests/engine_checks.py) for 2-4 players and
every option set: the game ends after 6 rounds, nothing goes negative, no card is lost or
duplicated, replays are identical."""

from __future__ import annotations

import pytest

from games.lorenzo import GAME
from games.lorenzo.data import CARDS, FP_MAX, LEADERS, MAX_CARDS_PER_TYPE, TYPES
from games.lorenzo.state import LorenzoState
from games.simulate import random_playout
from tests.engine_checks import check_random_game

OPTION_SETS = [
    {},
    {"leaders": True, "bonus_tiles": "advanced"},
    {"no_overspend": False, "leaders": True},
]


def invariant(s: LorenzoState) -> None:
    cards: list[str] = []
    for t in TYPES:
        cards += s.decks[t] + [c for c in s.towers[t] if c]
    cards += [c for c in s.discarded if c in CARDS]
    leaders = [x for x in s.discarded if x in LEADERS] + s.leader_box
    for pack in s.draft:
        leaders += pack
    for p in s.p:
        for key in ("wood", "stone", "servants", "coins", "vp", "mp", "fp"):
            assert getattr(p, key) >= 0, f"{key} negative: {getattr(p, key)}"
        assert p.fp <= FP_MAX
        for t in TYPES:
            assert len(p.cards[t]) <= MAX_CARDS_PER_TYPE
            assert all(CARDS[c].type == t for c in p.cards[t])
            cards += p.cards[t]
        leaders += p.hand + p.leaders
        assert len(p.placed) == len(set(p.placed))
        periods = [int(x.split("-")[1]) for x in p.excommunications]
        assert len(p.excommunications) == len(set(p.excommunications)) <= 3
        assert sorted(periods) == periods
    assert sorted(cards) == sorted(CARDS), "development cards lost or duplicated"
    assert sorted(leaders) == (sorted(LEADERS) if s.leaders_on else []), "leaders not conserved"
    for pl in s.placements:
        assert pl.fm in s.p[pl.seat].placed
    assert s.round <= 6


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_random_game(players: int, opts: int) -> None:
    options = GAME.options(OPTION_SETS[opts])
    state, moves = check_random_game(
        GAME,
        players,
        seed=100 + players * 10 + opts,
        options=options,
        invariant=invariant,
        full_checks_every=3,
    )
    assert state.round == 6 and state.phase == "over"
    res = GAME.result(state)
    assert res is not None
    for seat in range(players):
        assert sum(res.breakdown[seat].values()) == res.totals[seat]
    again = GAME.replay(players, 100 + players * 10 + opts, options, moves)
    assert GAME.dump(again) == GAME.dump(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_playouts_end_after_six_rounds(players: int) -> None:
    for seed in range(3):
        out = random_playout(GAME, players, seed, GAME.options({"leaders": True}))
        assert out.result is not None and out.state.round == 6
        invariant(out.state)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_simulate_cli(players: int, opts: int, capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m games simulate lorenzo-il-magnifico --players N --option ...``"""
    import json

    from games.__main__ import main

    args = ["simulate", "lorenzo-il-magnifico", "--players", str(players), "--seed", "3"]
    for k, v in OPTION_SETS[opts].items():
        args += ["--option", f"{k}={json.dumps(v)}"]
    assert main(args) in (0, None)
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert line["players"] == players and len(line["scores"]) == players and line["winner"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_leader_heavy_random_games(players: int) -> None:
    """Random games that prefer playing and using leaders (uniform random play mostly
    discards them), checked move by move with the invariant and a replay."""
    import random

    options = GAME.options({"leaders": True, "bonus_tiles": "advanced"})
    for seed in (1, 2):
        r = random.Random(seed)
        s = GAME.setup(players, seed, options)
        moves = []
        while (d := GAME.decision(s)) is not None:
            seat = r.choice([x for x in d.seats if GAME.legal_choices(s, x)])
            ch = GAME.legal_choices(s, seat)
            pref = [c for c in ch if c.id.startswith(("leader:play", "leader:use"))]
            rest = [c for c in ch if not c.id.startswith("leader:discard")] or ch
            c = r.choice(pref or rest)
            s, _ = GAME.apply(s, seat, c.id)
            moves.append((seat, c.id))
            invariant(s)
        assert s.round == 6 and GAME.result(s) is not None
        assert GAME.dump(GAME.replay(players, seed, options, moves)) == GAME.dump(s)
