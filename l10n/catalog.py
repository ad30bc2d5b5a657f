"""The catalogues and the edge function: a `Msg` (or untranslated English) to one reader's
sentence."""

from __future__ import annotations

import functools
import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.syntax import ast as ftl
from fluent.syntax import parse, serialize
from fluent.syntax.visitor import Transformer

from games.contract import name_seats
from games.messages import Arg, Msg, Term, Text, Who

log = logging.getLogger("tablebot")

LOCALES = ("en", "de", "it")
PSEUDO = "pseudo"
LOCALE_DIR = Path(__file__).resolve().parent / "locales"
GRAMMAR_ATTRIBUTES = frozenset({"gender"})
"""Attributes that select a sentence's grammar (``.gender = masc``): never pseudo-accented."""

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀċđêƒĝĥîĵķĺɱñôƥǫŕšŧûṽŵẋýžÀƁĊĐÊƑĜĤÎĴĶĹṀÑÔƤǪŔŠŦÛṼŴẊÝŽ",
)
PSEUDO_MARKS = frozenset("àƀċđêƒĝĥîĵķĺɱñôƥǫŕšŧûṽŵẋýžÀƁĊĐÊƑĜĤÎĴĶĹṀÑÔƤǪŔŠŦÛṼŴẊÝŽ~")


@dataclass(frozen=True)
class Catalogue:
    """One locale's messages: every ``.ftl`` of ``l10n/locales/<locale>/``."""

    locale: str
    bundle: FluentBundle
    ids: frozenset[str]

    def has(self, key: str) -> bool:
        return key in self.ids


def sources(locale: str) -> dict[str, str]:
    """The ``.ftl`` texts of a locale by file name (``chrome.ftl``: its text)."""
    folder = LOCALE_DIR / locale
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.ftl"))}


@functools.cache
def catalogue(locale: str) -> Catalogue:
    """The catalogue of one of `LOCALES` or `PSEUDO` (built from English)."""
    if locale != PSEUDO and locale not in LOCALES:
        raise ValueError(f"no catalogue for locale {locale!r}")
    texts = sources("en") if locale == PSEUDO else sources(locale)
    bundle = FluentBundle([_babel_locale(locale)], use_isolating=False)
    ids: set[str] = set()
    for text in texts.values():
        # without the source positions of every node (fluent's default): 30,000 Span objects
        # that nothing reads, 5 MiB of the three locales' 17 (tests/l10n/test_catalogue_memory.py)
        resource = parse(text, with_spans=False)
        if locale == PSEUDO:
            resource = _Pseudo().visit(resource)
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                ids.add(entry.id.name)
        bundle.add_resource(parse(serialize(resource), with_spans=False))
    return Catalogue(locale, bundle, frozenset(ids))


def say(text: Text, locale: str, names: Sequence[str] = ()) -> str:
    """``text`` for a reader of ``locale``, seats named by ``names``. A problem (an unknown id, a
    missing argument) is logged and the best text possible returned: a reader never gets an
    exception for a catalogue's fault; the catalogue tests find them."""
    out, problems = render(text, locale, names)
    for problem in problems:
        log.warning("text in %s: %s", locale, problem)
    return out


def tr(locale: str, key: str, /, **args: Arg) -> str:
    """The service's and the adapters' own words: ``tr("de", "chrome-joined", who="Anna")``."""
    return say(Msg(key, args), locale)


def render(text: Text, locale: str, names: Sequence[str] = ()) -> tuple[str, list[str]]:
    """`say` with its problems returned instead of logged (the catalogue checks use it)."""
    problems: list[str] = []
    return _render(text, _known(locale), names, problems), problems


def _known(locale: str) -> str:
    return locale if locale in LOCALES or locale == PSEUDO else "en"


def _render(text: Text, locale: str, names: Sequence[str], problems: list[str]) -> str:
    if isinstance(text, str):
        return name_seats(text, names)
    found = catalogue(locale)
    if not found.has(text.key):
        if locale != "en":
            problems.append(f"{text.key} is missing; English shown")
            return _render(text, "en", names, problems)
        problems.append(f"{text.key} is not in any catalogue")
        return f"[{text.key}]"
    args: dict[str, Any] = {}
    for name, value in text.args.items():
        args[name] = _arg(value, locale, names, problems)
        if isinstance(value, Term):
            args.update(_term_attributes(name, value, locale, problems))
    message = found.bundle.get_message(text.key)
    if message.value is None:
        problems.append(f"{text.key} has no value")
        return f"[{text.key}]"
    out, errors = found.bundle.format_pattern(message.value, args)
    problems.extend(f"{text.key}: {e}" for e in errors)
    return str(out)


def _arg(value: Arg, locale: str, names: Sequence[str], problems: list[str]) -> Any:
    if isinstance(value, bool):
        problems.append("a bool is not a message argument")
        return str(value)
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return name_seats(value, names)
    if isinstance(value, Who):
        return names[value.seat] if value.seat < len(names) else f"Seat {value.seat + 1}"
    if isinstance(value, Term):
        return _render(Msg(value.key), locale, names, problems)
    if isinstance(value, Msg):
        return _render(value, locale, names, problems)
    items = [str(_arg(v, locale, names, problems)) for v in value]
    if not items:
        return ""
    if locale != PSEUDO:
        return format_list(items, locale=_babel_locale(locale))
    # the pattern's own words ("and") are text a reader sees: pseudo-accent them too
    slots = [f"\x00{i}\x00" for i in range(len(items))]
    pattern = format_list(slots, locale="en").split("\x00")
    return "".join(
        items[int(part)] if n % 2 else part.translate(_ACCENTED) for n, part in enumerate(pattern)
    )


def _term_attributes(name: str, term: Term, locale: str, problems: list[str]) -> dict[str, str]:
    """A term's attributes as ``<arg>_<attribute>`` (``card_gender``: "masc")."""
    found = catalogue(locale)
    if not found.has(term.key):
        found = catalogue("en")
        if not found.has(term.key):
            return {}
    message = found.bundle.get_message(term.key)
    out = {}
    for attribute, pattern in message.attributes.items():
        value, errors = found.bundle.format_pattern(pattern, {})
        problems.extend(f"{term.key}.{attribute}: {e}" for e in errors)
        out[f"{name}_{attribute}"] = str(value)
    return out


def _babel_locale(locale: str) -> str:
    return "en" if locale == PSEUDO else locale


class _Pseudo(Transformer):
    """English made visibly foreign: accented letters and 40 % more length, outside placeables
    and grammar attributes."""

    def visit_Attribute(self, node: ftl.Attribute) -> ftl.Attribute:
        if node.id.name in GRAMMAR_ATTRIBUTES:
            return node
        result: ftl.Attribute = self.generic_visit(node)
        return result

    def visit_TextElement(self, node: ftl.TextElement) -> ftl.TextElement:
        words = node.value
        if words.strip():
            pad = "~" * math.ceil(0.4 * len(words.strip()))
            stripped = words.rstrip()
            words = stripped.translate(_ACCENTED) + pad + words[len(stripped) :]
        node.value = words
        return node


def is_pseudo(text: str) -> bool:
    """Whether a shown text came through the pseudo catalogue (it holds a pseudo mark)."""
    return any(ch in PSEUDO_MARKS for ch in text)
