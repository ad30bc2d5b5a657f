"""The weights of De Vulgari Eloquentia's evaluation (games/de_vulgari/ai.py), as data.

Every weight turns something that is not yet a Volgare Point into the VP it is expected
to bring by the end. "Per future" weights are scaled by the share of the game still to
come (1 at the start, 0 in the last round), because a ducat or a knowledge point can
still be turned into points early in the game and is worth nothing at the end.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Weights:
    expected_last_round: float = 14.5
    """13-16 rounds (spec §12): the mean of the second red papal tile's round."""
    ducat: float = 0.08
    """Per future: a ducat buys cubes (30 ducats = a red cube = 3 election votes)."""
    knowledge: float = 0.12
    """Per future, per point up to level 4: a level (10 points) is +1 VP on every later
    manuscript."""
    knowledge_high: float = 0.05
    """Per future, per point from level 4 to 8 (Lingua Volgare at level 8)."""
    vote: float = 0.7
    """The share of an election reward a vote below its threshold brings (cubes are kept
    to the end; the share fades only in the last ``1 / vote_horizon`` of the game)."""
    vote_horizon: float = 2.0
    green_front: float = 0.6
    """While rounds remain: a secretary in front converts at an abbey to 1 VP."""
    pending_library: float = 0.85
    """A library draw earned but not yet made: its expected tile's VP (3) times this."""
    bologna_unlocked: float = 0.7
    """Bologna's knowledge bought but not yet collected: its knowledge value times this."""
    orient_done: float = 4.0
    """Per future: the Orient bonus of a merchant at the track's end (+10 on later cities)."""
    track_step: float = 0.35
    """Per future: a step on the Verona or Canticle track (towards their end scoring)."""
    here: float = 0.6
    """A city, event or manuscript a seat can still take where its pawn stands."""


WEIGHTS = Weights()

SEARCH: dict[str, dict[str, object]] = {
    "normal": {"horizon": 1},
    "strong": {"horizon": 1, "samples": 8, "prune": 16, "width": 24},
}
"""De Vulgari's own settings of the AI levels (``Game.ai_levels`` over ``ai.player.LEVELS``).
Both look no further than their own turn: a look through the other seats' greedy turns
measured worse than none here. At 3 players, in 48 games each (seats rotated against
greedy): normal through the answers beat greedy 31 %, stopping at its own turn 69 %; strong
through the answers and its next turn beat greedy 60 %. Stopping at the own turn, strong
weighs more of its clicks and their follow-ups (16 kept, 24 weighed per click) on 8
sampled states: it beat normal 69 % and greedy 96 %, decisions p95 under 0.4 s."""
