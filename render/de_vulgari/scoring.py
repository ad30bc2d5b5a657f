"""The words of De Vulgari's scoring that several pictures print: the final scoring's
categories and a player's progress towards it."""

from __future__ import annotations

from games.de_vulgari.views import DeVulgariView, PlayerView
from render.words import final_row_word, word

SLUG = "de-vulgari-eloquentia"

CATEGORIES = (
    ("status", "Election (status)"),
    ("cubes", "Most cubes left"),
    ("secretaries", "Secretaries"),
    ("library", "Papal Library tile"),
    ("richest", "Richest player"),
    ("verona", "Verona Riddle"),
    ("canticle", "Canticle of the Sun"),
    ("manuscripts", "Manuscripts"),
    ("tiles", "Friar/cardinal tile"),
)
"""The final scoring's rows in English (`render.final_rows`); the picture draws them in its
language (`category_word`)."""


def category_word(key: str) -> str:
    """A scoring category's name in the picture's language (a key the table does not know
    is shown as it is, capitalised)."""
    return final_row_word(SLUG, key, dict(CATEGORIES).get(key, key.capitalize()))


def category_short(key: str) -> str:
    """A scoring category in a word, for lines that list several ("richest 3")."""
    return word("pic-dv-cat-short", key=key)


def progress(view: DeVulgariView, p: PlayerView, standing: bool = True) -> list[str]:
    """A player's secretaries in front, Bologna, the library and (``standing``) what the
    final scoring would give now, in words."""
    bits = [word("pic-dv-in-front", secretaries=p["green_front"])]
    if p["bologna_collected"]:
        bits.append(word("pic-dv-bologna-collected"))
    elif p["bologna_unlocked"]:
        bits.append(word("pic-dv-bologna-unlocked", round=p["bologna_unlocked"]))
    if p["library_done"]:
        bits.append(word("pic-dv-library-drawn"))
    lead = {k: v for k, v in view["provisional"][str(p["seat"])].items() if v}
    if lead and standing:
        each = ", ".join(
            word("pic-dv-category-vp", category=category_short(k), vp=v) for k, v in lead.items()
        )
        bits.append(word("pic-dv-if-ended-now", scores=each))
    return bits
