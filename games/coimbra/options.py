"""Table options: the spec's engine-decision flags (coimbra.md §13). Defaults = the spec's
rulings."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from games.contract import RULE_VARIANT


class CoimbraOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    crown_columns_left_to_right: bool = Field(
        True,
        description="Crown tiles: count card columns from the left (column 4 is the right end)",
        json_schema_extra=RULE_VARIANT,
    )
    """A-1: columns 1-4 are the row's left-to-right order (column 4 = right end) when placing
    crowns."""
    two_player_gap_inclusive: bool = Field(
        False,
        description="2 players: 2nd place on a track scores only within 3 spaces (not 4)",
        json_schema_extra=RULE_VARIANT,
    )
    """A-2: False = literal 'at most 3 spaces between' (pos1 - pos2 <= 4);
    True = pos1 - pos2 <= 3."""
    council_tax_strict_space: bool = Field(
        False,
        description="Council tax: only players on a strictly lower space pay",
        json_schema_extra=RULE_VARIANT,
    )
    """A-3: False = full track ranking (stack order counts); True = only a strictly lower space
    pays."""
    castle4_on_placement: bool = Field(
        False,
        description="Castle monastery pays when the castle die is placed, not when used",
        json_schema_extra=RULE_VARIANT,
    )
    """A-4: False = M-CASTLE4 pays when a castle die is activated in phase C; True = when placed
    in phase B."""
    phase_e_start_bonuses_global: bool = Field(
        True,
        description="Start-of-phase-E card bonuses for everyone before any income (rulebook)",
        json_schema_extra=RULE_VARIANT,
    )
    """A-8: True (rulebook: "Am Anfang jeder Phase E") = E-TRACK / E-NOPURPLE for all players,
    in the new turn order, at the start of the whole phase E before any income; False = at the
    start of each player's own income step (the spec's first ruling)."""
    salvage_phase_c_bonuses: bool = Field(
        True,
        description="Phase-C discounts and triggers also apply to salvaged cards",
        json_schema_extra=RULE_VARIANT,
    )
    """A-6: C-COIN/C-GUARD discounts and C-COUNCIL/C-MERCHANT triggers apply to I-SALVAGE
    purchases."""
    salvage_start_cards: bool = Field(
        False,
        description="Start cards in the discard pile may be salvaged (3 guards)",
        json_schema_extra=RULE_VARIANT,
    )
    """A-17: a start card in the discard pile may be salvaged (price 3 guards)."""
    tanger_any_disc: bool = Field(
        False,
        description="Tanger counts expeditions with any player's disc, not only yours",
        json_schema_extra=RULE_VARIANT,
    )
    """A-18: Tanger counts expeditions with any disc instead of only yours."""
