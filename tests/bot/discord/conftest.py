import pytest

import games
from devkit.harness import make_harness


@pytest.fixture(autouse=True)
def only_registered_games(monkeypatch):
    """Keep these tests independent of game packages that are still being written."""
    monkeypatch.setattr(games, "_discovered", True)


def assert_nothing_private_is_public(fake):
    for sent in fake.public():
        assert "You drew" not in sent.content and "hand:" not in sent.content, sent


@pytest.fixture
async def h(service, tmp_path, monkeypatch):
    harness = await make_harness(service, tmp_path, monkeypatch)
    yield harness
    assert_nothing_private_is_public(harness.fake)


@pytest.fixture
async def hr(store, peek, clock, tmp_path, monkeypatch):
    """A harness whose service renders real board images."""
    from bot.tables import TableService

    harness = await make_harness(
        TableService(store, clock=clock, render=True), tmp_path, monkeypatch
    )
    yield harness
    assert_nothing_private_is_public(harness.fake)
