"""A click is one call to a worker process, carrying the choice and not the state, which
the table's worker keeps between clicks (bot/clickstep.py, issue 33 point 4)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator

import pytest

from bot import clickstep, cpu
from bot.position import Position
from bot.tables import TableService, Update
from db import StaleVersion, Store
from games import get as get_game
from games.contract import IllegalChoice

NAMES = ["Anna", "Ben", "Cleo"]
SLUG = "lorenzo-il-magnifico"


@pytest.fixture
def processes() -> Iterator[None]:
    cpu.use_processes(work=2, slow=1)
    yield
    cpu.use_threads()


@pytest.fixture
def kept() -> Iterator[None]:
    """This process's own kept positions (the clickstep unit tests run it in-process)."""
    clickstep._kept.clear()
    yield
    clickstep._kept.clear()


class Calls:
    """Every call to the CPU pools: (pool, function name, the ``sent`` position if a click)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.seen: list[tuple[str, str, Position | None]] = []
        run = cpu._run

        async def counted(name, fn, args, kwargs, **route):
            sent = args[2] if fn is clickstep.click else None
            self.seen.append((name, fn.__name__, sent))
            return await run(name, fn, args, kwargs, **route)

        monkeypatch.setattr(cpu, "_run", counted)

    def take(self) -> list[tuple[str, str, Position | None]]:
        out, self.seen = self.seen, []
        return out


async def open_table(service: TableService, slug: str = SLUG, seed: int = 11) -> Update:
    upd = await service.new_table(
        guild_id="1", channel_id="2", user_id="u0", name="Anna", game=slug, seed=seed
    )
    for i in range(1, 3):
        await service.join(upd.table_id, f"u{i}", NAMES[i])
    return await service.start(upd.table_id, "u0")


async def click(service: TableService, upd: Update) -> Update:
    """The first offered choice of the first player to move."""
    user = upd.to_move[0].user_id
    choices = upd.choices or (await service.choices_for(upd.table_id, user, upd.version)).choices
    return await service.act(upd.table_id, user, upd.version, choices[0].id)


async def stored_states(path, clicks: int) -> list[tuple[int, str]]:
    """The versions and states one service on threads stores for ``clicks`` clicks (the
    reference)."""
    store = await Store.open(path)
    try:
        service = TableService(store, render=False)
        upd = await open_table(service)
        out = []
        for _ in range(clicks):
            upd = await click(service, upd)
            row = await store.get_table(upd.table_id)
            out.append((row.version, row.state))
        return out
    finally:
        await store.close()


@pytest.mark.parametrize(
    "slug", ["coimbra", "de-vulgari-eloquentia", "lorenzo-il-magnifico", "stupor-mundi"]
)
async def test_a_click_is_one_call_and_after_the_first_only_the_choice_travels(
    tmp_path, monkeypatch, processes, slug
):
    store = await Store.open(tmp_path / "t.sqlite3")
    try:
        service = TableService(store, render=False)
        upd = await open_table(service, slug)
        calls = Calls(monkeypatch)
        for n in range(8):
            user = upd.to_move[0].user_id
            choices = upd.choices or (await service.choices_for(upd.table_id, user)).choices
            calls.take()  # the private choices page is its own interaction
            upd = await service.act(upd.table_id, user, upd.version, choices[0].id)
            made = calls.take()
            assert [(pool, fn) for pool, fn, _ in made] == [("work", "click")]
            if n:  # the table's worker keeps the state from the click before
                assert made[0][2] is None
    finally:
        await store.close()


async def test_on_threads_a_click_is_one_call_too_and_nothing_is_kept(tmp_path, monkeypatch, kept):
    store = await Store.open(tmp_path / "t.sqlite3")
    try:
        service = TableService(store, render=False)
        upd = await open_table(service)
        calls = Calls(monkeypatch)
        for _ in range(4):
            user = upd.to_move[0].user_id
            choices = upd.choices or (await service.choices_for(upd.table_id, user)).choices
            calls.take()
            upd = await service.act(upd.table_id, user, upd.version, choices[0].id)
            assert [(pool, fn) for pool, fn, _ in calls.take()] == [("work", "click")]
        assert clickstep.kept_tags() == {}
    finally:
        await store.close()


def first_click(game, state) -> tuple[Position, int, str]:
    position = Position(game, state)
    decision = position.decision()
    assert decision is not None
    seat = decision.seats[0]
    return position, seat, position.legal_choices(seat)[0].id


def test_the_worker_keeps_the_new_position_and_a_tag_it_holds_is_a_hit(kept):
    game = get_game(SLUG)
    start, seat, choice = first_click(game, game.setup(3, 11))
    one = clickstep.click(7, None, start, seat, choice, NAMES, frozenset(), False, keep_as=101)
    assert one is not None and one.position.kept == 101
    assert clickstep.kept_tags() == {7: 101}

    nxt, seat2, choice2 = first_click(game, one.position.state)
    two = clickstep.click(7, 101, None, seat2, choice2, NAMES, frozenset(), False, keep_as=102)
    assert two is not None and clickstep.kept_tags() == {7: 102}
    expected = clickstep.click(7, None, nxt, seat2, choice2, NAMES, frozenset(), False, None)
    assert expected is not None and two.own.dumped == expected.own.dumped


def test_the_position_sent_back_leaves_the_views_behind(kept):
    """Views are most of a position's bytes; the loop gets the answers it asks (the decision,
    the choices), the worker keeps the views for the next click."""
    game = get_game(SLUG)
    start, seat, choice = first_click(game, game.setup(3, 11))
    out = clickstep.click(7, None, start, seat, choice, NAMES, frozenset(), True, keep_as=501)
    assert out is not None and out.parts is not None
    assert out.position._views == {} and out.parts.position is out.position
    assert out.position._decision is not None and out.position._choices
    assert out.parts.view is not None  # the picture's public view still comes
    assert clickstep._kept[7]._views and clickstep._kept[7].state is out.position.state


def test_a_tag_the_worker_does_not_hold_is_a_miss_and_applies_nothing(kept):
    game = get_game(SLUG)
    start, seat, choice = first_click(game, game.setup(3, 11))
    clickstep.click(7, None, start, seat, choice, NAMES, frozenset(), False, keep_as=201)
    for table, tag in ((7, 200), (7, None), (8, 201)):  # an older tag, none, another table
        assert (
            clickstep.click(table, tag, None, seat, choice, NAMES, frozenset(), False, 202) is None
        )
        assert clickstep.kept_tags() == {7: 201}


def test_a_sent_position_is_used_never_the_kept_one(kept):
    """Another process moved the table on: the loop sends its newer state; the kept one,
    older, is not touched by the move."""
    game = get_game(SLUG)
    start, seat, choice = first_click(game, game.setup(3, 11))
    clickstep.click(7, None, start, seat, choice, NAMES, frozenset(), False, keep_as=301)
    other = Position(game, game.setup(3, 99))  # not the kept state
    seat, choice = first_click(game, other.state)[1:]
    out = clickstep.click(7, 301, other, seat, choice, NAMES, frozenset(), False, keep_as=302)
    reference = game.apply(other.state, seat, choice)[0]
    assert out is not None and out.own.dumped == game.dump(reference)


def test_an_illegal_choice_keeps_nothing_new(kept):
    game = get_game(SLUG)
    start, seat, choice = first_click(game, game.setup(3, 11))
    clickstep.click(7, None, start, seat, choice, NAMES, frozenset(), False, keep_as=401)
    with pytest.raises(IllegalChoice):
        clickstep.click(7, 401, None, seat, "no-such-choice", NAMES, frozenset(), False, 402)
    assert clickstep.kept_tags() == {7: 401}


def test_a_worker_keeps_the_newest_tables_only(kept, monkeypatch):
    monkeypatch.setattr(clickstep, "KEPT_TABLES", 2)
    game = get_game(SLUG)
    start, seat, choice = first_click(game, game.setup(3, 11))
    for table in (1, 2, 3):
        clickstep.click(table, None, start, seat, choice, NAMES, frozenset(), False, table)
    assert clickstep.kept_tags() == {2: 2, 3: 3}


async def test_a_click_whose_commit_lost_leaves_nothing_the_next_click_could_use(
    tmp_path, monkeypatch, processes
):
    """The worker kept the position of a click the store refused (someone moved first);
    the loop never holds that tag, so the next click sends its state again."""
    reference = await stored_states(tmp_path / "ref.sqlite3", 3)
    store = await Store.open(tmp_path / "t.sqlite3")
    try:
        service = TableService(store, render=False)
        upd = await open_table(service)
        upd = await click(service, upd)
        commit_move = store.commit_move

        async def lost(*args, **kwargs):
            raise StaleVersion("someone moved first")

        monkeypatch.setattr(store, "commit_move", lost)
        with pytest.raises(Exception, match="someone moved first"):
            await click(service, upd)
        monkeypatch.setattr(store, "commit_move", commit_move)
        calls = Calls(monkeypatch)
        upd = await click(service, upd)
        made = [(fn, sent is None) for _, fn, sent in calls.take() if fn == "click"]
        assert made == [("click", True), ("click", False)]  # the tag missed: the state went
        upd = await click(service, upd)
        row = await store.get_table(upd.table_id)
        assert (row.version, row.state) == reference[-1]
    finally:
        await store.close()


async def test_a_table_moved_on_by_another_process_is_sent_again(tmp_path, processes):
    """Two services (two bot processes in miniature) on one database take turns at a table:
    each click starts from the newest stored state, as one service alone would store it."""
    reference = await stored_states(tmp_path / "ref.sqlite3", 6)
    store = await Store.open(tmp_path / "t.sqlite3")
    try:
        first, second = TableService(store, render=False), TableService(store, render=False)
        upd = await open_table(first)
        states = []
        for n in range(6):
            service = first if n % 3 != 2 else second  # two clicks here, one there
            upd = await click(service, upd)
            row = await store.get_table(upd.table_id)
            states.append((row.version, row.state))
        assert states == reference
    finally:
        await store.close()


async def test_a_worker_that_dies_mid_click_loses_nothing(tmp_path, processes, caplog):
    """The table's worker is killed while the click waits for it: a new worker gets the call
    once more, misses the kept state, is sent it, and the move is stored exactly once."""
    reference = await stored_states(tmp_path / "ref.sqlite3", 3)
    store = await Store.open(tmp_path / "t.sqlite3")
    try:
        service = TableService(store, render=False)
        upd = await open_table(service)
        upd = await click(service, upd)
        upd = await click(service, upd)
        table = upd.table_id
        pid = await cpu.work_for(table, os.getpid)
        busy = asyncio.ensure_future(cpu.work_for(table, time.sleep, 1.0))
        clicking = asyncio.ensure_future(click(service, upd))
        await asyncio.sleep(0.3)
        assert not clicking.done()  # queued behind the sleep, in the same worker
        os.kill(pid, signal.SIGKILL)
        upd = await clicking
        await busy
        assert "worker process died" in caplog.text
        row = await store.get_table(table)
        assert (row.version, row.state) == reference[-1]  # the move stored once
        assert await cpu.work_for(table, os.getpid) != pid
    finally:
        await store.close()
