"""Game registry: slug -> Game. Each game package registers itself on import.

`registry()` imports every subpackage of ``games`` once (OpenSpiel: "games are
registered as they are imported"), so adding a game is adding its package.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from games.contract import Game, GameError

_GAMES: dict[str, Game[Any]] = {}
_discovered = False


def register(game: Game[Any]) -> Game[Any]:
    if game.slug in _GAMES and _GAMES[game.slug] is not game:
        raise ValueError(f"two games claim the slug {game.slug!r}")
    _GAMES[game.slug] = game
    return game


def unregister(slug: str) -> None:
    """For tests that register a private game."""
    _GAMES.pop(slug, None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for module in pkgutil.iter_modules(__path__):
        if module.ispkg:
            importlib.import_module(f"{__name__}.{module.name}")


def registry() -> dict[str, Game[Any]]:
    _discover()
    return dict(sorted(_GAMES.items()))


def get(slug: str) -> Game[Any]:
    _discover()
    try:
        return _GAMES[slug]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise GameError(f"Unknown game {slug!r}. Games: {known}.") from None
