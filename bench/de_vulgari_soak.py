"""Soak: many random De Vulgari games with the test invariants; prints how often each
kind of choice was played (so rare rules are seen to be reached) and the score spread.
Run: .venv/bin/python bench/de_vulgari_soak.py [games per player count]"""

from __future__ import annotations

import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.de_vulgari import GAME  # noqa: E402
from games.simulate import random_playout  # noqa: E402
from tests.games.de_vulgari.test_random_games import invariant  # noqa: E402


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    kinds: collections.Counter[str] = collections.Counter()
    elect: collections.Counter[str] = collections.Counter()
    t0 = time.perf_counter()
    for players in (2, 3, 4, 5):
        rounds: collections.Counter[int] = collections.Counter()
        best = []
        for seed in range(n):
            po = random_playout(GAME, players, seed)
            invariant(po.state)
            rounds[po.state.round] += 1
            best.append(max(po.result.totals.values()))
            for _, cid in po.moves:
                k = cid.split(":")[0]
                if k in ("cube", "track", "friar", "cardinal", "end", "abbey", "elect"):
                    k = ":".join(cid.split(":")[:2]).split(".")[0]
                kinds[k] += 1
            for p in po.state.player:
                elect[p.election or "none"] += 1
        print(f"{players}p: {n} games, rounds {dict(sorted(rounds.items()))}, best score "
              f"min {min(best)} max {max(best)}")
    print(f"{time.perf_counter() - t0:.1f}s")
    print("choices played:", dict(sorted(kinds.items())))
    print("election results:", dict(elect))


if __name__ == "__main__":
    main()
