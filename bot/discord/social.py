"""/watch, /unwatch and the Rematch button (issue 34, points 1 and 2).

A watcher gets the public board whenever the player to move changes: by direct message, or
by a mention in the table's channel or thread; a watcher whose direct messages are closed is
mentioned instead, never an error. What they get is the service's ``for_watchers`` of the
update the channel got (nothing private, no buttons), sent off the click's path.
"""

from __future__ import annotations

import asyncio
import functools
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.callback import acknowledge
from bot.discord.components import handles
from bot.discord.faults import DISCORD_FAULTS, defer, with_retry
from bot.discord.guard import UNEXPECTED, answer_privately, guarded
from bot.discord.language import reader, refusal_text, table_locale
from bot.discord.present import board_content, ephemeral, log, pings, png, run, service_of, user_id
from bot.limits import MAX_CONTENT
from bot.tables import Refused
from l10n import tr

if TYPE_CHECKING:
    from bot.tables import TableService, Update

MENTIONS_PER_MESSAGE = 20  # the header stays short; Discord pings at most 100 users a message
VIA_CHOICES = [
    app_commands.Choice(name="direct message", value="dm"),
    app_commands.Choice(name="mention in the channel", value="mention"),
]


class Watching(commands.Cog):
    """Following a table without a seat."""

    def __init__(self, service: TableService) -> None:
        self.service = service

    @app_commands.command(name="watch")
    @app_commands.guild_only()
    @app_commands.describe(via="How the board reaches you (default: a direct message)")
    @app_commands.choices(via=VIA_CHOICES)
    async def watch(self, interaction: discord.Interaction, via: str = "dm") -> None:
        """Get this channel's board whenever the player to move changes."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        try:
            text = await self.service.watch(
                str(interaction.channel_id), user_id(interaction), via=via, locale=locale
            )
        except Refused as exc:
            text = refusal_text(exc, locale)
        await ephemeral(interaction, text)

    @app_commands.command(name="unwatch")
    @app_commands.guild_only()
    async def unwatch(self, interaction: discord.Interaction) -> None:
        """Stop getting this channel's board."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        try:
            text = await self.service.unwatch(
                str(interaction.channel_id), user_id(interaction), locale=locale
            )
        except Refused as exc:
            text = refusal_text(exc, locale)
        await ephemeral(interaction, text)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        log.error("a watch command failed", exc_info=error)
        await answer_privately(interaction, UNEXPECTED)


@handles("rematch")
@guarded(posts=True)
async def rematch(interaction: discord.Interaction, table_id: int) -> None:
    """The Rematch button under a finished game: opens the rematch's lobby here, or joins it."""
    await defer(interaction)  # a no-op after the guard's acknowledgement
    service = service_of(interaction)
    uid, name, seen = user_id(interaction), interaction.user.display_name, reader(interaction)
    await run(interaction, lambda: service.rematch(table_id, uid, name, locale=seen))


# -- what the watchers are sent ---------------------------------------------------------------
def _message(header: str, body: str) -> str:
    return f"{header}\n{body}"[:MAX_CONTENT]


async def _direct(client: discord.Client, user: str, text: str, image: bytes | None) -> None:
    """One direct message (its channel is made once and then kept by discord.py)."""
    channel = await client.create_dm(discord.Object(int(user)))
    await channel.send(text, files=png(image), allowed_mentions=discord.AllowedMentions.none())


async def _mention(
    channel: discord.PartialMessageable, text: str, image: bytes | None, users: list[str]
) -> None:
    await channel.send(text, files=png(image), allowed_mentions=pings(users))


async def tell_watchers(
    client: discord.Client, channel_id: int, update: Update, locale: str | None = None
) -> int:
    """Send the watchers of ``update``'s table its public board when the player to move
    changed; ``locale``: the table's language. How many were reached; every failure is
    logged, none is raised."""
    service: TableService = client.service  # type: ignore[attr-defined]
    try:
        shown = service.for_watchers(update)
        if shown is None:
            return 0
        watchers = await service.watchers(update.table_id)
        if not watchers:
            return 0
        if locale is None:
            locale = await table_locale(service, update.table_id)
        body = board_content(shown, locale)
    except Exception:
        log.exception("the watchers of table %s were not told", update.table_id)
        return 0
    mention: list[str] = [w.user_id for w in watchers if w.via == "mention"]
    reached = 0
    for w in watchers:
        if w.via != "dm":
            continue
        header = tr(
            w.locale, "social-watch-header-dm", game=shown.title, channel=f"<#{channel_id}>"
        )
        try:
            await with_retry(
                functools.partial(_direct, client, w.user_id, _message(header, body), shown.image)
            )
            reached += 1
        except (discord.Forbidden, discord.NotFound):  # their direct messages are closed
            mention.append(w.user_id)
        except DISCORD_FAULTS as exc:
            log.warning("watcher %s of table %s not reached: %s", w.user_id, update.table_id, exc)
    channel = client.get_partial_messageable(channel_id)
    for at in range(0, len(mention), MENTIONS_PER_MESSAGE):
        group = mention[at : at + MENTIONS_PER_MESSAGE]
        who = " ".join(f"<@{u}>" for u in group)
        text = _message(tr(locale, "social-watch-header-mention", who=who, game=shown.title), body)
        try:
            await with_retry(functools.partial(_mention, channel, text, shown.image, group))
            reached += len(group)
        except DISCORD_FAULTS as exc:
            log.warning("watchers of table %s not mentioned: %s", update.table_id, exc)
    return reached


def watchers_told_soon(
    client: discord.Client, channel_id: int, update: Update, locale: str | None = None
) -> None:
    """``tell_watchers`` as a task of its own: the click's answer never waits for it."""
    if client.service.for_watchers(update) is None:  # type: ignore[attr-defined]
        return  # no turn change: nothing for them, and no task
    tasks: set[asyncio.Task[int]] = client.watcher_tasks  # type: ignore[attr-defined]
    task = asyncio.get_running_loop().create_task(tell_watchers(client, channel_id, update, locale))
    tasks.add(task)  # held until done: the loop keeps only a weak reference
    task.add_done_callback(tasks.discard)
