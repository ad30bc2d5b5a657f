"""Random playouts: a uniformly random legal choice at every decision, to the end."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from pydantic import BaseModel

from games.contract import ChoiceId, Game, GameState, Result, Seat


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
    fast: bool = True,
) -> Playout:
    """Play one game with random choices; the choices come from their own generator so
    the game's own randomness stays a function of ``seed`` alone.

    ``fast`` plays through the search's path (``legal_ids`` + ``play`` in place);
    otherwise through the table's path (``legal_choices`` with labels + checked
    ``apply`` on a copy). Both must give the same game."""
    start = time.perf_counter()
    pick = random.Random(seed if chooser_seed is None else chooser_seed).choice
    state = game.setup(players, seed, options)
    moves: list[tuple[int, str]] = []
    while (decision := game.decision(state)) is not None:
        if len(moves) >= max_moves:
            raise StuckGame(f"{game.slug}: no end after {max_moves} moves (seed {seed})")
        seat, ids = _a_seat_to_move(game, state, decision.seats, pick)
        if not ids:
            raise StuckGame(f"{game.slug}: {decision.prompt!r} offers no choice (seed {seed})")
        choice_id = pick(ids)
        if fast:
            game.play(state, seat, choice_id)
        else:
            state, _ = game.apply(state, seat, choice_id)
        moves.append((seat, choice_id))
    return Playout(state, moves, game.result(state), time.perf_counter() - start)


def _a_seat_to_move(
    game: Game, state: GameState, seats: tuple[Seat, ...], pick: object
) -> tuple[Seat, list[ChoiceId]]:
    if len(seats) == 1:
        return seats[0], game.legal_ids(state, seats[0])
    open_seats = [(s, ids) for s in seats if (ids := game.legal_ids(state, s))]
    if not open_seats:
        return seats[0], []
    return pick(open_seats)  # type: ignore[operator]
