"""The Discord adapter: slash commands and persistent buttons over the table service."""

from bot.discord.bot import TableBot, build_bot, run_bot

__all__ = ["TableBot", "build_bot", "run_bot"]
