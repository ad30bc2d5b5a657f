"""The shapes of De Vulgari's views (spec §5): what `view.build_view` fills and the
renderers read. TypedDicts, so a view stays plain data (names filled in by the generic
walkers, pickled to workers); every key is required unless the engine really leaves it
out of some views (``NotRequired``). ``extra="forbid"`` lets a test validate real views
strictly with ``pydantic.TypeAdapter(DeVulgariView)`` (``@with_config`` sets each
one's ``__pydantic_config__``)."""

from __future__ import annotations

from typing import Literal, NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict  # pydantic needs this one before Python 3.12

_FORBID = ConfigDict(extra="forbid")

Phase = Literal["start", "alms", "action", "stupor", "election", "over"]
Career = Literal["merchant", "friar", "cardinal"]
Site = Literal["city", "cathedral", "bologna", "start", "franciscan", "abbey", "convent"]
EventKind = Literal["book", "coin", "stupor"]
Papal = Literal["red", "white", "face-down"]
CubeColour = Literal["red", "black", "yellow", "green"]
TrackId = Literal["knowledge", "rest", "verona", "canticle", "ambassador", "orient", "library"]
ActionTrackId = Literal["rest", "verona", "canticle", "ambassador", "orient", "library"]

ScoreTable = dict[str, dict[str, int]]
"""Seat (as a string) -> category -> VP."""


@with_config(_FORBID)
class EventTileView(TypedDict):
    number: int
    name: str
    zone: str
    kind: EventKind
    value: int


@with_config(_FORBID)
class CanticleView(TypedDict):
    tile: str
    rounds: list[int]
    active: bool


@with_config(_FORBID)
class ZoneView(TypedDict):
    id: str
    name: str
    colour: str
    letter: str
    site: Site
    lat: float
    lon: float
    ducats: int
    knowledge: int
    port: str | None
    event: EventTileView | None
    claimed_by: list[int]
    pawns: list[int]
    canticle: NotRequired[CanticleView]
    """Only on a Franciscan city."""


@with_config(_FORBID)
class SeaView(TypedDict):
    ports: list[str]
    lat: float
    lon: float


@with_config(_FORBID)
class MapView(TypedDict):
    zones: list[ZoneView]
    links: list[tuple[str, str]]
    seas: dict[str, SeaView]
    at_sea: dict[str, str]
    """Seat (as a string) -> the sea its pawn is on."""
    dialects: dict[str, str]
    """Dialect colour -> the dialect's name."""


@with_config(_FORBID)
class ManuscriptView(TypedDict):
    id: str
    level: int
    roman: str
    colours: list[str]
    letters: str
    vp: int


@with_config(_FORBID)
class LibraryTileView(TypedDict):
    id: str
    vp: int


@with_config(_FORBID)
class ScreenView(TypedDict):
    """What stands behind a player's screen (public only with open screens or at the end)."""

    red: int
    black: int
    yellow: int
    green: int
    manuscripts: list[ManuscriptView]
    library_tile: NotRequired[LibraryTileView | None]
    """Only in the seat's own view and at the end."""


@with_config(_FORBID)
class PrivateView(TypedDict):
    declared: str | None
    library_in_hand: list[LibraryTileView]


@with_config(_FORBID)
class PlayerView(TypedDict):
    seat: int
    ducats: int
    location: str
    status: Career
    friar: str | None
    cardinal: str | None
    tile_name: str | None
    green_front: int
    cities: list[str]
    bologna_unlocked: int
    bologna_collected: bool
    knowledge_level: int
    library_done: bool
    election: str | None
    declared: bool | None
    private: NotRequired[PrivateView]
    """Only in the seat's own view."""
    screen: NotRequired[ScreenView]
    """In the seat's own view; in every view with open screens or at the end."""


@with_config(_FORBID)
class TrackView(TypedDict):
    name: str
    cap: int
    positions: list[int]
    order: list[int]
    off_track: list[int]


@with_config(_FORBID)
class TracksView(TypedDict):
    knowledge: TrackView
    rest: TrackView
    verona: TrackView
    canticle: TrackView
    ambassador: TrackView
    orient: TrackView
    library: TrackView


@with_config(_FORBID)
class CubesView(TypedDict):
    red: int
    black: int
    yellow: int
    green: int


@with_config(_FORBID)
class RoundSpaceView(TypedDict):
    space: int
    cubes: CubesView
    event: NotRequired[EventTileView | None]
    """Only on spaces 1-10 (None once its round has begun)."""
    papal: NotRequired[Papal]
    """Only on spaces 12-16."""


@with_config(_FORBID)
class ManuscriptRowView(TypedDict):
    level: int
    row: int
    tiles: list[ManuscriptView]
    deck: int


@with_config(_FORBID)
class LinguaVolgareView(TypedDict):
    in_play: bool
    taken: bool


@with_config(_FORBID)
class ManuscriptsView(TypedDict):
    rows: list[ManuscriptRowView]
    lingua_volgare: LinguaVolgareView


@with_config(_FORBID)
class CareerTileView(TypedDict):
    id: str
    name: str
    text: str


@with_config(_FORBID)
class StuporView(TypedDict):
    """The Stupor Mundi auction while it runs (the engine's `state.Stupor`)."""

    caller: int
    to_answer: list[int]
    accepted: list[int]
    bidders: list[int]
    passed: list[int]
    high: int
    high_seat: int
    next_index: int


@with_config(_FORBID)
class DeVulgariView(TypedDict):
    """The public view (``seat=None``) and a seat's own view: the same shape, a seat's own
    view adds its player's ``private`` and ``screen``."""

    status: str
    scores: list[int]
    round: int
    phase: Phase
    last_round: bool
    order: list[int]
    current: int | None
    actions_left: int | None
    map: MapView
    players: list[PlayerView]
    tracks: TracksView
    round_track: list[RoundSpaceView]
    cube_spaces: CubesView
    out_of_play: CubesView
    manuscripts: ManuscriptsView
    events_used: list[int]
    friars_free: list[CareerTileView]
    cardinals_free: list[CareerTileView]
    to_decide: list[int]
    library_pile: int
    stupor: StuporView | None
    last_move: dict[str, str | int]
    score_breakdown: ScoreTable
    provisional: ScoreTable
    colours: list[str]
