"""The state of one Lorenzo il Magnifico game: plain data (rules §3).

The parts (`Player`, `Placement`, `Step`) are plain dataclasses inside the pydantic
`LorenzoState`: pydantic still validates and dumps them (same JSON as before), but creating,
reading and copying them costs no validation on the engine's hot paths (`clone`)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from pydantic import ConfigDict, PrivateAttr, with_config

from games.contract import GameState
from games.messages import Text

STRICT = ConfigDict(extra="forbid")


@with_config(STRICT)
@dataclass
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
        default_factory=lambda: {"territory": [], "building": [], "character": [], "venture": []}
    )
    excommunications: list[str] = field(default_factory=list)  # tile ids
    hand: list[str] = field(default_factory=list)  # leaders in hand (hidden)
    leaders: list[str] = field(default_factory=list)  # played leaders, face up or used
    used: list[str] = field(
        default_factory=list
    )  # once-per-round leaders used this round (face down)
    copied: str | None = None  # Lorenzo de' Medici's copied leader
    placed: list[str] = field(default_factory=list)  # family members placed this round
    federico: str | None = None  # coloured FM at value 6 this round (L4)
    turns: int = 0  # turns begun this round (EXC-14)
    fee_coins: int | None = None  # coins owned since before this turn: only these pay a tower fee
    passed: bool = False  # passed a leader-only turn after nobody could place (no more turns)


@with_config(STRICT)
@dataclass(frozen=True, slots=True)
class Placement:
    """A family member on an action space; never changed once placed (so copies share it)."""

    seat: int
    fm: str
    space: str
    value: int | None = None  # the action value of this placement (servants included)


@with_config(STRICT)
@dataclass
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
    last: str = ""  # the last move's first public line in English; see `last_line`
    _last_text: Text | None = PrivateAttr(default=None)
    """That line's message while ``last`` still waits for its English (`last_line` writes it
    when the view or a dump first reads it: a search that plays thousands of moves never
    renders one)."""
    last_move: dict[str, str | int | None] = {}  # seat, fm, space, card of the last action
    final: dict[str, dict[str, int]] | None = None


def last_line(state: LorenzoState) -> str:
    """The last move's first public line in English with seat tokens, written from its message
    the first time it is read."""
    if state._last_text is not None:
        from .words import english

        state.last = english(state._last_text)
        state._last_text = None
    return state.last


def clone(state: LorenzoState) -> LorenzoState:
    """An independent copy, as `games.contract.copy_state` (a pickle round trip) makes, for a
    fraction of its cost: every list, dict, player and step is copied; strings, numbers and
    the frozen placements are shared (tests/games/lorenzo/test_clone.py walks the result)."""
    new = copy.copy(state)  # pydantic's shallow copy: a new model with its own field dict
    f = new.__dict__  # the field values (writing here skips pydantic's __setattr__)
    f["order"] = state.order[:]
    f["dice"] = dict(state.dice)
    f["decks"] = {k: v[:] for k, v in state.decks.items()}
    f["towers"] = {k: v[:] for k, v in state.towers.items()}
    f["placements"] = state.placements[:]
    f["council"] = state.council[:]
    f["excommunication_tiles"] = state.excommunication_tiles[:]
    f["pending"] = [_step(step) for step in state.pending]
    f["draft"] = [pack[:] for pack in state.draft]
    f["draft_picked"] = state.draft_picked[:]
    f["leader_box"] = state.leader_box[:]
    f["discarded"] = state.discarded[:]
    f["p"] = [_player(p) for p in state.p]
    f["last_move"] = dict(state.last_move)
    f["final"] = None if state.final is None else {k: dict(v) for k, v in state.final.items()}
    return new


def _player(p: Player) -> Player:
    q = object.__new__(Player)
    f = q.__dict__
    f.update(p.__dict__)
    f["cards"] = {k: v[:] for k, v in p.cards.items()}
    f["excommunications"] = p.excommunications[:]
    f["hand"] = p.hand[:]
    f["leaders"] = p.leaders[:]
    f["used"] = p.used[:]
    f["placed"] = p.placed[:]
    return q


def _step(step: Step) -> Step:
    q = object.__new__(Step)
    f = q.__dict__
    f.update(step.__dict__)
    f["taken"] = step.taken[:]
    f["items"] = step.items[:]
    f["budget"] = dict(step.budget)
    f["discount"] = dict(step.discount)
    return q
