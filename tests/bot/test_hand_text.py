"""The words of a private view (the /hand message, "Make your choice (private)", the local
page's hand): cards and tiles by the names the pictures and choices use, never codes or
colour keys, and "your turn" said once."""

from __future__ import annotations

import re

import pytest

from bot.steps import hand_parts, your_turn
from games.de_vulgari.words import ms_name
from l10n import say
from render.samples import NAMES, hand_states
from render.stupor_mundi.hand import _card_name, _full_name

CASES = [
    ("stupor-mundi", 1, 3),
    ("stupor-mundi", 3, 4),
    ("lorenzo-il-magnifico", 3, 5),
    ("de-vulgari-eloquentia", 4, 6),
    ("coimbra", 3, 7),
]


def hand_texts(slug: str, players: int, seed: int, every: int = 7):
    """(seat to move, its own view, its /hand lines) at every ``every``-th decision."""
    for step, (game, state) in enumerate(hand_states(slug, players, seed)):
        decision = game.decision(state)
        if decision is not None and step % every == 0:
            seat = decision.seats[0]
            mine, _, lines, _ = hand_parts(game, state, seat, NAMES[:players])
            yield seat, mine, lines


def words_for(slug: str, mine: dict, seat: int) -> list[str]:
    """What the seat's own view holds privately, each as the words the text must carry."""
    if slug == "stupor-mundi":
        p = mine["players"][seat]
        face_down = [
            s["card"]
            for s in p["slots"]
            if s.get("card") not in (None, "hidden") and not s["face_up"]
        ]
        return [_full_name(c) for c in p["hand"]] + [_card_name(c) for c in face_down]
    if slug == "lorenzo-il-magnifico":
        private = mine.get("private") or {}
        return [ld["name"] for ld in private.get("hand", []) + private.get("draft", [])]
    if slug == "de-vulgari-eloquentia":
        p = next(q for q in mine["players"] if q["seat"] == seat)
        return [say(ms_name(m["id"]), "en") for m in p["screen"]["manuscripts"]] + [
            "politician",
            "noble",
            "abbess",
            "secretar",
        ]
    return []


@pytest.mark.parametrize("slug,players,seed", CASES)
def test_hand_text_names_every_private_item_in_words(slug, players, seed):
    checked = 0
    for seat, mine, lines in hand_texts(slug, players, seed):
        text = "\n".join(lines)
        assert len(re.findall(r"your turn", text, re.IGNORECASE)) <= 1, lines[0]
        for words in words_for(slug, mine, seat):
            assert words in text, (words, lines)
            checked += 1
        if slug == "de-vulgari-eloquentia":
            assert not re.search(r"\b(red|black|yellow|green) \d", text), (
                lines
            )  # the cubes' view keys
        assert not re.search(r"\b[A-Z]{1,4}-[A-Z0-9]+\b|\bL\d\d\b", text), (
            lines
        )  # card and leader codes
    assert checked > 0 or slug == "coimbra"  # Coimbra has nothing hidden: its hand is all public


def test_your_turn_is_said_once():
    assert your_turn("place a family member") == "Your turn: place a family member"
    assert your_turn("Your turn: place a family member") == "Your turn: place a family member"
    assert (
        your_turn("Round 3: your turn: travel, play a card or pass")
        == "Round 3: your turn: travel, play a card or pass"
    )
