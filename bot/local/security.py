"""Who may use the local page: loopback Host names, same-site form posts, an optional secret.

- Host: only the loopback names the page serves (127.0.0.1, localhost, [::1], any port),
  so a DNS-rebound name reaching the socket is refused. A page bound beyond loopback
  needs ``LOCAL_TOKEN`` and then also answers to its own bind address (or any name, when
  bound to every address: the token guards it).
- Token: given once as ``?token=`` and kept in a cookie; without it every request is refused.
- Posts: ``Origin: null`` is refused, another site's Origin is refused, and every form
  carries the session's CSRF token (also a cookie), so a post without Origin (or with a
  forged one) and without the token is refused.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
from dataclasses import dataclass, field
from urllib.parse import urlencode, urlsplit

from aiohttp import web

from bot.local.language import say

LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})
SESSION_COOKIE = "tablebot_local_session"
TOKEN_COOKIE = "tablebot_local_token"
CSRF_FIELD = "csrf"


class LocalSetupError(ValueError):
    """The page cannot start as configured (one sentence for the operator)."""


def is_loopback(host: str) -> bool:
    host = host.strip("[]")
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def host_name(header: str) -> str:
    """``name[:port]`` or ``[v6][:port]`` -> the lower-case name without port and brackets."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


@dataclass(frozen=True)
class Guard:
    """The page's access rules, fixed when the app is made."""

    token: str | None = None
    extra_hosts: frozenset[str] = field(default_factory=frozenset)
    any_host: bool = False

    @classmethod
    def for_bind(cls, host: str, token: str | None) -> Guard:
        """The rules for serving on ``host``; beyond loopback a token is required."""
        if is_loopback(host):
            return cls(token=token)
        if not token:
            raise LocalSetupError(
                f"LOCAL_HOST={host} makes the local page reachable from other machines: "
                "set LOCAL_TOKEN to a long secret (or keep LOCAL_HOST=127.0.0.1)."
            )
        if host.strip("[]") in WILDCARD_HOSTS:
            return cls(token=token, any_host=True)
        return cls(token=token, extra_hosts=frozenset({host.strip("[]").lower()}))

    def host_allowed(self, header: str | None) -> bool:
        if not header:
            return False
        name = host_name(header)
        return self.any_host or name in LOOPBACK_NAMES or name in self.extra_hosts

    def token_ok(self, given: str | None) -> bool:
        return self.token is None or (given is not None and hmac.compare_digest(given, self.token))


GUARD: web.AppKey[Guard] = web.AppKey("guard", Guard)
SESSION: web.RequestKey[str] = web.RequestKey("session", str)


def session_of(request: web.Request) -> str:
    """The browser session id (also its CSRF token), made by the middleware."""
    return request[SESSION]


def _forbidden(text: str, status: int = 403) -> web.Response:
    return web.Response(
        text=text, status=status, content_type="text/plain", headers={"Cache-Control": "no-store"}
    )


def _same_origin(origin: str, request: web.Request) -> bool:
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == request.host.lower()


@web.middleware
async def guard_middleware(request: web.Request, handler):
    guard = request.app[GUARD]
    if not guard.host_allowed(request.headers.get("Host")):
        return _forbidden(say(request, "page-guard-address"), 421)

    if guard.token is not None:
        given = request.query.get("token")
        if given is not None:
            if not guard.token_ok(given):
                return _forbidden(say(request, "page-guard-wrong-token"), 401)
            rest = [(k, v) for k, v in request.query.items() if k != "token"]
            clean = request.path + (f"?{urlencode(rest)}" if rest else "")
            resp = web.Response(status=303, headers={"Location": clean})
            resp.set_cookie(TOKEN_COOKIE, given, httponly=True, samesite="Strict", path="/")
            return resp
        if not guard.token_ok(request.cookies.get(TOKEN_COOKIE)):
            return _forbidden(say(request, "page-guard-needs-token"), 401)

    sent_session = request.cookies.get(SESSION_COOKIE) or ""
    fresh = len(sent_session) < 20
    session = secrets.token_urlsafe(24) if fresh else sent_session
    request[SESSION] = session

    if request.method == "POST":
        origin = request.headers.get("Origin")
        if origin is not None and not _same_origin(origin, request):
            return _forbidden(say(request, "page-guard-other-site"))
        form = await request.post()
        sent = str(form.get(CSRF_FIELD, ""))
        if fresh or not hmac.compare_digest(sent, session):
            return _forbidden(say(request, "page-guard-stale-form"))

    resp = await handler(request)
    if fresh:
        resp.set_cookie(SESSION_COOKIE, session, httponly=True, samesite="Strict", path="/")
    return resp
