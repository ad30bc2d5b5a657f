"""The German and Italian of the platform's catalogues, read as a native player would (issue 32
review): one golden line or scan per class of error that was found and fixed."""

from __future__ import annotations

import re

import pytest

from games.messages import Term, Who, msg
from l10n import say, tr
from l10n.catalog import sources

NAMES = ["Anna", "Ben", "Cleo"]

# the platform's own catalogues (not the games' rule texts, where "turno" is a round)
CHROME_FILES = (
    "chrome.ftl",
    "discord.ftl",
    "page.ftl",
    "log.ftl",
    "engine.ftl",
    "social.ftl",
    "reminders.ftl",
    "records.ftl",
    "replay.ftl",
)


def text_of(locale: str, *files: str) -> str:
    found = sources(locale)
    return "\n".join(found[name] for name in files)


# -- counts: one and many ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "one", "many"),
    [("en", "1 day", "3 days"), ("de", "1 Tag", "3 Tage"), ("it", "1 giorno", "3 giorni")],
)
def test_a_number_of_days_is_singular_for_one(locale: str, one: str, many: str) -> None:
    assert tr(locale, "chrome-days", n=1) == one
    assert tr(locale, "chrome-days", n=3) == many


def test_the_library_pile_counts_one_tile_and_many() -> None:
    assert tr("it", "pic-dv-pile", tiles=1, events=2).startswith(
        "Pila della Biblioteca: 1 tessera "
    )
    assert tr("it", "pic-dv-pile", tiles=4, events=2).startswith(
        "Pila della Biblioteca: 4 tessere "
    )
    assert tr("en", "pic-dv-pile", tiles=1, events=2).startswith("Library pile: 1 tile ")


# -- a player's gender is unknown: no "er/ihm/Letzter", no "lui/ultimo/menzionato/unito" ------

GENDERED = {
    "de": [r"\bihm\b", r"\ber wieder\b", r"\bwirst Letzter\b"],
    "it": [
        r"\blui\b",
        r"\barrivi ultimo\b",
        r"\bmenzionato\b",
        r"\bsi sarà unito\b",
        r"\beletto\b",
        r"\bper primo\b",
    ],
}


@pytest.mark.parametrize("locale", ["de", "it"])
def test_no_sentence_guesses_a_players_gender(locale: str) -> None:
    text = text_of(locale, *CHROME_FILES, "de-vulgari.ftl", "pictures-de-vulgari.ftl")
    found = [p for p in GENDERED[locale] if re.search(p, text)]
    assert found == []


def test_the_idle_clock_and_a_rematch_are_said_without_he_or_she() -> None:
    twelve = msg("chrome-span-hours", n=12)
    assert tr("de", "chrome-idle-set", span=twelve, level="normal") == (
        "Abwesenheitsuhr gestellt: Wer 12 Stunden lang nicht gezogen hat, für den spielt die KI"
        " (normal) diesen einen Zug; der Platz bleibt besetzt, und den nächsten Zug macht"
        " wieder der Mensch an diesem Platz."
    )
    assert tr("it", "chrome-idle-set", span=twelve, level="normale").endswith(
        "il posto non cambia e la mossa successiva torna a farla chi lo occupa."
    )
    line = tr("it", "social-rematch-opened", who="Anna", game="Coimbra", waiting="Ben", count=1)
    assert "Inizia non appena Ben avrà preso posto" in line


# -- Italian: "turno" is the rulebooks' round; a player's turn is "tocca a te" ------------------


def test_italian_says_whose_move_it_is_with_tocca() -> None:
    assert tr("it", "chrome-not-your-turn") == "Non tocca a te."
    assert tr("it", "engine-not-your-turn") == "Non tocca a te."
    assert tr("it", "page-not-your-turn", me="Anna", waiting="Ben") == (
        "Anna non è di turno; si aspetta Ben."
    )
    chrome = text_of("it", *CHROME_FILES)
    for wrong in ("il tuo turno", "il turno passa", "il turno di chi", "quel turno", "tuo turno"):
        assert wrong not in chrome


# -- Discord's own words ------------------------------------------------------------------------


def test_discord_words_as_the_readers_discord_says_them() -> None:
    for locale in ("de", "it"):
        assert not re.search(r"\bDMs?\b", text_of(locale, *CHROME_FILES))
    assert "Kanal oder Direktnachricht" in tr("de", "discord-cmd-remindme-desc")
    assert "canale o messaggio diretto" in tr("it", "discord-cmd-remindme-desc")


# -- one word for one thing ----------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["de", "it"])
def test_the_undo_button_says_what_the_undo_command_says(locale: str) -> None:
    assert tr(locale, "discord-button-undo").lower() == tr(locale, "discord-cmd-undo")


def test_who_may_act_for_the_host_has_one_name() -> None:
    de = text_of("de", *CHROME_FILES)
    assert "Serververwaltung" not in de and "verwalten darf" not in de
    assert (
        tr("de", "discord-cmd-start-desc") == "Starte das Spiel (Gastgeber oder Server-Moderator)."
    )
    it = text_of("it", *CHROME_FILES)
    assert "chi gestisce il server" not in it
    assert tr("it", "discord-cmd-start-desc") == (
        "Inizia la partita (l'host o un moderatore del server)."
    )


def test_de_vulgari_places_keep_their_name_in_the_pictures() -> None:
    assert tr("de", "dv-zone-convent_benevento").startswith(tr("de", "pic-dv-short-convent"))
    assert tr("it", "dv-track-ambassador") in tr("it", "pic-dv-site-bologna")


# -- De Vulgari: the tracks by their printed names, places with their prepositions --------------

TRACK_LINES = {
    "de": {
        "rest": "Anna rückt 2 Felder auf der Ausruhen-Leiste vor, auf Feld 3, für 2 Aktionen.",
        "verona": "Anna rückt 2 Felder auf der Verona-Leiste vor, auf Feld 3, für 2 Aktionen.",
        "canticle": (
            "Anna rückt 2 Felder auf der Sonnengesangs-Leiste vor, auf Feld 3, für 2 Aktionen."
        ),
        "knowledge": "Anna rückt 2 Felder auf der Wissens-Leiste vor, auf Feld 3, für 2 Aktionen.",
    },
    "it": {
        "rest": "Anna avanza di 2 spazi sulla Tabella del Riposo fino allo spazio 3 per 2 azioni.",
        "verona": (
            "Anna avanza di 2 spazi sulla Tabella dell'Indovinello Veronese fino allo spazio 3"
            " per 2 azioni."
        ),
        "orient": (
            "Anna avanza di 2 spazi sulla Tabella dell'Oriente fino allo spazio 3 per 2 azioni."
        ),
        "ambassador": (
            "Anna avanza di 2 spazi sulla Tabella del Messaggero fino allo spazio 3 per 2 azioni."
        ),
    },
}


@pytest.mark.parametrize(
    ("locale", "track", "line"),
    [(loc, track, line) for loc, lines in TRACK_LINES.items() for track, line in lines.items()],
    ids=[f"{loc}-{track}" for loc, lines in TRACK_LINES.items() for track in lines],
)
def test_a_track_advance_names_the_track_as_the_rulebook_prints_it(
    locale: str, track: str, line: str
) -> None:
    text = msg("dv-advances", who=Who(0), n=2, track=Term(f"dv-track-{track}"), space=3, extra="")
    assert say(text, locale, NAMES) == line


def laid_out(zone: str, locale: str) -> str:
    text = msg(
        "dv-event-laid-out",
        number=8,
        event=Term("dv-event-8"),
        zone=Term(zone),
        kind="book",
        value=5,
    )
    return say(text, locale, NAMES)


def test_an_event_tile_lies_in_a_city_in_an_abbey_and_in_a_convent() -> None:
    assert laid_out("dv-zone-roma", "de") == (
        "Ereigniskärtchen 8 Artes Dictandi liegt in Roma (+5 Wissen)."
    )
    assert "liegt in der Abtei (Pomposa)" in laid_out("dv-zone-abbey_pomposa", "de")
    assert "liegt im Konvent (Lunigiana)" in laid_out("dv-zone-convent_lunigiana", "de")
    assert "è posta ad Asti (" in laid_out("dv-zone-asti", "it")
    assert "è posta all'Abbazia (Pomposa) (" in laid_out("dv-zone-abbey_pomposa", "it")
    assert "è posta a Roma (" in laid_out("dv-zone-roma", "it")
    used = msg(
        "dv-uses-event",
        who=Who(1),
        event=Term("dv-event-9"),
        zone=Term("dv-zone-abbey_sila"),
        kind="coin",
        value=25,
    )
    assert (
        say(used, "de", NAMES)
        == "Ben nutzt das Ereignis Il Milione in der Abtei (Sila): +25 Ducati."
    )
    assert say(used, "it", NAMES) == "Ben usa l'evento Il Milione all'Abbazia (Sila): +25 Ducati."


def test_the_inquisition_label_is_a_whole_phrase() -> None:
    label = msg("dv-inquisition-label", target=Who(2), back=6)
    assert say(label, "de", NAMES) == "Inquisition (frei, einmal): Cleo um 6 Wissen zurücksetzen"
    assert say(label, "it", NAMES) == (
        "Inquisizione (gratis, una volta): fai arretrare Cleo di 6 Conoscenza"
    )


# -- the reminder and idle-clock intervals: a number the sentence can agree with -------------


@pytest.mark.parametrize(
    ("locale", "hours", "every", "span"),
    [
        ("en", 1.0, "every hour", "1 hour"),
        ("en", 0.5, "every 30 minutes", "30 minutes"),
        ("de", 1.0, "jede Stunde", "1 Stunde"),
        ("de", 24.0, "alle 24 Stunden", "24 Stunden"),
        ("de", 1.5, "alle 90 Minuten", "90 Minuten"),
        ("it", 1.0, "ogni ora", "1 ora"),
        ("it", 12.0, "ogni 12 ore", "12 ore"),
        ("it", 0.25, "ogni 15 minuti", "15 minuti"),
    ],
)
def test_reminder_intervals_agree_with_their_number(locale, hours, every, span) -> None:
    from bot.service.clocks import hours_text

    reminded = tr(locale, "chrome-reminders-every", every=hours_text("every", hours))
    idle = tr(locale, "chrome-idle-set", span=hours_text("span", hours), level="x")
    assert every in reminded and not re.search(r"\d h\b|Std\.", reminded)
    assert f" {span}" in idle and "Std." not in idle
