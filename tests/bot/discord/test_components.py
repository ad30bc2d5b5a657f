"""Custom ids and Discord's size limits."""

import pytest

from bot.discord.components import (
    ChoiceButton,
    board_view,
    choice_view,
    cut,
)
from bot.menus import first_screen
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
    assert (
        ChoiceButton.__discord_ui_compiled_template__.fullmatch(button.custom_id)["choice"]
        == choice
    )


@pytest.mark.parametrize("bad", ["x" * 41, "has space", "émoji", ""])
def test_bad_choice_ids_are_rejected_when_the_view_is_built(bad):
    with pytest.raises(ValueError):
        ChoiceButton(1, 1, bad, "label")


def test_choices_that_fit_are_buttons_one_group_a_row_and_undo_and_full_board_last():
    choices = [Choice(f"c{i}", f"Choice {i}") for i in range(23)]
    view = choice_view(1, 2, choices, undo=True, full_board=True)
    assert [len(r) for r in rows(view).values()] == [5, 5, 5, 5, 5]
    assert [c["custom_id"] for c in rows(view)[4]][-2:] == ["t:1:v:2:undo", "t:1:full"]
    grouped = [
        Choice("a1", "A1", group="A"),
        Choice("b1", "B1", group="B"),
        Choice("a2", "A2", group="A"),
    ]
    view = choice_view(1, 2, grouped)
    assert [[c["custom_id"][-2:] for c in r] for r in rows(view).values()] == [["a1", "a2"], ["b1"]]


def test_button_styles_follow_the_choice_role():
    choices = [
        Choice("m", "Main"),
        Choice("n", "Minor", role="minor"),
        Choice("e", "End", role="end"),
    ]
    view = choice_view(1, 2, choices, undo=True, full_board=True)
    styles = {c["custom_id"].rsplit(":", 1)[-1]: c["style"] for r in rows(view).values() for c in r}
    # blue, grey, red (gives up actions), red, grey; the end choice after the actions
    assert styles == {"m": 1, "n": 2, "e": 4, "undo": 4, "full": 2}


def test_a_large_decision_is_split_by_kind_with_end_choices_on_the_first_screen():
    choices = [
        Choice(f"move:{i}", f"Move to city {i}", group="Move", detail=f"{i} ducats")
        for i in range(46)
    ]
    choices += [Choice(f"ps:{i}", f"Psalter {i}", group="Psalter") for i in range(3)]
    choices += [Choice("biz", "Small business", group="Business")]
    choices += [Choice("end", "End turn", group="Turn", role="end")]
    view = choice_view(3, 4, choices, undo=True, full_board=True)
    first = [c for r in rows(view).values() for c in r]
    assert [c["label"] for c in first] == [
        "Move (46) ▸",
        "Psalter (3) ▸",
        "Small business",
        "End turn",
        "Back (undo)",
        "Full board",
    ]
    view = choice_view(3, 4, choices, kind=0)
    selects = [c for r in rows(view).values() for c in r if c["type"] == 3]
    assert [len(s["options"]) for s in selects] == [25, 21]
    assert selects[0]["options"][1]["description"] == "1 ducats"
    assert [c["custom_id"] for c in rows(view)[2]] == ["t:3:v:4:home"]
    assert [s["placeholder"] for s in selects] == [
        "Move (1 of 2): pick 1 of 25",
        "Move (2 of 2): pick 1 of 21",
    ]


def test_a_kind_a_button_row_holds_is_buttons_not_a_dropdown():
    """Issue 31.6: a kind with 2 targets (De Vulgari's "Move, 1 action" to two cities) opens
    two buttons, not a select to unfold; the way home stays on the last row."""
    choices = [Choice(f"move:{i}", f"Move to city {i}", group="Move") for i in range(30)]
    choices += [
        Choice("ps:1", "Psalter 1", group="Psalter"),
        Choice("ps:2", "Psalter 2", group="Psalter"),
    ]
    view = choice_view(3, 4, choices, kind=1)
    assert [[(c["type"], c["custom_id"]) for c in r] for r in rows(view).values()] == [
        [(2, "t:3:v:4:c:ps:1"), (2, "t:3:v:4:c:ps:2")],
        [(2, "t:3:v:4:home")],
    ]  # 2: a button


def test_finished_boards_offer_the_rematch_and_the_full_board_and_abandoned_ones_nothing():
    upd = Update(
        1,
        5,
        "g",
        "G",
        "finished",
        "over",
        choices=(Choice("x", "X"),),
        to_move=(Player("1", "A", 0),),
    )
    assert [c["custom_id"] for r in rows(board_view(upd)).values() for c in r] == [
        "t:1:rematch",
        "t:1:full",
    ]
    upd = Update(
        1,
        5,
        "g",
        "G",
        "abandoned",
        "over",
        choices=(Choice("x", "X"),),
        to_move=(Player("1", "A", 0),),
    )
    assert board_view(upd) is None


def test_cut():
    assert cut("  a   b ", 10) == "a b" and cut("abcdef", 4) == "abc…"


def test_an_engine_choice_id_that_cannot_be_a_custom_id_is_left_out():
    view = choice_view(1, 2, [Choice("ok", "OK"), Choice("not ok", "Bad")])
    assert [c["custom_id"] for c in rows(view)[0]] == ["t:1:v:2:c:ok"]


def test_a_choice_line_says_its_effect_once():
    """Stupor Mundi's "Play Tax: Gain 3 aug." carries its card's text in the label (for the
    button) and in the detail: the message lists it once, the card's name in bold."""
    from bot.discord.present import choice_lines
    from games.contract import Choice

    lines = choice_lines(
        [
            Choice("play:H-AUG3", "Play Tax: Gain 3 aug.", detail="Gain 3 aug."),
            Choice(
                "play:HOH-1",
                "Play Hohenstaufen Fleet: Sail clockwise any distance for free, "
                "then visit the market.",
                detail="Sail clockwise any distance for free, then visit the market.",
            ),
            Choice("buy:x", "Buy grain", detail="3 aug for 2 grain"),
        ]
    )
    assert lines == [
        "• **Play Tax**: Gain 3 aug.",
        "• **Play Hohenstaufen Fleet**: Sail clockwise any distance for free, then visit the "
        "market.",
        "• **Buy grain**: 3 aug for 2 grain",
    ]


def test_actions_first_then_optional_steps_then_the_pass():
    """Issue 31.2: the pass (listed first by the engine) is the last button, in red."""
    choices = [
        Choice("pass", "Pass", role="end"),
        Choice("t1", "Sail 1 city", group="Travel", role="minor"),
        Choice("c1", "Play Tax", group="Cards"),
        Choice("c2", "Play Council", group="Cards"),
    ]
    view = choice_view(1, 2, choices)
    shown = [c["custom_id"].rsplit(":", 1)[-1] for r in rows(view).values() for c in r]
    assert shown == ["c1", "c2", "t1", "pass"]
    assert [i.role for i in first_screen(choices)] == ["main", "main", "minor", "end"]
