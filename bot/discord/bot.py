"""The bot object: the table service is handed in (discord.py ``advanced_startup.py``)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.present import pings, repair_boards

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.tables import Reminder, TableService

log = logging.getLogger("tablebot.discord")


def reminder_text(rem: Reminder) -> str:
    who = " ".join(f"<@{p.user_id}>" for p in rem.to_move)
    return (f"{who} your move at **{rem.title}** has been waiting since "
            f"<t:{int(rem.waiting_since)}:R>. Use /board to see it.")


class TableBot(commands.Bot):
    def __init__(self, service: TableService, settings: Settings, **kwargs) -> None:
        kwargs.setdefault("intents", discord.Intents(guilds=True))  # no privileged intents
        super().__init__(
            command_prefix=commands.when_mentioned,  # slash commands only; no message content
            allowed_mentions=discord.AllowedMentions.none(),  # every ping is opted in per message
            **kwargs,
        )
        self.service = service
        self.settings = settings

    async def setup_hook(self) -> None:
        from bot.discord.commands import Tables

        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.add_cog(Tables(self))
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        if not self.reminders.is_running():
            self.reminders.start()

    async def close(self) -> None:
        self.reminders.cancel()
        await super().close()

    async def send_reminders(self) -> int:
        """One pass: post boards that Discord refused earlier, then ping the players of
        every table that waited too long. Returns the count of reminders."""
        await repair_boards(self)
        sent = 0
        for rem in await self.service.due_reminders():
            channel = self.get_partial_messageable(int(rem.channel_id))
            try:
                await channel.send(reminder_text(rem), allowed_mentions=pings([p.user_id for p in rem.to_move]))
                sent += 1
            except discord.HTTPException as exc:
                log.warning("reminder for table %s in %s failed: %s", rem.table_id, rem.channel_id, exc)
        return sent

    @tasks.loop(minutes=1)
    async def reminders(self) -> None:
        try:
            await self.send_reminders()
        except Exception:  # keep the loop alive
            log.exception("reminder pass failed")

    @reminders.before_loop
    async def _before_reminders(self) -> None:
        await self.wait_until_ready()


def build_bot(service: TableService, settings: Settings, **kwargs) -> TableBot:
    service.picture = "phone"  # Discord shows the phone picture; "Full board" is one tap away
    return TableBot(service, settings, **kwargs)


async def run_bot(service: TableService, settings: Settings) -> None:
    if not settings.discord_token:
        raise ValueError("DISCORD_TOKEN is not set")
    bot = build_bot(service, settings)
    async with bot:  # logging is configured by bot/__main__.py
        await bot.start(settings.discord_token)
