"""A gateway connection whose heartbeats go unacknowledged is closed and resumed.

Discord's gateway documentation: when no heartbeat ACK arrives between two heartbeats, the
connection is failed or "zombied"; the client closes it with a code other than 1000/1001
and resumes. discord.py 2.7 only gives up after ``heartbeat_timeout`` (60 s) without
*any* message, so a gateway that keeps sending events but stops acknowledging holds the
bot on a dead session. discord.py makes its keep-alive thread from the module-level name
``discord.gateway.KeepAliveHandler`` when the gateway says HELLO, which `install` points
at `AckWatch`.
"""

from __future__ import annotations

import discord.gateway

# a heartbeat's ACK may come this many intervals late before the connection counts as dead
LATE_ACK_INTERVALS = 1.5


class AckWatch(discord.gateway.KeepAliveHandler):
    """discord.py's keep-alive thread whose liveness clock, once the first ACK has come, runs
    on ACKs only: the next heartbeat finds the previous one unacknowledged -> close with 4000
    (discord.py then reconnects and resumes, as for any 4000). Until that first ACK, discord.py's
    own rule stands: a new session may wait seconds before it identifies, reading nothing."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._acked = False
        self._ack_timeout = self.heartbeat_timeout
        if self.interval:
            self._ack_timeout = min(self.heartbeat_timeout, self.interval * LATE_ACK_INTERVALS)

    def tick(self) -> None:
        if not self._acked:  # afterwards, any message is not proof that heartbeats are answered
            super().tick()

    def ack(self) -> None:
        super().ack()
        self._acked = True
        self.heartbeat_timeout = self._ack_timeout
        self._last_recv = self._last_ack


def install() -> None:
    discord.gateway.KeepAliveHandler = AckWatch  # type: ignore[misc]  # see the module doc
