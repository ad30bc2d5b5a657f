"""Table options: the spec's engine-decision flags (coimbra.md §13). Defaults = the spec's rulings."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class CoimbraOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    crown_columns_left_to_right: bool = True
    """A-1: columns 1-4 are the row's left-to-right order (column 4 = right end) when placing crowns."""
    two_player_gap_inclusive: bool = False
    """A-2: False = literal 'at most 3 spaces between' (pos1 - pos2 <= 4); True = pos1 - pos2 <= 3."""
    council_tax_strict_space: bool = False
    """A-3: False = full track ranking (stack order counts); True = only a strictly lower space pays."""
    castle4_on_placement: bool = False
    """A-4: False = M-CASTLE4 pays when a castle die is activated in phase C; True = when placed in phase B."""
    phase_e_start_bonuses_global: bool = True
    """A-8: True (rulebook: "Am Anfang jeder Phase E") = E-TRACK / E-NOPURPLE for all players, in the new
    turn order, at the start of the whole phase E before any income; False = at the start of each player's
    own income step (the spec's first ruling)."""
    salvage_phase_c_bonuses: bool = True
    """A-6: C-COIN/C-GUARD discounts and C-COUNCIL/C-MERCHANT triggers apply to I-SALVAGE purchases."""
    salvage_start_cards: bool = False
    """A-17: a start card in the discard pile may be salvaged (price 3 guards)."""
    tanger_any_disc: bool = False
    """A-18: Tanger counts expeditions with any disc instead of only yours."""
