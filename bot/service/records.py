"""The server's record (issue 34): a player's games, wins and average place per game, and the
server's standings per game with a rating (bot/ratings.py), AI levels shown apart.

The record itself is written by the store with each finish (db/records.py); a server's tables
finished before it existed are recorded by its first /stats (``record_missing``)."""

from __future__ import annotations

from dataclasses import dataclass

from babel.numbers import format_decimal

from bot import cpu, ratings
from bot.service.clocks import Clocks
from bot.service.values import Refused, storage_refusals
from db.records import GameResult
from games import get as get_game
from games.contract import GameError
from games.messages import msg
from l10n import tr

STANDINGS_ONE_GAME = 10  # players listed when /stats names a game
STANDINGS_EACH_GAME = 3  # players listed per game when it names none
MAX_TEXT = 1900  # the answer stays one Discord message (2,000 characters)


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


def server_stats(games: list[GameResult], user_id: str) -> ServerStats:
    """A player's record and every game's standings from the server's recorded ``games``
    (in finishing order). Pure: it runs off the event loop."""
    by_game: dict[str, list[GameResult]] = {}
    for g in games:
        by_game.setdefault(g.game, []).append(g)
    mine: list[PlayerGames] = []
    tables: list[Standings] = []
    for slug, played in sorted(by_game.items()):
        rated = ratings.rate(played)
        players, ai = ratings.standings(rated)
        tables.append(Standings(slug, len(played), tuple(players), tuple(ai)))
        places = [s.place for g in played for s in g.seats if s.user_id == user_id]
        if places and user_id in rated:
            own = rated[user_id]
            mine.append(PlayerGames(slug, own.games, own.wins, sum(places) / len(places), own))
    return ServerStats(tuple(mine), tuple(tables))


class Records(Clocks):
    """/stats: the server's record read, rated and written out in the reader's language."""

    async def server_record(
        self, guild_id: str, game: str | None = None, *, include_ai: bool = True
    ) -> list[GameResult]:
        """The server's recorded games in finishing order (first recording any finished table
        that has no record yet); without ``include_ai``, only the games people played alone."""
        if game is not None and game not in dict(self.game_slugs()):
            raise Refused(msg("records-unknown-game", game=game[:40]))
        with storage_refusals():
            await self.store.record_missing(guild_id)
            games = await self.store.results(guild_id, game)
        return games if include_ai else ratings.human_only(games)

    async def server_stats(
        self, guild_id: str, user_id: str, game: str | None = None, *, include_ai: bool = True
    ) -> ServerStats:
        games = await self.server_record(guild_id, game, include_ai=include_ai)
        return await cpu.slow(server_stats, games, user_id)

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
