"""The renderers' own words in the picture's language.

A picture is drawn in one language: the entry points of `render` set it for the drawing
(`drawing_in`), and every word a renderer writes itself goes through `word` with an id of
``l10n/locales/<locale>/pictures.ftl``. A context variable rather than a parameter through
every drawing function: the language is the same for the whole picture, and
``asyncio.to_thread`` runs the drawing in a copy of the caller's context.
Texts that come from the view (the engine's English) are drawn as they are.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from games.messages import Arg, Text
from l10n import catalogue, say, tr

_LOCALE: ContextVar[str] = ContextVar("picture_locale", default="en")


def locale() -> str:
    """The language of the picture being drawn."""
    return _LOCALE.get()


@contextmanager
def drawing_in(locale_code: str) -> Iterator[None]:
    """Draw everything inside in ``locale_code`` ("en", "de", "it" or the test "pseudo")."""
    token = _LOCALE.set(locale_code)
    try:
        yield
    finally:
        _LOCALE.reset(token)


def word(key: str, /, **args: Arg) -> str:
    """A picture's own word: ``word("pic-vp", vp=3)`` in the picture's language. Remembered:
    a picture says mostly what the last one said, and formatting a message costs 10-100 µs."""
    try:
        return _remembered(_LOCALE.get(), key, tuple(sorted(args.items())))
    except TypeError:  # an argument that cannot be a key (a message holding a dict)
        return tr(_LOCALE.get(), key, **args)


REMEMBERED_WORDS = 2048  # 97-98 % hits as at 8,192 (8 tables per game, bench/cache_caps.py)


@lru_cache(maxsize=REMEMBERED_WORDS)
def _remembered(locale_code: str, key: str, args: tuple[tuple[str, Arg], ...]) -> str:
    return tr(locale_code, key, **dict(args))


def layer_key(key: str) -> str:
    """A cache key for something drawn with words: the same drawing in another language is
    another drawing."""
    return f"{key}@{_LOCALE.get()}"


def word_for(ids: Mapping[str, str], key: str) -> str:
    """The word of ``key`` from a table of ids (``{"friar": "pic-dv-friar"}``), else ``key``
    itself (a value the table does not know is shown as the view holds it)."""
    found = ids.get(key)
    return key if found is None else word(found)


def final_row_word(slug: str, key: str, english: str) -> str:
    """A row of ``slug``'s final scoring (breakdown ``key``) in the picture's language: the
    catalogue's ``pic-final-<slug>-<key>``, else the row's registered English."""
    found = f"pic-final-{slug}-{key}"
    return word(found) if catalogue(_LOCALE.get()).has(found) else english


def said(text: Text) -> str:
    """A game's own message (``dv-colour``, a card's name) in the picture's language."""
    return say(text, _LOCALE.get())
