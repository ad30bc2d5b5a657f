"""Table options for Stupor Mundi."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class StuporMundiOptions(BaseModel):
    """market: R-3.3 step 2 difficulty; solo_easy: R-14.1 easy variant (3 `3+` edicts added);
    houses: R-3.4 step 1, random (first game) or chosen in reverse turn order."""

    model_config = ConfigDict(extra="forbid")

    market: Literal["easy", "medium", "hard"] = "easy"
    solo_easy: bool = True
    houses: Literal["random", "choose"] = "random"
    # flags for the spec's open solo decisions; defaults are the spec's decisions
    solo_treasury: bool = True  # Frederick's positive edicts raise his treasury
    solo_remove_face_down_ally: bool = False  # REMOVE_ALLY also takes a face-down top tile
    solo_majority_vs_frederick: bool = False  # +4 only with >= Frederick's structures
