"""The bot's minute pass collects the garbage of reference cycles (issue 33.3): discord.py's
views and their buttons, an interaction and its response, point at each other, and with the
collector's raised thresholds such cycles waited for a full collection that came seldom."""

import gc
import weakref

import discord

from bot import cpu


class Cycle:
    def __init__(self) -> None:
        self.me = self


async def test_the_minute_pass_frees_a_board_message_s_view_cycle(h):
    gc.disable()  # no automatic collection may free them first
    try:
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="Draw", custom_id="t:1:c:draw"))
        cycle = Cycle()
        gone = [weakref.ref(view), weakref.ref(cycle)]
        del view, cycle
        assert all(r() is not None for r in gone)  # they point at themselves: not freed yet
        await h.bot.minute_pass()
        assert all(r() is None for r in gone)
    finally:
        gc.enable()


def test_a_collection_reports_what_it_freed_and_its_cpu() -> None:
    gc.disable()
    try:
        for _ in range(100):
            Cycle()
        freed, cpu_ms = cpu.collect_cycles()
    finally:
        gc.enable()
    assert freed >= 100 and cpu_ms >= 0
