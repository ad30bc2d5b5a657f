"""How each choice is shown (issues 12, 13): label, role, board reference and a detail line that
says what it does and warns before a loss. rules.STEPS.ids decides what is legal and in which
order; this module only dresses those ids."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import losses
from games.coimbra import texts as T
from games.coimbra.labels import LABELS
from games.coimbra.state import CoimbraState, Step
from games.contract import DETAIL_MAX, LABEL_MAX, Choice

END_IDS = ("skip", "stop", "done")
MINOR_KINDS = ("exchange", "give", "lose", "discard", "pay", "cap", "take")


def choices(state: CoimbraState, step: Step, ids: list[str]) -> list[Choice]:
    return [choice(state, step, cid) for cid in ids]


def choice(state: CoimbraState, step: Step, cid: str) -> Choice:
    kind, _, arg = cid.partition(":")
    label, detail, group = LABELS[step.kind](state, step, kind, arg)
    role = "end" if cid in END_IDS else "minor" if kind in MINOR_KINDS else "main"
    detail = detail or _detail(state, step, cid, kind, arg)
    loss = losses.warning(state, step, cid, kind, arg)
    whole = f"{loss} {detail}" if loss and detail else loss or detail
    if loss:  # the warning first and whole; the usual detail only if both fit
        detail = (
            f"{loss} {detail}" if detail and len(loss) + 1 + len(detail) <= DETAIL_MAX else loss
        )
    shown = detail[:DETAIL_MAX] if detail else None
    return Choice(
        cid,
        label[:LABEL_MAX],
        group,
        shown,
        False,
        role,
        _ref(state, step, kind, arg),
        whole if whole and whole != shown else None,
    )


def _ref(state: CoimbraState, step: Step, kind: str, arg: str) -> str | None:
    """The name the public view gives the board thing a choice points at."""
    if kind in ("go", "corner"):
        return arg
    if kind == "district":
        return D.DISTRICT_NAME[arg]
    if kind == "favour" or (kind in ("buy", "salvage", "discard") and arg in D.CITIZENS):
        return arg
    if kind == "exp" and arg in D.EXPEDITIONS:
        return D.EXPEDITIONS[arg].name
    if kind == "track" and arg in D.TRACKS:
        return arg
    return None


def _detail(state: CoimbraState, step: Step, cid: str, kind: str, arg: str) -> str | None:
    seat = step.seat
    pl = state.p[seat]
    if kind == "district":
        d = X.die(state, step.ref)
        if arg == D.CASTLE:
            return (
                "In phase C this die takes a favour tile (the lowest die goes first); "
                f"it counts {d.total}."
            )
        return (
            f"In phase C this die buys a card of the {D.DISTRICT_NAME[arg]} for {d.total} "
            "(the highest goes first)."
        )
    if kind == "favour" and arg in D.FAVOURS:
        return (
            f"{T.plural(D.FAVOURS[arg].crowns, 'crown')} for the turn order; {D.FAVOURS[arg].text}."
        )
    if cid == "emergency":
        return "Instead of a favour or a card."
    if kind == "take":
        return f"You have {T.plural(getattr(pl, arg), arg[:-1])}."
    if kind == "die" and step.kind == "income" and arg in D.TRACKS:
        return f"Your {arg} disc is on space {pl.tracks[arg]}."
    if kind == "die" and step.kind == "income":
        return "Then choose the track whose income it pays."
    if kind == "track" and step.kind == "white":
        return f"Your {arg} disc is on space {pl.tracks[arg]}."
    if kind == "track" and step.kind == "etrack":
        return f"Card {step.ref2}: start of phase E."
    if kind == "track" and step.kind == "score_track":
        return f"Your {arg} disc is on space {pl.tracks[arg]}."
    if kind == "go":
        mid = state.map.get(arg)
        if mid and seat not in state.map_discs.get(arg, []):
            return f"Monastery: {T.monastery(mid)}"
        return "A crossroad." if arg.startswith("c") else "Nothing new here."
    if cid == "stop" and step.kind == "move":
        return None  # losses.stop says where the pilgrim stays and how many steps are lost
    if cid == "done":
        return "Your phase E income is complete."
    if cid == "skip":
        return "Nothing is paid and nothing is gained."
    if kind == "exchange":
        return f"You have {T.plural(getattr(pl, arg), arg[:-1])} and {pl.vp} VP."
    if kind == "give":
        return (
            f"You have {T.plural(pl.coins, 'coin')}, {T.plural(pl.guards, 'guard')} and {pl.vp} VP."
        )
    if kind == "lose":
        return f"You have {pl.vp} VP; VP may go below 0."
    if kind == "pay":
        return f"You have {T.plural(pl.guards, 'guard')} and {T.plural(pl.coins, 'coin')}."
    if kind == "repeat" and arg in D.CITIZENS:
        return f"Card {arg}: {T.bonus(D.CITIZENS[arg].bonus)}"
    if kind == "pair":
        return None
    if kind in ("eg", "exp") and step.kind.startswith("score"):
        return "Scored now, at the current position."
    return None
