"""The view's things in the picture's language: the view holds English names and texts for
the hidden-information scan and the generic walkers; the pictures name the same things from
the ids beside them, with the engine's own messages (`games.de_vulgari.words`), so the log,
the buttons and the pictures say the same words."""

from __future__ import annotations

from functools import lru_cache

from games.de_vulgari.views import DeVulgariView
from games.de_vulgari.words import (
    career_name,
    career_text,
    dialect_name,
    event_name,
    status_line,
    track_name,
    zone_name,
)
from games.messages import Msg, Term
from l10n import say
from render.words import locale, word

SAID_CACHE = 512  # 273 texts in 8 tables' 2,000 pictures, 100 % hits (bench/cache_caps.py)


@lru_cache(maxsize=SAID_CACHE)
def _said(locale_code: str, key: str) -> str:
    """A message without arguments (a name) in a language, formatted once per process."""
    return say(Msg(key, {}), locale_code)


def _term(term: Term | Msg) -> str:
    return _said(locale(), term.key)


def zone_word(zone: str) -> str:
    """A zone's name ("Abtei (Montecassino)") or a sea's (``sea:…``)."""
    return _term(zone_name(zone))


def zone_short(zone: str) -> str:
    """A zone's name without its kind: "Montecassino" for "Abbey (Montecassino)"."""
    name = zone_word(zone)
    if "(" in name:
        name = name.split("(", 1)[1].replace(")", "")
    return name


def track_word(track: str) -> str:
    return _term(track_name(track))


def career_word(tile: str) -> str:
    """A friar's or cardinal's name ("Bruder Mario")."""
    return _term(career_name(tile))


def career_text_word(tile: str) -> str:
    """What a friar or cardinal tile gives, as the choices' details say it."""
    return _term(career_text(tile))


def tile_short(tile: str) -> str:
    """A free tile on the full board, in short: "Mario (+12k)"."""
    return word("pic-dv-tile", tile=tile)


def tile_short_name(tile: str) -> str:
    """A tile's name without its rank: "Mario"."""
    return word("pic-dv-tile-name", tile=tile)


def event_word(number: int) -> str:
    return _term(event_name(number))


def dialect_word(colour: str) -> str:
    return _term(dialect_name(colour))


def status_word(view: DeVulgariView, names: list[str]) -> str:
    """The view's status line from its fields (round, phase, last round, who decides)."""
    line = status_line(view["phase"], view["round"], view["last_round"], view["to_decide"])
    return say(line, locale(), names)
