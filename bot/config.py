"""Settings from the environment or a ``.env`` file (never from code or logs)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv


class SettingsError(ValueError):
    pass


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


@dataclass(frozen=True)
class Settings:
    discord_token: str | None
    database_path: Path
    dev_guild_id: int | None
    reminder_hours: float
    log_level: str
    local_host: str
    local_port: int

    def __repr__(self) -> str:  # the token must never reach a log line
        token = "set" if self.discord_token else "unset"
        return (f"Settings(discord_token=<{token}>, database_path={str(self.database_path)!r}, "
                f"dev_guild_id={self.dev_guild_id}, reminder_hours={self.reminder_hours}, "
                f"log_level={self.log_level!r}, local={self.local_host}:{self.local_port})")

    __str__ = __repr__


def _number(env: dict[str, str], key: str, default: str, kind=float):
    raw = env.get(key, "").strip() or default
    try:
        return kind(raw)
    except ValueError:
        raise SettingsError(f"{key} must be a number, not {raw!r}") from None


def load_settings(env: dict[str, str] | None = None, dotenv: bool = True) -> Settings:
    if env is None:
        if dotenv:
            load_dotenv(Path.cwd() / ".env", override=False)
        env = dict(os.environ)
    token = env.get("DISCORD_TOKEN", "").strip() or None
    guild = env.get("DEV_GUILD_ID", "").strip()
    reminder = _number(env, "REMINDER_HOURS", "24")
    if not 0 <= reminder <= 24 * 365:  # also refuses nan and inf
        raise SettingsError("REMINDER_HOURS must be between 0 (reminders off) and 8760")
    port = _number(env, "LOCAL_PORT", "8080", int)
    if not 1 <= port <= 65535:
        raise SettingsError(f"LOCAL_PORT must be a port number from 1 to 65535, not {port}")
    log_level = (env.get("LOG_LEVEL", "").strip() or "INFO").upper()
    if log_level not in LOG_LEVELS:
        raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {log_level!r}")
    return Settings(
        discord_token=token,
        database_path=Path(env.get("DATABASE_PATH", "").strip() or "data/tablebot.sqlite3"),
        dev_guild_id=_number(env, "DEV_GUILD_ID", guild, int) if guild else None,
        reminder_hours=reminder,
        log_level=log_level,
        local_host=env.get("LOCAL_HOST", "").strip() or "127.0.0.1",
        local_port=port,
    )
