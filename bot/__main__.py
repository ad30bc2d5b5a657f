"""Start the bot: Discord with a token, otherwise the local play page.

    python -m bot
"""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.config import SettingsError, load_settings
from bot.tables import TableService
from db import Store, StoreError, open_store

log = logging.getLogger("tablebot")


async def amain() -> int:
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        if settings.discord_token:
            store = await open_store(settings)
        else:  # the local page keeps its own tables: a Discord bot's are never reachable from it
            store = await Store.open(settings.local_database_path)
    except StoreError as exc:  # one clear line, never a traceback or a hang
        print(f"Database error: {exc}", file=sys.stderr)
        return 1
    service = TableService(store, default_reminder_seconds=int(settings.reminder_hours * 3600))
    try:
        if settings.discord_token:
            from bot.discord import run_bot

            log.info("starting the Discord bot (%s)", settings)
            await run_bot(service, settings)
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
    return 0


def main() -> int:
    try:
        return asyncio.run(amain())
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
