"""Seats that play themselves: one generic player over the engine contract.

The player sees only what its seat may see: before it searches, every hidden part of the
state (decks, the others' hands and screens, face-down tiles) is re-drawn with the game's
own ``sample_unseen`` (determinization, "Perfect Information Monte Carlo"). It scores
positions with the game's pure ``evaluate`` (the expected final score of every seat).
Budgets are counted in determinizations and steps, never in seconds, so the same seed
gives the same choice on any machine; a wall-clock cap only guards the worst case. At a
table the seed is the table's own AI secret and version (``bot.aiseats.ai_seed``), never
the game's seed: a choice is no function of the draws still to come. `ai.runner` runs it
in a separate process.
"""

from ai.player import LEVELS, choose

__all__ = ["LEVELS", "choose"]
