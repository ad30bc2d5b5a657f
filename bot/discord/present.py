"""Turn service results into Discord messages; the shared flow of every callback.

A callback does four things (style.md 2.6): defer, translate the ids, call the service,
show the ``Update``. One public message per turn: while the same player(s) keep
deciding, the table's board message is edited in place (new picture, new buttons, the
turn's log lines growing); a NEW message, pinging exactly ``update.mention``, is posted
only when someone new is to move, the game ends, the game begins or on /board. The
clicked board is edited through the interaction's own response (no bot-token request);
an old board loses its buttons. Refusals and private lines go only to the clicker.

Private and simultaneous decisions are answered on ONE private (ephemeral) message per
player, edited in place as they click.

Discord faults: every request of a move is retried on 429 / 5xx / timeout; a board that
still cannot be shown leaves the table "board pending" (``board_message_id`` cleared),
the clicker is told their move was recorded, and `repair_boards` (the reminder pass) or
/board posts it later (the reminder pass as a turn change: pinging the players to move and
retiring the last board shown). A file is made afresh for every attempt of an upload: a
retry never sends one discord.py has read already. A move is never applied twice: nothing
here calls the service again.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.components import (
    HistoryPageButton,
    board_view,
    choice_view,
    clickable,
    cut,
    frozen,
    handles,
)
from bot.discord.faults import DISCORD_FAULTS, defer, with_retry
from bot.discord.guard import guarded
from bot.discord.language import (
    reader,
    refusal_text,
    row_locale,
    table_locale,
)
from bot.limits import MAX_CONTENT
from bot.menus import SCREEN_MAX, Kind, first_screen
from bot.record import record_lines, without_echoes
from bot.tables import Refused, Update
from bot.wording import short_label
from games.messages import rendered
from l10n import tr

if TYPE_CHECKING:
    from bot.service.history import ReplayView
    from bot.tables import HandView, LogEntry, TableService
    from games.contract import Choice

log = logging.getLogger("tablebot.discord")

CHOICE_LIST_MAX = 900  # room for the choices' details in a message
STALE = "This board is out of date: the game has moved on. Use /board to see the current one."


def service_of(interaction: discord.Interaction) -> TableService:
    return interaction.client.service  # type: ignore[attr-defined]


def user_id(interaction: discord.Interaction) -> str:
    return str(interaction.user.id)


def is_admin(interaction: discord.Interaction) -> bool:
    """Manage Server in this channel counts as a server manager."""
    perms = interaction.permissions
    return bool(interaction.guild_id) and (perms.manage_guild or perms.administrator)


def pings(user_ids: Sequence[str]) -> discord.AllowedMentions:
    """Ping exactly these users: no roles, no @everyone, no reply ping."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(int(u)) for u in user_ids],
    )


# -- what a message says ---------------------------------------------------------------------
def choice_lines(
    choices: Sequence[Choice], room: int = SCREEN_MAX, locale: str = "en"
) -> list[str]:
    """What the first screen's entries do, for the message text: a choice with a detail
    as "**label**: detail", a kind as "**Move** ▸ 46 choices"."""
    try:
        items = first_screen(clickable(choices), room)
    except ValueError:
        return []
    lines = []
    for item in items:
        if isinstance(item, Kind):
            lines.append(tr(locale, "discord-kind-count", kind=item.name, count=len(item.choices)))
        elif item.detail:
            lines.append(
                f"• **{cut(short_label(rendered(item.label), rendered(item.detail)), 80)}**: "
                f"{cut(rendered(item.detail), 160)}"
            )
    return lines


def _fit(lines: list[str], room: int, newest_last: bool) -> list[str]:
    """As many lines as fit in ``room`` characters, marking the cut with an ellipsis."""
    out: list[str] = []
    used = 0
    order = reversed(lines) if newest_last else iter(lines)
    for line in order:
        if used + len(line) + 1 > room - 2:
            out.append("…")
            break
        out.append(line)
        used += len(line) + 1
    return list(reversed(out)) if newest_last else out


def board_content(update: Update, locale: str = "en") -> str:
    """Headline, the turn's public log lines, what the choices do, and the game-over
    scoreboard; within 2000 characters (the newest log lines win). ``locale``: the
    table's language."""
    since, away = tr(locale, "discord-since"), tr(locale, "discord-away")
    head = f"**{update.title}** — {update.headline}"
    if update.mention:
        head = " ".join(f"<@{u}>" for u in update.mention) + " " + head
    # short lines outside a code block: a phone wraps a wide fixed-width table into a zig-zag
    final = tr(locale, "discord-final-result")
    tail = f"{final}\n{update.scoreboard}" if update.scoreboard else ""
    offer: list[str] = []
    if update.status == "playing" and (update.simultaneous or update.choices_private):
        names = tuple(p.name for p in update.to_move)
        who = tr(locale, "discord-open-private", who=names) if names else ""
        offer = [who or tr(locale, "discord-open-private", who=tr(locale, "discord-the-players"))]
    elif update.status == "playing" and update.choices:
        lines = choice_lines(update.choices, locale=locale)
        offer = _fit(lines, CHOICE_LIST_MAX, newest_last=False)
    room = MAX_CONTENT - len(head) - len(tail) - sum(len(x) + 1 for x in offer) - 8
    if update.since:  # a player's turn begins: what everyone did since their own last move
        room -= len(since) + 1
        body = [since, *_fit([f"• {line}" for line in update.since], room, newest_last=True)]
        text = "\n".join(x for x in [head, *body, *offer, tail] if x).strip()
        return text[:MAX_CONTENT]
    events = without_echoes(update.turn_events or (update.events if not update.away else ()))
    # What the AI seats did since the last human move, in this one message (never one per AI click)
    body = _fit([f"• {e}" for e in events], room // 2 if update.away else room, newest_last=True)
    if update.away:
        room -= sum(len(x) + 1 for x in body) + len(away) + 1
        body += [away, *_fit([f"• {line}" for line in update.away], room, newest_last=True)]
    text = "\n".join(x for x in [head, *body, *offer, tail] if x).strip()
    return text[:MAX_CONTENT]


def png(data: bytes | None, name: str = "board.png") -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name)] if data else []


def _message_kwargs(update: Update, locale: str) -> dict:
    content = board_content(update, locale)
    kwargs: dict = {"content": content, "allowed_mentions": pings(update.mention)}
    view = frozen(board_view(update, locale))
    kwargs["view"] = view
    return kwargs


async def post_board(
    client: discord.Client, channel_id: int, update: Update, locale: str | None = None
) -> tuple[discord.Message, str | None]:
    """Post ``update`` as a new board message (in the table's language, ``locale`` when the
    caller read it already); returns it and the previous board's id."""
    channel = client.get_partial_messageable(channel_id)
    service: TableService = client.service  # type: ignore[attr-defined]
    if locale is None:
        locale = await table_locale(service, update.table_id)
    kwargs = _message_kwargs(update, locale)
    if kwargs["view"] is None:
        del kwargs["view"]
    content = kwargs.pop("content")
    message = await with_retry(lambda: channel.send(content, files=png(update.image), **kwargs))
    previous = await service.set_board_message(update.table_id, str(message.id))
    unretired = _unretired(client).pop(update.table_id, None)  # the board before a pending one
    tell = getattr(client, "tell_watchers", None)  # bot.discord.social: a turn change for them
    if tell is not None:
        tell(channel_id, update, locale)
    return message, previous or unretired


async def post_update(
    client: discord.Client, channel_id: int, update: Update, source: discord.Message | None = None
) -> discord.Message:
    """Post ``update`` as a new board message and retire the previous board's buttons."""
    message, previous = await post_board(client, channel_id, update)
    if previous and previous != str(message.id):
        await retire(client, channel_id, int(previous))
    return message


async def retire(client: discord.Client, channel_id: int, message_id: int) -> None:
    """Remove the buttons of an old board message (its text and picture stay). No view
    is sent, so discord.py stores nothing. Gone or forbidden: never mind."""
    try:
        await with_retry(
            lambda: (
                client.get_partial_messageable(channel_id)
                .get_partial_message(message_id)
                .edit(view=None)
            )
        )
    except (discord.NotFound, discord.Forbidden):
        pass
    except DISCORD_FAULTS:
        log.warning("could not retire board message %s", message_id, exc_info=True)


def _is_board(message: discord.Message | None, board_id: str | None) -> bool:
    return (
        message is not None
        and not message.flags.ephemeral
        and board_id is not None
        and str(message.id) == board_id
    )


async def show(
    interaction: discord.Interaction | None, client: discord.Client, channel_id: int, update: Update
) -> None:
    """Show ``update`` in the channel: a new board message, or the turn's message edited."""
    service: TableService = client.service  # type: ignore[attr-defined]
    row = await service.table_row(update.table_id)
    board_id = row.board_message_id if row is not None else None
    locale = row_locale(row)
    clicked = interaction.message if interaction is not None else None
    # the click on the board message, already answered: the board is edited through it
    through = (
        interaction
        if interaction is not None
        and _is_board(clicked, board_id)
        and interaction.response.is_done()
        else None
    )
    if not update.new_message and board_id is not None:
        kwargs = _message_kwargs(update, locale)
        kwargs.pop("allowed_mentions")

        def edit() -> Awaitable[object]:
            # the picture's file is made afresh for every attempt: discord.py leaves a sent
            # file read to its end, and a retry of ours would upload it empty
            files = png(update.image)
            pictured: dict[str, Any] = {"attachments": files} if files else {}
            if through is not None:
                return through.edit_original_response(**kwargs, **pictured)
            return (
                client.get_partial_messageable(channel_id)
                .get_partial_message(int(board_id))
                .edit(**kwargs, **pictured)
            )

        try:
            await with_retry(edit)
            return
        except discord.NotFound:
            pass  # the board message is gone: post a new one
    message, previous = await post_board(client, channel_id, update, locale)
    if previous and previous != str(message.id):
        if through is not None and clicked is not None and str(clicked.id) == previous:
            try:
                await with_retry(lambda: through.edit_original_response(view=None))
                return
            except DISCORD_FAULTS:
                pass
        await retire(client, channel_id, int(previous))


async def ephemeral(interaction: discord.Interaction, text: str) -> None:
    try:
        await with_retry(
            lambda: interaction.followup.send(
                text[:MAX_CONTENT], ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )
        )
    except DISCORD_FAULTS as exc:
        log.warning("could not answer privately: %s", exc)


def _unretired(client: discord.Client) -> dict[int, str]:
    return client.unretired_boards  # type: ignore[attr-defined]


async def board_pending(client: discord.Client, table_id: int) -> None:
    """Remember (in the database) that the table's board must be posted again, and (in
    memory) the last board shown, whose buttons the next board posted retires."""
    service: TableService = client.service  # type: ignore[attr-defined]
    try:
        previous = await service.set_board_message(table_id, None)
    except Exception:
        log.exception("could not mark table %s as waiting for its board", table_id)
        return
    if previous:
        _unretired(client)[table_id] = previous


def _fault(exc: BaseException, locale: str) -> str:
    if isinstance(exc, discord.Forbidden):
        return tr(locale, "discord-fault-forbidden")
    if isinstance(exc, discord.HTTPException) and exc.status == 429:
        return tr(locale, "discord-fault-slow-down")
    if isinstance(exc, TimeoutError):
        return tr(locale, "discord-fault-timeout")
    return tr(locale, "discord-fault-other")


async def run(
    interaction: discord.Interaction,
    call: Callable[[], Awaitable[Update]],
    *,
    channel_id: int | None = None,
    ack: str | None = None,
) -> Update | None:
    """Call the service; show the public update, or tell the clicker why not.

    The interaction must already be deferred. ``ack`` is the ephemeral line a slash
    command answers with (its deferred "thinking" message, in the clicker's language); a
    click needs none.
    """
    locale = reader(interaction)
    try:
        update = await call()
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc, locale))
        return None
    except Exception:
        log.exception("service call failed")
        # never claims that nothing changed
        await ephemeral(interaction, tr(locale, "discord-unexpected"))
        return None
    target = channel_id if channel_id is not None else interaction.channel_id
    # discord.py leaves it unset only for a ping; clicks and commands come from a channel
    assert target is not None
    problem = ""
    try:
        await show(interaction, interaction.client, target, update)
    except Exception as exc:
        if not isinstance(exc, DISCORD_FAULTS):
            log.exception("could not show table %s", update.table_id)
        else:
            log.warning("could not show table %s in %s: %s", update.table_id, target, exc)
        await board_pending(interaction.client, update.table_id)
        problem = tr(locale, "discord-not-shown", why=_fault(exc, locale))
    lines = update.private.get(user_id(interaction))
    message = interaction.message
    if message is not None and message.flags.ephemeral and update.status == "playing":
        await refresh_private(interaction, update.table_id, lines)  # the private page, in place
        lines = None
    elif message is not None and message.flags.ephemeral:
        over = "\n".join(lines or ()) or tr(locale, "discord-game-over")
        await _edit_private(interaction, over, None)
        lines = None
    if problem:
        await ephemeral(interaction, problem)
    elif ack and not lines:
        await ephemeral(interaction, ack)
    if lines:  # the clicker's private lines, never in public
        await ephemeral(interaction, "\n".join(lines))
    return update


async def repair_boards(client: discord.Client) -> int:
    """Let the AI seats a restart left waiting move, then post the board of every running
    table whose board could not be shown (the reminder pass calls this). Returns how
    many boards were posted."""
    service: TableService = client.service  # type: ignore[attr-defined]
    posted = 0
    for channel_id, update in await service.resume_ai():  # AI seats a restart left waiting
        try:
            await post_update(client, int(channel_id), update)
            posted += 1
        except Exception as exc:
            log.warning(
                "board of table %s after its AI moves cannot be posted: %s", update.table_id, exc
            )
    for row in await service.boards_pending():
        if row.damaged:
            continue
        try:  # as a turn change: the players to move are pinged, the old board retired
            update = await service.board(row.id, ping=True)
            await post_update(client, int(row.channel_id), update)
            posted += 1
        except Exception as exc:
            log.warning("board of table %s still cannot be posted: %s", row.id, exc)
    return posted


async def play_idle_turns(client: discord.Client) -> int:
    """The idle clock's pass: the AI plays the turn of every player who waited past their
    table's clock, and the board after it is posted with a ping for the next player.
    Returns how many boards were posted; one that cannot be posted is marked pending, so
    ``repair_boards`` posts it on a later pass."""
    service: TableService = client.service  # type: ignore[attr-defined]
    posted = 0
    for channel_id, update in await service.idle_turns():
        try:
            await post_update(client, int(channel_id), update)
            posted += 1
        except Exception as exc:
            log.warning(
                "board of table %s after its idle turn cannot be posted: %s", update.table_id, exc
            )
            await board_pending(client, update.table_id)  # the next pass posts it
    return posted


# -- the private page ------------------------------------------------------------------------
def private_page(
    table_id: int,
    hand: HandView,
    lines: Sequence[str] | None = None,
    kind: int | None = None,
    page: int = 0,
    locale: str = "en",
) -> tuple[str, discord.ui.View | None]:
    """The text and components of a player's private choice message, in their language."""
    view = choice_view(
        table_id,
        hand.version,
        hand.choices,
        undo=hand.undo,
        kind=kind,
        page=page,
        prompt=hand.text,
        locale=locale,
    )
    head = [*(lines or ()), tr(locale, "discord-only-you", prompt=hand.text)]
    lines_of_choices = choice_lines(hand.choices, locale=locale)
    details = _fit(lines_of_choices, CHOICE_LIST_MAX, newest_last=False) if kind is None else []
    return "\n".join([*head, *details])[:MAX_CONTENT], frozen(view)


async def _edit_private(
    interaction: discord.Interaction,
    content: str,
    view,
    attachments: Callable[[], list[discord.File]] | None = None,
) -> None:
    """Edit the private page; ``attachments`` (when given) makes the files that replace its
    picture, afresh for every attempt; making [] removes it."""
    kwargs: dict = {"content": content[:MAX_CONTENT], "view": view}

    def edit() -> Awaitable:
        if attachments is None:
            return interaction.edit_original_response(**kwargs)
        return interaction.edit_original_response(**kwargs, attachments=attachments())

    try:
        await with_retry(edit)
    except DISCORD_FAULTS as exc:
        log.warning("could not update a private page: %s", exc)


async def refresh_private(
    interaction: discord.Interaction, table_id: int, lines: Sequence[str] | None
) -> None:
    """After a click on the private page: the same page shows the next choices, or says
    the choice is in."""
    locale = reader(interaction)
    choices_for = service_of(interaction).choices_for
    try:
        hand = await choices_for(table_id, user_id(interaction), picture=True, locale=locale)
    except Refused as exc:
        waiting = "waiting" in str(exc)
        after = refusal_text(exc, locale) if waiting else tr(locale, "discord-nothing-more")
        text = "\n".join([*(lines or ()), tr(locale, "discord-recorded", after=after)])
        # the hand pictured may have changed: the picture goes
        await _edit_private(interaction, text, None, attachments=list)
        return
    content, view = private_page(table_id, hand, lines, locale=locale)
    await _edit_private(interaction, content, view, attachments=lambda: png(hand.image, "hand.png"))


# -- component callbacks ------------------------------------------------------------------
@handles("act")
@guarded(posts=True)
async def act(
    interaction: discord.Interaction, table_id: int, version: int, choice_id: str
) -> None:
    await defer(interaction)  # a no-op after the guard's acknowledgement
    service = service_of(interaction)
    seen = reader(interaction)  # the seat's language, for reminders
    await run(
        interaction,
        lambda: service.act(table_id, user_id(interaction), version, choice_id, locale=seen),
    )


@handles("undo")
@guarded(posts=True)
async def undo(interaction: discord.Interaction, table_id: int, version: int) -> None:
    await defer(interaction)  # a no-op after the guard's acknowledgement
    service = service_of(interaction)
    seen = reader(interaction)
    await run(
        interaction, lambda: service.undo(table_id, user_id(interaction), version, locale=seen)
    )


@handles("lobby_action")
@guarded(posts=True)
async def lobby_action(interaction: discord.Interaction, table_id: int, what: str) -> None:
    await defer(interaction)  # a no-op after the guard's acknowledgement
    service = service_of(interaction)
    uid, name = user_id(interaction), interaction.user.display_name
    calls = {
        "join": lambda: service.join(table_id, uid, name),
        "leave": lambda: service.leave(table_id, uid),
        "start": lambda: service.start(table_id, uid, is_admin=is_admin(interaction)),
    }
    await run(interaction, calls[what])


async def _own_choices(
    interaction: discord.Interaction, table_id: int, version: int, picture: bool = False
):
    """The clicker's choices (with ``picture`` their private picture) if the button drawn at
    ``version`` still stands, else tell them why not."""
    choices_for = service_of(interaction).choices_for
    try:
        return await choices_for(
            table_id,
            user_id(interaction),
            version,
            picture,
            locale=reader(interaction),
        )
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc, reader(interaction)))
        return None


@handles("private_choices")
@guarded(posts=False)
async def private_choices(interaction: discord.Interaction, table_id: int, version: int) -> None:
    """Open the clicker's private page with their own choices (one message, edited in
    place as they click)."""
    hand = await _own_choices(interaction, table_id, version, picture=True)
    if hand is None:
        return
    content, view = private_page(table_id, hand, locale=reader(interaction))
    kwargs: dict = {"ephemeral": True, "allowed_mentions": discord.AllowedMentions.none()}
    if view is not None:
        kwargs["view"] = view
    try:  # a fresh file for every attempt, as in `show`
        await with_retry(
            lambda: interaction.followup.send(content, files=png(hand.image, "hand.png"), **kwargs)
        )
    except DISCORD_FAULTS as exc:
        log.warning("could not open a private page: %s", exc)


@handles("switch_screen")
async def switch_screen(
    interaction: discord.Interaction, table_id: int, version: int, kind: int | None, page: int
) -> None:
    """Show a kind's targets (or the first screen again) on the clicked message itself:
    the public board for the player to move, or their private page."""
    await defer(interaction)
    hand = await _own_choices(interaction, table_id, version)
    if hand is None:
        return
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        content, view = private_page(
            table_id, hand, kind=kind, page=page, locale=reader(interaction)
        )
        await _edit_private(interaction, content, view)
        return
    locale = await table_locale(service_of(interaction), table_id)  # the public board's
    view = frozen(
        choice_view(
            table_id,
            version,
            hand.choices,
            undo=hand.undo,
            full_board=True,
            kind=kind,
            page=page,
            prompt=hand.text,
            locale=locale,
        )
    )
    try:
        await with_retry(lambda: interaction.edit_original_response(view=view))
    except DISCORD_FAULTS as exc:
        log.warning("could not switch the board's menu: %s", exc)
        await ephemeral(interaction, tr(reader(interaction), "discord-click-again"))


@handles("switch_page")
@guarded(posts=False)
async def switch_page(
    interaction: discord.Interaction, table_id: int, version: int, page: int
) -> None:
    """A page button of an older board: the first screen of the decision."""
    await switch_screen(interaction, table_id, version, None, 0)


@handles("full_board")
@guarded(posts=False)
async def full_board(interaction: discord.Interaction, table_id: int) -> None:
    """The whole board picture, privately (the board message shows the phone picture)."""
    await defer(interaction, ephemeral=True, thinking=True)
    locale = reader(interaction)
    try:
        image = await service_of(interaction).full_board(table_id)
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc, locale))
        return
    said = tr(locale, "discord-whole-board" if image else "discord-no-picture")
    try:
        await with_retry(
            lambda: interaction.followup.send(
                said,
                files=png(image, "full-board.png"),
                ephemeral=True,
            )
        )
    except DISCORD_FAULTS as exc:
        log.warning("could not send the full board: %s", exc)


# -- history --------------------------------------------------------------------------------
def history_pages(
    entries: Sequence[LogEntry], limit: int = 1900, locale: str = "en"
) -> list[tuple[int, int, str]]:
    """Split the log into pages under ``limit`` chars: (first move, last move, text)."""
    pages: list[tuple[int, int, str]] = []
    lines: list[str] = []
    first = 1
    for rec in record_lines(entries):
        line = rec.text[:limit]
        if lines and sum(len(x) + 1 for x in lines) + len(line) > limit:
            pages.append((first, rec.first - 1, "\n".join(lines)))
            lines, first = [], rec.first
        lines.append(line)
    if lines or not pages:
        text = "\n".join(lines) or tr(locale, "discord-no-moves")
        pages.append((first, entries[-1].n if entries else 0, text))
    return pages


def history_message(
    table_id: int, pages: list[tuple[int, int, str]], page: int, locale: str = "en"
) -> tuple[str, discord.ui.View | None]:
    page = min(max(page, 0), len(pages) - 1)
    first, last, text = pages[page]
    head = (
        tr(
            locale,
            "discord-history-head",
            first=first,
            last=last,
            page=page + 1,
            pages=len(pages),
        )
        if last
        else tr(locale, "discord-history-empty-head")
    )
    view = None
    if len(pages) > 1:
        view = discord.ui.View(timeout=None)
        if page > 0:
            earlier = tr(locale, "discord-button-earlier")
            view.add_item(HistoryPageButton(table_id, page - 1, earlier))
        if page < len(pages) - 1:
            later = tr(locale, "discord-button-later")
            view.add_item(HistoryPageButton(table_id, page + 1, later))
    return f"{head}\n{text}"[:MAX_CONTENT], view


@handles("history_page")
@guarded(posts=False)
async def history_page(interaction: discord.Interaction, table_id: int, page: int) -> None:
    await defer(interaction)  # a no-op after the guard's acknowledgement
    locale = reader(interaction)
    try:
        entries, _ = await service_of(interaction).history(table_id, locale=locale)
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc, locale))
        return
    pages = history_pages(entries, locale=locale)
    content, view = history_message(table_id, pages, page, locale)
    await interaction.edit_original_response(content=content, view=view)


# -- a finished game's boards in /history --------------------------------------------------
def replay_message(
    table_id: int, shown: ReplayView, locale: str = "en"
) -> tuple[str, discord.ui.View, list[discord.File]]:
    """A finished game's /history at one board: the record's page holding that move, the
    board after it, and buttons over the boards (first, previous, next, last) and pages."""
    pages = history_pages(shown.entries, limit=1800, locale=locale)
    page = next((i for i, p in enumerate(pages) if p[0] <= shown.move <= p[1]), 0)
    text, _ = history_message(table_id, pages, page, locale)
    if shown.move:
        where = tr(locale, "replay-board-after", move=shown.move, count=shown.count)
    else:
        where = tr(locale, "replay-board-start", count=shown.count)
    view = discord.ui.View(timeout=None)
    if page > 0:
        earlier = tr(locale, "discord-button-earlier")
        view.add_item(HistoryPageButton(table_id, pages[page - 1][1], earlier, "e"))
    if page < len(pages) - 1:
        later = tr(locale, "discord-button-later")
        view.add_item(HistoryPageButton(table_id, pages[page + 1][0], later, "a"))
    move, count = shown.move, shown.count
    for what, to, key, off in (
        ("f", 0, "replay-button-first", move == 0),
        ("b", max(move - 1, 0), "replay-button-previous", move == 0),
        ("n", min(move + 1, count), "replay-button-next", move == count),
        ("l", count, "replay-button-last", move == count),
    ):
        view.add_item(HistoryPageButton(table_id, to, tr(locale, key), what, disabled=off))
    content = f"{where}\n{text}"[:MAX_CONTENT]
    return content, view, png(shown.image, f"after-move-{shown.move}.png")


@handles("history_board")
@guarded(posts=False)
async def history_board(interaction: discord.Interaction, table_id: int, move: int) -> None:
    await defer(interaction)  # a no-op after the guard's acknowledgement
    locale = reader(interaction)
    try:
        shown = await service_of(interaction).replay(table_id, move, locale=locale)
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc, locale))
        return
    content, view, files = replay_message(table_id, shown, locale)
    await interaction.edit_original_response(content=content, view=view, attachments=files)
