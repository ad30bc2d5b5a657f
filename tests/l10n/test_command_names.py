"""A command named in a German or Italian sentence is named as that reader's Discord lists it
(discord.ftl's discord-cmd-<command>): "/spielplan", never "/board" beside "/mitspielen"."""

from __future__ import annotations

import re

import pytest

from l10n.catalog import sources

COMMAND = re.compile(r"(?<![\w/.:])/([^\W\d][\w-]*)")
CMD_ID = re.compile(r"^discord-cmd-([a-z]+) = (\S+)$", re.M)


def command_names(locale: str) -> dict[str, str]:
    return dict(CMD_ID.findall(sources(locale)["discord.ftl"]))


@pytest.mark.parametrize("locale", ["de", "it"])
def test_sentences_name_the_commands_as_the_readers_discord_does(locale):
    ours = command_names(locale)
    english = set(command_names("en").values())
    wrong = []
    for name, text in sources(locale).items():
        for line in text.splitlines():
            if line.lstrip().startswith("#") or line.startswith("discord-cmd-"):
                continue
            for found in COMMAND.findall(line):
                if found not in ours.values() and (found in english or found in ours):
                    wrong.append(f"{name}: /{found} in {line.strip()[:80]}")
    assert wrong == []
