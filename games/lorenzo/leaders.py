"""Leader cards (§14, §19.1): requirements, play, activation, discard, the draft (S-11)."""

from __future__ import annotations

from games.contract import Choice, Event, seat_token

from .data import DICE, LEADERS, TYPES, g
from .effects import _clip, gain
from .state import LorenzoState, Player, Step

Events = list[Event]


def meets(s: LorenzoState, p: Player, lid: str) -> bool:
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


def copy_targets(s: LorenzoState, seat: int) -> list[str]:
    out: list[str] = []
    for other, q in enumerate(s.p):
        if other != seat:
            out += [lid for lid in q.leaders if lid != "L15" and lid not in out]
    return sorted(out, key=lambda x: int(x[1:]))


def _ability(p: Player, lid: str) -> str:
    return p.copied if lid == "L15" and p.copied else lid


def leader_options(s: LorenzoState, seat: int) -> list[tuple[str, str]]:
    """LD-5..LD-7: (play | use | discard, leader id) during the player's own turn (B-8)."""
    if not s.leaders_on:
        return []
    p = s.p[seat]
    out = [("play", lid) for lid in p.hand if meets(s, p, lid)]
    for lid in p.leaders:
        if lid == "L15" and not p.copied:  # the copy is Lorenzo's activation (final)
            if lid not in p.used and copy_targets(s, seat):
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


def leader_ids(s: LorenzoState, seat: int) -> list[str]:
    if not s.leaders_on:
        return []
    return [f"leader:{what}:{lid}" for what, lid in leader_options(s, seat)]


def leader_choices(s: LorenzoState, seat: int) -> list[Choice]:
    if not s.leaders_on:
        return []
    p = s.p[seat]
    out: list[Choice] = []
    for what, lid in leader_options(s, seat):
        ld = LEADERS[lid]
        cid = f"leader:{what}:{lid}"
        if what == "play":
            out.append(Choice(cid, _clip(f"Play {ld.name}: {ld.text}"), "leaders",
                              _clip(f"Needs {ld.req.text()}", 100)))
        elif what == "discard":
            out.append(Choice(cid, _clip(f"Discard {ld.name}: gain 1 privilege"), "leaders"))
        elif lid == "L15" and not p.copied:
            out.append(Choice(cid, _clip(
                "Use Lorenzo de' Medici: copy another player's leader (final)"), "leaders"))
        else:
            label = f"Use {ld.name}: {LEADERS[_ability(p, lid)].text}"
            out.append(Choice(cid, _clip(label), "leaders"))
    return out


def apply_leader(s: LorenzoState, seat: int, cid: str, ev: Events) -> None:
    _, what, lid = cid.split(":")
    p = s.p[seat]
    who = seat_token(seat)
    ld = LEADERS[lid]
    if what == "play":
        p.hand.remove(lid)
        p.leaders.append(lid)
        ev.append(Event(f"{who} plays {ld.name}.", seat, undo_barrier=True))
    elif what == "discard":
        p.hand.remove(lid)
        s.discarded.append(lid)
        ev.append(Event(f"{who} discards {ld.name} for a privilege.", seat, undo_barrier=True))
        gain(s, seat, g(privileges=1), "privilege", ev, "discarded leader")
    else:
        p.used.append(lid)
        if lid == "L15" and not p.copied:
            ev.append(Event(f"{who} uses Lorenzo de' Medici to copy a leader.", seat))
            s.pending.append(Step(kind="copy", seat=seat))
            return
        use_ability(s, seat, _ability(p, lid), ev)


def use_ability(s: LorenzoState, seat: int, ab: str, ev: Events) -> None:
    """Resolve the once-per-round ability ``ab`` (its own or copied by Lorenzo de' Medici)."""
    who = seat_token(seat)
    if ab == "L13":
        ev.append(Event(f"{who} uses Lucrezia Borgia: coloured family members +2 this round.", seat))
        return
    ev.append(Event(f"{who} uses {LEADERS[ab].name}.", seat))
    if ab == "L1":
        s.pending.append(Step(kind="bonus_hp", seat=seat, action="harvest", value=1, plain=True,
                              source=LEADERS[ab].name))
    elif ab == "L10":
        s.pending.append(Step(kind="bonus_hp", seat=seat, action="production", value=0,
                              plain=True, source=LEADERS[ab].name))
    elif ab == "L4":
        s.pending.append(Step(kind="federico", seat=seat))
    else:
        gain(s, seat, LEADERS[ab].gain, "leader", ev, LEADERS[ab].name)


def finish_draft_round(s: LorenzoState, ev: Events) -> None:
    n = s.players
    s.turn += 1
    for seat in range(n):
        pick = s.draft_picked[seat]
        if pick:
            s.p[seat].hand.append(pick)
            s.draft[seat].remove(pick)
    packs = [list(x) for x in s.draft]
    new = [[] for _ in range(n)]
    for k, seat in enumerate(s.order):
        receiver = s.order[k - 1]  # right-hand neighbour = previous player
        new[receiver] = packs[seat]
    s.draft = new
    s.draft_picked = [None] * n
    if len(s.draft[0]) == 1:
        for seat in range(n):
            s.p[seat].hand.append(s.draft[seat].pop())
    if not s.draft[0]:
        s.pending.pop()
        s.draft = []
        s.draft_picked = []
        ev.append(Event("The leader draft is complete.", undo_barrier=True))
        for seat in range(n):
            names = ", ".join(LEADERS[x].name for x in s.p[seat].hand)
            ev.append(Event(f"{seat_token(seat)} keeps {names}.", seat, visible_to=(seat,)))


def draft_ids(s: LorenzoState, seat: int) -> list[str]:
    if not s.draft or s.draft_picked[seat] is not None:
        return []
    return [f"draft:{lid}" for lid in s.draft[seat]]


def enum_draft(s: LorenzoState, seat: int) -> list[Choice]:
    if not s.draft or s.draft_picked[seat] is not None:
        return []
    return [Choice(f"draft:{lid}", _clip(f"Keep {LEADERS[lid].name}: {LEADERS[lid].text}"),
                   detail=_clip(f"Needs {LEADERS[lid].req.text()}", 100)) for lid in s.draft[seat]]


def ids_copy(s: LorenzoState, st: Step) -> list[str]:
    return [f"copy:{lid}" for lid in copy_targets(s, st.seat)]


def ids_federico(s: LorenzoState, st: Step) -> list[str]:
    p = s.p[st.seat]
    return [f"federico:{fm}" for fm in DICE if fm not in p.placed]


def enum_copy(s: LorenzoState, st: Step) -> list[Choice]:
    return [Choice(f"copy:{lid}", _clip(f"Copy {LEADERS[lid].name}: {LEADERS[lid].text}"))
            for lid in copy_targets(s, st.seat)]


def enum_federico(s: LorenzoState, st: Step) -> list[Choice]:
    p = s.p[st.seat]
    return [Choice(f"federico:{fm}", f"{fm.capitalize()} family member has value 6 this round")
            for fm in DICE if fm not in p.placed]


def resolve_copy(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    lid = c.id.split(":")[1]
    s.p[st.seat].copied = lid
    ev.append(Event(f"{seat_token(st.seat)}'s Lorenzo de' Medici copies {LEADERS[lid].name}.",
                    st.seat))
    if LEADERS[lid].once:  # this activation is the copied ability's use for this round
        use_ability(s, st.seat, lid, ev)


def resolve_federico(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    fm = c.id.split(":")[1]
    s.p[st.seat].federico = fm
    ev.append(Event(f"{seat_token(st.seat)}'s {fm} family member has value 6 this round.", st.seat))


def resolve_draft(s: LorenzoState, seat: int, c: Choice, ev: Events) -> None:
    lid = c.id.split(":")[1]
    s.draft_picked[seat] = lid
    ev.append(Event(f"{seat_token(seat)} keeps a leader.", seat))
    ev.append(Event(f"You keep {LEADERS[lid].name}.", seat, visible_to=(seat,)))
