"""Real discord.py objects with the network replaced (after discord.py's own
``tests/test_app_commands_invoke.py``): interactions are built from payload dicts and fed
through ``ConnectionState.parse_interaction_create`` exactly as the gateway would.

Only aiohttp's session is replaced (`FakeSession`): discord.py's own request code runs,
with its rate-limit and server-error retries and its rewinding of uploaded files, and
every attempt is recorded with the bytes it actually read from each file. A fault is
injected either as an HTTP answer discord.py handles itself (``FakeDiscord.replies``: a
500 it retries, a 429 with or without Cloudflare's ``Via``, a 413) or as an exception
raised under it (``FakeDiscord.faults``: as if discord.py had given up).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from multidict import CIMultiDict

from bot.config import Settings
from bot.discord import build_bot

APP_ID = 900000000000000001
BOT_ID = 900000000000000002
GUILD = 100000000000000001
CHANNEL = 200000000000000001
NAMES = {1: "Anna", 2: "Ben", 3: "Cleo", 4: "Dario", 9: "Mod"}
MANAGE_GUILD = 1 << 5
# What the bot is granted in the test channel (interaction.app_permissions): everything it uses.
BOT_PERMS = int(
    discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        attach_files=True,
        read_message_history=True,
        embed_links=True,
        create_public_threads=True,
    ).value
)


def uid(n: int) -> int:
    """The Discord snowflake of test user ``n`` (Anna is 1, Ben 2, ...)."""
    return 300000000000000000 + n


@dataclass(frozen=True)
class Member:
    """A user option's value in a command payload (test user ``n``), resolved as Discord does."""

    n: int


def _user(n: int) -> dict[str, Any]:
    name = NAMES.get(n, f"user{n}")
    return {
        "id": str(uid(n)),
        "username": name.lower(),
        "discriminator": "0",
        "avatar": None,
        "global_name": name,
    }


def settings(tmp_path: Path, dev_guild: int | None = None) -> Settings:
    return Settings(
        discord_token=None,
        database_path=tmp_path / "bot.sqlite3",
        dev_guild_id=dev_guild,
        reminder_hours=24,
        log_level="INFO",
        local_host="127.0.0.1",
        local_port=8080,
    )


@dataclass
class Sent:
    """One recorded request: HTTP (bot token) or webhook (interaction token)."""

    via: str  # "http" | "webhook"
    method: str
    path: str
    payload: dict[str, Any]
    files: list[tuple[str, bytes]] = field(default_factory=list)
    message_id: int | None = None
    channel_id: int | None = None
    failed: bool = False  # a fault was injected: Discord did not take it
    status: int = 200  # the HTTP status Discord answered (an injected exception or a stall: 0)
    at: float = field(default_factory=time.monotonic)  # when Discord answered it

    @property
    def kind(self) -> str:
        if self.via == "http" and self.method == "POST" and self.path.endswith("/messages"):
            return "message"  # a new public message in a channel
        if self.via == "http" and self.method == "PATCH" and "/messages/" in self.path:
            return "edit"
        if self.via == "webhook" and self.path.endswith("/callback"):
            return "response"
        if self.via == "webhook" and self.method == "POST":
            return "followup"
        if self.via == "webhook" and self.method == "PATCH":
            return "edit_original"
        return "other"

    @property
    def data(self) -> dict[str, Any]:
        """The message part (an interaction response nests it under ``data``)."""
        if self.kind == "response":
            return self.payload.get("data") or {}
        return self.payload

    @property
    def content(self) -> str:
        return self.data.get("content") or ""

    @property
    def ephemeral(self) -> bool:
        return bool((self.data.get("flags") or 0) & 64)

    @property
    def components(self) -> list[dict[str, Any]]:
        out = []
        for row in self.data.get("components") or []:
            out.extend(row.get("components", []))
        return out

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.components if "custom_id" in c]

    def component(self, custom_id_part: str) -> dict[str, Any]:
        found = [c for c in self.components if custom_id_part in c.get("custom_id", "")]
        assert found, f"no component with {custom_id_part!r} in {self.custom_ids}"
        return found[0]


@dataclass(frozen=True)
class Reply:
    """An HTTP answer Discord gives instead of taking a request."""

    status: int
    body: dict[str, Any] | str = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def response(self) -> FakeResponse:
        return FakeResponse(self.status, self.body, self.headers)


def server_error(status: int = 500) -> Reply:
    return Reply(status, {"message": "Internal Server Error", "code": 0})


def rate_limited(retry_after: float = 0.0, *, via: bool = True) -> Reply:
    """A 429. Without ``via`` (Discord's proxy header) discord.py takes it for a
    Cloudflare ban and raises at once instead of waiting and trying again."""
    headers = {"Retry-After": str(retry_after)}
    if via:
        headers["Via"] = "1.1 google"
    return Reply(
        429,
        {"message": "You are being rate limited.", "retry_after": retry_after, "global": False},
        headers,
    )


def too_large() -> Reply:
    return Reply(413, {"message": "Request entity too large", "code": 40005})


class Answer(Exception):
    """Raised inside the fake to answer the request with ``reply`` instead."""

    def __init__(self, reply: Reply) -> None:
        super().__init__(reply.status)
        self.response = reply.response


class FakeResponse:
    """What discord.py reads of an aiohttp response: status, reason, headers, text."""

    def __init__(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.reason = HTTPStatus(status).phrase
        self.headers = CIMultiDict(headers or {})
        if not isinstance(body, str):
            self.headers["Content-Type"] = "application/json"
            body = json.dumps(body)
        self._text = body

    async def text(self, encoding: str | None = None) -> str:
        return self._text

    async def __aenter__(self) -> FakeResponse:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class _Exchange:
    """``session.request(...)``: used by discord.py as an async context manager."""

    def __init__(self, answer: Callable[[], Any]) -> None:
        self.answer = answer

    async def __aenter__(self) -> FakeResponse:
        return await self.answer()

    async def __aexit__(self, *exc: object) -> None:
        return None


class FakeSession:
    """Stands in for the bot's aiohttp session under discord.py's request code."""

    closed = False

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def request(self, method: str, url: str, *, data: Any = None, **_: Any) -> _Exchange:
        return _Exchange(lambda: self.fake.exchange(method, url, data))

    async def close(self) -> None:
        return None


class _QuickAsyncio:
    """asyncio as discord.py's request code sees it, with its waits shortened."""

    def __init__(self, scale: float, waits: list[float]) -> None:
        self.scale, self.waits = scale, waits

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, delay: float, result: Any = None) -> Any:
        self.waits.append(delay)
        return await asyncio.sleep(delay * self.scale, result)


def quick_discord_waits(monkeypatch, scale: float = 0.001) -> list[float]:
    """Shorten the waits of discord.py's own retries (1 + 2n seconds after a 500, the
    ``retry_after`` of a 429) ``1 / scale`` times; returns the waits it asked for."""
    import discord.http
    import discord.webhook.async_

    waits: list[float] = []
    quick = _QuickAsyncio(scale, waits)
    monkeypatch.setattr(discord.http, "asyncio", quick)
    monkeypatch.setattr(discord.webhook.async_, "asyncio", quick)
    return waits


class FakeDiscord:
    """Replaces the network of one bot and builds interaction payloads for it."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self._ids = itertools.count(400000000000000001)
        self.missing_messages: set[int] = set()
        self.forbidden_channels: set[int] = set()
        self.unknown_channels: set[int] = set()  # deleted: 404 Unknown Channel
        self.delay = 0.0  # seconds each request takes (a simulated network)
        self._originals: dict[str, int] = {}  # interaction token -> the message "@original" edits
        self.faults: list[Any] = []  # (kind, exception) injected into the next matching request
        self.replies: list[tuple[str, Reply]] = []  # (kind, HTTP answer) for the next such request
        self.stalls: list[tuple[str, float]] = []  # (kind, seconds) the next matching request hangs
        self.dm_channels: dict[str, int] = {}  # user id -> their direct message channel
        self.closed_dms: set[str] = set()  # user ids who take no direct messages (403, 50007)

    def next_id(self) -> int:
        return next(self._ids)

    # -- recording ---------------------------------------------------------------------
    @staticmethod
    def _body(data: Any) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
        """What one attempt sends: its JSON and each file's bytes, read as aiohttp reads
        them (from where the file stands now; discord.py rewinds it between its retries)."""
        if data is None:
            return {}, []
        if isinstance(data, str | bytes):
            loaded = json.loads(data)
            return (loaded if isinstance(loaded, dict) else {"items": loaded}), []
        assert isinstance(data, aiohttp.FormData), type(data)
        payload: dict[str, Any] = {}
        uploads: list[tuple[str, bytes]] = []
        for options, _, value in data._fields:  # (content disposition, headers, value)
            if options.get("name") == "payload_json":
                payload = json.loads(value)
            elif "filename" in options:
                uploads.append((options["filename"], value.read()))
        return payload, uploads

    async def exchange(self, method: str, url: str, data: Any) -> FakeResponse:
        """One HTTP request from discord.py: record it and answer as Discord would."""
        path = url.split("/api/v10", 1)[-1]
        payload, uploads = self._body(data)
        parts = path.split("/")
        channel_id = int(parts[2]) if len(parts) > 2 and parts[1] == "channels" else None
        route = SimpleNamespace(method=method, url=url, channel_id=channel_id)
        try:
            if parts[1] in ("webhooks", "interactions"):  # an interaction's token: no bot token
                body = await self.webhook_request(
                    None, route, None, payload=payload, uploads=uploads
                )
            else:
                body = await self.http_request(route, payload=payload, uploads=uploads)
        except Answer as answer:
            return answer.response
        return FakeResponse(200, body)

    def _message(self, channel_id: int, payload: dict[str, Any], mid: int) -> dict[str, Any]:
        return {
            "id": str(mid),
            "channel_id": str(channel_id),
            "author": {
                "id": str(BOT_ID),
                "username": "tablebot",
                "discriminator": "0",
                "avatar": None,
                "bot": True,
            },
            "content": payload.get("content") or "",
            "timestamp": "2026-11-22T12:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": False,
            "type": 0,
            "flags": payload.get("flags") or 0,
            "components": payload.get("components") or [],
        }

    async def _stall(self, rec: Sent) -> None:
        """Hang this request as long as the first queued stall of its kind says; a client
        that gives up meanwhile leaves it recorded as failed."""
        for i, (kind, seconds) in enumerate(self.stalls):
            if kind == rec.kind:
                del self.stalls[i]
                rec.failed, rec.status = True, 0
                await asyncio.sleep(seconds)
                rec.failed, rec.status = False, 200
                return

    def _inject(self, rec: Sent) -> None:
        """Fail this request with the first queued fault or reply whose kind matches it
        (it is recorded as attempted but Discord did not take it)."""
        rec.at = time.monotonic()  # Discord answers now (after any delay or stall)
        for i, (kind, exc) in enumerate(self.faults):
            if kind == rec.kind:
                del self.faults[i]
                rec.failed, rec.status = True, 0
                raise exc
        for i, (kind, reply) in enumerate(self.replies):
            if kind == rec.kind:
                del self.replies[i]
                rec.failed, rec.status = True, reply.status
                raise Answer(reply)

    async def http_request(
        self, route, *, payload: dict[str, Any], uploads: list[tuple[str, bytes]], **_: Any
    ) -> Any:
        """A request with the bot token (``route``: method, url, channel_id)."""
        path = route.url.split("/api/v10", 1)[-1]
        rec = Sent("http", route.method, path, payload, uploads)
        self.sent.append(rec)
        if self.delay:
            await asyncio.sleep(self.delay)
        await self._stall(rec)
        self._inject(rec)
        channel_id = route.channel_id
        if channel_id in self.unknown_channels:
            raise Answer(Reply(404, {"message": "Unknown Channel", "code": 10003}))
        if rec.kind == "message" and channel_id in self.forbidden_channels:
            raise Answer(Reply(403, {"message": "Missing Permissions", "code": 50013}))
        if rec.kind == "message" and channel_id in {
            self.dm_channels.get(u) for u in self.closed_dms
        }:
            closed = {"message": "Cannot send messages to this user", "code": 50007}
            raise Answer(Reply(403, closed))
        if rec.kind == "message":
            mid = self.next_id()
            rec.message_id, rec.channel_id = mid, channel_id
            return self._message(channel_id, payload, mid)
        if rec.kind == "edit":
            mid = int(path.rsplit("/", 1)[-1])
            rec.message_id, rec.channel_id = mid, channel_id
            if mid in self.missing_messages:
                raise Answer(Reply(404, {"message": "Unknown Message", "code": 10008}))
            return self._message(channel_id, payload, mid)
        if route.method == "POST" and path.endswith("/threads"):
            tid = self.next_id()
            rec.channel_id = tid
            return {
                "id": str(tid),
                "type": 11,
                "guild_id": str(GUILD),
                "parent_id": str(channel_id),
                "name": payload.get("name", "thread"),
                "owner_id": str(BOT_ID),
                "member_count": 1,
                "message_count": 0,
                "rate_limit_per_user": 0,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": "2026-11-22T12:00:00+00:00",
                    "locked": False,
                },
            }
        if route.method == "PUT" and path.endswith("/commands"):
            return []
        if route.method == "POST" and path == "/users/@me/channels":  # a direct message's channel
            recipient = str(payload.get("recipient_id"))
            dm = self.dm_channels.setdefault(recipient, self.next_id())
            rec.channel_id = dm
            user = {"id": recipient, "username": "member", "discriminator": "0", "avatar": None}
            return {"id": str(dm), "type": 1, "recipients": [user], "last_message_id": None}
        return {}

    async def webhook_request(
        self,
        adapter,
        route,
        session=None,
        *,
        payload: dict[str, Any],
        uploads: list[tuple[str, bytes]],
        **_: Any,
    ) -> Any:
        """A request with an interaction's token (``adapter`` and ``session``: unused)."""
        data = payload
        path = route.url.split("/api/v10", 1)[-1]
        rec = Sent("webhook", route.method, path, data, uploads)
        self.sent.append(rec)
        if self.delay:
            await asyncio.sleep(self.delay)
        await self._stall(rec)
        self._inject(rec)
        if rec.kind == "response":
            token = path.split("/")[3]
            if data.get("type") == 5:  # a deferred slash command: its own "thinking" message
                self._originals[token] = self.next_id()
            return {
                "interaction": {"id": path.split("/")[2], "type": 3},
                "resource": {"type": data.get("type", 1)},
            }
        if rec.kind == "followup":
            mid = self.next_id()
        else:  # /webhooks/<app>/<token>/messages/@original
            mid = self._originals.get(path.split("/")[3], 1)
        rec.message_id = mid
        return self._message(CHANNEL, data, mid)

    # -- views of what was sent -----------------------------------------------------------
    def public(self, sent: list[Sent] | None = None) -> list[Sent]:
        """Everything visible to the channel: new messages, edits (also through an
        interaction, of a public message), non-ephemeral followups."""
        posted = {s.message_id for s in self.sent if s.kind == "message"}
        return [
            s
            for s in (self.sent if sent is None else sent)
            if s.kind in ("message", "edit")
            or (s.kind == "edit_original" and s.message_id in posted)
            or (s.kind in ("followup", "response") and not s.ephemeral and s.content)
        ]

    def messages(self) -> list[Sent]:
        return [s for s in self.sent if s.kind == "message"]

    def ephemerals(self) -> list[Sent]:
        return [
            s for s in self.sent if s.kind in ("followup", "response") and s.ephemeral and s.content
        ]

    def last_board(self) -> Sent:
        return self.messages()[-1]

    def current(self, message_id: int) -> Sent:
        """A message as it looks now: as first sent, with every later edit applied."""
        first = next(
            s
            for s in self.sent
            if s.message_id == message_id and s.kind in ("message", "followup") and not s.failed
        )
        merged = Sent(
            first.via,
            first.method,
            first.path,
            dict(first.payload),
            list(first.files),
            first.message_id,
            first.channel_id,
        )
        for s in self.sent:
            if s.message_id == message_id and s.kind in ("edit", "edit_original") and not s.failed:
                for key in ("content", "components", "attachments", "flags"):
                    if key in s.payload:
                        merged.payload[key] = s.payload[key]
                if s.files:
                    merged.files = list(s.files)
        return merged

    def board(self) -> Sent:
        """The newest public message as it looks now (the turn's board, edited in place)."""
        return self.current([s for s in self.messages() if not s.failed][-1].message_id)

    def mark(self) -> int:
        return len(self.sent)

    def since(self, mark: int) -> list[Sent]:
        return self.sent[mark:]

    # -- interactions -----------------------------------------------------------------------
    def _base(
        self,
        type_: int,
        user: int,
        *,
        perms: int = 0,
        channel_id: int = CHANNEL,
        channel_type: int = 0,
        app_perms: int = BOT_PERMS,
        guild_id: int = GUILD,
    ) -> dict[str, Any]:
        name = NAMES.get(user, f"user{user}")
        channel: dict[str, Any] = {
            "id": str(channel_id),
            "type": channel_type,
            "guild_id": str(guild_id),
            "name": "tables",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        }
        if channel_type in (10, 11, 12):  # a thread of the test channel
            channel.update(
                parent_id=str(CHANNEL),
                owner_id=str(BOT_ID),
                member_count=1,
                message_count=0,
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": "2026-11-22T12:00:00+00:00",
                    "locked": False,
                },
            )
        return {
            "id": str(self.next_id()),
            "application_id": str(APP_ID),
            "type": type_,
            "token": f"token-{self.next_id()}",
            "version": 1,
            "guild_id": str(guild_id),
            "channel_id": str(channel_id),
            "channel": channel,
            "member": {
                "user": {
                    "id": str(uid(user)),
                    "username": name.lower(),
                    "discriminator": "0",
                    "avatar": None,
                    "global_name": name,
                },
                "nick": None,
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "permissions": str(perms),
                "flags": 0,
            },
            "attachment_size_limit": 8 << 20,
            "locale": "en-US",
            "app_permissions": str(app_perms),
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
        }

    @staticmethod
    def _options(options: dict[str, Any], focused: str | None = None) -> list[dict[str, Any]]:
        out = []
        for name, value in options.items():
            kind = (
                5
                if isinstance(value, bool)
                else 4
                if isinstance(value, int)
                else 10
                if isinstance(value, float)
                else 6
                if isinstance(value, Member)
                else 3
            )
            opt = {"name": name, "type": kind, "value": str(uid(value.n)) if kind == 6 else value}
            if name == focused:
                opt["focused"] = True
            out.append(opt)
        return out

    def command_payload(
        self,
        user: int,
        name: str,
        *,
        perms: int = 0,
        focused: str | None = None,
        channel_id: int = CHANNEL,
        app_perms: int = BOT_PERMS,
        guild_id: int = GUILD,
        channel_type: int = 0,
        **options: Any,
    ) -> dict[str, Any]:
        p = self._base(
            4 if focused else 2,
            user,
            perms=perms,
            channel_id=channel_id,
            app_perms=app_perms,
            guild_id=guild_id,
            channel_type=channel_type,
        )
        p["data"] = {
            "id": str(self.next_id()),
            "name": name,
            "type": 1,
            "options": self._options(options, focused),
        }
        users = [v.n for v in options.values() if isinstance(v, Member)]
        if users:
            p["data"]["resolved"] = {"users": {str(uid(n)): _user(n) for n in users}}
        return p

    def click_payload(
        self,
        user: int,
        message: Sent,
        custom_id: str,
        *,
        values: list[str] | None = None,
        perms: int = 0,
        app_perms: int = BOT_PERMS,
        guild_id: int = GUILD,
        channel_id: int | None = None,
        channel_type: int = 0,
    ) -> dict[str, Any]:
        """A click on a component of a recorded message (its components as Discord echoes them)."""
        comp = next(c for c in message.components if c.get("custom_id") == custom_id)
        p = self._base(
            3,
            user,
            perms=perms,
            channel_id=channel_id or message.channel_id or CHANNEL,
            app_perms=app_perms,
            guild_id=guild_id,
            channel_type=channel_type,
        )
        mid = message.message_id or self.next_id()
        self._originals[p["token"]] = mid
        p["message"] = self._message(message.channel_id or CHANNEL, message.data, mid)
        p["data"] = {"custom_id": custom_id, "component_type": comp["type"]}
        if values is not None:
            p["data"]["values"] = values
        return p


class Harness:
    """One bot (with its own fake network) driving one table service."""

    def __init__(self, bot, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake
        self.timeout = (
            5.0  # seconds a dispatched interaction may take (benches with pictures: more)
        )

    async def dispatch(self, payload: dict[str, Any]) -> None:
        """Feed a gateway INTERACTION_CREATE and wait for every task it spawned."""
        me = asyncio.current_task()
        before = set(asyncio.all_tasks())
        self.bot._connection.parse_interaction_create(payload)
        while any(
            data is payload for _, data in self.bot.fast_ack.queue
        ):  # not yet handed to discord.py
            await asyncio.sleep(0)
        for _ in range(50):
            pending = [
                t
                for t in asyncio.all_tasks()
                if t is not me
                and t not in before
                and not t.done()
                and "timeout_task_impl" not in t.get_coro().__qualname__
            ]  # ephemeral views' 15 min
            if not pending:
                break
            _, still = await asyncio.wait(pending, timeout=self.timeout)
            if still:
                raise AssertionError(f"tasks did not finish: {still}")
        for t in asyncio.all_tasks():
            if t not in before and t.done() and not t.cancelled() and t.exception():
                raise t.exception()

    async def dispatch_many(self, payloads: list[dict[str, Any]], timeout: float = 60) -> None:
        """Feed many interactions at the same instant (one loop tick) and wait for them all."""
        me = asyncio.current_task()
        before = set(asyncio.all_tasks())
        for payload in payloads:
            self.bot._connection.parse_interaction_create(payload)
        while self.bot.fast_ack.queue:  # not yet all handed to discord.py
            await asyncio.sleep(0)
        while True:
            pending = [
                t
                for t in asyncio.all_tasks()
                if t is not me
                and t not in before
                and not t.done()
                and "timeout_task_impl" not in t.get_coro().__qualname__
            ]
            if not pending:
                break
            _, still = await asyncio.wait(pending, timeout=timeout)
            if still:
                raise AssertionError(f"tasks did not finish: {still}")
        for t in asyncio.all_tasks():
            if t not in before and t.done() and not t.cancelled() and t.exception():
                raise t.exception()

    def answers_to(self, payload: dict[str, Any]) -> list[Sent]:
        """What was sent through one interaction's token (its response and followups)."""
        return [
            s
            for s in self.fake.sent
            if s.via == "webhook" and payload["token"] in s.path.split("/")
        ]

    async def command(self, user: int, name: str, **kw: Any) -> list[Sent]:
        mark = self.fake.mark()
        await self.dispatch(self.fake.command_payload(user, name, **kw))
        return self.fake.since(mark)

    async def click(self, user: int, message: Sent, custom_id: str, **kw: Any) -> list[Sent]:
        mark = self.fake.mark()
        await self.dispatch(self.fake.click_payload(user, message, custom_id, **kw))
        return self.fake.since(mark)


async def make_harness(
    service,
    tmp_path: Path,
    monkeypatch,
    *,
    dev_guild: int | None = None,
    fake: FakeDiscord | None = None,
    keep_reminders: bool = False,
) -> Harness:
    fake = fake or FakeDiscord()
    bot = build_bot(service, settings(tmp_path, dev_guild), application_id=APP_ID)
    # as after login: the session every request and interaction uses, the global rate limit open
    bot.http._HTTPClient__session = FakeSession(fake)
    bot.http._global_over = asyncio.Event()
    bot.http._global_over.set()
    await bot._async_setup_hook()
    bot._connection.user = discord.ClientUser(
        state=bot._connection,
        data={  # as after login
            "id": str(BOT_ID),
            "username": "tablebot",
            "discriminator": "0",
            "avatar": None,
            "bot": True,
        },
    )
    await bot.setup_hook()
    if not keep_reminders:
        bot.reminders.cancel()
    return Harness(bot, fake)
