"""The loopback Discord: REST and gateway on one local port, one guild per shard, and the
players' side: slash commands and clicks delivered as INTERACTION_CREATE, built with the
in-process harness's payload shapes (devkit/harness.py)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from devkit.harness import APP_ID, BOT_ID, CHANNEL, GUILD, FakeDiscord, Sent, uid
from devkit.loopback.faults import Faults
from devkit.loopback.gateway import Gateway
from devkit.loopback.rest import Rest
from devkit.loopback.state import Interaction, Message, State

# Shaped like a bot token (id.timestamp.hmac), plainly not one: never a real token in tests.
FAKE_TOKEN = "OTAwMDAwMDAwMDAwMDAwMDAy.LOOPBK.not-a-real-token-loopback-only-000"
GUILD2 = GUILD + (1 << 22)  # on the other shard of two: (guild_id >> 22) % 2 differs
CHANNEL2 = CHANNEL + 1


class Loopback:
    def __init__(self, token: str = FAKE_TOKEN, shard_count: int = 1) -> None:
        self.token = token
        self.shard_count = shard_count
        self.app_id, self.bot_id = APP_ID, BOT_ID
        self.bot_user = {
            "id": str(BOT_ID),
            "username": "tablebot",
            "discriminator": "0",
            "avatar": None,
            "bot": True,
            "global_name": None,
            "flags": 0,
        }
        self.owner = {"id": str(uid(9)), "username": "mod", "discriminator": "0", "avatar": None}
        self.state = State()
        self.faults = Faults()
        self.violations: list[str] = []
        self.rest = Rest(self)
        self.gateway = Gateway(self)
        self.channels: dict[int, tuple[int, int | None]] = {}  # channel -> (guild, parent)
        self.guilds: list[int] = []
        for guild, channel in ((GUILD, CHANNEL), (GUILD2, CHANNEL2)):
            self.guilds.append(guild)
            self.add_channel(channel, guild)
        self.payloads = FakeDiscord()  # builds interaction payloads exactly as the harness does
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- serving ---------------------------------------------------------------------------
    async def start(self) -> Loopback:
        app = web.Application(client_max_size=64 << 20)
        app.router.add_route("GET", "/gateway", self.gateway.handle)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest.handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        for conn in self.gateway.connections:
            if not conn.ws.closed:
                await conn.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    # -- the guilds ------------------------------------------------------------------------------
    def add_channel(self, channel_id: int, guild_id: int, parent: int | None = None) -> None:
        self.channels[channel_id] = (guild_id, parent)

    def guild_of_channel(self, channel_id: int) -> int:
        return self.channels.get(channel_id, (GUILD, None))[0]

    def channel_type(self, channel_id: int) -> int:
        """0: a text channel; 11: a public thread (one the bot opened)."""
        return 11 if self.channels.get(channel_id, (0, None))[1] is not None else 0

    def shard_of(self, guild_id: int) -> int:
        return (guild_id >> 22) % self.shard_count

    def guilds_of_shard(self, shard_id: int, shard_count: int) -> list[int]:
        return [g for g in self.guilds if (g >> 22) % shard_count == shard_id]

    def guild_payload(self, guild_id: int) -> dict[str, Any]:
        channels = [
            {
                "id": str(c),
                "type": 0,
                "name": f"tables-{c % 100}",
                "position": 0,
                "guild_id": str(g),
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            }
            for c, (g, parent) in self.channels.items()
            if g == guild_id and parent is None
        ]
        return {
            "id": str(guild_id),
            "name": f"guild {guild_id % 100}",
            "icon": None,
            "owner_id": self.owner["id"],
            "roles": [
                {
                    "id": str(guild_id),
                    "name": "@everyone",
                    "permissions": "0",
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                }
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "channels": channels,
            "threads": [],
            "members": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "member_count": 5,
            "large": False,
            "unavailable": False,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "system_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "application_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "splash": None,
            "discovery_splash": None,
            "premium_progress_bar_enabled": False,
        }

    # -- the players' side -------------------------------------------------------------------------
    async def command(
        self, user: int, name: str, *, channel: int = CHANNEL, **options: Any
    ) -> Interaction:
        """User ``user`` (harness numbering: Anna is 1) types ``/name`` in ``channel``."""
        guild = self.guild_of_channel(channel)
        payload = self.payloads.command_payload(
            user,
            name,
            channel_id=channel,
            guild_id=guild,
            channel_type=self.channel_type(channel),
            **options,
        )
        return await self.deliver(payload)

    async def click(
        self,
        user: int,
        message: Message,
        custom_id: str,
        values: list[str] | None = None,
        perms: int = 0,
    ) -> Interaction:
        """User ``user`` clicks the component ``custom_id`` of ``message`` as it looks now."""
        assert custom_id in message.custom_ids, f"{custom_id!r} is not on message {message.id}"
        sent = Sent(
            "http",
            "POST",
            f"/channels/{message.channel_id}/messages",
            {"content": message.content, "components": message.components, "flags": message.flags},
            message_id=message.id,
            channel_id=message.channel_id,
        )
        payload = self.payloads.click_payload(
            user,
            sent,
            custom_id,
            values=values,
            perms=perms,
            guild_id=self.guild_of_channel(message.channel_id),
            channel_type=self.channel_type(message.channel_id),
        )
        return await self.deliver(payload, clicked=message.id)

    async def deliver(self, payload: dict[str, Any], clicked: int | None = None) -> Interaction:
        guild = int(payload["guild_id"])
        session = await self.gateway.wait_ready(self.shard_of(guild))
        inter = Interaction(
            int(payload["id"]), payload["token"], payload, time.monotonic(), clicked=clicked
        )
        self.state.interactions[inter.token] = inter
        await self.gateway.dispatch(session, "INTERACTION_CREATE", payload)
        inter.sent = time.monotonic()
        return inter

    # -- what a player sees ----------------------------------------------------------------
    def public(self, channel: int = CHANNEL) -> list[Message]:
        return [m for m in self.state.channel_messages(channel) if not m.ephemeral]

    def board(self, channel: int = CHANNEL) -> Message:
        """The newest public message with buttons (the table's board)."""
        boards = [m for m in self.public(channel) if m.items]
        assert boards, (
            f"no board in channel {channel}: {[m.content[:60] for m in self.public(channel)]}"
        )
        return boards[-1]

    def answers(self, inter: Interaction) -> list[Message]:
        """The messages made through this interaction (its response and its followups)."""
        return [
            m
            for m in self.state.messages.values()
            if m.interaction_token in (inter.token, f"followup:{inter.token}")
            or (m.id == inter.original and m.id != inter.clicked)
        ]

    def private(self, inter: Interaction) -> list[Message]:
        return [m for m in self.answers(inter) if m.ephemeral]

    async def wait_for(
        self, check: Callable[[], Any], timeout: float = 20.0, what: str | Callable[[], str] = ""
    ) -> Any:
        end = time.monotonic() + timeout
        while True:
            value = check()
            if value:
                return value
            if time.monotonic() > end:
                said = what() if callable(what) else what
                raise AssertionError(f"timed out after {timeout} s waiting for {said or check}")
            await asyncio.sleep(0.02)

    async def settled(self, inter: Interaction, quiet: float = 0.3, timeout: float = 20.0) -> None:
        """Wait until the interaction was acknowledged, the bot sent something after that
        (a slash command: its own followup), and then nothing for ``quiet`` seconds."""
        await self.wait_for(
            lambda: inter.acknowledged is not None, timeout, f"an answer to {inter.token}"
        )

        def answered() -> bool:
            after = [
                r
                for r in self.state.requests
                if r.received > inter.acknowledged and not r.route.endswith("/callback")
            ]
            if inter.payload["type"] == 2:  # a slash command ends with its followup
                return any(inter.token in r.path for r in after)
            return bool(after)

        await self.wait_for(answered, timeout, f"what {inter.token} did")
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            last = self.state.requests[-1].received if self.state.requests else 0.0
            if time.monotonic() - last >= quiet:
                return
            await asyncio.sleep(0.05)
        raise AssertionError("requests kept coming")
