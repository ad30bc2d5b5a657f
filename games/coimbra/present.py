"""How each choice is shown (issues 12, 13): label, role, board reference and a detail line that
says what it does and warns before a loss. rules.STEPS.ids decides what is legal and in which
order; this module only dresses those ids."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import losses
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.labels import LABELS
from games.coimbra.state import CoimbraState, Step
from games.contract import DETAIL_MAX, Choice
from games.messages import Text, msg

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
    whole: Text | None = detail
    if loss and detail:
        whole = msg("coim-then", a=loss, b=detail)
    elif loss:
        whole = loss
    shown = whole
    if loss and detail and not W.fits(msg("coim-then", a=loss, b=detail), DETAIL_MAX):
        shown = loss  # the warning first and whole; the usual detail only if both fit
    return Choice(
        cid,
        label,
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


def _detail(state: CoimbraState, step: Step, cid: str, kind: str, arg: str) -> Text | None:
    seat = step.seat
    pl = state.p[seat]
    if kind == "district":
        d = X.die(state, step.ref)
        if arg == D.CASTLE:
            return msg("coim-detail-castle", total=d.total)
        return msg("coim-detail-town", where=W.where("of", arg), total=d.total)
    if kind == "favour" and arg in D.FAVOURS:
        crowns = W.amount(D.FAVOURS[arg].crowns, "crowns")
        return msg("coim-detail-favour", crowns=crowns, effect=W.favour_effect(arg))
    if cid == "emergency":
        return msg("coim-detail-emergency")
    if kind == "take":
        return msg("coim-detail-you-have", what=W.amount(getattr(pl, arg), arg))
    if kind == "die" and step.kind == "income" and arg in D.TRACKS:
        return msg("coim-detail-disc", track=W.track(arg), at=pl.tracks[arg])
    if kind == "die" and step.kind == "income":
        return msg("coim-detail-white-track")
    if kind == "track" and step.kind in ("white", "score_track"):
        return msg("coim-detail-disc", track=W.track(arg), at=pl.tracks[arg])
    if kind == "track" and step.kind == "etrack":
        return msg("coim-detail-etrack", id=step.ref2)
    if kind == "go":
        mid = state.map.get(arg)
        if mid and seat not in state.map_discs.get(arg, []):
            return msg("coim-detail-monastery", bonus=T.monastery(mid))
        return msg("coim-detail-crossroad" if arg.startswith("c") else "coim-detail-nothing-new")
    if cid == "stop" and step.kind == "move":
        return None  # losses.stop says where the pilgrim stays and how many steps are lost
    if cid == "done":
        return msg("coim-detail-income-done")
    if cid == "skip":
        return msg("coim-detail-skip")
    if kind == "exchange":
        have = W.joined([W.amount(getattr(pl, arg), arg), W.amount(pl.vp, "vp")])
        return msg("coim-detail-you-have", what=have)
    if kind == "give":
        have = W.joined(
            [W.amount(pl.coins, "coins"), W.amount(pl.guards, "guards"), W.amount(pl.vp, "vp")]
        )
        return msg("coim-detail-you-have", what=have)
    if kind == "lose":
        return msg("coim-detail-lose", n=pl.vp)
    if kind == "pay":
        have = W.joined([W.amount(pl.guards, "guards"), W.amount(pl.coins, "coins")])
        return msg("coim-detail-you-have", what=have)
    if kind == "repeat" and arg in D.CITIZENS:
        return msg("coim-detail-card-bonus", id=arg, bonus=T.bonus(D.CITIZENS[arg].bonus))
    if kind == "pair":
        return None
    if kind in ("eg", "exp") and step.kind.startswith("score"):
        return msg("coim-detail-score-now")
    return None
