"""Leader cards (§14, §19.1): requirements, play, activation, discard, the draft (S-11)."""

from __future__ import annotations

from games.contract import Choice, Event
from games.messages import msg

from . import texts as X
from . import words as W
from .data import DICE, LEADERS, TYPES, g
from .effects import gain
from .labels import fit, sentences
from .state import LorenzoState, Player, Step

Events = list[Event]


def meets(state: LorenzoState, p: Player, lid: str) -> bool:
    """LD-1: the requirement is met now (nothing is paid)."""
    r = LEADERS[lid].req
    counts = {t: len(p.cards[t]) for t in TYPES}
    if any(counts[t] < getattr(r, t) for t in TYPES):
        return False
    if r.same_type and max(counts.values()) < r.same_type:
        return False
    for k in ("wood", "stone", "servants", "coins", "vp", "mp", "fp"):
        if getattr(p, k) < getattr(r, k):
            return False
    return True


def copy_targets(state: LorenzoState, seat: int) -> list[str]:
    out: list[str] = []
    for other, q in enumerate(state.p):
        if other != seat:
            out += [lid for lid in q.leaders if lid != "L15" and lid not in out]
    return sorted(out, key=lambda x: int(x[1:]))


def _ability(p: Player, lid: str) -> str:
    return p.copied if lid == "L15" and p.copied else lid


def leader_options(state: LorenzoState, seat: int) -> list[tuple[str, str]]:
    """LD-5..LD-7: (play | use | discard, leader id) during the player's own turn (B-8)."""
    if not state.leaders_on:
        return []
    p = state.p[seat]
    out = [("play", lid) for lid in p.hand if meets(state, p, lid)]
    for lid in p.leaders:
        if lid == "L15" and not p.copied:  # the copy is Lorenzo's activation (final)
            if lid not in p.used and copy_targets(state, seat):
                out.append(("use", lid))
            continue
        ab = _ability(p, lid)
        if not LEADERS[ab].once or lid in p.used:
            continue
        if ab == "L4" and not [fm for fm in DICE if fm not in p.placed]:
            continue
        out.append(("use", lid))
    out += [("discard", lid) for lid in p.hand]
    return out


def leader_ids(state: LorenzoState, seat: int) -> list[str]:
    if not state.leaders_on:
        return []
    return [f"leader:{what}:{lid}" for what, lid in leader_options(state, seat)]


def leader_choices(state: LorenzoState, seat: int) -> list[Choice]:
    if not state.leaders_on:
        return []
    p = state.p[seat]
    out: list[Choice] = []
    for what, lid in leader_options(state, seat):
        cid = f"leader:{what}:{lid}"
        if what == "play":
            label, moved = fit(msg("lor-label-play", leader=W.leader(lid)), W.leader_text(lid))
            out.append(Choice(cid, label, "leaders", sentences(moved, X.needs(lid))))
        elif what == "discard":
            out.append(Choice(cid, msg("lor-label-discard", leader=W.leader(lid)), "leaders"))
        elif lid == "L15" and not p.copied:
            out.append(Choice(cid, msg("lor-label-use-copy"), "leaders"))
        else:
            does = W.leader_text(_ability(p, lid))
            label, moved = fit(msg("lor-label-use", leader=W.leader(lid)), does)
            out.append(Choice(cid, label, "leaders", moved))
    return out


def apply_leader(state: LorenzoState, seat: int, cid: str, ev: Events) -> None:
    _, what, lid = cid.split(":")
    p = state.p[seat]
    who = W.who(seat)
    if what == "play":
        p.hand.remove(lid)
        p.leaders.append(lid)
        text = msg("lor-plays-leader", who=who, leader=W.leader(lid))
        ev.append(Event(text, seat, undo_barrier=True))
    elif what == "discard":
        p.hand.remove(lid)
        state.discarded.append(lid)
        text = msg("lor-discards-leader", who=who, leader=W.leader(lid))
        ev.append(Event(text, seat, undo_barrier=True))
        gain(state, seat, g(privileges=1), "privilege", ev, "discarded leader")
    else:
        p.used.append(lid)
        if lid == "L15" and not p.copied:
            ev.append(Event(msg("lor-uses-copy", who=who), seat))
            state.pending.append(Step(kind="copy", seat=seat))
            return
        use_ability(state, seat, _ability(p, lid), ev)


def use_ability(state: LorenzoState, seat: int, ab: str, ev: Events) -> None:
    """Resolve the once-per-round ability ``ab`` (its own or copied by Lorenzo de' Medici)."""
    who = W.who(seat)
    if ab == "L13":
        ev.append(Event(msg("lor-uses-lucrezia", who=who), seat))
        return
    ev.append(Event(msg("lor-uses-leader", who=who, leader=W.leader(ab)), seat))
    if ab == "L1":
        state.pending.append(
            Step(
                kind="bonus_hp",
                seat=seat,
                action="harvest",
                value=1,
                plain=True,
                source=LEADERS[ab].name,
            )
        )
    elif ab == "L10":
        state.pending.append(
            Step(
                kind="bonus_hp",
                seat=seat,
                action="production",
                value=0,
                plain=True,
                source=LEADERS[ab].name,
            )
        )
    elif ab == "L4":
        state.pending.append(Step(kind="federico", seat=seat))
    else:
        gain(state, seat, LEADERS[ab].gain, "leader", ev, LEADERS[ab].name)


def finish_draft_round(state: LorenzoState, ev: Events) -> None:
    n = state.players
    state.turn += 1
    for seat in range(n):
        pick = state.draft_picked[seat]
        if pick:
            state.p[seat].hand.append(pick)
            state.draft[seat].remove(pick)
    packs = [list(x) for x in state.draft]
    new: list[list[str]] = [[] for _ in range(n)]
    for k, seat in enumerate(state.order):
        receiver = state.order[k - 1]  # right-hand neighbour = previous player
        new[receiver] = packs[seat]
    state.draft = new
    state.draft_picked = [None] * n
    if len(state.draft[0]) == 1:
        for seat in range(n):
            state.p[seat].hand.append(state.draft[seat].pop())
    if not state.draft[0]:
        state.pending.pop()
        state.draft = []
        state.draft_picked = []
        ev.append(Event(msg("lor-draft-complete"), undo_barrier=True))
        for seat in range(n):
            names = W.joined([W.leader(x) for x in state.p[seat].hand])
            text = msg("lor-keeps-leaders", who=W.who(seat), leaders=names)
            ev.append(Event(text, seat, visible_to=(seat,)))


def draft_ids(state: LorenzoState, seat: int) -> list[str]:
    if not state.draft or state.draft_picked[seat] is not None:
        return []
    return [f"draft:{lid}" for lid in state.draft[seat]]


def enum_draft(state: LorenzoState, seat: int) -> list[Choice]:
    if not state.draft or state.draft_picked[seat] is not None:
        return []
    out = []
    for lid in state.draft[seat]:
        label, moved = fit(msg("lor-label-keep", leader=W.leader(lid)), W.leader_text(lid))
        out.append(Choice(f"draft:{lid}", label, detail=sentences(moved, X.needs(lid))))
    return out


def ids_copy(state: LorenzoState, step: Step) -> list[str]:
    return [f"copy:{lid}" for lid in copy_targets(state, step.seat)]


def ids_federico(state: LorenzoState, step: Step) -> list[str]:
    p = state.p[step.seat]
    return [f"federico:{fm}" for fm in DICE if fm not in p.placed]


def enum_copy(state: LorenzoState, step: Step) -> list[Choice]:
    out = []
    for lid in copy_targets(state, step.seat):
        label, moved = fit(msg("lor-label-copy", leader=W.leader(lid)), W.leader_text(lid))
        out.append(Choice(f"copy:{lid}", label, detail=moved))
    return out


def enum_federico(state: LorenzoState, step: Step) -> list[Choice]:
    p = state.p[step.seat]
    return [
        Choice(f"federico:{fm}", msg(f"lor-label-federico-{fm}"))
        for fm in DICE
        if fm not in p.placed
    ]


def resolve_copy(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    lid = choice_id.split(":")[1]
    state.p[step.seat].copied = lid
    ev.append(Event(msg("lor-copies", who=W.who(step.seat), leader=W.leader(lid)), step.seat))
    if LEADERS[lid].once:  # this activation is the copied ability's use for this round
        use_ability(state, step.seat, lid, ev)


def resolve_federico(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    fm = choice_id.split(":")[1]
    state.p[step.seat].federico = fm
    ev.append(Event(msg(f"lor-federico-{fm}", who=W.who(step.seat)), step.seat))


def resolve_draft(state: LorenzoState, seat: int, choice_id: str, ev: Events) -> None:
    lid = choice_id.split(":")[1]
    state.draft_picked[seat] = lid
    ev.append(Event(msg("lor-keeps-a-leader", who=W.who(seat)), seat))
    ev.append(Event(msg("lor-you-keep", leader=W.leader(lid)), seat, visible_to=(seat,)))
