"""Issue 31.4: the final result a phone can read: short lines, the winner and the tie-break
first, the places in the ranking's order, each seat's categories in the final picture's
order and words; over random games of all four."""

from __future__ import annotations

import pytest

from bot.scoreboard import LINE_WIDTH, category_rows, format_scoreboard
from games.contract import Result
from render import final_rows
from tests.bot.sentence_scan import GAMES, play


@pytest.mark.parametrize("slug", GAMES)
def test_the_scoreboard_fits_a_phone_and_follows_the_final_picture(slug):
    game = play(slug, 3, seed=5)
    result = game.result
    assert result is not None
    text = format_scoreboard(result, game.names, slug)
    lines = text.split("\n")
    assert max(len(line) for line in lines) <= LINE_WIDTH, text
    winner = game.names[result.winners[0]]
    assert lines[0] == f"{winner} wins with {result.totals[result.winners[0]]} VP.", text
    assert lines[1].startswith("Tie-break: ")
    places = [line for line in lines if line[:1].isdigit()]
    assert places == [
        f"{i}. {game.names[s]}: {result.totals[s]} VP"
        for i, s in enumerate(result.ranking, start=1)
    ]
    words = [w for _, w in final_rows(slug)]
    for s in sorted(result.breakdown):  # the picture's columns: seat order
        block = text.split(f"\n{game.names[s]}, {result.totals[s]} VP:\n")[1].split("\n\n")[0]
        shown = [part.rsplit(" ", 1)[0] for line in block.split("\n") for part in line.split(" · ")]
        assert shown == [w for _, w in category_rows(slug, list(result.breakdown[s]))]
        assert set(shown) <= set(words) | {"Other"}, shown
    assert "{p" not in text and "_" not in text


def test_the_tie_break_names_the_seats_and_long_names_wrap():
    long = "Maximiliana von Hohenstaufen-Sizilien"
    result = Result(
        {0: 12, 1: 12},
        {0: {"status": 3, "tiles -4": 9}, 1: {"status": 12, "tiles -4": 0}},
        (1, 0),
        (1,),
        tiebreak="tied on 12 VP, {p1}, {p0} in order of the knowledge track",
    )
    text = format_scoreboard(result, ["Anna", long], "de-vulgari-eloquentia")
    assert all(len(line) <= LINE_WIDTH for line in text.split("\n")), text
    assert text.startswith("Maximiliana von") and "{p" not in text
    assert (
        f"{long} wins with 12 VP. Tie-break: tied on 12 VP, {long}, Anna in order"
        in text.replace("\n", " ")
    )
    assert "Election (status) 3 · Tiles -4 9" in text  # the picture's words, then the others


def test_the_category_words_are_the_pictures():
    from games.coimbra.views import CATEGORY_NAME
    from render.lorenzo.board import FINAL_ROWS

    assert category_rows("coimbra", ["citizens", "play"]) == [
        ("play", CATEGORY_NAME["play"].capitalize()),
        ("citizens", CATEGORY_NAME["citizens"].capitalize()),
    ]
    assert category_rows("lorenzo-il-magnifico", ["excommunication_vp"]) == [
        ("excommunication_vp", dict(FINAL_ROWS)["excommunication_vp"])
    ]
    assert category_rows("test-game", ["some_points"]) == [("some_points", "Some points")]
