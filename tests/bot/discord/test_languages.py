"""The Discord adapter's own words in the reader's language (issue 32): private answers in
the clicking user's ``interaction.locale``, the public board in the table's language, and
a pseudo-locale run of the real discord.py flow that finds no adapter text left in English."""

from __future__ import annotations

import dataclasses
import re
from types import SimpleNamespace
from typing import Any

import pytest

import games
from bot.discord import language
from bot.tables import Refused
from devkit.harness import CHANNEL, uid
from games.messages import msg
from tests.bot.discord.test_play import cid, only


async def command_in(h, locale: str, user: int, name: str, **options: Any):
    """A slash command typed by a user whose Discord client speaks ``locale``."""
    payload = h.fake.command_payload(user, name, **options)
    payload["locale"] = locale
    mark = h.fake.mark()
    await h.dispatch(payload)
    return h.fake.since(mark)


async def click_in(h, locale: str, user: int, message, custom_id: str, **kw: Any):
    payload = h.fake.click_payload(user, message, custom_id, **kw)
    payload["locale"] = locale
    mark = h.fake.mark()
    await h.dispatch(payload)
    return h.fake.since(mark)


def private(out) -> str:
    found = [s for s in out if s.ephemeral and s.content]
    assert found, [(s.kind, s.content) for s in out]
    return found[-1].content


class _Speaking:
    """A stored table row that speaks ``locale`` (the service's TableRow.locale)."""

    def __init__(self, row: Any, locale: str) -> None:
        self._row, self.locale = row, locale

    def __getattr__(self, name: str) -> Any:
        return getattr(self._row, name)


def tables_speak(service, monkeypatch, locale: str) -> None:
    table_row = service.table_row

    async def speaking(table_id: int):
        row = await table_row(table_id)
        return None if row is None else _Speaking(row, locale)

    monkeypatch.setattr(service, "table_row", speaking)


async def test_refusals_in_the_clickers_language(h, service):
    out = await command_in(h, "de", 1, "newgame", game="chess")
    said = private(out)  # the games: those registered in this test session
    assert said.startswith("Es gibt kein Spiel 'chess'. Spiele: ") and "peek-and-pile" in said
    out = await command_in(h, "it", 1, "newgame", game="peek-and-pile", options="deck_size")
    assert private(out).startswith("Non ho capito le opzioni vicino a 'deck_size'")
    out = await command_in(h, "de", 1, "newgame", game="peek-and-pile", app_perms=0)
    assert private(out).startswith(
        "Das geht hier nicht: Mir fehlen die Berechtigungen **Kanal anzeigen**, "
        "**Nachrichten senden**, **Dateien anhängen** und **Nachrichtenverlauf anzeigen** "
        "in diesem Kanal, daher wurde nichts geändert."
    )
    assert await service.store.count_tables() == 0
    out = await command_in(h, "it", 1, "rules", game="chess")
    said = private(out)
    assert said.startswith("Non esiste il gioco 'chess'. Giochi: ") and "peek-and-pile" in said


async def test_a_service_refusal_is_shown_from_its_message(h, service, monkeypatch):
    """The service's Refused carries ``text`` (a message); the adapter says it in the
    clicker's language and falls back to the English ``str(exc)`` without one."""
    await h.command(1, "newgame", game="peek-and-pile")

    async def refuse(*args: Any, **kw: Any):
        exc = Refused("No open tables in this server. Start one with /newgame.")
        exc.text = msg("discord-no-tables")  # as the service's refusals carry it
        raise exc

    monkeypatch.setattr(service, "join", refuse)
    out = await command_in(h, "it", 2, "join")
    assert private(out) == "Nessun tavolo aperto in questo server. Aprine uno con /nuova-partita."
    out = await command_in(h, "de", 2, "join")
    assert private(out) == "Keine offenen Tische auf diesem Server. Öffne einen mit /neues-spiel."

    async def refuse_in_english(*args: Any, **kw: Any):
        raise Refused("Only in English.")

    monkeypatch.setattr(service, "join", refuse_in_english)
    out = await command_in(h, "de", 2, "join")
    assert private(out) == "Only in English."


async def test_public_buttons_in_the_tables_language_private_words_in_the_readers(
    h, service, monkeypatch
):
    tables_speak(service, monkeypatch, "it")
    out = await command_in(h, "de", 1, "newgame", game="peek-and-pile", seat_order="joined")
    lobby = only(out, "message")
    assert [c["label"] for c in lobby.components] == ["Partecipa", "Lascia", "Inizia"]
    assert private(out) == f"Tisch in <#{CHANNEL}> geöffnet."  # the host reads German
    out = await command_in(h, "en-GB", 2, "join")
    assert private(out) == "You joined the table."
    out = await command_in(h, "de", 1, "start")
    assert private(out) == "Das Spiel hat begonnen."
    board = h.fake.last_board()
    assert [c["label"] for c in board.components][-1] == "Tabellone intero"
    out = await click_in(h, "de", 2, board, cid(board, ":full"))  # Ben asks privately
    assert private(out) == "Für diesen Tisch gibt es kein Bild."  # (no pictures in this test)
    out = await click_in(h, "it", 1, board, cid(board, ":c:play"))
    board = h.fake.board()
    assert [c["label"] for c in board.components][0] == "Fai la tua scelta (in privato)"
    assert "apri le tue scelte con **Fai la tua scelta (in privato)**" in board.content
    out = await click_in(h, "de", 1, board, cid(board, ":pick"))  # Anna's private page
    page = only(out, "followup")
    assert page.ephemeral and "(nur du siehst diese Wahlmöglichkeiten)" in page.content
    undo = [c["label"] for c in page.components if c.get("custom_id", "").endswith(":undo")]
    assert undo == ["Zurücknehmen"]


def test_the_reminder_pings_in_the_reminders_language():
    from bot.discord.bot import reminder_text

    anna = SimpleNamespace(user_id="7")
    rem = SimpleNamespace(to_move=(anna,), title="Peek", waiting_since=1_800_000_000.0)
    assert reminder_text(rem).startswith("<@7> your move at **Peek**")  # a Reminder without one
    rem.locale = "de"  # the service's Reminder.locale: the pinged players' language
    assert reminder_text(rem) == (
        "<@7>, du bist bei **Peek** am Zug (zuletzt gezogen: <t:1800000000:R>). "
        "Mit /spielplan siehst du den Spielplan."
    )


# -- the pseudo run ----------------------------------------------------------------------------
FOREIGN_METHODS = (
    "new_table",
    "join",
    "leave",
    "start",
    "act",
    "undo",
    "board",
    "hand",
    "choices_for",
    "history",
    "games_in_guild",
    "table_in_channel",
    "set_reminder",
    "resign",
)
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
LIST_WORDS = {"and"}  # the pseudo locale joins lists by English's CLDR pattern (l10n's choice)
DISCORD_MARKUP = re.compile(r"<(?:@|#|t:)[^>]*>")


def _strings(value: Any, out: set[str]) -> None:
    """Every str inside a service result: the engines' and the service's own words."""
    if isinstance(value, str):
        out.add(value)
        out.update(line for line in value.split("\n"))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _strings(getattr(value, f.name), out)
    elif isinstance(value, dict):
        for item in value.values():
            _strings(item, out)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            _strings(item, out)


def record_foreign_words(service, monkeypatch) -> set[str]:
    """What the service hands the adapter (results and refusals), recorded as they pass:
    the table service (F1) and the engines (G) translate those, not the adapter."""
    seen: set[str] = set()
    for name in FOREIGN_METHODS:
        method = getattr(service, name)

        async def recorded(*args: Any, _method=method, **kw: Any):
            try:
                result = await _method(*args, **kw)
            except Refused as exc:
                _strings(str(exc), seen)
                raise
            _strings(result, seen)
            return result

        monkeypatch.setattr(service, name, recorded)
    for slug, title in service.game_slugs():
        game = games.get(slug)
        _strings((slug, title, getattr(game, "summary", "")), seen)
        for key, f in game.Options.model_fields.items():  # code: `deck_size=12`
            _strings((key, f.description or "", f"{key}={f.default!r}".replace("'", "")), seen)
    return seen


def shown(sent) -> list[str]:
    """Every text of a request a player reads: content, labels, placeholders, options."""
    out = [sent.content]
    for c in sent.components:
        out += [c.get("label") or "", c.get("placeholder") or ""]
        for o in c.get("options") or []:
            out += [o.get("label") or "", o.get("description") or ""]
    return [t for t in out if t]


def leftover_english(
    text: str, foreign: set[str], markup: re.Pattern[str] = DISCORD_MARKUP
) -> list[str]:
    """The English words of ``text`` outside Discord's markup and the ``foreign`` texts
    (names, the engine's own words) it may carry unchanged."""
    text = markup.sub(" ", text)
    for known in sorted(foreign, key=len, reverse=True):
        if len(known) > 1:
            text = text.replace(known, " ")
    return [w for w in ENGLISH_WORD.findall(text) if w not in LIST_WORDS]


async def test_a_pseudo_run_finds_no_adapter_text_left_in_english(h, service, monkeypatch):
    monkeypatch.setattr(language, "pick_locale", lambda *a, **k: "pseudo")
    foreign = record_foreign_words(service, monkeypatch)
    foreign |= {"Anna", "Ben", "Cleo", "chess", "deck_size"}  # names and what they typed
    mark = h.fake.mark()
    await h.command(1, "newgame", game="chess")  # refusals of the adapter's own
    await h.command(1, "newgame", game="peek-and-pile", options="deck_size")
    await h.command(1, "newgame", game="peek-and-pile", app_perms=0)
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await h.command(2, "join")
    await h.command(1, "start")
    board = h.fake.last_board()
    await h.click(2, board, cid(board, ":full"))
    await h.click(1, board, cid(board, ":c:play"))
    board = h.fake.board()
    page = only(await h.click(1, board, cid(board, ":pick")), "followup")
    await h.click(1, page, [c for c in page.custom_ids if ":c:card:" in c][0])
    board = h.fake.board()
    await h.click(1, board, cid(board, ":c:pile:a"))
    await h.command(1, "hand")
    await h.command(1, "history")
    await h.command(1, "games")
    await h.command(1, "rules")
    await h.command(1, "reminder", hours=3.0)
    await h.command(2, "undo")
    sent = h.fake.since(mark)
    texts = [t for s in sent for t in shown(s)]
    assert len(texts) > 30
    leaks = {t: found for t in texts if (found := leftover_english(t, foreign))}
    assert leaks == {}


@pytest.mark.parametrize("locale", ["de", "it"])
async def test_every_label_and_placeholder_fits_discord(h, locale, monkeypatch):
    """German and Italian are longer: buttons at most 80 characters, placeholders 150."""
    monkeypatch.setattr(language, "pick_locale", lambda *a, **k: locale)
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    await h.command(2, "join")
    await h.command(1, "start")
    board = h.fake.last_board()
    await h.click(1, board, cid(board, ":c:play"))
    board = h.fake.board()
    await h.click(1, board, cid(board, ":pick"))
    for sent in h.fake.sent:
        for c in sent.components:
            assert len(c.get("label") or "") <= 80 and len(c.get("placeholder") or "") <= 150
        assert len(sent.content) <= 2000
    assert uid(1)


async def test_the_host_changes_the_tables_language(h, service, monkeypatch):
    """/language calls the table service's set_language (the host's; others are refused)
    and answers privately; the choices are the three languages by their own names."""
    calls: list[tuple] = []

    async def set_language(table_id, user_id, locale, *, is_admin=False):
        row = await service.store.get_table(table_id)
        if user_id != row.host_id and not is_admin:
            exc = Refused("Only the host or a server manager can change the table's language.")
            exc.text = msg("discord-table-damaged")  # any message: shown in the reader's
            raise exc
        calls.append((table_id, user_id, locale))
        return "Now in Italian."

    monkeypatch.setattr(service, "set_language", set_language, raising=False)
    await h.command(1, "newgame", game="peek-and-pile")
    out = await command_in(h, "de", 1, "language", language="it")
    assert private(out) == "Now in Italian." and calls == [(1, str(uid(1)), "it")]
    out = await command_in(h, "de", 2, "language", language="en")
    assert private(out).startswith("beschädigt: Die gespeicherten Daten") and len(calls) == 1


async def test_a_button_no_handler_knows_is_answered_in_the_clickers_language(h):
    from tests.bot.discord.test_guard import forged, private_answer

    await h.command(1, "newgame", game="peek-and-pile")
    out = await click_in(h, "it", 1, forged("garbage"), "garbage")
    assert private_answer(out) == (
        "Questo pulsante non è mio o non funziona più. Usa /tabellone per il tabellone attuale."
    )
