"""The service asks for every picture in the right language (issue 32.5): the per-move
picture, the full board and a resignation's board in the table's; /hand, the private
choices' picture and /history's board in the reader's."""

import pytest

from bot import steps
from bot.service import private
from bot.tables import TableService
from tests.bot.helpers import CHANNEL, GUILD, started, user_of


@pytest.fixture
def asked(monkeypatch):
    """(function, locale) of every picture the service asks for, none drawn."""
    calls: list[tuple[str, str]] = []

    def picture(kind, slug, title, view, names, last, previous=None, context=None, locale="en"):
        calls.append(("picture", locale))
        return b"png"

    def state_picture(kind, slug, game, state, names, last, locale="en"):
        calls.append(("state_picture", locale))
        return b"png"

    def hand_picture(game, state, seat, names, locale="en"):
        calls.append(("hand_picture", locale))
        return b"png"

    def hand_png(slug, title, own_view, private, names, seat, locale="en"):
        calls.append(("hand_png", locale))
        return b"png"

    monkeypatch.setattr(steps, "picture", picture)
    monkeypatch.setattr(steps, "state_picture", state_picture)
    monkeypatch.setattr(steps, "hand_picture", hand_picture)
    monkeypatch.setattr(private, "hand_png", hand_png)
    return calls


async def test_public_pictures_are_in_the_tables_language(store, clock, peek, asked):
    service = TableService(store, clock=clock, render=True)
    upd = await started(service, 2, locale="de")
    assert asked[-1] == ("picture", "de")
    user = user_of(upd)
    hand = await service.choices_for(upd.table_id, user)
    await service.act(upd.table_id, user, hand.version, hand.choices[0].id)
    assert asked[-1] == ("picture", "de")
    asked.clear()
    await service.full_board(upd.table_id)
    assert asked == [("state_picture", "de")]


async def test_private_pictures_and_history_are_in_the_readers_language(store, clock, peek, asked):
    service = TableService(store, clock=clock, render=True)
    upd = await started(service, 2, locale="de")
    t, user = upd.table_id, user_of(upd)
    asked.clear()
    hand = await service.choices_for(t, user, picture=True, locale="it")
    assert asked == [("hand_picture", "it")]
    await service.act(t, user, hand.version, hand.choices[0].id)
    asked.clear()
    await service.hand(t, "u0", locale="it")
    assert asked == [("hand_png", "it")]
    asked.clear()
    await service.history(t, 1, locale="it")
    assert asked == [("state_picture", "it")]


async def test_the_hand_text_is_in_the_readers_language(store, clock):
    service = TableService(store, clock=clock, render=False)
    upd = await service.new_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        user_id="u0",
        name="Anna",
        game="de-vulgari-eloquentia",
        seed=3,
    )
    await service.join(upd.table_id, "u1", "Ben")
    await service.start(upd.table_id, "u0")
    german = await service.hand(upd.table_id, "u1", image_wanted=False, locale="de")
    italian = await service.hand(upd.table_id, "u1", image_wanted=False, locale="it")
    assert "Hinter deinem Sichtschirm: " in german.text
    assert "Dietro il tuo schermo: " in italian.text
