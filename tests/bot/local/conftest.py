import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.local import create_app
from bot.local.security import SESSION_COOKIE
from bot.tables import TableService


class PageClient:
    """aiohttp's test client as a browser of the page: its forms carry the session's CSRF token."""

    def __init__(self, client: TestClient):
        self.raw = client
        self._csrf: str | None = None

    async def csrf(self) -> str:
        if self._csrf is None:
            await self.raw.get("/")
            cookies = self.raw.session.cookie_jar.filter_cookies(self.raw.make_url("/"))
            self._csrf = cookies[SESSION_COOKIE].value
        return self._csrf

    async def get(self, path, **kwargs):
        return await self.raw.get(path, **kwargs)

    async def post(self, path, data=None, **kwargs):
        data = dict(data or {})
        data.setdefault("csrf", await self.csrf())
        return await self.raw.post(path, data=data, **kwargs)


def refusal_of(html: str) -> str | None:
    found = re.search(r'<div class="refusal" id="refusal" role="alert">(.*?)</div>', html, re.S)
    return found.group(1) if found else None


async def refused(resp) -> str:
    """The sentence a refused POST shows, after its redirect to a page
    (never a re-post on reload)."""
    assert resp.history and resp.history[0].status == 303, f"not redirected: {resp.status}"
    assert resp.method == "GET" and resp.status == 200
    sentence = refusal_of(await resp.text())
    assert sentence is not None, "no refusal on the page"
    return sentence


@pytest.fixture
async def client(service):
    async with TestClient(TestServer(create_app(service))) as c:
        yield PageClient(c)


@pytest.fixture
async def drawing_service(store, peek, clock):
    """A service that renders board images (the shared fixture turns rendering off)."""
    return TableService(store, clock=clock, render=True)


@pytest.fixture
async def drawing_client(drawing_service):
    async with TestClient(TestServer(create_app(drawing_service))) as c:
        yield PageClient(c)


def version_of(html: str) -> int:
    return int(re.search(r'<span id="version">(\d+)</span>', html).group(1))


def form_version(html: str) -> int:
    return int(re.search(r'name=version value="(\d+)"', html).group(1))


def choices_of(html: str) -> list[str]:
    return re.findall(r'data-choice="([^"]+)"', html)


def acting_user(html: str) -> str:
    return re.search(r'name=user value="([^"]*)"', html).group(1)


@pytest.fixture
async def live_root(drawing_service):
    """The local page served on a free loopback port, for a real browser; yields its root URL."""
    from aiohttp import web

    runner = web.AppRunner(create_app(drawing_service), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = next(a[1] for a in runner.addresses if isinstance(a, tuple))
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()


@pytest.fixture
def sealed():
    """A private simultaneous-decision game, registered for one test."""
    from tests.bot.local import sealed as module

    game = module.install()
    yield game
    module.uninstall()
