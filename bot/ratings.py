"""A server's ratings per game, derived from its record (never stored): openskill's
Plackett-Luce model, every finished game one match of one-player teams ranked by place.

Why Plackett-Luce (openskill, a kept library, MIT): it rates a whole ranking of any number
of players at once, so a four-player game says more than a two-player one and a third place
among five counts for more than among three; shared places are ties; a newcomer's rating is
uncertain (sigma) and the shown number, ``mu - 3 sigma`` (openskill's ordinal), rises as
games make it certain, so one lucky win does not top the standings. A multiplayer Elo would
need pairwise splitting and a K-factor chosen by hand. The model's defaults stand
(mu 25, sigma 25/3, beta 25/6, tau 25/300).

AI seats: each level is one entry ("ai:easy"), rated like a player and shown apart. Leaving
the AI out counts only the games every seat of which a person played.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from openskill.models import PlackettLuce

from db.records import AI_PREFIX, GameResult, SeatResult

MODEL = PlackettLuce()


@dataclass(frozen=True, slots=True)
class Rating:
    entry: str  # a user id, or "ai:<level>" for every AI seat of that level
    name: str  # the latest display name (an AI level's entry: the level)
    mu: float
    sigma: float
    games: int
    wins: int
    is_ai: bool

    @property
    def shown(self) -> float:
        """The number the standings rank by: openskill's ordinal, mu - 3 sigma."""
        return self.mu - 3 * self.sigma


def entry_of(seat: SeatResult) -> str:
    """Who a seat's result counts for: the player, or the AI level (every AI seat of one
    level is one entry)."""
    if seat.is_ai:
        return AI_PREFIX + seat.user_id.rsplit(":", 1)[-1]
    return seat.user_id


def human_only(games: Iterable[GameResult]) -> list[GameResult]:
    """The games no AI seat took part in."""
    return [g for g in games if not any(s.is_ai for s in g.seats)]


def rate(games: Iterable[GameResult]) -> dict[str, Rating]:
    """Every entry's rating after ``games`` (one game's results, in finishing order).

    Two seats of one entry in a game (two AI seats of one level) are rated as two players
    from the entry's rating, and the entry keeps the mean of their new values."""
    mus: dict[str, float] = {}
    sigmas: dict[str, float] = {}
    counts: dict[str, tuple[int, int]] = {}
    names: dict[str, str] = {}
    for game in games:
        if len(game.seats) < 2:
            continue
        entries = [entry_of(s) for s in game.seats]
        teams = [
            [MODEL.rating(mu=mus.get(e, MODEL.mu), sigma=sigmas.get(e, MODEL.sigma))]
            for e in entries
        ]
        rated = MODEL.rate(teams, ranks=[float(s.place) for s in game.seats])
        new: dict[str, list[tuple[float, float]]] = {}
        won: set[str] = set()
        for entry, seat, (after,) in zip(entries, game.seats, rated, strict=True):
            new.setdefault(entry, []).append((after.mu, after.sigma))
            names[entry] = entry.removeprefix(AI_PREFIX) if seat.is_ai else seat.name
            won |= {entry} if seat.winner else set()
        for entry, values in new.items():
            mus[entry] = sum(mu for mu, _ in values) / len(values)
            sigmas[entry] = sum(sigma for _, sigma in values) / len(values)
            played, wins = counts.get(entry, (0, 0))
            counts[entry] = (played + 1, wins + (entry in won))
    return {
        e: Rating(
            e, names[e], mus[e], sigmas[e], counts[e][0], counts[e][1], e.startswith(AI_PREFIX)
        )
        for e in mus
    }


def standings(ratings: dict[str, Rating]) -> tuple[list[Rating], list[Rating]]:
    """(players, AI levels), each best first (ties: more games, then the name)."""
    order = sorted(ratings.values(), key=lambda r: (-r.shown, -r.games, r.name, r.entry))
    return [r for r in order if not r.is_ai], [r for r in order if r.is_ai]
