"""Table options (S-10, S-11, YU-1)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class LorenzoOptions(BaseModel):
    """``bonus_tiles``: basic side for all, or advanced tiles chosen in reverse turn order (S-10).
    ``leaders``: leader cards with the draft (S-11). ``no_overspend``: the Yucata rule that no
    more servants may be spent than needed (B-6, YU-1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    bonus_tiles: Literal["basic", "advanced"] = "basic"
    leaders: bool = False
    no_overspend: bool = True
