import pytest

import games
from tests.bot.discord.harness import make_harness


@pytest.fixture(autouse=True)
def only_registered_games(monkeypatch):
    """Keep these tests independent of game packages that are still being written."""
    monkeypatch.setattr(games, "_discovered", True)


@pytest.fixture
async def h(service, tmp_path, monkeypatch):
    return await make_harness(service, tmp_path, monkeypatch)


@pytest.fixture
async def hr(store, peek, clock, tmp_path, monkeypatch):
    """A harness whose service renders real board images."""
    from bot.tables import TableService

    return await make_harness(TableService(store, clock=clock, render=True), tmp_path, monkeypatch)
