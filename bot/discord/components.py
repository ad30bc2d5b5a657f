"""Buttons and selects that survive a restart: the custom_id is their only state.

Every item is a ``DynamicItem`` (discord.py ``examples/views/dynamic_counter.py``): the
table id and the state version it was drawn for live in the custom_id, the rest is
loaded from the table service when somebody clicks. Layout (classic action rows):

- up to 25 choices: one button each, 5 per row (one slot kept for "Back (undo)");
- more: one select of 25 options per page plus Previous/Next page buttons;
- a simultaneous decision: one "Make your choice (private)" button.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from games.contract import Choice

if TYPE_CHECKING:
    from bot.tables import Update

log = logging.getLogger("tablebot.discord")

# Discord's limits
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_DESCRIPTION = 100
MAX_OPTIONS = 25  # per select
MAX_ROWS = 5
PER_ROW = 5
MAX_BUTTONS = MAX_ROWS * PER_ROW

CHOICE_ID = r"[A-Za-z0-9_.:+\-]{1,40}"
_CHOICE_ID_RE = re.compile(CHOICE_ID)
_T = r"t:(?P<table>[0-9]{1,19}):v:(?P<version>[0-9]{1,12})"


def cut(text: str, limit: int) -> str:
    """Shorten ``text`` to ``limit`` characters, marking the cut with an ellipsis."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _custom_id(value: str) -> str:
    if len(value) > MAX_CUSTOM_ID:
        raise ValueError(f"custom_id longer than {MAX_CUSTOM_ID} characters: {value!r}")
    return value


def _check_choice_id(choice_id: str) -> str:
    if not _CHOICE_ID_RE.fullmatch(choice_id):
        raise ValueError(f"choice id {choice_id!r} is not <= 40 characters of [A-Za-z0-9_.:+-]")
    return choice_id


class ChoiceButton(ui.DynamicItem[ui.Button], template=_T + r":c:(?P<choice>" + CHOICE_ID + ")"):
    """One legal choice: ``t:<table>:v:<version>:c:<choice id>``."""

    def __init__(self, table_id: int, version: int, choice_id: str, label: str = "",
                 row: int | None = None, disabled: bool = False) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:c:{_check_choice_id(choice_id)}")
        super().__init__(ui.Button(label=cut(label or choice_id, MAX_LABEL), custom_id=cid,
                                   style=discord.ButtonStyle.primary, row=row, disabled=disabled))
        self.table_id, self.version, self.choice_id = table_id, version, choice_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]):
        return cls(int(match["table"]), int(match["version"]), match["choice"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import act

        await act(interaction, self.table_id, self.version, self.choice_id)


class ChoiceSelect(ui.DynamicItem[ui.Select], template=_T + r":s:(?P<page>[0-9]{1,3})"):
    """One page (25 options) of a long list of choices; the option values are choice ids."""

    def __init__(self, table_id: int, version: int, page: int, options: list[discord.SelectOption],
                 placeholder: str = "Choose…", row: int | None = None) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:s:{page}")
        super().__init__(ui.Select(custom_id=cid, options=options, placeholder=cut(placeholder, 150),
                                   min_values=1, max_values=1, row=row))
        self.table_id, self.version, self.page = table_id, version, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Select, match: re.Match[str]):
        return cls(int(match["table"]), int(match["version"]), int(match["page"]),
                   list(item.options), item.placeholder or "Choose…")

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import act

        values = (interaction.data or {}).get("values") or []
        if not values:
            await interaction.response.defer()
            return
        await act(interaction, self.table_id, self.version, values[0])


class PageButton(ui.DynamicItem[ui.Button], template=_T + r":p:(?P<page>[0-9]{1,3})"):
    """Switch to another page of a paged select (privately, for the clicker)."""

    def __init__(self, table_id: int, version: int, page: int, label: str, row: int | None = None) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:p:{page}")
        super().__init__(ui.Button(label=cut(label, MAX_LABEL), custom_id=cid,
                                   style=discord.ButtonStyle.secondary, row=row))
        self.table_id, self.version, self.page = table_id, version, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]):
        return cls(int(match["table"]), int(match["version"]), int(match["page"]), item.label or "Page")

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import switch_page

        await switch_page(interaction, self.table_id, self.version, self.page)


class PrivateChoiceButton(ui.DynamicItem[ui.Button], template=_T + r":pick"):
    """A simultaneous decision: each player gets their own choices ephemerally."""

    def __init__(self, table_id: int, version: int, row: int | None = None) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:pick")
        super().__init__(ui.Button(label="Make your choice (private)", custom_id=cid,
                                   style=discord.ButtonStyle.success, row=row))
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]):
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import private_choices

        await private_choices(interaction, self.table_id, self.version)


class UndoButton(ui.DynamicItem[ui.Button], template=_T + r":undo"):
    """Take back your own last choice of this turn."""

    def __init__(self, table_id: int, version: int, row: int | None = None) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:undo")
        super().__init__(ui.Button(label="Back (undo)", custom_id=cid,
                                   style=discord.ButtonStyle.danger, row=row))
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]):
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import undo

        await undo(interaction, self.table_id, self.version)


class LobbyButton(ui.DynamicItem[ui.Button], template=r"t:(?P<table>[0-9]{1,19}):lobby:(?P<what>join|leave|start)"):
    """Join / Leave / Start on the lobby message (the same as the slash commands)."""

    LABELS = {"join": "Join", "leave": "Leave", "start": "Start"}
    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "start": discord.ButtonStyle.primary}

    def __init__(self, table_id: int, what: str) -> None:
        super().__init__(ui.Button(label=self.LABELS[what], custom_id=f"t:{table_id}:lobby:{what}",
                                   style=self.STYLES[what], row=0))
        self.table_id, self.what = table_id, what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]):
        return cls(int(match["table"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import lobby_action

        await lobby_action(interaction, self.table_id, self.what)


class HistoryPageButton(ui.DynamicItem[ui.Button], template=r"h:(?P<table>[0-9]{1,19}):p:(?P<page>[0-9]{1,5})"):
    """Page through /history (edits the ephemeral history message in place)."""

    def __init__(self, table_id: int, page: int, label: str) -> None:
        super().__init__(ui.Button(label=label, custom_id=f"h:{table_id}:p:{page}",
                                   style=discord.ButtonStyle.secondary, row=0))
        self.table_id, self.page = table_id, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]):
        return cls(int(match["table"]), int(match["page"]), item.label or "Page")

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.present import history_page

        await history_page(interaction, self.table_id, self.page)


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    ChoiceButton, ChoiceSelect, PageButton, PrivateChoiceButton, UndoButton, LobbyButton,
    HistoryPageButton,
)


# -- building views -------------------------------------------------------------------
def grouped(choices: Sequence[Choice]) -> list[Choice]:
    """Choices of one group next to each other (groups in order of first appearance)."""
    order: dict[str | None, int] = {}
    for c in choices:
        order.setdefault(c.group, len(order))
    return sorted(choices, key=lambda c: order[c.group])  # stable within a group


def page_count(n: int) -> int:
    return max(1, -(-n // MAX_OPTIONS))


def clickable(choices: Sequence[Choice]) -> list[Choice]:
    """Choices whose id fits a custom_id; an engine bug is logged, the board still shows."""
    good = [c for c in choices if _CHOICE_ID_RE.fullmatch(c.id)]
    if len(good) != len(choices):
        bad = [c.id for c in choices if not _CHOICE_ID_RE.fullmatch(c.id)]
        log.error("choice ids unusable in a custom_id (<= 40 of [A-Za-z0-9_.:+-]): %r", bad)
    return good


def choice_view(table_id: int, version: int, choices: Sequence[Choice], *, undo: bool = False,
                page: int = 0, prompt: str = "") -> ui.View | None:
    """The components for one seat's choices (None when there is nothing to click)."""
    choices = clickable(choices)
    view = ui.View(timeout=None)
    if len(choices) + (1 if undo else 0) <= MAX_BUTTONS:
        for i, c in enumerate(choices):
            view.add_item(ChoiceButton(table_id, version, c.id, c.label, row=i // PER_ROW))
        if undo:
            view.add_item(UndoButton(table_id, version, row=len(choices) // PER_ROW))
        return view if view.children else None
    ordered = grouped(choices)
    pages = page_count(len(ordered))
    page = min(max(page, 0), pages - 1)
    chunk = ordered[page * MAX_OPTIONS:(page + 1) * MAX_OPTIONS]
    options = [
        discord.SelectOption(
            label=cut(c.label or c.id, MAX_LABEL), value=_check_choice_id(c.id),
            description=cut(" — ".join(x for x in (c.group, c.detail) if x), MAX_DESCRIPTION) or None,
        )
        for c in chunk
    ]
    groups = list(dict.fromkeys(c.group for c in chunk if c.group))
    head = prompt or "Choose"
    placeholder = f"{head} ({', '.join(groups)}) — page {page + 1}/{pages}" if groups \
        else f"{head} — page {page + 1}/{pages}"
    view.add_item(ChoiceSelect(table_id, version, page, options, placeholder, row=0))
    if page > 0:
        view.add_item(PageButton(table_id, version, page - 1, f"◀ Page {page}", row=1))
    if page < pages - 1:
        view.add_item(PageButton(table_id, version, page + 1, f"Page {page + 2} ▶", row=1))
    if undo:
        view.add_item(UndoButton(table_id, version, row=1))
    return view


def board_view(update: Update) -> ui.View | None:
    """The components under a public board message."""
    if update.status == "lobby":
        view = ui.View(timeout=None)
        for what in ("join", "leave", "start"):
            view.add_item(LobbyButton(update.table_id, what))
        return view
    if update.status != "playing":
        return None
    if update.simultaneous:
        view = ui.View(timeout=None)
        view.add_item(PrivateChoiceButton(update.table_id, update.version, row=0))
        return view
    mover = update.to_move[0].user_id if len(update.to_move) == 1 else None
    undo = mover is not None and mover in update.undo_allowed_for
    return choice_view(update.table_id, update.version, update.choices, undo=undo, prompt=update.prompt)
