"""The choices of one decision as the page shows them: the Discord adapter's rules.

- ``role == "end"`` choices (pass, end turn, done, skip) are on every screen, always after
  the actions and styled apart: they give up what is left of the turn (issue 31.2); groups of
  ``minor`` choices only (paying, an optional step) come after the groups with an action.
- More than `SPLIT_ABOVE` other choices in two or more groups: the first screen offers
  the kinds (the groups, with how many choices each), a group with a single choice
  shown as that choice; picking a kind shows its targets.
- Private choices (they name what the public view hides) and every choice of a
  simultaneous decision are shown only when the page acts as that seat on purpose.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.menus import ends_last
from games.contract import Choice
from games.messages import rendered

SPLIT_ABOVE = 25
OTHER = "Other"


@dataclass(frozen=True, slots=True)
class Kind:
    name: str
    count: int


@dataclass(frozen=True, slots=True)
class Menu:
    end: tuple[Choice, ...] = ()
    groups: tuple[tuple[str | None, tuple[Choice, ...]], ...] = ()  # shown now, in order
    kinds: tuple[Kind, ...] = ()  # the first screen of a split menu
    open_kind: str | None = None  # the kind whose targets are shown
    hidden_private: int = 0  # choices held back until the page acts as the seat
    split: bool = False
    ids: tuple[str, ...] = field(default=())  # every choice id with a button now, in order

    @property
    def empty(self) -> bool:
        return not self.ids and not self.kinds


def _group_name(choice: Choice) -> str:
    return rendered(choice.group) if choice.group else OTHER


def _grouped(choices: list[Choice]) -> list[tuple[str | None, tuple[Choice, ...]]]:
    out: dict[str | None, list[Choice]] = {}
    for c in choices:
        out.setdefault(None if c.group is None else rendered(c.group), []).append(c)
    return [(g, tuple(items)) for g, items in out.items()]


def build_menu(
    choices: tuple[Choice, ...],
    *,
    may_see_private: bool,
    kind: str | None = None,
    all_private: bool = False,
) -> Menu:
    """What to show of ``choices``; ``kind`` is the group picked on a split menu's first screen."""
    visible = [c for c in choices if may_see_private or not (c.private or all_private)]
    hidden = len(choices) - len(visible)
    end = tuple(c for c in visible if c.role == "end")
    rest = [c for c in ends_last(visible) if c.role != "end"]  # actions, then minor steps
    names = list(dict.fromkeys(_group_name(c) for c in rest))
    if len(rest) <= SPLIT_ABOVE or len(names) < 2:
        groups = tuple(_grouped(rest))
        return Menu(
            end=end,
            groups=groups,
            hidden_private=hidden,
            ids=tuple(c.id for _, cs in groups for c in cs) + tuple(c.id for c in end),
        )
    if kind in names:
        picked = [c for c in rest if _group_name(c) == kind]
        groups = ((kind, tuple(picked)),)
        return Menu(
            end=end,
            groups=groups,
            open_kind=kind,
            hidden_private=hidden,
            split=True,
            ids=tuple(c.id for c in picked) + tuple(c.id for c in end),
        )
    singles = [c for c in rest if sum(_group_name(x) == _group_name(c) for x in rest) == 1]
    kinds = tuple(
        Kind(n, sum(_group_name(c) == n for c in rest))
        for n in names
        if not any(_group_name(s) == n for s in singles)
    )
    groups = ((None, tuple(singles)),) if singles else ()
    return Menu(
        end=end,
        groups=groups,
        kinds=kinds,
        hidden_private=hidden,
        split=True,
        ids=tuple(c.id for c in singles) + tuple(c.id for c in end),
    )
