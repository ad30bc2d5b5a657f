"""Checks every click and command makes before the service is asked to change anything.

- its place: a button's table must belong to the interaction's server and channel or
  thread (a forged or copied custom_id from elsewhere is refused);
- the bot's own permissions where it will post: Discord sends them resolved, with
  overwrites, as ``interaction.app_permissions`` on every interaction, so a move is never
  stored in a channel where its board cannot be shown;
- an answer for every interaction: a failure the handler did not expect still gets a
  private sentence instead of silence.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.faults import defer
from bot.discord.permissions import IN_A_CHANNEL, IN_A_NEW_THREAD, IN_A_THREAD
from bot.limits import MAX_CONTENT
from bot.tables import Refused

if TYPE_CHECKING:
    from bot.tables import TableService

log = logging.getLogger("tablebot.discord")

UNEXPECTED = (
    "Something went wrong on my side while handling this. Use /board to see whether it "
    "was recorded before trying again."
)
NO_SUCH_BUTTON = (
    "This button is not one of mine or no longer works. Use /board for the current board."
)

THREAD_TYPES = (
    discord.ChannelType.public_thread,
    discord.ChannelType.private_thread,
    discord.ChannelType.news_thread,
)


def in_thread(interaction: discord.Interaction) -> bool:
    channel = interaction.channel
    return isinstance(channel, discord.Thread) or getattr(channel, "type", None) in THREAD_TYPES


def needed_to_post(
    interaction: discord.Interaction, *, new_thread: bool = False
) -> list[tuple[str, str]]:
    """What the bot needs here to post and later update a board (with its picture)."""
    if new_thread:  # the board goes into a thread the bot opens from this channel
        return list(IN_A_NEW_THREAD)
    return list(IN_A_THREAD if in_thread(interaction) else IN_A_CHANNEL)


def missing_permissions(interaction: discord.Interaction, *, new_thread: bool = False) -> list[str]:
    if interaction.guild_id is None:
        return []  # a direct message: nothing to post publicly
    have = interaction.app_permissions
    if have.administrator:
        return []
    return [
        label
        for attr, label in needed_to_post(interaction, new_thread=new_thread)
        if not getattr(have, attr)
    ]


def permission_refusal(missing: list[str], *, thread: bool = False) -> str:
    where = "this thread" if thread else "this channel"
    names = (
        " and ".join(f"**{m}**" for m in missing)
        if len(missing) <= 2
        else ", ".join(f"**{m}**" for m in missing[:-1]) + f" and **{missing[-1]}**"
    )
    one = "permission" if len(missing) == 1 else "permissions"
    return (
        f"I cannot do this here: I am missing the {names} {one} in {where}, so nothing was "
        "changed. A server admin or someone with Manage Channels can grant "
        f"{'it' if len(missing) == 1 else 'them'}."
    )


def check_can_post(interaction: discord.Interaction, *, new_thread: bool = False) -> None:
    missing = missing_permissions(interaction, new_thread=new_thread)
    if missing:
        raise Refused(permission_refusal(missing, thread=in_thread(interaction) and not new_thread))


async def check_place(interaction: discord.Interaction, table_id: int) -> None:
    service: TableService = interaction.client.service  # type: ignore[attr-defined]
    await service.check_place(
        table_id,
        guild_id=str(interaction.guild_id) if interaction.guild_id else None,
        channel_id=str(interaction.channel_id) if interaction.channel_id else None,
        user_id=str(interaction.user.id),
    )


async def answer_privately(interaction: discord.Interaction, text: str) -> None:
    """One ephemeral sentence, whether or not the interaction was answered yet."""
    text = text[:MAX_CONTENT]
    none = discord.AllowedMentions.none()
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=none)
    except discord.HTTPException as exc:
        log.warning("could not answer an interaction: %s", exc)


Handler = Callable[..., Awaitable[Any]]


def guarded(*, posts: bool) -> Callable[[Handler], Handler]:
    """Wrap a component handler ``(interaction, table_id, ...)``: acknowledge the click at
    once (a deferred update: the handler must not defer again), then check the button's
    place (and, when the handler posts a board, the bot's permissions); answer every
    failure privately. The acknowledgement never waits for the database."""

    def wrap(handler: Handler) -> Handler:
        @functools.wraps(handler)
        async def run(interaction: discord.Interaction, table_id: int, *args: Any) -> None:
            try:
                await defer(interaction)  # tried again on Discord faults; a failure loses no click
                await check_place(interaction, table_id)
                if posts:
                    check_can_post(interaction)
            except Refused as exc:
                await answer_privately(interaction, str(exc))
                return
            except Exception:
                log.exception("checking a click on table %s failed", table_id)
                await answer_privately(interaction, UNEXPECTED)
                return
            try:
                await handler(interaction, table_id, *args)
            except Refused as exc:
                await answer_privately(interaction, str(exc))
            except Exception:
                log.exception("%s on table %s failed", handler.__name__, table_id)
                await answer_privately(interaction, UNEXPECTED)

        return run

    return wrap
