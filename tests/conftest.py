import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests import testgame  # noqa: E402


@pytest.fixture
def peek():
    """The private test game, registered for the duration of a test."""
    game = testgame.install()
    yield game
    testgame.uninstall()


class FakeClock:
    def __init__(self, now: float = 1_800_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
async def store(tmp_path):
    from db import Store

    s = await Store.open(tmp_path / "bot.sqlite3")
    yield s
    await s.close()


@pytest.fixture
async def service(store, peek, clock):
    from bot.tables import TableService

    return TableService(store, clock=clock, render=False)
