"""Words the engine writes in labels, details and log lines: names, plurals, prices."""

from __future__ import annotations

from .data import LINGUA_VOLGARE, MANUSCRIPT, ROMAN, SEA_NAME, ZONE


def zone_name(zone: str) -> str:
    if zone.startswith("sea:"):
        sea, _, port = zone[4:].partition(".")
        return SEA_NAME[sea]
    return ZONE[zone].name


def ms_name(mid: str) -> str:
    m = MANUSCRIPT[mid]
    if mid == LINGUA_VOLGARE.id:
        return "Lingua Volgare"
    return f"{ROMAN[m.level]} {'/'.join(m.colours)}"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 action``, ``2 actions`` (``many`` for irregular plurals)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


CUBE_NAME = {
    "red": ("politician", "politicians", 3),
    "black": ("noble", "nobles", 2),
    "yellow": ("abbess", "abbesses", 1),
    "green": ("secretary", "secretaries", 0),
}


def cube_words(colour: str, n: int) -> str:
    """``1 politician (red cube)``, ``2 abbesses (yellow cubes)``."""
    one, many, _ = CUBE_NAME[colour]
    return f"{plural(n, one, many)} ({colour} cube{'s' if n != 1 else ''})"


def price(actions: int, ducats: int = 0) -> str:
    """``1 action``, ``4 actions and 60 ducats``."""
    return plural(actions, "action") + (f" and {ducats} ducats" if ducats else "")
