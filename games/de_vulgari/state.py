"""The state of one De Vulgari Eloquentia game: plain pydantic data."""

from __future__ import annotations

from collections.abc import Callable
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import BaseModel, ConfigDict, Field

from games.contract import GameState

from .options import DeVulgariOptions

SCHEMA_VERSION = 1


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Player(_Data):
    seat: int
    ducats: int = 10
    location: str = ""
    """A zone id, or ``sea:<sea id>`` while at sea (I-11); "" before the start city."""
    sailed_from: str | None = None
    status: Literal["merchant", "friar", "cardinal"] = "merchant"
    friar: str | None = None
    cardinal: str | None = None
    red: int = 0
    black: int = 0
    yellow: int = 0
    green_behind: int = 0
    green_front: int = 0
    manuscripts: list[str] = Field(default_factory=list)
    library_tile: str | None = None
    library_done: bool = False
    cities: list[str] = Field(default_factory=list)
    bologna_unlocked: int = 0
    bologna_collected: bool = False
    shlasinger_round: int = 0
    shlasinger_used: bool = False
    muret_round: int = 0
    election: str | None = None
    declared: str | None = None


class Step(_Data):
    """One open question (style §2.2)."""

    kind: str
    seat: int
    track: str = ""
    colour: str = ""
    count: int = 0
    amount: int = 0
    options: list[str] = Field(default_factory=list)
    tiles: list[str] = Field(default_factory=list)


class Turn(_Data):
    """What the current player has done in his turn (spec §6.4 per-turn limits)."""

    seat: int = -1
    actions: int = 0
    moved: bool = False
    origin: str = ""
    manuscript: bool = False
    cube_spaces: list[str] = Field(default_factory=list)
    tracks: list[str] = Field(default_factory=list)
    psalter: bool = False
    business: bool = False
    abbey: bool = False


class Stupor(_Data):
    caller: int
    to_answer: list[int] = Field(default_factory=list)
    accepted: list[int] = Field(default_factory=list)
    bidders: list[int] = Field(default_factory=list)
    passed: list[int] = Field(default_factory=list)
    high: int = 0
    high_seat: int = -1
    next_index: int = 0


class Alms(_Data):
    snapshot: list[int] = Field(default_factory=list)
    candidates: list[int] = Field(default_factory=list)
    queue: list[int] = Field(default_factory=list)


class DeVulgariState(GameState):
    options: DeVulgariOptions = Field(default_factory=DeVulgariOptions)
    round: int = 0
    phase: Literal["start", "alms", "action", "stupor", "election", "over"] = "start"
    turn_no: int = 0
    order: list[int] = Field(default_factory=list)
    player: list[Player] = Field(default_factory=list)
    # tracks: id -> position per seat; stamps give the stacking order (lower = earlier = ahead)
    track: dict[str, list[int]] = Field(default_factory=dict)
    stamp: dict[str, list[int]] = Field(default_factory=dict)
    clock: int = 0
    # round track: spaces 1..16 as index 0..15, cube counts per colour
    spaces: list[dict[str, int]] = Field(default_factory=list)
    supply: dict[str, int] = Field(default_factory=dict)
    out_of_play: dict[str, int] = Field(default_factory=dict)
    round_events: list[int] = Field(default_factory=list)  # spaces 1..10
    event_boxes: dict[str, int] = Field(default_factory=dict)  # zone -> face-up event number
    used_events: list[int] = Field(default_factory=list)
    papal: list[str] = Field(default_factory=list)  # spaces 12..16, face down
    papal_revealed: list[str] = Field(default_factory=list)
    last_round: bool = False
    canticle: dict[str, str] = Field(default_factory=dict)  # franciscan zone -> tile id
    decks: dict[str, list[str]] = Field(default_factory=dict)  # level "1".."4" -> face-down ids
    rows: dict[str, list[str]] = Field(default_factory=dict)  # level -> face-up ids
    lingua_in_play: bool = False
    lingua_taken: bool = False
    library_pile: list[str] = Field(default_factory=list)  # index 0 = top
    friars_free: list[str] = Field(default_factory=list)
    cardinals_free: list[str] = Field(default_factory=list)
    turn: Turn = Field(default_factory=Turn)
    pending: list[Step] = Field(default_factory=list)
    alms: Alms | None = None
    stupor: Stupor | None = None
    last_move: dict[str, str | int] = Field(default_factory=dict)
    scores: dict[str, dict[str, int]] = Field(default_factory=dict)

    def __deepcopy__(self, memo: dict | None = None) -> DeVulgariState:
        return clone(self)


# -- the copy per move ---------------------------------------------------------------------
# ``copy_state`` pickles (about 210 us for a 4-player state); the engine's own copy per
# ``apply`` walks the fields instead (about 45 us). Each field's copier is derived once, at
# import, from the field's type, so a new field is copied right without a change here:
# immutable values (ints, strings, the frozen options) are shared, lists and dicts copied
# as deep as their type says, nested models cloned the same way.

_new = object.__new__
_set = object.__setattr__
_ATOMIC = (int, str, bool, float, type(None))


def _is_atomic(tp: Any) -> bool:
    origin = get_origin(tp)
    if origin is Literal:
        return True
    if origin in (Union, UnionType):
        return all(_is_atomic(a) for a in get_args(tp))
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return bool(tp.model_config.get("frozen"))
    return tp in _ATOMIC


def _copier(tp: Any) -> Callable[[Any], Any] | None:
    """A function that copies a value of type ``tp`` deeply enough; None = share it."""
    if _is_atomic(tp):
        return None
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) != 1:
            raise TypeError(f"no copier for {tp}")
        one = _copier(inner[0])
        return None if one is None else (lambda v: None if v is None else one(v))
    if origin is list:
        item = _copier(args[0])
        return list.copy if item is None else (lambda v: [item(x) for x in v])
    if origin is dict:
        value = _copier(args[1])
        return dict.copy if value is None else (lambda v: {k: value(x) for k, x in v.items()})
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return _model_copier(tp)
    raise TypeError(f"no copier for {tp}")


def _model_copier(cls: type[BaseModel]) -> Callable[[Any], Any]:
    hints = get_type_hints(cls)
    plan = tuple((name, c) for name in cls.model_fields if (c := _copier(hints[name])) is not None)

    def copy_model(m: Any) -> Any:
        d = m.__dict__.copy()
        for name, c in plan:
            d[name] = c(d[name])
        new = _new(cls)
        _set(new, "__dict__", d)
        _set(new, "__pydantic_fields_set__", set(m.__pydantic_fields_set__))
        _set(new, "__pydantic_extra__", None)
        _set(new, "__pydantic_private__", None)
        return new

    return copy_model


clone: Callable[[DeVulgariState], DeVulgariState] = _model_copier(DeVulgariState)
"""An independent deep copy of a state (every model of this package has ``extra="forbid"``
and no private attributes, so those slots stay empty)."""
