"""What the bot needs in a server's channels: one definition, read both by the check
before anything is changed (`guard.missing_permissions`) and by the invite link
(``python -m bot invite``)."""

from __future__ import annotations

import discord

# (permission attribute, the name Discord's settings show)
VIEW = ("view_channel", "View Channel")
SEND = ("send_messages", "Send Messages")
SEND_IN_THREADS = ("send_messages_in_threads", "Send Messages in Threads")
ATTACH = ("attach_files", "Attach Files")
HISTORY = ("read_message_history", "Read Message History")
CREATE_THREADS = ("create_public_threads", "Create Public Threads")

# To post a board (with its picture) and later update it:
IN_A_CHANNEL = (VIEW, SEND, ATTACH, HISTORY)
IN_A_THREAD = (VIEW, SEND_IN_THREADS, ATTACH, HISTORY)
IN_A_NEW_THREAD = (VIEW, CREATE_THREADS, SEND_IN_THREADS, ATTACH, HISTORY)  # /newgame thread:true


def invite_permissions(*, threads: bool = True) -> discord.Permissions:
    """Everything the bot needs anywhere; without ``threads``, all but opening threads
    (then /newgame thread:true is refused, and a table can still be played in a thread)."""
    needs = IN_A_CHANNEL + IN_A_THREAD + (IN_A_NEW_THREAD if threads else ())
    return discord.Permissions(**{attr: True for attr, _ in needs})
