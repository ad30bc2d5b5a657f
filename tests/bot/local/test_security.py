"""The local page is a separate, safe place: its own database, loopback Host names only,
same-site posts with a per-session token, and a secret when it listens beyond loopback."""

import asyncio
import os
from pathlib import Path
from types import SimpleNamespace

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.config import load_settings
from bot.local import create_app, run_local
from bot.local.security import TOKEN_COOKIE, Guard, LocalSetupError
from tests.bot.local.conftest import PageClient, form_version
from tests.bot.local.test_pages import create, stored_version
from tests.bot.local.webdriver import free_port

SECRET = "correct-horse-battery-staple"


async def a_table(client):
    table_id, html = await create(client, 2)
    return table_id, form_version(html)


def move(table_id, version, csrf=None):
    data = {"user": "local-1", "version": str(version), "choice": "play"}
    if csrf is not None:
        data["csrf"] = csrf
    return f"/t/{table_id}/act", data


# -- Origin and the per-session token -------------------------------------------------
async def test_origin_null_is_refused(client, service):
    table_id, v = await a_table(client)
    path, data = move(table_id, v, await client.csrf())
    resp = await client.raw.post(path, data=data, headers={"Origin": "null"}, allow_redirects=False)
    assert resp.status == 403 and "another site" in await resp.text()
    assert await stored_version(service, table_id) == v


async def test_another_sites_origin_is_refused_even_with_the_token(client, service):
    table_id, v = await a_table(client)
    path, data = move(table_id, v, await client.csrf())
    resp = await client.raw.post(
        path, data=data, headers={"Origin": "http://evil.example"}, allow_redirects=False
    )
    assert resp.status == 403
    assert await stored_version(service, table_id) == v


async def test_a_post_without_origin_needs_the_session_token(client, service):
    table_id, v = await a_table(client)
    path, data = move(table_id, v)
    resp = await client.raw.post(path, data=data, allow_redirects=False)  # no Origin, no token
    assert resp.status == 403 and "reload the page" in await resp.text()
    resp = await client.raw.post(
        path, data={**data, "csrf": "forged-forged-forged-forged"}, allow_redirects=False
    )
    assert resp.status == 403
    assert await stored_version(service, table_id) == v
    resp = await client.raw.post(
        path, data={**data, "csrf": await client.csrf()}, allow_redirects=False
    )
    assert resp.status == 303 and await stored_version(service, table_id) == v + 1


async def test_a_same_origin_post_is_accepted(client, service):
    table_id, v = await a_table(client)
    path, data = move(table_id, v, await client.csrf())
    origin = str(client.raw.make_url("/")).rstrip("/")
    resp = await client.raw.post(path, data=data, headers={"Origin": origin}, allow_redirects=False)
    assert resp.status == 303 and await stored_version(service, table_id) == v + 1


async def test_a_browser_without_the_session_cookie_cannot_post(service):
    async with TestClient(TestServer(create_app(service))) as raw:
        resp = await raw.post(
            "/new",
            data={"game": "peek-and-pile", "players": "1", "csrf": "x" * 32},
            allow_redirects=False,
        )
        assert resp.status == 403
    assert await service.store.count_tables() == 0


# -- Host -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "host",
    [
        "127.0.0.1",
        "127.0.0.1:8080",
        "localhost",
        "localhost:8080",
        "[::1]",
        "[::1]:8080",
        "LOCALHOST:80",
    ],
)
async def test_loopback_host_names_are_served(client, host):
    resp = await client.raw.get("/", headers={"Host": host})
    assert resp.status == 200


@pytest.mark.parametrize(
    "host",
    [
        "evil.example",
        "evil.example:8080",
        "127.0.0.1.evil.example",
        "192.168.1.5:8080",
        "localhost.evil.example",
        "",
    ],
)
async def test_other_host_names_are_refused(client, service, host):
    resp = await client.raw.get("/", headers={"Host": host})
    assert resp.status == 421 and "answers only" in await resp.text()
    table_id, v = await a_table(client)
    path, data = move(table_id, v, await client.csrf())
    resp = await client.raw.post(path, data=data, headers={"Host": host}, allow_redirects=False)
    assert resp.status == 421 and await stored_version(service, table_id) == v


# -- LOCAL_TOKEN ----------------------------------------------------------------------
@pytest.fixture
async def guarded(service):
    async with TestClient(TestServer(create_app(service, Guard(token=SECRET)))) as c:
        yield c


async def test_with_a_token_every_request_needs_it(guarded, service):
    assert (await guarded.get("/")).status == 401
    assert (await guarded.get("/?token=wrong")).status == 401
    assert (await guarded.get("/t/1")).status == 401
    resp = await guarded.post("/new", data={"game": "peek-and-pile", "players": "1"})
    assert resp.status == 401 and await service.store.count_tables() == 0
    resp = await guarded.get(f"/?token={SECRET}", allow_redirects=False)
    assert (
        resp.status == 303 and resp.headers["Location"] == "/"
    )  # the secret leaves the address bar
    assert resp.cookies[TOKEN_COOKIE].value == SECRET and resp.cookies[TOKEN_COOKIE]["httponly"]
    resp = await guarded.get("/")
    assert resp.status == 200 and "Local play" in await resp.text()
    page = PageClient(guarded)  # the cookie stays: the page plays normally
    table_id, _ = await create(page, 1)
    assert (await service.store.get_table(table_id)).status == "playing"


def test_beyond_loopback_a_token_is_required():
    with pytest.raises(LocalSetupError, match="set LOCAL_TOKEN"):
        Guard.for_bind("0.0.0.0", None)
    with pytest.raises(LocalSetupError):
        Guard.for_bind("192.168.1.5", "")
    assert Guard.for_bind("127.0.0.1", None).token is None
    assert Guard.for_bind("::1", None).token is None
    lan = Guard.for_bind("192.168.1.5", SECRET)
    assert lan.host_allowed("192.168.1.5:8080") and lan.host_allowed("localhost:8080")
    assert not lan.host_allowed("evil.example")
    assert Guard.for_bind("0.0.0.0", SECRET).host_allowed("my-box.lan:8080")


async def test_run_local_beyond_loopback_without_token_refuses_to_start(service):
    settings = SimpleNamespace(local_host="0.0.0.0", local_port=0, local_token=None)
    with pytest.raises(LocalSetupError, match="LOCAL_TOKEN"):
        await asyncio.wait_for(run_local(service, settings), 5)


async def test_python_m_bot_beyond_loopback_without_token_exits_with_one_line(
    tmp_path, monkeypatch, capsys
):
    import bot.__main__ as entry

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("LOCAL_TOKEN", raising=False)
    monkeypatch.setenv("LOCAL_HOST", "0.0.0.0")
    monkeypatch.setenv("LOCAL_PORT", "0")
    assert await asyncio.wait_for(entry.amain(), 10) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("Configuration error:") and "LOCAL_TOKEN" in err[0]


# -- its own database -----------------------------------------------------------------
def test_the_local_page_has_its_own_database_by_default():
    settings = load_settings({}, dotenv=False)
    assert settings.local_database_path == Path("data/local.sqlite3") != settings.database_path
    settings = load_settings(
        {"LOCAL_DATABASE_PATH": "/srv/x.sqlite3", "LOCAL_TOKEN": SECRET}, dotenv=False
    )
    assert settings.local_database_path == Path("/srv/x.sqlite3") and settings.local_token == SECRET
    assert SECRET not in repr(settings)


async def test_without_discord_token_the_bot_opens_the_local_database(tmp_path, monkeypatch):
    import bot.__main__ as entry
    import bot.local

    monkeypatch.chdir(tmp_path)
    for key in list(os.environ):
        if key in (
            "DISCORD_TOKEN",
            "DATABASE_PATH",
            "LOCAL_DATABASE_PATH",
            "LOCAL_HOST",
            "LOCAL_TOKEN",
        ):
            monkeypatch.delenv(key)
    monkeypatch.setenv("LOCAL_PORT", str(free_port()))  # no page of another run answers there
    seen = {}

    async def fake_run_local(service, settings):
        seen["path"] = Path(service.store.path)

    monkeypatch.setattr(bot.local, "run_local", fake_run_local)
    assert await entry.amain() == 0
    assert seen["path"] == Path("data/local.sqlite3")
    assert (tmp_path / "data/local.sqlite3").exists()
    assert not (
        tmp_path / "data/tablebot.sqlite3"
    ).exists()  # a Discord bot's tables stay unreachable
