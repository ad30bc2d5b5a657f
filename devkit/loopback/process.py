"""The real bot, ``python -m bot``, as a child process talking to a loopback Discord.

Only its environment differs from production: DISCORD_TOKEN is a fake token, and
LOOPBACK_URL (read by boot/sitecustomize.py, never by bot/) points discord.py here.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

BOOT = Path(__file__).resolve().parent / "boot"
# Settings of the bot that a test must not inherit from the machine running it
SETTINGS = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "SHARD_COUNT",
    "SHARD_IDS",
    "DEV_GUILD_ID",
    "REMINDER_HOURS",
    "LOG_LEVEL",
    "LOCAL_HOST",
    "LOCAL_PORT",
    "LOCAL_DATABASE_PATH",
    "LOCAL_TOKEN",
    "WORKER_PROCESSES",
)


class BotProcess:
    def __init__(
        self, url: str, token: str, folder: Path, name: str = "bot", **settings: str
    ) -> None:
        self.folder = folder
        self.name = name
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in SETTINGS and not k.startswith("LOOPBACK_")
        }
        env.update(
            DISCORD_TOKEN=token,
            DATABASE_PATH=str(folder / "bot.sqlite3"),
            LOOPBACK_URL=url,
            WORKER_PROCESSES="0",
            LOG_LEVEL="INFO",
            PYTHONUNBUFFERED="1",
        )
        env.update(settings)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(BOOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        )
        self.env = env
        self.proc: asyncio.subprocess.Process | None = None
        self.stdout = folder / f"{name}.out"
        self.stderr = folder / f"{name}.err"

    async def start(self) -> BotProcess:
        # cwd: the test's own folder, so no .env of the checkout is read
        with open(self.stdout, "ab") as out, open(self.stderr, "ab") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot",
                cwd=self.folder,
                env=self.env,
                stdout=out,
                stderr=err,
                stdin=asyncio.subprocess.DEVNULL,
            )
        return self

    async def wait(self, timeout: float = 20.0) -> int:
        assert self.proc is not None
        try:
            return await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            raise AssertionError(
                f"{self.name} did not exit within {timeout} s\n{self.log()[-3000:]}"
            ) from None

    async def stop(self, timeout: float = 20.0) -> int:
        """SIGTERM, as a service manager stops it; the exit code."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
        return await self.wait(timeout)

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()

    def log(self) -> str:
        """What it wrote on stderr (its log) so far."""
        return (
            self.stderr.read_text(encoding="utf-8", errors="replace")
            if self.stderr.exists()
            else ""
        )

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None
