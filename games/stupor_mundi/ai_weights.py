"""The numbers of the Stupor Mundi evaluation (ai.py), in expected final VP.

Tuned with bench/ai_bench.py (see the README's AI section for the measured tables).
"""

from __future__ import annotations

# -- what pays every end phase still to come (R-11.2, R-11.3) ------------------------------------
ALLY_BASE = 1.0  # an ally scores 1 VP per end phase ...
ALLY_CONDITION = 2.0  # ... plus 2 if its condition holds then (R-16.4; judged by now)
SIDE_INCOME_VALUE = {  # one completed castle side's income, per end phase
    "INC-STONE": 0.5,
    "INC-GRAIN": 0.5,
    "INC-AUG": 0.2,
    "INC-VP": 1.0,
    "INC-MARKET": 0.8,
}

# -- how many end phases are still to come ------------------------------------------------------
# The rounds an AI game of this size lasts (measured: 2 players 11-12 rounds, 3 players 13-15);
# while no end condition has occurred, at least LAST_ROUNDS_FLOOR more rounds are expected.
EXPECTED_ROUNDS = {1: 10, 2: 12, 3: 13, 4: 13}
LAST_ROUNDS_FLOOR = 0.5

# -- what is not VP yet but will build VP --------------------------------------------------------
RESOURCE_VALUE = 0.5  # grain, stone (the end conversion alone pays 1/3)
AUG_VALUE = 0.2
CARD_VALUE = 1.0  # a bought A/B card: a better action, and one card fewer before end (c)
ACTION_VALUE = 1.0  # an action still to play this round (a card in hand and a free slot)
STRUCTURE_VALUE = 2.5  # on top of its 1 VP: income, majority, ally spaces, end (a)
EDICT_VALUE = 1.5  # on top of its reward: moves the game to end (b)
SPECIALIST_VALUE = 0.6  # per step a specialist has walked (workplace benefits, city tiles)
PENDING_VALUE = {  # an action this seat has started and can still carry out (one-click look)
    "build": 2.5,
    "build_space": 3.0,
    "recruit": 1.5,
    "ally_space": 1.8,
    "buy": 1.0,
    "promote": 0.6,
    "edict": 1.2,
    "city_tile": 1.0,
}
