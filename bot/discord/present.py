"""Turn service results into Discord messages; the shared flow of every callback.

A callback does four things (style.md 2.6): defer, translate the ids, call the service,
send the ``Update``. Public results are NEW messages in the table's channel (the board
image attached from bytes, ``allowed_mentions`` pinging exactly ``update.mention``);
the previous board message loses its buttons. Refusals and private lines go only to the
clicker, ephemerally.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.discord.components import HistoryPageButton, board_view, choice_view
from bot.discord.guard import guarded
from bot.tables import Refused, Update

if TYPE_CHECKING:
    from bot.tables import LogEntry, TableService

log = logging.getLogger("tablebot.discord")

MAX_CONTENT = 2000
STALE = "This board is out of date: the game has moved on. Use /board to see the current one."
OOPS = "Something went wrong on my side; nothing was changed. Please try again."


def service_of(interaction: discord.Interaction) -> TableService:
    return interaction.client.service  # type: ignore[attr-defined]


def user_id(interaction: discord.Interaction) -> str:
    return str(interaction.user.id)


def is_admin(interaction: discord.Interaction) -> bool:
    """Manage Server in this channel counts as a server manager."""
    perms = interaction.permissions
    return bool(interaction.guild_id) and (perms.manage_guild or perms.administrator)


def refusal_text(exc: Refused) -> str:
    text = str(exc)
    if text.startswith("This board is out of date") and "/board" not in text:
        text += " Use /board to see the current one."
    return text


def pings(user_ids: Sequence[str]) -> discord.AllowedMentions:
    """Ping exactly these users: no roles, no @everyone, no reply ping."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(int(u)) for u in user_ids])


def board_content(update: Update) -> str:
    """Headline, the public log lines, and the game-over scoreboard; within 2000 chars."""
    head = f"**{update.title}** — {update.headline}"
    if update.mention:
        head = " ".join(f"<@{u}>" for u in update.mention) + " " + head
    tail = f"```\n{update.scoreboard}\n```" if update.scoreboard else ""
    lines = [f"• {e}" for e in update.events]
    room = MAX_CONTENT - len(head) - len(tail) - 4
    body: list[str] = []
    used = 0
    for line in reversed(lines):  # keep the newest lines when the log is long
        if used + len(line) + 1 > room - 2:
            body.insert(0, "…")
            break
        body.insert(0, line)
        used += len(line) + 1
    text = "\n".join([head, *body, tail]).strip()
    return text[:MAX_CONTENT]


def png(data: bytes | None, name: str = "board.png") -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name)] if data else []


async def post_update(client: discord.Client, channel_id: int, update: Update,
                      source: discord.Message | None = None) -> discord.Message:
    """Post ``update`` as a new board message and retire the previous board's buttons.

    ``source`` is the message whose button was clicked, when there is one: if it is the
    previous board, its buttons stay visible but disabled (players see what was offered).
    """
    channel = client.get_partial_messageable(channel_id)
    kwargs: dict = {"allowed_mentions": pings(update.mention), "files": png(update.image)}
    view = board_view(update)
    if view is not None:
        kwargs["view"] = view
    message = await channel.send(board_content(update), **kwargs)
    service: TableService = client.service  # type: ignore[attr-defined]
    previous = await service.store.set_board_message(update.table_id, str(message.id))
    if previous and previous != str(message.id):
        known = source if source is not None and str(source.id) == previous else None
        await retire(client, channel_id, int(previous), known)
    return message


def disabled_copy(message: discord.Message) -> discord.ui.View:
    """The message's own components, every one disabled."""
    view = discord.ui.View.from_message(message, timeout=None)
    for item in view.children:
        item.disabled = True  # type: ignore[attr-defined]
    return view


async def retire(client: discord.Client, channel_id: int, message_id: int,
                 message: discord.Message | None = None) -> None:
    """Disable the buttons of an old board message; without its components at hand (a
    repost, a restart) they are removed instead. Gone or forbidden: never mind."""
    view = disabled_copy(message) if message is not None and message.components else None
    try:
        await client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=view)
    except (discord.NotFound, discord.Forbidden):
        pass
    except discord.HTTPException:
        log.warning("could not retire board message %s", message_id, exc_info=True)


async def ephemeral(interaction: discord.Interaction, text: str) -> None:
    await interaction.followup.send(text[:MAX_CONTENT], ephemeral=True,
                                    allowed_mentions=discord.AllowedMentions.none())


async def run(interaction: discord.Interaction, call: Callable[[], Awaitable[Update]],
              *, channel_id: int | None = None, ack: str | None = None) -> Update | None:
    """Call the service; post a public update, or tell the clicker why not.

    The interaction must already be deferred. ``ack`` is the ephemeral line a slash
    command answers with (its deferred "thinking" message); a click needs none.
    """
    try:
        update = await call()
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc))
        return None
    except Exception:
        log.exception("service call failed")
        await ephemeral(interaction, OOPS)
        return None
    target = channel_id if channel_id is not None else interaction.channel_id
    problem = ""
    try:
        await post_update(interaction.client, target, update, source=interaction.message)
    except discord.HTTPException as exc:
        log.warning("could not post the board in %s: %s", target, exc)
        problem = ("Your action was recorded, but I could not post in this channel (check my Send "
                   "Messages and Attach Files permissions).")
    except Exception:
        log.exception("could not show table %s", update.table_id)
        problem = "Your action was recorded, but I could not show the board. Try /board."
    if problem:
        ack = problem
    else:
        message = interaction.message
        if message is not None and message.flags.ephemeral:  # a private copy of choices: used up
            try:
                await interaction.edit_original_response(view=None)
            except discord.HTTPException:
                pass
    lines = update.private.get(user_id(interaction))
    if problem or not lines:
        if ack:
            await ephemeral(interaction, ack)
    if lines:  # the clicker's private lines, never in public
        await ephemeral(interaction, "\n".join(lines))
    return update


# -- component callbacks ------------------------------------------------------------------
@guarded(posts=True)
async def act(interaction: discord.Interaction, table_id: int, version: int, choice_id: str) -> None:
    service = service_of(interaction)
    await run(interaction, lambda: service.act(table_id, user_id(interaction), version, choice_id))


@guarded(posts=True)
async def undo(interaction: discord.Interaction, table_id: int, version: int) -> None:
    service = service_of(interaction)
    await run(interaction, lambda: service.undo(table_id, user_id(interaction), version))


@guarded(posts=True)
async def lobby_action(interaction: discord.Interaction, table_id: int, what: str) -> None:
    service = service_of(interaction)
    uid, name = user_id(interaction), interaction.user.display_name
    calls = {
        "join": lambda: service.join(table_id, uid, name),
        "leave": lambda: service.leave(table_id, uid),
        "start": lambda: service.start(table_id, uid, is_admin=is_admin(interaction)),
    }
    await run(interaction, calls[what])


async def _own_choices(interaction: discord.Interaction, table_id: int, version: int):
    """The clicker's choices if ``version`` is current, else tell them why not."""
    try:
        hand = await service_of(interaction).choices_for(table_id, user_id(interaction))
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc))
        return None
    if hand.version != version:
        await ephemeral(interaction, STALE)
        return None
    return hand


@guarded(posts=False)
async def private_choices(interaction: discord.Interaction, table_id: int, version: int) -> None:
    """A simultaneous decision: show the clicker their own choices, privately."""
    hand = await _own_choices(interaction, table_id, version)
    if hand is None:
        return
    view = choice_view(table_id, hand.version, hand.choices, prompt=hand.text)
    await interaction.followup.send(f"{hand.text}\nOnly you can see these choices."[:MAX_CONTENT],
                                    ephemeral=True, view=view or discord.utils.MISSING)


@guarded(posts=False)
async def switch_page(interaction: discord.Interaction, table_id: int, version: int, page: int) -> None:
    """Another page of a long choice list: in place on a private message, else a private copy."""
    hand = await _own_choices(interaction, table_id, version)
    if hand is None:
        return
    view = choice_view(table_id, version, hand.choices, page=page, prompt=hand.text)
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await interaction.edit_original_response(view=view)
    else:
        await interaction.followup.send(f"{hand.text} (page {page + 1})", ephemeral=True, view=view)


# -- history --------------------------------------------------------------------------------
def history_pages(entries: Sequence[LogEntry], limit: int = 1900) -> list[tuple[int, int, str]]:
    """Split the log into pages under ``limit`` chars: (first move, last move, text)."""
    pages: list[tuple[int, int, str]] = []
    lines: list[str] = []
    first = 1
    for e in entries:
        line = f"{e.n}. {e.name}: " + ("; ".join(e.lines) or e.choice)
        line = line[:limit]
        if lines and sum(len(x) + 1 for x in lines) + len(line) > limit:
            pages.append((first, e.n - 1, "\n".join(lines)))
            lines, first = [], e.n
        lines.append(line)
    if lines or not pages:
        pages.append((first, entries[-1].n if entries else 0, "\n".join(lines) or "No moves yet."))
    return pages


def history_message(table_id: int, pages: list[tuple[int, int, str]], page: int) -> tuple[str, discord.ui.View | None]:
    page = min(max(page, 0), len(pages) - 1)
    first, last, text = pages[page]
    head = f"Game record, moves {first}-{last} (page {page + 1}/{len(pages)}):" if last else "Game record:"
    view = None
    if len(pages) > 1:
        view = discord.ui.View(timeout=None)
        if page > 0:
            view.add_item(HistoryPageButton(table_id, page - 1, "◀ Earlier"))
        if page < len(pages) - 1:
            view.add_item(HistoryPageButton(table_id, page + 1, "Later ▶"))
    return f"{head}\n{text}"[:MAX_CONTENT], view


@guarded(posts=False)
async def history_page(interaction: discord.Interaction, table_id: int, page: int) -> None:
    try:
        entries, _ = await service_of(interaction).history(table_id)
    except Refused as exc:
        await ephemeral(interaction, refusal_text(exc))
        return
    content, view = history_message(table_id, history_pages(entries), page)
    await interaction.edit_original_response(content=content, view=view)
