"""Run a loopback Discord by hand, to point a ``python -m bot`` at it:

    python -m devkit.loopback

prints the environment for the bot and serves until Ctrl-C. Slash commands and clicks are
delivered from a test (``Loopback.command``, ``Loopback.click``); by hand the bot only
logs in, syncs its commands and connects.
"""

from __future__ import annotations

import asyncio
import contextlib

from devkit.loopback import Loopback
from devkit.loopback.process import BOOT


async def serve() -> None:
    lb = await Loopback().start()
    print(
        f"Loopback Discord: {lb.url}\nStart the bot in another shell with:\n"
        f"  LOOPBACK_URL={lb.url} PYTHONPATH={BOOT} DISCORD_TOKEN='{lb.token}' python -m bot",
        flush=True,
    )
    seen = 0
    try:
        while True:
            await asyncio.sleep(0.5)
            for r in lb.state.requests[seen:]:
                print(
                    f"{r.status} {r.method} {r.path} {r.file_sizes or ''} {'; '.join(r.violations)}"
                )
            seen = len(lb.state.requests)
    finally:
        await lb.stop()


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve())
