"""An evaluation against another one (Lorenzo il Magnifico): the same AI level, different
evaluations per seat.

    .venv/bin/python -m bench.eval_duel [--players 2] [--level greedy] [--games 20]
                                    [--against final-now] [--set NAME=VALUE ...] [--leaders]

Seat A evaluates with games/lorenzo/ai.py (its weights, or changed with --set, e.g.
``--set count_hope=0.3 --set mp_extra=0.1``), seat(s) B with ``--against``: ``final-now``
(the final scoring as if the game ended now, faith points at 1/3 VP: the evaluation before
issue 15), ``default`` (the default weights, to tune one weight) or ``no-leaders`` (the
default weights but no value for leaders: the evaluation before issue 29). ``--leaders``
plays with the leaders option (S-11). Seats rotate from game
to game (each deal played once from each rotation). Printed: A's win rate against B (the
share of (A seat, B seat) pairs where A ranks above B) and the mean scores, with the
number of games; CPU seconds of the run.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ai.player import choose
from devkit.timing import footer
from games.lorenzo import GAME, Lorenzo
from games.lorenzo.ai import Weights, evaluate
from games.lorenzo.data import LEADERS, RESOURCES_PER_VP
from games.lorenzo.scoring import final_scoring


def final_now(state) -> list[float]:
    """The evaluation before issue 15: the final scoring now, faith points at 1/3 VP."""
    if state.final is not None:
        return [float(state.final[str(s)]["total"]) for s in range(state.players)]
    table = final_scoring(state)
    out = []
    for seat, p in enumerate(state.p):
        row = table[str(seat)]
        res = p.wood + p.stone + p.servants + p.coins
        out.append(float(row["total"] - row["resources"] + res / RESOURCES_PER_VP + p.fp / 3))
    return out


class Judged(Lorenzo):
    """Lorenzo with another evaluation (the rules stay those of GAME)."""

    def __init__(self, evaluation) -> None:
        super().__init__()
        self._evaluation = evaluation

    def evaluate(self, state):
        return self._evaluation(state)


def no_leaders(state) -> list[float]:
    """The evaluation before issue 29: the default weights, leaders worth nothing."""
    return evaluate(state, NO_LEADERS)


NO_LEADERS = Weights(
    leader_hand_share=0.0, leader_gain_scale=0.0, leader_per_round=dict.fromkeys(LEADERS, 0.0)
)


def duel(
    players: int, level: str, games: int, mine, theirs, leaders: bool = False
) -> tuple[float, float, float, int]:
    a_game, b_game = Judged(mine), Judged(theirs)
    rates, a_scores, b_scores = [], [], []
    for i in range(games):
        a_seat = i % players
        seed = 1 + i // players
        judge = [a_game if s == a_seat else b_game for s in range(players)]
        state = GAME.setup(players, seed, GAME.options({"leaders": leaders}))
        moves = 0
        while (d := GAME.decision(state)) is not None:
            seat = next(s for s in d.seats if GAME.legal_ids(state, s))
            cid = choose(judge[seat], state, seat, level, f"{seed}:{moves}")
            GAME.play(state, seat, cid)
            moves += 1
        r = GAME.result(state)
        place = {s: k for k, s in enumerate(r.ranking)}
        others = [s for s in range(players) if s != a_seat]
        rates.append(sum(place[a_seat] < place[s] for s in others) / len(others))
        a_scores.append(r.totals[a_seat])
        b_scores += [r.totals[s] for s in others]
    return statistics.mean(rates), statistics.mean(a_scores), statistics.mean(b_scores), games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="greedy")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument(
        "--against", choices=("final-now", "default", "no-leaders"), default="final-now"
    )
    parser.add_argument("--leaders", action="store_true", help="play with the leaders option")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a weight of seat A (a number; dict entries as name.key=value)",
    )
    args = parser.parse_args()
    weights = Weights()
    for item in args.set:
        name, value = item.split("=")
        if "." in name:
            name, key = name.split(".")
            table = getattr(weights, name)
            table[int(key) if isinstance(next(iter(table)), int) else key] = float(value)
        else:
            setattr(weights, name, float(value))
    weights.__post_init__()  # the per-card income follows the changed weights
    theirs = {"final-now": final_now, "default": evaluate, "no-leaders": no_leaders}[args.against]
    start = time.process_time()
    rate, mine, other, n = duel(
        args.players, args.level, args.games, lambda s: evaluate(s, weights), theirs, args.leaders
    )
    print(
        f"{args.players}p {args.level}: A {' '.join(args.set) or 'default'} vs {args.against}: "
        f"A wins {rate:.0%} of pairs over {n} games, mean score A {mine:.1f} B {other:.1f} "
        f"({time.process_time() - start:.0f} CPU s)"
    )


if __name__ == "__main__":
    with footer():
        main()
