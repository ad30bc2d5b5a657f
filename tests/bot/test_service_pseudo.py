"""The service's words in the pseudo locale (issue 32): every line the service writes for a
table (its public updates in the table's language, its private answers in the caller's, its
refusals) came through the catalogue. What may stay unmarked: the engine's texts (prompts,
log lines, choice labels, the tie-break), the renderer's category words, player names, the
game's title, numbers and command names (written as the commands are named)."""

from __future__ import annotations

import re
from collections.abc import Awaitable

import pytest

from bot.scoreboard import category_rows
from bot.tables import Refused, TableService, Update
from l10n import PSEUDO, say
from tests.bot.helpers import GUILD, user_of

NAMES = ("Anna", "Ben", "Cleo")
TITLE = "Peek & Pile (test game)"
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


class Seen:
    """Every text the service handed out, and the engine's texts to take out of them."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, str]] = []  # (where, text)
        self.engine: set[str] = {TITLE, *NAMES, "normal", "fewer draws"}

    def update(self, where: str, upd: Update) -> None:
        own = {upd.headline}  # a resignation's line is the service's, told as an event too
        self.engine.update(set(upd.events) - own, set(upd.turn_events) - own, upd.away)
        self.engine.add(upd.prompt)
        self.engine.update(c.label for c in upd.choices)
        self.engine.update(words for _, words in category_rows(upd.game, ["piles"]))
        self.engine.update(line for line in upd.since if not line.startswith("…"))
        for lines in upd.private.values():
            self.engine.update(lines)
        self.texts += [(where, upd.headline), (where, upd.scoreboard)]
        self.texts += [(where, line) for line in upd.since if line.startswith("…")]

    def refusal(self, where: str, exc: Refused) -> None:
        self.texts.append((where, say(exc.text, PSEUDO)))

    def unmarked(self) -> list[tuple[str, list[str]]]:
        out = []
        for where, text in self.texts:
            rest = text
            for bit in sorted((b for b in self.engine if b), key=len, reverse=True):
                rest = rest.replace(bit, " ")
            rest = re.sub(r"/\w+", " ", rest)  # command names stay as the commands are named
            words = ASCII_WORD.findall(rest)
            if words:
                out.append((where, words))
        return out


async def _refused(seen: Seen, where: str, call: Awaitable[object]) -> None:
    try:
        await call
    except Refused as exc:
        seen.refusal(where, exc)
    else:
        pytest.fail(f"{where} was not refused")


async def _pseudo_table(service: TableService, channel: str, seen: Seen) -> int:
    upd = await service.new_table(
        guild_id=GUILD, channel_id=channel, user_id="u0", name="Anna", game="peek-and-pile"
    )
    await service.store.set_locale(upd.table_id, PSEUDO)  # a test locale: no creation accepts it
    for i in (1, 2):
        seen.update("join", await service.join(upd.table_id, f"u{i}", NAMES[i]))
    return upd.table_id


async def test_every_service_text_came_through_the_catalogue(service, clock):
    seen = Seen()
    t = await _pseudo_table(service, "p1", seen)
    await _refused(seen, "join twice", service.join(t, "u1", "Ben"))
    await _refused(seen, "start by a guest", service.start(t, "u1"))
    seen.update("leave", await service.leave(t, "u2"))
    seen.update("board in the lobby", await service.board(t))
    seen.update("start", await service.start(t, "u0"))
    seen.texts.append(("reminder", await service.set_reminder(t, "u0", 2, locale=PSEUDO)))
    seen.texts.append(("reminder off", await service.set_reminder(t, "u0", 0, locale=PSEUDO)))
    seen.texts.append(("idle clock", await service.set_idle_clock(t, "u0", 1, locale=PSEUDO)))
    await _refused(seen, "reminder by a guest", service.set_reminder(t, "u1", 1))
    upd = await service.board(t)
    mover = user_of(upd)
    await _refused(seen, "not your turn", service.act(t, "u1" if mover == "u0" else "u0", 1, "x"))
    hand = await service.hand(t, mover, image_wanted=False, locale=PSEUDO)
    seen.engine.update(hand.text.splitlines())
    clock.now += 2 * 3600  # the idle clock plays the mover's turn
    for _, idle in await service.idle_turns():
        seen.update("idle turn", idle)
    upd = await service.board(t)
    while upd.status == "playing":
        upd = await service.act(t, user_of(upd), upd.version, upd.choices[-1].id)
        seen.update("move", upd)
    await _refused(seen, "a move after the end", service.act(t, "u0", upd.version, "draw"))

    other = await _pseudo_table(service, "p2", seen)
    seen.update("start", await service.start(other, "u0"))
    seen.update("resign", await service.resign(other, "u1"))
    third = await _pseudo_table(service, "p3", seen)
    seen.update("abandon", await service.abandon(third, "u0"))

    assert len(seen.texts) > 20
    assert seen.unmarked() == []
