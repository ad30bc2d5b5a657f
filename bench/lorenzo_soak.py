"""Soak: many random Lorenzo games for every player count and option set; prints counts of
choice kinds used, moves per game and seconds. Run: .venv/bin/python bench/lorenzo_soak.py [N]"""

from __future__ import annotations

import collections
import statistics
import sys
import time

from games.lorenzo import GAME
from games.simulate import random_playout

OPTION_SETS = [{}, {"leaders": True, "bonus_tiles": "advanced"}, {"no_overspend": False, "leaders": True}]


def main(n: int = 20) -> None:
    kinds: collections.Counter[str] = collections.Counter()
    for players in (2, 3, 4):
        for opts in OPTION_SETS:
            moves, secs = [], []
            for seed in range(n):
                t = time.perf_counter()
                out = random_playout(GAME, players, seed, GAME.options(opts))
                secs.append(time.perf_counter() - t)
                moves.append(len(out.moves))
                assert out.result is not None and out.state.round == 6
                for _, cid in out.moves:
                    parts = cid.split(":")
                    kinds[":".join(parts[:2]) if parts[0] in ("leader", "space") else parts[0]] += 1
            print(f"{players}p {opts}: moves median {statistics.median(moves)}, "
                  f"s/game median {statistics.median(secs):.3f} max {max(secs):.3f}")
    for k, v in sorted(kinds.items()):
        print(f"  {k}: {v}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
