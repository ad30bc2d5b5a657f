"""One click asks the engine each answer once (issue 30, point 1).

Counted with pictures off before the service was split into layers, one click that moves
Lorenzo or Coimbra on by one state asked: decision 5, legal_choices 2-3, view 2-4 (the public
view and the mover's, twice each when the choice wrote no public line), result 2. Each part of
the click now asks the state's `bot.position.Position`, which asks the engine once, and the
service keeps the table's position for the next click: decision 1, legal_choices 1, the public
view and the next mover's once each, result 1. After a restart (nothing kept) the state before
the click is asked too, still never the same question twice.
"""

from __future__ import annotations

import pytest

from games import get as get_game
from tests.bot.engine_calls import counting

GAMES = ["lorenzo-il-magnifico", "coimbra"]
CLICKS = 6


async def clicks(service, monkeypatch, slug: str, *, cold: bool = False) -> list:
    """The counts of ``CLICKS`` clicks of the first choice at a two-player table (no AI seat);
    ``cold``: nothing kept from the click before (as after a restart)."""
    upd = await service.new_table(
        guild_id="1",
        channel_id="2",
        user_id="u0",
        name="Anna",
        game=slug,
        seat_order="joined",
        seed=7,
    )
    await service.join(upd.table_id, "u1", "Ben")
    upd = await service.start(upd.table_id, "u0")
    out = []
    for _ in range(CLICKS):
        mover = upd.to_move[0]
        choices = upd.choices or (await service.choices_for(upd.table_id, mover.user_id)).choices
        if cold:
            service._forget(upd.table_id)
        with counting(monkeypatch, get_game(slug)) as calls:
            upd = await service.act(upd.table_id, mover.user_id, upd.version, choices[0].id)
        assert upd.status == "playing" and upd.version > 0
        out.append((calls, {p.seat for p in upd.to_move}))
    return out


@pytest.mark.parametrize("slug", GAMES)
async def test_a_click_asks_each_answer_once(service, monkeypatch, slug):
    for calls, movers in await clicks(service, monkeypatch, slug):
        assert calls.repeated() == []
        counts = calls.counts()
        assert counts["decision"] <= 2 and counts["legal_choices"] == 1 and counts["result"] == 1
        assert counts["apply"] == 1
        assert set(calls.viewers) <= {None, *movers} and max(calls.viewers.values()) == 1


@pytest.mark.parametrize("slug", GAMES)
async def test_after_a_restart_a_click_still_asks_nothing_twice(service, monkeypatch, slug):
    for calls, _ in await clicks(service, monkeypatch, slug, cold=True):
        assert calls.repeated() == []
        counts = calls.counts()
        assert counts["decision"] == 2 and counts["legal_choices"] <= 2 and counts["result"] == 1
        assert max(calls.viewers.values()) <= 2
