"""How each choice is shown (issues 10, 12, 13): role, privacy, board reference and a detail line.

The enumerators in rules.py / leaders.py / harvest.py / vatican.py decide *what* is legal; this
module only adds what a player needs to read the choice, without changing ids or order.
"""

from __future__ import annotations

from games.contract import DETAIL_MAX, Choice
from games.messages import msg, rendered

from . import losses
from .data import BONUS_TILES, CARDS, FAMILY, FP_MAX, LEADERS, PRIVILEGES, SPACES, unit
from .effects import fm_value
from .labels import cut
from .state import LorenzoState, Step

END_IDS = ("pass", "end", "skip")
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
    detail = rendered(c.detail) if c.detail else _detail(state, step, seat, c)
    loss = losses.warning(state, step, seat, c.id)  # first, so that clipping never cuts it
    if loss:
        detail = f"{loss} {detail}" if detail else loss
    group = GROUP_HEADINGS[c.group] if isinstance(c.group, str) and c.group else c.group
    long_detail = detail if detail and len(detail) > DETAIL_MAX else None
    return Choice(
        c.id,
        c.label,
        group,
        cut(detail, DETAIL_MAX) if detail else None,
        private,
        role,
        ref,
        long_detail,
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


def _detail(state: LorenzoState, step: Step | None, seat: int, c: Choice) -> str | None:
    p = state.p[seat]
    kind, _, arg = c.id.partition(":")
    if kind == "fm" and arg in FAMILY:
        die = "no die" if arg == "neutral" else f"die {state.dice.get(arg, 0)}"
        return f"The {arg} member: {die}, action value {fm_value(state, p, arg)} before servants."
    if kind == "space":
        sp = SPACES.get(arg)
        if sp is None:
            return None
        if sp.area == "council":
            return "Gain 1 coin and 1 council privilege; you move up in next round's turn order."
        if sp.area == "market":
            return f"Gain {sp.gain.text()}."
    if kind == "privilege" and arg in PRIVILEGES:
        g = PRIVILEGES[arg]
        totals = {
            k: getattr(p, k) + getattr(g, k)
            for k in ("wood", "stone", "servants", "coins", "mp", "fp")
            if getattr(g, k)
        }
        if "fp" in totals:
            totals["fp"] = min(totals["fp"], FP_MAX)
        after = [f"{v} {unit(k, v)}" for k, v in totals.items()]
        return "You will have " + " and ".join(after) + " (before any excommunication)."
    if kind == "servants":
        n = int(arg)
        left = p.servants - n
        return (
            f"You have {p.servants} {unit('servants', p.servants)}; "
            f"{left} {unit('servants', left)} left."
        )
    if kind == "cost":
        return "Pay this and take the card with its immediate effect."
    if kind == "leader":
        how, _, lid = arg.partition(":")
        ld = LEADERS.get(lid)
        if ld is None:
            return None
        if how == "discard":
            return f"{ld.name} leaves the game; you choose 1 council privilege."
        return f"{ld.name}: {ld.text}"
    if kind in ("draft", "copy") and arg in LEADERS:
        return f"Needs {LEADERS[arg].req.text()}"
    if kind == "federico":
        return f"Instead of its die {state.dice.get(arg, 0)}, until the end of the round."
    if kind == "tile" and arg in BONUS_TILES:
        t = BONUS_TILES[arg]
        return f"Harvest: {t.harvest.text()}; production: {t.production.text()}."
    if kind == "exchange" and step is not None and step.items:
        return f"{CARDS[step.items[0]].name} converts once in this production."
    if c.id == "skip":
        return "Give up this bonus action; nothing is paid."
    if c.id == "end":
        return "Your turn ends; no further leader actions this turn."
    if c.id == "pass":
        return "Nothing to place this turn."
    if c.id == "support":
        return f"Your faith track goes back to 0 ({p.fp} {unit('fp', p.fp)} spent)."
    return None
