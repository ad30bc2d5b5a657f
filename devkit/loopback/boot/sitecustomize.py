"""On PYTHONPATH of a bot process started by devkit.loopback.process: points discord.py
at the loopback Discord named by LOOPBACK_URL before ``python -m bot`` runs."""

from devkit.loopback.point import from_environment

from_environment()
