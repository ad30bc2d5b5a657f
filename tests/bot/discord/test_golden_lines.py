"""Real German and Italian lines of the service and the Discord adapter, word for word: the
lobby, a refusal, the whose-turn ping with "Since your last turn", /games, a reminder, and
plurals (one player against two). German says "du" (and "ihr" to two), Italian "tu" ("voi")."""

from __future__ import annotations

from types import SimpleNamespace

from bot.discord.bot import reminder_text
from devkit.harness import CHANNEL, uid
from tests.bot.discord.test_languages import click_in, command_in, private
from tests.bot.discord.test_play import cid, only

PEEK = "**Peek & Pile (test game)** — "
LOBBY = {
    "de": "Am Tisch (1/4): Anna. 1-4 Spieler; mit /mitspielen setzt du dich dazu, "
    "der Gastgeber startet mit /starten.",
    "it": "Al tavolo (1/4): Anna. 1-4 giocatori; usa /partecipa per sederti, "
    "l'host avvia con /inizia.",
}
OPENED = {
    "de": "Anna hat einen Tisch für Peek & Pile (test game) eröffnet. ",
    "it": "Anna ha aperto un tavolo per Peek & Pile (test game). ",
}
JOINED = {
    "de": "Ben hat sich an den Tisch gesetzt. Am Tisch (2/4): Anna, Ben.",
    "it": "Ben ora è al tavolo. Al tavolo (2/4): Anna, Ben.",
}
ACK_JOINED = {"de": "Du sitzt jetzt am Tisch.", "it": "Ora sei al tavolo."}
NOT_HOST = {
    "de": "Nur der Gastgeber (oder ein Server-Moderator) kann das Spiel starten.",
    "it": "Solo l'host (o un moderatore del server) può avviare la partita.",
}
WAITING = {
    "de": "wartet auf Spieler (2 am Tisch)",
    "it": "in attesa di giocatori (2 al tavolo)",
}
BEGINS = {
    "de": "Das Spiel beginnt! Sitzordnung: Anna, Ben.",
    "it": "La partita comincia! Ordine dei posti: Anna, Ben.",
}
SINCE = {"de": "Seit deinem letzten Zug:", "it": "Dalla tua ultima mossa:"}
TO_MOVE = {
    "de": "Anna am Zug (zuletzt gezogen: <t:",
    "it": "in attesa di Anna (ultima mossa: <t:",
}
UNDO_REFUSED = {
    "de": "Du kannst nur deine eigenen Entscheidungen zurücknehmen, und nur während du am Zug "
    "bist.",
    "it": "Puoi annullare solo le tue scelte, e solo mentre tocca a te.",
}
REMINDER = {
    ("de", 1): "<@7>, du bist bei **Peek** am Zug (zuletzt gezogen: <t:1800000000:R>). "
    "Mit /spielplan siehst du den Spielplan.",
    ("de", 2): "<@7> <@8>, ihr seid bei **Peek** am Zug (zuletzt gezogen: <t:1800000000:R>). "
    "Mit /spielplan seht ihr den Spielplan.",
    ("it", 1): "<@7>, tocca a te in **Peek** (ultima mossa: <t:1800000000:R>). "
    "Usa /tabellone per vedere il tabellone.",
    ("it", 2): "<@7> <@8>, tocca a voi in **Peek** (ultima mossa: <t:1800000000:R>). "
    "Usate /tabellone per vedere il tabellone.",
}


async def play_a_round_in(h, loc: str) -> None:
    out = await command_in(
        h, loc, 1, "newgame", game="peek-and-pile", seat_order="joined", language=loc
    )
    assert only(out, "message").content == PEEK + OPENED[loc] + LOBBY[loc]
    assert private(out) == {"de": "Tisch in ", "it": "Tavolo aperto in "}[loc] + (
        f"<#{CHANNEL}>" + {"de": " geöffnet.", "it": "."}[loc]
    )
    out = await command_in(h, loc, 2, "join")
    assert only(out, "message").content.startswith(PEEK + JOINED[loc])
    assert private(out) == ACK_JOINED[loc]
    out = await command_in(h, loc, 1, "games")
    assert private(out) == f"<#{CHANNEL}> {PEEK}{WAITING[loc]}"
    assert private(await command_in(h, loc, 2, "start")) == NOT_HOST[loc]
    out = await command_in(h, loc, 1, "start")
    assert only(out, "message").content.startswith(f"<@{uid(1)}> {PEEK}{BEGINS[loc]} ")
    board = h.fake.last_board()
    await click_in(h, loc, 1, board, cid(board, ":c:draw"))
    board = h.fake.board()
    await click_in(h, loc, 2, board, cid(board, ":c:draw"))
    ping = h.fake.board().content.split("\n")  # Anna's turn again: what happened meanwhile
    assert ping[0].startswith(f"<@{uid(1)}> {PEEK}Anna: ") and ping[1] == SINCE[loc]
    out = await command_in(h, loc, 1, "games")
    assert private(out).startswith(f"<#{CHANNEL}> {PEEK}{TO_MOVE[loc]}")
    assert private(await command_in(h, loc, 2, "undo")) == UNDO_REFUSED[loc]


async def test_golden_lines_in_german(h):
    await play_a_round_in(h, "de")


async def test_golden_lines_in_italian(h):
    await play_a_round_in(h, "it")


def test_a_reminder_to_one_and_to_two_players():
    for (loc, count), said in REMINDER.items():
        to_move = tuple(SimpleNamespace(user_id=str(7 + i)) for i in range(count))
        rem = SimpleNamespace(
            to_move=to_move, title="Peek", waiting_since=1_800_000_000.0, locale=loc
        )
        assert reminder_text(rem) == said
