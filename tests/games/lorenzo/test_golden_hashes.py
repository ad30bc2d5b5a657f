"""Golden random games: the proof that the speed work moved no rule.

Each case plays one random game through the table path (``legal_choices`` with labels +
checked ``apply`` on a copy) and hashes the move-id sequence and the final dump. The
hashes were taken before any optimisation; a rule, a choice id or the order of choices
that moves changes them, and so do new words in the last log line (the dump keeps it as
``last``). Regenerate only for a deliberate rule or wording change, with
``LORENZO_GOLDEN_PRINT=1`` (prints the new table) and review why each one moved."""

from __future__ import annotations

import hashlib
import os

import pytest

from games.lorenzo import GAME
from games.simulate import random_playout

LEADERS = {"leaders": True, "bonus_tiles": "advanced"}
LOOSE = {"no_overspend": False, "wood_stone_both": True}

CASES: list[tuple[int, int, dict, str]] = [
    # players, seed, options, sha256(moves + final dump)
    (2, 1, {}, "7f43c5fbdddef218a1228837162bfd600a4afa6fa91516bd2919b2c8590bae22"),
    (2, 2, {}, "c5d7848d3ed7b89d66d8aeb83ee83f85a375394556ab70d265e9789b4d757eac"),
    (2, 3, LEADERS, "70a0d75937a895059b23dac68f38fc4424f1f46368e17c29e5fb590e78b9e65a"),
    (2, 4, LOOSE, "f94f3ea96b42c1293f16b9ac825486e9716f4b9390d750d815f1dffb68f4d711"),
    (3, 1, {}, "e93674e72220d9a2e2323cd3974036d62965e25ff1a9382f26417bd8c58c988e"),
    (3, 2, {}, "e9a4d786a7815105ef795596dcb6f82f7a05952412b8029d92237e38e089b7e6"),
    (3, 3, LEADERS, "51517764c5ab86d799140900d515cff5019bc2511f7e53d665c32eaba4727095"),
    (3, 4, LOOSE, "8bb43500afb2958d38e3dadde61fc76f36ccda179104704fa168d1733ed1f5a6"),
    (4, 1, {}, "9a7f637d5acd8092284a2bf61983c4e5d0798c34d2e5d455ecb844bbb056c10a"),
    (4, 2, {}, "fb721fe882fa421bf101790636deb4cff04333682508406765659d0d71e53b72"),
    (4, 3, LEADERS, "5203b03b914855560ee2506c101e2a9e10785c0c614a6a31f944395730fda62f"),
    (4, 4, LOOSE, "decf180e74982f2f09d953d67c76005e32b5562aca6cc2e8db9e832e4e136f3f"),
    (4, 5, {"leaders": True}, "53826cbedcdd21a452de9d550fc65322f605e5b2525e72f4b561c5641a1d7bfb"),
    (
        3,
        6,
        {"leaders": True, "no_overspend": False},
        "3e21560bb149d102892dfc468405ec3095f9b9980fc990c5f21a49ce8fe57554",
    ),
]


def game_hash(players: int, seed: int, options: dict, fast: bool = False) -> str:
    playout = random_playout(GAME, players, seed, GAME.options(options), fast=fast)
    digest = hashlib.sha256()
    for seat, choice_id in playout.moves:
        digest.update(f"{seat} {choice_id}\n".encode())
    digest.update(GAME.dump(playout.state).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("players", "seed", "options", "expected"), CASES)
def test_random_game_is_unchanged(players: int, seed: int, options: dict, expected: str) -> None:
    assert game_hash(players, seed, options) == expected


@pytest.mark.parametrize(("players", "seed", "options", "expected"), CASES[::3])
def test_search_path_plays_the_same_game(
    players: int, seed: int, options: dict, expected: str
) -> None:
    """``legal_ids`` + ``play`` in place (what the AI searches with) make the same game."""
    assert game_hash(players, seed, options, fast=True) == expected


if os.environ.get("LORENZO_GOLDEN_PRINT"):  # pragma: no cover - a tool, not a test
    for players, seed, options, _ in CASES:
        print(f"    ({players}, {seed}, {options}, {game_hash(players, seed, options)!r}),")
