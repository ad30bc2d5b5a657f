"""The turn menu in words: labels, groups, details and references of the offers that
turn.py finds legal. Only a table (legal_choices) comes here; the search reads the ids."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from math import ceil

from games.contract import Choice, seat_token
from games.messages import Text

from .data import (
    CAREER,
    EVENT,
    MANUSCRIPT,
    PSALTER_GAIN,
    PSALTER_LAST_GAIN,
    SEA_NAME,
    SECRETARY_KNOWLEDGE,
    SHLASINGER_BACK,
    SMALL_BUSINESS,
    TRACK,
    ZONE,
)
from .effects import is_last_on_knowledge
from .state import DeVulgariState
from .turn import SCREEN_TRACKS, Offer, _draw_count, offers
from .words import cube_words, ms_name, plural, price

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
    if dest.startswith("sea:"):
        sea, _, port = dest[4:].partition(".")
        label = f"Sail from {ZONE[port].name} and stop in the {SEA_NAME[sea]} for {price(cost, d)}"
        ref = None
    else:
        label = f"Move to {ZONE[dest].name} for {price(cost, d)}"
        ref = ZONE[dest].name
    return Choice(cid, label, f"Move, {plural(cost, 'action')}", ref=ref)


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
            out += [replace(c, group=f"{group}: {first}-{last}") for c in run]
    return out


def _ms(state, seat, cid, data):
    mid = cid[3:]
    return Choice(
        cid,
        f"Take manuscript {ms_name(mid)} ({MANUSCRIPT[mid].vp} VP) for {price(data[0])}",
        "Manuscripts",
    )


def _cube(state, seat, cid, data):
    colour, n, acts, ducats = data
    return Choice(cid, f"Take {cube_words(colour, n)} for {price(acts, ducats)}", "Cubes")


def _psalter(state, seat, cid, data):
    gain = PSALTER_LAST_GAIN if is_last_on_knowledge(state, seat) else PSALTER_GAIN
    return Choice(cid, f"Psalter: 1 action, +{gain} knowledge", "Actions")


def _business(state, seat, cid, data):
    return Choice(cid, f"Small business: 1 action, +{SMALL_BUSINESS} ducats", "Actions")


def _track(state, seat, cid, data):
    track, top = cid[6:], data[0]
    span = "1 space for 1 action" if top == 1 else f"1-{top} spaces for 1-{top} actions"
    if track in SCREEN_TRACKS and not state.options.open_screens:
        span = SCREEN_TRACKS[track]  # how far depends on the abbesses behind the screen
    return Choice(cid, f"{TRACK[track].name} track: advance {span}", "Tracks")


def _collect(state, seat, cid, data):
    dk, kn = data
    parts = [f"+{dk} ducats"] * bool(dk) + [f"+{kn} knowledge"] * bool(kn)
    return Choice(
        cid, f"Collect {ZONE[cid[8:]].name} (free, once per game): " + ", ".join(parts), "Map"
    )


def _event(state, seat, cid, data):
    ev = EVENT[data[0]]
    gain = f"+{ev.value} {'ducats' if ev.kind == 'coin' else 'knowledge'}"
    return Choice(cid, f"Use event {ev.name} (free): {gain}", "Map")


def _bologna(state, seat, cid, data):
    return Choice(cid, f"Collect Bologna: +{state.player[seat].bologna_unlocked} knowledge", "Map")


def _friar(state, seat, cid, data):
    tile = CAREER[cid[6:]]
    lose = ceil(state.player[seat].ducats / 2)
    return Choice(
        cid, f"Become {tile.name}: lose {lose} ducats (half, rounded up)", "Career", tile.text
    )


def _cardinal(state, seat, cid, data):
    tile = CAREER[cid[9:]]
    return Choice(
        cid,
        f"Become {tile.name}: pay {data[0]} ducats and 1 red or black cube",
        "Career",
        tile.text,
    )


def _abbey(state, seat, cid, data):
    g = state.player[seat].green_front
    secretaries = plural(g, "secretary", "secretaries")
    if cid == "abbey:vp":
        return Choice(
            cid,
            f"Abbey (free): put all {secretaries} behind the screen (+{g} VP at the end)",
            "Map",
        )
    return Choice(
        cid,
        f"Abbey (free): turn all {secretaries} into +{g * SECRETARY_KNOWLEDGE} knowledge",
        "Map",
    )


def _library(state, seat, cid, data):
    return Choice(
        cid,
        f"Papal Library (free): look at {plural(_draw_count(state, seat), 'tile')}, keep one",
        "Tracks",
    )


def _inquisition(state, seat, cid, data):
    return Choice(
        cid,
        f"Inquisition (free, once): move {seat_token(data[0])} back {SHLASINGER_BACK} knowledge",
        "Career",
    )


def _end(state, seat, cid, data):
    if cid == "end:stupor":
        return Choice(
            cid,
            "End turn and call Stupor Mundi: auction for +10 knowledge, +2 to your bids",
            "Turn",
            role="end",
        )
    return Choice(cid, "End turn", "Turn", role="end")


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
