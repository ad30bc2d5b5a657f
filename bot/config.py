"""Settings from the environment or a ``.env`` file (never from code or logs).

pydantic-settings reads the same variable names as always (DISCORD_TOKEN, DATABASE_PATH,
DATABASE_URL, SHARD_COUNT, SHARD_IDS, DEV_GUILD_ID, REMINDER_HOURS, LOG_LEVEL, LOCAL_HOST,
LOCAL_PORT, LOCAL_DATABASE_PATH, LOCAL_TOKEN); an empty variable counts as unset. The
tokens are ``SecretStr``: they never appear in a repr or a log line.
A bad value is one ``SettingsError`` sentence naming the variable.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from db.sharding import Shard, parse_shards


class SettingsError(ValueError):
    pass


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",
        frozen=True,
        case_sensitive=False,
    )

    discord_token: SecretStr | None = None
    database_path: Path = Path("data/tablebot.sqlite3")
    dev_guild_id: int | None = None
    reminder_hours: float = 24.0
    log_level: str = "INFO"
    local_host: str = "127.0.0.1"
    local_port: int = Field(8080)
    database_url: str | None = None  # postgresql://... (else the SQLite file database_path)
    shard_count: str | None = None
    shard_ids: str | None = None
    local_database_path: Path = Path("data/local.sqlite3")  # the local page's own tables
    local_token_secret: SecretStr | None = Field(None, validation_alias="local_token")
    worker_processes: int = (
        2  # engine steps (and one more for pictures); 0: threads of this process
    )

    @field_validator("database_url", mode="before")
    @classmethod
    def _url(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = value.strip() or None
            if value and not value.startswith(("postgresql://", "postgres://", "sqlite://")):
                raise ValueError("must start with postgresql:// (or sqlite:///path)")
        return value

    @model_validator(mode="after")
    def _shards(self) -> Settings:
        parse_shards(self.shard_count or "", self.shard_ids or "")  # a bad value: one sentence
        return self

    @property
    def shard(self) -> Shard | None:
        """(SHARD_IDS, SHARD_COUNT), or None: one process serves every shard."""
        return parse_shards(self.shard_count or "", self.shard_ids or "")

    @property
    def local_token(self) -> str | None:
        """The local page's secret (LOCAL_TOKEN), for the one check that compares it."""
        return self.local_token_secret.get_secret_value() if self.local_token_secret else None

    @field_validator("discord_token", "local_token_secret", mode="before")
    @classmethod
    def _token(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = value.strip()
            return value or None
        return value

    @field_validator("dev_guild_id", "local_port", "worker_processes", mode="before")
    @classmethod
    def _whole_number(cls, value: Any) -> Any:
        if isinstance(value, str):
            try:
                return int(value.strip())
            except ValueError:
                raise ValueError(f"must be a number, not {value!r}") from None
        return value

    @field_validator("worker_processes", mode="after")
    @classmethod
    def _workers(cls, value: int) -> int:
        if not 0 <= value <= 64:
            raise ValueError("must be between 0 (threads of the bot's process) and 64")
        return value

    @field_validator("reminder_hours", mode="before")
    @classmethod
    def _hours(cls, value: Any) -> float:
        try:
            hours = float(value.strip() if isinstance(value, str) else value)
        except (TypeError, ValueError):
            raise ValueError(f"must be a number, not {value!r}") from None
        if math.isnan(hours) or not 0 <= hours <= 24 * 365:
            raise ValueError("must be between 0 (reminders off) and 8760")
        return hours

    @field_validator("log_level", mode="before")
    @classmethod
    def _level(cls, value: Any) -> str:
        level = str(value).strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ValueError(f"must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
        return level

    @field_validator("local_port")
    @classmethod
    def _port(cls, value: int) -> int:
        if not 0 <= value <= 65535:  # 0: any free port (tests, a throwaway page)
            raise ValueError(f"must be a port number from 0 to 65535, not {value}")
        return value

    @field_validator("database_path", "local_host", "local_database_path", mode="before")
    @classmethod
    def _stripped(cls, value: Any) -> Any:
        return value.strip() if isinstance(value, str) else value

    def token(self) -> str | None:
        """The token itself, for the one call that logs in."""
        return self.discord_token.get_secret_value() if self.discord_token else None

    def __repr__(self) -> str:  # the token must never reach a log line
        token = "set" if self.discord_token else "unset"
        return (
            f"Settings(discord_token=<{token}>, database_path={str(self.database_path)!r}, "
            f"dev_guild_id={self.dev_guild_id}, reminder_hours={self.reminder_hours}, "
            f"log_level={self.log_level!r}, local={self.local_host}:{self.local_port}, "
            f"database_url={'<set>' if self.database_url else None}, shard={self.shard}, "
            f"local_database_path={str(self.local_database_path)!r}, "
            f"local_token=<{'set' if self.local_token_secret else 'unset'}>, "
            f"worker_processes={self.worker_processes})"
        )

    __str__ = __repr__


def _one_line(exc: ValidationError) -> str:
    first = exc.errors()[0]
    name = str(first["loc"][0]).upper() if first.get("loc") else "a setting"
    message = str(first.get("msg", "is not valid")).removeprefix("Value error, ")
    if message.split(" ")[0].isupper():  # the sentence names its variable already
        return message
    return f"{name} {message}"


def load_settings(env: Mapping[str, str] | None = None, dotenv: bool = True) -> Settings:
    """The settings from ``env`` (a mapping, for tests) or the process environment plus
    ``.env`` in the working directory; a bad value raises SettingsError."""
    try:
        if env is not None:
            names = set(Settings.model_fields) | {"local_token"}
            values = {k.lower(): v for k, v in env.items() if k.lower() in names and v.strip()}
            return Settings.model_validate(values)  # only these values: no environment, no .env
        return Settings(_env_file=Path.cwd() / ".env" if dotenv else None)
    except ValidationError as exc:
        raise SettingsError(_one_line(exc)) from None
