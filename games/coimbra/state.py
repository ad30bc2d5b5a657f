"""Coimbra state: plain pydantic data (no callables), one model per part."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from games.contract import GameState

SCHEMA_VERSION = 1


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Step(_M):
    """One open question or one queued automatic step (style.md 2.2)."""

    kind: str
    seat: int
    n: int = 0  # remaining count (steps, exchanges, expeditions)
    ref: str = ""  # die id, card id, source tag ...
    ref2: str = ""
    taken: list[str] = Field(default_factory=list)
    turn: int = 0


class Die(_M):
    id: str
    colour: str
    value: int = 1
    owner: int | None = None
    district: str | None = None  # placed in a district and not yet activated
    capped: bool = False
    income_done: bool = False

    @property
    def total(self) -> int:
        return self.value + (3 if self.capped else 0)


class Player(_M):
    coins: int = 7
    guards: int = 7
    vp: int = 0
    tracks: dict[str, int] = Field(default_factory=dict)
    seq: dict[str, int] = Field(default_factory=dict)  # arrival order on the track space
    pilgrim: str | None = None
    cards: list[str] = Field(default_factory=list)  # start cards first, then bought cards in order
    monasteries: list[str] = Field(default_factory=list)  # monastery tile ids with my disc
    expeditions: list[str] = Field(default_factory=list)
    favours: list[str] = Field(default_factory=list)  # this round
    crown_tiles: list[str] = Field(default_factory=list)  # professions, this round
    supply: int = 20
    drafted_pair: bool = False


class CoimbraState(GameState):
    schema_version: int = SCHEMA_VERSION
    options: dict = Field(default_factory=dict)
    round: int = 1
    phase: str = "setup"  # setup, B, C, E, F, end
    turn: int = 0  # last turn number handed out
    cur_turn: int = 0  # turn of the step being resolved
    cursor: int = 0  # placements done (B), district index (C), seat index (E, F)
    order: list[int] = Field(default_factory=list)  # seat on flag 1, 2, ...
    p: list[Player] = Field(default_factory=list)
    dice: list[Die] = Field(default_factory=list)
    tokens: dict[str, int] = Field(default_factory=dict)  # token id -> value (in play)
    tokens_down: list[str] = Field(default_factory=list)
    rows: dict[str, list[str]] = Field(default_factory=dict)  # district -> die/token ids, left to right
    cards: dict[str, list[str | None]] = Field(default_factory=dict)  # town -> 4 columns of card ids
    crowns_on: dict[str, str] = Field(default_factory=dict)  # profession -> card id on display
    deck: list[str] = Field(default_factory=list)  # face down, top first
    discard: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)  # start cards out of the game
    start_pairs: list[list[str]] = Field(default_factory=list)  # [] once taken
    pairs_dealt: list[list[str]] = Field(default_factory=list)  # the pairs as laid out
    pair_taken_by: dict[str, int] = Field(default_factory=dict)  # pair index -> seat
    favour_row: list[str] = Field(default_factory=list)  # favour tiles still beside the castle
    cap_on: str | None = None  # die id carrying the cap tile (None: on the favour row)
    expeditions: list[str] = Field(default_factory=list)
    exp_discs: dict[str, list[int]] = Field(default_factory=dict)
    map: dict[str, str] = Field(default_factory=dict)  # node -> monastery id
    map_discs: dict[str, list[int]] = Field(default_factory=dict)  # node -> seats, bottom first
    scoring: dict[str, str] = Field(default_factory=dict)  # track -> scoring tile id
    arrivals: int = 0
    pending: list[Step] = Field(default_factory=list)
    last: list[str] = Field(default_factory=list)  # texts of the last move, for the view
    last_seat: int | None = None
    last_choice: str | None = None  # id of the last choice, for highlighting
