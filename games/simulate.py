"""Random playouts: a uniformly random legal choice at every decision, to the end."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from pydantic import BaseModel

from games.contract import Game, GameState, Result


@dataclass
class Playout:
    state: GameState
    moves: list[tuple[int, str]]
    result: Result | None
    seconds: float


class StuckGame(RuntimeError):
    """A decision offered no legal choice, or the game ran past the move cap."""


def random_playout(
    game: Game,
    players: int,
    seed: int,
    options: BaseModel | None = None,
    max_moves: int = 20_000,
    chooser_seed: int | None = None,
) -> Playout:
    """Play one game with random choices; the choices come from their own generator so
    the game's own randomness stays a function of ``seed`` alone."""
    start = time.perf_counter()
    pick = random.Random(seed if chooser_seed is None else chooser_seed).choice
    state = game.setup(players, seed, options)
    moves: list[tuple[int, str]] = []
    while (decision := game.decision(state)) is not None:
        if len(moves) >= max_moves:
            raise StuckGame(f"{game.slug}: no end after {max_moves} moves (seed {seed})")
        open_seats = [s for s in decision.seats if game.legal_choices(state, s)]
        if not open_seats:
            raise StuckGame(f"{game.slug}: {decision.prompt!r} offers no choice (seed {seed})")
        seat = open_seats[0] if len(open_seats) == 1 else pick(open_seats)
        choices = game.legal_choices(state, seat)
        choice = pick(choices)
        state, _ = game.apply_unchecked(state, seat, choice)
        moves.append((seat, choice.id))
    return Playout(state, moves, game.result(state), time.perf_counter() - start)
