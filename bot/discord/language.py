"""Which language an answer is written in: the clicker's for what only they see, the
table's for what the channel sees.

- a private answer (ephemeral: refusals, acknowledgements, the private page, /hand,
  /history) follows the clicking user's Discord client (``interaction.locale``);
- a public message (the board, its buttons, reminders) follows the table's language,
  chosen at /newgame (``TableRow.locale``; a table from before languages is English).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.tables import Refused
from l10n import DEFAULT_LOCALE, pick_locale, say, tr

if TYPE_CHECKING:
    from bot.tables import TableService

OUT_OF_DATE = "This board is out of date"  # the service's English for a stale button


def reader(interaction: discord.Interaction) -> str:
    """Our locale for the user who clicked or typed the command."""
    return pick_locale(interaction.locale)


def row_locale(row: object | None) -> str:
    """A table row's language; English for a row without one."""
    return pick_locale(getattr(row, "locale", None) or DEFAULT_LOCALE)


async def table_locale(service: TableService, table_id: int) -> str:
    """The language of a table's public messages."""
    return row_locale(await service.table_row(table_id))


def refusal_text(exc: Refused, locale: str) -> str:
    """A refusal in ``locale``: the service's message where it gives one (``exc.text``),
    else its English; a stale button's refusal points to /board."""
    english = str(exc)
    text = say(getattr(exc, "text", None) or english, locale)
    if english.startswith(OUT_OF_DATE) and "/board" not in english:
        text += " " + tr(locale, "discord-use-board")
    return text
