"""R-3 setup per player count (R-3.5 summary table)."""

from __future__ import annotations

import pytest

from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from tests.games.stupor_mundi.builders import new

# players: (ally places, card places, deck left, tiles per city, edicts, allies on board)
TABLE = {
    1: (5, 5, 11, 1, 15 + 3, 10),
    2: (5, 5, 11, 1, 15, 10),
    3: (5, 5, 19, 2, 21, 10),
    4: (10, 10, 22, 3, 27, 20),
}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_board_setup(players):
    st = new(players, seed=7)
    places, cards, deck, tiles, edicts, allies = TABLE[players]
    assert len(st.ally_places) == places and len(st.card_places) == cards
    assert all(ap.up and len(ap.stack) == 2 for ap in st.ally_places)
    assert all(cp.card for cp in st.card_places)
    assert len(st.deck) == deck
    n_a = sum(1 for c in st.deck + [cp.card for cp in st.card_places] if c.startswith("A"))
    assert n_a == D.DECK_PER_LEVEL[max(players, 2)]
    first_b = next(i for i, c in enumerate(st.deck) if c.startswith("B"))
    assert all(c.startswith("B") for c in st.deck[first_b:])  # all A cards above all B cards
    assert all(len(v) == tiles for v in st.city_tiles.values())
    in_game = [t for t in st.active + st.nexts if t] + st.edict_pile
    assert len(in_game) == edicts and len(set(in_game)) == edicts
    assert all(t for t in st.active + st.nexts)
    tiles_on_board = [t for ap in st.ally_places for t in ap.stack]
    assert len(set(tiles_on_board)) == allies
    if players == 1:
        assert all(D.ALLIES[D.ALLY_TILE[t].ally].kind == "I" for t in tiles_on_board)
        assert "I-GREG~4" in tiles_on_board
    elif players < 4:
        assert "I-GREG~4" not in tiles_on_board and "L-SEBA~4" not in tiles_on_board
        assert all(
            not D.EDICTS[e].mark or (players == 3 and D.EDICTS[e].mark == "3+") for e in in_game
        )
    assert st.palace.model_dump() == {
        "grain": 1,
        "stone": 1,
        "treasury": 6,
        "towers": 2,
        "walls": 2,
        "keeps": 1,
        "court": 2,
        "spec": 1,
    }
    assert len(set(st.countryside.values())) == 3 and len(set(st.village.values())) == 2
    assert set(st.village) == {"A", "C"} and st.tokens == ["B.2", "C.2"]
    assert len({m.split(".")[0] for m in st.markets}) == 5
    assert all(m.endswith(".easy") for m in st.markets)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_player_setup(players):
    st = new(players, seed=3)
    houses = {p.house for p in st.pl}
    assert len(houses) == players
    for seat, p in enumerate(st.pl):
        order = (seat - st.first) % players
        assert p.aug == 6 + order
        assert (p.grain, p.stone, p.vp) == (1, 1, 0)
        assert len(p.hand) == 5 and len(p.draw) == 5
        assert sorted(p.hand + p.draw) == sorted(D.house_deck(p.house))
        assert p.castle == ["T1", "W23"] and len(p.pieces) == 11
        assert p.specs == ["0", "0", "0"] and p.ship == 0 and not p.slot6
    assert GAME.decision(st).seats == (st.first,)
    if players == 1:
        assert st.first == 0 and len(st.solo.deck) == 16 and st.solo.ship == 0


def test_solo_hard_variant_has_no_extra_edicts():
    st = new(1, seed=3, solo_easy=False)
    assert len([t for t in st.active + st.nexts if t] + st.edict_pile) == 15


def test_market_difficulty_medium_three_blue_two_red():
    st = new(3, seed=4, market="medium")
    sides = [m.split(".")[1] for m in st.markets]
    assert sides.count("easy") == 3 and sides.count("hard") == 2


def test_first_player_is_random_and_seeded():
    firsts = {new(4, seed=s).first for s in range(12)}
    assert len(firsts) > 1
    assert new(4, seed=5).model_dump() == new(4, seed=5).model_dump()


def test_public_view_hides_hands_and_face_down():
    st = new(2, seed=1)
    pub = GAME.view(st, None)
    assert all("hand" not in p for p in pub["players"])
    assert "hand" in GAME.view(st, st.first)["players"][st.first]
    assert isinstance(pub["status"], str) and pub["scores"] == [0, 0]
    text = str(pub)
    assert all(c not in text for c in st.deck)  # the deck order is hidden


def test_houses_chosen_in_reverse_turn_order():
    st = new(3, seed=6, houses="choose")
    order = [(st.first - 1 - k) % 3 for k in range(3)]
    seen = []
    for seat in order:
        d = GAME.decision(st)
        assert d.seats == (seat,)
        choices = [c for c in GAME.legal_choices(st, seat)]
        assert len(choices) == 4 - len(seen)
        st, _ = GAME.apply(st, seat, choices[-1].id)
        seen.append(st.pl[seat].house)
        assert len(st.pl[seat].hand) == 5
    assert len(set(seen)) == 3 and GAME.decision(st).seats == (st.first,)


def test_readme_lists_every_reconstructed_value():
    from pathlib import Path

    readme = (Path(D.__file__).parent / "README.md").read_text()
    section = readme.split("## Reconstructed values", 1)[1].split("\n## ", 1)[0]
    listed = [line[2:] for line in section.splitlines() if line.startswith("- ")]
    assert listed == D.reconstructed_rows()  # exactly: nothing missing, stale or reordered
