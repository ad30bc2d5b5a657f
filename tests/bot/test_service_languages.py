"""The service's own words in the reader's language (issue 32): a refusal carries its sentence
as a message (`Refused.text`), English in ``str(exc)``, German and Italian through `l10n.say`."""

import pytest

from bot.record import entry_text
from bot.service.endings import resign_event
from bot.service.since import since_lines
from bot.service.values import duration
from bot.tables import DAMAGED, Damaged, Refused
from bot.wording import away_line
from db import MoveRow
from games.contract import name_seats
from games.messages import from_json
from l10n import say, tr
from tests.bot.helpers import CHANNEL, GUILD, lobby, started, user_of


async def test_a_refusal_reads_in_german_and_italian_and_stays_english_in_str(service):
    t = (await lobby(service, 1)).table_id
    with pytest.raises(Refused) as caught:
        await service.check_place(t, guild_id=GUILD, channel_id="999", user_id="u0")
    refusal = caught.value
    assert str(refusal) == say(refusal.text, "en")
    assert str(refusal).startswith("This button belongs to a table in another channel")
    assert say(refusal.text, "de") == (
        "Dieser Knopf gehört zu einem Tisch in einem anderen Kanal oder auf einem anderen "
        "Server; hier bewirkt er nichts."
    )
    assert say(refusal.text, "it") == (
        "Questo pulsante appartiene a un tavolo di un altro canale o server; qui non fa nulla."
    )
    await service.check_place(t, guild_id=GUILD, channel_id=CHANNEL, user_id="u0")


def test_a_damaged_table_has_both_sentences_in_each_language():
    damaged = Damaged()
    assert str(damaged) == DAMAGED and damaged.what == say(damaged.what_text, "en")
    assert say(damaged.text, "de").endswith("die anderen Tische sind nicht betroffen.")
    # a command as the reader's Discord lists it (discord.ftl's discord-cmd-abandon)
    assert "/chiudi-tavolo" in say(damaged.text, "it") and "/abandon" not in damaged.what
    assert Refused("plain English").text == "plain English"


async def test_the_table_language_is_chosen_at_creation_and_changed_by_the_host_only(service):
    t = (await lobby(service, 2, locale="de")).table_id
    assert (await service.table_row(t)).locale == "de"
    with pytest.raises(Refused) as caught:
        await service.set_language(t, "u1", "it")
    assert say(caught.value.text, "de") == (
        "Nur der Gastgeber oder ein Server-Moderator kann die Sprache des Tisches ändern."
    )
    assert say(caught.value.text, "it") == (
        "Solo l'host o un moderatore del server può cambiare la lingua del tavolo."
    )
    with pytest.raises(Refused, match="There is no language 'fr'|no language fr"):
        await service.set_language(t, "u0", "fr")
    assert (await service.table_row(t)).locale == "de"  # a refusal changes nothing
    answer = await service.set_language(t, "u0", "it")
    assert answer == "Questo tavolo ora scrive i suoi messaggi pubblici in italiano."
    assert (await service.table_row(t)).locale == "it"
    assert await service.set_language(t, "u1", "en", is_admin=True) == (
        "This table now writes its public messages in English."
    )
    with pytest.raises(Refused, match="no language"):
        await lobby(service, 1, channel="201", locale="xx")


async def test_a_seat_language_is_written_only_when_it_changed(service, monkeypatch):
    upd = await started(service, 2)
    t = upd.table_id
    writes: list[tuple[str, str]] = []
    real = service.store.set_seat_locale

    async def counted(table_id: int, user_id: str, locale: str) -> None:
        writes.append((user_id, locale))
        await real(table_id, user_id, locale)

    monkeypatch.setattr(service.store, "set_seat_locale", counted)
    mover = user_of(upd)
    await service.choices_for(t, mover, locale="de")
    await service.choices_for(t, mover, locale="de")
    await service.hand(t, mover, image_wanted=False, locale="de")
    upd = await service.act(t, mover, upd.version, "draw", locale="de")
    await service.hand(t, "u1" if mover == "u0" else "u0", image_wanted=False)  # no locale: none
    assert writes == [(mover, "de")]
    await service.hand(t, mover, image_wanted=False, locale="it")
    assert writes == [(mover, "de"), (mover, "it")]
    seats = {s.user_id: s.locale for s in await service.store.seats(t)}
    assert seats[mover] == "it" and set(seats.values()) == {"it", None}
    other = (await lobby(service, 1, channel="201")).table_id
    await service.join(other, "u5", "Eva", locale="it")
    assert {s.user_id: s.locale for s in await service.store.seats(other)} == {
        "u0": None,
        "u5": "it",
    }


async def test_a_reminder_is_in_the_seat_language_else_the_table_language(service, clock):
    upd = await started(service, 2, reminder_hours=1, locale="it")
    clock.now += 3601
    (rem,) = await service.due_reminders()
    assert rem.locale == "it"  # the mover was never seen: the table's language
    await service.choices_for(upd.table_id, user_of(upd), locale="de")
    clock.now += 3601
    (rem,) = await service.due_reminders()
    assert rem.locale == "de"
    assert tr(rem.locale, "discord-reminder", who="<@1>", title=rem.title, since="<t:1:R>") == (
        "<@1>, du bist bei **Peek & Pile (test game)** am Zug (zuletzt gezogen: <t:1:R>). "
        "Mit /spielplan siehst du den Spielplan."
    )


async def test_public_headlines_are_in_the_table_language(service):
    upd = await lobby(service, 2, locale="de")
    assert upd.headline.startswith("Ben hat sich an den Tisch gesetzt. Am Tisch (2/")
    assert "mit /mitspielen setzt du dich dazu, der Gastgeber startet mit /starten." in upd.headline
    upd = await service.start(upd.table_id, "u0")
    assert upd.headline.startswith("Das Spiel beginnt! Sitzordnung: Anna, Ben.")
    it = await lobby(service, 2, channel="201", locale="it")
    assert it.headline.startswith("Ben ora è al tavolo. Al tavolo (2/")
    out = await service.leave(it.table_id, "u1")
    assert out.headline.startswith("Ben ha lasciato il tavolo. Al tavolo (1/")
    closed = await service.abandon(it.table_id, "u0")
    assert closed.headline == (
        "Il tavolo di Peek & Pile (test game) è stato chiuso. Non viene registrato alcun risultato."
    )


async def test_a_finished_game_reads_in_the_table_language(service):
    upd = await started(service, 2, locale="de")
    while upd.status == "playing":
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[0].id)
    assert upd.headline.startswith("Spielende: ")
    assert upd.headline.endswith(("gewinnt!", "gewinnen!"))
    first = upd.scoreboard.splitlines()[0]
    assert " mit " in first and first.endswith(" SP.")
    assert "1. " in upd.scoreboard and "VP" not in upd.scoreboard


def test_a_waiting_time_in_each_language():
    assert say(duration(3 * 86400), "de") == "3 Tage"
    assert say(duration(5400), "de") == "1,5 Std."
    assert say(duration(5400), "en") == "1.5 h"
    assert say(duration(7200), "it") == "2 h"
    assert say(duration(600), "it") == "10 min"


def test_a_resignation_is_logged_as_a_message_beside_its_english_text():
    event = resign_event(1)
    assert event["text"] == "{p1} resigns." and event["seat"] == 1
    logged = from_json({"key": event["key"], "args": event["args"]})
    assert say(logged, "de", ["Anna", "Ben"]) == "Ben gibt auf."
    assert say(logged, "en", ["Anna", "Ben"]) == name_seats(event["text"], ["Anna", "Ben"])


def test_the_record_and_since_words_in_each_language():
    assert entry_text("Ben", []) == "Ben made a choice."
    assert entry_text("Ben", [], "de") == "Ben hat eine Wahl getroffen."
    assert away_line("AI 1 (normal)", [], "it") == "AI 1 (normal) ha mosso."
    moves = [
        MoveRow(i, "move", i % 2, "draw", i, False, [{"text": f"{{p{i % 2}}} draws."}], 0.0)
        for i in range(5)
    ]
    names = ["Anna", "Ben"]
    assert since_lines(moves, names, keep=2, locale="de") == (
        "… 4 frühere Züge: siehe /verlauf.",
        "Anna draws.",
    )
    assert since_lines(moves, names, keep=2)[0] == "… 4 earlier moves: see /history."
    assert since_lines(moves[:3], names, keep=2, locale="it")[0] == (
        "… 2 mosse precedenti: vedi /cronologia."
    )
