"""The shape of a Stupor Mundi view (what `view.build_view` returns, what the pictures read).

The public view and a seat's own view have the same keys; only the seat's own player entry
holds its ``hand``. ``solo`` is there only in a solo game and ``result`` only once the game is
over. Every other key is always present. Each dict forbids extra keys (`with_config` sets
its ``__pydantic_config__``), so a strict ``pydantic.TypeAdapter(StuporMundiView)`` checks a
real view key by key.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

_FORBID = ConfigDict(extra="forbid")


@with_config(_FORBID)
class EdictView(TypedDict):
    id: str
    symbols: str
    text: str


@with_config(_FORBID)
class EdictsView(TypedDict):
    active: list[EdictView | None]  # edict spaces I-III
    next: list[EdictView | None]  # the three next edicts
    pile: int
    rewards: dict[str, str]  # "I" -> "3 aug"


@with_config(_FORBID)
class PalaceView(TypedDict):
    grain: int
    stone: int
    treasury: int
    towers: int
    walls: int
    keeps: int
    court: int
    specialist: int  # Frederick's specialist: index on path A, 0 = start space
    structures: int


@with_config(_FORBID)
class WorkSpaceView(TypedDict):
    space: int
    effect: str  # "CS-A-I", "VL-B-II" or "city"
    grain_cost: int
    edict_token: bool


@with_config(_FORBID)
class WorkplaceView(TypedDict):
    paths: dict[str, list[WorkSpaceView]]  # "A" -> its spaces in order
    city_tiles: dict[str, list[str]]  # path -> city bonus tile ids


@with_config(_FORBID)
class MarketTrade(TypedDict):
    grain: int
    stone: int
    aug: int


@with_config(_FORBID)
class MarketView(TypedDict):
    id: str  # "M1.easy"
    side: str
    sell: MarketTrade
    buy: MarketTrade


@with_config(_FORBID)
class AllyTopView(TypedDict):
    id: str
    name: str
    kind: str
    condition: str


@with_config(_FORBID)
class AllyPlaceView(TypedDict):
    place: str
    cost: int
    top: AllyTopView | None  # None when the place is empty or its top tile is face down
    face_down: int


@with_config(_FORBID)
class CardPlaceView(TypedDict):
    """An empty place has only ``place`` and ``card`` (None); a filled one has all keys."""

    place: str
    card: str | None
    name: NotRequired[str]
    text: NotRequired[str]
    level: NotRequired[str]
    cost: NotRequired[str]  # "1 card" or "3 aug"


@with_config(_FORBID)
class CityView(TypedDict):
    id: str
    name: str
    market: MarketView
    allies: list[AllyPlaceView]
    cards: list[CardPlaceView]
    ships: list[int]  # seats whose ship is here


@with_config(_FORBID)
class VoyageView(TypedDict):
    cities: list[CityView]  # clockwise from Roma
    deck: int
    side: str  # "1/2" or "3/4"
    blocked: list[str]  # red-marked places covered in a 3-player game


@with_config(_FORBID)
class SlotView(TypedDict):
    """An empty slot: card None, face_up None. A card the viewer may not see: card "hidden".
    A card the viewer sees: its id and ``name``."""

    slot: int  # 1..6
    card: str | None
    name: NotRequired[str]
    face_up: bool | None
    locked: bool


@with_config(_FORBID)
class SpecialistView(TypedDict):
    path: str  # "A", "B", "C" or "start"
    space: int  # 0 on the start space


@with_config(_FORBID)
class AllySpaceView(TypedDict):
    space: int  # 1..5
    open: bool
    ally: str | None
    edict_icon: bool


@with_config(_FORBID)
class PlayerView(TypedDict):
    """One player; ``hand`` only in that seat's own view."""

    seat: int
    house: str
    vp: int
    aug: int
    grain: int
    stone: int
    storage: int
    ship: str  # city id
    specialists: list[SpecialistView]
    workplace_benefits: list[str]
    castle: list[str]  # built castle spaces
    structures: int
    towers: int
    walls: int
    keeps: int
    board_pieces: list[str]
    keep_covers: list[str]
    great_structures: int
    ally_spaces: list[AllySpaceView]
    allies: list[str]
    slots: list[SlotView]
    hand_count: int
    hand_limit: int
    draw_count: int
    discard: list[str]
    removed: list[str]
    edicts: list[str]
    passed: bool
    free_slots: list[int]
    vp_by: dict[str, int]
    hand: NotRequired[list[str]]


@with_config(_FORBID)
class SoloView(TypedDict):
    frederick_ship: str  # city id
    deck: int
    discard: list[str]
    crowns: int
    frederick_turns: int
    removed_allies: list[str]
    removed_edicts: list[str]


@with_config(_FORBID)
class ResultExtra(TypedDict):
    end_flags: list[str]
    rounds: int
    title: NotRequired[str]  # solo only: the rank the score earns


@with_config(_FORBID)
class ResultView(TypedDict):
    totals: dict[int, int]  # seat -> final VP
    breakdown: dict[int, dict[str, int]]  # seat -> scoring category -> VP
    winners: list[int]
    tiebreak: str
    tiebreak_text: Any  # the tie-break as a message's JSON form (games.messages.to_json)
    extra: ResultExtra


@with_config(_FORBID)
class StuporMundiView(TypedDict):
    """The public view (seat None) and a seat's own view alike."""

    game: Literal["stupor-mundi"]
    status: str
    scores: list[int]
    round: int
    phase: str  # "action", "end" or "over"
    first_player: int
    current: int
    decider: int | None
    prompt: str
    prompt_text: Any  # the prompt as a message's JSON form (games.messages.to_json)
    end_flags: list[str]
    palace: PalaceView
    edicts: EdictsView
    workplace: WorkplaceView
    voyage: VoyageView
    players: list[PlayerView]
    solo: NotRequired[SoloView]
    out: list[str]  # action cards out of the game (public ones only)
    result: NotRequired[ResultView]
