"""/stats: a player's record in this server and the server's standings per game (issue 34),
answered privately in the clicker's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.callback import acknowledge
from bot.discord.components import cut
from bot.discord.guard import UNEXPECTED, answer_privately
from bot.discord.present import ephemeral, log, user_id
from bot.tables import Refused
from l10n import pick_locale, say

if TYPE_CHECKING:
    from bot.tables import TableService


class Stats(commands.Cog):
    """The server's record: games, wins, places and ratings."""

    def __init__(self, service: TableService) -> None:
        self.service = service

    async def game_autocomplete(self, interaction: discord.Interaction, current: str):
        current = current.lower().strip()
        return [
            app_commands.Choice(name=cut(f"{title} ({slug})", 100), value=slug)
            for slug, title in self.service.game_slugs()
            if current in slug.lower() or current in title.lower()
        ][:25]

    @app_commands.command(name="stats")
    @app_commands.guild_only()
    @app_commands.describe(
        player="Whose record (default: yours)",
        game="Only this game's record and standings (default: every game played here)",
        include_ai="Count games with AI players (default: yes)",
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def stats(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: str | None = None,
        include_ai: bool = True,
    ) -> None:
        """A player's games, wins and places, and the server's standings per game."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = pick_locale(interaction.locale)
        who = player or interaction.user
        try:
            text = await self.service.stats(
                str(interaction.guild_id),
                str(who.id) if player else user_id(interaction),
                who.display_name,
                game,
                include_ai=include_ai,
                locale=locale,
            )
        except Refused as exc:
            text = say(exc.text, locale)
        await ephemeral(interaction, text)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        log.error("command stats failed", exc_info=error)
        await answer_privately(interaction, UNEXPECTED)
