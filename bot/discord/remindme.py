"""/remindme: how a person is reminded of their turn, wherever they play (issue 34): a ping
in the table's channel or a direct message, quiet hours in their own time zone, an away
period; with no option it shows them. Answered privately in the clicker's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.callback import acknowledge
from bot.discord.guard import UNEXPECTED, answer_privately
from bot.discord.present import ephemeral, log, user_id
from bot.service.quiet_hours import zone_names
from bot.tables import Refused
from l10n import pick_locale, say

if TYPE_CHECKING:
    from bot.tables import TableService

# offered before anything is typed: the zones of the rulebooks' and players' usual places
COMMON_ZONES = (
    "Europe/Berlin",
    "Europe/Rome",
    "Europe/Vienna",
    "Europe/Zurich",
    "Europe/London",
    "Europe/Paris",
    "Europe/Madrid",
    "Europe/Amsterdam",
    "Europe/Warsaw",
    "Europe/Helsinki",
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "America/Sao_Paulo",
    "Asia/Tokyo",
    "Asia/Kolkata",
    "Australia/Sydney",
    "UTC",
)


def zone_choices(current: str) -> list[app_commands.Choice[str]]:
    """Up to 25 zones for what is typed: names that start with it first, then the others
    that contain it; nothing typed: the common ones."""
    typed = current.strip().replace(" ", "_").lower()
    if not typed:
        names = list(COMMON_ZONES)
    else:
        every = zone_names()
        starts = [n for n in every if n.lower().startswith(typed)]
        inside = [n for n in every if typed in n.lower() and n not in starts]
        names = starts + inside
    return [app_commands.Choice(name=n, value=n) for n in names[:25]]


class RemindMe(commands.Cog):
    """A person's own reminder settings."""

    def __init__(self, service: TableService) -> None:
        self.service = service

    async def zone_autocomplete(self, interaction: discord.Interaction, current: str):
        return zone_choices(current)

    @app_commands.command(name="remindme")
    @app_commands.describe(
        how="A ping in the table's channel or a direct message",
        quiet="Quiet hours in your time, like 22:00-07:00 (off: none)",
        timezone="Your time zone, like Europe/Berlin",
        away="Away for a number of days, or until a date like 2026-12-24 (off: back)",
        clear="Forget all your reminder settings first",
    )
    @app_commands.choices(
        how=[
            app_commands.Choice(name="channel", value="channel"),
            app_commands.Choice(name="direct message", value="dm"),
        ]
    )
    @app_commands.autocomplete(timezone=zone_autocomplete)
    async def remindme(
        self,
        interaction: discord.Interaction,
        how: str | None = None,
        quiet: str | None = None,
        timezone: str | None = None,
        away: str | None = None,
        clear: bool = False,
    ) -> None:
        """Your reminders: channel or DM, quiet hours, away (no option: shows them)."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = pick_locale(interaction.locale)
        try:
            text = await self.service.set_reminder_prefs(
                user_id(interaction),
                how=how,
                quiet=quiet,
                time_zone=timezone,
                away=away,
                clear=clear,
                locale=locale,
            )
        except Refused as exc:
            text = say(exc.text, locale)
        await ephemeral(interaction, text)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        log.error("command remindme failed", exc_info=error)
        await answer_privately(interaction, UNEXPECTED)
