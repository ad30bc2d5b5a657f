"""A new table's options checked before the engine sees them: an unknown option or a value the
option does not take is refused in the reader's words (which game, which option, what it
takes), never with pydantic's English."""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from bot.service.values import Refused
from games.contract import Game
from games.messages import Msg, msg


def check_options(game: Game[Any], raw: Mapping[str, Any] | None) -> BaseModel:
    """``raw`` validated into ``game``'s options, or a `Refused` naming what is wrong."""
    raw = dict(raw or {})
    fields = game.Options.model_fields
    unknown = [key for key in raw if key not in fields]
    if unknown:
        known: str | Msg = ", ".join(fields) or msg("chrome-options-none")
        unknown_key = repr(unknown[0])
        raise Refused(
            msg("chrome-option-unknown", game=game.title, option=unknown_key, known=known)
        )
    try:
        return game.Options.model_validate(raw)
    except ValidationError as exc:
        for error in exc.errors():
            key = error["loc"][0] if error["loc"] else None
            if isinstance(key, str) and key in fields:
                raise Refused(
                    msg(
                        "chrome-option-bad",
                        game=game.title,
                        option=key,
                        value=repr(raw.get(key)),
                        allowed=allowed(fields[key].annotation),
                    )
                ) from None
        raise Refused(msg("chrome-options-clash", game=game.title)) from None


def allowed(ann: Any) -> Msg:
    """What an option of type ``ann`` takes, as a message ("true or false", "one of …")."""
    origin = typing.get_origin(ann)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(ann) if a is not type(None)]
        if len(args) == 1:
            return allowed(args[0])
    if origin is Literal:
        return msg("chrome-option-one-of", values=", ".join(map(str, typing.get_args(ann))))
    if isinstance(ann, type) and issubclass(ann, enum.Enum):
        return msg("chrome-option-one-of", values=", ".join(str(m.value) for m in ann))
    if ann is bool:
        return msg("chrome-option-yes-no")
    if ann is int:
        return msg("chrome-option-whole-number")
    if ann is float:
        return msg("chrome-option-number")
    if ann is str:
        return msg("chrome-option-text")
    return msg("chrome-option-value")
