"""The state of one Lorenzo il Magnifico game: plain data (rules §3).

The parts (`Player`, `Placement`, `Step`) are plain dataclasses inside the pydantic
`LorenzoState`: pydantic still validates and dumps them (same JSON as before), but creating,
reading and copying them costs no validation on the engine's hot paths, and a pickle copy of
the state runs in C."""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import ConfigDict, with_config

from games.contract import GameState

STRICT = ConfigDict(extra="forbid")


@with_config(STRICT)
@dataclass(slots=True)
class Player:
    wood: int = 0
    stone: int = 0
    servants: int = 0
    coins: int = 0
    vp: int = 0
    mp: int = 0
    fp: int = 0
    faith_vp: int = 0  # VP gained in Vatican reports (part of vp)
    tile: str = "basic"
    cards: dict[str, list[str]] = field(
        default_factory=lambda: {"territory": [], "building": [], "character": [], "venture": []})
    excommunications: list[str] = field(default_factory=list)  # tile ids
    hand: list[str] = field(default_factory=list)  # leaders in hand (hidden)
    leaders: list[str] = field(default_factory=list)  # played leaders, face up or used
    used: list[str] = field(default_factory=list)  # once-per-round leaders used this round (face down)
    copied: str | None = None  # Lorenzo de' Medici's copied leader
    placed: list[str] = field(default_factory=list)  # family members placed this round
    federico: str | None = None  # coloured FM at value 6 this round (L4)
    turns: int = 0  # turns begun this round (EXC-14)
    fee_coins: int | None = None  # coins owned since before this turn: only these pay a tower fee
    passed: bool = False  # passed a leader-only turn after nobody could place (no more turns)


@with_config(STRICT)
@dataclass(slots=True)
class Placement:
    seat: int
    fm: str
    space: str
    value: int | None = None  # the action value of this placement (servants included)


@with_config(STRICT)
@dataclass(slots=True)
class Step:
    """One open question (or automatic step) on the pending stack (style.md 2.2)."""

    kind: str
    seat: int
    fm: str | None = None
    space: str | None = None
    value: int = 0
    card_type: str | None = None
    card: str | None = None  # the card being paid for (cost step)
    action: str | None = None  # harvest | production | card
    remaining: int = 0
    taken: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    budget: dict[str, int] = field(default_factory=dict)
    discount: dict[str, int] = field(default_factory=dict)
    servants: int = 0
    plain: bool = False  # leader harvest/production: no character bonuses (YU-7)
    source: str = ""


class LorenzoState(GameState):
    schema_version: int = 1
    bonus_tiles: str = "basic"
    leaders_on: bool = False
    no_overspend: bool = True
    wood_stone_both: bool = False  # EXC-4 reading (option): False = 1 wood or 1 stone less
    phase: str = "setup"  # setup | draft | actions | vatican | over
    round: int = 0
    turn: int = 0
    order: list[int] = []  # turn order, first = start player
    current: int = 0  # index into order of the player whose turn it is
    dice: dict[str, int] = {}
    decks: dict[str, list[str]] = {}  # per type, top first (hidden order)
    towers: dict[str, list[str | None]] = {}  # per type, floors 1..4
    placements: list[Placement] = []
    council: list[int] = []  # seats in council placement order
    excommunication_tiles: list[str] = []  # period 1, 2, 3
    pending: list[Step] = []
    draft: list[list[str]] = []  # per seat, the leader pack in front of him
    draft_picked: list[str | None] = []
    leader_box: list[str] = []  # leaders not dealt (2-3 players): out of the game
    discarded: list[str] = []  # cards removed at round end and discarded leaders
    p: list[Player] = []
    last: str = ""
    last_move: dict[str, str | int | None] = {}  # seat, fm, space, card of the last action
    final: dict[str, dict[str, int]] | None = None
