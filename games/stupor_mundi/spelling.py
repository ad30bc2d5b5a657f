"""The words behind the short forms the engine's texts use, for what a player reads on a choice.

Card texts and cost lines say "aug" (the data keeps them short); a choice's label and detail say
"augustales" ("1 augustalis"), so no player has to guess what "aug" is (issue 31.6)."""

from __future__ import annotations

import re
from dataclasses import replace

from games.contract import DETAIL_MAX, LABEL_MAX, Choice
from games.messages import rendered

_AUG = re.compile(r"\b(?:(1) )?aug\b")


def spell(text: str) -> str:
    return _AUG.sub(lambda m: "1 augustalis" if m.group(1) else "augustales", text)


def cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def spelled(choice: Choice) -> Choice:
    label = cut(spell(rendered(choice.label)), LABEL_MAX)
    detail = choice.detail and cut(spell(rendered(choice.detail)), DETAIL_MAX)
    if label == choice.label and detail == choice.detail:
        return choice
    return replace(choice, label=label, detail=detail)
