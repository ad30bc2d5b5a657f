"""Coimbra state: plain data (no callables). The top level is a pydantic model (validated on load,
dumped as JSON); its parts are slotted dataclasses that pydantic validates the same way, so the
engine's many small writes (a die's owner, a player's coins) and copies cost plain Python."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import ConfigDict, Field, PrivateAttr

from games.contract import GameState

SCHEMA_VERSION = 1
_STRICT = ConfigDict(extra="forbid")  # an unknown key in a saved part is damage, not data


@dataclass(slots=True)
class Step:
    """One open question or one queued automatic step (style.md 2.2)."""

    __pydantic_config__ = _STRICT

    kind: str
    seat: int
    n: int = 0  # remaining count (steps, exchanges, expeditions)
    ref: str = ""  # die id, card id, source tag ...
    ref2: str = ""
    taken: list[str] = field(default_factory=list)
    turn: int = 0

    def copy(self) -> Step:
        return Step(self.kind, self.seat, self.n, self.ref, self.ref2, list(self.taken), self.turn)


@dataclass(slots=True)
class Die:
    __pydantic_config__ = _STRICT

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

    def copy(self) -> Die:
        return Die(
            self.id,
            self.colour,
            self.value,
            self.owner,
            self.district,
            self.capped,
            self.income_done,
        )


@dataclass(slots=True)
class Player:
    __pydantic_config__ = _STRICT

    coins: int = 7
    guards: int = 7
    vp: int = 0
    tracks: dict[str, int] = field(default_factory=dict)
    seq: dict[str, int] = field(default_factory=dict)  # arrival order on the track space
    pilgrim: str | None = None
    cards: list[str] = field(default_factory=list)  # start cards first, then bought cards in order
    monasteries: list[str] = field(default_factory=list)  # monastery tile ids with my disc
    expeditions: list[str] = field(default_factory=list)
    favours: list[str] = field(default_factory=list)  # this round
    crown_tiles: list[str] = field(default_factory=list)  # professions, this round
    supply: int = 20
    drafted_pair: bool = False

    def copy(self) -> Player:
        return Player(
            self.coins,
            self.guards,
            self.vp,
            dict(self.tracks),
            dict(self.seq),
            self.pilgrim,
            list(self.cards),
            list(self.monasteries),
            list(self.expeditions),
            list(self.favours),
            list(self.crown_tiles),
            self.supply,
            self.drafted_pair,
        )


class CoimbraState(GameState):
    schema_version: int = SCHEMA_VERSION
    options: dict[str, Any] = Field(default_factory=dict)
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
    rows: dict[str, list[str]] = Field(
        default_factory=dict
    )  # district -> die/token ids, left to right
    cards: dict[str, list[str | None]] = Field(
        default_factory=dict
    )  # town -> 4 columns of card ids
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
    _last_texts: tuple[Any, ...] | None = PrivateAttr(default=None)
    """The last move's public messages while ``last`` still waits for their English
    (`rules.last_lines` writes it when the view or a dump first reads it: a search that plays
    thousands of moves never pays for sentences)."""


def clone(state: CoimbraState) -> CoimbraState:
    """An independent copy, several times cheaper than `copy_state`'s pickle round trip (the
    table's apply and the AI's search copy a state per move). Every container is copied one level
    deeper than it nests; ``tests/games/coimbra/test_clone.py`` walks the copy to prove no list or
    dict is shared, so a field added later without a line here fails that test."""
    copy = state.model_copy(
        update={
            "options": dict(state.options),
            "order": list(state.order),
            "p": [pl.copy() for pl in state.p],
            "dice": [d.copy() for d in state.dice],
            "tokens": dict(state.tokens),
            "tokens_down": list(state.tokens_down),
            "rows": {k: list(v) for k, v in state.rows.items()},
            "cards": {k: list(v) for k, v in state.cards.items()},
            "crowns_on": dict(state.crowns_on),
            "deck": list(state.deck),
            "discard": list(state.discard),
            "removed": list(state.removed),
            "start_pairs": [list(x) for x in state.start_pairs],
            "pairs_dealt": [list(x) for x in state.pairs_dealt],
            "pair_taken_by": dict(state.pair_taken_by),
            "favour_row": list(state.favour_row),
            "expeditions": list(state.expeditions),
            "exp_discs": {k: list(v) for k, v in state.exp_discs.items()},
            "map": dict(state.map),
            "map_discs": {k: list(v) for k, v in state.map_discs.items()},
            "scoring": dict(state.scoring),
            "pending": [s.copy() for s in state.pending],
            "last": list(state.last),
        }
    )
    copy._last_texts = state._last_texts  # a tuple of frozen messages: nothing to share
    return copy
