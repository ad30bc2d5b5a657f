"""Start the bot: Discord with a token, otherwise the local play page.

python -m bot
python -m bot invite [--no-threads]   # the link that adds the bot to a server
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
import threading

from bot import cpu, heap
from bot.config import SettingsError, load_settings
from bot.tables import TableService
from db import Store, StoreError, open_store

log = logging.getLogger("tablebot")

# The event loop shares the GIL with aiosqlite's thread (and, with WORKER_PROCESSES=0, the
# engine and picture threads); at Python's default 5 ms a loop waiting for the GIL after each
# database call adds up (bench/load_bench.py, measured with threads: about twice the boards
# per second at 0.5 ms).
SWITCH_INTERVAL = 0.0005
AUTHENTICATION_FAILED = 4004  # the gateway's close code for a token it refuses


# Libraries whose DEBUG lines carry what players must not see: aiosqlite logs every statement
# with its parameters (the stored state: every hand, the deck's order); asyncpg's loggers sit
# beside it; discord.gateway logs each received event whole (a click on a private message carries
# that message, the player's hand) and discord.http each request's body. They stay at INFO,
# whatever LOG_LEVEL says.
QUIET_LOGGERS = ("aiosqlite", "asyncpg", "discord.gateway", "discord.http")


def configure_logging(level: str) -> None:
    """The process's log: ``level`` for the bot and the libraries, never below INFO for
    QUIET_LOGGERS."""
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    floor = max(logging.getLevelName(level), logging.INFO)
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(floor)


async def amain() -> int:
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    try:
        if settings.discord_token:
            store = await open_store(settings)
        else:  # the local page keeps its own tables: a Discord bot's are never reachable from it
            if url := await local_page_running(
                settings
            ):  # a second ./start: its database is locked
                print(f"The local page already runs at {url}", flush=True)
                return 0
            store = await Store.open(settings.local_database_path)
    except StoreError as exc:  # one clear line, never a traceback or a hang
        print(f"Database error: {exc}", file=sys.stderr)
        return 1
    service = TableService(store, default_reminder_seconds=int(settings.reminder_hours * 3600))
    if settings.worker_processes:  # started once the bot or the page is up (cpu.warm_up_soon)
        cpu.use_processes(work=settings.worker_processes, slow=1)
    load_for_life(discord_bot=bool(settings.discord_token))
    cpu.freeze_startup_heap()
    try:
        if settings.discord_token:
            from bot.discord import run_bot

            log.info("starting the Discord bot (%s)", settings)
            try:
                await run_bot(service, settings)
            except Exception as exc:
                problem = discord_startup_problem(exc)
                if problem is None:
                    raise
                print(problem, file=sys.stderr, flush=True)
                return 1
        else:
            from bot.local import LocalSetupError, run_local

            print("DISCORD_TOKEN is not set: starting the local play page instead.", flush=True)
            try:
                await run_local(service, settings)
            except LocalSetupError as exc:
                print(f"Configuration error: {exc}", file=sys.stderr)
                return 2
    finally:
        await store.close()
        cpu.use_threads()  # the worker processes stop; a caller in this process gets threads again
    return 0


def load_for_life(*, discord_bot: bool) -> None:
    """What the process keeps until it stops, loaded before the startup freeze: the Discord
    adapter (or the local page), then the engines, renderers and catalogues (`cpu`)."""
    if discord_bot:
        import bot.discord  # noqa: F401
    else:
        import bot.local  # noqa: F401
    cpu.load_for_life()


async def local_page_running(settings) -> str | None:
    """The address of this project's page if one already answers on LOCAL_HOST:LOCAL_PORT."""
    from bot.local.already import page_runs_at, page_url

    url = page_url(settings.local_host or "127.0.0.1", int(settings.local_port))
    return url if await page_runs_at(url) else None


def discord_startup_problem(exc: BaseException) -> str | None:
    """One line saying what to do about a failure to connect to Discord, or None."""
    import aiohttp
    import discord

    if isinstance(exc, discord.LoginFailure) or (
        isinstance(exc, discord.ConnectionClosed) and exc.code == AUTHENTICATION_FAILED
    ):
        return (
            "Discord refused the bot token: DISCORD_TOKEN is wrong or was reset. Copy a new token "
            "from the Discord Developer Portal (your application > Bot > Reset Token) "
            "into DISCORD_TOKEN."
        )
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return (
            "Discord refused a privileged intent this bot asked for. "
            "Enable it for your application "
            "in the Discord Developer Portal (Bot > Privileged Gateway Intents), "
            "or run a build that "
            "does not ask for it."
        )
    if isinstance(exc, discord.ConnectionClosed):
        return (
            f"Discord closed the bot's gateway connection (close code {exc.code}). Try again "
            "in a few minutes; https://discordstatus.com shows outages."
        )
    if isinstance(exc, discord.HTTPException):
        return (
            f"Discord answered {exc.status} while the bot was logging in "
            f"({exc.text or 'no reason given'}). "
            "Try again in a few minutes; https://discordstatus.com shows outages."
        )
    if isinstance(
        exc, aiohttp.ClientError | OSError | asyncio.TimeoutError | discord.GatewayNotFound
    ):
        return (
            f"Cannot reach Discord ({type(exc).__name__}: "
            f"{str(exc).splitlines()[0] if str(exc) else 'no detail'}). "
            "Check this machine's network connection, DNS and any proxy or firewall, "
            "then start again."
        )
    return None


async def run_until_stopped() -> int:
    """``amain``, ended cleanly by SIGTERM (a service manager's stop) as by Ctrl-C: the
    database is closed and the worker processes stopped."""
    task = asyncio.current_task()
    assert task is not None  # a coroutine awaited by the loop always runs in a task
    loop = asyncio.get_running_loop()
    # signal handlers exist only on POSIX loops, and only in the main thread (a test may run
    # this elsewhere); there a service manager's stop ends the process as before
    if sys.platform != "win32" and threading.current_thread() is threading.main_thread():
        loop.add_signal_handler(signal.SIGTERM, task.cancel)
    try:
        return await amain()
    except asyncio.CancelledError:
        return 0


def main(argv: list[str] | tuple[str, ...] = ()) -> int:
    """``python -m bot``: the bot (or the local page); ``python -m bot invite``: its invite link."""
    if argv and argv[0] == "invite":
        from bot.invite import main as invite

        return invite(list(argv[1:]))
    if argv:
        print(
            f"Unknown command {argv[0]!r}: use `python -m bot` to start the bot or "
            "`python -m bot invite` for its invite link.",
            file=sys.stderr,
        )
        return 2
    heap.one_arena()  # before the first thread: the heap trims reach the pictures' memory
    try:
        return asyncio.run(run_until_stopped())
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
