"""The turn menu in words: labels, groups, details and references of the offers that
turn.py finds legal. Only a table (legal_choices) comes here; the search reads the ids."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from math import ceil

from games.contract import Choice
from games.messages import Msg, Text, Who, msg

from .data import (
    EVENT,
    MANUSCRIPT,
    PSALTER_GAIN,
    PSALTER_LAST_GAIN,
    SECRETARY_KNOWLEDGE,
    SHLASINGER_BACK,
    SMALL_BUSINESS,
    ZONE,
)
from .effects import is_last_on_knowledge
from .state import DeVulgariState
from .turn import SCREEN_TRACKS, Offer, _draw_count, offers
from .words import (
    career_name,
    career_text,
    cube_words,
    event_name,
    ms_name,
    price,
    sea_name,
    track_name,
    zone_name,
)

MAX_GROUP = 25  # one Discord select menu


def menu_choices(state: DeVulgariState, seat: int, offers: list[Offer]) -> list[Choice]:
    moves = [c for c in offers if c[0].startswith("move:")]
    out = _split_groups([_move(cid, cost, d) for cid, (cost, d) in moves])
    out += [
        _LABEL[cid.partition(":")[0]](state, seat, cid, data) for cid, data in offers[len(moves) :]
    ]
    return out


@lru_cache(maxsize=2048)
def _move(cid: str, cost: int, d: int) -> Choice:
    """A pure function of its arguments (a Choice is frozen): built once per place and price."""
    dest = cid[5:]
    label: Msg
    if dest.startswith("sea:"):
        sea, _, port = dest[4:].partition(".")
        label = msg("dv-sail-label", port=zone_name(port), sea=sea_name(sea), price=price(cost, d))
        ref = None
    else:
        label = msg("dv-move-label", to=zone_name(dest), price=price(cost, d))
        ref = ZONE[dest].name
    return Choice(cid, label, msg("dv-group-move", actions=cost), ref=ref)


def _split_groups(choices: list[Choice]) -> list[Choice]:
    """Groups of at most 25: a larger group is cut in runs named by their first and last
    label ("Move, 5 actions: Asti-Lucca"), in the order given."""
    if len(choices) <= MAX_GROUP:
        return choices
    out: list[Choice] = []
    by_group: dict[Text | None, list[Choice]] = {}
    for c in choices:
        by_group.setdefault(c.group, []).append(c)
    for group, members in by_group.items():
        if len(members) <= MAX_GROUP:
            out += members
            continue
        for i in range(0, len(members), MAX_GROUP):
            run = members[i : i + MAX_GROUP]
            first, last = (c.ref or c.label for c in (run[0], run[-1]))
            part = msg("dv-group-part", group=group or "", first=first, last=last)
            out += [replace(c, group=part) for c in run]
    return out


def _ms(state, seat, cid, data):
    mid = cid[3:]
    return Choice(
        cid,
        msg("dv-ms-label", ms=ms_name(mid), vp=MANUSCRIPT[mid].vp, price=price(data[0])),
        msg("dv-group-manuscripts"),
    )


def _cube(state, seat, cid, data):
    colour, n, acts, ducats = data
    label = msg("dv-cube-label", cubes=cube_words(colour, n), price=price(acts, ducats))
    return Choice(cid, label, msg("dv-group-cubes"))


def _psalter(state, seat, cid, data):
    gain = PSALTER_LAST_GAIN if is_last_on_knowledge(state, seat) else PSALTER_GAIN
    return Choice(cid, msg("dv-psalter-label", gain=gain), msg("dv-group-actions"))


def _business(state, seat, cid, data):
    return Choice(cid, msg("dv-business-label", gain=SMALL_BUSINESS), msg("dv-group-actions"))


def _track(state, seat, cid, data):
    track, top = cid[6:], data[0]
    span = msg("dv-track-span", top=top)
    if track in SCREEN_TRACKS and not state.options.open_screens:
        span = SCREEN_TRACKS[track]  # how far depends on the abbesses behind the screen
    label = msg("dv-track-label", track=track_name(track), span=span)
    return Choice(cid, label, msg("dv-group-tracks"))


def _collect(state, seat, cid, data):
    dk, kn = data
    label = msg("dv-collect-label", city=zone_name(cid[8:]), ducats=dk, knowledge=kn)
    return Choice(cid, label, msg("dv-group-map"))


def _event(state, seat, cid, data):
    ev = EVENT[data[0]]
    label = msg("dv-event-label", event=event_name(ev.number), kind=ev.kind, value=ev.value)
    return Choice(cid, label, msg("dv-group-map"))


def _bologna(state, seat, cid, data):
    label = msg("dv-bologna-label", gain=state.player[seat].bologna_unlocked)
    return Choice(cid, label, msg("dv-group-map"))


def _friar(state, seat, cid, data):
    tile = cid[6:]
    lose = ceil(state.player[seat].ducats / 2)
    label = msg("dv-friar-label", tile=career_name(tile), lose=lose)
    return Choice(cid, label, msg("dv-group-career"), career_text(tile))


def _cardinal(state, seat, cid, data):
    tile = cid[9:]
    label = msg("dv-cardinal-label", tile=career_name(tile), price=data[0])
    return Choice(cid, label, msg("dv-group-career"), career_text(tile))


def _abbey(state, seat, cid, data):
    g = state.player[seat].green_front
    if cid == "abbey:vp":
        return Choice(cid, msg("dv-abbey-vp-label", n=g), msg("dv-group-map"))
    label = msg("dv-abbey-know-label", n=g, knowledge=g * SECRETARY_KNOWLEDGE)
    return Choice(cid, label, msg("dv-group-map"))


def _library(state, seat, cid, data):
    label = msg("dv-library-label", tiles=msg("dv-n-tile", n=_draw_count(state, seat)))
    return Choice(cid, label, msg("dv-group-tracks"))


def _inquisition(state, seat, cid, data):
    label = msg("dv-inquisition-label", target=Who(data[0]), back=SHLASINGER_BACK)
    return Choice(cid, label, msg("dv-group-career"))


def _end(state, seat, cid, data):
    if cid == "end:stupor":
        label = msg("dv-end-stupor-label")
        return Choice(cid, label, msg("dv-group-turn"), role="end")
    return Choice(cid, msg("dv-end-label"), msg("dv-group-turn"), role="end")


_LABEL = {
    "ms": _ms,
    "cube": _cube,
    "psalter": _psalter,
    "business": _business,
    "track": _track,
    "collect": _collect,
    "event": _event,
    "bologna": _bologna,
    "friar": _friar,
    "cardinal": _cardinal,
    "abbey": _abbey,
    "library": _library,
    "inquisition": _inquisition,
    "end": _end,
}


def menu(state: DeVulgariState, seat: int) -> list[Choice]:
    """The turn menu with its words (the search reads `turn.menu_ids` instead)."""
    return menu_choices(state, seat, offers(state, seat))
