import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.local import create_app
from bot.tables import TableService


@pytest.fixture
async def client(service):
    async with TestClient(TestServer(create_app(service))) as c:
        yield c


@pytest.fixture
async def drawing_service(store, peek, clock):
    """A service that renders board images (the shared fixture turns rendering off)."""
    return TableService(store, clock=clock, render=True)


@pytest.fixture
async def drawing_client(drawing_service):
    async with TestClient(TestServer(create_app(drawing_service))) as c:
        yield c


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
