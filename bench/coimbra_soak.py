"""Coimbra soak: many random games per player count with the invariants of the tests.

    .venv/bin/python bench/coimbra_soak.py [games-per-count]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.coimbra import GAME  # noqa: E402
from games.simulate import random_playout  # noqa: E402
from tests.games.coimbra.test_random_games import invariant  # noqa: E402


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for players in (2, 3, 4):
        t0 = time.perf_counter()
        scores, moves = [], []
        for seed in range(games):
            p = random_playout(GAME, players, seed)
            invariant(p.state)
            assert p.state.phase == "end" and p.state.round == 4
            again = GAME.replay(players, seed, None, p.moves)
            assert GAME.dump(again) == GAME.dump(p.state)
            scores.extend(p.result.totals.values())
            moves.append(len(p.moves))
        secs = time.perf_counter() - t0
        print(f"{players}p: {games} games ok in {secs:.1f} s; moves {min(moves)}-{max(moves)}; "
              f"scores {min(scores)}-{max(scores)} (mean {sum(scores) / len(scores):.1f})")


if __name__ == "__main__":
    main()
