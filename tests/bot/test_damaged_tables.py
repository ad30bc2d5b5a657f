"""A damaged table is found when it is loaded and disabled on its own (issue 29): a row
that breaks a CHECK constraint, a lost seat row, a move of an unknown kind. Every
action answers with the damaged sentence (never an IndexError), the listing marks it,
the local page shows it with its Abandon, and abandoning it still works."""

import logging
import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot import aiseats
from bot.local import create_app
from bot.local.state import GUILD as PAGE_GUILD
from bot.tables import DAMAGED, DAMAGED_WHAT, Damaged, TableService
from db import Store
from tests.bot.helpers import GUILD, started
from tests.bot.local.conftest import PageClient


async def with_checks_off(store, sql: str, *params) -> None:
    """A hand edit that breaks one of the schema's CHECK constraints."""
    conn = store._conn
    await conn.execute("PRAGMA ignore_check_constraints = ON")
    await conn.execute(sql, params)
    await conn.execute("PRAGMA ignore_check_constraints = OFF")


async def lose_seat(store, table_id: int, seat: int) -> None:
    await store._conn.execute("DELETE FROM seats WHERE table_id = ? AND seat = ?", (table_id, seat))


async def every_action_says_damaged(service: TableService, table_id: int, user: str = "u0") -> None:
    fresh = TableService(service.store, render=False)  # nothing cached: loaded from the store
    calls = {
        "board": lambda: fresh.board(table_id),
        "history": lambda: fresh.history(table_id),
        "history of move 1": lambda: fresh.history(table_id, 1),
        "choices": lambda: fresh.choices_for(table_id, user),
        "act": lambda: fresh.act(table_id, user, 1, "draw"),
        "hand": lambda: fresh.hand(table_id, user),
        "undo": lambda: fresh.undo(table_id, user),
        "resign": lambda: fresh.resign(table_id, user),
        "replay": lambda: fresh.replay_state(table_id),
    }
    for what, call in calls.items():
        with pytest.raises(Damaged) as caught:
            await call()
        assert str(caught.value) == DAMAGED, what
    (summary,) = [s for s in await fresh.games_in_guild(GUILD) if s.table_id == table_id]
    assert summary.damaged


@pytest.mark.parametrize("seat", [1, 2])  # a seat in the middle, the last seat
async def test_a_lost_seat_row_is_damage_not_an_index_error(service, seat, caplog):
    t = (await started(service, 3)).table_id
    hand = await service.choices_for(t, "u0")
    await service.act(t, "u0", hand.version, "draw")
    other = (await started(service, 2, channel="201")).table_id
    await lose_seat(service.store, t, seat)
    with caplog.at_level(logging.ERROR, logger="tablebot"):
        await every_action_says_damaged(service, t)
    logged = [r.getMessage() for r in caplog.records if "damaged" in r.getMessage()]
    assert logged == [
        f"table {t} is damaged and disabled: its seat rows are numbered "
        f"{[s for s in (0, 1, 2) if s != seat]} for 3 players"
    ]
    assert (await service.board(other)).status == "playing"  # the other table plays on
    upd = await service.abandon(t, "u0")  # the way out
    assert upd.status == "abandoned"


async def test_the_idle_pass_skips_a_table_with_a_lost_seat_and_says_so_once(
    store, peek, clock, caplog
):
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    t = (await started(service, 3)).table_id
    await service.set_idle_clock(t, "u0", 1)
    await lose_seat(store, t, 2)
    service._forget(t)
    with caplog.at_level(logging.INFO, logger="tablebot"):
        for _ in range(3):
            clock.now += 3601
            assert await service.idle_turns() == []
            assert await service.resume_ai() == []
    said = [(r.levelname, r.getMessage()) for r in caplog.records if r.name.startswith("tablebot")]
    assert said == [
        (
            "ERROR",
            f"table {t} is damaged and disabled: its seat rows are numbered [0, 1] for 3 players",
        )
    ], said
    assert await store.moves(t) == []


async def test_a_move_of_an_unknown_kind_is_damage(service):
    t = (await started(service, 2)).table_id
    hand = await service.choices_for(t, "u0")
    await service.act(t, "u0", hand.version, "draw")
    await with_checks_off(service.store, "UPDATE moves SET kind = 'teleport' WHERE table_id = ?", t)
    (row,) = await service.store.moves(t)
    assert "kind is 'teleport'" in row.damaged
    for call in (service.history(t), service.replay_state(t)):
        with pytest.raises(Damaged):
            await call


async def test_a_row_breaking_a_check_disables_its_table_only_and_the_file_opens(tmp_path, peek):
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    service = TableService(store, render=False)
    bad = (await started(service, 2)).table_id
    good = (await started(service, 2, channel="201")).table_id
    await with_checks_off(store, "UPDATE game_tables SET reminder_seconds = -60 WHERE id = ?", bad)
    await store.close()

    store = await Store.open(path)  # quick_check no longer refuses the whole file
    try:
        service = TableService(store, render=False)
        assert "reminder_seconds is -60" in (await store.get_table(bad)).damaged
        await every_action_says_damaged(service, bad)
        assert (await service.board(good)).status == "playing"
        hand = await service.choices_for(good, "u0")
        await service.act(good, "u0", hand.version, "draw")
        assert (await service.abandon(bad, "u0")).status == "abandoned"
    finally:
        await store.close()


async def test_a_status_outside_its_check_is_damage_on_its_own(tmp_path, peek):
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    service = TableService(store, render=False)
    bad = (await started(service, 2)).table_id
    good = (await started(service, 2, channel="201")).table_id
    await with_checks_off(store, "UPDATE game_tables SET status = 'paused' WHERE id = ?", bad)
    await store.close()
    store = await Store.open(path)
    try:
        service = TableService(store, render=False)
        assert "status is 'paused'" in (await store.get_table(bad)).damaged
        with pytest.raises(Damaged):
            await service.board(bad)
        assert [s.table_id for s in await service.games_in_guild(GUILD)] == [good]
    finally:
        await store.close()


# -- the local page -------------------------------------------------------------------
@pytest.fixture
async def client(service):
    async with TestClient(TestServer(create_app(service))) as c:
        yield PageClient(c)


async def page_table(service: TableService, players: int) -> int:
    """A running table of the local page's own server."""
    upd = await service.new_table(
        guild_id=PAGE_GUILD,
        channel_id="local-1",
        user_id="u0",
        name="Anna",
        game="peek-and-pile",
        seat_order="joined",
    )
    for i in range(1, players):
        await service.join(upd.table_id, f"u{i}", f"P{i}")
    return (await service.start(upd.table_id, "u0")).table_id


def shown_damage(html: str) -> str | None:
    found = re.search(r'<p class="notice" id="damaged">(.*?)</p>', html, re.S)
    return found.group(1) if found else None


@pytest.mark.parametrize("damage", ["lost seat", "bad options"])
async def test_the_page_shows_a_damaged_table_with_its_abandon(client, service, damage):
    t = await page_table(service, 3)
    if damage == "lost seat":
        await lose_seat(service.store, t, 1)
    else:
        await service.store._conn.execute(
            "UPDATE game_tables SET options = '{no' WHERE id = ?", (t,)
        )
    index = await (await client.get("/")).text()
    assert re.search(rf'href="/t/{t}".*?</td>\s*<td>damaged</td>', index, re.S), index
    resp = await client.get(f"/t/{t}")
    html = await resp.text()
    assert resp.status == 200, html
    assert shown_damage(html).replace("&#39;", "'") == DAMAGED_WHAT
    assert 'id="abandon"' in html and "/abandon" not in html.replace(f"/t/{t}/abandon", "")
    resp = await client.post(f"/t/{t}/abandon", allow_redirects=False)
    assert resp.status == 303 and resp.headers["Location"] == "/"
    assert (await service.store.get_table(t)).status == "abandoned"
    html = await (await client.get(f"/t/{t}")).text()
    assert 'id="abandon"' not in html


async def test_a_click_on_a_damaged_table_says_so_in_the_pages_words(client, service):
    t = await page_table(service, 2)
    await lose_seat(service.store, t, 1)
    resp = await client.post(f"/t/{t}/act", data={"user": "u0", "version": "1", "choice": "draw"})
    html = await resp.text()
    assert resp.status == 200
    assert DAMAGED_WHAT.replace("'", "&#39;") in html and "/abandon;" not in html
