"""The server's record (issue 34): a player's games, wins and average place per game, and the
server's standings per game with a rating (bot/ratings.py), AI levels shown apart.

The record itself is written by the store with each finish (db/records.py); a server's tables
finished before it existed are recorded by its first /stats (``record_missing``). The ratings
are derived from the record, never stored: each server's `Tally` is kept in memory (the most
recently asked servers) and a /stats adds only the games finished since; a game recorded out
of finishing order (a backfill, another process's clock) makes it count again from the start.
At 10,000 games a first /stats costs about 0.5 s of CPU off the event loop, a later one a few
ms (bench/stats_bench.py).
"""

from __future__ import annotations

import asyncio
import copy
import weakref
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from babel.numbers import format_decimal

from bot import cpu, ratings
from bot.service.endings import Endings
from bot.service.values import Refused, storage_refusals
from db.records import Rows, grouped
from games import get as get_game
from games.contract import GameError
from games.messages import msg
from l10n import tr

STANDINGS_ONE_GAME = 10  # players listed when /stats names a game
STANDINGS_EACH_GAME = 3  # players listed per game when it names none
MAX_TEXT = 1900  # the answer stays one Discord message (2,000 characters)
TALLIES_KEPT = 64  # servers whose ratings stay in memory


@dataclass(frozen=True, slots=True)
class PlayerGames:
    """One player's record in one game."""

    game: str  # the game's slug
    games: int
    wins: int
    average_place: float
    rating: ratings.Rating


@dataclass(frozen=True, slots=True)
class Standings:
    """One game's standings in a server: players and AI levels, each best first."""

    game: str
    games: int
    players: tuple[ratings.Rating, ...]
    ai: tuple[ratings.Rating, ...]


@dataclass(frozen=True, slots=True)
class ServerStats:
    player: tuple[PlayerGames, ...]
    standings: tuple[Standings, ...]


@dataclass(frozen=True, slots=True)
class Tally:
    """A server's ratings after its first ``count`` recorded games (the last of which is
    ``last``: finished_at, table_id): a ledger per game of every game, and one of the games
    only people played."""

    count: int = 0
    last: tuple[float, int] | None = None
    every: dict[str, ratings.Ledger] = field(default_factory=dict)
    people: dict[str, ratings.Ledger] = field(default_factory=dict)


def extended(tally: Tally, rows: Rows) -> Tally:
    """``tally`` with the games of ``rows`` (recorded after it, in finishing order) added; a
    new value, ``tally`` is left as it was. Pure: it runs off the event loop."""
    every, people = copy.deepcopy(tally.every), copy.deepcopy(tally.people)
    games = grouped(rows)
    for game in games:
        every.setdefault(game.game, ratings.Ledger()).add(game)
        if ratings.is_human_only(game):
            people.setdefault(game.game, ratings.Ledger()).add(game)
    last = (games[-1].finished_at, games[-1].table_id) if games else tally.last
    return Tally(tally.count + len(games), last, every, people)


def server_stats(
    tally: Tally, user_id: str, game: str | None = None, include_ai: bool = True
) -> ServerStats:
    """A player's record and the standings (of ``game``, else of every game) from a tally."""
    ledgers = tally.every if include_ai else tally.people
    mine: list[PlayerGames] = []
    tables: list[Standings] = []
    for slug, ledger in sorted(ledgers.items()):
        if game is not None and slug != game:
            continue
        players, ai = ratings.standings(ledger.ratings())
        tables.append(Standings(slug, ledger.games, tuple(players), tuple(ai)))
        own = ledger.rating(user_id)
        if own is not None:
            mine.append(PlayerGames(slug, own.games, own.wins, own.average_place, own))
    return ServerStats(tuple(mine), tuple(tables))


class Records(Endings):
    """/stats: the server's record read, rated and written out in the reader's language."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._tallies: OrderedDict[str, Tally] = OrderedDict()
        self._tally_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    async def server_tally(self, guild_id: str) -> Tally:
        """The server's ratings up to its newest recorded game (first recording any finished
        table that has no record yet)."""
        lock = self._tally_locks.get(guild_id)
        if lock is None:
            lock = self._tally_locks[guild_id] = asyncio.Lock()
        async with lock:  # one /stats of a server at a time rates its new games, not each
            old = self._tallies.get(guild_id) or Tally()
            with storage_refusals():
                await self.store.record_missing(guild_id)
                total = await self.store.count_results(guild_id)
                rows = await self.store.result_rows(guild_id, old.last) if total else []
                if old.count + len({r[0] for r in rows}) != total:  # recorded out of order
                    old = Tally()
                    rows = await self.store.result_rows(guild_id)
            tally = await cpu.slow(extended, old, rows) if rows else old
            self._tallies[guild_id] = tally
            self._tallies.move_to_end(guild_id)
            while len(self._tallies) > TALLIES_KEPT:
                self._tallies.popitem(last=False)
            return tally

    async def server_stats(
        self, guild_id: str, user_id: str, game: str | None = None, *, include_ai: bool = True
    ) -> ServerStats:
        if game is not None and game not in dict(self.game_slugs()):
            raise Refused(msg("records-unknown-game", game=game[:40]))
        tally = await self.server_tally(guild_id)
        return server_stats(tally, user_id, game, include_ai)  # a sort of the rated: quick

    async def stats(
        self,
        guild_id: str,
        user_id: str,
        name: str,
        game: str | None = None,
        *,
        include_ai: bool = True,
        locale: str | None = None,
    ) -> str:
        """/stats as one message: the player's games, wins, average place and rating per game,
        then the standings (of ``game``, else of every game the server has played)."""
        stats = await self.server_stats(guild_id, user_id, game, include_ai=include_ai)
        return stats_text(stats, name, game, include_ai, locale or "en")


def stats_text(
    stats: ServerStats, name: str, game: str | None, include_ai: bool, locale: str
) -> str:
    """The /stats answer in ``locale``; the standings are cut to fit one message."""
    if not stats.standings:
        if game is not None:
            return tr(locale, "records-nothing-game", game=_title(game))
        return tr(locale, "records-nothing")
    lines = [tr(locale, "records-player-heading", who=name)]
    lines += [
        tr(
            locale,
            "records-player-line",
            game=_title(p.game),
            games=p.games,
            wins=p.wins,
            place=_number(p.average_place, locale),
            rating=_number(p.rating.shown, locale),
        )
        for p in stats.player
    ] or [tr(locale, "records-player-none", who=name)]
    room = STANDINGS_ONE_GAME if game is not None else STANDINGS_EACH_GAME
    for table in stats.standings:
        lines += ["", tr(locale, "records-standings-heading", game=_title(table.game))]
        lines += [
            tr(
                locale,
                "records-standing-line",
                place=i,
                who=r.name,
                rating=_number(r.shown, locale),
                games=r.games,
                wins=r.wins,
            )
            for i, r in enumerate(table.players[:room], start=1)
        ]
        if table.ai:
            lines.append(
                tr(
                    locale,
                    "records-ai-line",
                    levels=tuple(
                        tr(
                            locale,
                            "records-ai-level",
                            level=r.name,
                            rating=_number(r.shown, locale),
                            games=r.games,
                        )
                        for r in table.ai
                    ),
                )
            )
    lines += ["", tr(locale, "records-rating-note")]
    if not include_ai:
        lines.append(tr(locale, "records-ai-left-out"))
    return _fit(lines, tr(locale, "records-cut"))


def _fit(lines: list[str], cut_note: str) -> str:
    """The lines joined, the last ones left off (and ``cut_note`` said) past MAX_TEXT."""
    text = "\n".join(lines)
    if len(text) <= MAX_TEXT:
        return text
    kept: list[str] = []
    for line in lines:
        if len("\n".join([*kept, line, cut_note])) > MAX_TEXT:
            break
        kept.append(line)
    return "\n".join([*kept, cut_note])


def _number(value: float, locale: str) -> str:
    """One decimal in the reader's way of writing it ("2.5", "2,5")."""
    return format_decimal(value, format="0.0", locale=locale if locale in ("de", "it") else "en")


def _title(slug: str) -> str:
    try:
        return get_game(slug).title
    except GameError:
        return slug
