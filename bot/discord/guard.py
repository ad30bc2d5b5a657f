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
from bot.discord.language import reader, refusal_text
from bot.discord.permissions import IN_A_CHANNEL, IN_A_NEW_THREAD, IN_A_THREAD
from bot.limits import MAX_CONTENT
from bot.tables import Refused
from l10n import tr

if TYPE_CHECKING:
    from bot.tables import TableService

log = logging.getLogger("tablebot.discord")

UNEXPECTED = tr("en", "discord-unexpected")  # in English; a reader gets their own language
NO_SUCH_BUTTON = tr("en", "discord-no-such-button")

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
    """The catalogue ids of the permissions the bot lacks here (``discord-perm-send``)."""
    if interaction.guild_id is None:
        return []  # a direct message: nothing to post publicly
    have = interaction.app_permissions
    if have.administrator:
        return []
    return [
        f"discord-perm-{attr}"
        for attr, _ in needed_to_post(interaction, new_thread=new_thread)
        if not getattr(have, attr)
    ]


def permission_refusal(missing: list[str], *, thread: bool = False, locale: str = "en") -> str:
    """Which permissions are missing, by the names Discord's settings show in ``locale``."""
    names = tuple(f"**{tr(locale, m)}**" for m in missing)
    return tr(
        locale,
        "discord-missing-permissions",
        names=names,
        count=len(missing),
        thread="yes" if thread else "no",
    )


def check_can_post(interaction: discord.Interaction, *, new_thread: bool = False) -> None:
    """Refuse (in the clicker's language) where the bot could not show the result."""
    missing = missing_permissions(interaction, new_thread=new_thread)
    if missing:
        thread = in_thread(interaction) and not new_thread
        raise Refused(permission_refusal(missing, thread=thread, locale=reader(interaction)))


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
                await answer_privately(interaction, refusal_text(exc, reader(interaction)))
                return
            except Exception:
                log.exception("checking a click on table %s failed", table_id)
                await answer_privately(interaction, tr(reader(interaction), "discord-unexpected"))
                return
            try:
                await handler(interaction, table_id, *args)
            except Refused as exc:
                await answer_privately(interaction, refusal_text(exc, reader(interaction)))
            except Exception:
                log.exception("%s on table %s failed", handler.__name__, table_id)
                await answer_privately(interaction, tr(reader(interaction), "discord-unexpected"))

        return run

    return wrap
