"""A new table's options and player count are checked by the service before the engine, and
refused in the reader's words: which game, which option, what it takes (never pydantic's or an
engine's English)."""

from __future__ import annotations

import pytest

from bot.tables import Refused
from l10n import say
from tests.bot.helpers import GUILD


async def refusal(call) -> Refused:
    with pytest.raises(Refused) as caught:
        await call
    return caught.value


def new(service, game: str, **options):
    return service.new_table(
        guild_id=GUILD, channel_id="c1", user_id="u0", name="Anna", game=game, options=options
    )


async def test_a_value_an_option_does_not_take(service):
    exc = await refusal(new(service, "stupor-mundi", market="hardest"))
    assert say(exc.text, "en") == (
        "Stupor Mundi cannot play with market='hardest': market takes one of easy, medium, hard."
    )
    assert say(exc.text, "de") == (
        "Bei Stupor Mundi geht market='hardest' nicht; "
        "erlaubt ist einer der Werte easy, medium, hard."
    )
    assert say(exc.text, "it") == (
        "Stupor Mundi non si può giocare con market='hardest': "
        "market accetta uno tra easy, medium, hard."
    )
    exc = await refusal(new(service, "lorenzo-il-magnifico", leaders="maybe"))
    assert say(exc.text, "de").endswith("erlaubt ist true oder false.")
    exc = await refusal(new(service, "peek-and-pile", deck_size="huge"))
    assert say(exc.text, "it").endswith("deck_size accetta un numero intero.")
    assert await service.store.count_tables() == 0


async def test_an_unknown_option_and_an_unknown_game(service):
    exc = await refusal(new(service, "coimbra", colour="red"))
    said = say(exc.text, "de")
    assert said.startswith("Coimbra hat keine Option 'colour'. Seine Optionen: ")
    assert "tanger_any_disc" in said
    exc = await refusal(new(service, "chess"))
    said = say(exc.text, "it")
    assert said.startswith("Non esiste il gioco 'chess'. Giochi: ") and "coimbra" in said
    assert await service.store.count_tables() == 0


async def test_a_player_count_outside_the_games_range(service):
    upd = await new(service, "coimbra")
    exc = await refusal(service.start(upd.table_id, "u0"))
    assert say(exc.text, "de") == "Coimbra braucht 2-4 Spieler; 1 sitzt am Tisch."
    assert say(exc.text, "it") == "Coimbra richiede 2-4 giocatori; al tavolo: 1."
    assert (await service.board(upd.table_id)).status == "lobby"
