"""What the AI needs to know of De Vulgari Eloquentia (pure): an evaluation and the unseen part.

Hidden from a seat (view.py): the order of the manuscript decks and the library pile, the
papal tiles not yet turned, and behind the other players' screens their cubes (red,
black, yellow, green), their library tiles (also those in hand while choosing) and their
secret election declarations. A sampled state shuffles the orders and the unturned papal
tiles, deals the library tiles it has not seen anew over the pile and the others' hidden
places, splits the others' cubes of each colour anew among them (the colour's total
behind their screens stays what it is), and lets each other player who declared declare
again at random among his legal declarations. Manuscripts behind the screens stay: they
were taken from the face-up rows in front of everybody.
The evaluation is the final scoring as if the game ended now (scoring.breakdown).
"""

from __future__ import annotations

import random

from games.contract import copy_state
from games.de_vulgari.scoring import breakdown
from games.de_vulgari.state import DeVulgariState

CUBES = ("red", "black", "yellow", "green_behind")


def evaluate(state: DeVulgariState) -> list[float]:
    table = state.scores or breakdown(state)
    return [float(sum(table[str(s)].values())) for s in range(state.players)]


def sample_unseen(state: DeVulgariState, seat: int, rand: random.Random) -> DeVulgariState:
    world = copy_state(state)
    for deck in world.decks.values():
        deck.sort()  # canonical first: the same view gives the same sample
        rand.shuffle(deck)
    turned = len(world.papal_revealed)
    rest = sorted(world.papal[turned:])
    rand.shuffle(rest)
    world.papal[turned:] = rest
    if world.options.open_screens or world.phase == "over":
        return world
    others = [q for q in range(world.players) if q != seat]
    for colour in CUBES:
        _split(rand, [world.player[q] for q in others], colour)
    _deal_library(world, seat, others, rand)
    _redeclare(world, others, rand)
    return world


def _split(rand: random.Random, players: list, colour: str) -> None:
    total = sum(getattr(p, colour) for p in players)
    counts = [0] * len(players)
    for _ in range(total):
        counts[rand.randrange(len(players))] += 1
    for p, n in zip(players, counts, strict=True):
        setattr(p, colour, n)


def _deal_library(world: DeVulgariState, seat: int, others: list[int], rand: random.Random) -> None:
    places: list[tuple[list, int]] = [(world.library_pile, i) for i in range(len(world.library_pile))]
    for step in world.pending:
        if step.seat != seat and step.kind in ("keep", "order"):
            places += [(step.tiles, i) for i in range(len(step.tiles))]
    holders = [q for q in others if world.player[q].library_tile]
    pool = sorted([lst[i] for lst, i in places] + [world.player[q].library_tile for q in holders])
    rand.shuffle(pool)
    for (lst, i), tile in zip(places, pool, strict=False):
        lst[i] = tile
    for q, tile in zip(holders, pool[len(places):], strict=True):
        world.player[q].library_tile = tile


def _redeclare(world: DeVulgariState, others: list[int], rand: random.Random) -> None:
    from games.de_vulgari import GAME

    for q in others:
        if world.player[q].declared is None:
            continue
        world.player[q].declared = None
        choices = GAME.legal_choices(world, q)
        world.player[q].declared = rand.choice(choices).id.partition(":")[2] if choices else "none"
