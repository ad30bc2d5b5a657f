"""Acknowledge a click the moment its gateway event arrives, before discord.py builds it.

Every button and select of ours is answered first by a deferred update (`guard.guarded`:
Discord's type 6, what ``InteractionResponse.defer()`` sends for a component), whatever
the click turns out to be. discord.py builds an ``Interaction`` with its ``Message``,
then a ``View`` of the clicked message, then our item, before the handler can defer:
about half a millisecond of the event loop per click. When many tables are clicked at
once (bench/load_bench.py: 300), every acknowledgement waited for all of that building,
and the loop was held for the whole batch at a time.

So a click on one of our items (its custom_id matches a `DYNAMIC_ITEMS` template) is
acknowledged from the raw event, and the event is queued: a drain task hands the queued
events to discord.py a few milliseconds' worth per loop round (``PARSE_BUDGET``), after
the acknowledgements of that round, so a burst neither delays its acknowledgements nor
holds the loop for long. The handler's own defer (`faults.defer`) then finds the click
acknowledged, waits for that to be done and marks discord.py's response as sent, so
followups and edits work as before. The acknowledgement is sent by `callback.send_callback`
(quick attempts, all within Discord's three seconds of the click); one that fails leaves the
response open, and the handler's defer tries again. Anything else
(commands, foreign custom_ids) goes straight through discord.py.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.callback import CALLBACK_FAULTS, send_callback

if TYPE_CHECKING:  # discord.types is for annotations: imported on its own it is a circle
    from discord.types.gateway import InteractionCreateEvent

    Parse = Callable[[InteractionCreateEvent], None]  # discord.py's parser of the event

log = logging.getLogger("tablebot.discord")

COMPONENT = 3  # Discord's interaction type of a button or select
DEFERRED_UPDATE = discord.InteractionResponseType.deferred_message_update
PARSE_BUDGET = 0.004  # seconds of discord.py's parsing per loop round
# seconds: an acknowledgement whose handler never asked for it (discord.py could not build
# the click)
FORGET_AFTER = 60.0


class FastAck:
    """One bot's acknowledgements sent from raw events, and its queue of events to parse."""

    def __init__(self, state: Any, parse: Parse, templates: list[Any]) -> None:
        self.state, self.parse, self.templates = state, parse, templates
        # interaction id -> (when, its acknowledgement), oldest first, until the handler takes it
        self.acks: OrderedDict[int, tuple[float, asyncio.Task[bool]]] = OrderedDict()
        self.queue: deque[tuple[contextvars.Context, InteractionCreateEvent]] = deque()
        self.drain: asyncio.Task[None] | None = None

    def event(self, data: InteractionCreateEvent) -> None:
        """An INTERACTION_CREATE from the gateway."""
        inner = data.get("data")  # a ping has none
        custom_id = str(inner.get("custom_id", "")) if isinstance(inner, dict) else ""
        if data.get("type") != COMPONENT or not any(t.fullmatch(custom_id) for t in self.templates):
            self.parse(data)
            return
        loop = asyncio.get_running_loop()
        now = time.monotonic()
        while self.acks and next(iter(self.acks.values()))[0] < now - FORGET_AFTER:
            self.acks.popitem(last=False)
        interaction_id = int(data["id"])
        acknowledged = loop.create_task(self._acknowledge(interaction_id, data["token"], now))
        self.acks[interaction_id] = (now, acknowledged)
        self.queue.append((contextvars.copy_context(), data))
        if self.drain is None or self.drain.done():
            self.drain = loop.create_task(self._drain())

    async def _drain(self) -> None:
        await asyncio.sleep(0)  # the acknowledgements queued with the events go first
        while self.queue:
            end = time.perf_counter() + PARSE_BUDGET
            while self.queue and time.perf_counter() < end:
                context, data = self.queue.popleft()
                try:
                    context.run(self.parse, data)
                except Exception:
                    log.exception("discord.py could not parse an interaction")
            await asyncio.sleep(0)

    async def _acknowledge(self, interaction_id: int, token: str, since: float) -> bool:
        try:
            await send_callback(
                self.state.http, interaction_id, token, {"type": DEFERRED_UPDATE.value}, since=since
            )
        except CALLBACK_FAULTS as exc:
            log.warning("could not acknowledge an interaction at once: %s", exc)
            return False
        return True

    def arrived_at(self, interaction: discord.Interaction) -> float | None:
        """When (``time.monotonic()``) this click's event arrived, if it was acknowledged early."""
        entry = self.acks.get(interaction.id)
        return entry[0] if entry is not None else None

    async def taken(self, interaction: discord.Interaction) -> bool:
        """Was this click acknowledged from its raw event? Then discord.py's response is
        marked as sent (a deferred update) and True returned; False: defer it as usual."""
        entry = self.acks.pop(interaction.id, None)
        if entry is None or not await entry[1]:
            return False
        interaction.response._response_type = DEFERRED_UPDATE
        return True


def install(bot: discord.Client, templates: list[Any]) -> FastAck:
    """Route the bot's INTERACTION_CREATE events through a `FastAck`. Both ways an event
    reaches discord.py are covered: the gateway's parser table and the method itself."""
    state = bot._connection
    fast = FastAck(state, state.parse_interaction_create, templates)
    state.parse_interaction_create = fast.event  # type: ignore[method-assign]
    state.parsers["INTERACTION_CREATE"] = fast.event
    return fast
