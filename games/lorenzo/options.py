"""Table options (S-10, S-11, YU-1)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.contract import RULE_VARIANT


class LorenzoOptions(BaseModel):
    """``bonus_tiles``: basic side for all, or advanced tiles chosen in reverse turn order (S-10).
    ``leaders``: leader cards with the draft (S-11). ``no_overspend``: the Yucata rule that no
    more servants may be spent than needed (B-6, YU-1). ``wood_stone_both``: the reading of EXC-4
    used by two public implementations (a source giving wood and stone loses one of each) instead
    of the rulebook's "1 Holz oder 1 Stein weniger"."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    bonus_tiles: Literal["basic", "advanced"] = Field(
        "basic",
        description=(
            "Personal bonus tiles: basic side for all, "
            "or advanced tiles chosen in reverse turn order"
        ),
    )
    leaders: bool = Field(
        False, description="Play with the 20 leader cards (with the leader draft)"
    )
    no_overspend: bool = Field(
        True,
        description="Yucata rule: never spend more servants than an action needs",
        json_schema_extra=RULE_VARIANT,
    )
    wood_stone_both: bool = Field(
        False,
        description="Wood/stone excommunication: a source giving both loses 1 wood and 1 stone "
        "(printed: 1 wood or 1 stone, your choice)",
        json_schema_extra=RULE_VARIANT,
    )
