"""Buttons and selects that survive a restart: the custom_id is their only state.

Every item is a ``DynamicItem`` (discord.py ``examples/views/dynamic_counter.py``): the
table id and the state version it was drawn for live in the custom_id, the rest is
loaded from the table service when somebody clicks. Layout (`bot.menus` decides what a
screen holds, at most 25 entries):

- a screen that fits: one button per choice, each group starting a new row when the
  rows allow; "Back (undo)" and "Full board" share the last row;
- a larger decision: first one button per kind (the choices' groups) and every
  pass/end/done/skip choice; a kind button turns the same message into that kind's
  targets, as selects of 25 options whose descriptions are the choices' details;
- a private or simultaneous decision: one "Make your choice (private)" button; the
  choices themselves appear only on the clicker's private message.

Button styles, the same in every game (by ``Choice.role``, see games/contract.py):

- ``main`` (the game's actions: cards, spaces, moves) and kinds of main choices: primary (blue);
- ``minor`` (paying, secondary and optional steps): secondary (grey);
- ``end`` (pass, end turn, done, skip, decline): danger (red), always after the actions, since
  it gives up what is left of the turn (issue 31.2);
- Back (undo): danger (red); navigation and "Full board": secondary (grey).

Views are sent "stopped" (`frozen`): discord.py then keeps no copy in its view store;
the dynamic items are found by custom_id alone, so nothing grows with every click.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import ui

from bot.limits import (
    MAX_BUTTONS,
    MAX_CUSTOM_ID,
    MAX_DESCRIPTION,
    MAX_LABEL,
    MAX_OPTIONS,
    MAX_ROWS,
    PER_ROW,
)
from bot.menus import Kind, ends_last, first_screen, grouped, kind_screen
from games.contract import Choice
from games.messages import rendered
from l10n import tr

if TYPE_CHECKING:
    from bot.tables import Update

log = logging.getLogger("tablebot.discord")


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

    def __init__(
        self,
        table_id: int,
        version: int,
        choice_id: str,
        label: str = "",
        row: int | None = None,
        disabled: bool = False,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:c:{_check_choice_id(choice_id)}")
        super().__init__(
            ui.Button(
                label=cut(label or choice_id, MAX_LABEL),
                custom_id=cid,
                style=style,
                row=row,
                disabled=disabled,
            )
        )
        self.table_id, self.version, self.choice_id = table_id, version, choice_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        assert isinstance(item, ui.Button)  # the clicked item, found by component type: a button
        return cls(
            int(match["table"]),
            int(match["version"]),
            match["choice"],
            item.label or "",
            style=item.style,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("act")(interaction, self.table_id, self.version, self.choice_id)


class ChoiceSelect(ui.DynamicItem[ui.Select], template=_T + r":s:(?P<page>[0-9]{1,3})"):
    """One page (25 options) of a long list of choices; the option values are choice ids."""

    def __init__(
        self,
        table_id: int,
        version: int,
        page: int,
        options: list[discord.SelectOption],
        placeholder: str = "Choose…",
        row: int | None = None,
    ) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:s:{page}")
        super().__init__(
            ui.Select(
                custom_id=cid,
                options=options,
                placeholder=cut(placeholder, 150),
                min_values=1,
                max_values=1,
                row=row,
            )
        )
        self.table_id, self.version, self.page = table_id, version, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        assert isinstance(item, ui.Select)  # the clicked item, found by component type: a select
        return cls(
            int(match["table"]),
            int(match["version"]),
            int(match["page"]),
            list(item.options),
            item.placeholder or "Choose…",
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        data = interaction.data
        values = data.get("values") if data is not None else None  # the options picked
        if not isinstance(values, list) or not values:
            await interaction.response.defer()
            return
        await handler("act")(interaction, self.table_id, self.version, values[0])


class PageButton(ui.DynamicItem[ui.Button], template=_T + r":p:(?P<page>[0-9]{1,3})"):
    """A page button of an older board (before kinds): shows the first screen again."""

    def __init__(
        self, table_id: int, version: int, page: int, label: str, row: int | None = None
    ) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:p:{page}")
        super().__init__(
            ui.Button(
                label=cut(label, MAX_LABEL),
                custom_id=cid,
                style=discord.ButtonStyle.secondary,
                row=row,
            )
        )
        self.table_id, self.version, self.page = table_id, version, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        assert isinstance(item, ui.Button)  # the clicked item, found by component type: a button
        return cls(
            int(match["table"]), int(match["version"]), int(match["page"]), item.label or "Page"
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("switch_page")(interaction, self.table_id, self.version, self.page)


class PrivateChoiceButton(ui.DynamicItem[ui.Button], template=_T + r":pick"):
    """A simultaneous decision: each player gets their own choices ephemerally."""

    def __init__(
        self, table_id: int, version: int, row: int | None = None, locale: str = "en"
    ) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:pick")
        super().__init__(
            ui.Button(
                label=tr(locale, "discord-button-private"),
                custom_id=cid,
                style=discord.ButtonStyle.primary,
                row=row,
            )
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("private_choices")(interaction, self.table_id, self.version)


class UndoButton(ui.DynamicItem[ui.Button], template=_T + r":undo"):
    """Take back your own last choice of this turn."""

    def __init__(
        self, table_id: int, version: int, row: int | None = None, locale: str = "en"
    ) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:undo")
        label = tr(locale, "discord-button-undo")
        super().__init__(
            ui.Button(label=label, custom_id=cid, style=discord.ButtonStyle.danger, row=row)
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("undo")(interaction, self.table_id, self.version)


class KindButton(
    ui.DynamicItem[ui.Button], template=_T + r":k:(?P<kind>[0-9]{1,2})(?::(?P<page>[0-9]{1,2}))?"
):
    """One kind of a split decision ("Move (46)"): shows that kind's targets in place."""

    def __init__(
        self,
        table_id: int,
        version: int,
        kind: int,
        label: str,
        page: int = 0,
        row: int | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        suffix = f":{page}" if page else ""
        cid = _custom_id(f"t:{table_id}:v:{version}:k:{kind}{suffix}")
        super().__init__(
            ui.Button(label=cut(label, MAX_LABEL), custom_id=cid, style=style, row=row)
        )
        self.table_id, self.version, self.kind, self.page = table_id, version, kind, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        assert isinstance(item, ui.Button)  # the clicked item, found by component type: a button
        return cls(
            int(match["table"]),
            int(match["version"]),
            int(match["kind"]),
            item.label or "",
            int(match["page"] or 0),
            style=item.style,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("switch_screen")(
            interaction, self.table_id, self.version, self.kind, self.page
        )


class HomeButton(ui.DynamicItem[ui.Button], template=_T + r":home"):
    """Back from a kind's targets to the first screen of the decision."""

    def __init__(
        self, table_id: int, version: int, row: int | None = None, locale: str = "en"
    ) -> None:
        cid = _custom_id(f"t:{table_id}:v:{version}:home")
        label = tr(locale, "discord-button-all-choices")
        super().__init__(
            ui.Button(label=label, custom_id=cid, style=discord.ButtonStyle.secondary, row=row)
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("switch_screen")(interaction, self.table_id, self.version, None, 0)


class FullBoardButton(ui.DynamicItem[ui.Button], template=r"t:(?P<table>[0-9]{1,19}):full"):
    """The whole board picture, answered privately (the message shows the phone picture)."""

    def __init__(self, table_id: int, row: int | None = None, locale: str = "en") -> None:
        super().__init__(
            ui.Button(
                label=tr(locale, "discord-button-full-board"),
                custom_id=f"t:{table_id}:full",
                style=discord.ButtonStyle.secondary,
                row=row,
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("full_board")(interaction, self.table_id)


class LobbyButton(
    ui.DynamicItem[ui.Button], template=r"t:(?P<table>[0-9]{1,19}):lobby:(?P<what>join|leave|start)"
):
    """Join / Leave / Start on the lobby message (the same as the slash commands)."""

    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, table_id: int, what: str, locale: str = "en") -> None:
        super().__init__(
            ui.Button(
                label=tr(locale, f"discord-button-{what}"),
                custom_id=f"t:{table_id}:lobby:{what}",
                style=self.STYLES[what],
                row=0,
            )
        )
        self.table_id, self.what = table_id, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("lobby_action")(interaction, self.table_id, self.what)


class RematchButton(ui.DynamicItem[ui.Button], template=r"t:(?P<table>[0-9]{1,19}):rematch"):
    """Rematch, under a finished game: the same game, options and players again, here."""

    def __init__(self, table_id: int, locale: str = "en") -> None:
        super().__init__(
            ui.Button(
                label=tr(locale, "social-button-rematch"),
                custom_id=f"t:{table_id}:rematch",
                style=discord.ButtonStyle.success,
                row=0,
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await handler("rematch")(interaction, self.table_id)


class HistoryPageButton(
    ui.DynamicItem[ui.Button],
    template=r"h:(?P<table>[0-9]{1,19}):(?P<what>[pfbnlea]):(?P<n>[0-9]{1,6})",
):
    """Page through /history (edits the ephemeral history message in place).

    ``p``: the record's page ``n``. A finished game's record moves through its boards: the
    board after move ``n`` by first (``f``), back (``b``), next (``n``), last (``l``), and
    by the earlier (``e``) or later (``a``) page of the record; the letter keeps two buttons
    of one message that lead to the same move apart."""

    def __init__(
        self, table_id: int, page: int, label: str, what: str = "p", disabled: bool = False
    ) -> None:
        super().__init__(
            ui.Button(
                label=label,
                custom_id=f"h:{table_id}:{what}:{page}",
                style=discord.ButtonStyle.secondary,
                row=0 if what in "pea" else 1,
                disabled=disabled,
            )
        )
        self.table_id, self.page, self.what = table_id, page, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        assert isinstance(item, ui.Button)  # the clicked item, found by component type: a button
        return cls(int(match["table"]), int(match["n"]), item.label or "Page", match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "p":
            await handler("history_page")(interaction, self.table_id, self.page)
        else:
            await handler("history_board")(interaction, self.table_id, self.page)


# -- what a click calls -----------------------------------------------------------------
# The components only parse custom_ids; what a click does lives in bot.discord.present,
# which registers its handlers here at import (`handles`), so the imports flow one way.
Handler = Callable[..., Awaitable[None]]
_HANDLERS: dict[str, Handler] = {}


def handles(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        _HANDLERS[name] = fn
        return fn

    return register


def handler(name: str) -> Handler:
    try:
        return _HANDLERS[name]
    except KeyError:
        raise RuntimeError(
            f"no handler registered for {name!r}: import bot.discord.present"
        ) from None


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    ChoiceButton,
    ChoiceSelect,
    PageButton,
    PrivateChoiceButton,
    UndoButton,
    LobbyButton,
    RematchButton,
    HistoryPageButton,
    KindButton,
    HomeButton,
    FullBoardButton,
)

ROLE_STYLES: dict[str, discord.ButtonStyle] = {
    "main": discord.ButtonStyle.primary,
    "minor": discord.ButtonStyle.secondary,
    "end": discord.ButtonStyle.danger,
}


def style_of(role: str) -> discord.ButtonStyle:
    return ROLE_STYLES.get(role, discord.ButtonStyle.primary)


def frozen(view: ui.View | None) -> ui.View | None:
    """A view discord.py will not store when it is sent (its items are dynamic)."""
    if view is not None:
        view.stop()
    return view


# -- building views -------------------------------------------------------------------
def page_count(n: int, per_page: int = MAX_OPTIONS) -> int:
    return max(1, -(-n // per_page))


def clickable(choices: Sequence[Choice]) -> list[Choice]:
    """Choices whose id fits a custom_id; an engine bug is logged, the board still shows."""
    good = [c for c in choices if _CHOICE_ID_RE.fullmatch(c.id)]
    if len(good) != len(choices):
        bad = [c.id for c in choices if not _CHOICE_ID_RE.fullmatch(c.id)]
        log.error("choice ids unusable in a custom_id (<= 40 of [A-Za-z0-9_.:+-]): %r", bad)
    return good


def kind_label(kind: Kind) -> str:
    return f"{kind.name} ({len(kind.choices)}) ▸"


def _rows(items: Sequence[Choice | Kind], extras: int) -> list[int]:
    """The row of each item: every group starts a new row when the five rows allow it,
    else plain rows of five. ``extras`` buttons (undo, full board) follow on the last row."""
    groups: list[int] = []
    prev: object = object()
    for item in items:
        key = item.group if isinstance(item, Choice) else ("kind", item.name)
        if key != prev:
            groups.append(0)
            prev = key
        groups[-1] += 1
    needed = sum(page_count(g, PER_ROW) for g in groups)
    last_fill = (groups[-1] % PER_ROW or PER_ROW) if groups else 0
    fits = extras == 0 or last_fill + extras <= PER_ROW or needed + 1 <= MAX_ROWS
    if needed <= MAX_ROWS and fits:
        rows: list[int] = []
        row = 0
        for g in groups:
            rows += [row + k // PER_ROW for k in range(g)]
            row += page_count(g, PER_ROW)
        return rows
    return [i // PER_ROW for i in range(len(items))]


def choice_view(
    table_id: int,
    version: int,
    choices: Sequence[Choice],
    *,
    undo: bool = False,
    full_board: bool = False,
    kind: int | None = None,
    page: int = 0,
    prompt: str = "",
    locale: str = "en",
) -> ui.View | None:
    """The components for one seat's choices (None when there is nothing to click), their
    own words in ``locale``.

    ``kind`` None is the first screen; otherwise the targets of that kind, 25 per select,
    four selects a page."""
    choices = clickable(choices)
    extras = int(undo) + int(full_board)
    view = ui.View(timeout=None)
    items = first_screen(choices, MAX_BUTTONS - extras)
    if len(items) == 1 and isinstance(items[0], Kind):  # one kind only: its targets at once
        kind = 0
    if kind is not None:
        found = kind_screen(choices, kind, MAX_BUTTONS - extras)
        if found is not None:
            home = len(items) > 1
            view = _kind_view(
                view, table_id, version, kind, found, page, prompt, home=home, locale=locale
            )
            if undo:
                view.add_item(UndoButton(table_id, version, SELECTS_PER_PAGE, locale))
            if full_board:
                view.add_item(FullBoardButton(table_id, SELECTS_PER_PAGE, locale))
            return view
    rows = _rows(items, extras)
    kind_no = 0
    for item, row in zip(items, rows, strict=True):
        if isinstance(item, Kind):
            view.add_item(
                KindButton(
                    table_id, version, kind_no, kind_label(item), row=row, style=style_of(item.role)
                )
            )
            kind_no += 1
        else:
            view.add_item(
                ChoiceButton(
                    table_id,
                    version,
                    item.id,
                    rendered(item.label),
                    row=row,
                    style=style_of(item.role),
                )
            )
    last = max(rows, default=-1)
    used = sum(1 for r in rows if r == last)
    extra_row = last if last >= 0 and used + extras <= PER_ROW else last + 1
    if undo:
        view.add_item(UndoButton(table_id, version, extra_row, locale))
    if full_board:
        view.add_item(FullBoardButton(table_id, extra_row, locale))
    return view if view.children else None


SELECTS_PER_PAGE = MAX_ROWS - 1  # the last row holds the navigation buttons


def select_placeholder(kind: str, options: int, index: int, parts: int, locale: str = "en") -> str:
    """Short enough to show whole on a phone: "Move, 2 actions: pick 1 of 12" (a select's
    placeholder is one line; two labels in it were cut)."""
    if parts > 1:
        return tr(
            locale, "discord-pick-one-part", kind=kind, part=index + 1, parts=parts, count=options
        )
    return tr(locale, "discord-pick-one", kind=kind, count=options)


def _kind_view(
    view: ui.View,
    table_id: int,
    version: int,
    index: int,
    kind: Kind,
    page: int,
    prompt: str,
    home: bool = True,
    locale: str = "en",
) -> ui.View:
    targets = ends_last(grouped(kind.choices))
    if len(targets) <= PER_ROW:  # a button row holds them: no dropdown to open (issue 31.6)
        for c in targets:
            view.add_item(
                ChoiceButton(
                    table_id, version, c.id, rendered(c.label), row=0, style=style_of(c.role)
                )
            )
        if home:
            view.add_item(HomeButton(table_id, version, SELECTS_PER_PAGE, locale))
        return view
    per_page = SELECTS_PER_PAGE * MAX_OPTIONS
    pages = page_count(len(targets), per_page)
    page = min(max(page, 0), pages - 1)
    chunk = targets[page * per_page : (page + 1) * per_page]
    parts = page_count(len(chunk))
    for n in range(parts):
        part = chunk[n * MAX_OPTIONS : (n + 1) * MAX_OPTIONS]
        options = [
            discord.SelectOption(
                label=cut(rendered(c.label) or c.id, MAX_LABEL),
                value=_check_choice_id(c.id),
                description=cut(rendered(c.detail), MAX_DESCRIPTION) if c.detail else None,
            )
            for c in part
        ]
        placeholder = select_placeholder(kind.name, len(part), n, parts, locale)
        view.add_item(ChoiceSelect(table_id, version, n, options, placeholder, row=n))
    if home:
        view.add_item(HomeButton(table_id, version, SELECTS_PER_PAGE, locale))
    if page > 0:
        view.add_item(
            KindButton(
                table_id,
                version,
                index,
                tr(locale, "discord-button-page-back", page=page),
                page - 1,
                row=SELECTS_PER_PAGE,
                style=discord.ButtonStyle.secondary,
            )
        )
    if page < pages - 1:
        view.add_item(
            KindButton(
                table_id,
                version,
                index,
                tr(locale, "discord-button-page-next", page=page + 2),
                page + 1,
                row=SELECTS_PER_PAGE,
                style=discord.ButtonStyle.secondary,
            )
        )
    return view


def private_view(
    table_id: int, version: int, *, undo: bool = False, full_board: bool = True, locale: str = "en"
) -> ui.View:
    view = ui.View(timeout=None)
    view.add_item(PrivateChoiceButton(table_id, version, 0, locale))
    if undo:
        view.add_item(UndoButton(table_id, version, 0, locale))
    if full_board:
        view.add_item(FullBoardButton(table_id, 0, locale))
    return view


def board_view(update: Update, locale: str = "en") -> ui.View | None:
    """The components under a public board message, in the table's language."""
    if update.status == "lobby":
        view = ui.View(timeout=None)
        for what in ("join", "leave", "start"):
            view.add_item(LobbyButton(update.table_id, what, locale))
        return view
    if update.status == "finished":
        view = ui.View(timeout=None)
        view.add_item(RematchButton(update.table_id, locale))
        view.add_item(FullBoardButton(update.table_id, 0, locale))
        return view
    if update.status != "playing":
        return None
    mover = update.to_move[0].user_id if len(update.to_move) == 1 else None
    undo = mover is not None and mover in update.undo_allowed_for
    if update.simultaneous or update.choices_private:
        return private_view(update.table_id, update.version, undo=undo, locale=locale)
    return choice_view(
        update.table_id,
        update.version,
        update.choices,
        undo=undo,
        full_board=True,
        prompt=update.prompt,
        locale=locale,
    )
