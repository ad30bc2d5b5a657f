"""Custom ids and Discord's size limits."""

import pytest

from bot.discord.components import (
    ChoiceButton,
    board_view,
    choice_view,
    cut,
)
from bot.tables import Player, Update
from games.contract import Choice


def rows(view):
    out: dict[int, list] = {}
    for item in view.to_components():
        out[len(out)] = item["components"]
    return out


def test_custom_id_fits_100_characters_at_the_extremes():
    choice = "space:tower.green.3" + "x" * 21  # 40 characters
    button = ChoiceButton(9_999_999_999, 999_999_999_999, choice, "A" * 200)
    assert len(button.custom_id) <= 100 and button.custom_id.endswith(":c:" + choice)
    assert len(button.item.label) == 80 and button.item.label.endswith("…")
    assert ChoiceButton.__discord_ui_compiled_template__.fullmatch(button.custom_id)["choice"] == choice


@pytest.mark.parametrize("bad", ["x" * 41, "has space", "émoji", ""])
def test_bad_choice_ids_are_rejected_when_the_view_is_built(bad):
    with pytest.raises(ValueError):
        ChoiceButton(1, 1, bad, "label")


def test_25_choices_are_buttons_and_undo_makes_it_a_select():
    choices = [Choice(f"c{i}", f"Choice {i}") for i in range(25)]
    view = choice_view(1, 2, choices)
    assert [len(r) for r in rows(view).values()] == [5, 5, 5, 5, 5]
    view = choice_view(1, 2, choices[:24], undo=True)
    assert [c["custom_id"] for c in rows(view)[4]][-1] == "t:1:v:2:undo"
    view = choice_view(1, 2, choices, undo=True)  # no room left for Back: a select instead
    first = rows(view)[0][0]
    assert first["type"] == 3 and len(first["options"]) == 25
    assert [c["custom_id"] for c in rows(view)[1]] == ["t:1:v:2:undo"]  # one page: no page buttons


def test_select_groups_choices_and_truncates_descriptions():
    choices = [Choice(f"a{i}", f"A {i}", group="Alpha" if i % 2 else "Beta", detail="d" * 300)
               for i in range(60)]
    view = choice_view(3, 4, choices, page=1, prompt="Pick")
    select = rows(view)[0][0]
    assert "page 2/3" in select["placeholder"]
    assert all(len(o["description"]) <= 100 for o in select["options"])
    values = [o["value"] for o in select["options"]]
    ordered = [c.id for c in choices if c.group == "Beta"] + [c.id for c in choices if c.group == "Alpha"]
    assert values == ordered[25:50]
    assert [c["custom_id"] for c in rows(view)[1]] == ["t:3:v:4:p:0", "t:3:v:4:p:2"]


def test_finished_and_abandoned_boards_have_no_buttons():
    for status in ("finished", "abandoned"):
        upd = Update(1, 5, "g", "G", status, "over", choices=(Choice("x", "X"),),
                     to_move=(Player("1", "A", 0),))
        assert board_view(upd) is None


def test_cut():
    assert cut("  a   b ", 10) == "a b" and cut("abcdef", 4) == "abc…"


def test_an_engine_choice_id_that_cannot_be_a_custom_id_is_left_out():
    view = choice_view(1, 2, [Choice("ok", "OK"), Choice("not ok", "Bad")])
    assert [c["custom_id"] for c in rows(view)[0]] == ["t:1:v:2:c:ok"]
