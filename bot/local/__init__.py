"""The local play page: the Discord flow in a browser, for a machine without a token.

    python -m bot            (no DISCORD_TOKEN set)  ->  http://127.0.0.1:8080/

The page drives the same `TableService` as the Discord adapter, on its own database
(LOCAL_DATABASE_PATH, default data/local.sqlite3). It plays one "guild" (``local``)
with one "channel" per table (``local-<n>``); the seats are local users ``local-1`` ..
``local-5`` on one screen (hotseat). Server-rendered Jinja2 templates with autoescape,
no external assets; it answers only on loopback names unless LOCAL_TOKEN guards it.
"""

from bot.local.app import create_app, run_local
from bot.local.security import LocalSetupError
from bot.local.state import GUILD

__all__ = ["GUILD", "LocalSetupError", "create_app", "run_local"]
