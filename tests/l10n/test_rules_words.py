"""/rules, /newgame's option help and the local page's form in the reader's language: every
real game's summary, every option's help and every worded choice has a catalogue entry in all
three languages (rules.ftl), so a new option cannot slip through in English."""

from __future__ import annotations

import pytest

import games
from bot import rules_words
from bot.discord.commands import describe_options
from l10n import LOCALES, catalogue


def real_games():
    """The games a build ships (a test's private games, games._testgame, left out)."""
    return [g for g in games.registry().values() if not type(g).__module__.startswith("games._")]


def expected_ids(game) -> list[str]:
    ids = [rules_words.summary_id(game.slug)]
    ids += [rules_words.option_id(game.slug, key) for key in game.Options.model_fields]
    ids += [
        rules_words.choice_id(game.slug, key, value)
        for key, values in rules_words.worded_choices(game.Options).items()
        for value in values
    ]
    return ids


@pytest.mark.parametrize("locale", LOCALES)
def test_every_game_option_and_choice_has_its_words(locale):
    assert {g.slug for g in real_games()} >= {
        "coimbra",
        "de-vulgari-eloquentia",
        "lorenzo-il-magnifico",
        "stupor-mundi",
    }
    missing = [
        key for g in real_games() for key in expected_ids(g) if not catalogue(locale).has(key)
    ]
    assert missing == []


def test_no_rules_id_names_a_game_or_option_that_is_gone():
    wanted = {key for g in real_games() for key in expected_ids(g)}
    ours = {key for key in catalogue("en").ids if key.startswith("rules-")}
    assert ours - wanted == set()


def test_rules_and_option_help_in_german_and_italian():
    coimbra = games.get("coimbra")
    assert rules_words.summary(coimbra, "de").startswith("Wähle Würfel, um Einwohnerkarten")
    text = describe_options("stupor-mundi", "it")
    assert "• `market=easy`: Tessere mercato: lato facile, misto o lato difficile" in text
    text = describe_options("lorenzo-il-magnifico", "de")
    assert "• `leaders=False`: Mit den 20 Anführerkarten spielen (mit Anführer-Draft)" in text
    houses = rules_words.choice_name(games.get("stupor-mundi"), "houses", "random", "de")
    assert houses == "zufällig verteilt"


def test_a_game_the_catalogue_does_not_know_keeps_its_own_english():
    from games import _testgame

    peek = _testgame.GAME
    field = next(iter(peek.Options.model_fields.items()))
    assert rules_words.option_help(peek, field[0], "de") == (field[1].description or "")
    assert rules_words.summary(peek, "it") == (getattr(peek, "summary", "") or "")
