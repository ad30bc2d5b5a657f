"""Long soak: many random Stupor Mundi games per player count with the invariants after every move.

    .venv/bin/python bench/stupor_mundi_soak.py [seeds per count]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.stupor_mundi import GAME  # noqa: E402
from games.stupor_mundi.options import StuporMundiOptions  # noqa: E402
from tests.engine_checks import check_random_game  # noqa: E402
from tests.games.stupor_mundi.invariants import check_invariants  # noqa: E402


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for players in (1, 2, 3, 4):
        t = time.perf_counter()
        moves = 0
        for seed in range(seeds):
            opts = StuporMundiOptions(market=("easy", "medium", "hard")[seed % 3],
                                      houses="choose" if seed % 2 else "random",
                                      solo_easy=seed % 2 == 0)
            state, log = check_random_game(GAME, players, 1000 + seed, opts,
                                           invariant=check_invariants, full_checks_every=50)
            moves += len(log)
            assert GAME.result(state) is not None
        print(f"{players} players: {seeds} games ok, {moves / seeds:.0f} moves per game, "
              f"{time.perf_counter() - t:.1f} s")


if __name__ == "__main__":
    main()
