"""Settings (pydantic-settings): the same variable names, .env support, a secret token."""

import logging

import pytest

from bot.config import SettingsError, load_settings

TOKEN = "fake.token-for-tests"  # never a real token


def test_the_same_variable_names_and_defaults():
    s = load_settings(
        {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_PATH": "x/y.sqlite3",
            "DEV_GUILD_ID": "42",
            "REMINDER_HOURS": "2.5",
            "LOG_LEVEL": "debug",
            "LOCAL_HOST": "localhost",
            "LOCAL_PORT": "9000",
        }
    )
    assert s.token() == TOKEN and str(s.database_path) == "x/y.sqlite3" and s.dev_guild_id == 42
    assert (s.reminder_hours, s.log_level, s.local_host, s.local_port) == (
        2.5,
        "DEBUG",
        "localhost",
        9000,
    )
    d = load_settings({"DISCORD_TOKEN": "  ", "DEV_GUILD_ID": ""})  # empty counts as unset
    assert (
        d.token() is None
        and d.dev_guild_id is None
        and d.reminder_hours == 24
        and d.local_port == 8080
    )


def test_the_token_never_reaches_a_repr_or_a_log_line(caplog):
    s = load_settings({"DISCORD_TOKEN": TOKEN})
    assert TOKEN not in repr(s) and TOKEN not in str(s) and "discord_token=<set>" in repr(s)
    assert TOKEN not in repr(s.discord_token) and TOKEN not in str(s.model_dump())
    with caplog.at_level(logging.INFO):
        logging.getLogger("tablebot").info("starting (%s)", s)
    assert TOKEN not in caplog.text


def test_a_dotenv_file_is_read_and_the_environment_wins(tmp_path, monkeypatch):
    for key in ("DISCORD_TOKEN", "LOG_LEVEL", "LOCAL_PORT", "REMINDER_HOURS"):
        monkeypatch.delenv(key, raising=False)
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nLOG_LEVEL=warning\nLOCAL_PORT=8123\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LOCAL_PORT", "8200")
    s = load_settings()
    assert s.token() == TOKEN and s.log_level == "WARNING" and s.local_port == 8200
    assert load_settings(dotenv=False).token() is None


def test_a_bad_value_in_dotenv_is_one_clear_error(tmp_path, monkeypatch):
    monkeypatch.delenv("LOG_LEVEL", raising=False)
    (tmp_path / ".env").write_text("LOG_LEVEL=LOUD\n")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SettingsError) as err:
        load_settings()
    assert (
        str(err.value)
        == "LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL, not 'LOUD'"
    )
