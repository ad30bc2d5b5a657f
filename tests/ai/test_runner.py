"""The AI's worker process (ai/runner.py): one that dies, even in the middle of a search,
is replaced and the choice asked again; it ends with the bot (tests/bot/test_killed_bot.py)."""

import asyncio
import os
import random
import signal
import time

from ai.runner import AIRunner, think
from games import get
from tests import procs

SEED = "table:75"


def slow_position():
    """Coimbra, four players, 75 random steps in: the strong AI searches for over a second."""
    game = get("coimbra")
    state = game.setup(4, 5, game.options({}))
    rand = random.Random(1)
    for _ in range(75):
        seat = game.decision(state).seats[0]
        state, _ = game.apply(state, seat, rand.choice(game.legal_choices(state, seat)).id)
    return game, state, game.decision(state).seats[0]


def workers() -> set[int]:
    return {p for p in procs.children(os.getpid()) if "spawn_main" in procs.command_line(p)}


async def test_an_ai_worker_killed_mid_search_is_replaced_and_the_choice_still_made(caplog):
    game, state, seat = slow_position()
    dumped = game.dump(state)
    # no wall-clock cut at 60 s: the choice depends on the seed only
    expected = think(game.slug, dumped, seat, "strong", SEED, 60)
    runner = AIRunner()
    try:
        before = workers()
        await runner.choose(game.slug, dumped, seat, "random", "warm-up")  # starts the worker
        (worker,) = workers() - before
        idle = procs.cpu_ticks(worker)
        search = asyncio.create_task(runner.choose(game.slug, dumped, seat, "strong", SEED, 60))
        deadline = time.monotonic() + 30
        while procs.cpu_ticks(worker) < idle + 20 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)  # until it has searched for 0.2 s of CPU
        assert not search.done()
        os.kill(worker, signal.SIGKILL)
        killed = time.monotonic()
        picked = await asyncio.wait_for(search, 120)
        print(f"a new AI worker answered {time.monotonic() - killed:.2f} s after the kill")
        assert picked == expected
        assert "worker process died (the AI pool)" in caplog.text
        (replacement,) = workers() - before
        assert replacement != worker and not procs.alive(worker)

        # killed between two moves (the next minute's pass): the next choice is made too
        os.kill(replacement, signal.SIGKILL)
        while procs.alive(replacement):
            await asyncio.sleep(0.01)
        assert await runner.choose(game.slug, dumped, seat, "strong", SEED, 60) == expected
    finally:
        runner.close()
