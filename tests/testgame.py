"""The private test game now lives in `games._testgame` (importable by bench/ without tests/)."""

from games._testgame import *  # noqa: F403
from games._testgame import GAME, SLUG, PeekAndPile, PeekOptions, PeekState, install, uninstall

__all__ = ["GAME", "SLUG", "PeekAndPile", "PeekOptions", "PeekState", "install", "uninstall"]
