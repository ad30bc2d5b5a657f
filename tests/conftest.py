import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games import _testgame as testgame  # noqa: E402


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


# Test files whose `store` (and everything built on it) runs on both backends.
BOTH_BACKENDS = (
    "tests/db/",
    "tests/bot/test_tables.py",
    "tests/bot/test_records.py",
    "tests/bot/test_social.py",
    "tests/bot/test_reminder_prefs.py",
    "tests/bot/discord/test_remindme.py",
)


def pytest_generate_tests(metafunc):
    if "db_backend" not in metafunc.fixturenames:
        return
    where = Path(metafunc.definition.path).resolve().relative_to(ROOT).as_posix()
    if where.startswith(BOTH_BACKENDS):
        metafunc.parametrize("db_backend", ["sqlite", "postgresql"], indirect=True)


@pytest.fixture(scope="session")
def pg_cluster():
    """One throwaway PostgreSQL cluster per test process (each xdist worker its own),
    started on first use; the PostgreSQL tests are skipped, with the reason, without it."""
    from devkit import pgcluster

    why = pgcluster.unavailable()
    if why:
        pytest.skip(f"PostgreSQL tests skipped: {why}")
    cluster = pgcluster.Cluster().start()
    yield cluster
    cluster.stop()


@pytest.fixture
def db_backend(request):
    """ "sqlite" or "postgresql"; only the files in BOTH_BACKENDS get both."""
    return getattr(request, "param", "sqlite")


@pytest.fixture
async def database_url(db_backend, request, tmp_path):
    """A fresh, empty database of the test's backend: a file path or a postgresql:// URL."""
    if db_backend == "postgresql":
        return await request.getfixturevalue("pg_cluster").create_schema()
    return str(tmp_path / "bot.sqlite3")


@pytest.fixture
async def store(database_url):
    from db import Store

    s = await Store.open(database_url)
    yield s
    await s.close()


@pytest.fixture
async def service(store, peek, clock):
    from bot.tables import TableService

    return TableService(store, clock=clock, render=False)
