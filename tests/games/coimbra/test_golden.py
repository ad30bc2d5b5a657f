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

ALT = CoimbraOptions(crown_columns_left_to_right=False, two_player_gap_inclusive=True,
                     council_tax_strict_space=True, castle4_on_placement=True, salvage_phase_c_bonuses=False,
                     phase_e_start_bonuses_global=False, salvage_start_cards=True, tanger_any_disc=True)

GOLDEN = [
    (2, 1, None, 138, "b2eb931e0c67e78e4beeaa8e517e68c74a7921e0579ea6976bb590aa12b3c4fa"),
    (2, 2, None, 136, "a9db63dc1fe2fe506e3eca511652183087b18b85548e571ebde5c997c7c22d78"),
    (2, 3, None, 131, "0c78a2097773cb9d5d4e1efacfd3ac4e8dd394d454f9c4a258854eda367377be"),
    (3, 1, None, 212, "d5fc2eaf148267aa0efbd8db64f7bb54edcfa99a6eb42f8206721d05f61cf990"),
    (3, 2, None, 197, "1919b123b31286410340ab0154b3dbf4024254236f369bfc2323664a5758fbfb"),
    (3, 3, None, 206, "e5c9aaa012cad16749c92f0801c3fa335346bb121454ff13a705b4643031795b"),
    (4, 1, None, 269, "a832707f5cf5b1c22bcb465fa629ae97833375ce4b65f672704896b09e322ee8"),
    (4, 2, None, 259, "d02d2452257f42550c0847f9f256d5300de31a999c42e90b63130afda9ca65ff"),
    (4, 3, None, 274, "a483d671503a8414acefcf49bec234c3025b2e156c61b745a804d1bf297b88c1"),
    (2, 7, ALT, 143, "20753876933e5be3c3dac83c7c53b1d827e23abb7542af890ef5ef48f7d30d87"),
    (4, 7, ALT, 281, "c89b2cda08ae9908c7736240ecab91a85b6aa77fee546b2209ca905e1964fff8"),
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
