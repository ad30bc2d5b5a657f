"""Golden random games: the proof that speed work moved no rule.

Each case plays one random game to the end through the table's path (``legal_choices``
with labels + checked ``apply`` on a copy) and through the search's path (``legal_ids`` +
``play`` in place), and hashes the move-id sequence with the final ``dump``. The hashes were
recorded before any optimisation; a rule, a choice id or the order of choices that moves
changes them. Regenerate only for an intended rule change: ``SM_GOLDEN=1 pytest <this file>``
prints the new literals.
"""

from __future__ import annotations

import hashlib
import json
import os

import pytest

from games.simulate import random_playout
from games.stupor_mundi import GAME
from games.stupor_mundi.options import StuporMundiOptions

HARD = {"market": "hard", "houses": "choose", "solo_easy": False}
MEDIUM = {"market": "medium", "houses": "choose"}

# (players, seed, options) -> sha256; seeds picked among the shorter random games
GOLDEN: dict[tuple[int, int, str], str] = {
    (1, 3, ""): "69dff50c4765aa6eb3102f50c06f475d965921b96b664fd3cd549050d99e16cd",
    (1, 32, ""): "00f23de70cd14cc11f48bbbe9559e8227bd5f1328825917eaed1893c503f151c",
    (1, 5, "hard"): "b4a881e421d9fc0f45ed93115179cfdfe27a8b063cf8f4cefc6b772284b0bb2b",
    (2, 24, ""): "d5208708881a3e6f3a7b300ed3482fb5dbea606aebbe04524d17dface10043c3",
    (2, 6, ""): "ab6358468d5858c8454fe9bec26dda4468721492a6b09019182ba5c94576133b",
    (2, 5, "medium"): "e9ca6bd33830149a225ca0803e7e5625d7c2dc923bc48c92f608f314d8674ace",
    (3, 25, ""): "71d7f34583ef467fe466e260e0ca16ed3b5621587cb965d930ed8079423e688d",
    (3, 7, ""): "cb49020764c3ff22cb62d4e3f2a79693469a0eae4b3c86798d378cd71ccd8d6e",
    (4, 13, ""): "a579dbdcc85d768bd3637206c05a9d2120ac25e32277f5b7d9cdba2d44efb4ba",
    (4, 20, ""): "2ea7c63833523fb2e090a0a772429a2d7fb3b83ce94d7df93a5b245a8379796a",
}

OPTIONS = {"": None, "hard": HARD, "medium": MEDIUM}


def game_hash(players: int, seed: int, options: dict | None, fast: bool) -> str:
    opts = StuporMundiOptions(**options) if options else None
    play = random_playout(GAME, players, seed, opts, fast=fast)
    assert play.result is not None
    blob = json.dumps(play.moves) + "\n" + GAME.dump(play.state)
    return hashlib.sha256(blob.encode()).hexdigest()


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_random_game_is_unchanged_on_both_paths(key: tuple[int, int, str]) -> None:
    players, seed, opt = key
    table = game_hash(players, seed, OPTIONS[opt], fast=False)
    if os.environ.get("SM_GOLDEN"):
        print(f"    {key!r}: {table!r},")
        return
    assert table == GOLDEN[key]
    assert game_hash(players, seed, OPTIONS[opt], fast=True) == table
