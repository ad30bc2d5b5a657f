"""Small state helpers shared by the rules: tracks, knowledge, cubes, payments."""

from __future__ import annotations

from itertools import product

from games.messages import Msg, msg

from .data import (
    CAREER,
    CUBE_COLOURS,
    CUBE_TABLE,
    CUBE_VALUE,
    TRACK,
    ZONE,
    knowledge_level,
)
from .state import DeVulgariState, Player

# -- tracks (spec §3.3: the lower disc of a stack is ahead) ---------------------------


def set_position(state: DeVulgariState, track: str, seat: int, pos: int) -> None:
    """Put a disc on a space; it goes on top of the stack there (spec §3.3, I-4)."""
    state.track[track][seat] = pos
    state.clock += 1
    state.stamp[track][seat] = state.clock


def advance(state: DeVulgariState, track: str, seat: int, n: int) -> int:
    """Move a disc by n (negative = back), clamped to the track; return the real move."""
    old = state.track[track][seat]
    new = max(0, min(TRACK[track].cap, old + n))
    if new != old:
        set_position(state, track, seat, new)
    return new - old


def ranking(state: DeVulgariState, track: str, seats: list[int] | None = None) -> list[int]:
    """Seats best first: further along, then lower in the stack (earlier arrival)."""
    pool = range(state.players) if seats is None else seats
    return sorted(pool, key=lambda s: (-state.track[track][s], state.stamp[track][s]))


def gain_knowledge(state: DeVulgariState, seat: int, n: int) -> int:
    return advance(state, "knowledge", seat, n)


def level(state: DeVulgariState, seat: int) -> int:
    return knowledge_level(state.track["knowledge"][seat])


def is_last_on_knowledge(state: DeVulgariState, seat: int) -> bool:
    return ranking(state, "knowledge")[-1] == seat


# -- cubes and the round track (spec §10) ---------------------------------------------


def space_limit(state: DeVulgariState) -> int:
    return CUBE_TABLE[state.players].limit


OUT_OF_PLAY = 0
"""The space of a cube that found no room (`place_cubes` notes)."""


def place_cubes(state: DeVulgariState, cubes: dict[str, int], start: int) -> list[Msg]:
    """The placement rule (§10): red, black, yellow, green, each on the first round
    space from ``start`` with room; no room up to 16 -> out of play (I-17).
    Returns one short note per cube group, e.g. ``"2 yellow -> space 8"``."""
    limit = space_limit(state)
    placed: list[tuple[str, int]] = []
    for colour in CUBE_COLOURS:
        for _ in range(cubes.get(colour, 0)):
            for space in range(max(1, start), 17):
                if sum(state.spaces[space - 1].values()) < limit:
                    state.spaces[space - 1][colour] += 1
                    placed.append((colour, space))
                    break
            else:
                state.out_of_play[colour] += 1
                placed.append((colour, OUT_OF_PLAY))
    counts: dict[tuple[str, int], int] = {}
    for note in placed:  # dicts keep the placing order
        counts[note] = counts.get(note, 0) + 1
    return [
        msg("dv-cube-note", n=n, colour=colour, space=space)
        for (colour, space), n in counts.items()
    ]


def return_cubes(state: DeVulgariState, cubes: dict[str, int]) -> list[Msg]:
    """Cubes discarded during play go back from the next round's space (§10 step 3)."""
    return place_cubes(state, cubes, state.round + 1)


# -- virtual cubes (§13.3) --------------------------------------------------------------


def virtual_cube(p: Player) -> str | None:
    if p.status == "friar" and p.friar:
        return CAREER[p.friar].virtual
    if p.status == "cardinal" and p.cardinal:
        return CAREER[p.cardinal].virtual
    return None


def has_tile(p: Player, tile: str) -> bool:
    return (p.status == "friar" and p.friar == tile) or (
        p.status == "cardinal" and p.cardinal == tile
    )


def cube_value(p: Player, with_virtual: bool = True) -> int:
    v = 3 * p.red + 2 * p.black + p.yellow
    if with_virtual and (vc := virtual_cube(p)):
        v += CUBE_VALUE[vc]
    return v


def yellow_available(p: Player) -> int:
    """Real yellows plus Michael's virtual one (Canticle, Bologna; §13.3)."""
    return p.yellow + (1 if has_tile(p, "michael") else 0)


def payments(p: Player, amount: int) -> list[tuple[int, int, int]]:
    """Cube combinations (red, black, yellow) a player may pay for ``amount`` votes:
    the virtual cube covers its value first, then the smallest total >= the rest (I-19).
    Empty if he cannot pay."""
    vc = virtual_cube(p)
    need = amount - (CUBE_VALUE[vc] if vc else 0)
    if need <= 0:
        return [(0, 0, 0)]
    best: int | None = None
    found: list[tuple[int, int, int]] = []
    for r, b, y in product(range(p.red + 1), range(p.black + 1), range(p.yellow + 1)):
        v = 3 * r + 2 * b + y
        if v < need:
            continue
        if best is None or v < best:
            best, found = v, [(r, b, y)]
        elif v == best:
            found.append((r, b, y))
    found.sort(key=lambda c: (sum(c), c))
    return found


def pay_cubes(p: Player, combo: tuple[int, int, int]) -> dict[str, int]:
    r, b, y = combo
    p.red -= r
    p.black -= b
    p.yellow -= y
    return {"red": r, "black": b, "yellow": y}


def zone_of(p: Player):
    return ZONE.get(p.location)


def at_sea(p: Player) -> bool:
    return p.location.startswith("sea:")
