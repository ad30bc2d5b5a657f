"""What Coimbra's pictures say about the view, in the picture's language.

The view keeps its English fields; a picture reads the ids beside them (a card's id, a
monastery's, a favour tile's, an expedition's, the round and phase) and draws the engine's own
message for the same thing (the engine's `texts` and `words`), so a card's effect
reads the same in the log, on the buttons and in the picture. A view without an id the engine
knows (an old or hand-made one) is drawn as it holds the text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.views import CoimbraView, ExpeditionView, FavourView, FinalView, IncomeBox
from games.messages import Msg, msg
from l10n import say
from render.words import locale, word


def _part(term: Any) -> Msg:
    return msg("coim-sentence-part", what=term)


BUILDERS: dict[str, Callable[..., Msg | None]] = {
    "status": W.status,
    "tiebreak": W.tiebreak,
    "effect": T.citizen_effect,
    "card": T.citizen,
    "monastery-effect": T.monastery_effect,
    "monastery": T.monastery,
    "favour": T.favour,
    "expedition-name": lambda xid: _part(W.expedition(xid)),
    "expedition": T.expedition,
    "income": T.income_of,
    "amount": W.amount,
    "profession": lambda p: _part(W.profession(p)),
    "track": lambda t: _part(W.track(t)),
    "timing": lambda t: msg(T.TIMING[t]),
}
"""The engine's message for each thing a picture names, by its id and numbers."""


def said(kind: str, *args: Any, names: Sequence[str] = ()) -> str:
    """The message `BUILDERS[kind](*args)` in the picture's language. Remembered by the plain
    arguments: a picture says mostly what the last one said, and building a message and
    formatting it costs more than the drawing of its text."""
    return _said(locale(), kind, args, tuple(names))


SAID_CACHE = 1024  # 760 sentences in 8 tables' 2,000 pictures, 99.6 % hits (bench/cache_caps)


@lru_cache(maxsize=SAID_CACHE)
def _said(locale_code: str, kind: str, args: tuple[Any, ...], names: tuple[str, ...]) -> str:
    text = BUILDERS[kind](*args)
    assert text is not None, (kind, args)
    return say(text, locale_code, names)


def upper_first(text: str) -> str:
    """ "grey" -> "Grey" where a name starts a label ("Città Alta" keeps its capital A)."""
    return text[:1].upper() + text[1:]


def status(view: CoimbraView, names: Sequence[str]) -> str:
    """The status line from the view's round, phase and decider (`words.status`)."""
    round_, phase, seat = view["round"], view["phase"], view["to_move"]
    if phase != "end" and phase not in W.PHASES:
        return view["status"]
    return said("status", round_, phase, seat, names=names)


def tiebreak(final: FinalView, names: Sequence[str]) -> str:
    """The tie-break sentence from the final totals and ranking (`words.tiebreak`); "" without
    a tie for first place."""
    totals, ranking = final["totals"], final["ranking"]
    if not ranking:
        return ""
    best = totals[ranking[0]]
    tied = [s for s in ranking if totals[s] == best]
    return said("tiebreak", tuple(tied), best, ranking[0], names=names) if len(tied) > 1 else ""


def _known(item: Mapping[str, Any], kind: str) -> str | None:
    found = item.get("id")
    return found if isinstance(found, str) and T.known(kind, found) else None


def effect(item: Mapping[str, Any], short: bool = True) -> str:
    """A citizen card's or a monastery's effect; ``short`` without its timing and full stop
    (the picture says the timing already)."""
    if "profession" in item:
        cid = _known(item, "citizen")
        if cid is not None:
            return said("effect" if short else "card", cid)
    else:
        mid = _known(item, "monastery")
        if mid is not None:
            return said("monastery-effect" if short else "monastery", mid)
    return _view_effect(str(item["text"]), short)


TIMING_PREFIXES = ("Immediately: ", "Phase C: ", "Phase E: ", "Game end: ")


def _view_effect(text: str, short: bool) -> str:
    if short:
        for pre in TIMING_PREFIXES:
            if text.startswith(pre):
                text = text[len(pre) :]
                break
        text = text.rstrip(".")
    return text


def favour(f: FavourView) -> str:
    """A favour tile's effect (`texts.favour`)."""
    fid = _known(f, "favour")
    return f["text"] if fid is None else said("favour", fid)


def expedition_name(x: ExpeditionView) -> str:
    """An expedition's printed place name (`words.expedition`)."""
    xid = _known(x, "expedition")
    return x["name"] if xid is None else said("expedition-name", xid)


def expedition_task(x: Mapping[str, Any]) -> str:
    """An expedition's task without its full stop (`texts.expedition`)."""
    xid = _known(x, "expedition")
    text = str(x["text"]) if xid is None else said("expedition", xid)
    return text.rstrip(".")


def income(box: IncomeBox) -> str:
    """What an income box pays (`texts.income`), from its numbers."""
    return said("income", box["coins"], box["guards"], box["vp"], box["steps"])


def amount(n: int, kind: str) -> str:
    """``3 coins``, ``1 guard``, ``2 crowns`` (`words.amount`)."""
    return said("amount", n, kind)


def profession(p: str) -> str:
    """A profession as printed beside a card (council, merchant, clergy, scholar)."""
    return said("profession", p)


def track(t: str) -> str:
    """An influence track's name (grey / Ratsleiste / tracciato Consiglio)."""
    return said("track", t)


def timing(t: str) -> str:
    """A card's timing as its heading: Phase C, Phase E, Game end."""
    return said("timing", t)


def district(d: str) -> str:
    """A district as its box is titled: Castle, Upper town, Centre, Lower town."""
    return word(f"pic-coim-district-{d}")


def resource(kind: str | None) -> str:
    """What a card or an expedition is paid in (coins, guards)."""
    return word("pic-coim-resource", kind=kind or "coins")
