"""The shapes of Lorenzo's views: what `view.view` fills and the renderers read.

Plain dicts typed as TypedDicts, so the service's generic walkers keep working on them.
Every key is required unless the engine really leaves it out: the dice before the first
roll, the last move before the first action, the seats a smaller table does not have in
the final scoring. ``extra="forbid"`` lets a strict `pydantic.TypeAdapter` check real
views: no extra key, no missing key, the right types.
"""

from __future__ import annotations

from typing import Literal, NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

CardType = Literal["territory", "building", "character", "venture"]
TowerColour = Literal["green", "yellow", "blue", "purple"]
FamilyMember = Literal["white", "black", "orange", "neutral"]
DieColour = Literal["white", "black", "orange"]
ScoreKey = Literal[
    "play",
    "faith",
    "excommunication_vp",
    "territories",
    "characters",
    "ventures",
    "military",
    "resources",
    "excommunication_mp",
    "excommunication_buildings",
    "excommunication_resources",
    "total",
]

STRICT = ConfigDict(extra="forbid")


@with_config(STRICT)
class CardView(TypedDict):
    """A development card in full (tower floors)."""

    id: str
    name: str
    type: CardType
    period: int
    cost: list[str]
    immediate: str
    activation: int | None  # harvest / production value; None on characters and ventures
    permanent: str
    bonus: list[str | int] | None  # characters: [action kind, +value]
    discount: str | None
    end_vp: int


@with_config(STRICT)
class CardRef(TypedDict):
    """A card a player holds: id and name (its effects come from the card data)."""

    id: str
    name: str


@with_config(STRICT)
class LeaderView(TypedDict):
    id: str
    name: str
    requirement: str
    ability: str
    once_per_round: bool


@with_config(STRICT)
class LeaderInPlay(LeaderView):
    used: bool  # its once-per-round ability was used this round


@with_config(STRICT)
class TileView(TypedDict):
    """A personal bonus tile."""

    id: str
    harvest: str
    production: str


@with_config(STRICT)
class MemberOnSpace(TypedDict):
    """A family member placed on a space, with the action value it had."""

    seat: int
    fm: FamilyMember
    value: int | None  # None: placed by a test's builder, which gives no value


@with_config(STRICT)
class FloorView(TypedDict):
    space: str  # "tower.green.1"
    label: str
    floor: int  # 1..4, bottom first
    min_value: int
    bonus: str | None
    card: CardView | None  # None once taken (or before the first round)
    family: list[MemberOnSpace]


@with_config(STRICT)
class TowerView(TypedDict):
    type: CardType
    floors: list[FloorView]


@with_config(STRICT)
class Towers(TypedDict):
    green: TowerView
    yellow: TowerView
    blue: TowerView
    purple: TowerView


@with_config(STRICT)
class SpaceView(TypedDict):
    """An action space outside the towers (market, council, harvest, production)."""

    id: str
    label: str
    area: str
    gain: str | None
    malus: int
    covered: bool  # not used at this player count
    family: list[MemberOnSpace]


@with_config(STRICT)
class Resources(TypedDict):
    wood: int
    stone: int
    servants: int
    coins: int


@with_config(STRICT)
class HeldCards(TypedDict):
    territory: list[CardRef]
    building: list[CardRef]
    character: list[CardRef]
    venture: list[CardRef]


@with_config(STRICT)
class MemberState(TypedDict):
    value: int | None  # None before the dice are rolled
    placed: bool


@with_config(STRICT)
class FamilyView(TypedDict):
    white: MemberState
    black: MemberState
    orange: MemberState
    neutral: MemberState


@with_config(STRICT)
class PlayerView(TypedDict):
    seat: int
    resources: Resources
    vp: int
    mp: int
    fp: int
    faith_vp: int
    bonus_tile: TileView | None  # None while the seat still has to choose one (S-10)
    cards: HeldCards
    excommunications: list[str]  # tile ids
    leaders: list[LeaderInPlay]
    lorenzo_copy: str | None  # the leader Lorenzo de' Medici copies
    federico: FamilyMember | None  # the coloured member at value 6 this round
    hand_size: int
    family: FamilyView


@with_config(STRICT)
class Dice(TypedDict):
    """The three dice; all absent before the first roll."""

    white: NotRequired[int]
    black: NotRequired[int]
    orange: NotRequired[int]


@with_config(STRICT)
class LastMove(TypedDict):
    """The last action; all absent before the first one."""

    seat: NotRequired[int]
    fm: NotRequired[FamilyMember | None]  # None: an action without a family member
    space: NotRequired[str | None]
    card: NotRequired[str | None]  # the card on the tower floor taken


@with_config(STRICT)
class ExcommunicationTileView(TypedDict):
    id: str
    period: int
    text: str
    faith_required: int
    excommunicated: list[int]  # seats


@with_config(STRICT)
class DeckSizes(TypedDict):
    territory: int
    building: int
    character: int
    venture: int


@with_config(STRICT)
class OptionsView(TypedDict):
    bonus_tiles: Literal["basic", "advanced"]
    leaders: bool
    no_overspend: bool


@with_config(STRICT)
class SeatScore(TypedDict):
    """One seat's final scoring by category (ALG-5)."""

    play: int
    faith: int
    excommunication_vp: int
    territories: int
    characters: int
    ventures: int
    military: int
    resources: int
    excommunication_mp: int
    excommunication_buildings: int
    excommunication_resources: int
    total: int


# the breakdown per seat under "0", "1", … (2 to 4 players), then the result (SC-9)
FinalView = TypedDict(
    "FinalView",
    {
        "0": SeatScore,
        "1": SeatScore,
        "2": NotRequired[SeatScore],
        "3": NotRequired[SeatScore],
        "winner": int,
        "ranking": list[int],
        "tiebreak": str,  # "" without a tie for first place
    },
)
with_config(STRICT)(FinalView)


@with_config(STRICT)
class PrintedBoard(TypedDict):
    """Values printed on the board (data.py)."""

    faith_vp: list[int]
    faith_required: list[int]
    territory_mp: list[int]
    floor_min: list[int]


@with_config(STRICT)
class PublicView(TypedDict):
    """Everything every seat may see."""

    status: str
    deciding: str | None
    """The kind of the decision open now ("turn", "space", "vatican" …; None when none is):
    the pictures build the status line from it in their language."""
    scores: list[int]
    round: int
    period: int
    phase: str
    turn_order: list[int]
    current: int | None
    dice: Dice
    towers: Towers
    spaces: list[SpaceView]
    council: list[int]
    excommunication_tiles: list[ExcommunicationTileView]
    deck_sizes: DeckSizes
    players: list[PlayerView]
    last: str
    last_move: LastMove
    options: OptionsView
    final: FinalView | None
    bonus_tiles_available: list[TileView]
    board: PrintedBoard


@with_config(STRICT)
class PrivateView(TypedDict):
    """What only the seat itself sees: its leader cards in hand and its draft choices."""

    seat: int
    hand: list[LeaderView]
    draft: list[LeaderView]


@with_config(STRICT)
class SeatView(PublicView):
    """A seat's own view: the public one and its private part."""

    private: PrivateView


View = PublicView | SeatView

CARD_TYPES: tuple[CardType, ...] = ("territory", "building", "character", "venture")
FAMILY_MEMBERS: tuple[FamilyMember, ...] = ("white", "black", "orange", "neutral")


def card_type(name: str) -> CardType:
    """The engine's card type string as the view's type (a ValueError if it is none)."""
    if name in CARD_TYPES:
        return name
    raise ValueError(f"not a card type: {name!r}")


def family_member(name: str) -> FamilyMember:
    """The engine's family member string as the view's type (a ValueError if it is none)."""
    if name in FAMILY_MEMBERS:
        return name
    raise ValueError(f"not a family member: {name!r}")
