"""How each choice is shown (issues 10, 12, 13): role, privacy, board reference and a detail line.

The enumerators in rules.py / leaders.py / harvest.py / vatican.py decide *what* is legal; this
module only adds what a player needs to read the choice, without changing ids or order.
"""

from __future__ import annotations

from games.contract import DETAIL_MAX, Choice
from games.messages import Msg, msg

from . import losses
from . import texts as X
from . import words as W
from .data import BONUS_TILES, FAMILY, FP_MAX, LEADERS, PRIVILEGES, SPACES
from .effects import fm_value
from .labels import sentences, shortened
from .state import LorenzoState, Step

END_IDS = ("pass", "end", "skip")
END_DETAILS = {"pass": "lor-detail-pass", "end": "lor-detail-end", "skip": "lor-detail-skip"}
MINOR_KINDS = ("servants", "cost", "exchange", "return", "leader")
HAND_CHOICES = ("draft:", "leader:play:", "leader:discard:")
"""Choices that name a leader in the mover's hand or draft pack: hidden in the public view."""
GROUP_HEADINGS = {
    area: msg(f"lor-group-{area}")
    for area in ("family", "tower", "council", "market", "harvest", "production", "leaders")
}
"""The heading a menu shows over each group of choices: words, not the engine's area ids."""


def space_label(space_id: str) -> str:
    """The short name of an action space, as the view (and so the board) shows it."""
    if space_id.startswith("tower."):
        _, colour, floor = space_id.split(".")
        return f"{colour} {floor}"
    sp = SPACES[space_id]
    if sp.area == "market":
        return f"Market {space_id[-1]}"
    if sp.area == "council":
        return "Council palace"
    size = "large" if sp.malus else "small"
    return f"{sp.area.capitalize()} ({size})"


def annotate(
    state: LorenzoState, step: Step | None, seat: int, choices: list[Choice]
) -> list[Choice]:
    return [_annotate(state, step, seat, c) for c in choices]


def _annotate(state: LorenzoState, step: Step | None, seat: int, c: Choice) -> Choice:
    kind = c.id.split(":")[0]
    role = "end" if c.id in END_IDS else "minor" if kind in MINOR_KINDS else "main"
    private = c.id.startswith(HAND_CHOICES)
    ref = _ref(c.id)
    own = c.detail if isinstance(c.detail, Msg) else _detail(state, step, seat, c)
    loss = losses.warning(state, step, seat, c.id)  # first, so that shortening never drops it
    detail = sentences(loss, own)
    group = GROUP_HEADINGS[c.group] if isinstance(c.group, str) and c.group else c.group
    shown = shortened(detail, DETAIL_MAX) if detail else None
    return Choice(
        c.id,
        c.label,
        group,
        shown,
        private,
        role,
        ref,
        detail if shown is not detail else None,
    )


def _ref(choice_id: str) -> str | None:
    """The board name of what a choice points at: an action space, or a played leader."""
    kind, _, arg = choice_id.partition(":")
    if kind == "space":
        return space_label(arg)
    if kind == "copy" and arg in LEADERS:
        return LEADERS[arg].name
    if choice_id.startswith("leader:use:"):
        return LEADERS[arg.split(":")[1]].name
    return None


def _detail(state: LorenzoState, step: Step | None, seat: int, c: Choice) -> Msg | None:
    p = state.p[seat]
    kind, _, arg = c.id.partition(":")
    if kind == "fm" and arg in FAMILY:
        value = fm_value(state, p, arg)
        if arg == "neutral":
            return msg("lor-detail-fm-neutral", value=value)
        return msg(f"lor-detail-fm-{arg}", die=state.dice.get(arg, 0), value=value)
    if kind == "space":
        sp = SPACES.get(arg)
        if sp is None:
            return None
        if sp.area == "council":
            return msg("lor-detail-council")
        if sp.area == "market":
            return msg("lor-detail-gain", what=W.gain_text(sp.gain))
    if kind == "privilege" and arg in PRIVILEGES:
        g = PRIVILEGES[arg]
        totals = {
            k: getattr(p, k) + getattr(g, k)
            for k in ("wood", "stone", "servants", "coins", "mp", "fp")
            if getattr(g, k)
        }
        if "fp" in totals:
            totals["fp"] = min(totals["fp"], FP_MAX)
        return msg("lor-detail-you-will-have", what=W.amounts(totals.items(), "lor-and"))
    if kind == "servants":
        n = int(arg)
        return X.you_have(p.servants, n)
    if kind == "cost":
        return msg("lor-detail-cost")
    if kind == "leader":
        how, _, lid = arg.partition(":")
        if lid not in LEADERS:
            return None
        if how == "discard":
            return msg("lor-detail-discard", leader=W.leader(lid))
        return msg("lor-detail-leader", leader=W.leader(lid), text=W.leader_text(lid))
    if kind in ("draft", "copy") and arg in LEADERS:
        return X.needs(arg)
    if kind == "federico":
        return msg("lor-detail-federico", die=state.dice.get(arg, 0))
    if kind == "tile" and arg in BONUS_TILES:
        t = BONUS_TILES[arg]
        return msg(
            "lor-detail-tile", harvest=W.gain_text(t.harvest), production=W.gain_text(t.production)
        )
    if kind == "exchange" and step is not None and step.items:
        return msg("lor-detail-exchange", card=W.card(step.items[0]))
    if c.id in END_DETAILS:
        return msg(END_DETAILS[c.id])
    if c.id == "support":
        return msg("lor-detail-support", faith=W.amount("fp", p.fp))
    return None
