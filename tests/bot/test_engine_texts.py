"""Engine texts as messages at the service: the move log keeps key, args and the English text,
old rows (text only) still read, /history speaks the reader's language."""

import re
from pathlib import Path

import pytest

from bot import steps
from bot.tables import Refused, TableService
from games.contract import Choice, Event, IllegalChoice
from games.messages import Msg, Who, msg
from l10n.catalog import render, sources
from tests.bot.helpers import started, user_of

NAMES = ["Anna", "Ben"]
TAKE_BACK = msg("log-undo-choice", who=Who(0), choice="Draw")


def test_a_message_event_is_stored_with_key_args_and_its_english():
    (row,) = [steps._event_json(Event(TAKE_BACK, 0, visible_to=(1,)))]
    assert row == {
        "text": "{p0} takes back their last choice: Draw.",
        "key": "log-undo-choice",
        "args": {"who": {"seat": 0}, "choice": "Draw"},
        "seat": 0,
        "visible_to": [1],
    }
    assert steps.logged_line(row, NAMES) == "Anna takes back their last choice: Draw."
    assert steps.logged_line(row, NAMES, "de") == "Anna nimmt die letzte Wahl zurück: Draw."
    assert steps.logged_line(row, NAMES, "it") == "Anna annulla la sua ultima scelta: Draw."


def test_an_english_event_is_stored_as_before_and_old_rows_read_in_any_language():
    assert steps._event_json(Event("{p1} draws a card.", 1)) == {
        "text": "{p1} draws a card.",
        "seat": 1,
    }
    old = {"text": "{p1} draws a card.", "seat": 1}
    assert steps.logged_line(old, NAMES, "de") == "Ben draws a card."
    damaged = {"text": "{p1} draws a card.", "key": "not an id", "args": {}}
    assert steps.logged_line(damaged, NAMES, "it") == "Ben draws a card."


def test_choices_and_prompts_are_rendered_for_their_reader():
    choice = Choice("x", TAKE_BACK, group=msg("log-you-chose", choice="g"), detail="{p1} waits")
    (de,) = [steps._name_choice(choice, NAMES, "de")]
    assert de.label == "Anna nimmt die letzte Wahl zurück: Draw."
    assert de.group == "Du: g." and de.detail == "Ben waits"
    assert steps.words(TAKE_BACK, NAMES) == "Anna takes back their last choice: Draw."


def test_a_choice_naming_hidden_information_is_found_in_a_message_label():
    choice = Choice("x", msg("log-you-chose", choice="the Queen of Hearts"))
    assert steps.choice_reveals(choice, frozenset({"Queen of Hearts"}))
    assert not steps.choice_reveals(choice, frozenset({"King of Spades"}))


def test_an_illegal_choice_carries_its_message_and_logs_english():
    exc = IllegalChoice(msg("log-you-chose", choice="x"))
    assert isinstance(exc.text, Msg) and str(exc) == "[log-you-chose]"
    assert IllegalChoice("Not now.").text == "Not now." == str(IllegalChoice("Not now."))


async def test_history_renders_each_message_line_in_the_readers_language(
    store, peek, clock, monkeypatch
):
    plain_apply = peek._apply

    def apply_in_messages(state, seat, choice):
        events = plain_apply(state, seat, choice)
        return [msg_event(seat), *events]

    def msg_event(seat):
        return Event(msg("log-undo-choice", who=Who(seat), choice=msg("log-you-chose", choice="7")))

    monkeypatch.setattr(peek, "_apply", apply_in_messages)
    service = TableService(store, clock=clock, render=False)
    upd = await started(service, 2)
    upd = await service.act(upd.table_id, "u0", upd.version, "draw")
    (move,) = await store.moves(upd.table_id)
    assert move.events[0]["key"] == "log-undo-choice"
    assert move.events[0]["text"] == "{p0} takes back their last choice: You: 7.."
    (en,), _ = await service.history(upd.table_id)
    (de,), _ = await service.history(upd.table_id, locale="de")
    assert en.lines[0] == "Anna takes back their last choice: You: 7.."
    assert de.lines == ("Anna nimmt die letzte Wahl zurück: Du: 7..", "Anna draws a card.")


def test_every_id_of_the_steps_and_the_contract_is_in_the_catalogue_and_used():
    """log.ftl and engine.ftl hold exactly the ids bot/steps.py and games/contract.py use."""
    root = Path(__file__).resolve().parents[2]
    code = (root / "bot" / "steps.py").read_text() + (root / "games" / "contract.py").read_text()
    used = set(re.findall(r'"((?:log|engine)-[a-z-]+)"', code))
    listed = {
        key
        for name in ("log.ftl", "engine.ftl")
        for key in re.findall(r"^([a-z-]+) =", sources("en")[name], re.MULTILINE)
    }
    assert used == listed
    for locale in ("de", "it"):
        for key in sorted(used):
            args = dict(who=Who(0), choice="x", prompt="p", seats="A", head="A", tail="B")
            text, problems = render(msg(key, **args), locale)
            assert not problems and "{" not in text, (locale, key)


async def test_an_engine_refusal_in_a_message_reaches_the_player_as_a_sentence(
    store, peek, clock, monkeypatch
):
    monkeypatch.setattr(
        peek, "_why_illegal", lambda state, seat, cid: IllegalChoice(msg("log-undo", who=Who(seat)))
    )
    service = TableService(store, clock=clock, render=False)
    upd = await started(service, 2)
    with pytest.raises(Refused) as refused:
        await service.act(upd.table_id, "u0", upd.version, "no-such-choice")
    assert str(refused.value) == "Anna takes back their last choice."


def test_a_table_in_german_gets_german_choices_and_english_ones_for_the_picture():
    from bot.position import Position
    from games.de_vulgari import GAME

    state = GAME.setup(3, 5)
    parts = steps.turn_parts(
        GAME.slug, "playing", Position(GAME, state), NAMES + ["Cleo"], None, False, locale="de"
    )
    assert parts.prompt == "Wähle deine Startstadt"
    assert [c.label for c in parts.choices][:1] == ["In Catania beginnen"]
    assert [c.label for c in parts.picture_choices][:1] == ["Start in Catania"]
    english = steps.turn_parts(
        GAME.slug, "playing", Position(GAME, state), NAMES + ["Cleo"], None, False
    )
    assert english.choices == english.picture_choices == parts.picture_choices


async def test_de_vulgari_history_reads_in_german_italian_and_english(store, clock):
    service = TableService(store, clock=clock, render=False)
    upd = await service.new_table(
        guild_id="100",
        channel_id="300",
        user_id="u0",
        name="Anna",
        game="de-vulgari-eloquentia",
        seat_order="joined",
        seed=5,
    )
    await service.join(upd.table_id, "u1", "Ben")
    upd = await service.start(upd.table_id, "u0")
    for _ in range(2):  # both start cities
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[0].id)
    lines = {
        locale: [
            line
            for e in (await service.history(upd.table_id, locale=locale))[0]
            for line in e.lines
        ]
        for locale in ("en", "de", "it")
    }
    assert lines["en"][0] == "Ben starts in Catania."
    assert lines["de"][0] == "Ben beginnt in Catania."
    assert lines["it"][0] == "Ben parte da Catania."
    assert "Runde 1 beginnt." in lines["de"] and "Inizia il turno 1." in lines["it"]
    (move, *_) = await store.moves(upd.table_id)
    assert move.events[0]["text"] == "{p1} starts in Catania."  # the English, for old readers


def test_the_contracts_refusals_read_in_each_language_and_log_in_english():
    from games.de_vulgari import GAME

    state = GAME.setup(2, 5)
    seat = GAME.decision(state).seats[0]
    with pytest.raises(IllegalChoice) as bad:
        GAME.apply(state, seat, "start:milano")
    assert str(bad.value) == "That choice (start:milano) is not allowed now."
    assert steps.words(bad.value.text, NAMES, "de") == (
        "Diese Wahl (start:milano) ist jetzt nicht möglich."
    )
    with pytest.raises(IllegalChoice) as other:
        GAME.apply(state, 1 - seat, "start:catania")
    assert str(other.value) == "It is not your turn."
    assert steps.words(other.value.text, NAMES, "it") == "Non tocca a te."


async def test_a_german_table_speaks_german_and_a_private_page_the_readers_language(store, clock):
    """De Vulgari at a German table: the public lines and the "since your last turn" block in
    German; Ben's private page in Italian when his client is Italian; Anna's in German."""
    service = TableService(store, clock=clock, render=False)
    upd = await service.new_table(
        guild_id="100",
        channel_id="300",
        user_id="u0",
        name="Anna",
        game="de-vulgari-eloquentia",
        seat_order="joined",
        seed=5,
        locale="de",
    )
    await service.join(upd.table_id, "u1", "Ben")
    upd = await service.start(upd.table_id, "u0")
    upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[0].id)
    assert upd.events == ("Ben beginnt in Catania.",)
    for _ in range(80):
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[0].id)
        if len(upd.since) >= 2:
            break
    assert len(upd.since) >= 2, "nobody's turn came round after another player's moves"
    assert not any(re.search(r"\b(the|and|from|takes|moves)\b", line) for line in upd.since)
    mover = user_of(upd)
    page = {
        locale: await service.choices_for(upd.table_id, mover, locale=locale)
        for locale in ("it", "de", "en")
    }
    assert page["it"].text != page["en"].text != page["de"].text
    labels = {locale: [c.label for c in page[locale].choices] for locale in page}
    assert labels["it"] != labels["en"] and labels["de"] != labels["en"]


def test_a_result_with_a_message_tiebreak_is_stored_as_json():
    import json

    from bot.service.values import result_json
    from games.contract import Result

    tiebreak = msg("log-you-chose", choice="x")
    stored = json.loads(json.dumps(result_json(Result({0: 3}, {0: {}}, (0,), (0,), tiebreak))))
    assert stored["tiebreak"] == {"key": "log-you-chose", "args": {"choice": "x"}}


def test_the_text_scoreboard_names_its_categories_in_the_tables_language():
    from bot.scoreboard import format_scoreboard
    from games.contract import Result

    breakdown = {0: {"secretaries": 10}, 1: {"secretaries": 8}}
    result = Result({0: 10, 1: 8}, breakdown, (0, 1), (0,))
    english = format_scoreboard(result, NAMES, "de-vulgari-eloquentia", "en")
    german = format_scoreboard(result, NAMES, "de-vulgari-eloquentia", "de")
    assert english.splitlines()[-1] != german.splitlines()[-1]
