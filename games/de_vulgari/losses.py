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

from games.contract import Choice, seat_token

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
from .words import plural

KNOWLEDGE_CAP = TRACK["knowledge"].cap

WORDS = {
    "knowledge_cap": "Knowledge ends at {cap}: you gain only {got} of {gain}",
    "inquisition_short": "{who} is on space {pos}: back only {pos} of {full}",
    "unused_actions": "Your {actions} left unused {verb} lost",
    "city_ducats": "As a {status} you give up its {ducats} ducats for good",
    "orient_bonus": "You lose the Orient bonus (+{bonus} ducats per city)",
    "friar_tile": "You lose {tile}'s {effect}",
    "gigi_late": "No double alms left after round {last}: only the -4 VP remains",
    "zazza_library": "You already drew your library tile: the extra tile is lost",
    "shlasinger_idle": "No rival has knowledge: the Inquisition is lost",
    "library_done": "You already drew your library tile: the track gives nothing",
    "rest_last_round": "Last round: the rest track no longer counts",
    "overpay": "Cubes worth {paid} for {need}: {extra} more than needed",
}

FRIAR_LOSS = {  # the lasting effect a friar tile takes with it when its friar becomes cardinal
    "michael": "virtual yellow cube",
    "stefano": "virtual black cube",
    "ralph": "free long moves and +4 VP",
}


def with_warnings(state: DeVulgariState, seat: int, choices: list[Choice]) -> list[Choice]:
    out = []
    for c in choices:
        check = _CHECKS.get(c.id.partition(":")[0])
        text = check(state, seat, c.id) if check else None
        if text:
            detail = f"{text}. {c.detail}" if c.detail else f"{text}."
            c = Choice(c.id, c.label, c.group, detail, c.private, c.role, c.ref)
        out.append(c)
    return out


def _knowledge(state: DeVulgariState, seat: int, gain: int) -> str | None:
    room = KNOWLEDGE_CAP - state.track["knowledge"][seat]
    if gain <= room:
        return None
    return WORDS["knowledge_cap"].format(cap=KNOWLEDGE_CAP, got=max(room, 0), gain=gain)


def _psalter(state: DeVulgariState, seat: int, cid: str) -> str | None:
    return _knowledge(
        state, seat, PSALTER_LAST_GAIN if is_last_on_knowledge(state, seat) else PSALTER_GAIN
    )


def _collect(state: DeVulgariState, seat: int, cid: str) -> str | None:
    p = state.player[seat]
    _, knowledge = _city_gain(state, seat)
    ducats = ZONE[cid.partition(":")[2]].ducats
    if p.status != "merchant" and ducats:
        return WORDS["city_ducats"].format(status=p.status, ducats=ducats)
    return _knowledge(state, seat, knowledge)


def _event(state: DeVulgariState, seat: int, cid: str) -> str | None:
    ev = EVENT[int(cid.partition(":")[2])]
    return _knowledge(state, seat, ev.value) if ev.kind == "book" else None


def _bologna(state: DeVulgariState, seat: int, cid: str) -> str | None:
    return _knowledge(state, seat, state.player[seat].bologna_unlocked)


def _abbey(state: DeVulgariState, seat: int, cid: str) -> str | None:
    if cid != "abbey:know":
        return None
    return _knowledge(state, seat, state.player[seat].green_front * SECRETARY_KNOWLEDGE)


def _friar(state: DeVulgariState, seat: int, cid: str) -> str | None:
    tile = cid.partition(":")[2]
    if (
        tile == "gigi" and state.round >= state.options.gigi_double_until
    ):  # this round's alms are paid
        return WORDS["gigi_late"].format(last=state.options.gigi_double_until)
    if state.track["orient"][seat] >= TRACK["orient"].cap:
        return WORDS["orient_bonus"].format(bonus=ORIENT_BONUS)
    return _knowledge(state, seat, CAREER[tile].knowledge)


def _cardinal(state: DeVulgariState, seat: int, cid: str) -> str | None:
    tile = cid.partition(":")[2]
    p = state.player[seat]
    if p.friar in FRIAR_LOSS:
        return WORDS["friar_tile"].format(tile=CAREER[p.friar].name, effect=FRIAR_LOSS[p.friar])
    if tile == "zazza" and p.library_done:
        return WORDS["zazza_library"]
    if (
        tile == "shlasinger"
        and state.options.shlasinger_window == "round_of_promotion"
        and not any(state.track["knowledge"][s] for s in range(state.players) if s != seat)
    ):
        return WORDS["shlasinger_idle"]
    return _knowledge(state, seat, CAREER[tile].knowledge)


def _inquisition(state: DeVulgariState, seat: int, cid: str) -> str | None:
    target = int(cid.partition(":")[2])
    pos = state.track["knowledge"][target]
    if pos >= SHLASINGER_BACK:
        return None
    return WORDS["inquisition_short"].format(who=seat_token(target), pos=pos, full=SHLASINGER_BACK)


def _end(state: DeVulgariState, seat: int, cid: str) -> str | None:
    left = state.turn.actions
    if left <= 0:
        return None
    return WORDS["unused_actions"].format(
        actions=plural(left, "action"), verb="is" if left == 1 else "are"
    )


def _track(state: DeVulgariState, seat: int, cid: str) -> str | None:
    return _track_loss(state, seat, cid.partition(":")[2])


def _track_loss(state: DeVulgariState, seat: int, track: str) -> str | None:
    if track == "library" and state.player[seat].library_done and state.round >= LIBRARY_FROM_ROUND:
        return WORDS["library_done"]
    if track == "rest" and (state.last_round or state.round >= 16):
        return WORDS["rest_last_round"]
    return None


def _amount(state: DeVulgariState, seat: int, cid: str) -> str | None:
    step = state.pending[-1]
    loss = _track_loss(state, seat, step.track)
    if loss or step.track != "ambassador" or state.options.bologna_collect != "on_entry":
        return loss
    if state.track["ambassador"][seat] + int(cid.partition(":")[2]) < TRACK["ambassador"].cap:
        return None
    return _knowledge(state, seat, bologna_price(state)[2])


def _pay(state: DeVulgariState, seat: int, cid: str) -> str | None:
    r, b, y = (int(x) for x in cid.partition(":")[2].split("-"))
    return _overpay(state, seat, (r, b, y), state.pending[-1].amount)


def _elect(state: DeVulgariState, seat: int, cid: str) -> str | None:
    new = cid.partition(":")[2]
    if new not in ELECTION:
        return None
    votes = ELECTION[new][1]
    return _overpay(state, seat, payments(state.player[seat], votes)[0], votes)


def _overpay(
    state: DeVulgariState, seat: int, combo: tuple[int, int, int], need: int
) -> str | None:
    """The cubes paid (the virtual cube counts first, I-19) against the votes needed."""
    if not any(combo):
        return None
    vc = virtual_cube(state.player[seat])
    paid = 3 * combo[0] + 2 * combo[1] + combo[2] + (CUBE_VALUE[vc] if vc else 0)
    if paid <= need:
        return None
    return WORDS["overpay"].format(paid=paid, need=need, extra=paid - need)


_CHECKS: dict[str, Callable[[DeVulgariState, int, str], str | None]] = {
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
