"""Golden games: the proof that speed work moved no rule.

Each digest is the sha256 of one whole game, recorded before the engine was optimised:
the move-id sequence (seat:id per line) and the final ``dump(state)``. A changed rule,
choice id, order of choices or random draw changes the moves or the final state, so the
digest. Random games run through the table's path (legal_choices + checked apply); the
guided games (policy.py) reach cardinals, Stupor Mundi and the election, which random
play rarely does. The fast path is held equal to the table's path in test_fast_path.py.
"""

from __future__ import annotations

import hashlib

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.options import DeVulgariOptions
from games.simulate import random_playout

from .policy import guided_game

GERMAN_OPEN = DeVulgariOptions(
    canticle_all_active_from=15,
    gigi_double_until=11,
    shlasinger_window="any",
    bologna_collect="on_entry",
    open_screens=True,
)

RANDOM_GAMES = [  # players, seed, German options with open screens?, digest
    (2, 1, False, "c57e665aec040ae196e72ef40d1b0d0fbd32260363c3e3df43274346aeb476ec"),
    (2, 2, False, "068ad3edbe26d76e9615f6d7a9af9b7aff53aca199fc06a3be82420391528934"),
    (2, 3, False, "ce625e604b4fa662433508d4e354de737856edfeb91c44762e30e3dcc6d4a5b9"),
    (3, 1, False, "c869d6f2d7717a8c9bd2017cabd258b3a00bab3dc31569f938082f29bd0a3f8c"),
    (3, 2, False, "9a825493f77c7f4de3dcf014e16fc9d78ab8677f9095fc0639e7210f11e02153"),
    (3, 3, False, "dfd3b681ebd1bef874fc2a47af4738fcc295eed54ddbc2554d6798f341dc08f9"),
    (4, 1, False, "9a61da1664cc000b622917823c0b0c7211fa5013accb2675f496f8ee1b31a871"),
    (4, 2, False, "93b0b86ffd687b51b28681aee46e53c12d9b4a51a4f711028ae6eaddd6d3ca6f"),
    (4, 3, False, "bf68d990fb8520e47327b7f3b0ceb072a164e0e69c0bfabcb6e659482fa8aade"),
    (5, 1, False, "24743dd2d54516db2e84d9a31ef6876223b6ff9b07be29a6cc4ae01d03d337b2"),
    (5, 2, False, "1d1dbfcf271b269e4c70f3527f5febff83a3d0dc70d268fe71b84fac21644b6c"),
    (5, 3, False, "9e4f0c8828d18211b6644e29c56e894810f4738513d173a3202b9a1d97e00eba"),
    (2, 4, True, "e06e6fdfd1d749a0add7ab20fccf68c03b9b4595b843bcde541942b4ce9ea7ca"),
    (5, 5, True, "32bb7cca034e8f60f258b5d3d13298aac76e5d840c65e62fdee536b9408a5eb7"),
]

GUIDED_GAMES = [  # players, seed, digest
    (4, 0, "fd121364f1ccb28803111416064a6c75d9eeb3efb7d8b18b8ffa4ffa3be7367b"),
    (5, 1, "f51307e82569fd9bd9b7485b516bfaccf319886c8f5313f446f730727e8f8214"),
    (5, 4, "5e02a92f416224b2cc50356c3b1cd20f81eef0fa2a0baba517f4e9fe185f249f"),
    (3, 2, "e4f2833a803444acb213a8c69e35ef77a07336b371ffda15afbba7330187ec30"),
]


def digest(moves: list[tuple[int, str]], state) -> str:
    text = "\n".join(f"{seat}:{cid}" for seat, cid in moves) + "\n" + GAME.dump(state)
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize(("players", "seed", "german", "expected"), RANDOM_GAMES)
def test_random_game_is_the_recorded_game(
    players: int, seed: int, german: bool, expected: str
) -> None:
    playout = random_playout(GAME, players, seed, GERMAN_OPEN if german else None, fast=False)
    assert digest(playout.moves, playout.state) == expected


@pytest.mark.parametrize(("players", "seed", "expected"), GUIDED_GAMES)
def test_guided_game_is_the_recorded_game(players: int, seed: int, expected: str) -> None:
    state, moves = guided_game(players, seed)
    assert digest(moves, state) == expected
