"""The page's menu rules (the Discord adapter's): end choices last, large decisions split
by kind, private choices only for the seat the page acts as."""

from bot.local.menus import SPLIT_ABOVE, build_menu
from games.contract import Choice


def moves(n):
    return [
        Choice(f"move:{i}", f"Move to city {i}", group="Move", detail=f"{i} ducats")
        for i in range(n)
    ]


BIG = tuple(
    moves(46)
    + [
        Choice("psalter", "Psalter", group="Actions"),
        Choice("business", "Small business", group="Actions"),
        Choice("track:orient", "Orient track", group="Tracks"),
        Choice("track:rest", "Rest track", group="Tracks"),
        Choice("collect:genova", "Collect Genova", group="Map"),
        Choice("end", "End turn", group="Turn", role="end"),
    ]
)


def test_a_small_decision_is_one_screen_with_its_groups_and_end_last():
    choices = (
        Choice("a", "A", group="G1"),
        Choice("pass", "Pass", role="end"),
        Choice("b", "B", group="G2"),
    )
    menu = build_menu(choices, may_see_private=False)
    assert not menu.split and [c.id for c in menu.end] == ["pass"]
    assert [(g, [c.id for c in cs]) for g, cs in menu.groups] == [("G1", ["a"]), ("G2", ["b"])]
    assert menu.ids == ("a", "b", "pass")  # issue 31.2: the pass after the actions


def test_a_large_decision_first_offers_the_kinds_then_the_targets():
    first = build_menu(BIG, may_see_private=True)
    assert first.split and len(first.ids) + sum(k.count for k in first.kinds) == len(BIG)
    assert [(k.name, k.count) for k in first.kinds] == [("Move", 46), ("Actions", 2), ("Tracks", 2)]
    assert [c.id for c in first.end] == ["end"]  # end turn is always on the first screen
    assert first.ids == ("collect:genova", "end")  # a kind with one choice is that choice
    assert len(first.ids) + len(first.kinds) <= SPLIT_ABOVE
    second = build_menu(BIG, may_see_private=True, kind="Move")
    assert second.open_kind == "Move" and second.ids[-1] == "end" and len(second.ids) == 47
    assert (
        build_menu(BIG, may_see_private=True, kind="Nonsense").kinds == first.kinds
    )  # a stale link


def test_every_choice_is_reachable_from_the_first_screen():
    first = build_menu(BIG, may_see_private=True)
    reachable = set(first.ids)
    for k in first.kinds:
        reachable |= set(build_menu(BIG, may_see_private=True, kind=k.name).ids)
    assert reachable == {c.id for c in BIG}


def test_many_choices_in_one_group_stay_one_screen():
    menu = build_menu(tuple(moves(30)), may_see_private=True)
    assert not menu.split and len(menu.ids) == 30


def test_private_choices_wait_until_the_page_acts_as_the_seat():
    choices = (Choice("draw", "Draw"), Choice("card:7", "Play 7", private=True))
    public = build_menu(choices, may_see_private=False)
    assert public.ids == ("draw",) and public.hidden_private == 1
    mine = build_menu(choices, may_see_private=True)
    assert mine.ids == ("draw", "card:7") and mine.hidden_private == 0
    secret = build_menu(choices, may_see_private=False, all_private=True)  # a simultaneous decision
    assert secret.empty and secret.hidden_private == 2


def test_actions_come_before_optional_steps_and_the_pass_last():
    """Issue 31.2, Stupor Mundi's first screen: the engine lists the pass and the optional
    sailing before the cards; the page shows the cards, then sailing, then the pass."""
    choices = (
        Choice("pass", "Pass for the rest of this round", role="end"),
        Choice("travel:1", "Sail 1 city", group="Travel", role="minor"),
        Choice("play:tax", "Play Tax", group="Cards"),
        Choice("play:council", "Play Council", group="Cards"),
    )
    menu = build_menu(choices, may_see_private=True)
    assert [g for g, _ in menu.groups] == ["Cards", "Travel"]
    assert menu.ids == ("play:tax", "play:council", "travel:1", "pass")
    big = (Choice("pay", "Pay", group="Pay", role="minor"), *BIG)
    assert [k.name for k in build_menu(big, may_see_private=True).kinds][-1] != "Pay"
