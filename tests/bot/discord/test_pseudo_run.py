"""A pseudo-locale run of the whole Discord flow (issue 32): every command and button a
player meets, refusals of each kind, through the real discord.py objects, with the reader and
the table in the pseudo locale. Whatever a player reads must have come through a catalogue;
what may stay unmarked is only what the test game's engine wrote (the four real games convert
their own), player names, numbers and command names."""

from __future__ import annotations

import random
import re
import sys
from typing import Any

import games
from bot.scoreboard import category_rows
from bot.wording import readable_key
from devkit.harness import CHANNEL, uid
from devkit.realplay import peek, pick_and_click
from games import _testgame
from l10n import LOCALES, PSEUDO
from tests.bot.discord.test_languages import leftover_english as leftover
from tests.bot.discord.test_languages import shown
from tests.bot.discord.test_play import cid, only

NAMES = ("Anna", "Ben", "Cleo", "Dora")
AI_NAME = r"AI \d+ \((?:easy|normal|strong)\)"  # an AI seat's name, a player name
DISCORD_MARKUP = re.compile(
    AI_NAME + "|" + r"<(?:@|#|t:)[^>]*>|https?://\S+|/[a-z][\w-]*(?: \w+:\S+)*|`[^`]*`"
)
SEAT = re.compile(r"\{p\d+\}")


class EngineWords:
    """The test game's own texts as its engine hands them out (prompts, choice labels and
    details, log lines, its view's words, tie-breaks), recorded by wrapping the engine."""

    def __init__(self, game, monkeypatch) -> None:
        self.found: set[str] = {game.title, *category_words(game)}
        for name in ("decision", "legal_choices", "_apply", "view", "result"):
            method = getattr(game, name)

            def recorded(*args: Any, _method=method, **kw: Any):
                out = _method(*args, **kw)
                self.add(out)
                return out

            monkeypatch.setattr(game, name, recorded)

    def add(self, value: Any) -> None:
        if isinstance(value, str):
            self.found.update(part.strip() for part in SEAT.split(value))
        elif isinstance(value, dict):
            for key, item in value.items():
                self.found |= {str(key), readable_key(str(key))}
                self.add(item)
        elif isinstance(value, list | tuple | set | frozenset):
            for item in value:
                self.add(item)
        elif isinstance(value, int):
            return
        elif hasattr(value, "__dict__") or hasattr(value, "__slots__"):
            for attr in ("prompt", "label", "detail", "long_detail", "group", "text", "tiebreak"):
                if isinstance(getattr(value, attr, None), str):
                    self.add(getattr(value, attr))


def category_words(game) -> set[str]:
    return {words for _, words in category_rows(game.slug, ["piles"])} | {"piles"}


def leftover_english(text: str, engine: set[str]) -> list[str]:
    return leftover(text, engine | set(NAMES), DISCORD_MARKUP)


def every_reader_speaks_pseudo(monkeypatch) -> None:
    """Each adapter module's ``pick_locale`` (a Discord client's language -> ours) answers
    the pseudo locale: every private answer and every stored preference is in it."""
    for name, module in list(sys.modules.items()):
        if name.startswith("bot.discord") and hasattr(module, "pick_locale"):
            monkeypatch.setattr(module, "pick_locale", lambda *a, **k: PSEUDO)


def the_service_takes_pseudo(monkeypatch) -> None:
    """The service stores a language of `LOCALES` only (a table's, a watcher's, a seat's):
    here it takes the test locale too, so the tables and watchers of this run speak it."""
    for name, module in list(sys.modules.items()):
        if name.startswith("bot.service") and hasattr(module, "LOCALES"):
            monkeypatch.setattr(module, "LOCALES", (*LOCALES, PSEUDO))


def typed_words() -> set[str]:
    """What players type or the games are called: slugs, titles, option keys."""
    out = {"chess", "colour", "huge", "late", "Europe/Berlin"}  # typed
    for slug, game in games.registry().items():
        out |= {slug, game.title, *game.Options.model_fields}
    return out


async def test_the_whole_discord_flow_in_the_pseudo_locale(h, service, monkeypatch):
    every_reader_speaks_pseudo(monkeypatch)
    the_service_takes_pseudo(monkeypatch)
    engine = EngineWords(_testgame.GAME, monkeypatch)
    monkeypatch.setattr(games, "_discovered", False)
    engine.found |= typed_words()
    monkeypatch.setattr(games, "_discovered", True)
    mark = h.fake.mark()
    # refusals before a table: no game, options unreadable, unknown, a bad value
    await h.command(1, "newgame", game="chess")
    await h.command(1, "newgame", game=_testgame.SLUG, options="deck_size")
    await h.command(1, "newgame", game=_testgame.SLUG, options="colour=red")
    await h.command(1, "newgame", game=_testgame.SLUG, options="deck_size=huge")
    await h.command(1, "join")  # no table here
    await h.command(1, "rules", game=_testgame.SLUG)
    monkeypatch.setattr(games, "_discovered", False)  # the real games' rules and options
    for slug in ("coimbra", "lorenzo-il-magnifico", "stupor-mundi", "de-vulgari-eloquentia"):
        await h.command(1, "rules", game=slug)
    monkeypatch.setattr(games, "_discovered", True)
    await h.command(
        1,
        "newgame",
        game=_testgame.SLUG,
        seat_order="joined",
        options="deck_size=20",
        language=PSEUDO,
    )
    table = (await service.table_in_channel(str(CHANNEL))).id
    assert (await service.table_row(table)).locale == PSEUDO
    await h.command(1, "board")
    await h.command(1, "start")  # one seated: the player count refused
    await h.command(2, "join")
    await h.command(2, "join")  # twice
    await h.command(3, "join")
    await h.command(3, "leave")
    await h.command(2, "start")  # not the host
    await h.command(2, "language", language="it")  # not the host
    await h.command(9, "watch")
    await h.command(1, "start")
    board = h.fake.last_board()
    await h.click(2, board, cid(board, ":full"))
    await h.click(2, board, cid(board, ":c:play"))  # not Ben's turn
    await h.click(1, board, cid(board, ":c:play"))
    board = h.fake.board()
    page = only(await h.click(1, board, cid(board, ":pick")), "followup")
    await h.click(1, page, [c for c in page.custom_ids if ":c:card:" in c][0])
    board = h.fake.board()
    await h.click(1, board, cid(board, ":c:pile:a"))
    for user in (1, 2):
        await h.command(user, "hand")
    await h.command(1, "history")
    await h.command(1, "history", move=1)
    await h.command(1, "games")
    await h.command(1, "rules")
    await h.command(1, "reminder", hours=3.0)
    await h.command(2, "reminder", hours=3.0)  # not the host
    await h.command(1, "idleclock", hours=2.0)
    await h.command(1, "remindme")
    await h.command(1, "remindme", how="dm", quiet="22:00-07:00", timezone="Europe/Berlin")
    await h.command(1, "remindme", quiet="late")  # refused
    await h.command(1, "export")  # refused while the game runs
    await h.command(2, "undo")
    await h.command(1, "undo")
    await h.command(1, "stats")
    pick = random.Random(3)
    while (state := await peek(service, table)).status == "playing":
        await pick_and_click(h, pick, int(state.to_move[0].user_id) - uid(0), h.fake.board())
    await h.command(1, "history")
    await h.command(1, "export")
    await h.command(1, "stats")
    await h.command(9, "unwatch")
    final = h.fake.board()
    await h.click(2, final, f"t:{table}:rematch")
    await h.click(1, final, f"t:{table}:rematch")
    await h.command(2, "addbot", level="strong")
    await h.command(2, "addbot", level="strong")
    await h.command(2, "board")
    await h.command(2, "resign")
    await h.command(1, "abandon")
    sent = h.fake.since(mark)
    texts = [t for s in sent for t in shown(s)]
    assert len(texts) > 60
    leaks = {t: found for t in texts if (found := leftover_english(t, engine.found))}
    assert leaks == {}
