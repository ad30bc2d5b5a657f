"""Seats held by the AI: who they are and how the service asks them for a move.

An AI seat is an ordinary seat row whose user id carries a marker, ``ai:<n>:<level>``
(Discord user ids are numbers and the local page's are ``local-<k>``, so none can
collide). No schema change is needed: both database backends, copies and shards carry
it as they are, and the level travels with the seat.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

from ai.player import PLAYABLE, forward_ids
from bot.service.values import Refused
from games.contract import Game, GameState
from games.messages import msg

PREFIX = "ai:"
DEFAULT_LEVEL = "normal"
IDLE_LEVEL = "normal"  # who plays an idle human's turn when the table's idle clock runs out

# (game slug, state json, seat, level, seed) -> choice id
Chooser = Callable[[str, str, int, str, str], Awaitable[str]]


def is_ai(user_id: str) -> bool:
    return user_id.startswith(PREFIX)


def ai_id(number: int, level: str) -> str:
    return f"{PREFIX}{number}:{level}"


def level_of(user_id: str) -> str:
    level = user_id.rsplit(":", 1)[-1]
    return level if level in PLAYABLE else DEFAULT_LEVEL


def number_of(user_id: str) -> int:
    try:
        return int(user_id.split(":")[1])
    except (IndexError, ValueError):
        return 0


def ai_name(number: int, level: str) -> str:
    return f"AI {number} ({level})"


def next_number(user_ids: list[str]) -> int:
    used = {number_of(u) for u in user_ids if is_ai(u)}
    n = 1
    while n in used:
        n += 1
    return n


def check_level(level: str | None) -> str:
    level = (level or DEFAULT_LEVEL).strip().lower()
    if level not in PLAYABLE:
        raise Refused(msg("chrome-no-ai-level", level=repr(level), levels=", ".join(PLAYABLE)))
    return level


def ai_seed(secret: str, version: int) -> str:
    """The seed of an AI seat's choice at a table's ``version``: from the table's own AI
    secret, never from the game's seed (which decides every future draw), so a choice is
    no function of hidden information; the same table and version give the same choice,
    after a restart too."""
    return f"{secret}:{version}"


def fallback_choice(game: Game, state: GameState, seat: int, seed: str) -> str:
    """A legal choice for ``seat`` when its chooser failed: one drawn by the AI's own seed
    (never "back" while anything else is offered), so the game goes on."""
    return random.Random(f"fallback:{seed}").choice(forward_ids(game, state, seat))


def runner_chooser(seconds: float | None = None) -> tuple[Chooser, Callable[[], None]]:
    """A chooser that thinks in a separate process (``ai.runner.AIRunner``) and its closer."""
    from ai.runner import AIRunner

    runner = AIRunner()

    async def choose(slug: str, state_json: str, seat: int, level: str, seed: str) -> str:
        return await runner.choose(slug, state_json, seat, level, seed, seconds)

    return choose, runner.close


def inline_chooser(seconds: float = 1.0) -> Chooser:
    """In-process thinking on a worker thread (tests, the local page without processes)."""
    import time

    from ai.player import choose as ai_choose
    from games import get

    def think(slug: str, state_json: str, seat: int, level: str, seed: str) -> str:
        game = get(slug)
        return ai_choose(
            game, game.load(state_json), seat, level, seed, deadline=time.monotonic() + seconds
        )

    async def choose(slug: str, state_json: str, seat: int, level: str, seed: str) -> str:
        return await asyncio.to_thread(think, slug, state_json, seat, level, seed)

    return choose
