"""Golden games: the proof that speed work moved no rule (issue 15, "without changing any rule").

Each case plays a random game through the table's path (``legal_choices`` + checked ``apply``)
and through the search's path (``legal_ids`` + ``play`` in place) and hashes the move-id sequence
with the final ``dump``. The literals were taken before any optimisation; a change to a rule,
a choice id, the order of choices or the decisions asked changes the hash. (The dump holds the
last move's log lines, so rewording a final-scoring event line also changes it: then re-derive
the literals from the commit before and say so.)
"""

from __future__ import annotations

import hashlib
import random

import pytest

from games.coimbra import GAME
from games.coimbra.options import CoimbraOptions

ALT = CoimbraOptions(
    crown_columns_left_to_right=False,
    two_player_gap_inclusive=True,
    council_tax_strict_space=True,
    castle4_on_placement=True,
    salvage_phase_c_bonuses=False,
    phase_e_start_bonuses_global=False,
    salvage_start_cards=True,
    tanger_any_disc=True,
)

GOLDEN = [
    (2, 1, None, 138, "79cfae0c1b7cf40bac485842429604cd73996cb09ccfae0fa2e79325a38b6b46"),
    (2, 2, None, 136, "9d46ce4086d3f4532279b358222b4ee421a5ef2f74fff8c84626f6b45eab1615"),
    (2, 3, None, 131, "c4d7a2baf1b3c7db8a45ab91bce5a48ca0f986b7602ecd227f6f11d928b9d586"),
    (3, 1, None, 212, "357b0c2cc0c855af0c5e80a3a1c71f497eee115d021e97f9b324a59fbc92899b"),
    (3, 2, None, 197, "4762a519f0c6b10b7d97d362ef9f86f5d2573a759562afd2a11a82d036d590e3"),
    (3, 3, None, 206, "475e20d0e9afdb9e235098ce4029bcecaa5e343429f66fd3b2f5d1076bb36015"),
    (4, 1, None, 269, "a5eb33570d5275d7cc5641752257be3dcda5f4d8fa787b322a26d8354dcb4034"),
    (4, 2, None, 259, "a67fe8454e7c775ba994a10bd6e1a5cfb6156469ad0be4bc5a3a2f77596960b7"),
    (4, 3, None, 274, "d292c1718dc7f49d8ca7471fdaa8c57f76f23849aa62c6f019cd3515d15b53e1"),
    (2, 7, ALT, 143, "aad864fb328f5a7a067432fddb23c8b10a3e8a997205b3ef1cb8055a0fa7e44f"),
    (4, 7, ALT, 281, "65fb431057bf11c3f49dcde1c714ca18aae4a29ba3b6c4bc1e9073ff77a85306"),
]


def _digest(moves: list[str], dump: str) -> str:
    return hashlib.sha256(("\n".join(moves) + "\n" + dump).encode()).hexdigest()


def _table_game(players: int, seed: int, options: CoimbraOptions | None) -> tuple[list[str], str]:
    pick = random.Random(seed * 31 + players)
    st = GAME.setup(players, seed, options)
    moves = []
    while (decision := GAME.decision(st)) is not None:
        seat = decision.seats[0]
        choice_id = pick.choice([c.id for c in GAME.legal_choices(st, seat)])
        st, _ = GAME.apply(st, seat, choice_id)
        moves.append(f"{seat}:{choice_id}")
    return moves, GAME.dump(st)


def _search_game(players: int, seed: int, options: CoimbraOptions | None) -> tuple[list[str], str]:
    pick = random.Random(seed * 31 + players)
    st = GAME.setup(players, seed, options)
    moves = []
    while (decision := GAME.decision(st)) is not None:
        seat = decision.seats[0]
        choice_id = pick.choice(GAME.legal_ids(st, seat))
        GAME.play(st, seat, choice_id)
        moves.append(f"{seat}:{choice_id}")
    return moves, GAME.dump(st)


@pytest.mark.parametrize(("players", "seed", "options", "length", "digest"), GOLDEN)
def test_the_table_path_plays_the_golden_game(players, seed, options, length, digest) -> None:
    moves, dump = _table_game(players, seed, options)
    assert len(moves) == length
    assert _digest(moves, dump) == digest


@pytest.mark.parametrize(("players", "seed", "options", "length", "digest"), GOLDEN)
def test_the_search_path_plays_the_golden_game(players, seed, options, length, digest) -> None:
    moves, dump = _search_game(players, seed, options)
    assert len(moves) == length
    assert _digest(moves, dump) == digest
