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

A `Ledger` holds one game's ratings after some of its games and takes the next ones one by
one, so a service can keep it in memory and add only what finished since (bot/service/records.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

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
    places: int = 0  # the sum of the entry's places (one seat a game: its games' places)

    @property
    def shown(self) -> float:
        """The number the standings rank by: openskill's ordinal, mu - 3 sigma."""
        return self.mu - 3 * self.sigma

    @property
    def average_place(self) -> float:
        return self.places / self.games if self.games else 0.0


def entry_of(seat: SeatResult) -> str:
    """Who a seat's result counts for: the player, or the AI level (every AI seat of one
    level is one entry)."""
    if seat.is_ai:
        return AI_PREFIX + seat.user_id.rsplit(":", 1)[-1]
    return seat.user_id


def human_only(games: Iterable[GameResult]) -> list[GameResult]:
    """The games no AI seat took part in."""
    return [g for g in games if is_human_only(g)]


def is_human_only(game: GameResult) -> bool:
    return not any(s.is_ai for s in game.seats)


@dataclass(slots=True)
class Ledger:
    """One game's ratings in one server after the games added so far (in finishing order)."""

    games: int = 0  # games added
    mu: dict[str, float] = field(default_factory=dict)
    sigma: dict[str, float] = field(default_factory=dict)
    played: dict[str, int] = field(default_factory=dict)
    wins: dict[str, int] = field(default_factory=dict)
    places: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)

    def add(self, game: GameResult) -> None:
        """Rate one more game. Two seats of one entry (two AI seats of one level) are rated
        as two players from the entry's rating, and the entry keeps the mean of their new
        values; its places add up per seat, its games and wins once."""
        self.games += 1
        if len(game.seats) < 2:
            return
        entries = [entry_of(s) for s in game.seats]
        teams = [
            [MODEL.rating(mu=self.mu.get(e, MODEL.mu), sigma=self.sigma.get(e, MODEL.sigma))]
            for e in entries
        ]
        rated = MODEL.rate(teams, ranks=[float(s.place) for s in game.seats])
        new: dict[str, list[tuple[float, float]]] = {}
        won: set[str] = set()
        for entry, seat, (after,) in zip(entries, game.seats, rated, strict=True):
            new.setdefault(entry, []).append((after.mu, after.sigma))
            self.names[entry] = entry.removeprefix(AI_PREFIX) if seat.is_ai else seat.name
            self.places[entry] = self.places.get(entry, 0) + seat.place
            won |= {entry} if seat.winner else set()
        for entry, values in new.items():
            self.mu[entry] = sum(mu for mu, _ in values) / len(values)
            self.sigma[entry] = sum(sigma for _, sigma in values) / len(values)
            self.played[entry] = self.played.get(entry, 0) + 1
            self.wins[entry] = self.wins.get(entry, 0) + (entry in won)

    def rating(self, entry: str) -> Rating | None:
        if entry not in self.mu:
            return None
        return Rating(
            entry,
            self.names[entry],
            self.mu[entry],
            self.sigma[entry],
            self.played[entry],
            self.wins.get(entry, 0),
            entry.startswith(AI_PREFIX),
            self.places[entry],
        )

    def ratings(self) -> dict[str, Rating]:
        return {e: r for e in self.mu if (r := self.rating(e)) is not None}


def rate(games: Iterable[GameResult]) -> dict[str, Rating]:
    """Every entry's rating after ``games`` (one game's results, in finishing order)."""
    ledger = Ledger()
    for game in games:
        ledger.add(game)
    return ledger.ratings()


def standings(ratings: dict[str, Rating]) -> tuple[list[Rating], list[Rating]]:
    """(players, AI levels), each best first (ties: more games, then the name)."""
    order = sorted(ratings.values(), key=lambda r: (-r.shown, -r.games, r.name, r.entry))
    return [r for r in order if not r.is_ai], [r for r in order if r.is_ai]
