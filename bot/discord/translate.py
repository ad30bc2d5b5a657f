"""The slash commands in German and Italian: discord.py's `app_commands.Translator`.

At sync discord.py asks for every command name, description, parameter name and
description and choice name in every Discord locale, and sends what we answer as
``name_localizations`` / ``description_localizations``. The English stays in the code
(the decorators); the translations live in ``discord.ftl`` under ids made from where the
string stands, so renaming a command renames its ids:

- ``discord-cmd-<command>``, ``discord-cmd-<command>-desc``;
- ``discord-opt-<command>-<parameter>``, ``discord-opt-<command>-<parameter>-desc``;
- ``discord-choice-<value>`` (the same value reads the same in every command).

An id the catalogue lacks is no translation (None): Discord then shows the English.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from l10n import catalogue, tr

TRANSLATED = {discord.Locale.german: "de", discord.Locale.italian: "it"}
"""The Discord locales we answer for; every other one gets None (the English)."""


def _id_part(name: str) -> str:
    return name.replace("_", "-")


def message_id(string: app_commands.locale_str, context: app_commands.TranslationContext) -> str:
    """The catalogue id of one translatable string of a command, or "" for none."""
    data = context.data
    where = context.location
    if where in (Where.command_name, Where.command_description):
        suffix = "-desc" if where is Where.command_description else ""
        return f"discord-cmd-{_id_part(data.qualified_name)}{suffix}"
    if where in (Where.parameter_name, Where.parameter_description):
        suffix = "-desc" if where is Where.parameter_description else ""
        command = _id_part(data.command.qualified_name)
        return f"discord-opt-{command}-{_id_part(data.name)}{suffix}"
    if where is Where.choice_name:
        return f"discord-choice-{_id_part(str(data.value))}"
    return ""


class CatalogueTranslator(app_commands.Translator):
    """Answers German and Italian from the catalogues; None for every other locale."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        ours = TRANSLATED.get(locale)
        if ours is None:
            return None
        key = message_id(string, context)
        if not key or not catalogue(ours).has(key):
            return None
        return tr(ours, key)
