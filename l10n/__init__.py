"""Texts in the reader's language: Fluent catalogues for English, German and Italian.

Engines and the service speak in `games.messages.Msg`; this package is the edge that
turns a message into a sentence for one reader (`say`), picks a reader's language
from what Discord or a browser tells (`pick_locale`, `from_accept_language`), and holds
the catalogues (``l10n/locales/<locale>/<area>.ftl``, one area per game plus ``chrome``
for the bot's own words). English is the fallback for every id a catalogue lacks.

``pseudo`` is a test locale: English with every letter accented and 40 % longer, so a
text a player would read that did not come through a catalogue stands out.
"""

from l10n.catalog import LOCALES, PSEUDO, catalogue, say, tr
from l10n.pick import DEFAULT_LOCALE, from_accept_language, pick_locale

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "PSEUDO",
    "catalogue",
    "from_accept_language",
    "pick_locale",
    "say",
    "tr",
]
