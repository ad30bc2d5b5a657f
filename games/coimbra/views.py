"""The shape of Coimbra's view (`view.view`): what the engine fills and the renderers read.

The public view and a seat's view are the same data (the public view hides only the deck
order, which no view shows); a seat's view adds ``you``. Dicts keyed by the game's data
(tracks, districts, towns, map nodes, timings) stay plain dicts; every record is a TypedDict
whose keys are all required. Pydantic validates real views against these in strict mode
(tests/games/coimbra/test_views.py): no key missing, none extra, every type right.
"""

from __future__ import annotations

from typing import Literal, NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict  # pydantic needs this one before Python 3.12

STRICT = ConfigDict(extra="forbid")


@with_config(STRICT)
class CardView(TypedDict):
    """A citizen card (`view.card_view`)."""

    id: str
    profession: str
    back: str
    cost: str | None  # "coins" or "guards"; None for a start card
    influence: int
    bonus: str
    bonus_text: str
    text: str  # the effect in plain words, with its timing ("Phase C: ...")
    timing: str  # I, C, E or EG
    diplomas: list[str]


@with_config(STRICT)
class TokenEntry(TypedDict):
    """A bonus token in a district's row."""

    kind: Literal["token"]
    id: str
    value: int
    face_down: bool


@with_config(STRICT)
class DieEntry(TypedDict):
    """A die in a district's row."""

    kind: Literal["die"]
    id: str
    colour: str
    value: int
    total: int  # value + 3 when it carries the cap tile
    owner: int | None
    capped: bool
    active: bool  # placed and not yet activated in phase C


DistrictEntry = TokenEntry | DieEntry


@with_config(STRICT)
class PlayerDie(TypedDict):
    """One of a player's dice this round."""

    id: str
    colour: str
    value: int
    placed: str | None  # the district it stands in, until activated
    cashed: bool  # its income was taken in phase E


@with_config(STRICT)
class PlayerView(TypedDict):
    seat: int
    flag: int
    coins: int
    guards: int
    vp: int
    tracks: dict[str, int]  # track -> space
    pilgrim: str | None  # map node
    cards: dict[str, list[CardView]]  # timing (I, C, E, EG) -> cards
    monasteries: list[str]
    expeditions: list[str]
    favours: list[str]
    crown_tiles: list[str]
    crowns: int
    diplomas: dict[str, int]  # colour a-e and "joker" -> count
    discs_in_supply: int
    dice: list[PlayerDie]


@with_config(STRICT)
class FlagView(TypedDict):
    flag: int
    crowns: int
    seat: int | None  # None: no player this game


@with_config(STRICT)
class FavourView(TypedDict):
    id: str
    crowns: int
    text: str
    cap_tile: bool  # the cap tile still lies on it


@with_config(STRICT)
class PoolDie(TypedDict):
    id: str
    colour: str
    value: int


@with_config(STRICT)
class IncomeBox(TypedDict):
    """A bracket of a track's spaces and the income it pays (`texts.income_boxes`)."""

    lo: int
    hi: int
    coins: int
    guards: int
    vp: int
    steps: int
    text: str


@with_config(STRICT)
class TrackDisc(TypedDict):
    seat: int
    space: int
    stack: int  # arrival order on the space


@with_config(STRICT)
class TrackView(TypedDict):
    name: str
    scoring_tile: str
    values: list[int]  # end-game VP for 1st, 2nd (, 3rd)
    income: list[IncomeBox]
    ranking: list[int]  # seats, best first
    discs: list[TrackDisc]


@with_config(STRICT)
class MonasteryView(TypedDict):
    id: str
    level: str  # I, II or III
    bonus: str
    text: str
    discs: list[int]  # seats, bottom first


@with_config(STRICT)
class PilgrimMap(TypedDict):
    nodes: list[str]
    edges: list[str]  # "a-b"
    roads: dict[str, list[str]]  # start corner -> the nodes its one-way roads reach
    monasteries: dict[str, MonasteryView]  # node -> monastery
    pilgrims: dict[int, str | None]  # seat -> node


@with_config(STRICT)
class ExpeditionView(TypedDict):
    id: str
    name: str
    task: str
    cost: int
    resource: str
    tracks: list[str]
    profession: str | None
    text: str
    discs: list[int]


@with_config(STRICT)
class StartPair(TypedDict):
    cards: list[CardView]
    taken_by: int | None  # the seat that took the pair; None: still free


@with_config(STRICT)
class FinalView(TypedDict):
    """The final scoring (R-10), from `scoring.final_result`."""

    breakdown: list[dict[str, int]]  # per seat: category -> VP
    totals: list[int]
    ranking: list[int]
    winner: int
    winners: list[int]
    tiebreak: str


@with_config(STRICT)
class LastMove(TypedDict):
    seat: int | None
    choice: str | None
    events: list[str]


@with_config(STRICT)
class CoimbraView(TypedDict):
    """The whole view; ``you`` only in a seat's own view."""

    game: str
    status: str
    scores: list[int]
    round: int
    phase: str  # setup, B, C, E, F or end
    players: list[PlayerView]
    turn_order: list[int]
    flags: list[FlagView]
    to_move: int | None
    districts: dict[str, list[DistrictEntry]]  # castle and towns, left to right
    district_names: dict[str, str]
    card_rows: dict[str, list[CardView | None]]  # town -> 4 columns (None: empty)
    crown_tiles: dict[str, str]  # profession -> card id carrying its crown tile
    favour_row: list[FavourView]
    cap_on: str | None  # die id carrying the cap tile
    pool: list[PoolDie]
    tracks: dict[str, TrackView]
    pilgrim_map: PilgrimMap
    expeditions: list[ExpeditionView]
    start_pairs: list[StartPair]
    deck_size: int
    discard: list[str]
    discard_top: CardView | None
    final: FinalView | None  # set once the game is over
    last_move: LastMove
    you: NotRequired[int]


CATEGORY_NAME = {
    "play": "during play",
    "expeditions": "expeditions",
    "tracks": "tracks",
    "diplomas": "diplomas",
    "citizens": "end cards",
    "resources": "resources",
}
"""The view's final-scoring categories (``final["breakdown"]`` keys) in words: the log line,
the final picture and the scoreboard say them alike."""
