"""Table options: the editions' three real conflicts and a few more (spec §18)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.contract import RULE_VARIANT


class DeVulgariOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    canticle_all_active_from: Literal[14, 15] = Field(
        default=14,
        description="Round from which all Franciscan cities are active (Italian 14, German 15)",
        json_schema_extra=RULE_VARIANT,
    )
    """E-1: IT 14 (default), DE 15."""
    gigi_double_until: Literal[10, 11] = Field(
        default=10,
        description="Last round of Brother Gigi's double alms (Italian 10, German 11)",
        json_schema_extra=RULE_VARIANT,
    )
    """E-2: last round in which Brother Gigi gets 10 ducats alms (IT 10, DE 11)."""
    shlasinger_window: Literal["round_of_promotion", "any"] = Field(
        default="round_of_promotion",
        description=(
            "Cardinal Shlasinger's inquisition: in his promotion round only (Italian) "
            "or once at any time (German)"
        ),
        json_schema_extra=RULE_VARIANT,
    )
    """E-3 / I-32."""
    bologna_collect: Literal["visit", "on_entry"] = Field(
        default="visit",
        description=(
            "Bologna's knowledge: on a visit with the pawn (Italian) "
            "or on reaching the track's last space (German)"
        ),
        json_schema_extra=RULE_VARIANT,
    )
    """E-4: IT visit (default), DE on entry."""
    open_screens: bool = Field(
        default=False, description="Play with open screens: cubes and manuscripts are public"
    )
    """Spec §5: show screen contents publicly (never the library tile or pile order)."""
