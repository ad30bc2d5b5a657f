"""Table options for Stupor Mundi."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.contract import RULE_VARIANT


class StuporMundiOptions(BaseModel):
    """market: R-3.3 step 2 difficulty; solo_easy: R-14.1 easy variant (3 `3+` edicts added);
    houses: R-3.4 step 1, random (first game) or chosen in reverse turn order."""

    model_config = ConfigDict(extra="forbid")

    market: Literal["easy", "medium", "hard"] = Field(
        "easy", description="Market tiles: easy side, medium mix, or hard side"
    )
    solo_easy: bool = Field(True, description="Solo: the easy variant (three extra 3+ edicts)")
    houses: Literal["random", "choose"] = Field(
        "random", description="Noble houses dealt at random, or chosen in reverse turn order"
    )
    # flags for the spec's open solo decisions; defaults follow the rulebook's words
    solo_treasury: bool = Field(
        False,
        description="Solo: Frederick's edicts also raise his treasury (the rulebook ignores it)",
        json_schema_extra=RULE_VARIANT,
    )
    solo_remove_face_down_ally: bool = Field(
        False,
        description="Solo: Frederick may also remove a face-down ally",
        json_schema_extra=RULE_VARIANT,
    )
    solo_majority_vs_frederick: bool = Field(
        False,
        description="Solo: the castle majority bonus only with at least Frederick's structures",
        json_schema_extra=RULE_VARIANT,
    )
