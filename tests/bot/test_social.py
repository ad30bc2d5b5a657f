"""Watchers and rematches through the service (issue 34, points 1 and 2), on both backends:
/watch and /unwatch with their refusals, what a watcher is sent (nothing private, only turn
changes), and the Rematch button's lobby that starts once the players have all joined."""

from __future__ import annotations

import asyncio

import pytest

from bot import aiseats
from bot.tables import Refused, TableService
from l10n import PSEUDO, say
from tests.bot.helpers import CHANNEL, GUILD, started, user_of
from tests.bot.test_service_pseudo import Seen, _pseudo_table, _refused


async def finished(service: TableService, players: int = 3, **kw) -> int:
    upd = await started(service, players, **kw)
    while upd.status == "playing":
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[-1].id)
    assert upd.status == "finished"
    return upd.table_id


async def test_a_watcher_follows_and_stops(service, store):
    upd = await started(service, 2)
    answer = await service.watch(CHANNEL, "w1", via="mention", locale="de")
    assert "Du schaust bei Peek" in answer and "erwähnt" in answer
    assert [(w.user_id, w.via, w.locale) for w in await service.watchers(upd.table_id)] == [
        ("w1", "mention", "de")
    ]
    again = await service.watch(CHANNEL, "w1", via="dm")
    assert again.startswith("You were watching")
    assert [w.via for w in await service.watchers(upd.table_id)] == ["dm"]
    assert (await service.unwatch(CHANNEL, "w1")).startswith("You no longer watch")
    assert await service.watchers(upd.table_id) == []
    with pytest.raises(Refused) as no:
        await service.unwatch(CHANNEL, "w1", locale="it")
    assert say(no.value.text, "it") == "Non stai guardando Peek & Pile (test game)."


async def test_watching_is_refused_with_a_reason_and_changes_nothing(service, store):
    upd = await started(service, 2)
    with pytest.raises(Refused) as seated:
        await service.watch(CHANNEL, "u0")
    assert say(seated.value.text, "de").startswith("Du spielst an diesem Tisch mit")
    with pytest.raises(Refused) as how:
        await service.watch(CHANNEL, "w1", via="pigeon")
    assert "pigeon" in say(how.value.text, "it")
    with pytest.raises(Refused):
        await service.watch("999", "w1")  # no table in that channel
    assert await store.watchers(upd.table_id) == []


async def test_a_watcher_gets_turn_changes_only_and_nothing_private(service):
    upd = await started(service, 2)
    first = service.for_watchers(upd)  # the game began: someone's turn began
    assert first is not None and first.mention == () and first.private == {}
    assert first.choices == () and first.undo_allowed_for == ()
    assert first.headline == upd.headline and first.image == upd.image
    lobby_like = await service.board(upd.table_id)  # /board: no turn change, nobody pinged
    assert service.for_watchers(lobby_like) is None
    while upd.status == "playing":
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[-1].id)
        sent = service.for_watchers(upd)
        assert (sent is not None) == (upd.new_message and (bool(upd.mention) or not upd.choices))
        if sent is not None:
            assert sent.private == {} and sent.mention == () and sent.since == ()
    assert service.for_watchers(upd) is not None  # the end of the game


async def test_a_rematch_starts_when_the_players_have_all_joined(service, store):
    old = await finished(service, 3, options={"deck_size": 8})
    old_row = await store.get_table(old)
    await store.set_idle_clock(old, 7200)
    upd = await service.rematch(old, "u1", "Ben", locale="it")
    assert upd.status == "lobby" and upd.table_id != old
    assert "Ben opened a rematch of Peek & Pile (test game)" in upd.headline
    assert "Anna and Cleo have joined" in upd.headline
    row = await store.get_table(upd.table_id)
    assert (row.game, row.options, row.seat_order, row.channel_id, row.guild_id) == (
        old_row.game,
        old_row.options,
        old_row.seat_order,
        CHANNEL,
        GUILD,
    )
    assert row.host_id == "u1" and row.idle_ai_seconds == 7200
    again = await service.rematch(old, "u0", "Anna")  # the same button: joins the rematch
    assert again.table_id == upd.table_id and again.status == "lobby"
    with pytest.raises(Refused) as twice:
        await service.rematch(old, "u0", "Anna")
    assert say(twice.value.text, "en") == "You are already seated at this table."
    done = await service.join(upd.table_id, "u2", "Cleo")  # the last one: it starts
    assert done.status == "playing"
    assert {p.user_id for p in done.players} == {"u0", "u1", "u2"}
    with pytest.raises(Refused) as running:
        await service.rematch(old, "u2", "Cleo")
    assert say(running.value.text, "de") == "Die Revanche dieses Spiels läuft schon."


async def test_two_rematch_clicks_at_once_open_one_lobby_and_the_watchers_come_along(
    service, store
):
    old = await finished(service, 3)
    await store.watch(old, "w1", "mention", "it")
    first, second = await asyncio.gather(
        service.rematch(old, "u0", "Anna"), service.rematch(old, "u2", "Cleo")
    )
    assert first.table_id == second.table_id and second.status == "lobby"
    assert {s.user_id for s in await store.seats(first.table_id)} == {"u0", "u2"}
    assert [(w.user_id, w.via) for w in await service.watchers(first.table_id)] == [
        ("w1", "mention")
    ]


async def test_a_rematch_is_only_for_the_players_of_a_finished_game(service):
    upd = await started(service, 2)
    with pytest.raises(Refused) as early:
        await service.rematch(upd.table_id, "u0", "Anna")
    assert say(early.value.text, "it") == "Solo una partita finita si può giocare di nuovo."
    await service.abandon(upd.table_id, "u0")
    old = await finished(service, 2)
    with pytest.raises(Refused) as stranger:
        await service.rematch(old, "w9", "Zoe")
    assert "Only the players" in str(stranger.value)


@pytest.fixture
def ai_service(store, peek, clock):
    return TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())


async def test_the_ai_seats_come_along_and_a_lone_player_starts_at_once(ai_service, store):
    service = ai_service
    lobby = await service.new_table(
        guild_id=GUILD, channel_id=CHANNEL, user_id="u0", name="Anna", game="peek-and-pile"
    )
    await service.add_bot(lobby.table_id, "u0", "easy")
    await service.add_bot(lobby.table_id, "u0", "strong")
    upd = await service.start(lobby.table_id, "u0")
    while upd.status == "playing":
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[-1].id)
    again = await service.rematch(lobby.table_id, "u0", "Anna")
    assert again.status in ("playing", "finished")  # nobody to wait for: it started
    seats = await store.seats(again.table_id)
    assert sorted(s.user_id for s in seats) == ["ai:1:easy", "ai:2:strong", "u0"]


async def test_every_text_of_watching_and_rematch_came_through_the_catalogue(service):
    seen = Seen()
    t = await _pseudo_table(service, "p1", seen)
    seen.texts.append(("watch", await service.watch("p1", "w1", via="dm", locale=PSEUDO)))
    seen.texts.append(("watch", await service.watch("p1", "w1", via="mention", locale=PSEUDO)))
    await _refused(seen, "watch seated", service.watch("p1", "u1"))
    await _refused(seen, "watch how", service.watch("p1", "w2", via="x"))
    await _refused(seen, "rematch early", service.rematch(t, "u0", "Anna"))
    seen.texts.append(("unwatch", await service.unwatch("p1", "w1", locale=PSEUDO)))
    await _refused(seen, "unwatch twice", service.unwatch("p1", "w1"))
    upd = await service.start(t, "u0")
    while upd.status == "playing":
        upd = await service.act(t, user_of(upd), upd.version, upd.choices[-1].id)
        seen.update("move", upd)
    await _refused(seen, "rematch by a stranger", service.rematch(t, "w9", "Zoe"))
    again = await service.rematch(t, "u1", "Ben")
    seen.update("rematch", again)
    seen.update("rematch joined", await service.rematch(t, "u0", "Anna"))
    begun = await service.join(again.table_id, "u2", "Cleo")
    assert begun.status == "playing"
    seen.update("rematch begins", begun)
    await _refused(seen, "rematch running", service.rematch(t, "u0", "Anna"))
    assert seen.unmarked() == []


async def test_the_rematch_lobby_speaks_the_tables_language(service, store):
    old = await finished(service, 3, locale="de")
    upd = await service.rematch(old, "u1", "Ben")
    assert "Ben hat eine Revanche von Peek & Pile (test game) eröffnet." in upd.headline
    assert "sobald Anna und Cleo dazugekommen sind" in upd.headline
    assert (await store.get_table(upd.table_id)).locale == "de"
