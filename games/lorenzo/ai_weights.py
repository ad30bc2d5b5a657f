"""The weights of Lorenzo's evaluation (games/lorenzo/ai.py): data, all in victory points.

"At the start" weights shrink linearly to 0 as the game's family-member placements run out
(24 per seat: 6 rounds of 4): at the end only the final scoring (§16) is left.
"""

from __future__ import annotations

# What one unit is worth at the start on top of its end value (1 VP per 5 resources, SC-6):
# resources pay for the cards, servants raise action values (B-5).
RESOURCE_EXTRA = {"wood": 0.3, "stone": 0.3, "servants": 0.25, "coins": 0.3}
# One MP at the start on top of the military ranking (SC-5): territory slots need MP (T-12)
# and ventures are paid with MP (T-10).
MP_EXTRA = 0.2

# How one unit of a harvest / production yield is valued (income still to come).
INCOME_UNIT = {
    "wood": 0.45,
    "stone": 0.45,
    "servants": 0.4,
    "coins": 0.45,
    "vp": 1.0,
    "mp": 0.45,
    "fp": 0.8,
    "privileges": 0.9,
}
# Harvests (and as many productions) a seat makes per round, by player count: with 2 players
# the large spaces are covered (S-6), so the two seats share one harvest space.
ACTIVATIONS_PER_ROUND = {2: 0.45, 3: 0.55, 4: 0.6}
# Chance that a harvest / production reaches a card's activation value v (index v): a die
# averages 3.5, servants and the character bonuses add to it.
REACH = (1.0, 1.0, 1.0, 0.9, 0.75, 0.55, 0.4)

# The share of the next step of the card-count tables (SC-2 territories, SC-3 characters)
# counted at the start: the cards are steps towards the big end bonuses.
COUNT_HOPE = 0.5
# A character's permanent action bonus or discount (D-6), per round left.
CHARACTER_PERMANENT_PER_ROUND = 0.4

# VP a period-1 or period-2 excommunication costs its holder over the whole game (scaled by
# the share of the game still to play). Period-3 tiles are scored exactly (§16).
EXCOMMUNICATION_COST = {
    "EXC-1": 4.0,
    "EXC-2": 5.0,
    "EXC-3": 4.0,
    "EXC-4": 5.0,
    "EXC-5": 4.0,
    "EXC-6": 4.0,
    "EXC-7": 7.0,
    "EXC-8": 6.0,
    "EXC-9": 6.0,
    "EXC-10": 6.0,
    "EXC-11": 6.0,
    "EXC-12": 4.0,
    "EXC-13": 6.0,
    "EXC-14": 8.0,
}
# Faith points a seat can still gather per family member it places before the Vatican
# report: the looming excommunication is certain only once no placement is left.
FAITH_CATCH_UP = 0.4

# Lorenzo's own settings of the AI levels (``Game.ai_levels`` over ``ai.player.LEVELS``).
SEARCH: dict[str, dict[str, object]] = {
    "strong": {"milestone_seats": 4},
}
"""At four seats strong plays every seat on to the end of the round's placements (``ai.milestone``)
and judges its choices there. In 80 games (20 deals, seats rotated, with greedy and easy) it
beat normal 65 %, against 55 % stopping at the others' answers. At two and three seats its
look one own turn further stays: on the same 60 deals at 3 seats it beat normal 83 %, the
look to the round's end 63 %."""

# --- leaders (§14, §19.1) -------------------------------------------------------------------
# VP a played leader's ability is worth per round still to play, for the abilities that are
# no plain gain. Lorenzo de' Medici (L15) before his copy: a copied leader of middling worth.
LEADER_PER_ROUND = {
    "L1": 3.0,
    "L2": 3.0,
    "L3": 2.0,
    "L4": 3.0,
    "L10": 3.0,
    "L11": 3.0,
    "L12": 5.0,
    "L13": 4.0,
    "L14": 2.0,
    "L15": 4.0,
    "L16": 4.0,
    "L17": 2.4,
    "L18": 3.0,
}
# A plain once-per-round gain (L5-L9, L19, L20) at this many times its value as income
# (INCOME_UNIT): it comes every round before the placement, ready to pay for that turn.
LEADER_GAIN_SCALE = 1.5
# The share of a plain once-per-round gain still counted before this round's use: taking it
# pays more than keeping it (the gain itself is valued as resources, below the scaled income).
LEADER_USE_SHARE = 0.5
# A leader in hand: this share of its worth if played now (below 1: playing it pays once the
# requirement is met), times the chance to meet its requirement in time (LD-1):
# 1 - effort / budget (at least 0), where effort is the placements the missing part would
# take (one per missing card, per missing unit as below) and budget LEADER_SPARE of the
# seat's remaining placements. Every step towards the
# requirement raises the hand's worth; a leader out of reach as the game ends is worth
# less than the privilege its discard gives.
LEADER_HAND_SHARE = 0.8
LEADER_EFFORT = {
    "card": 1.0,
    "wood": 0.3,
    "stone": 0.3,
    "servants": 0.25,
    "coins": 0.25,
    "vp": 0.3,
    "mp": 0.35,
    "fp": 0.6,
}
LEADER_SPARE = 0.5
