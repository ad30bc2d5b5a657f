"""What a game says about itself, in the reader's language: its summary, its options' help and
the names of options' worded choices (catalogue ``rules.ftl``, ids by convention). The game's
own English (``summary``, the option's ``description``) is the fallback for a game the
catalogue does not know (a test game, a game being written)."""

from __future__ import annotations

import enum
import types
import typing
from typing import Any, Literal

from pydantic import BaseModel

from games.contract import Game
from l10n import catalogue, tr


def summary_id(slug: str) -> str:
    return f"rules-summary-{slug}"


def option_id(slug: str, key: str) -> str:
    return f"rules-option-{slug}-{key}"


def choice_id(slug: str, key: str, value: str) -> str:
    return f"rules-choice-{slug}-{key}-{value}"


def _known(key: str) -> bool:
    """Whether the catalogues name ``key`` (English's; the others have the same ids, a
    catalogue test checks): `tr` then says it in the reader's language."""
    return catalogue("en").has(key)


def summary(game: Game[Any], locale: str) -> str:
    key = summary_id(game.slug)
    return tr(locale, key) if _known(key) else getattr(game, "summary", "") or ""


def option_help(game: Game[Any], key: str, locale: str) -> str:
    """An option's help line ("" for an option without one)."""
    found = option_id(game.slug, key)
    if _known(found):
        return tr(locale, found)
    field = game.Options.model_fields[key]
    return field.description or ""


def choice_name(game: Game[Any], key: str, value: Any, locale: str) -> str:
    """A choice's name for a reader; a value without a catalogue name is shown as it is
    typed (numbers, a test game's words)."""
    found = choice_id(game.slug, key, str(value))
    return tr(locale, found) if isinstance(value, str) and _known(found) else str(value)


def worded_choices(model: type[BaseModel]) -> dict[str, tuple[str, ...]]:
    """The options whose choices are words (a Literal or an Enum of strings): each choice is
    a catalogue name to give (``rules-choice-…``)."""
    out = {}
    for key, field in model.model_fields.items():
        words = tuple(v for v in _choices(field.annotation) if isinstance(v, str))
        if words:
            out[key] = words
    return out


def _choices(ann: Any) -> tuple[Any, ...]:
    origin = typing.get_origin(ann)
    if origin in (typing.Union, types.UnionType):
        return tuple(v for arg in typing.get_args(ann) for v in _choices(arg))
    if origin is Literal:
        return typing.get_args(ann)
    if isinstance(ann, type) and issubclass(ann, enum.Enum):
        return tuple(m.value for m in ann)
    return ()
