"""An interaction's acknowledgement (its callback), in within Discord's three seconds.

discord.py sends a callback as it sends any request: after a 500 it waits 1 s, after a
second one 3 s more, so with two 500s the acknowledgement arrived 4 s after the click and
Discord had already told the user "This interaction failed". The callback is sent here
instead, on the bot's own aiohttp session: each attempt may take at most
``ATTEMPT_TIMEOUT``, the next one follows after a short pause (a 429: after its
``retry_after``), and none starts past ``DEADLINE`` after the click arrived.

An attempt cut off by its timeout may still have reached Discord; the next one is then
answered "already acknowledged", which is success.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from typing import Any

import discord
from discord.http import Route, json_or_text
from discord.utils import _to_json

DEADLINE = 2.5  # seconds after the click: Discord's limit is 3, the network needs the rest
ATTEMPT_TIMEOUT = 1.0  # seconds one attempt may take
PAUSES = (0.05, 0.2, 0.4)  # seconds before the 2nd, 3rd, 4th... attempt (the last repeats)
ALREADY_ACKNOWLEDGED = 40060  # Discord's JSON error code
ARRIVED = "tablebot.arrived"  # the key in ``Interaction.extras``
CALLBACK_FAULTS = (discord.DiscordException, TimeoutError, OSError)  # what a failed one raises


class AcknowledgementFailed(discord.DiscordException):
    """Discord did not take the acknowledgement in time (its last answer is ``__cause__``)."""


def _retry_after(response: Any, data: Any) -> float:
    if isinstance(data, dict) and isinstance(data.get("retry_after"), int | float):
        return float(data["retry_after"])
    try:
        return float(response.headers.get("Retry-After", 1.0))
    except (TypeError, ValueError):
        return 1.0


def _refusal(response: Any, data: Any) -> discord.HTTPException:
    if response.status == 403:
        return discord.Forbidden(response, data)
    if response.status == 404:
        return discord.NotFound(response, data)
    return discord.HTTPException(response, data)


async def send_callback(
    http: discord.http.HTTPClient,
    interaction_id: int,
    token: str,
    payload: dict[str, Any],
    *,
    since: float | None = None,
) -> None:
    """POST the interaction callback ``payload`` (e.g. ``{"type": 6}``) until Discord takes
    it or ``DEADLINE`` after ``since`` (``time.monotonic()`` of the click's arrival; default
    now) has passed. Raises `AcknowledgementFailed`, or discord.py's exception for a
    refusal that trying again cannot mend (403, 404, 400)."""
    since = time.monotonic() if since is None else since
    deadline = since + DEADLINE
    session = http._HTTPClient__session  # type: ignore[attr-defined]
    url = f"{Route.BASE}/interactions/{interaction_id}/{token}/callback"
    headers = {"Content-Type": "application/json", "User-Agent": http.user_agent}
    body = _to_json(payload)
    for attempt in itertools.count():
        left = deadline - time.monotonic()
        if left <= 0:
            raise AcknowledgementFailed("no acknowledgement within the deadline")
        try:
            async with asyncio.timeout(min(ATTEMPT_TIMEOUT, left)):
                async with session.request(
                    "POST",
                    url,
                    data=body,
                    headers=headers,
                    params={"with_response": "1"},
                    proxy=http.proxy,
                    proxy_auth=http.proxy_auth,
                ) as response:
                    data = await json_or_text(response)
        except (TimeoutError, OSError) as exc:  # an aiohttp.ClientError is an OSError too
            last: BaseException = exc
            wait = PAUSES[min(attempt, len(PAUSES) - 1)]
        else:
            if 200 <= response.status < 300:
                return
            if isinstance(data, dict) and data.get("code") == ALREADY_ACKNOWLEDGED:
                return  # an attempt cut off by its timeout got there after all
            if response.status != 429 and response.status < 500:
                raise _refusal(response, data)
            last = (
                _refusal(response, data)
                if response.status == 429
                else discord.DiscordServerError(response, data)
            )
            wait = (
                _retry_after(response, data)
                if response.status == 429
                else PAUSES[min(attempt, len(PAUSES) - 1)]
            )
        if time.monotonic() + wait >= deadline:
            raise AcknowledgementFailed(f"no acknowledgement within {DEADLINE} s: {last}") from last
        await asyncio.sleep(wait)


def defer_payload(
    interaction: discord.Interaction, *, ephemeral: bool = False, thinking: bool = False
) -> dict[str, Any]:
    """The callback ``interaction.response.defer(ephemeral=..., thinking=...)`` sends."""
    kind = discord.InteractionResponseType
    payload: dict[str, Any] = {"type": kind.deferred_message_update.value}
    if interaction.type is discord.InteractionType.application_command or thinking:
        payload["type"] = kind.deferred_channel_message.value
        if ephemeral:
            payload["data"] = {"flags": 64}
    return payload


def arrived(interaction: discord.Interaction, at: float | None = None) -> float:
    """When (``time.monotonic()``) the interaction arrived: ``at`` if given first, else the
    first time this is asked. Every try to acknowledge it keeps to the one deadline."""
    return interaction.extras.setdefault(ARRIVED, time.monotonic() if at is None else at)


async def acknowledge(
    interaction: discord.Interaction, *, ephemeral: bool = False, thinking: bool = False
) -> None:
    """``interaction.response.defer(...)`` sent by `send_callback`; discord.py's response
    is then marked as sent, so its followups and edits work as after its own defer."""
    payload = defer_payload(interaction, ephemeral=ephemeral, thinking=thinking)
    await send_callback(
        interaction._state.http,
        interaction.id,
        interaction.token,
        payload,
        since=arrived(interaction),
    )
    interaction.response._response_type = discord.InteractionResponseType(payload["type"])
