"""A view's hidden English strings as a table in another language shows them (issue 32).

The views keep English fields; a German table's payloads say "Burgruhm" where the view says
"Castle Fame". For each English string, every catalogue message of the game whose English
rendering without arguments is that string gives its rendering in the table's language.

A view also holds codes (a hand of "H-AUG3"), which the payloads show by the name of the
message the code ends (``sm-card-H-AUG3``: "Tax", German "Steuer"), or by a name an engine
composes (`CODE_NAMES`): a code's forms are those names in English and in the table's
language.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from fluent.syntax import ast as ftl
from fluent.syntax import parse

from games.de_vulgari.words import ms_name
from games.messages import Msg, Text
from l10n.catalog import render, sources

PICTURES = "pictures-"

CODE_NAMES: dict[str, Callable[[str], Text]] = {
    # a manuscript's name is composed: m1-B1 is "I blue", German "I blau"
    "de-vulgari-eloquentia": ms_name,
}
"""Games whose codes the catalogue names through arguments: the engine's naming function."""


def game_files(slug: str) -> list[str]:
    """The catalogue files of a game: its engine's and its pictures' (``lorenzo.ftl`` and
    ``pictures-lorenzo.ftl`` for ``lorenzo-il-magnifico``)."""
    out = []
    for name in sources("en"):
        stem = name.removesuffix(".ftl").removeprefix(PICTURES)
        if slug == stem or slug.startswith(stem + "-"):
            out.append(name)
    return out


def _message_ids(text: str) -> list[str]:
    return [e.id.name for e in parse(text).body if isinstance(e, ftl.Message)]


@functools.cache
def english_ids(slug: str) -> dict[str, tuple[str, ...]]:
    """English rendering -> the ids of the game's messages that render so without arguments
    (a message that needs arguments is left out)."""
    english = sources("en")
    out: dict[str, list[str]] = {}
    for name in game_files(slug):
        for key in _message_ids(english[name]):
            text, problems = render(Msg(key), "en")
            if not problems and text.strip():
                out.setdefault(text.strip(), []).append(key)
    return {text: tuple(keys) for text, keys in out.items()}


@functools.cache
def code_ids(slug: str) -> dict[str, tuple[str, ...]]:
    """Code -> the ids of the game's messages without arguments whose id ends in ``-<code>``
    after its area (``sm-card-H-AUG3``: "card-H-AUG3", "H-AUG3" and "AUG3")."""
    out: dict[str, list[str]] = {}
    for keys in english_ids(slug).values():
        for key in keys:
            parts = key.split("-")
            for n in range(2, len(parts)):
                out.setdefault("-".join(parts[n:]), []).append(key)
    return {code: tuple(keys) for code, keys in out.items()}


def _renderings(keys: Iterable[str], locale: str) -> frozenset[str]:
    found = set()
    for key in keys:
        text, problems = render(Msg(key), locale)
        if not problems and text.strip():
            found.add(text.strip())
    return frozenset(found)


@functools.cache
def localized(slug: str, locale: str) -> dict[str, frozenset[str]]:
    """English rendering or code -> its forms a table in ``locale`` shows (for a code its
    English names too)."""
    out = {english: _renderings(keys, locale) for english, keys in english_ids(slug).items()}
    for code, keys in code_ids(slug).items():
        if " " not in code and code not in out:
            out[code] = _renderings(keys, locale) | _renderings(keys, "en")
    return out


@dataclass(frozen=True)
class Words:
    """Each English string's forms in a table's language (the English kept: a leak may be
    English), and the strings no catalogue entry or engine names (they stay as they are)."""

    forms: dict[str, frozenset[str]]
    untranslated: frozenset[str]


def composed(slug: str, code: str, locale: str) -> frozenset[str]:
    """A code's name in English and ``locale`` by the game's `CODE_NAMES` function, if any."""
    name = CODE_NAMES.get(slug)
    if name is None:
        return frozenset()
    try:
        text = name(code)
    except (KeyError, ValueError):
        return frozenset()
    shown = [render(text, lang) for lang in ("en", locale)]
    return frozenset(out.strip() for out, problems in shown if not problems and out.strip())


def words(strings: Iterable[str], slug: str, locale: str) -> Words:
    """``strings``' forms at a table in ``locale`` (English too: a code's English names)."""
    table = localized(slug, locale)
    forms: dict[str, frozenset[str]] = {}
    untranslated = set()
    for text in strings:
        found = table.get(text.strip())
        if found is None:
            found = composed(slug, text.strip(), locale) or None
        if found is None:
            untranslated.add(text)
        forms[text] = frozenset({text} | (found or frozenset()))
    return Words(forms, frozenset(untranslated))
