"""Shared helpers: the step registry, gains, draws, workplace lookups, labels."""

from __future__ import annotations

from typing import Any

from games.contract import DETAIL_MAX, LABEL_MAX, Choice, Event, rng
from games.messages import Arg, Msg, msg
from games.steps import Steps

from . import data as D
from . import words as W
from .state import Player, SMState, Step

Events = list[Event]

STEPS = Steps("stupor-mundi")
"""Every step kind: questions (``register_ask``) and automatic steps (``auto``), run by
`rules.settle`."""
register_ask = STEPS.register_ask
auto = STEPS.auto
IDS = STEPS.ids
"""kind -> the ids its question lists, in its enumerator's order, without building any text
(the search's path, `settle` and the AI read it; tests/test_fast_path.py and test_golden.py
hold them equal to the enumerator's)."""
SNAPSHOT = {"promote", "market", "build", "build_space", "recruit", "buy", "edict"}
"""Action steps that remember the workplace benefits held when they start (R-10.1)."""


def push(state: SMState, *steps: Step) -> None:
    """Push steps so that the first listed resolves first (R-13.3 depth-first)."""
    for s in reversed(steps):
        state.stack.append(s)


def S(kind: str, seat: int = -1, **a: Any) -> Step:
    return Step(kind=kind, seat=seat, a=a)


END_CHOICES = {"pass", "skip", "done", "keep"}
"""Pass, skip, leave/done and "do not use it now": one button style everywhere (role "end")."""
MINOR_KINDS = {"travel", "remove", "drop", "first"}
"""Sailing before the card, paying with a card, returning a resource, ordering the income."""


def role_of(choice_id: str) -> str:
    if choice_id in END_CHOICES:
        return "end"
    return "minor" if choice_id.partition(":")[0] in MINOR_KINDS else "main"


def with_roles(choices: list[Choice]) -> list[Choice]:
    out = []
    for c in choices:
        role = role_of(c.id)
        out.append(
            c
            if role == c.role
            else Choice(c.id, c.label, c.group, c.detail, c.private, role, c.ref)
        )
    return out


def wp_why(code: str) -> str:
    """The reason logged for a workplace benefit: its effect, not its code."""
    return f"workplace: {D.WORKPLACE_EFFECTS[code]}"


def headed(head: Msg, whole: Msg) -> Msg:
    """The label ``whole`` ("head: text") when it fits in every language, else ``head``: the
    caller's detail says the text (issue 31: no label is cut)."""
    return whole if W.fits(whole, LABEL_MAX) else head


def fitted(whole: Msg, short: Arg) -> tuple[Msg, Msg | None]:
    """A detail and its long form: ``whole`` when it fits Discord in every language, else
    ``short`` marked as cut ("…") with ``whole`` kept for the local page."""
    if W.fits(whole, DETAIL_MAX):
        return whole, None
    return msg("sm-more", text=short), whole


# ---------------------------------------------------------------------------------------------
# Player lookups


def structures(p: Player) -> int:
    return len(p.castle)


def count_kind(p: Player, kind: str) -> int:
    return len(D.SPACE_SET_OF_KIND[kind].intersection(p.castle))


def storage_capacity(p: Player) -> int:
    """R-4.4: 3 + walls taken from the board = 2 + walls in the castle."""
    return D.STORAGE_BASE + count_kind(p, "wall")


def open_ally_spaces(p: Player) -> list[int]:
    """Space 1 is always open; spaces 2..5 open once their tower has left the board."""
    pieces = p.pieces
    return [1] + [space for piece, space in D.TOWER_ALLY_SPACES if piece not in pieces]


def free_ally_spaces(p: Player) -> list[int]:
    return [i for i in open_ally_spaces(p) if p.allies[i - 1] is None]


def ally_ids(p: Player) -> list[str]:
    return [D.ALLY_TILE[t].ally for t in p.allies if t is not None]


def spec_pos(code: str) -> tuple[str, int]:
    return D.SPEC_POS[code]


def space_effect(state: SMState, path: str, idx: int) -> str | None:
    """The workplace benefit of a path space: its tile letter and space number (R-10.1)."""
    if idx <= 2:
        return D.WORKPLACE_CODES["CS", state.countryside[path], idx] if idx else None
    if idx <= 4:
        return D.WORKPLACE_CODES["VL", state.village[path], idx]
    return None


def wp_effects(state: SMState, seat: int) -> list[str]:
    """Workplace benefits a player holds now (one per space, R-10.1)."""
    out = set()
    for code in state.pl[seat].specs:
        if code != "0":
            eff = space_effect(state, *D.SPEC_POS[code])
            if eff:
                out.add(eff)
    return sorted(out)


def holds_wp(state: SMState, seat: int, effect: str) -> bool:
    """Does a specialist of this player stand on the space with this benefit now?"""
    for code in state.pl[seat].specs:
        if code != "0" and space_effect(state, *D.SPEC_POS[code]) == effect:
            return True
    return False


def hand_limit(state: SMState, seat: int) -> int:
    p = state.pl[seat]
    limit = D.BASE_HAND_LIMIT
    if "KC-HAND" in p.covers:
        limit += 2
    if holds_wp(state, seat, "CS-A-I"):
        limit += 1
    return limit


def usable_slots(p: Player) -> list[int]:
    return [1, 2, 3, 4, 5, 6] if p.slot6 else [1, 2, 3, 4, 5]


def free_slots(p: Player) -> list[int]:
    return [i for i in usable_slots(p) if p.slots[i - 1] is None]


def ship_city(state: SMState, seat: int) -> str:
    return D.CITIES[state.pl[seat].ship]


def city_title(index: int) -> str:
    return D.CITY_TITLES[D.CITIES[index % 5]]


# ---------------------------------------------------------------------------------------------
# Gains and draws


def gain(
    state: SMState,
    seat: int,
    events: Events,
    why: str | Msg,
    grain: int = 0,
    stone: int = 0,
    aug: int = 0,
    vp: int = 0,
    cat: str = "cards",
) -> None:
    """Add goods (never negative); storage overflow is settled by the `overflow` step."""
    p = state.pl[seat]
    p.grain += grain
    p.stone += stone
    p.aug += aug
    if vp:
        p.vp += vp
        p.vp_by[cat] = p.vp_by.get(cat, 0) + vp
    if grain or stone or aug or vp:
        what = W.goods(grain=grain, stone=stone, aug=aug, vp=vp)
        because = why if isinstance(why, Msg) else W.reason(why)
        events.append(Event(msg("sm-gains", who=W.who(seat), what=what, why=because), seat))


def pay(state: SMState, seat: int, grain: int = 0, stone: int = 0, aug: int = 0) -> None:
    p = state.pl[seat]
    assert p.grain >= grain and p.stone >= stone and p.aug >= aug, "payment beyond stock"
    p.grain -= grain
    p.stone -= stone
    p.aug -= aug


def restock(state: SMState, seat: int, events: Events) -> None:
    """R-13.5: whenever the draw pile is empty, shuffle the discard pile into it at once."""
    p = state.pl[seat]
    if not p.draw and p.discard:
        p.draw = list(p.discard)
        p.discard = []
        rng(state).shuffle(p.draw)
        events.append(
            Event(
                msg("sm-reshuffle", who=W.who(seat)),
                seat,
                undo_barrier=True,
            )
        )


def draw_cards(state: SMState, seat: int, n: int, events: Events) -> int:
    """Draw n cards (fewer if draw and discard pile run out, R-13.5)."""
    p = state.pl[seat]
    drawn = []
    for _ in range(n):
        restock(state, seat, events)
        if not p.draw:
            break
        drawn.append(p.draw.pop(0))
    restock(state, seat, events)
    p.hand.extend(drawn)
    if drawn:
        n = len(drawn)
        events.append(
            Event(
                msg("sm-draws", who=W.who(seat), n=n),
                seat,
                undo_barrier=True,
            )
        )
        names = W.joined([W.card(D.card_def(c).id) for c in drawn])
        events.append(Event(msg("sm-you-draw", cards=names), seat, visible_to=(seat,)))
    return len(drawn)


END_REASONS = {"a": "sm-end-a", "b": "sm-end-b", "c": "sm-end-c"}
"""Why the game ends (R-11): a castle complete, an edict space empty, the voyage board short."""


def flag_end(state: SMState, flag: str, events: Events) -> None:
    if flag not in state.end_flags:
        state.end_flags.append(flag)
        why = msg(END_REASONS[flag])
        events.append(Event(msg("sm-end-triggered", why=why)))


def action_possible(state: SMState, seat: int, act: str, mod: str = "", n: int = 1) -> bool:
    """Would the action offer anything but `skip` now?"""
    if act == "market":
        return True
    probe = S(act, seat, wp=wp_effects(state, seat), mod=mod, n=n)
    return any(cid != "skip" for cid in IDS[act](state, probe))
