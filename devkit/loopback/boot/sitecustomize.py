"""On PYTHONPATH of a bot process started by devkit.loopback.process: points discord.py
at the loopback Discord named by LOOPBACK_URL before ``python -m bot`` runs, and with
LOOPBACK_MEMWATCH set traces its memory (devkit/memwatch.py)."""

from devkit.loopback.point import from_environment
from devkit.memwatch import from_environment as memwatch_from_environment

memwatch_from_environment()
from_environment()
