"""The websocket half of the loopback Discord: HELLO, IDENTIFY → READY and GUILD_CREATE,
heartbeats and their ACKs, RESUME → RESUMED (with the missed events) or INVALID_SESSION,
and dispatches (INTERACTION_CREATE). Scripted faults: a close code at once or in answer to
IDENTIFY, a connection that stops acknowledging heartbeats, a refused RESUME.

Frames are plain JSON text (no zlib), which discord.py reads whatever compression it asked.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from devkit.loopback.server import Loopback

log = logging.getLogger("loopback.gateway")

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 9, 10, 11


@dataclass
class Session:
    id: str
    shard: tuple[int, int]  # (shard id, shard count)
    seq: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)  # every dispatch, for RESUME
    ws: web.WebSocketResponse | None = None


@dataclass
class Connection:
    ws: web.WebSocketResponse
    opened: float
    zombie: bool = False  # stops acknowledging heartbeats
    session: Session | None = None
    heartbeats: int = 0


class Gateway:
    def __init__(self, server: Loopback) -> None:
        self.server = server
        self.heartbeat_interval = 1.0  # seconds, told in HELLO
        self.sessions: dict[str, Session] = {}
        self.by_shard: dict[int, Session] = {}
        self.connections: list[Connection] = []
        self.log: list[
            tuple[float, str]
        ] = []  # (time, what): "connect", "identify 0", "resume 0", ...
        self.refuse_identify: int | None = (
            None  # a close code sent in answer to the next IDENTIFY(s)
        )
        self.invalidate_resume = False  # answer the next RESUME with INVALID_SESSION
        self._ids = itertools.count(1)

    # -- faults ----------------------------------------------------------------------------
    async def close_all(self, code: int) -> None:
        """Close every open connection with ``code`` (4000: a resumable hiccup)."""
        for conn in self.connections:
            if not conn.ws.closed:
                await conn.ws.close(code=code, message=b"loopback fault")

    def stop_acking(self) -> None:
        """The open connections stop acknowledging heartbeats (and send nothing else)."""
        for conn in self.connections:
            conn.zombie = True

    def count(self, what: str) -> int:
        return sum(1 for _, w in self.log if w.startswith(what))

    # -- the connection ----------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        conn = Connection(ws, time.monotonic())
        self.connections.append(conn)
        self.log.append((time.monotonic(), "connect"))
        await self._send(
            ws, {"op": HELLO, "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)}}
        )
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                await self._receive(conn, json.loads(msg.data))
        finally:
            if conn.session is not None and conn.session.ws is ws:
                conn.session.ws = None
            self.log.append((time.monotonic(), f"closed {ws.close_code}"))
        return ws

    async def _receive(self, conn: Connection, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            conn.heartbeats += 1
            if not conn.zombie:
                await self._send(conn.ws, {"op": HEARTBEAT_ACK})
        elif op == IDENTIFY:
            await self._identify(conn, data)
        elif op == RESUME:
            await self._resume(conn, data)

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> None:
        shard = tuple(data.get("shard") or (0, 1))
        self.log.append((time.monotonic(), f"identify {shard[0]}"))
        if (
            data.get("token") != f"Bot {self.server.token}"
            and data.get("token") != self.server.token
        ):
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return
        if self.refuse_identify is not None:
            await conn.ws.close(code=self.refuse_identify, message=b"loopback fault")
            return
        session = Session(f"session-{next(self._ids)}", (int(shard[0]), int(shard[1])), ws=conn.ws)
        self.sessions[session.id] = session
        self.by_shard[session.shard[0]] = session
        conn.session = session
        guilds = self.server.guilds_of_shard(*session.shard)
        await self.dispatch(
            session,
            "READY",
            {
                "v": 10,
                "user": self.server.bot_user,
                "session_id": session.id,
                "resume_gateway_url": self.server.gateway_url,
                "shard": list(session.shard),
                "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
                "application": {"id": str(self.server.app_id), "flags": 0},
            },
        )
        for guild_id in guilds:
            await self.dispatch(session, "GUILD_CREATE", self.server.guild_payload(guild_id))

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> None:
        session = self.sessions.get(data.get("session_id", ""))
        self.log.append((time.monotonic(), f"resume {session.shard[0] if session else '?'}"))
        if session is None or self.invalidate_resume:
            self.invalidate_resume = False
            if session is not None:
                del self.sessions[session.id]
            await self._send(conn.ws, {"op": INVALID_SESSION, "d": False})
            return
        session.ws = conn.ws
        conn.session = session
        self.by_shard[session.shard[0]] = session
        for event in session.events:
            if event["s"] > int(data.get("seq") or 0):
                await self._send(conn.ws, event)
        await self.dispatch(session, "RESUMED", {})

    # -- sending -----------------------------------------------------------------------------
    @staticmethod
    async def _send(ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        if not ws.closed:
            await ws.send_str(json.dumps(frame))

    async def dispatch(self, session: Session, name: str, data: dict[str, Any]) -> bool:
        """Send an event (kept for a RESUME); False if the session has no connection now."""
        session.seq += 1
        event = {"op": DISPATCH, "t": name, "s": session.seq, "d": data}
        session.events.append(event)
        if session.ws is None or session.ws.closed:
            return False
        await self._send(session.ws, event)
        return True

    def ready(self, shard_id: int) -> bool:
        session = self.by_shard.get(shard_id)
        return session is not None and session.ws is not None and not session.ws.closed

    async def wait_ready(self, shard_id: int, timeout: float = 30.0) -> Session:
        end = time.monotonic() + timeout
        while not self.ready(shard_id):
            if time.monotonic() > end:
                raise AssertionError(f"shard {shard_id} never connected: {self.log}")
            await asyncio.sleep(0.02)
        return self.by_shard[shard_id]
