"""Which board thing each Stupor Mundi choice points at (issue 13): its ``ref``, the short name the
pictures draw for that thing (castle spaces T2/W12/K1, workplace spaces A1/City A, "Edict I",
"Next 2", city and card and ally names, "Slot 3", "Ally space 2", palace rows, city tiles).

The enumerators decide what is legal and how it is worded; this module only adds ``ref`` and never
changes an id, a label, a detail or the order. `legal_ids` does not call it (the search's fast
path stays label-free)."""

from __future__ import annotations

from dataclasses import replace

from games.contract import Choice

from . import data as D
from .state import SMState, Step

CITY_TILE_NAMES = {  # the short name of each city bonus tile, drawn on the workplace's city spaces
    "CB-A": "6 aug + 3 resources",
    "CB-B": "Edict + 3 VP",
    "CB-C": "Free ally",
    "CB-D": "Free tower",
    "CB-E": "Free wall",
    "CB-F": "Free keep",
}
PALACE_ROW_NAMES = {  # Frederick's palace track -> the row's name on the pictures
    "grain": "Grain",
    "stone": "Stone",
    "treasury": "Treasury",
    "towers": "Towers",
    "walls": "Walls",
    "keeps": "Keeps",
    "court": "Court",
    "spec": "Specialist",
}
GREAT_NAMES = {
    "GT-A": "Great tower A",
    "GT-B": "Great tower B",
    "GW-A": "Great wall A",
    "GW-B": "Great wall B",
    "GK": "Great keep",
}


def annotate(state: SMState, step: Step, choices: list[Choice]) -> list[Choice]:
    out = []
    for c in choices:
        ref = c.ref or _ref(state, step, c.id)
        out.append(replace(c, ref=ref) if ref != c.ref else c)
    return out


def space_name(path: str, index: int) -> str:
    """A workplace space as the pictures name it: A1 ... C4, the city spaces City A/B/C."""
    return f"City {path}" if index == D.CITY else f"{path}{index}"


def ally_space_name(i: int | str) -> str:
    return f"Ally space {i}"


def slot_name(i: int | str) -> str:
    return f"Slot {i}"


def edict_name(roman: str) -> str:
    return f"Edict {roman}"


def next_edict_name(i: int | str) -> str:
    return f"Next {i}"


def piece_name(piece: str) -> str:
    """An unbuilt board piece: a great structure by its name, a tower by the ally space it opens."""
    bp = D.BOARD_PIECES[piece]
    if bp.great:
        return GREAT_NAMES[bp.great]
    if bp.kind == "tower":
        return ally_space_name(bp.ally_space)
    return bp.kind.capitalize()


def _city(state: SMState, seat: int, ahead: int = 0) -> str:
    return D.CITY_TITLES[D.CITIES[(state.pl[seat].ship + ahead) % len(D.CITIES)]]


def _card(cid: str) -> str | None:
    base = cid.split("~")[0]
    return D.CARDS[base].name if base in D.CARDS else None


def _ref(state: SMState, step: Step, cid: str) -> str | None:
    kind, _, arg = cid.partition(":")
    seat = step.seat
    if kind == "space":
        return arg.split(".")[0]
    if kind == "piece" and arg in D.BOARD_PIECES:
        return piece_name(arg)
    if kind == "move":
        return _promote_target(state, seat, arg)
    if kind == "tile" and arg in CITY_TILE_NAMES:
        return CITY_TILE_NAMES[arg]
    if kind in ("edict", "reward") and arg in D.ROMAN:
        return edict_name(arg)
    if kind == "next":
        return next_edict_name(arg)
    if kind in ("up", "down"):
        return slot_name(arg)
    if kind == "aspace":
        return ally_space_name(arg)
    if kind in ("travel", "sail") and arg.isdigit():
        return _city(state, seat, int(arg))
    if cid in ("sell", "buy") or (kind == "act" and arg in ("market", "recruit", "buy")):
        return _city(state, seat)
    if kind == "ally":
        place = next((p for p in state.ally_places if p.id == arg), None)
        return D.ally_of(place.stack[-1]).name if place is not None and place.stack else None
    if kind == "buy":
        card_place = next((p for p in state.card_places if p.id == arg), None)
        return _card(card_place.card) if card_place is not None and card_place.card else None
    if kind in ("play", "discard"):
        return _card(arg)
    if kind == "remove" and "." in arg:
        return _card(arg.split(".", 1)[1])
    if step.kind == "edict_dir" and cid in ("add", "remove"):
        return PALACE_ROW_NAMES[D.SYMBOL_TRACK[step.a["sym"]]]
    return None


def _promote_target(state: SMState, seat: int, arg: str) -> str | None:
    """``0_A`` (from the start onto path A) or ``A.3`` (onward from A3): the space reached."""
    if arg.startswith("0_"):
        path, index = arg[2:], 0
    else:
        path, _, at = arg.partition(".")
        index = int(at) if at.isdigit() else -1
    if path not in D.PATH_SPACES or index < 0:
        return None
    nxt = D.next_space(path, index)
    return None if nxt is None else space_name(path, nxt)
