"""The local play page: the Discord flow in a browser, for a machine without a token.

    python -m bot            (no DISCORD_TOKEN set)  ->  http://127.0.0.1:8080/

The page drives the same `TableService` and database as the Discord adapter. It plays
one "guild" (``local``) with one "channel" per table (``local-<n>``); the seats are local
users ``local-1`` .. ``local-5`` on one screen (hotseat). Plain server-rendered HTML,
no external assets.
"""

from bot.local.app import GUILD, create_app, run_local

__all__ = ["GUILD", "create_app", "run_local"]
