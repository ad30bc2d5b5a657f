"""What the loopback Discord knows: every request it received, the messages as they look
now (after every edit), and the interactions it delivered."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

EPHEMERAL = 64
PING = re.compile(r"<@!?(\d+)>")


@dataclass
class Request:
    """One request as received (``status`` is what the loopback answered)."""

    method: str
    route: str  # the spec path template it matched, e.g. /channels/{channel_id}/messages
    path: str  # the path itself, after /api/v10
    payload: Any  # the JSON body, or a multipart request's payload_json
    files: list[tuple[str, bytes]]  # (filename, bytes) of each uploaded file
    received: float  # time.monotonic() when it arrived
    status: int = 200
    violations: list[str] = field(default_factory=list)
    params: dict[str, str] = field(default_factory=dict)  # the route's {names}

    @property
    def file_sizes(self) -> list[tuple[str, int]]:
        return [(name, len(data)) for name, data in self.files]


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes

    def payload(self) -> dict[str, Any]:
        url = f"https://cdn.loopback.invalid/attachments/{self.id}/{self.filename}"
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": url,
            "proxy_url": url,
            "content_type": "image/png" if self.filename.endswith(".png") else None,
        }


@dataclass
class Message:
    id: int
    channel_id: int
    content: str = ""
    components: list[dict[str, Any]] = field(default_factory=list)  # action rows
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    allowed_mentions: dict[str, Any] | None = None  # as posted
    notified: list[int] = field(
        default_factory=list
    )  # users the post pinged: <@id> in content and allowed
    interaction_token: str | None = None  # made through an interaction (response or followup)
    created: float = 0.0
    edits: int = 0

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def items(self) -> list[dict[str, Any]]:
        return [c for row in self.components for c in row.get("components", [])]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.items if "custom_id" in c]

    def find(self, part: str) -> str:
        """The custom_id of the component whose custom_id or label contains ``part``."""
        for c in self.items:
            if "custom_id" in c and (part in c["custom_id"] or part in (c.get("label") or "")):
                return c["custom_id"]
        raise AssertionError(
            f"no component matching {part!r} on message {self.id}: "
            f"{[(c.get('label'), c.get('custom_id')) for c in self.items]}"
        )

    def payload(self, bot_user: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": bot_user,
            "content": self.content,
            "timestamp": "2026-11-22T12:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": [],
            "pinned": False,
            "type": 0,
            "flags": self.flags,
            "components": self.components,
        }


@dataclass
class Interaction:
    """One INTERACTION_CREATE the loopback delivered, and what answered it."""

    id: int
    token: str
    payload: dict[str, Any]
    sent: float  # time.monotonic() when the gateway event was written
    clicked: int | None = None  # the message a component interaction came from
    original: int | None = None  # the message "@original" refers to, once there is one
    callbacks: list[float] = field(default_factory=list)  # when each callback request arrived
    acknowledged: float | None = None  # when the callback that was taken arrived (within 3 s)

    @property
    def ack_delay(self) -> float | None:
        """Seconds from the event to the last callback request that reached the loopback
        (the one Discord took, or the late one it refused)."""
        return self.callbacks[-1] - self.sent if self.callbacks else None


class State:
    def __init__(self) -> None:
        self._ids = itertools.count(500000000000000001)
        self.requests: list[Request] = []
        self.messages: dict[int, Message] = {}
        self.interactions: dict[str, Interaction] = {}  # by token
        self.commands: dict[str, list[dict[str, Any]]] = {}  # "global" or a guild id -> synced

    def next_id(self) -> int:
        return next(self._ids)

    def new_message(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        created: float,
        token: str | None = None,
    ) -> Message:
        m = Message(self.next_id(), channel_id, created=created, interaction_token=token)
        m.flags = int(body.get("flags") or 0)
        self.apply(m, body, files, edit=False)
        allowed = {int(u) for u in (m.allowed_mentions or {}).get("users", [])}
        m.notified = [int(u) for u in PING.findall(m.content) if int(u) in allowed]
        self.messages[m.id] = m
        return m

    def apply(
        self, m: Message, body: dict[str, Any], files: list[tuple[str, bytes]], edit: bool = True
    ) -> None:
        """A create or an edit: the fields it names replace the message's, as on Discord."""
        if "content" in body:
            m.content = body["content"] or ""
        if "components" in body:
            m.components = body["components"] or []
        if "allowed_mentions" in body and not edit:  # an edit never pings: only the post's count
            m.allowed_mentions = body["allowed_mentions"]
        if "attachments" in body or files or not edit:
            keep = (
                {
                    int(a["id"])
                    for a in body.get("attachments") or []
                    if str(a.get("id", "")).isdigit() and int(a["id"]) > 10
                }
                if edit
                else set()
            )
            kept = [a for a in m.attachments if a.id in keep]
            m.attachments = kept + [Attachment(self.next_id(), name, data) for name, data in files]
        if edit:
            m.edits += 1

    def channel_messages(self, channel_id: int) -> list[Message]:
        return [m for m in self.messages.values() if m.channel_id == channel_id]
