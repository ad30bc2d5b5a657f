"""The weights of Coimbra's evaluation (ai.py), as data: how many VP a thing still to come is
worth. The rule numbers themselves (income boxes, favour tiles, bonuses) come from data.py;
these are the estimates on top of them, tuned with bench/ai_bench.py."""

from __future__ import annotations

# What one unit is worth in VP while the game runs. Coins and guards end as 1 VP per 2
# a pilgrim step is worth a share of a monastery.
COIN = 0.5
GUARD = 0.5
STEP = 0.7
# ... and while Phase C is still to come, coins and guards buy cards: each of the first
# RESOURCE_USEFUL held is worth this much more per Phase C left (so 2 guards are not swapped
# for 1 VP early, and a full purse is not thrown away).
RESOURCE_PREMIUM = 0.06
RESOURCE_USEFUL = 12

# Three dice a round cash three income boxes; the colours are contested, so the n-th best track
# counts with a falling weight.
DIE_SLOTS = (0.9, 0.75, 0.6)

# A die placed in a district (phase B, still to be activated in phase C): the card or favour
# tile it will probably take, counted at this share (other dice may change the row first).
PROMISE = 0.8
EMERGENCY_VP = 2 * COIN + 2 * GUARD  # 2 coins + 2 guards
INFLUENCE_VP = 0.9  # one step on a track, for a card still in a row
DIPLOMA_VP = 1.5  # one diploma, for a card still in a row
CROWN_VP = 0.5  # a crown tile on a card still in a row

# The favour tiles as a castle die sees them (§12.1): F1 an expedition 2 cheaper (and its
# crowns), F2 4 VP and the cap, F3 2 VP and 3 steps, F4 7 coins or guards.
FAVOUR_VP = {"F1": 3.5, "F2": 5.0, "F3": 2.0 + 3 * STEP, "F4": 7 * COIN}

CAP_VP = 1.0  # the +3 cap tile still to put on a die (a dearer card, or a place further left)

# Immediate bonuses of a card still in a row (what acquiring it brings beyond its influence and
# diplomas). Rewards, per-card and income bonuses are computed from the state; these are the rest.
IMMEDIATE_VP = {
    "I-TRIBUTE": 1.5,  # per opponent
    "I-INQUISITION": 5.0,
    "I-SALVAGE": 2.0,
    "I-COUNCILTAX": 1.5,  # per opponent
    "I-FAVOUR": 3.0,
    "I-EXPCOIN": 2 + 3.0,
    "I-EXPGUARD": 2 + 3.0,
    "I-REPEAT": 2.5,
    "I-WALK5": 1.0,
    "I-BUYVP": 3.0,
}

# Ongoing bonuses, per round (per Phase C or Phase E) still to come.
E_DIE_DICE = 0.9  # matching dice a round
E_TRACK_VP = INFLUENCE_VP + 0.5  # one track step + one coin or guard
E_NOPURPLE_CHANCE = 0.6
E_EXCHANGE_VP = 0.5
C_DISCOUNT_VP = 0.5 * 1.2  # one coin or guard off, ~1.2 matching cards a round
C_COUNCIL_VP = (GUARD + 1 + STEP) * 0.5  # per round: half a council card bought
C_MERCHANT_VP = (COIN + 2) * 0.5
CASTLE4_DICE = 0.5  # castle dice a round (M-CASTLE4)
DISCVP_MONASTERIES = 0.8  # monasteries reached a round (M-DISCVP)
EG_COPY_VP = 4.0  # EG-COPY before its partner is known

# Monasteries for the pilgrim still walking: the bonus of a monastery not yet reached.
MONASTERY_VP = {
    "M-TRACK3": 3 * INFLUENCE_VP,
    "M-ALLTRACKS": 4 * INFLUENCE_VP,
    "M-PERPROF": 4.0,
    "M-CROWNS": 2.0,
    "M-HIGHCARDS": 3.0,
    "M-FOURSET": 3.0,
    "M-PERMONASTERY": 5.0,
    "M-DIPLOMAS": 6.0,
    "M-SCORE2EXP": 5.0,
    "M-SCOREEG": 6.0,
    "M-CASTLE4": 3.0,
    "M-DISCVP": 2.0,
    "M-JOKER1": 2.0,
    "M-JOKER2": 4.0,
}
MONASTERY_DISC_VP = 0.5  # what every disc adds through Barbados / Brasil-like tasks on average

# Coimbra's own settings of the AI levels (``Game.ai_levels`` over ``ai.player.LEVELS``).
SEARCH: dict[str, dict[str, object]] = {
    "strong": {"milestone_seats": 2},
}
"""Strong plays every seat on to the end of the round's stage (``ai.milestone``: the dice
phases, income, the expeditions) and judges its choices there. Stopping at its next own
decision, as normal does, judged a drafted die by the promise of what it will buy; strong
and normal then chose the same click in 87 % of decisions and strong beat normal in only
44-56 % of games (2-4 players), however many samples or clicks it weighed. Looking to the
stage's end, on 20-40 deals with seats rotated, it beat normal 74 % at 2 players (80 games,
mean score 156 to 135), 63 % at 3 (60 games, 144 to 133) and 75 % at 4 (80 games, 159 to
136; 56 % on the same deals before), decisions p95 at most 1.1 CPU s."""
