"""A label says the choice in short (what you take, where you place, what you pay); what does not
fit Discord's 80 characters in every language goes to the front of the choice's detail, so no
label is cut. A detail is a chain of sentences (`sentences`); `shortened` keeps the first ones
that fit Discord's 100 characters in every language."""

from __future__ import annotations

from games.contract import LABEL_MAX
from games.messages import Arg, Msg, msg

from .words import fits

SENTENCES = "lor-then"
"""The join of a detail's sentences: "{a} {b}"."""

CAPITALS = {
    "lor-price-choose": "lor-price-choose-cap",
    "lor-price-choose-plus": "lor-price-choose-plus-cap",
    "lor-price-pay": "lor-price-pay-cap",
    "lor-price-none": "lor-price-none-cap",
    "lor-price-free": "lor-price-free-cap",
    "lor-price-need": "lor-price-need-cap",
    "lor-yield-get": "lor-yield-get-cap",
    "lor-yield-tile": "lor-yield-tile-cap",
    "lor-nothing": "lor-nothing-cap",
}
"""Tails that start with a small letter in a label, and their twin that starts a sentence."""
NESTED = {"lor-yield-minus", "lor-yield-privileges", "lor-yield-buildings"}
"""Tails that start with their ``a`` argument."""


def fit(head: Msg, tail: Arg) -> tuple[Msg, Msg | None]:
    """``head: tail`` as the label when it fits in every language; else ``head`` alone and the
    tail as a sentence that the caller puts first in the detail."""
    whole = msg("lor-label-colon", head=head, tail=tail)
    if fits(whole, LABEL_MAX):
        return whole, None
    return head, msg("lor-sentence", what=capital(tail))


def capital(text: Arg) -> Arg:
    """A label's tail as the start of a sentence (leader texts start with a capital already)."""
    if isinstance(text, Msg):
        if text.key in CAPITALS:
            return Msg(CAPITALS[text.key], text.args)
        if text.key in NESTED:
            return Msg(text.key, {**text.args, "a": capital(text.args["a"])})
    return text


def sentences(*parts: Msg | None) -> Msg | None:
    """The sentences that are there, one after the other."""
    kept = [p for p in parts if p is not None]
    if not kept:
        return None
    out = kept[-1]
    for p in reversed(kept[:-1]):
        out = msg(SENTENCES, a=p, b=out)
    return out


def each(detail: Msg) -> list[Msg]:
    """The sentences of a detail, in order."""
    out = []
    while detail.key == SENTENCES:
        a, b = detail.args["a"], detail.args["b"]
        assert isinstance(a, Msg) and isinstance(b, Msg)
        out.append(a)
        detail = b
    return [*out, detail]


OPEN = {"lor-detail-card": ("lor-detail-card-part", "what"), "lor-loss": ("lor-loss-part", "parts")}
"""Sentences of a list ("Card: cost 2 wood; now 1 VP; harvest 3: 1 coin.") that shortening may
open: their form without the full stop, and the argument holding the list."""
ITEMS = "lor-semicolon"


def items(text: Arg) -> list[Arg]:
    """The items of a ``lor-semicolon`` list, in order."""
    out = []
    while isinstance(text, Msg) and text.key == ITEMS:
        out.append(text.args["a"])
        text = text.args["b"]
    return [*out, text]


def _list(parts: list[Arg]) -> Arg:
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = msg(ITEMS, a=p, b=out)
    return out


def _cuts(parts: list[Msg]) -> list[Msg]:
    """Every shorter form of a detail, longest first: its first sentences, then the first
    items of the sentence after them (a card's effects, a warning's losses)."""
    out = []
    for n in range(len(parts) - 1, -1, -1):
        head, nxt = parts[:n], parts[n]
        what = nxt.args.get("what")
        if nxt.key == "lor-sentence" and isinstance(what, Msg) and what.key in NESTED:
            while isinstance(what, Msg) and what.key in NESTED:  # a yield without its extras
                what = what.args["a"]
                out.append(sentences(*head, msg("lor-label-part", what=what)))
        if nxt.key in OPEN:
            part, arg = OPEN[nxt.key]
            listed = items(nxt.args[arg])
            for k in range(len(listed) - 1, 0, -1):
                opened = msg(part, **{arg: _list(listed[:k])})
                out.append(sentences(*head, opened))
        if head:
            out.append(sentences(*head))
    return [msg("lor-more", text=cut) for cut in out if cut is not None]


def shortened(detail: Msg, limit: int) -> Msg:
    """The detail if it fits ``limit`` in every language; else the longest shorter form that
    fits, marked with "…" (the whole text goes to ``long_detail``): whole sentences first, then
    a list sentence cut after an item. Should nothing fit, a pointer to the whole text."""
    if fits(detail, limit):
        return detail
    for cut in _cuts(each(detail)):
        if fits(cut, limit):
            return cut
    return msg("lor-detail-too-long")
