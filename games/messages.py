"""Messages instead of finished English: what an engine says, translated at the edge.

An engine that speaks to players returns a `Msg`: a catalogue id and its arguments. The
edge (`l10n.say`) turns it into a sentence in the viewer's language, with the viewer's
names for the seats. Arguments are typed so each language can build its own grammar:

- ``int``: a number (plural rules select on it);
- ``str``: text taken as it is (a code such as "T2", a number range); seat tokens
  ``{p0}`` in it are still replaced by names;
- `Who`: a seat, shown as the player's display name (names are never translated);
- `Term`: a glossary entry (a card, tile, space or resource name) whose catalogue entry
  may carry grammatical attributes (``.gender``, ``.dat``), handed to the sentence as
  ``$arg_gender``, ``$arg_dat``;
- `Msg`: a nested message (a cost phrase inside a choice label);
- a tuple of any of these: a list, joined by the language's list pattern ("A, B und C").

A plain ``str`` where a `Msg` may stand is untranslated English, shown as it is: engines
move to messages one at a time, and old saved log lines stay readable.

Message ids are Fluent identifiers (letters, digits, ``-`` and ``_``), prefixed by the
area: ``dv-move``, ``chrome-not-your-turn``. The JSON form (`to_json` / `from_json`) is
what the move log stores beside the English text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias, Union

MSG_ID = re.compile(r"^[a-zA-Z][a-zA-Z0-9_-]*$")
_CHECKED: set[str] = set()  # ids that matched MSG_ID already


@dataclass(frozen=True, slots=True)
class Who:
    """A seat named in a message: the edge writes the player's display name."""

    seat: int


@dataclass(frozen=True, slots=True)
class Term:
    """A glossary entry by catalogue id ("lor-card-T5"): the printed name in each language."""

    key: str


Arg: TypeAlias = Union[int, str, Who, Term, "Msg", tuple["Arg", ...]]


@dataclass(frozen=True, slots=True)
class Msg:
    """A catalogue id and its arguments; ``str(msg)`` is never shown to a player."""

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.key not in _CHECKED:  # engines build messages in the AI's playouts: check once
            if not MSG_ID.match(self.key):
                raise ValueError(f"not a message id: {self.key!r}")
            _CHECKED.add(self.key)

    def __hash__(self) -> int:
        # the values too: messages with the same id and argument names (every "Anna takes N
        # coins") hashed alike, and a cache of a thousand of them searched chains of hundreds
        try:
            return hash((self.key, frozenset(self.args.items())))
        except TypeError:  # a value that is no `Arg` (a list): equal messages still hash alike
            return hash((self.key, frozenset(self.args)))


Text: TypeAlias = "str | Msg"
"""What an engine may put where a player reads: a message, or (not yet moved) English."""


def msg(key: str, **args: Arg) -> Msg:
    """``msg("dv-move", who=Who(1), to=Term("dv-zone-roma"))``: the short spelling."""
    return Msg(key, args)


def to_json(value: Text) -> Any:
    """The JSON form of a text: a str stays a str; a message becomes ``{"key", "args"}``."""
    if isinstance(value, str):
        return value
    return {"key": value.key, "args": {k: _arg_json(v) for k, v in value.args.items()}}


def from_json(data: Any) -> Text:
    """The inverse of `to_json`; raises ValueError on anything else."""
    if isinstance(data, str):
        return data
    if isinstance(data, dict) and isinstance(data.get("key"), str):
        args = data.get("args") or {}
        if not isinstance(args, dict):
            raise ValueError(f"message arguments are not an object: {args!r}")
        return Msg(data["key"], {str(k): _arg_from(v) for k, v in args.items()})
    raise ValueError(f"not a stored text: {data!r}")


def _arg_json(value: Arg) -> Any:
    if isinstance(value, bool):
        raise ValueError("a bool is not a message argument")
    if isinstance(value, int | str):
        return value
    if isinstance(value, Who):
        return {"seat": value.seat}
    if isinstance(value, Term):
        return {"term": value.key}
    if isinstance(value, Msg):
        return to_json(value)
    if isinstance(value, tuple):
        return [_arg_json(v) for v in value]
    raise ValueError(f"not a message argument: {value!r}")


def _arg_from(data: Any) -> Arg:
    if isinstance(data, bool):
        raise ValueError("a bool is not a message argument")
    if isinstance(data, int | str):
        return data
    if isinstance(data, list):
        return tuple(_arg_from(v) for v in data)
    if isinstance(data, dict):
        if "seat" in data:
            return Who(int(data["seat"]))
        if "term" in data:
            return Term(str(data["term"]))
        found = from_json(data)
        assert isinstance(found, Msg)
        return found
    raise ValueError(f"not a stored message argument: {data!r}")


def english_fallback(value: Text) -> str:
    """A text's key when no catalogue is at hand (logs, reprs): never shown to players."""
    return value if isinstance(value, str) else f"[{value.key}]"


def rendered(value: Text) -> str:
    """A text that has passed the edge already (the service hands adapters and pictures
    choices and prompts rendered for their reader), or English from a game that writes str.
    A message that skipped the edge shows as its id, so a test finds it; never a crash."""
    return english_fallback(value)
