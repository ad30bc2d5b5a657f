"""Which choice ids end a turn or decline (role "end"), without asking for labels.

A search sees only ids (``Game.legal_ids``). In every game the role of a choice is a
function of its id alone, kept in a list by each engine's presentation; the player needs
the "end" ones to keep a simulated turn able to stop and to prefer acting over passing on
a tie. ``tests/ai/test_roles.py`` holds these lists equal to what ``legal_choices`` says.
"""

from __future__ import annotations

from functools import cache

from games.contract import Game


@cache
def _by_game() -> dict[str, frozenset[str]]:
    from games.coimbra.present import END_IDS as COIMBRA
    from games.de_vulgari.rules import END_CHOICES as DE_VULGARI
    from games.lorenzo.present import END_IDS as LORENZO
    from games.stupor_mundi.core import END_CHOICES as STUPOR_MUNDI

    return {
        "coimbra": frozenset(COIMBRA),
        "de-vulgari-eloquentia": frozenset(DE_VULGARI),
        "lorenzo-il-magnifico": frozenset(LORENZO),
        "stupor-mundi": frozenset(STUPOR_MUNDI),
    }


def end_ids(game: Game) -> frozenset[str]:
    """The ids ``game`` shows with role "end" (empty for a game not listed here)."""
    return _by_game().get(game.slug, frozenset())
