"""Movement over land and sea (spec §7.1, cost model I-12)."""

from __future__ import annotations

import heapq
from functools import lru_cache

from .data import (
    ACTIONS_PER_TURN,
    ADJACENT,
    LONG_MOVE_DUCATS,
    MAX_LAND_ZONES,
    MURET_ACTIONS,
    SEAS,
    ZONE,
)
from .effects import has_tile
from .state import Player


def move_cost_ducats(p: Player, actions: int) -> int:
    """10 ducats once for a movement of more than one step; Brother Ralph never pays.
    A movement of one step always costs 1 action and every longer one more (I-12)."""
    if actions <= 1 or has_tile(p, "ralph"):
        return 0
    return LONG_MOVE_DUCATS


def destinations(p: Player, actions: int) -> dict[str, int]:
    """Every place the pawn can end this movement in, with its least action cost (see
    `_search`); cached, since it depends only on the place, the actions and the money."""
    long_ok = p.ducats >= LONG_MOVE_DUCATS or has_tile(p, "ralph")
    return dict(_search(p.location, p.sailed_from, actions, long_ok))


def move_offers(p: Player, actions: int) -> tuple[tuple[str, tuple[int, int]], ...]:
    """The movement part of the turn menu: ``(move:<place>, (actions, ducats))`` cheapest
    first, then by place id."""
    ralph = has_tile(p, "ralph")
    return _move_offers(p.location, p.sailed_from, actions, p.ducats >= LONG_MOVE_DUCATS or ralph, ralph)


@lru_cache(maxsize=4096)
def _move_offers(location: str, sailed_from: str | None, actions: int, long_ok: bool,
                 ralph: bool) -> tuple[tuple[str, tuple[int, int]], ...]:
    found = sorted(_search(location, sailed_from, actions, long_ok), key=lambda dc: (dc[1], dc[0]))
    return tuple((f"move:{dest}", (cost, 0 if cost <= 1 or ralph else LONG_MOVE_DUCATS)) for dest, cost in found)


FULL_BUDGET = max(ACTIONS_PER_TURN, MURET_ACTIONS)  # the most actions a turn has


@lru_cache(maxsize=4096)
def _search(location: str, sailed_from: str | None, actions: int, long_ok: bool) -> tuple[tuple[str, int], ...]:
    """Every place the pawn can end this movement in with ``actions``, by place id. The
    least cost of a place does not depend on the budget (costs only add up), so one search
    with a full turn's actions serves every smaller budget; without 10 ducats (and not
    Brother Ralph) only one-action movements remain."""
    found = _reach(location, sailed_from) if actions <= FULL_BUDGET else least_costs(location, sailed_from, actions)
    return tuple((d, c) for d, c in found if c <= actions and (long_ok or c <= 1))


@lru_cache(maxsize=256)
def _reach(location: str, sailed_from: str | None) -> tuple[tuple[str, int], ...]:
    return least_costs(location, sailed_from, FULL_BUDGET)


def least_costs(location: str, sailed_from: str | None, actions: int) -> tuple[tuple[str, int], ...]:
    """Every place the pawn can end this movement in, with its least action cost, by place id.

    Steps (I-12): a land zone 1 action; sailing into the sea and stopping 1; landing
    from the sea 1; an immediate crossing to another port of the same sea 3. At most 5
    land zones; no continuing after stopping at sea; a pawn that starts at sea must land
    (on another port than the one it sailed from, E-9) and may not stop at sea again.
    One sea leg per movement: after landing (or a crossing) the pawn walks on over land
    only ("sbarcare in una zona e muoversi via terra", issue 14.8).
    """
    best: dict[tuple[str, int, bool], int] = {}
    heap: list[tuple[int, str, int, bool]] = []
    started_at_sea = location.startswith("sea:")
    origin = location
    if started_at_sea:
        sea = location[4:]
        for port in SEAS[sea]:
            if port != sailed_from:
                heap.append((1, port, 0, True))
    else:
        heap.append((0, origin, 0, False))
    result: dict[str, int] = {}
    while heap:
        cost, node, land, sailed = heapq.heappop(heap)
        if cost > actions or best.get((node, land, sailed), 99) <= cost:
            continue
        best[(node, land, sailed)] = cost
        if node != origin and cost > 0:
            result[node] = min(result.get(node, 99), cost)
        if land < MAX_LAND_ZONES:
            for nb in ADJACENT[node]:
                heapq.heappush(heap, (cost + 1, nb, land + 1, sailed))
        sea = ZONE[node].sea
        if sea and not sailed:
            stop = f"sea:{sea}.{node}"
            if cost + 1 <= actions:
                result[stop] = min(result.get(stop, 99), cost + 1)
            for port in SEAS[sea]:
                if port != node:
                    heapq.heappush(heap, (cost + 3, port, land, True))
    return tuple(sorted((d, c) for d, c in result.items() if c <= actions))
