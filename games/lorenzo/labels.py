"""A label says the choice in short (what you take, where you place, what you pay); what does not
fit Discord's 80 characters in every language goes to the front of the choice's detail, so no
label is cut."""

from __future__ import annotations

from games.contract import LABEL_MAX
from games.messages import Arg, Msg, msg

from .words import english, fits


def fit(head: Msg, tail: Arg) -> tuple[Msg, str | None]:
    """``head: tail`` as the label when it fits in every language; else ``head`` alone and the
    tail as an English sentence that the caller puts first in the detail (details are still
    English)."""
    whole = msg("lor-label-colon", head=head, tail=tail)
    if fits(whole, LABEL_MAX):
        return whole, None
    return head, sentence(english(msg("lor-label-part", what=tail)))


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else f"{text}."


def cut(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, cut after a whole word and marked with an ellipsis
    (a detail only: its whole text goes to ``long_detail``)."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    if " " in head[limit // 2 :]:
        head = head[: head.rindex(" ")].rstrip(" ,;:")
    return f"{head} …" if head.endswith(".") else f"{head}…"


def joined(*parts: str | None) -> str | None:
    """The parts that are there, one after the other (each a sentence)."""
    kept = [p for p in parts if p]
    return " ".join(kept) if kept else None
