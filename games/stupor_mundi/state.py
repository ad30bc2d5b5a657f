"""Stupor Mundi state: plain pydantic data (ids only), JSON round-trippable."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from games.contract import GameState

SCHEMA_VERSION = 1


def _nones(n: int) -> list[str | None]:
    return [None] * n


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Step(_Data):
    """One entry of the pending stack (style.md 2.2). Automatic ops and open questions alike.

    ``a`` holds the parameters of this step only: plain JSON values (ints, strs, bools,
    lists of str), never tuples.
    """

    kind: str
    seat: int = -1
    a: dict[str, Any] = Field(default_factory=dict)


class Palace(_Data):
    """Frederick's palace (R-4.1)."""

    grain: int = 1
    stone: int = 1
    treasury: int = 6
    towers: int = 2
    walls: int = 2
    keeps: int = 1
    court: int = 2
    spec: int = 1  # index on path A (0 = start space)

    @property
    def structures(self) -> int:
        return self.towers + self.walls + self.keeps


class Player(_Data):
    house: str
    aug: int = 0
    grain: int = 0
    stone: int = 0
    vp: int = 0
    vp_by: dict[str, int] = Field(default_factory=dict)
    draw: list[str] = Field(default_factory=list)
    hand: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)  # cards paid away
    slots: list[str | None] = Field(default_factory=lambda: _nones(6))
    face_up: list[bool] = Field(default_factory=lambda: [False] * 6)
    slot6: bool = False  # KC-SLOT built
    pieces: list[str] = Field(default_factory=list)  # player-board positions still holding a piece
    castle: list[str] = Field(default_factory=list)  # built castle spaces
    covers: list[str] = Field(default_factory=list)  # keep covers turned over (built keeps)
    allies: list[str | None] = Field(default_factory=lambda: _nones(5))  # ally spaces 1..5
    specs: list[str] = Field(default_factory=lambda: ["0", "0", "0"])  # "0" or "A.3"
    ship: int = 0
    passed: bool = False
    both_after: int = -1  # KC-BOTH: active on turns with number > this
    greats: int = 0
    edicts: list[str] = Field(default_factory=list)
    turns: int = 0  # turns taken this round (solo)


class AllyPlace(_Data):
    id: str
    city: str
    cost: int
    stack: list[str] = Field(default_factory=list)  # bottom .. top
    up: bool = False  # is the top tile face up


class CardPlace(_Data):
    id: str
    city: str
    card: str | None = None


class SoloState(_Data):
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    crowns: int = 0
    ship: int = 0
    turns: int = 0  # Frederick's turns this round
    removed_edicts: list[str] = Field(default_factory=list)
    removed_allies: list[str] = Field(default_factory=list)


class SMState(GameState):
    schema_version: int = SCHEMA_VERSION
    market_level: str = "easy"
    solo_easy: bool = True
    solo_treasury: bool = False
    solo_remove_face_down_ally: bool = False
    solo_majority_vs_frederick: bool = False
    phase: str = "action"  # action | end | over
    round: int = 1
    first: int = 0
    current: int = 0
    turn_no: int = 0
    stack: list[Step] = Field(default_factory=list)
    pl: list[Player] = Field(default_factory=list)
    palace: Palace = Field(default_factory=Palace)
    active: list[str | None] = Field(default_factory=lambda: _nones(3))
    nexts: list[str | None] = Field(default_factory=lambda: _nones(3))
    edict_pile: list[str] = Field(default_factory=list)
    countryside: dict[str, str] = Field(default_factory=dict)  # path -> tile letter
    village: dict[str, str] = Field(default_factory=dict)  # path -> tile letter
    city_tiles: dict[str, list[str]] = Field(default_factory=dict)  # path -> CB ids
    tokens: list[str] = Field(default_factory=list)  # "B.2"
    markets: list[str] = Field(default_factory=list)  # per city index: "M1.easy"
    ally_places: list[AllyPlace] = Field(default_factory=list)
    card_places: list[CardPlace] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    out: list[str] = Field(default_factory=list)  # action cards out of the game (solo)
    end_flags: list[str] = Field(default_factory=list)
    solo: SoloState | None = None
    final: dict[str, Any] | None = None


# ---------------------------------------------------------------------------------------------
# A fast deep copy. The state is plain data: lists and dicts of str/int/bool/None inside a
# few models, so a copy only needs a new container wherever one is mutated in place. It
# builds the models without validation (the source is already valid); `copy_state`'s
# pickle round trip took about 440 us for a 4-player state, this about a tenth of that.

_set = object.__setattr__


_M = TypeVar("_M", bound=BaseModel)


def _model(cls: type[_M], d: dict[str, Any], fields_set: set[str]) -> _M:
    obj = cls.__new__(cls)
    _set(obj, "__dict__", d)
    _set(obj, "__pydantic_fields_set__", fields_set)
    _set(obj, "__pydantic_extra__", None)
    _set(obj, "__pydantic_private__", None)
    return obj


def _copy_value(v: Any) -> Any:
    t = type(v)
    if t is list:
        return [_copy_value(x) for x in v] if v and type(v[0]) in (list, dict) else v[:]
    if t is dict:
        return {k: _copy_value(x) for k, x in v.items()}
    return v


_PLAYER_LISTS = (
    "draw",
    "hand",
    "discard",
    "removed",
    "slots",
    "face_up",
    "pieces",
    "castle",
    "covers",
    "allies",
    "specs",
    "edicts",
)


def _copy_player(p: Player) -> Player:
    d = p.__dict__.copy()
    for k in _PLAYER_LISTS:
        d[k] = d[k][:]
    d["vp_by"] = d["vp_by"].copy()
    return _model(Player, d, p.__pydantic_fields_set__)


def _copy_step(step: Step) -> Step:
    d = step.__dict__.copy()
    d["a"] = {k: (v[:] if type(v) is list else v) for k, v in d["a"].items()}
    return _model(Step, d, step.__pydantic_fields_set__)


def _copy_ally_place(ap: AllyPlace) -> AllyPlace:
    d = ap.__dict__.copy()
    d["stack"] = d["stack"][:]
    return _model(AllyPlace, d, ap.__pydantic_fields_set__)


def _copy_flat(m: _M) -> _M:
    return _model(type(m), m.__dict__.copy(), m.__pydantic_fields_set__)


def _copy_solo(so: SoloState) -> SoloState:
    d = {k: (v[:] if type(v) is list else v) for k, v in so.__dict__.items()}
    return _model(SoloState, d, so.__pydantic_fields_set__)


def copy_sm(state: SMState) -> SMState:
    """An independent deep copy of a Stupor Mundi state (same `dump`, no shared mutables)."""
    d = state.__dict__.copy()
    for k in ("active", "nexts", "edict_pile", "tokens", "markets", "deck", "out", "end_flags"):
        d[k] = d[k][:]
    d["countryside"] = d["countryside"].copy()
    d["village"] = d["village"].copy()
    d["city_tiles"] = {k: v[:] for k, v in d["city_tiles"].items()}
    d["stack"] = [_copy_step(s) for s in d["stack"]]
    d["pl"] = [_copy_player(p) for p in d["pl"]]
    d["palace"] = _copy_flat(d["palace"])
    d["ally_places"] = [_copy_ally_place(ap) for ap in d["ally_places"]]
    d["card_places"] = [_copy_flat(cp) for cp in d["card_places"]]
    if d["solo"] is not None:
        d["solo"] = _copy_solo(d["solo"])
    if d["final"] is not None:
        d["final"] = _copy_value(d["final"])
    return _model(SMState, d, state.__pydantic_fields_set__)
