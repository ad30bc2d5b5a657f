"""A game's pydantic options model as HTML form fields, and the form back to a dict."""

from __future__ import annotations

import enum
import json
import types
import typing
from dataclasses import dataclass, replace
from typing import Any, Literal

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from games.contract import rule_variants
from l10n import tr

PREFIX = "opt."


@dataclass(frozen=True, slots=True)
class OptionField:
    name: str
    kind: str  # bool | int | float | str | choice | json
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""
    variant: bool = False  # a rule variant (games.contract.RULE_VARIANT): folded away on the form


def _unwrap_optional(ann: Any) -> Any:
    origin = typing.get_origin(ann)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(ann) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return ann


def option_fields(model: type[BaseModel]) -> list[OptionField]:
    variants = rule_variants(model)
    return [replace(f, variant=f.name in variants) for f in _fields(model)]


def _fields(model: type[BaseModel]) -> list[OptionField]:
    out = []
    for name, info in model.model_fields.items():
        ann = _unwrap_optional(info.annotation)
        default = info.default if info.default is not PydanticUndefined else None
        if info.default_factory is not None:
            try:
                default = info.default_factory()  # type: ignore[call-arg]
            except TypeError:
                default = None
        help_ = info.description or ""
        if typing.get_origin(ann) is Literal:
            out.append(OptionField(name, "choice", default, tuple(typing.get_args(ann)), help_))
        elif isinstance(ann, type) and issubclass(ann, enum.Enum):
            out.append(
                OptionField(
                    name,
                    "choice",
                    default.value if isinstance(default, enum.Enum) else default,
                    tuple(m.value for m in ann),
                    help_,
                )
            )
        elif ann is bool:
            out.append(OptionField(name, "bool", bool(default), (), help_))
        elif ann is int:
            out.append(OptionField(name, "int", default, (), help_))
        elif ann is float:
            out.append(OptionField(name, "float", default, (), help_))
        elif ann is str:
            out.append(OptionField(name, "str", default, (), help_))
        else:
            out.append(OptionField(name, "json", default, (), help_))
    return out


class OptionFormError(ValueError):
    """A form value that is no value of its option: ``page.ftl``'s ``key`` with ``values``;
    ``str()`` is the English."""

    def __init__(self, key: str, **values: str) -> None:
        self.key, self.values = key, values
        super().__init__(tr("en", key, **values))

    def say(self, locale: str) -> str:
        return tr(locale, self.key, **self.values)


def options_from_form(model: type[BaseModel], form: typing.Mapping[str, str]) -> dict[str, Any]:
    """Form values -> the raw options dict the service validates (empty fields keep defaults)."""
    raw: dict[str, Any] = {}
    for f in option_fields(model):
        key = PREFIX + f.name
        if f.kind == "bool":
            raw[f.name] = form.get(key) in ("on", "true", "1", "yes")
            continue
        value = (form.get(key) or "").strip()
        if value == "":
            continue
        if f.kind == "choice":
            match = [c for c in f.choices if str(c) == value]
            if not match:
                raise OptionFormError(
                    "page-option-not-one-of",
                    option=f.name,
                    value=repr(value),
                    allowed=", ".join(str(c) for c in f.choices),
                )
            raw[f.name] = match[0]
        elif f.kind == "int":
            try:
                raw[f.name] = int(value)
            except ValueError:
                raise OptionFormError(
                    "page-option-whole-number", option=f.name, value=repr(value)
                ) from None
        elif f.kind == "float":
            try:
                raw[f.name] = float(value)
            except ValueError:
                raise OptionFormError(
                    "page-option-number", option=f.name, value=repr(value)
                ) from None
        elif f.kind == "json":
            try:
                raw[f.name] = json.loads(value)
            except ValueError:
                raise OptionFormError(
                    "page-option-json", option=f.name, value=repr(value)
                ) from None
        else:
            raw[f.name] = value
    return raw


def form_value(f: OptionField) -> str:
    if f.default is None:
        return ""
    if f.kind == "json":
        return json.dumps(f.default)
    return str(f.default)
