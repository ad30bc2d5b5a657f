"""Warnings before a loss (issue 13.6): a choice that gives less than it says, or throws
something away, says so in its detail, with the number.

Every place of the rules where taking a choice loses part of what it gives:

- knowledge beyond the track's last space is lost (D-14): Psalter, collecting a city, a
  book event, Bologna, secretaries turned into knowledge at an abbey, a friar tile's or
  Balesteri's knowledge, Bologna's knowledge on entry (option ``on_entry``);
- the Inquisition moves a rival back 6, but never below the first space (I-21);
- actions not used when the turn ends are lost (I-7);
- a friar or cardinal who collects a city gives up its ducats for good (I-15);
- becoming a friar ends the merchant's Orient bonus; becoming a cardinal removes the friar
  tile and its lasting effects (§9.3); Brother Gigi after the double-alms rounds keeps only
  his -4 VP; Cardinal Zazza's extra library tile is worth nothing to a player who already
  drew his one tile; Shlasinger's Inquisition is lost if no rival can be moved back;
- the Papal Library track gives nothing once the player's one library tile is drawn (§7.12);
- the rest track counts only in a Turn order phase, and the last round has none after it;
- a Stupor Mundi payment or an election worth more votes than needed (I-19) spends the
  difference.

Track amounts never pass a track's last space (turn.py offers only amounts that fit), so
they need no warning. The wording lives in `WORDS`; `legal_ids` never comes here.
"""

from __future__ import annotations

from collections.abc import Callable

from games.contract import Choice
from games.messages import Msg, Who, msg

from .data import (
    CAREER,
    CUBE_VALUE,
    ELECTION,
    EVENT,
    LIBRARY_FROM_ROUND,
    ORIENT_BONUS,
    PSALTER_GAIN,
    PSALTER_LAST_GAIN,
    SECRETARY_KNOWLEDGE,
    SHLASINGER_BACK,
    TRACK,
    ZONE,
)
from .effects import is_last_on_knowledge, payments, virtual_cube
from .state import DeVulgariState
from .turn import _city_gain, bologna_price
from .words import career_name

KNOWLEDGE_CAP = TRACK["knowledge"].cap

WORDS = {
    "knowledge_cap": "dv-loss-knowledge-cap",
    "inquisition_short": "dv-loss-inquisition-short",
    "unused_actions": "dv-loss-unused-actions",
    "city_ducats": "dv-loss-city-ducats",
    "orient_bonus": "dv-loss-orient-bonus",
    "friar_tile": "dv-loss-friar-tile",
    "gigi_late": "dv-loss-gigi-late",
    "zazza_library": "dv-loss-zazza-library",
    "shlasinger_idle": "dv-loss-shlasinger-idle",
    "library_done": "dv-loss-library-done",
    "rest_last_round": "dv-loss-rest-last-round",
    "overpay": "dv-loss-overpay",
}
"""Each warning's message id (the wording is the catalogue's)."""

FRIAR_LOSS = ("michael", "stefano", "ralph")
"""Friar tiles with a lasting effect that goes when the friar becomes cardinal
(``dv-loss-friar-tile`` names it by tile)."""


def with_warnings(state: DeVulgariState, seat: int, choices: list[Choice]) -> list[Choice]:
    out = []
    for c in choices:
        check = _CHECKS.get(c.id.partition(":")[0])
        text = check(state, seat, c.id) if check else None
        if text:
            detail = (
                msg("dv-warning-detail", warning=text, detail=c.detail)
                if c.detail
                else msg("dv-warning", warning=text)
            )
            c = Choice(c.id, c.label, c.group, detail, c.private, c.role, c.ref)
        out.append(c)
    return out


def _knowledge(state: DeVulgariState, seat: int, gain: int) -> Msg | None:
    room = KNOWLEDGE_CAP - state.track["knowledge"][seat]
    if gain <= room:
        return None
    return msg(WORDS["knowledge_cap"], cap=KNOWLEDGE_CAP, got=max(room, 0), gain=gain)


def _psalter(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    return _knowledge(
        state, seat, PSALTER_LAST_GAIN if is_last_on_knowledge(state, seat) else PSALTER_GAIN
    )


def _collect(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    p = state.player[seat]
    _, knowledge = _city_gain(state, seat)
    ducats = ZONE[cid.partition(":")[2]].ducats
    if p.status != "merchant" and ducats:
        return msg(WORDS["city_ducats"], status=p.status, ducats=ducats)
    return _knowledge(state, seat, knowledge)


def _event(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    ev = EVENT[int(cid.partition(":")[2])]
    return _knowledge(state, seat, ev.value) if ev.kind == "book" else None


def _bologna(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    return _knowledge(state, seat, state.player[seat].bologna_unlocked)


def _abbey(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    if cid != "abbey:know":
        return None
    return _knowledge(state, seat, state.player[seat].green_front * SECRETARY_KNOWLEDGE)


def _friar(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    tile = cid.partition(":")[2]
    if (
        tile == "gigi" and state.round >= state.options.gigi_double_until
    ):  # this round's alms are paid
        return msg(WORDS["gigi_late"], last=state.options.gigi_double_until)
    if state.track["orient"][seat] >= TRACK["orient"].cap:
        return msg(WORDS["orient_bonus"], bonus=ORIENT_BONUS)
    return _knowledge(state, seat, CAREER[tile].knowledge)


def _cardinal(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    tile = cid.partition(":")[2]
    p = state.player[seat]
    if p.friar in FRIAR_LOSS:
        return msg(WORDS["friar_tile"], tile=career_name(p.friar), effect=p.friar)
    if tile == "zazza" and p.library_done:
        return msg(WORDS["zazza_library"])
    if (
        tile == "shlasinger"
        and state.options.shlasinger_window == "round_of_promotion"
        and not any(state.track["knowledge"][s] for s in range(state.players) if s != seat)
    ):
        return msg(WORDS["shlasinger_idle"])
    return _knowledge(state, seat, CAREER[tile].knowledge)


def _inquisition(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    target = int(cid.partition(":")[2])
    pos = state.track["knowledge"][target]
    if pos >= SHLASINGER_BACK:
        return None
    return msg(WORDS["inquisition_short"], who=Who(target), pos=pos, full=SHLASINGER_BACK)


def _end(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    left = state.turn.actions
    if left <= 0:
        return None
    return msg(WORDS["unused_actions"], actions=left)


def _track(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    return _track_loss(state, seat, cid.partition(":")[2])


def _track_loss(state: DeVulgariState, seat: int, track: str) -> Msg | None:
    if track == "library" and state.player[seat].library_done and state.round >= LIBRARY_FROM_ROUND:
        return msg(WORDS["library_done"])
    if track == "rest" and (state.last_round or state.round >= 16):
        return msg(WORDS["rest_last_round"])
    return None


def _amount(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    step = state.pending[-1]
    loss = _track_loss(state, seat, step.track)
    if loss or step.track != "ambassador" or state.options.bologna_collect != "on_entry":
        return loss
    if state.track["ambassador"][seat] + int(cid.partition(":")[2]) < TRACK["ambassador"].cap:
        return None
    return _knowledge(state, seat, bologna_price(state)[2])


def _pay(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    r, b, y = (int(x) for x in cid.partition(":")[2].split("-"))
    return _overpay(state, seat, (r, b, y), state.pending[-1].amount)


def _elect(state: DeVulgariState, seat: int, cid: str) -> Msg | None:
    new = cid.partition(":")[2]
    if new not in ELECTION:
        return None
    votes = ELECTION[new][1]
    return _overpay(state, seat, payments(state.player[seat], votes)[0], votes)


def _overpay(
    state: DeVulgariState, seat: int, combo: tuple[int, int, int], need: int
) -> Msg | None:
    """The cubes paid (the virtual cube counts first, I-19) against the votes needed."""
    if not any(combo):
        return None
    vc = virtual_cube(state.player[seat])
    paid = 3 * combo[0] + 2 * combo[1] + combo[2] + (CUBE_VALUE[vc] if vc else 0)
    if paid <= need:
        return None
    return msg(WORDS["overpay"], paid=paid, need=need, extra=paid - need)


_CHECKS: dict[str, Callable[[DeVulgariState, int, str], Msg | None]] = {
    "psalter": _psalter,
    "collect": _collect,
    "event": _event,
    "bologna": _bologna,
    "abbey": _abbey,
    "friar": _friar,
    "cardinal": _cardinal,
    "inquisition": _inquisition,
    "end": _end,
    "track": _track,
    "n": _amount,
    "pay": _pay,
    "elect": _elect,
}
