"""The idle pass that loses a race says what happened (issue 29): when a player (or
another process) moves while the AI is choosing the idle turn, nothing is played and
the log says so at info, never a warning that the turn was played."""

import logging

from bot import aiseats
from bot.tables import TableService
from tests.bot.helpers import lobby


def chooser_that_lets_anna_move_first(other: TableService, table_id: int):
    """The AI's chooser; while it thinks, Anna clicks "draw" through another service (as
    on another process) and so moves the table on."""
    inner = aiseats.inline_chooser()

    async def choose(slug, state_json, seat, level, seed):
        hand = await other.choices_for(table_id, "u0")
        await other.act(table_id, "u0", hand.version, "draw")
        return await inner(slug, state_json, seat, level, seed)

    return choose


async def test_an_idle_pass_that_loses_the_race_plays_nothing_and_says_so(
    store, peek, clock, caplog
):
    other = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    t = (await lobby(other, 2)).table_id
    await other.start(t, "u0")
    await other.set_idle_clock(t, "u0", 1)
    before = await store.get_table(t)
    clock.now += 3601
    idle = TableService(
        store, clock=clock, render=False, chooser=chooser_that_lets_anna_move_first(other, t)
    )
    with caplog.at_level(logging.INFO, logger="tablebot"):
        assert await idle.idle_turns() == []
    moves = await store.moves(t)
    assert [(m.seat, m.choice) for m in moves] == [(0, "draw")]  # Anna's own move, nothing else
    assert (await store.get_table(t)).version == before.version + 1
    said = [(r.levelno, r.getMessage()) for r in caplog.records if r.name.startswith("tablebot")]
    assert (
        logging.INFO,
        f"table {t}: the idle turn was not played; someone moved first "
        f"(version {before.version} -> {before.version + 1})",
    ) in said, said
    assert not [m for lv, m in said if lv >= logging.WARNING], said
