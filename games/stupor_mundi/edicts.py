"""Issuing edicts (R-8) and Frederick's solo edicts (R-14.4)."""

from __future__ import annotations

import functools

from games.contract import Choice, Event
from games.messages import Arg, Msg, msg

from . import data as D
from . import losses as L
from . import words as W
from .core import Events, S, auto, flag_end, gain, push, register_ask, wp_why
from .state import Palace, SMState, Step


def symbol_counts(tile: str) -> list[tuple[str, int]]:
    out: dict[str, int] = {}
    for ch in D.EDICTS[tile].symbols:
        out[ch] = out.get(ch, 0) + 1
    return list(out.items())


def edict_text(tile: str) -> str:
    """'2 walls, 1 grain': what the edict asks for, as players say it."""
    return ", ".join(sym_count(s, n) for s, n in symbol_counts(tile))


@functools.cache
def edict_words(tile: str) -> Arg:
    """What an edict asks for, as a message (`edict_text` in English)."""
    return W.edict(symbol_counts(tile))


PLURAL = {
    "T": "towers",
    "W": "walls",
    "K": "keeps",
    "L": "court allies",
    "A": "treasury steps",
    "F": "specialist steps",
}


def sym_count(sym: str, n: int) -> str:
    """'1 tower', '2 towers', '2 grain' (log sentences)."""
    return f"{n} {D.SYMBOL_NAMES[sym] if n == 1 else PLURAL.get(sym, D.SYMBOL_NAMES[sym])}"


def _step_size(sym: str) -> int:
    return D.TREASURY_STEP if sym == "A" else 1


def can_add(pal: Palace, sym: str, n: int) -> bool:
    track = D.SYMBOL_TRACK[sym]
    value: int = getattr(pal, track)
    return value + n * _step_size(sym) <= D.PALACE_MAX[track]


def can_remove(pal: Palace, sym: str, n: int) -> bool:
    value: int = getattr(pal, D.SYMBOL_TRACK[sym])
    return value - n * _step_size(sym) >= 0


def move_palace(pal: Palace, sym: str, n: int) -> int:
    """Add (n > 0) or remove (n < 0) up to |n| copies within the track; returns copies moved."""
    track = D.SYMBOL_TRACK[sym]
    step = _step_size(sym)
    cur = getattr(pal, track)
    done = 0
    for _ in range(abs(n)):
        nxt = cur + step if n > 0 else cur - step
        if nxt < 0 or nxt > D.PALACE_MAX[track]:
            break
        cur = nxt
        done += 1
    setattr(pal, track, cur)
    return done


# ---------------------------------------------------------------------------------------------
# procedure


def _edict_enum(state: SMState, step: Step) -> list[Choice]:
    out = []
    present = [(i, t) for i, t in enumerate(state.active) if t is not None]
    if present:
        for i, t in present:
            r = D.ROMAN[i]
            out.append(
                Choice(
                    f"edict:{r}",
                    msg("sm-issue-edict", roman=r, edict=edict_words(t), reward=W.reward_words(r)),
                    detail=_reward_loss(state, step.seat, r),
                )
            )
    else:
        for r in D.ROMAN:
            out.append(
                Choice(
                    f"reward:{r}",
                    msg("sm-no-edict-reward", roman=r, reward=W.reward_words(r)),
                    detail=_reward_loss(state, step.seat, r),
                )
            )
    return out


def _reward_loss(state: SMState, seat: int, r: str) -> Msg | None:
    """Reward II is 1 grain or stone: with full storage it is returned at once (R-13.4)."""
    return L.overflow(state.pl[seat], grain=1) if r == "II" else None


def _reward_steps(seat: int, r: str) -> list[Step]:
    if r == "I":
        return [S("gain", seat, aug=3, why="edict reward I", cat="edicts")]
    if r == "II":
        return [S("res", seat, n=1, why="edict reward II", cat="edicts")]
    return [S("gain", seat, vp=2, why="edict reward III", cat="edicts")]


def _edict_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    seat = step.seat
    tag, r = cid.split(":")
    i = D.ROMAN.index(r)
    follow = []
    if tag == "reward":
        events.append(Event(msg("sm-no-edict-left", who=W.who(seat), roman=r), seat))
        follow += _reward_steps(seat, r)
    else:
        tile = state.active[i]
        assert tile is not None
        state.active[i] = None
        state.pl[seat].edicts.append(tile)
        events.append(
            Event(
                msg(
                    "sm-issues-edict",
                    who=W.who(seat),
                    roman=r,
                    edict=edict_words(tile),
                    reward=W.reward(r),
                ),
                seat,
            )
        )
        follow += _reward_steps(seat, r)
        for sym, n in symbol_counts(tile):
            follow.append(S("edict_dir", seat, sym=sym, n=n))
        follow.append(S("edict_refill", seat, pos=i))
    if "VL-D-II" in step.a["wp"]:
        follow.append(S("gain", seat, vp=3, why=wp_why("VL-D-II"), cat="workplace"))
    push(state, *follow)


register_ask("edict", msg("sm-ask-edict"), _edict_enum, _edict_resolve, single=True)


def _dir_enum(state: SMState, step: Step) -> list[Choice]:
    """R-8.4: identical symbols go one way; a direction must be executable in full."""
    sym, n = step.a["sym"], step.a["n"]
    pal = state.palace
    track = D.SYMBOL_TRACK[sym]
    cur = getattr(pal, track)
    out = []
    d = n * _step_size(sym)
    if can_add(pal, sym, n):
        out.append(
            Choice(
                "add",
                msg("sm-dir-add", what=W.symbols(sym, n), track=W.track(track), a=cur, b=cur + d),
            )
        )
    if can_remove(pal, sym, n):
        out.append(
            Choice(
                "remove",
                msg(
                    "sm-dir-remove", what=W.symbols(sym, n), track=W.track(track), a=cur, b=cur - d
                ),
            )
        )
    if not out:  # R-17 A-17: the direction that changes the state most
        room_up = (D.PALACE_MAX[track] - cur) // _step_size(sym)
        room_down = cur // _step_size(sym)
        if room_up >= room_down:
            out.append(
                Choice(
                    "add",
                    msg("sm-dir-add-max", kind=W.symbol_kind(sym)),
                    detail=L.palace_partial(room_up, n, track),
                )
            )
        else:
            out.append(
                Choice(
                    "remove",
                    msg("sm-dir-remove-max", kind=W.symbol_kind(sym)),
                    detail=L.palace_partial(room_down, n, track),
                )
            )
    return out


def _dir_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    sym, n = step.a["sym"], step.a["n"]
    sign = 1 if cid == "add" else -1
    done = move_palace(state.palace, sym, sign * n)
    track = D.SYMBOL_TRACK[sym]
    key = "sm-adds-to-palace" if sign > 0 else "sm-removes-from-palace"
    events.append(
        Event(
            msg(
                key,
                who=W.who(step.seat),
                what=W.symbols(sym, done),
                track=W.track(track),
                now=getattr(state.palace, track),
            ),
            step.seat,
        )
    )


register_ask("edict_dir", msg("sm-ask-edict-dir"), _dir_enum, _dir_resolve, single=True)


def _refill_next_space(state: SMState, j: int, events: Events) -> None:
    if state.edict_pile:
        tile = state.edict_pile.pop(0)
        state.nexts[j] = tile
        events.append(Event(msg("sm-new-next-edict", edict=edict_words(tile)), undo_barrier=True))


@auto("edict_refill")
def _edict_refill(state: SMState, step: Step, events: Events) -> None:
    """R-8.5: move any one next edict up; refill its space from the pile."""
    present = [j for j, t in enumerate(state.nexts) if t is not None]
    if not present:
        flag_end(state, "b", events)
        return
    if len(present) == 1:
        _move_up(state, step.a["pos"], present[0], events)
        return
    push(state, S("edict_up", step.seat, pos=step.a["pos"]))


def _move_up(state: SMState, pos: int, j: int, events: Events) -> None:
    tile = state.nexts[j]
    assert tile is not None  # only a next space holding an edict moves up
    state.nexts[j] = None
    state.active[pos] = tile
    events.append(Event(msg("sm-edict-moves-up", edict=edict_words(tile), roman=D.ROMAN[pos])))
    _refill_next_space(state, j, events)


def _up_enum(state: SMState, step: Step) -> list[Choice]:
    pos = D.ROMAN[step.a["pos"]]
    return [
        Choice(
            f"next:{j + 1}",
            msg("sm-move-edict-up", edict=edict_words(t), next=j + 1, roman=pos),
        )
        for j, t in enumerate(state.nexts)
        if t is not None
    ]


def _up_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    _move_up(state, step.a["pos"], int(cid.split(":")[1]) - 1, events)


register_ask("edict_up", msg("sm-ask-edict-up"), _up_enum, _up_resolve)


# ---------------------------------------------------------------------------------------------
# Frederick's edicts (solo): positive only, same position


def frederick_edict(state: SMState, which: int, events: Events) -> None:
    pos = next((k % 3 for k in range(which, which + 3) if state.active[k % 3] is not None), None)
    if pos is None:
        events.append(Event(msg("sm-fred-no-edict")))
        return
    tile = state.active[pos]
    assert tile is not None and state.solo is not None
    state.active[pos] = None
    state.solo.removed_edicts.append(tile)
    for sym, n in symbol_counts(tile):
        if sym == "A" and not state.solo_treasury:  # R-17 A-26 flag
            events.append(Event(msg("sm-fred-ignores-treasury")))
            continue
        done = move_palace(state.palace, sym, n)
        track = D.SYMBOL_TRACK[sym]
        events.append(
            Event(
                msg(
                    "sm-fred-adds",
                    done=done,
                    what=W.symbols(sym, n),
                    track=W.track(track),
                    now=getattr(state.palace, track),
                )
            )
        )
    events.append(Event(msg("sm-fred-issues", roman=D.ROMAN[pos], edict=edict_words(tile))))
    j = next((k % 3 for k in range(pos, pos + 3) if state.nexts[k % 3] is not None), None)
    if j is None:
        flag_end(state, "b", events)
        return
    _move_up(state, pos, j, events)


__all__ = ["frederick_edict", "edict_text", "symbol_counts", "move_palace", "gain"]
