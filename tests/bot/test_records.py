"""The server's record and /stats through the service (issue 34), on both backends: the record
written with the game's end, ties, AI levels apart or left out, the rating's worked example,
refusals and the answer in German and Italian."""

from __future__ import annotations

import asyncio

import pytest

from bot import aiseats, ratings
from bot.service.records import stats_text
from bot.tables import Refused, TableService
from db.records import GameResult, SeatResult, places
from l10n import say
from tests.bot.helpers import GUILD, started, user_of


async def play_out(service: TableService, players: int = 3, **kw) -> int:
    upd = await started(service, players, **kw)
    while upd.status == "playing":
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[-1].id)
    assert upd.status == "finished"
    return upd.table_id


async def test_the_record_is_written_with_the_games_end(service, store, clock):
    t = await play_out(service, 3)
    row = await store.get_table(t)
    (game,) = await store.results(GUILD)
    assert game.table_id == t and game.game == "peek-and-pile"
    assert game.finished_at == row.updated_at == clock.now
    seats = {s.seat: s for s in game.seats}
    assert [seats[s].user_id for s in range(3)] == [seat.user_id for seat in await store.seats(t)]
    assert {s.name for s in game.seats} == {"Anna", "Ben", "Cleo"}
    result = row.result
    assert {str(s.seat): s.score for s in game.seats} == result["totals"]
    assert {s.seat for s in game.seats if s.winner} == set(result["winners"])
    assert [s.place for s in sorted(game.seats, key=lambda s: result["ranking"].index(s.seat))] == [
        1 if s in result["winners"] else i + 1 for i, s in enumerate(result["ranking"])
    ]
    assert not any(s.is_ai for s in game.seats)
    stored = await store._one("SELECT game, options, players, started_at FROM results")
    assert stored[0] == "peek-and-pile" and stored[2] == 3 and stored[3] <= clock.now
    assert await store.record_missing(GUILD) == 0  # nothing left to backfill: it was recorded


async def test_a_copy_rebuilds_the_record_from_its_tables(service, store, tmp_path):
    from db import Store
    from db.copy import _copy

    t = await play_out(service, 3)
    target = await Store.open(str(tmp_path / "copy.sqlite3"))
    try:
        await _copy(store, target)
        assert await target.results(GUILD) == []  # derived data is not copied ...
        assert await target.record_missing(GUILD) == 1  # ... the first /stats writes it again
        assert await target.results(GUILD) == await store.results(GUILD)
        started_at = "SELECT started_at FROM game_tables WHERE id = ?"
        assert (await target._one(started_at, (t,)))[0] == (await store._one(started_at, (t,)))[0]
    finally:
        await target.close()


async def test_a_resignation_is_recorded_with_the_resigner_last(service, store):
    upd = await started(service, 3)
    await service.resign(upd.table_id, "u1")
    (game,) = await store.results(GUILD)
    places_by_user = {s.user_id: s.place for s in game.seats}
    assert places_by_user["u1"] == 3 and not next(s for s in game.seats if s.user_id == "u1").winner


def test_ties_share_a_place_only_where_the_victory_is_shared() -> None:
    shared = {"ranking": [2, 0, 1, 3], "winners": [2, 0]}
    assert places(shared, 4) == {2: (1, True), 0: (1, True), 1: (3, False), 3: (4, False)}
    broken = {"ranking": [1, 0, 2], "winners": [1], "tiebreak": "fewer draws"}
    assert places(broken, 3) == {1: (1, True), 0: (2, False), 2: (3, False)}
    assert places({"ranking": [1], "winners": []}, 3) == {
        1: (1, False),
        0: (2, False),
        2: (3, False),
    }


def seat(n: int, place: int, *, ai: str | None = None, winner: bool | None = None) -> SeatResult:
    user = aiseats.ai_id(n, ai) if ai else f"u{n}"
    name = aiseats.ai_name(n, ai) if ai else f"P{n}"
    return SeatResult(n, user, name, ai is not None, 10 - place, place, winner or place == 1)


def test_the_worked_example_of_the_rating() -> None:
    """Four newcomers (mu 25, sigma 8.333) finish 1st, 2nd, 3rd, 4th; then P1 and P2 share the
    victory of a three-player game over P3 (the closing note's example)."""
    first = GameResult(1, "g", 1.0, tuple(seat(n, n + 1) for n in range(4)))
    after = ratings.rate([first])
    got = {e: (round(r.mu, 3), round(r.sigma, 3)) for e, r in after.items()}
    assert got == {
        "u0": (27.795, 8.264),
        "u1": (26.553, 8.180),
        "u2": (24.689, 8.084),
        "u3": (20.962, 8.084),
    }
    assert round(after["u0"].shown, 3) == 3.005  # 27.7953 - 3 * 8.2636
    tie = GameResult(2, "g", 2.0, (seat(1, 1), seat(2, 1), seat(3, 3)))
    again = ratings.rate([first, tie])
    got = {e: (round(r.mu, 3), round(r.sigma, 3)) for e, r in again.items()}
    assert got == {
        "u0": (27.795, 8.264),
        "u1": (27.036, 8.044),
        "u2": (25.339, 7.962),
        "u3": (19.842, 7.977),
    }
    players, ai = ratings.standings(again)
    assert [round(r.shown, 3) for r in players] == [3.005, 2.902, 1.454, -4.089]
    assert [r.entry for r in players] == ["u0", "u1", "u2", "u3"] and ai == []
    assert (again["u1"].games, again["u1"].wins, again["u3"].games) == (2, 1, 2)


def test_two_ai_seats_of_one_level_are_one_entry_shown_apart() -> None:
    game = GameResult(1, "g", 1.0, (seat(0, 2), seat(1, 1, ai="easy"), seat(2, 3, ai="easy")))
    rated = ratings.rate([game])
    players, ai = ratings.standings(rated)
    assert [r.entry for r in players] == ["u0"]
    assert [(r.entry, r.name, r.games, r.wins) for r in ai] == [("ai:easy", "easy", 1, 1)]
    assert ratings.human_only([game]) == []


@pytest.fixture
def ai_service(store, peek, clock):
    return TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())


async def test_ai_seats_are_rated_apart_and_can_be_left_out(ai_service):
    service = ai_service
    await play_out(service, 2)  # Anna and Ben
    await service.abandon((await started(service, 2, channel="201")).table_id, "u0")  # no record
    # a table with an AI: Anna seats an easy AI (a new lobby in another channel)
    lobby = await service.new_table(
        guild_id=GUILD, channel_id="202", user_id="u0", name="Anna", game="peek-and-pile", seed=9
    )
    await service.add_bot(lobby.table_id, "u0", "easy")
    upd = await service.start(lobby.table_id, "u0")
    while upd.status == "playing":
        hand = await service.choices_for(lobby.table_id, "u0")
        upd = await service.act(lobby.table_id, "u0", hand.version, hand.choices[-1].id)
    stats = await service.server_stats(GUILD, "u0")
    (table,) = stats.standings
    assert table.games == 2 and [r.entry for r in table.ai] == ["ai:easy"]
    assert {r.entry for r in table.players} == {"u0", "u1"}
    (mine,) = stats.player
    assert mine.games == 2 and 1 <= mine.average_place <= 2
    people = await service.server_stats(GUILD, "u0", include_ai=False)
    (table,) = people.standings
    assert table.games == 1 and table.ai == () and people.player[0].games == 1
    text = await service.stats(GUILD, "u0", "Anna", include_ai=False)
    assert "Games with AI players are left out." in text and "AI players, rated" not in text
    text = await service.stats(GUILD, "u0", "Anna")
    assert "AI players, rated apart: easy " in text and "**Anna** in this server:" in text


async def test_stats_in_german_and_italian_and_refusals(service):
    await play_out(service, 3)
    text = await service.stats(GUILD, "u0", "Anna", locale="de")
    assert text.startswith("**Anna** auf diesem Server:\nPeek & Pile (test game): eine Partie, ")
    assert "**Rangliste für Peek & Pile (test game)**" in text
    assert "durchschnittlicher Platz" in text
    text = await service.stats(GUILD, "u9", "Zoe", "peek-and-pile", locale="it")
    assert "Per Zoe qui non è ancora registrata nessuna partita conclusa." in text
    assert "**Classifica di Peek & Pile (test game)**\n1. " in text
    with pytest.raises(Refused) as refused:
        await service.stats(GUILD, "u0", "Anna", "chess", locale="de")
    assert say(refused.value.text, "de").startswith("Es gibt kein Spiel chess.")
    assert say(refused.value.text, "it").startswith("Non esiste il gioco chess.")
    assert await service.stats("999", "u0", "Anna", locale="it") == (
        "In questo server non è ancora registrata nessuna partita conclusa."
    )


def test_a_long_answer_is_cut_to_one_message() -> None:
    from bot.service.records import ServerStats, Standings

    many = tuple(
        Standings(
            f"game-{g}",
            40,
            tuple(ratings.Rating(f"u{n}", "N" * 30, 25.0, 8.0, 3, 1, False) for n in range(10)),
            (),
        )
        for g in range(40)
    )
    text = stats_text(ServerStats((), many), "Anna", None, True, "en")
    assert len(text) <= 1900 and text.endswith("(Shortened: name a game to see all its standings.)")


async def test_the_kept_ratings_take_new_games_and_equal_a_fresh_count(service, store, clock):
    """A service keeps each server's ratings and adds only the games finished since; a game
    recorded out of finishing order makes it count again. Either way the answer is the one a
    fresh service (nothing kept) gives."""

    async def fresh():
        return await TableService(store, clock=clock, render=False).server_stats(GUILD, "u0")

    await play_out(service, 3)
    assert (await service.server_stats(GUILD, "u0")).standings[0].games == 1
    clock.now += 100
    await play_out(service, 3, seed=6)
    kept = await service.server_stats(GUILD, "u0")
    assert kept.standings[0].games == 2 and kept == await fresh()
    clock.now -= 1000  # this game finishes "before" the last one (another process's clock)
    await play_out(service, 2, seed=7)
    kept = await service.server_stats(GUILD, "u0")
    assert kept.standings[0].games == 3 and kept == await fresh()
    clock.now += 5000
    await play_out(service, 3, seed=8)
    both = await asyncio.gather(*(service.server_stats(GUILD, "u0") for _ in range(2)))
    assert both[0] == both[1] == await fresh() and both[0].standings[0].games == 4
    assert (await service.server_stats(GUILD, "u0", include_ai=False)).standings[0].games == 4


async def test_every_word_of_stats_comes_from_the_catalogue(ai_service):
    """The pseudo locale: each line of /stats, its refusal and its empty answers are marked,
    but for player names, the game's title, the AI level and numbers."""
    import re

    from l10n import PSEUDO

    service = ai_service
    empty = await service.stats(GUILD, "u0", "Anna", locale=PSEUDO)
    empty_game = await service.stats(GUILD, "u0", "Anna", "peek-and-pile", locale=PSEUDO)
    await play_out(service, 3)
    lobby = await service.new_table(
        guild_id=GUILD, channel_id="202", user_id="u0", name="Anna", game="peek-and-pile", seed=9
    )
    await service.add_bot(lobby.table_id, "u0", "easy")
    upd = await service.start(lobby.table_id, "u0")
    while upd.status == "playing":
        hand = await service.choices_for(lobby.table_id, "u0")
        upd = await service.act(lobby.table_id, "u0", hand.version, hand.choices[-1].id)
    texts = [empty, empty_game]
    texts += [await service.stats(GUILD, "u0", "Anna", locale=PSEUDO)]
    texts += [await service.stats(GUILD, "u9", "Zoe", include_ai=False, locale=PSEUDO)]
    texts += [stats_text(_long_stats(), "Anna", None, True, PSEUDO)]
    with pytest.raises(Refused) as refused:
        await service.stats(GUILD, "u0", "Anna", "chess", locale=PSEUDO)
    texts.append(say(refused.value.text, PSEUDO).replace("chess", ""))
    allowed = ["Peek & Pile (test game)", "Anna", "Ben", "Cleo", "Zoe", "easy", "game-"]
    for text in texts:
        for line in filter(None, text.split("\n")):
            rest = line
            for word in allowed:
                rest = rest.replace(word, " ")
            assert not re.findall(r"[A-Za-z]{2,}", rest), line


def _long_stats():
    from bot.service.records import ServerStats, Standings

    return ServerStats(
        (),
        tuple(
            Standings(
                f"game-{g}",
                40,
                tuple(ratings.Rating(f"u{n}", "Anna", 25.0, 8.0, 3, 1, False) for n in range(10)),
                (),
            )
            for g in range(40)
        ),
    )
