"""Point discord.py at a loopback Discord, by configuration of discord.py alone: its REST
base (``Route.BASE``, which webhook and interaction routes use too) and its default
gateway (used when SHARD_COUNT is set, or after an INVALID_SESSION). The gateway URL
otherwise comes from GET /gateway/bot, which the loopback answers with its own ws:// URL.

``boot/sitecustomize.py`` calls this in a ``python -m bot`` started with LOOPBACK_URL set;
nothing in bot/ knows about it.
"""

from __future__ import annotations

import os


def point_discord_at(url: str) -> None:
    import discord.gateway
    import discord.http
    import yarl

    base = url.rstrip("/")
    discord.http.Route.BASE = f"{base}/api/v10"
    ws = base.replace("http://", "ws://", 1).replace("https://", "wss://", 1)
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"{ws}/gateway")


def reminder_pass_every(seconds: float) -> None:
    """Run the bot's reminder (and board repair) pass every ``seconds`` instead of every
    minute, so a test sees the repair without waiting a minute."""
    from bot.discord.bot import TableBot

    TableBot.reminders.change_interval(seconds=seconds)


def from_environment() -> None:
    url = os.environ.get("LOOPBACK_URL")
    if not url:
        return
    point_discord_at(url)
    every = os.environ.get("LOOPBACK_REMINDER_SECONDS")
    if every:
        reminder_pass_every(float(every))
