"""Table options: the editions' three real conflicts and a few more (spec §18)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class DeVulgariOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    canticle_all_active_from: Literal[14, 15] = 14
    """E-1: IT 14 (default), DE 15."""
    gigi_double_until: Literal[10, 11] = 10
    """E-2: last round in which Brother Gigi gets 10 ducats alms (IT 10, DE 11)."""
    shlasinger_window: Literal["round_of_promotion", "any"] = "round_of_promotion"
    """E-3 / I-32."""
    bologna_collect: Literal["visit", "on_entry"] = "visit"
    """E-4: IT visit (default), DE on entry."""
    open_screens: bool = False
    """Spec §5: show screen contents publicly (never the library tile or pile order)."""
