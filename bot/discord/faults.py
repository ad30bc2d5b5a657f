"""Discord's faults and how the adapter rides them out: a rate limit, a server error or a
timeout is tried again; an acknowledgement that still fails never loses the click."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

import discord

from bot.discord.callback import CALLBACK_FAULTS, acknowledge, arrived

log = logging.getLogger("tablebot.discord")

RETRY_DELAYS = (1.0, 3.0)  # seconds before the 2nd and 3rd try of a failed Discord request
RETRY_AFTER_MAX = 10.0
DISCORD_FAULTS = (discord.HTTPException, TimeoutError)  # asyncio.TimeoutError is TimeoutError

T = TypeVar("T")


# -- talking to Discord ----------------------------------------------------------------------
def _retryable(exc: BaseException) -> float | None:
    """Seconds to wait before trying again, or None when trying again cannot help."""
    if isinstance(exc, TimeoutError):
        return 0.0
    if isinstance(exc, discord.HTTPException) and not isinstance(
        exc, discord.Forbidden | discord.NotFound
    ):
        if exc.status == 429:
            after = getattr(exc, "retry_after", None)
            if after is None and exc.response is not None:
                try:
                    after = float(exc.response.headers.get("Retry-After", 1))
                except (AttributeError, TypeError, ValueError):
                    after = 1.0
            return min(float(after or 1.0), RETRY_AFTER_MAX)
        if exc.status >= 500:
            return 0.0
    return None


async def with_retry(call: Callable[[], Awaitable[T]]) -> T:
    """``call()``, tried again after a rate limit, a server error or a timeout."""
    for attempt in range(len(RETRY_DELAYS) + 1):
        try:
            return await call()
        except DISCORD_FAULTS as exc:
            wait = _retryable(exc)
            if wait is None or attempt == len(RETRY_DELAYS):
                raise
            await asyncio.sleep(max(wait, RETRY_DELAYS[attempt]))
    raise AssertionError("unreachable")


async def defer(interaction: discord.Interaction, **kwargs) -> None:
    """Acknowledge the click (once); if Discord fails us, carry on (the board is posted
    with the bot token instead), so a click is never lost to a failed acknowledgement."""
    if interaction.response.is_done():
        return
    fast_ack = getattr(interaction.client, "fast_ack", None)  # bot/discord/fast_ack.py
    if fast_ack is not None:
        arrived(interaction, fast_ack.arrived_at(interaction))  # Discord's 3 s run from then
        if await fast_ack.taken(interaction):
            return
    try:  # quick attempts within Discord's three seconds, not discord.py's 1 + 3 s waits
        await acknowledge(interaction, **kwargs)
    except CALLBACK_FAULTS as exc:
        log.warning("could not acknowledge an interaction: %s", exc)
