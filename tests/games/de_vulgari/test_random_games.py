"""Random full games for 2-5 players through the contract checks (tests/engine_checks.py)."""

from __future__ import annotations

import json

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.data import LIBRARY_TILES, MANUSCRIPTS, TRACK
from games.de_vulgari.options import DeVulgariOptions
from games.simulate import random_playout
from tests.engine_checks import check_random_game

from .builders import bag, cube_total


def invariant(st) -> None:
    assert cube_total(st) == bag(st.players), "cubes not conserved between track, spaces, screens"
    limit = {2: 4, 3: 5, 4: 6, 5: 7}[st.players]
    assert all(sum(sp.values()) <= limit for sp in st.spaces), "round space over its limit"
    for p in st.player:
        assert p.ducats >= 0 and p.red >= 0 and p.black >= 0 and p.yellow >= 0
        assert p.green_front >= 0 and p.green_behind >= 0
    assert all(n >= 0 for n in st.supply.values())
    for t, pos in st.track.items():
        assert all(0 <= x <= TRACK[t].cap for x in pos)
    seen = [m for p in st.player for m in p.manuscripts if m != "lingua_volgare"]
    seen += [m for row in st.rows.values() for m in row] + [m for d in st.decks.values() for m in d]
    assert sorted(seen) == sorted(m.id for m in MANUSCRIPTS), "manuscripts not conserved"
    tiles = [p.library_tile for p in st.player if p.library_tile] + list(st.library_pile)
    tiles += [t for step in st.pending for t in step.tiles if step.kind in ("keep", "order")]
    assert sorted(tiles) == sorted(t.id for t in LIBRARY_TILES), "library tiles not conserved"
    public = json.dumps(GAME.view(st, None))
    if st.phase != "over":
        if not st.options.open_screens:
            assert '"screen"' not in public, "a screen shows in the public view"
        assert "library_tile" not in public and '"private"' not in public
        # Lingua Volgare is one face-up tile: that it was taken is public (a view key bears its
        # name)
        held = {m for p in st.player for m in p.manuscripts if m != "lingua_volgare"}
        pub = GAME.view(st, None)
        pub.pop("last_move")  # taking a manuscript is a public act, like the log line
        board = json.dumps(pub)
        if not st.options.open_screens:
            assert not any(f'"{m}"' in board for m in held), "a taken manuscript shows in public"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_game_contract(players: int) -> None:
    state, moves = check_random_game(GAME, players, seed=100 + players, invariant=invariant)
    assert GAME.result(state) is not None
    assert 13 <= state.round <= 16


@pytest.mark.parametrize("players", [2, 5])
def test_random_game_other_options(players: int) -> None:
    opts = DeVulgariOptions(
        canticle_all_active_from=15,
        gigi_double_until=11,
        shlasinger_window="any",
        bologna_collect="on_entry",
        open_screens=True,
    )
    check_random_game(GAME, players, seed=7, options=opts, invariant=invariant, full_checks_every=3)


def test_same_seed_same_game() -> None:
    a = random_playout(GAME, 4, 11)
    b = random_playout(GAME, 4, 11)
    assert a.moves == b.moves
    assert GAME.dump(a.state) == GAME.dump(b.state)
    assert GAME.dump(GAME.replay(4, 11, None, a.moves)) == GAME.dump(a.state)


def test_guided_games_reach_cardinals_stupor_and_elections() -> None:
    """Career-minded playouts (policy.py) reach the rules random play rarely sees."""
    from .policy import guided_game

    seen: set[str] = set()
    for players, seed in ((4, 0), (5, 1), (5, 4), (3, 2), (4, 2)):
        st, moves = guided_game(players, seed, invariant)
        assert GAME.result(st) is not None
        seen |= {cid.split(":")[0] for _, cid in moves}
        seen |= {f"elected:{p.election}" for p in st.player if p.election}
        assert GAME.dump(GAME.replay(players, seed, None, moves)) == GAME.dump(st)
    assert {"cardinal", "bid", "accept", "friar", "elected:monk", "elected:camerlengo"} <= seen


def test_simulate_cli_every_player_count(capsys) -> None:
    """`python -m games simulate de-vulgari-eloquentia --players N` ends with a winner."""
    from games.__main__ import main

    for players in (2, 3, 4, 5):
        assert main(["simulate", GAME.slug, "--players", str(players), "--seed", "3"]) == 0
        line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert line["players"] == players and line["winner"] and len(line["scores"]) == players
