"""The slash commands in German and Italian (issue 32): what the sync sends Discord.

Discord checks localised names only when the commands are synced, and refuses the whole
sync for one bad name; these tests check them here, by Discord's rules."""

from __future__ import annotations

import re

import discord
import pytest
from discord import app_commands

from bot.discord.commands import Tables
from bot.discord.translate import CatalogueTranslator, message_id
from devkit.harness import APP_ID, make_harness
from l10n import catalogue, tr

NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's CHAT_INPUT name rule (\w: any letter)
DESCRIPTION_MAX = 100
CHOICE_NAME_MAX = 100


async def synced_commands(service, tmp_path, monkeypatch) -> list[dict]:
    h = await make_harness(service, tmp_path, monkeypatch)
    synced = [s for s in h.fake.sent if s.method == "PUT"]
    assert [s.path for s in synced] == [f"/applications/{APP_ID}/commands"]
    return synced[0].payload["items"]


def each_localised(commands: list[dict]):
    """(where, kind, {locale: text}, english) for every translatable string sent."""
    for c in commands:
        yield c["name"], "name", c.get("name_localizations") or {}, c["name"]
        yield c["name"], "description", c.get("description_localizations") or {}, c["description"]
        for o in c.get("options", []):
            where = f"{c['name']} {o['name']}"
            yield where, "name", o.get("name_localizations") or {}, o["name"]
            yield where, "description", o.get("description_localizations") or {}, o["description"]
            for ch in o.get("choices", []):
                yield f"{where} {ch['value']}", "choice", ch.get("name_localizations") or {}, None


async def test_the_sync_carries_german_and_italian_for_every_string(service, tmp_path, monkeypatch):
    commands = await synced_commands(service, tmp_path, monkeypatch)
    assert len(commands) >= 16
    seen = 0
    for where, kind, localised, _ in each_localised(commands):
        if where.startswith(("newgame language ", "language language ")):
            # English, Deutsch, Italiano: each by its own name, in every client
            assert localised == {}, (where, localised)
            continue
        assert set(localised) == {"de", "it"}, (where, kind, localised)
        seen += 1
    newgame = next(c for c in commands if c["name"] == "newgame")
    assert newgame["name_localizations"] == {"de": "neues-spiel", "it": "nuova-partita"}
    order = next(o for o in newgame["options"] if o["name"] == "seat_order")
    assert order["name_localizations"]["de"] == "sitzordnung"
    assert next(ch for ch in order["choices"] if ch["value"] == "random")["name_localizations"] == {
        "de": "zufällig",
        "it": "casuale",
    }
    assert seen >= 72


async def test_every_localised_string_keeps_discords_rules(service, tmp_path, monkeypatch):
    commands = await synced_commands(service, tmp_path, monkeypatch)
    for where, kind, localised, _ in each_localised(commands):
        for locale, text in localised.items():
            if kind == "name":
                assert NAME.match(text) and text == text.lower(), (where, locale, text)
            elif kind == "description":
                assert 1 <= len(text) <= DESCRIPTION_MAX, (where, locale, len(text), text)
            else:
                assert 1 <= len(text) <= CHOICE_NAME_MAX, (where, locale, text)
    for c in commands:  # two options of one command may not share a localised name
        for locale in ("de", "it"):
            names = [o.get("name_localizations", {}).get(locale) for o in c.get("options", [])]
            assert len(names) == len(set(names)), (c["name"], locale, names)
    for locale in ("de", "it"):  # nor two commands
        names = [c["name_localizations"][locale] for c in commands]
        assert len(names) == len(set(names)), (locale, names)


async def test_the_english_catalogue_says_what_the_code_says(service, tmp_path, monkeypatch):
    """The ids of discord.ftl are made from where a string stands; the English beside them
    is the code's, so a changed description cannot leave a stale translation unnoticed."""
    commands = await synced_commands(service, tmp_path, monkeypatch)
    used = set()
    for c in commands:
        key = f"discord-cmd-{c['name']}"
        assert tr("en", key) == c["name"] and tr("en", key + "-desc") == c["description"]
        used |= {key, key + "-desc"}
        for o in c.get("options", []):
            key = f"discord-opt-{c['name']}-{o['name'].replace('_', '-')}"
            assert tr("en", key) == o["name"] and tr("en", key + "-desc") == o["description"]
            used |= {key, key + "-desc"}
            for ch in o.get("choices", []):
                key = f"discord-choice-{ch['value']}"
                if catalogue("en").has(key):
                    assert tr("en", key) == ch["name"]
                    used.add(key)
    defined = {
        k
        for k in catalogue("en").ids
        if k.startswith(("discord-cmd-", "discord-opt-", "discord-choice-"))
    }
    assert defined - used == set(), "ids for commands or options that do not exist"


@pytest.mark.parametrize(
    "locale", [discord.Locale.french, discord.Locale.american_english, discord.Locale.japanese]
)
async def test_other_locales_get_no_translation(locale):
    command = Tables(None).get_app_commands()[0]
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_name, data=command
    )
    found = await CatalogueTranslator().translate(
        app_commands.locale_str(command.name), locale, context
    )
    assert found is None
    assert message_id(app_commands.locale_str(command.name), context) == "discord-cmd-newgame"


async def test_newgame_hands_the_table_its_language(h, service, monkeypatch):
    """Named, or else the server's when German or Italian, else English."""
    asked: list[str] = []
    new_table = service.new_table

    async def takes_a_locale(*, locale: str = "en", **kw):
        asked.append(locale)
        return await new_table(**kw)

    monkeypatch.setattr(service, "new_table", takes_a_locale)
    cases = [({"language": "it"}, "de", "it"), ({}, "de", "de"), ({}, "fr", "en"), ({}, None, "en")]
    for options, guild_locale, _ in cases:
        payload = h.fake.command_payload(1, "newgame", game="peek-and-pile", **options)
        if guild_locale:
            payload["guild_locale"] = guild_locale
        await h.dispatch(payload)
        await h.command(1, "abandon")
    assert asked == [want for *_, want in cases]
