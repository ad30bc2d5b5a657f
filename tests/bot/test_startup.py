"""Start-up problems are one clear line and a non-zero exit, never a traceback."""

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot import __main__ as entry
from bot.config import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]
FAKE_TOKEN = "not-a-real-token"  # Discord is never reached: login is replaced


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    for key in ("DISCORD_TOKEN", "LOG_LEVEL", "REMINDER_HOURS", "LOCAL_PORT", "DEV_GUILD_ID"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "bot.sqlite3"))


def _no_connect(monkeypatch):
    async def never(self, *args, **kwargs):
        raise AssertionError("connect must not be reached")

    monkeypatch.setattr(discord.Client, "connect", never)


def _raising(exc):
    async def login(self, token):
        assert token == FAKE_TOKEN
        raise exc

    return login


def _bad_response(status: int):
    class Response:
        reason = "Service Unavailable"

    r = Response()
    r.status = status
    return r


FAILURES = {
    "bad token": (
        discord.LoginFailure("Improper token has been passed."),
        "DISCORD_TOKEN is wrong",
    ),
    "no network": (
        aiohttp.ClientConnectorError(
            aiohttp.client_reqrep.ConnectionKey("discord.com", 443, True, None, None, None, None),
            OSError(-3, "Temporary failure in name resolution"),
        ),
        "Cannot reach Discord",
    ),
    "dns": (OSError(-3, "Temporary failure in name resolution"), "network connection"),
    "timeout": (TimeoutError(), "Cannot reach Discord"),
    "discord down": (
        discord.DiscordServerError(_bad_response(503), "upstream"),
        "Discord answered 503",
    ),
}


@pytest.mark.parametrize("case", list(FAILURES))
def test_a_failed_login_is_one_line_and_exit_1(env, monkeypatch, capsys, case):
    exc, words = FAILURES[case]
    monkeypatch.setattr(discord.Client, "login", _raising(exc))
    _no_connect(monkeypatch)
    assert entry.main() == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err and "Traceback" not in err, err
    assert FAKE_TOKEN not in err


def test_missing_privileged_intents_is_one_line_and_exit_1(env, monkeypatch, capsys):
    async def login(self, token):
        return None

    async def connect(self, *args, **kwargs):
        raise discord.PrivilegedIntentsRequired(shard_id=None)

    monkeypatch.setattr(discord.Client, "login", login)
    monkeypatch.setattr(discord.Client, "connect", connect)
    monkeypatch.setattr(discord.AutoShardedClient, "connect", connect)  # the bot shards
    assert entry.main() == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Privileged Gateway Intents" in err, err


@pytest.mark.parametrize(
    "code,words", [(4004, "DISCORD_TOKEN is wrong"), (4000, "close code 4000")]
)
def test_a_gateway_close_is_one_line_and_exit_1(env, monkeypatch, capsys, code, words):
    """4004: Discord took the login but its gateway refused the token (Authentication failed)."""

    async def login(self, token):
        return None

    async def connect(self, *args, **kwargs):
        raise discord.ConnectionClosed(SimpleNamespace(close_code=code), shard_id=0)

    monkeypatch.setattr(discord.Client, "login", login)
    monkeypatch.setattr(discord.Client, "connect", connect)
    monkeypatch.setattr(discord.AutoShardedClient, "connect", connect)  # the bot shards
    assert entry.main() == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err and "Traceback" not in err, err
    assert FAKE_TOKEN not in err


def test_an_unexpected_failure_is_not_hidden(env, monkeypatch):
    monkeypatch.setattr(discord.Client, "login", _raising(ZeroDivisionError("bug")))
    with pytest.raises(ZeroDivisionError):
        entry.main()


@pytest.mark.parametrize(
    "key,value,words",
    [
        ("LOG_LEVEL", "LOUD", "LOG_LEVEL must be one of"),
        ("REMINDER_HOURS", "nan", "REMINDER_HOURS must be between"),
        ("REMINDER_HOURS", "-1", "REMINDER_HOURS must be between"),
        ("LOCAL_PORT", "99999", "LOCAL_PORT must be a port number"),
        ("LOCAL_PORT", "http", "LOCAL_PORT must be a number"),
        ("WORKER_PROCESSES", "two", "WORKER_PROCESSES must be a number"),
        ("WORKER_PROCESSES", "-1", "WORKER_PROCESSES must be between 0"),
        ("WORKER_PROCESSES", "100", "WORKER_PROCESSES must be between 0"),
    ],
)
def test_a_bad_setting_is_one_configuration_error(key, value, words):
    with pytest.raises(SettingsError, match=words):
        load_settings({key: value})


def test_python_m_bot_with_a_bad_log_level_exits_2_with_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN",)}
    env.update(LOG_LEVEL="LOUD", DATABASE_PATH=str(tmp_path / "x.sqlite3"), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        "Configuration error: LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL, "
        "not 'LOUD'"
    ]
