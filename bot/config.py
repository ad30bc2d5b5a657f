"""Settings from the environment or a ``.env`` file (never from code or logs)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from db.sharding import parse_shards


class SettingsError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    discord_token: str | None
    database_path: Path
    dev_guild_id: int | None
    reminder_hours: float
    log_level: str
    local_host: str
    local_port: int
    database_url: str | None = None  # postgresql://... (else the SQLite file database_path)
    shard: tuple[frozenset[int], int] | None = None  # (SHARD_IDS, SHARD_COUNT); None: one process
    local_database_path: Path = Path("data/local.sqlite3")  # the local page's own tables
    local_token: str | None = None  # required when the local page listens beyond loopback

    def __repr__(self) -> str:  # the token must never reach a log line
        token = "set" if self.discord_token else "unset"
        local_token = "set" if self.local_token else "unset"
        return (f"Settings(discord_token=<{token}>, database_path={str(self.database_path)!r}, "
                f"dev_guild_id={self.dev_guild_id}, reminder_hours={self.reminder_hours}, "
                f"log_level={self.log_level!r}, local={self.local_host}:{self.local_port}, "
                f"database_url={'<set>' if self.database_url else None}, shard={self.shard}, "
                f"local_database_path={str(self.local_database_path)!r}, local_token=<{local_token}>)")

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
    if reminder < 0:
        raise SettingsError("REMINDER_HOURS cannot be negative (0 turns reminders off)")
    url = env.get("DATABASE_URL", "").strip() or None
    if url and not url.startswith(("postgresql://", "postgres://", "sqlite://")):
        raise SettingsError("DATABASE_URL must start with postgresql:// (or sqlite:///path)")
    try:
        shard = parse_shards(env.get("SHARD_COUNT", ""), env.get("SHARD_IDS", ""))
    except ValueError as exc:
        raise SettingsError(str(exc)) from None
    return Settings(
        database_url=url,
        shard=shard,
        discord_token=token,
        database_path=Path(env.get("DATABASE_PATH", "").strip() or "data/tablebot.sqlite3"),
        dev_guild_id=_number(env, "DEV_GUILD_ID", guild, int) if guild else None,
        reminder_hours=reminder,
        log_level=(env.get("LOG_LEVEL", "").strip() or "INFO").upper(),
        local_host=env.get("LOCAL_HOST", "").strip() or "127.0.0.1",
        local_port=_number(env, "LOCAL_PORT", "8080", int),
        local_database_path=Path(env.get("LOCAL_DATABASE_PATH", "").strip() or "data/local.sqlite3"),
        local_token=env.get("LOCAL_TOKEN", "").strip() or None,
    )
