"""Stupor Mundi (Nestore Mangone): the pure rule engine, 1-4 players with the solo mode."""

from games import register
from games.stupor_mundi.rules import StuporMundi

GAME = StuporMundi()
register(GAME)
