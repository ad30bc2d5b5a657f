"""Golden random games: the proof that the speed work moved no rule.

Each case plays one random game through the table path (``legal_choices`` with labels +
checked ``apply`` on a copy) and hashes the move-id sequence and the final dump. The
hashes were taken before any optimisation; a rule, a choice id or the order of choices
that moves changes them. Regenerate only for a deliberate rule change, with
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
    (2, 3, LEADERS, "b1b1c676498a357661c9a8a9b2423537394c57f977f3135a76a41dfa93e13979"),
    (2, 4, LOOSE, "a41cc4013a94e3632b978c1ccd045c96a2c008e2207afb30139be58111d24d5a"),
    (3, 1, {}, "e93674e72220d9a2e2323cd3974036d62965e25ff1a9382f26417bd8c58c988e"),
    (3, 2, {}, "e9a4d786a7815105ef795596dcb6f82f7a05952412b8029d92237e38e089b7e6"),
    (3, 3, LEADERS, "5660f0e883659de43f34aa82385d06f80c2100e188a4795d6276017882b86d63"),
    (3, 4, LOOSE, "e1379ea0c36dae0c3723022dbf68d80b3f9782627965d0e606fcb6c29a4b81c4"),
    (4, 1, {}, "9a7f637d5acd8092284a2bf61983c4e5d0798c34d2e5d455ecb844bbb056c10a"),
    (4, 2, {}, "fb721fe882fa421bf101790636deb4cff04333682508406765659d0d71e53b72"),
    (4, 3, LEADERS, "5203b03b914855560ee2506c101e2a9e10785c0c614a6a31f944395730fda62f"),
    (4, 4, LOOSE, "decf180e74982f2f09d953d67c76005e32b5562aca6cc2e8db9e832e4e136f3f"),
    (4, 5, {"leaders": True}, "5df8606aee4fa949ba712d1a66240baa81c10f4f2bdcbea20b9c8d62ff1dc765"),
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
