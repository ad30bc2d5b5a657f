"""``python -m bot invite [--no-threads]``: the link that adds this bot to a server.

The application's id is the first part of the bot token (base64 of the id's digits), so
the link needs nothing but DISCORD_TOKEN. The scopes are ``bot`` and
``applications.commands`` (the slash commands); the permissions are those the bot checks
before it changes anything (bot/discord/permissions.py). It needs no privileged intent.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import re
import sys
from urllib.parse import urlencode

from bot.config import SettingsError, load_settings

AUTHORIZE = "https://discord.com/oauth2/authorize"
SCOPES = ("bot", "applications.commands")
_TOKEN = re.compile(r"([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+")
_SNOWFLAKE = re.compile(r"[0-9]{15,21}")
COPY_AGAIN = (
    "Copy the token again from the Discord Developer Portal (your application > Bot > Reset Token)."
)


class TokenError(ValueError):
    pass


def application_id(token: str) -> int:
    """The id encoded in the token's first part; a token of another shape: `TokenError`
    (whose message never repeats the token)."""
    shape = _TOKEN.fullmatch(token.strip())
    if shape is None:
        raise TokenError(
            "DISCORD_TOKEN does not look like a bot token (three parts separated by "
            f"dots). {COPY_AGAIN}"
        )
    first = shape.group(1)
    try:
        digits = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        digits = ""
    if not _SNOWFLAKE.fullmatch(digits):
        raise TokenError(f"DISCORD_TOKEN's first part is not an application id. {COPY_AGAIN}")
    return int(digits)


def invite_url(client_id: int, *, threads: bool = True) -> str:
    from bot.discord.permissions import invite_permissions

    query = urlencode(
        {
            "client_id": client_id,
            "scope": " ".join(SCOPES),
            "permissions": invite_permissions(threads=threads).value,
        }
    )
    return f"{AUTHORIZE}?{query}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot invite",
        description="Print the link that adds this bot (DISCORD_TOKEN's application) to a server.",
    )
    parser.add_argument(
        "--no-threads",
        action="store_true",
        help="leave out Create Public Threads (then /newgame thread:true is refused)",
    )
    args = parser.parse_args(argv)
    try:
        token = load_settings().token()
        if not token:
            raise TokenError(
                "DISCORD_TOKEN is not set: put the bot token in the environment or "
                'in .env (see the README, "Setting up the bot in Discord").'
            )
        client_id = application_id(token)
    except (SettingsError, TokenError) as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    print(invite_url(client_id, threads=not args.no_threads))
    return 0
