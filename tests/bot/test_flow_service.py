"""Issue 12 in the service: forced moves, sentences instead of ids, readable scoreboards."""

import pytest

from bot.service.values import whose_turn as _whose_turn
from bot.steps import format_scoreboard
from bot.tables import Player, Refused, TableService
from db import effective_moves
from games.contract import Result
from tests.bot.helpers import started


async def play_cards_until_one_is_left(service: TableService, t: int, upd):
    """Anna plays a card on pile a; Ben draws: Anna then holds one card."""
    upd = await service.act(t, "u0", upd.version, "play")
    card = next(c.id for c in upd.choices if c.id.startswith("card:"))
    upd = await service.act(t, "u0", upd.version, card)
    upd = await service.act(t, "u0", upd.version, "pile:a")
    return await service.act(t, "u1", upd.version, "draw")


async def test_a_decision_with_one_answer_is_taken_by_the_service(service, peek):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await play_cards_until_one_is_left(service, t, upd)
    before = upd.version
    upd = await service.act(t, "u0", upd.version, "play")  # one card left: "Which card?" is forced
    assert upd.prompt == "Which pile?" and upd.version == before + 2
    assert "Anna picks a card." in upd.events and not upd.new_message
    moves = effective_moves(await service.store.moves(t))
    assert [m.choice for m in moves[-2:]][0] == "play" and moves[-1].choice.startswith("card:")
    assert any(e.get("auto") for e in moves[-1].events)
    replayed = await service.replay_state(t)  # stored as a normal move: the replay is exact
    row = await service.store.get_table(t)
    assert peek.dump(replayed) == row.state


async def test_undo_takes_back_the_forced_step_with_the_choice_before_it(service):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await play_cards_until_one_is_left(service, t, upd)
    start = upd
    upd = await service.act(t, "u0", upd.version, "play")
    assert "u0" in upd.undo_allowed_for
    upd = await service.undo(t, "u0", upd.version)
    assert upd.prompt == "Draw or play?" and {c.id for c in upd.choices} == {
        c.id for c in start.choices
    }
    assert upd.events == ("Anna takes back their last choice: Play a card onto a pile.",)
    assert len(effective_moves(await service.store.moves(t))) == 4  # play, card, pile, draw
    row = await service.store.get_table(t)
    assert service._game(row).dump(await service.replay_state(t)) == row.state
    with pytest.raises(Refused, match="only undo your own choices"):  # Ben drew last
        await service.undo(t, "u0", upd.version)


def quiet_engine(peek, monkeypatch):
    """The test game without its public lines for "play" and the card pick."""
    real = peek._apply

    def quiet(state, seat, choice):
        return [
            e
            for e in real(state, seat, choice)
            if not e.text.endswith(("picks a card.", "chooses to play."))
        ]

    monkeypatch.setattr(peek, "_apply", quiet)


async def test_history_and_log_read_as_sentences_never_choice_ids(service, peek, monkeypatch):
    quiet_engine(peek, monkeypatch)
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    assert upd.events == ("Anna: Play a card onto a pile.",)
    card = next(c for c in upd.choices if c.id.startswith("card:"))
    upd = await service.act(t, "u0", upd.version, card.id)
    assert upd.events == ("Anna made a private choice.",)  # the card is in her hand: not public
    assert upd.private["u0"] == (f"You: {card.label}.",)
    assert upd.turn_events == ("Anna: Play a card onto a pile.", "Anna made a private choice.")
    entries, _ = await service.history(t)
    assert [e.lines for e in entries] == [
        ("Anna: Play a card onto a pile.",),
        ("Anna made a private choice.",),
    ]


def test_the_headline_never_repeats_the_name():
    carla = (Player("3", "Carla", 2),)
    assert _whose_turn(carla, "Carla: choose your start city") == "Carla: choose your start city"
    assert _whose_turn(carla, "Round 2: Carla acts") == "Round 2: Carla acts"
    assert _whose_turn(carla, "Draw or play?") == "Carla: Draw or play?"


def test_the_scoreboard_names_categories_in_words():
    result = Result(
        {0: 12, 1: 9},
        {
            0: {"status": 3, "excommunication_vp": -2, "tiles -4": 1},
            1: {"status": 1, "excommunication_vp": 0, "tiles -4": 0},
        },
        (0, 1),
        (0,),
    )
    board = format_scoreboard(result, ["Anna", "Ben"], "de-vulgari-eloquentia")
    assert "Election (status)" in board and "Excommunication vp" in board and "Tiles -4" in board
    assert "_" not in board
    lorenzo = format_scoreboard(result, ["Anna", "Ben"], "lorenzo-il-magnifico")
    assert "Excomm.: VP -2" in lorenzo  # the final picture's words


def test_hand_text_is_sentences_not_a_data_dump():
    from bot.steps import _sentences, _where

    lines = _sentences(
        (True, "private"),
        {
            "declared": None,
            "library_in_hand": [],
            "seat": 0,
            "screen": {"red": 0, "black_cubes": 2},
        },
        "en",
    )
    assert lines == ["Screen: red 0, black cubes 2."]
    hand = _where("Anna › hand", "Anna")
    assert _sentences(hand, [], "en") == [] and _sentences(hand, ["Tax", "Quarry"], "en") == [
        "Your hand: Tax, Quarry."
    ]


def test_a_games_hand_without_its_own_words_in_the_readers_language():
    """The generic /hand lines (a game without its own hand wording): the frame is the
    reader's, the view's data keys stay as they are."""
    from bot.steps import _sentences, _where

    hand = _where("Anna › hand #2", "Anna")
    assert _sentences(hand, ["Tax", "Quarry"], "de") == ["Nur für dich, hand #2: Tax, Quarry."]
    assert _sentences(_where("Anna", "Anna"), {"coins": 3}, "it") == ["Solo per te: coins 3."]
    assert _sentences(hand, [[]], "de") == ["Nur für dich, hand #2: nichts."]
    assert _sentences(hand, [[]], "it") == ["Solo per te, hand #2: niente."]
