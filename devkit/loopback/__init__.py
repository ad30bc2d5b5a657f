"""A loopback Discord for end-to-end tests of the real ``python -m bot`` process: REST under
/api/v10 and a websocket gateway on one local port, which checks every request against
Discord's documented limits and its OpenAPI request schemas, records it, and can be told
to fail (faults.py, gateway.py). ``process.BotProcess`` starts the bot pointed at it."""

from devkit.loopback.server import CHANNEL2, FAKE_TOKEN, GUILD2, Loopback

__all__ = ["CHANNEL2", "FAKE_TOKEN", "GUILD2", "Loopback"]
