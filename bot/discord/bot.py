"""The bot object: the table service is handed in (discord.py ``advanced_startup.py``)."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from bot import cpu
from bot.discord import fast_ack, heartbeat
from bot.discord.commands import Tables
from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.guard import answer_privately
from bot.discord.language import reader
from bot.discord.present import pings, play_idle_turns, repair_boards
from bot.discord.remindme import RemindMe
from bot.discord.social import Watching, watchers_told_soon
from bot.discord.stats import Stats
from bot.discord.translate import CatalogueTranslator
from l10n import pick_locale, tr

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.tables import Player, Reminder, TableService, Update

log = logging.getLogger("tablebot.discord")

UNKNOWN_CHANNEL = 10003  # Discord's JSON error code


def reminder_text(rem: Reminder) -> str:
    """A public ping, in the pinged players' language (the service's ``Reminder.locale``:
    theirs when they share one, else the table's)."""
    who = " ".join(f"<@{p.user_id}>" for p in rem.to_move)
    since = f"<t:{int(rem.waiting_since)}:R>"
    locale = pick_locale(getattr(rem, "locale", None) or "en")
    count = len(rem.to_move)  # "du bist" / "ihr seid" am Zug
    return tr(locale, "discord-reminder", who=who, title=rem.title, since=since, count=count)


def dm_reminder_text(rem: Reminder, locale: str | None = None) -> str:
    """A direct message to one player: the table's name, since when, and a link to the
    table's channel (a direct message has no channel of its own to show the board in), in
    ``locale`` (the player's own; default the reminder's)."""
    link = f"https://discord.com/channels/{rem.guild_id or '@me'}/{rem.channel_id}"
    since = f"<t:{int(rem.waiting_since)}:R>"
    return tr(locale or rem.locale or "en", "remind-dm", title=rem.title, since=since, link=link)


class TableBot(commands.AutoShardedBot):
    """Shards: SHARD_COUNT/SHARD_IDS pick this process's shards (the store reminds only
    their guilds); unset, one process runs every shard Discord recommends."""

    def __init__(self, service: TableService, settings: Settings, **kwargs) -> None:
        kwargs.setdefault("intents", discord.Intents(guilds=True))  # no privileged intents
        shard = getattr(settings, "shard", None)
        if shard is not None:
            kwargs.setdefault("shard_count", shard[1])
            kwargs.setdefault("shard_ids", sorted(shard[0]))
        super().__init__(
            command_prefix=commands.when_mentioned,  # slash commands only; no message content
            allowed_mentions=discord.AllowedMentions.none(),  # every ping is opted in per message
            **kwargs,
        )
        self.service = service
        self.settings = settings
        # table id -> its last shown board, still with buttons, whose successor could not be
        # posted: retired when the board is posted again (present.board_pending)
        self.unretired_boards: dict[int, str] = {}
        self.watcher_tasks: set[asyncio.Task[int]] = set()  # boards on their way to watchers
        self.fast_ack = fast_ack.install(
            self, [item.__discord_ui_compiled_template__ for item in DYNAMIC_ITEMS]
        )

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.add_cog(Tables(self.service))
        await self.tree.set_translator(CatalogueTranslator())  # before sync: it names the commands
        await self.add_cog(Stats(self.service))
        await self.add_cog(Watching(self.service))
        await self.add_cog(RemindMe(self.service))
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        if not self.reminders.is_running():
            self.reminders.start()
        cpu.warm_up_soon()  # the worker processes, while Discord connects

    def tell_watchers(self, channel_id: int, update: Update, locale: str | None = None) -> None:
        """A board was posted: its table's watchers get it when the player to move changed."""
        watchers_told_soon(self, channel_id, update, locale)

    async def close(self) -> None:
        self.reminders.cancel()
        await super().close()

    async def send_reminders(self) -> int:
        """One pass: post boards that Discord refused earlier, then ping the players of
        every table that waited too long. Returns the count of reminders.

        A channel Discord no longer knows (404 Unknown Channel) closes its tables.
        """
        await repair_boards(self)
        await play_idle_turns(self)
        sent = 0
        for rem in await self.service.due_reminders():
            locales = rem.dm_locales or (rem.locale,) * len(rem.by_dm)
            unreached = [
                p
                for p, locale in zip(rem.by_dm, locales, strict=True)
                if not await self.direct_reminder(rem, p, locale)
            ]
            sent += len(rem.by_dm) - len(unreached)
            if not rem.to_move and not unreached:
                continue
            rem = dataclasses.replace(rem, to_move=rem.to_move + tuple(unreached), by_dm=())
            channel = self.get_partial_messageable(int(rem.channel_id))
            try:
                await channel.send(
                    reminder_text(rem), allowed_mentions=pings([p.user_id for p in rem.to_move])
                )
                sent += 1
            except discord.NotFound as exc:
                if exc.code == UNKNOWN_CHANNEL:
                    await self.service.close_tables(
                        channel_id=rem.channel_id, reason="the channel was deleted"
                    )
                else:
                    log.warning(
                        "reminder for table %s in %s failed: %s", rem.table_id, rem.channel_id, exc
                    )
            except discord.HTTPException as exc:
                log.warning(
                    "reminder for table %s in %s failed: %s", rem.table_id, rem.channel_id, exc
                )
        return sent

    async def direct_reminder(self, rem: Reminder, player: Player, locale: str) -> bool:
        """A reminder by direct message; False when it cannot reach them (direct messages
        closed to the bot, or any other refusal): the caller pings them in the channel."""
        try:
            dm = await self.create_dm(discord.Object(int(player.user_id)))
            await dm.send(
                dm_reminder_text(rem, locale), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as exc:
            log.info("direct reminder for table %s not delivered: %s", rem.table_id, exc)
            return False
        return True

    # -- places that are gone: their open tables are closed, not deleted --------------------
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.service.close_tables(
            guild_id=str(guild.id), reason="the bot was removed from the server"
        )

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.service.close_tables(
            channel_id=str(channel.id), reason="the channel was deleted"
        )

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        # the raw event: on_thread_delete fires only for threads in the cache
        await self.service.close_tables(
            channel_id=str(payload.thread_id), reason="the thread was deleted"
        )

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A component no handler matches (a garbage or retired custom_id) still gets an answer."""
        if interaction.type is not discord.InteractionType.component:
            return
        data = interaction.data
        custom_id = str(data.get("custom_id", "")) if data is not None else ""
        if not any(
            item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS
        ):
            await answer_privately(interaction, tr(reader(interaction), "discord-no-such-button"))

    @tasks.loop(minutes=1)
    async def reminders(self) -> None:
        await self.minute_pass()

    async def minute_pass(self) -> None:
        """The reminders, then the garbage of reference cycles (`cpu.collect_cycles`)."""
        try:
            await self.send_reminders()
        except Exception:  # keep the loop alive
            log.exception("reminder pass failed")
        freed, cpu_ms = cpu.collect_cycles()
        log.debug("minute collection: %d objects freed, %.1f ms CPU", freed, cpu_ms)

    @reminders.before_loop
    async def _before_reminders(self) -> None:
        await self.wait_until_ready()


def build_bot(service: TableService, settings: Settings, **kwargs) -> TableBot:
    heartbeat.install()
    service.picture = "phone"  # Discord shows the phone picture; "Full board" is one tap away
    return TableBot(service, settings, **kwargs)


async def run_bot(service: TableService, settings: Settings) -> None:
    token = settings.token()
    if not token:
        raise ValueError("DISCORD_TOKEN is not set")
    bot = build_bot(service, settings)
    async with bot:  # logging is configured by bot/__main__.py
        await bot.start(token)
