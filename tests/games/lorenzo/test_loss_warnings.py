"""Issue 13 point 6: a choice that gives less than it shows says so in its detail, with the
number, before the player clicks (games/lorenzo/losses.py lists every such place)."""

from __future__ import annotations

import pytest

from games.contract import DETAIL_MAX
from games.lorenzo import GAME, losses
from games.lorenzo.words import english

from .builders import Build, play


def details(s, seat: int = 0) -> dict[str, str]:
    """The choices' details in English (the details are messages)."""
    return {c.id: english(c.detail or "") for c in GAME.legal_choices(s, seat)}


def test_privilege_faith_point_over_15_is_lost() -> None:
    """A-8: the faith track ends at 15."""
    s = Build(2).give(0, fp=15).turn(0)
    s, _ = play(s, 0, "fm:white", "space:council")
    d = details(s)
    assert d["privilege:fp"].startswith("Loss: faith track full at 15, 1 faith point lost.")
    assert "Loss" not in d["privilege:coins"]
    s = Build(2).give(0, fp=14).turn(0)
    s, _ = play(s, 0, "fm:white", "space:council")
    assert "Loss" not in details(s)["privilege:fp"]


def test_card_faith_points_over_15_are_lost() -> None:
    """Papal Messenger gives 3 FP: at 13 FP one of them is lost; at 12 none."""
    s = Build(2).tower("character", 0, "C63").give(0, coins=5, fp=13).turn(0)
    s, _ = play(s, 0, "fm:white")
    lost = "Loss: faith track full at 15, 1 faith point lost."
    assert details(s)["space:tower.blue.1"].startswith(lost)
    s = Build(2).tower("character", 0, "C63").give(0, coins=5, fp=12).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "Loss" not in details(s)["space:tower.blue.1"]


def test_market_gain_cut_by_excommunication() -> None:
    """EX-2: the coin tile takes 1 coin from the 5 of market space 1."""
    s = Build(2).excommunicate(0, "EXC-2").turn(0)
    s, _ = play(s, 0, "fm:white")
    d = details(s)
    assert d["space:market.1"].startswith("Loss: excommunicated, 1 coin less.")
    assert "Loss" not in d["space:market.2"]  # servants: not this tile
    s = Build(2).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "Loss" not in details(s)["space:market.1"]


def test_wood_and_stone_privilege_under_the_wood_stone_tile() -> None:
    """EXC-4 (R-A3): the player gives back 1 wood or 1 stone; option
    wood_stone_both: 1 of each less."""
    s = Build(2).excommunicate(0, "EXC-4").turn(0)
    s, _ = play(s, 0, "fm:white", "space:council")
    assert details(s)["privilege:wood-stone"].startswith(
        "Loss: excommunicated, you give back 1 wood or stone."
    )
    s = Build(2, wood_stone_both=True).excommunicate(0, "EXC-4").turn(0)
    s, _ = play(s, 0, "fm:white", "space:council")
    assert details(s)["privilege:wood-stone"].startswith(
        "Loss: excommunicated, 1 wood, 1 stone less."
    )


def test_preacher_takes_the_floor_bonus() -> None:
    """E-7: with the Preacher, green floor 4 gives its card but not its 2 wood."""
    s = (
        Build(2)
        .own(0, "C55")
        .tower("territory", 3, "T1")
        .tower("territory", 0, "T2")
        .give(0, servants=1)
        .turn(0)
    )
    s, _ = play(s, 0, "fm:white")
    d = details(s)
    assert d["space:tower.green.4"].startswith("Loss: Preacher, no floor bonus (2 wood).")
    assert "Loss" not in d["space:tower.green.1"]  # floor 1 has no bonus to lose


def test_large_harvest_below_value_1_gives_nothing() -> None:
    """HP-3: a value-3 member on the large space (4 players) acts at 0."""
    s = Build(4).dice(3, 6, 6).turn(0)
    s, _ = play(s, 0, "fm:white")
    d = details(s)
    assert d["space:harvest.large"].startswith("Loss: value 0, this harvest gives nothing.")
    assert "Loss" not in d["space:harvest.small"]  # value 3, no territory to leave idle


def test_harvest_leaves_territories_above_its_value_idle() -> None:
    """HP-6: at value 3 the Forest (5) and the Monastery (6) give nothing; at 6 all work."""
    s = Build(2).own(0, "T3", "T5", "T6").dice(3, 6, 6).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert details(s)["space:harvest.small"].startswith(
        "Loss: value 3, 2 of your territories stay idle."
    )
    s = Build(2).own(0, "T3", "T5", "T6").dice(6, 6, 6).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "Loss" not in details(s)["space:harvest.small"]


def test_servants_beyond_what_the_action_uses() -> None:
    """With no_overspend off: a value-6 member needs no servant for green floor 3 (value 5)."""
    s = Build(2, no_overspend=False).tower("territory", 2, "T1").give(0, servants=2).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.3")
    d = details(s)
    assert d["servants:2"].startswith("Loss: 2 servants more than the action can use.")
    assert d["servants:1"].startswith("Loss: 1 servant more than the action can use.")
    assert "Loss" not in d["servants:0"]


def test_harvest_servants_past_the_highest_territory() -> None:
    """The Forest activates at 5: from value 3, 2 servants reach it, a 3rd adds nothing."""
    s = Build(2, no_overspend=False).own(0, "T5").dice(3, 6, 6).give(0, servants=3).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    d = details(s)
    assert d["servants:3"].startswith("Loss: 1 servant more than the action can use.")
    assert d["servants:1"].startswith("Loss: value 4, 1 of your territories stay idle.")
    assert "Loss" not in d["servants:2"]


def test_leader_faith_point_at_15_is_lost() -> None:
    """Girolamo Savonarola gives 1 FP: lost at 15."""
    s = Build(2, leaders=True).leaders(0, "L5").give(0, fp=15).turn(0)
    lost = "Loss: faith track full at 15, 1 faith point lost."
    assert details(s)["leader:use:L5"].startswith(lost)
    s = Build(2, leaders=True).leaders(0, "L5").give(0, fp=3).turn(0)
    assert "Loss" not in details(s)["leader:use:L5"]


def test_the_warning_survives_the_detail_limit() -> None:
    s = (
        Build(2)
        .tower("character", 0, "C63")
        .give(0, coins=5, fp=15)
        .excommunicate(0, "EXC-2")
        .turn(0)
    )
    s, _ = play(s, 0, "fm:white")
    detail = details(s)["space:tower.blue.1"]
    assert detail.startswith("Loss: faith track full at 15, 3 faith points lost.")
    assert len(detail) <= DETAIL_MAX


def test_the_search_path_never_words_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise AssertionError("legal_ids must not build warnings")

    monkeypatch.setattr(losses, "warning", refuse)
    s = Build(2).give(0, fp=15).turn(0)
    GAME.play(s, 0, "fm:white")
    GAME.play(s, 0, "space:council")
    assert "privilege:fp" in GAME.legal_ids(s, 0)
    with pytest.raises(AssertionError, match="must not"):  # the table path does word them
        GAME.legal_choices(s, 0)


def test_a_detail_cut_for_discord_is_kept_whole_for_the_page() -> None:
    """Issue 31.6: the cut detail keeps its first whole sentences and ends in "…" (in every
    language: the longest decides); ``long_detail`` holds the text to its end."""
    s = Build(4).dice(3, 6, 6).turn(0)
    s, _ = play(s, 0, "fm:white")
    c = next(c for c in GAME.legal_choices(s, 0) if c.id == "space:harvest.large")
    detail, whole = english(c.detail or ""), english(c.long_detail or "")
    assert detail == "Loss: value 0, this harvest gives nothing. …"
    assert whole.startswith(detail[:-1]) and len(whole) > DETAIL_MAX > len(detail)
    assert whole.endswith("up to this value. The large space gives -3.")
