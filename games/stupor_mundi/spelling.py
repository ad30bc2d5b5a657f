"""The words behind the short forms the engine's texts use, for what a player reads on a choice.

Card texts and cost lines say "aug" (the data keeps them short); a choice's label and detail say
"augustales" ("1 augustalis"), so no player has to guess what "aug" is (issue 31.6)."""

from __future__ import annotations

import re
from dataclasses import replace

from games.contract import DETAIL_MAX, LABEL_MAX, Choice
from games.messages import Msg

_AUG = re.compile(r"\b(?:(1) )?aug\b")


def spell(text: str) -> str:
    return _AUG.sub(lambda m: "1 augustalis" if m.group(1) else "augustales", text)


def cut(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, cut after a whole word and marked with "…"."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    if " " in head[limit // 2 :]:
        head = head[: head.rindex(" ")].rstrip(" ,;:")
    return f"{head} …" if head.endswith(".") else f"{head}…"


def spelled(choice: Choice) -> Choice:
    """The choice in words; a detail too long for Discord is cut there and kept whole in
    ``long_detail`` for the local page. A label or detail that is a message is in words
    already (the catalogue spells "augustales"; the texts check its length in every language)."""
    label = choice.label if isinstance(choice.label, Msg) else cut(spell(choice.label), LABEL_MAX)
    if isinstance(choice.detail, Msg):
        return choice if label == choice.label else replace(choice, label=label)
    whole = choice.detail and spell(choice.detail)
    detail = whole and cut(whole, DETAIL_MAX)
    long_detail = whole if whole and whole != detail else choice.long_detail
    if label == choice.label and detail == choice.detail and long_detail == choice.long_detail:
        return choice
    return replace(choice, label=label, detail=detail, long_detail=long_detail)
