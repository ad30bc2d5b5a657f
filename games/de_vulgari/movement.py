"""Movement over land and sea (spec §7.1, cost model I-12)."""

from __future__ import annotations

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
    first, then by place id. Sorted by cost, the places within a budget are a prefix of
    the place's full list."""
    if actions > FULL_BUDGET:
        return _move_offers(
            p.location,
            p.sailed_from,
            actions,
            p.ducats >= LONG_MOVE_DUCATS or has_tile(p, "ralph"),
            has_tile(p, "ralph"),
        )
    place = (p.location, p.sailed_from)
    paying, ralph_free, ends = MOVE_TABLE.get(place) or _place_offers(*place)
    ralph = has_tile(p, "ralph")
    bound = actions if ralph or p.ducats >= LONG_MOVE_DUCATS else min(actions, 1)
    return (ralph_free if ralph else paying)[: ends[bound]]


def _place_offers(location: str, sailed_from: str | None) -> tuple[tuple, tuple, tuple[int, ...]]:
    """Per place: the offers for a full turn with and without Brother Ralph, and for each
    budget how many of them it reaches."""
    found = sorted(_reach(location, sailed_from), key=lambda dc: (dc[1], dc[0]))
    paying = tuple((f"move:{d}", (c, 0 if c <= 1 else LONG_MOVE_DUCATS)) for d, c in found)
    ralph_free = tuple((f"move:{d}", (c, 0)) for d, c in found)
    ends = tuple(sum(1 for _, c in found if c <= budget) for budget in range(FULL_BUDGET + 1))
    return paying, ralph_free, ends


@lru_cache(maxsize=64)
def _move_offers(
    location: str, sailed_from: str | None, actions: int, long_ok: bool, ralph: bool
) -> tuple[tuple[str, tuple[int, int]], ...]:
    found = sorted(_search(location, sailed_from, actions, long_ok), key=lambda dc: (dc[1], dc[0]))
    return tuple(
        (f"move:{dest}", (cost, 0 if cost <= 1 or ralph else LONG_MOVE_DUCATS))
        for dest, cost in found
    )


FULL_BUDGET = max(ACTIONS_PER_TURN, MURET_ACTIONS)  # the most actions a turn has


@lru_cache(maxsize=4096)
def _search(
    location: str, sailed_from: str | None, actions: int, long_ok: bool
) -> tuple[tuple[str, int], ...]:
    """Every place the pawn can end this movement in with ``actions``, by place id. The
    least cost of a place does not depend on the budget (costs only add up), so one search
    with a full turn's actions serves every smaller budget; without 10 ducats (and not
    Brother Ralph) only one-action movements remain."""
    found = (
        _reach(location, sailed_from)
        if actions <= FULL_BUDGET
        else least_costs(location, sailed_from, actions)
    )
    return tuple((d, c) for d, c in found if c <= actions and (long_ok or c <= 1))


@lru_cache(maxsize=256)
def _reach(location: str, sailed_from: str | None) -> tuple[tuple[str, int], ...]:
    return least_costs(location, sailed_from, FULL_BUDGET)


def least_costs(
    location: str, sailed_from: str | None, actions: int
) -> tuple[tuple[str, int], ...]:
    """Every place the pawn can end this movement in, with its least action cost, by place id.

    Steps (I-12): a land zone 1 action; sailing into the sea and stopping 1; landing
    from the sea 1; an immediate crossing to another port of the same sea 3. At most 5
    land zones; no continuing after stopping at sea; a pawn that starts at sea must land
    (on another port than the one it sailed from, E-9) and may not stop at sea again.
    One sea leg per movement: after landing (or a crossing) the pawn walks on over land
    only ("sbarcare in una zona e muoversi via terra", issue 14.8).
    """
    # Dijkstra with a bucket per cost (every step costs 1 or 3 actions): a state is
    # (place, land zones walked, sea leg used)
    buckets: list[list[tuple[str, int, bool]]] = [[] for _ in range(actions + 4)]
    if location.startswith("sea:"):
        if actions >= 1:
            buckets[1] = [(port, 0, True) for port in SEAS[location[4:]] if port != sailed_from]
    else:
        buckets[0] = [(location, 0, False)]
    best: dict[tuple[str, int, bool], int] = {}
    result: dict[str, int] = {}
    for cost in range(actions + 1):
        for state in buckets[cost]:
            if state in best:
                continue
            best[state] = cost
            node, land, sailed = state
            if node != location and cost > 0 and node not in result:
                result[node] = cost
            if land < MAX_LAND_ZONES and cost < actions:
                step = buckets[cost + 1]
                for nb in ADJACENT[node]:
                    step.append((nb, land + 1, sailed))
            sea = ZONE[node].sea
            if sea and not sailed:
                stop = f"sea:{sea}.{node}"
                if cost + 1 <= actions and stop not in result:
                    result[stop] = cost + 1
                if cost + 3 <= actions:
                    buckets[cost + 3] += [(port, land, True) for port in SEAS[sea] if port != node]
    return tuple(sorted((d, c) for d, c in result.items() if c <= actions))


PLACES: tuple[tuple[str, str | None], ...] = tuple(
    [(zone, None) for zone in ZONE]
    + [(f"sea:{sea}", port) for sea, ports in SEAS.items() for port in ports]
)
"""Every place a pawn can start a movement from: a zone, or a sea with the port it sailed from."""
MOVE_TABLE = {place: _place_offers(*place) for place in PLACES}
"""The movement offers of every place, built once at import (about 10 ms)."""
