"""The words the De Vulgari pictures print for board things; choices name the same.

`ref_name` turns a view key (a zone id, a sea, a track, a manuscript id, a friar or
cardinal id) into the words drawn on the phone picture."""

from __future__ import annotations

from functools import lru_cache

from games.de_vulgari.views import DeVulgariView, ManuscriptView, TrackId
from games.de_vulgari.words import ms_name
from l10n import say
from render.de_vulgari.board import SEA_NAME
from render.de_vulgari.view_words import career_word, track_word, zone_word
from render.words import locale, word, word_for

COLOUR_LETTER = {
    "blue": "B",
    "yellow": "Y",
    "violet": "V",
    "green": "G",
    "orange": "O",
    "white": "W",
}
CUBE_LETTER = {"red": "R", "black": "K", "yellow": "Y", "green": "G"}
TRACK_IDS: tuple[TrackId, ...] = (
    "knowledge",
    "rest",
    "verona",
    "canticle",
    "ambassador",
    "orient",
    "library",
)


def manuscript_name(tile: ManuscriptView) -> str:
    """``I yellow``, ``IV blue/yellow``: level and colours, as the choices say."""
    return _ms_name(locale(), tile["id"])


@lru_cache(maxsize=512)
def _ms_name(locale_code: str, mid: str) -> str:
    """A manuscript's name in a language (formatted once: a picture names a dozen)."""
    return say(ms_name(mid), locale_code)


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else word("pic-player", n=seat + 1)


def with_names(text: str, names: list[str]) -> str:
    for s, name in enumerate(names):
        text = text.replace(f"{{p{s}}}", name)
    return text


def ref_name(view: DeVulgariView, ref: str) -> str:
    for z in view["map"]["zones"]:
        if z["id"] == ref:
            return zone_word(ref)
    if ref in SEA_NAME:
        return word_for(SEA_NAME, ref)
    for track in TRACK_IDS:
        if track == ref:
            return track_word(track)
    for row in view["manuscripts"]["rows"]:
        for tile in row["tiles"]:
            if tile["id"] == ref:
                return manuscript_name(tile)
    for who in view["friars_free"] + view["cardinals_free"]:
        if who["id"] == ref:
            return career_word(ref)
    return ref
