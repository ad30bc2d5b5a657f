"""The REST half of the loopback Discord: /api/v10, the routes discord.py calls for this bot.

Each request is recorded, checked (``validate``), possibly answered by a scripted fault,
and otherwise served from ``State``: messages are created and edited as on Discord, so a
test sees what a player would see.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from devkit.loopback import validate
from devkit.loopback.faults import json_response
from devkit.loopback.state import EPHEMERAL, Message, Request

if TYPE_CHECKING:
    from devkit.loopback.server import Loopback

PREFIX = "/api/v10"
Handler = Callable[[Request], Awaitable[Any]]

# Interaction callback types (Discord's InteractionResponseType)
MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE, AUTOCOMPLETE = 4, 5, 6, 7, 8


ROUTES = [  # (method, Discord's spec path template, the handler's name)
    ("GET", "/users/@me", "me"),
    ("GET", "/oauth2/applications/@me", "application"),
    ("GET", "/gateway/bot", "gateway"),
    ("PUT", "/applications/{application_id}/commands", "sync_commands"),
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands", "sync_commands"),
    ("POST", "/interactions/{interaction_id}/{interaction_token}/callback", "callback"),
    ("POST", "/webhooks/{webhook_id}/{webhook_token}", "followup"),
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", "edit_webhook"),
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}", "edit_webhook"),
    ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", "get_webhook"),
    ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", "delete_webhook"),
    ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}", "delete_webhook"),
    ("POST", "/channels/{channel_id}/messages", "create_message"),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}", "edit_message"),
    ("GET", "/channels/{channel_id}/messages/{message_id}", "get_message"),
    ("DELETE", "/channels/{channel_id}/messages/{message_id}", "delete_message"),
    ("POST", "/channels/{channel_id}/threads", "create_thread"),
    ("POST", "/channels/{channel_id}/messages/{message_id}/threads", "create_thread"),
]


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{\w+\})", template)
    return re.compile(
        "".join(f"(?P<{p[1:-1]}>[^/]+)" if p.startswith("{") else re.escape(p) for p in parts) + "$"
    )


class DiscordError(Exception):
    def __init__(self, status: int, message: str, code: int = 0) -> None:
        super().__init__(message)
        self.status, self.message, self.code = status, message, code


class Rest:
    def __init__(self, server: Loopback) -> None:
        self.server = server
        self.state = server.state
        # (method, spec path template, handler, needs the bot token); first match wins. The
        # webhook and interaction routes carry their own token in the path, the others the bot's.
        self.routes: list[tuple[str, str, re.Pattern[str], Handler, bool]] = [
            (
                method,
                template,
                _pattern(template),
                getattr(self, handler),
                not template.startswith(("/webhooks/", "/interactions/")),
            )
            for method, template, handler in ROUTES
        ]

    # -- the one entry point ---------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.StreamResponse:
        received = time.monotonic()
        path = request.path.removeprefix(PREFIX)
        payload, files, multipart = await self._body(request)
        found = self._route(request.method, path)
        template = found[0] if found else "(unknown)"
        rec = Request(
            request.method,
            template,
            path,
            payload,
            files,
            received,
            params=found[2] if found else {},
        )
        self.state.requests.append(rec)
        rec.violations = self._check(rec, multipart)
        self.server.violations += [f"{rec.method} {template}: {v}" for v in rec.violations]
        if found is None:
            rec.status = 404
            return json_response({"message": "404: Not Found", "code": 0}, status=404)
        _, handler, params, bot_auth = found[0], found[1], found[2], found[3]
        if bot_auth and request.headers.get("Authorization") != f"Bot {self.server.token}":
            rec.status = 401
            return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        if (
            template.endswith("/callback")
            and params["interaction_token"] in self.state.interactions
        ):
            self.state.interactions[params["interaction_token"]].callbacks.append(received)
        fault = self.server.faults.take(request.method, template, bool(files))
        if fault is not None:
            answer = await fault.answer()
            if answer is not None:
                rec.status = answer.status
                return answer
        try:
            result = await handler(rec)
        except DiscordError as exc:
            rec.status = exc.status
            return json_response({"message": exc.message, "code": exc.code}, status=exc.status)
        if result is None:
            rec.status = 204
            return web.Response(status=204)
        return json_response(result)

    def _route(self, method: str, path: str):
        for m, template, pattern, handler, bot_auth in self.routes:
            match = pattern.match(path)
            if m == method and match:
                return template, handler, match.groupdict(), bot_auth
        return None

    @staticmethod
    async def _body(request: web.Request) -> tuple[Any, list[tuple[str, bytes]], bool]:
        if request.content_type.startswith("multipart/"):
            payload, files = None, []
            reader = await request.multipart()
            async for part in reader:
                data = await part.read()
                if part.name == "payload_json":
                    payload = json.loads(data)
                else:
                    files.append((part.filename or part.name or "file", bytes(data)))
            return payload, files, True
        raw = await request.read()
        return (json.loads(raw) if raw else None), [], False

    def _check(self, rec: Request, multipart: bool) -> list[str]:
        if rec.route == "(unknown)":
            return [f"no such route in the loopback: {rec.path}"]
        out = []
        if validate.spec_loaded() and not validate.has_operation(rec.route, rec.method):
            out.append("not an operation of Discord's spec")
        if rec.payload is not None:
            out += validate.spec_violations(rec.route, rec.method, rec.payload, multipart)
        body = rec.payload if isinstance(rec.payload, dict) else {}
        if rec.route.endswith("/commands"):
            out += validate.commands_limits(rec.payload or [])
        elif rec.route.endswith("/callback"):
            if body.get("type") in (MESSAGE, UPDATE, DEFERRED_MESSAGE):
                out += validate.message_limits(body.get("data") or {}, rec.file_sizes)
        elif (
            rec.method in ("POST", "PATCH")
            and "/messages" in rec.route
            or rec.route.startswith("/webhooks")
        ):
            out += validate.message_limits(body, rec.file_sizes)
        return out

    # -- login -------------------------------------------------------------------------------
    async def me(self, rec: Request) -> dict[str, Any]:
        return self.server.bot_user

    async def application(self, rec: Request) -> dict[str, Any]:
        return {
            "id": str(self.server.app_id),
            "name": "tablebot",
            "icon": None,
            "description": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.server.owner,
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "summary": "",
            "bot": self.server.bot_user,
        }

    async def gateway(self, rec: Request) -> dict[str, Any]:
        return {
            "url": self.server.gateway_url,
            "shards": self.server.shard_count,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 0,
                "max_concurrency": 1,
            },
        }

    async def sync_commands(self, rec: Request) -> list[dict[str, Any]]:
        scope = rec.params.get("guild_id", "global")
        synced = []
        for command in rec.payload or []:
            synced.append(
                {
                    **command,
                    "id": str(self.state.next_id()),
                    "application_id": str(self.server.app_id),
                    "version": str(self.state.next_id()),
                    "type": command.get("type", 1),
                    "default_member_permissions": command.get("default_member_permissions"),
                    "dm_permission": command.get("dm_permission", True),
                    "nsfw": False,
                }
            )
        self.state.commands[scope] = synced
        return synced

    # -- interactions ----------------------------------------------------------------------
    def _interaction(self, token: str):
        found = self.state.interactions.get(token)
        if found is None:
            raise DiscordError(404, "Unknown interaction", 10062)
        return found

    async def callback(self, rec: Request) -> dict[str, Any]:
        inter = self._interaction(rec.params["interaction_token"])
        if inter.acknowledged is not None:
            raise DiscordError(400, "Interaction has already been acknowledged.", 40060)
        if rec.received - inter.sent > 3.0:
            raise DiscordError(404, "Unknown interaction", 10062)  # Discord's 3 s window is over
        inter.acknowledged = rec.received
        body = rec.payload or {}
        kind, data = body.get("type"), body.get("data") or {}
        channel_id = int(inter.payload["channel_id"])
        message: Message | None = None
        if kind in (MESSAGE, DEFERRED_MESSAGE):
            message = self.state.new_message(channel_id, data, rec.files, rec.received, inter.token)
            inter.original = message.id
        elif kind in (DEFERRED_UPDATE, UPDATE):
            inter.original = inter.clicked
            if kind == UPDATE and inter.clicked in self.state.messages:
                message = self.state.messages[inter.clicked]
                self.state.apply(message, data, rec.files)
        resource: dict[str, Any] = {"type": kind}
        if message is not None:
            resource["message"] = message.payload(self.server.bot_user)
        return {
            "interaction": {
                "id": str(inter.id),
                "type": inter.payload["type"],
                "response_message_id": str(inter.original) if inter.original else None,
                "response_message_loading": kind == DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(data.get("flags", 0) & EPHEMERAL),
            },
            "resource": resource,
        }

    async def followup(self, rec: Request) -> dict[str, Any]:
        inter = self._interaction(rec.params["webhook_token"])
        if inter.acknowledged is None:
            raise DiscordError(404, "Unknown Webhook", 10015)
        body = rec.payload or {}
        if inter.original is not None and self._loading(inter.original):
            message = self.state.messages[inter.original]  # the first followup fills "thinking…"
            message.flags = int(body.get("flags") or 0) | (message.flags & EPHEMERAL)
            message.interaction_token = None  # filled: no longer loading
            self.state.apply(message, body, rec.files)
        else:
            message = self.state.new_message(
                int(inter.payload["channel_id"]), body, rec.files, rec.received, inter.token
            )
            message.interaction_token = f"followup:{inter.token}"
        return message.payload(self.server.bot_user)

    def _loading(self, message_id: int) -> bool:
        m = self.state.messages.get(message_id)
        return (
            m is not None
            and m.interaction_token is not None
            and not m.content
            and not m.items
            and not m.attachments
            and not m.edits
        )

    def _webhook_target(self, rec: Request) -> Message:
        inter = self._interaction(rec.params["webhook_token"])
        mid = int(rec.params["message_id"]) if "message_id" in rec.params else inter.original
        if mid is None or mid not in self.state.messages:
            raise DiscordError(404, "Unknown Message", 10008)
        return self.state.messages[mid]

    async def edit_webhook(self, rec: Request) -> dict[str, Any]:
        message = self._webhook_target(rec)
        self.state.apply(message, rec.payload or {}, rec.files)
        return message.payload(self.server.bot_user)

    async def get_webhook(self, rec: Request) -> dict[str, Any]:
        return self._webhook_target(rec).payload(self.server.bot_user)

    async def delete_webhook(self, rec: Request) -> None:
        del self.state.messages[self._webhook_target(rec).id]

    # -- channels --------------------------------------------------------------------------
    def _channel_message(self, rec: Request) -> Message:
        m = self.state.messages.get(int(rec.params["message_id"]))
        if m is None or m.channel_id != int(rec.params["channel_id"]):
            raise DiscordError(404, "Unknown Message", 10008)
        return m

    async def create_message(self, rec: Request) -> dict[str, Any]:
        message = self.state.new_message(
            int(rec.params["channel_id"]), rec.payload or {}, rec.files, rec.received
        )
        return message.payload(self.server.bot_user)

    async def edit_message(self, rec: Request) -> dict[str, Any]:
        message = self._channel_message(rec)
        self.state.apply(message, rec.payload or {}, rec.files)
        return message.payload(self.server.bot_user)

    async def get_message(self, rec: Request) -> dict[str, Any]:
        return self._channel_message(rec).payload(self.server.bot_user)

    async def delete_message(self, rec: Request) -> None:
        del self.state.messages[self._channel_message(rec).id]

    async def create_thread(self, rec: Request) -> dict[str, Any]:
        thread_id = self.state.next_id()
        parent = int(rec.params["channel_id"])
        guild_id = self.server.guild_of_channel(parent)
        self.server.add_channel(thread_id, guild_id, parent=parent)
        return {
            "id": str(thread_id),
            "type": 11,
            "guild_id": str(guild_id),
            "parent_id": str(parent),
            "name": (rec.payload or {}).get("name", "thread"),
            "owner_id": str(self.server.bot_id),
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
