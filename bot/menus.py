"""How a decision's choices are laid out on screens a human can scan (no Discord types).

A decision that fits on one screen shows every choice, group by group. A larger one is
split: the first screen offers one entry per kind (the choices' ``group``: "Move",
"Psalter", "Tracks" ...) plus every choice with role ``end`` (pass, end turn, done, skip),
which is never hidden behind a kind; picking a kind opens a screen with its targets.
A kind with a single choice is shown as that choice directly. On every screen the ``end``
choices come last: they give up actions, so an action never waits behind them; groups of
``minor`` choices only come after the groups that hold an action (issue 31.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.limits import MAX_BUTTONS, MAX_OPTIONS
from games.contract import Choice
from games.messages import rendered

SCREEN_MAX = min(MAX_BUTTONS, MAX_OPTIONS)  # a message's buttons, a select's options
OTHER = "Other"


@dataclass(frozen=True, slots=True)
class Kind:
    """One entry of a split first screen: every choice of one group."""

    name: str
    choices: tuple[Choice, ...]

    @property
    def role(self) -> str:
        """The role most of its choices have (decides the button's style)."""
        roles = [c.role for c in self.choices]
        return max(set(roles), key=roles.count)


Item = Choice | Kind


class MenuTooLarge(ValueError):
    """Even split by kind, the first screen would not fit."""


def grouped(choices: Sequence[Choice]) -> list[Choice]:
    """Choices of one group next to each other (groups in order of first appearance)."""
    order: dict[str | None, int] = {}
    for c in choices:
        order.setdefault(_group(c), len(order))
    return sorted(choices, key=lambda c: order[_group(c)])  # stable within a group


def _group(choice: Choice) -> str | None:
    return None if choice.group is None else rendered(choice.group)


ROLE_RANK = {"main": 0, "minor": 1, "end": 2}


def _rank(roles: Sequence[str]) -> int:
    return min((ROLE_RANK.get(r, 0) for r in roles), default=0)


def ends_last(choices: Sequence[Choice]) -> list[Choice]:
    """The same choices with every ``end`` choice moved behind the others, and a group of
    ``minor`` choices only (paying, an optional step) behind the groups with an action:
    the game's usual actions come first (issue 31.2). Order within each part is kept."""
    rest = [c for c in choices if c.role != "end"]
    rank = {g: _rank([c.role for c in rest if c.group == g]) for g in {c.group for c in rest}}
    return sorted(rest, key=lambda c: rank[c.group]) + [c for c in choices if c.role == "end"]


def kinds(choices: Sequence[Choice]) -> list[Kind]:
    """The choices that are not ``end``, one `Kind` per group, in order of appearance."""
    out: dict[str, list[Choice]] = {}
    for c in choices:
        if c.role != "end":
            out.setdefault(rendered(c.group) if c.group else OTHER, []).append(c)
    return [Kind(name, tuple(cs)) for name, cs in out.items()]


def needs_split(choices: Sequence[Choice], room: int = SCREEN_MAX) -> bool:
    return len(choices) > room


def first_screen(choices: Sequence[Choice], room: int = SCREEN_MAX) -> list[Item]:
    """What the first screen offers, at most ``room`` entries."""
    if not needs_split(choices, room):
        return list(ends_last(grouped(choices)))
    ranked = sorted(kinds(choices), key=lambda k: _rank([c.role for c in k.choices]))
    items: list[Item] = [k.choices[0] if len(k.choices) == 1 else k for k in ranked]
    items += [c for c in choices if c.role == "end"]
    if len(items) > room:
        raise MenuTooLarge(f"{len(items)} kinds and end choices do not fit on one screen of {room}")
    return items


def kind_screen(choices: Sequence[Choice], index: int, room: int = SCREEN_MAX) -> Kind | None:
    """The ``index``-th kind of the split first screen (None if there is no such kind)."""
    found = [i for i in first_screen(choices, room) if isinstance(i, Kind)]
    return found[index] if 0 <= index < len(found) else None


def reachable(choices: Sequence[Choice], room: int = SCREEN_MAX) -> set[str]:
    """Every choice id a player can reach from the first screen (a check for tests)."""
    out: set[str] = set()
    for item in first_screen(choices, room):
        if isinstance(item, Kind):
            out.update(c.id for c in item.choices)
        else:
            out.add(item.id)
    return out
