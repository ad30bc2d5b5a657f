"""A table whose game ended leaves the service's caches (issue 33: they are for tables in
play; a shard kept every finished game's state, log tail and turn log until 2,000 more
tables pushed it out), and is read back from the database when someone asks for it."""

from __future__ import annotations

from bot.tables import TableService
from tests.bot.helpers import started, user_of


def cached(service: TableService, table_id: int) -> list[str]:
    caches = (
        service._states,
        service._positions,
        service._tails,
        service._playing_seats,
        service._own_moves,
        service._places,
        service._turn_logs,
    )
    return [c.name for c in caches if c.get(table_id) is not None]


async def test_a_game_that_ends_leaves_the_caches_and_still_shows(service: TableService) -> None:
    upd = await started(service, 3)
    t = upd.table_id
    upd = await service.act(t, user_of(upd), upd.version, upd.choices[-1].id)
    assert {"states", "positions", "tails"} <= set(cached(service, t))  # in play: kept
    while upd.status == "playing":
        upd = await service.act(t, user_of(upd), upd.version, upd.choices[-1].id)
    assert upd.status == "finished"
    assert cached(service, t) == []
    again = await service.board(t)  # read back from the database
    assert again.status == "finished" and again.scoreboard == upd.scoreboard
    assert cached(service, t) == []  # and not kept again
    entries, _ = await service.history(t)
    assert entries


async def test_a_resigned_game_leaves_the_caches(service: TableService) -> None:
    upd = await started(service, 3)
    t = upd.table_id
    upd = await service.act(t, user_of(upd), upd.version, upd.choices[-1].id)
    resigned = await service.resign(t, user_of(upd))
    assert resigned.status == "finished"
    assert cached(service, t) == []
    assert (await service.board(t)).status == "finished"
