"""Hidden information (second audit): during random games the public view and every public
event line must never name a card in a hand, a draw pile, the action deck, a face-down slot,
a face-down ally, an edict in the draw pile or a solo card still in the solo deck."""

from __future__ import annotations

import json
import random
import re

import pytest

from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from games.stupor_mundi.state import SMState
from tests.games.stupor_mundi.builders import en

STEPS = 500
_DUP_ALLY_NAMES = {"Gregoria", "Sebastian"}


def _card_words(cid: str) -> set[str]:
    c = D.card_def(cid)
    if c.level == "H" and c.copies == 2:
        return set()  # two identical copies: the name alone reveals nothing
    return {c.name}  # ids like "B1" are also workplace spaces; names are unique


def _ally_words(tile: str) -> set[str]:
    a = D.ally_of(tile)
    if any(a.name.startswith(n) for n in _DUP_ALLY_NAMES):
        return {tile} if "~" in tile else set()  # the twin tile may be face up elsewhere
    return {tile, a.id, a.name}


def hidden_words(state: SMState, with_hands: bool = True) -> dict[str, str]:
    """word -> where it is hidden."""
    out: dict[str, str] = {}
    for cid in state.deck:
        out.update({w: "action deck" for w in _card_words(cid)})
    for ap in state.ally_places:
        down = ap.stack if not ap.up else ap.stack[:-1]
        for t in down:
            out.update({w: f"face-down ally at {ap.id}" for w in _ally_words(t)})
    for e in state.edict_pile:
        out[e] = "edict pile"
    if state.solo is not None:
        for s in state.solo.deck:
            out[s] = "solo deck"
    for seat, p in enumerate(state.pl):
        zones = [("draw", p.draw)] + ([("hand", p.hand)] if with_hands else [])
        zones.append(
            (
                "face-down slot",
                [c for c, up in zip(p.slots, p.face_up, strict=True) if c and not up],
            )
        )
        for zone, cards in zones:
            for c in cards:
                out.update({w: f"p{seat} {zone}" for w in _card_words(c)})
    return out


_NAMES = sorted({c.name for c in D.CARDS.values()}, key=len, reverse=True)


def _leaks(text: str, words: dict[str, str]) -> list[str]:
    found = []
    for w, where in words.items():
        if w not in text:
            continue
        t = text
        for longer in _NAMES:  # "Granary" inside "Savoy Granary" is another card
            if w in longer and w != longer:
                t = t.replace(longer, "")
        if re.search(r"(?<![\w-])" + re.escape(w) + r"(?![\w-])", t):
            found.append(f"{w} ({where})")
    return found


@pytest.mark.parametrize(
    "players,seed,options",
    [
        (1, 3, None),
        (2, 4, None),
        (4, 6, None),
        (3, 7, {"houses": "choose", "market": "medium"}),
        (1, 8, {"solo_remove_face_down_ally": True, "solo_easy": False}),
    ],
)
def test_public_view_and_public_events_never_name_hidden_cards(players, seed, options) -> None:
    rng = random.Random(seed)
    state = GAME.setup(players, seed, GAME.options(options) if options else None)
    known_in_hand: set[str] = set()  # bought cards: publicly taken into a hand
    for _ in range(STEPS):
        d = GAME.decision(state)
        if d is None:
            break
        seat = d.seats[0]
        choices = GAME.legal_choices(state, seat)
        state, events = GAME.apply(state, seat, rng.choice(choices).id)
        text = "\n".join(en(e.text) for e in events if e.public)
        for m in re.finditer(r"takes (.+?) into the hand", text):
            known_in_hand.add(m.group(1))
        after = hidden_words(state)
        # a card revealed on purpose in this batch (discarded, removed, played face up) may be
        # shuffled back into a hidden pile in the same batch
        if "shuffles the discard pile" in text or "solo cards are shuffled" in text:
            after = {w: z for w, z in after.items() if not z.startswith("p") and "solo" not in z}
        after = {w: z for w, z in after.items() if w not in known_in_hand}
        assert not _leaks(text, after), (_leaks(text, after), text)
        view = json.dumps(GAME.view(state, None))
        assert not _leaks(view, {w: z for w, z in after.items() if w not in known_in_hand}), _leaks(
            view, after
        )
        # the shape of the public view never carries a hand
        assert all("hand" not in p for p in GAME.view(state, None)["players"])


def _hand_words(state: SMState, public: str) -> dict[str, str]:
    """Every card in any hand by name (and by code where the code is unambiguous), also the
    house cards printed twice, unless the same card lies face up somewhere (a discard pile):
    a choice naming it tells the table that it is in the hand."""
    out: dict[str, str] = {}
    for seat, p in enumerate(state.pl):
        for c in p.hand:
            card = D.card_def(c)
            if re.search(r'"' + re.escape(card.id) + r'(~\d)?"', public):
                continue
            out[card.name] = f"p{seat} hand"
            if "-" in card.id:
                out[card.id] = f"p{seat} hand"
    return out


@pytest.mark.parametrize("players,seed", [(1, 11), (2, 12), (3, 13), (4, 14)])
def test_public_choices_never_name_hidden_cards(players, seed) -> None:
    """Issue 10.1: a choice that is not `private` may be shown to the whole channel, so its
    label and detail name nothing the public view hides (hands, piles, face-down cards)."""
    rng = random.Random(seed)
    state = GAME.setup(players, seed)
    known_in_hand: set[str] = set()
    private_seen = 0
    for _ in range(STEPS):
        d = GAME.decision(state)
        if d is None:
            break
        seat = d.seats[0]
        choices = GAME.legal_choices(state, seat)
        public = json.dumps(GAME.view(state, None))
        hidden = {**hidden_words(state), **_hand_words(state, public)}
        hidden = {
            w: z for w, z in hidden.items() if w not in known_in_hand and not _leaks(public, {w: z})
        }
        for c in choices:
            if c.private:
                private_seen += 1
                continue
            text = f"{en(c.label)}\n{en(c.detail)}"
            assert not _leaks(text, hidden), (c.id, _leaks(text, hidden))
        state, events = GAME.apply(state, seat, rng.choice(choices).id)
        text = "\n".join(en(e.text) for e in events if e.public)
        for m in re.finditer(r"takes (.+?) into the hand", text):
            known_in_hand.add(m.group(1))
    assert private_seen  # the scan met hands
