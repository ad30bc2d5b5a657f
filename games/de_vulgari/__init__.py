"""De Vulgari Eloquentia (Mario Papini, Giochix/Lookout 2010), 2-5 players."""

from games import register

from .rules import DeVulgari

GAME = DeVulgari()
register(GAME)
