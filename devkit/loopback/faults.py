"""Scripted REST faults: the next ``times`` requests matching a route answer with an error
(or answer late) instead of being served. A test queues them before the action they hit."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

from aiohttp import web


def json_response(
    data: object, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """JSON with Discord's exact content type (discord.py reads a body as JSON only when the
    header is exactly application/json, without a charset)."""
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


@dataclass
class Fault:
    method: str
    route: str  # a spec path template, e.g. "/channels/{channel_id}/messages"
    status: int  # 429, 500, 413, ...; 0 with ``delay``: a timeout (answered normally, late)
    times: int = 1
    via: bool = False  # a 429 with the Via header is Discord's rate limit, without it Cloudflare's
    retry_after: float = 0.3
    delay: float = 0.0  # seconds before answering
    with_files: bool | None = None  # only requests with (True) or without (False) file uploads
    hits: int = 0

    def matches(self, method: str, route: str, has_files: bool) -> bool:
        return (
            self.hits < self.times
            and method == self.method
            and route == self.route
            and (self.with_files is None or self.with_files == has_files)
        )

    async def answer(self) -> web.Response | None:
        """The error response, or None (a delay only: the request is then served)."""
        self.hits += 1
        if self.delay:
            await asyncio.sleep(self.delay)
        if not self.status:
            return None
        if self.status == 429:
            headers = {"Retry-After": f"{self.retry_after}", "X-RateLimit-Scope": "user"}
            if self.via:
                headers["Via"] = "1.1 google"
            body = {
                "message": "You are being rate limited.",
                "retry_after": self.retry_after,
                "global": False,
            }
            return json_response(body, status=429, headers=headers)
        if self.status == 413:
            return json_response({"message": "Request entity too large", "code": 40005}, status=413)
        return json_response({"message": "Internal Server Error", "code": 0}, status=self.status)


class Faults:
    def __init__(self) -> None:
        self.queued: list[Fault] = []

    def add(self, method: str, route: str, status: int, **kw) -> Fault:
        fault = Fault(method, route, status, **kw)
        self.queued.append(fault)
        return fault

    def take(self, method: str, route: str, has_files: bool) -> Fault | None:
        for fault in self.queued:
            if fault.matches(method, route, has_files):
                return fault
        return None
