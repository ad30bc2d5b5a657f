"""Stupor Mundi pictures (issue 13): every choice points at something drawn with the same short
name, and the full board and the phone picture pass the kit's layout checks, over random games
of 1-4 players."""

from __future__ import annotations

import math
import random
import re
from functools import cache

import pytest

import render.stupor_mundi as R
from games.contract import name_view
from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from games.stupor_mundi.state import Step
from render import PhoneContext
from render.kit import drawn_words, layout_problems
from render.samples import NAMES, PREFER, positions, public_choices
from render.stupor_mundi.panels import _castle_geometry, _wall_box, castle_geometry
from render.stupor_mundi.style import PLAYER_H

SLUG = "stupor-mundi"
GAMES = [(1, 3), (2, 11), (3, 12), (4, 13)]
# every choice of these kinds names a board thing, so it must carry a ref
REF_KINDS = {
    "space",
    "piece",
    "move",
    "tile",
    "edict",
    "reward",
    "next",
    "up",
    "down",
    "aspace",
    "travel",
    "sail",
    "ally",
    "buy",
    "sell",
    "play",
    "discard",
    "remove",
}
CODES = re.compile(
    r"(?<![\w-])(E\d\d|CB-[A-F]|[A-Z]{1,3}-[A-Z0-9]+\d)(?![\w-])"
)  # edict, tile, card ids


def kind(cid: str) -> str:
    return cid.split(":")[0]


def drawn(name: str, words: str) -> bool:
    """The name as a whole word (or words) of the drawn text, as
    tests/render/test_phone.py checks."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", words, re.IGNORECASE) is not None


@cache
def game_positions(players: int, seed: int, every: int) -> tuple:
    return tuple(positions(SLUG, players, seed, every=every))


@cache
def ref_check(players: int, seed: int) -> tuple[frozenset, tuple, int]:
    """Every decision of a game: each choice of a REF_KINDS kind has a ref; the picture is drawn
    for a decision while one of its ref kinds has been checked fewer than 8 times (so rare kinds
    are all checked and common ones often). Returns (kinds checked, failures, refs checked)."""
    times: dict[str, int] = {}
    failures = []
    checked = 0
    for pos in positions(SLUG, players, seed):
        refs = [ch for ch in pos.context.choices if ch.ref]
        for ch in pos.context.choices:
            if (kind(ch.id) in REF_KINDS or ch.id in ("sell", "buy", "act:market")) and not ch.ref:
                failures.append(("no ref", ch.id, ch.label))
        if not any(times.get(kind(ch.id), 0) < 8 for ch in refs):
            continue
        words = drawn_words(
            R.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
        )
        if CODES.search(words):
            failures.append(("code drawn", CODES.search(words).group(0), pos.context.prompt))
        for ch in refs:
            times[kind(ch.id)] = times.get(kind(ch.id), 0) + 1
            checked += 1
            if not drawn(ch.ref, words):
                failures.append(("not drawn", ch.ref, ch.label))
    return frozenset(times), tuple(failures), checked


@pytest.mark.parametrize("players,seed", GAMES)
def test_every_choice_ref_is_drawn_on_the_picture_posted_with_it(players, seed):
    kinds, failures, checked = ref_check(players, seed)
    assert not failures, failures[:5]
    assert checked > 60 and {"space", "piece", "move", "down", "travel", "buy"} <= kinds, kinds


def test_refs_reach_every_kind_of_board_thing():
    """Over the four games together: edicts, allies, ally spaces, city tiles, palace rows too."""
    kinds = frozenset().union(*(ref_check(players, seed)[0] for players, seed in GAMES))
    assert {"edict", "next", "sell", "ally", "add", "sail"} <= kinds, kinds


# refs the full board names too (pieces, ally spaces, city tiles and cards in hand or in the
# discard pile are named on the phone picture and the hand picture only)
ON_FULL_BOARD = {
    "space",
    "move",
    "edict",
    "reward",
    "next",
    "up",
    "down",
    "travel",
    "sail",
    "act",
    "sell",
    "buy",
    "ally",
    "add",
    "remove",
}


@pytest.mark.parametrize("players,seed", [(1, 3), (4, 13)])
def test_the_full_board_names_what_the_choices_name(players, seed):
    checked = set()
    for pos in game_positions(players, seed, 11):
        refs = [
            ch
            for ch in pos.context.choices
            if ch.ref and kind(ch.id) in ON_FULL_BOARD and not ch.id.startswith("remove:")
        ]
        if refs:
            words = drawn_words(R.board_canvas(pos.view, pos.names, pos.last, pos.previous))
            for ch in refs:
                assert drawn(ch.ref, words), (ch.label, ch.ref)
                checked.add(kind(ch.id))
    assert {"travel", "down"} <= checked, checked


def _asked(step: Step, setup=lambda st: None):
    """A 3-player state asking ``step``'s question, and the public context posted with it."""
    st = GAME.setup(3, 5, GAME.options({}))
    setup(st)
    st.stack = [Step(kind="turn", seat=0, a={"moved": True}), step]
    names = NAMES[:3]
    ctx = PhoneContext((0,), "?", public_choices(GAME, st, (0,), names), ())
    return name_view(GAME.view(st, None), names), names, ctx


def _discard_two(st) -> None:
    st.pl[0].discard = ["H-AUG3", "H-GRAIN"] if "H-AUG3" in D.CARDS else st.pl[0].hand[:2]


@pytest.mark.parametrize(
    "step,setup,refs",
    [
        (
            Step(kind="city_tile", seat=0, a={"path": "A", "wp": []}),
            lambda st: st.city_tiles.__setitem__("A", sorted(D.CITY_BONUS)),
            {
                "6 aug + 3 resources",
                "Edict + 3 VP",
                "Free ally",
                "Free tower",
                "Free wall",
                "Free keep",
            },
        ),
        (
            Step(kind="ally_space", seat=0, a={"tile": "I-THEO", "wp": []}),
            lambda st: setattr(st.pl[0], "allies", [None] * 5) or st.pl[0].pieces.clear(),
            {"Ally space 1", "Ally space 3"},
        ),
        (Step(kind="buy_pay", seat=0, a={"place": "ROMA.a"}), _discard_two, None),
        (
            Step(kind="edict", seat=0, a={"wp": []}),
            lambda st: setattr(st, "active", [None, None, None]),
            {"Edict I", "Edict II", "Edict III"},
        ),
    ],
)
def test_rare_questions_point_at_what_their_picture_draws(step, setup, refs):
    view, names, ctx = _asked(step, setup)
    public = [ch for ch in ctx.choices if ch.ref]
    assert public and (refs is None or {ch.ref for ch in public} == refs), [
        ch.ref for ch in ctx.choices
    ]
    words = drawn_words(R.phone_canvas_for(view, names, "", None, ctx))
    for ch in public:
        assert drawn(ch.ref, words), (ch.label, ch.ref)


@pytest.mark.parametrize("players,seed", [(2, 7), (3, 8)])
def test_private_choice_refs_are_drawn_on_the_hand_picture(players, seed):
    """A card in hand ("Play Tax", "Discard Savoy Granary") is named as
    the hand picture names it."""
    st = GAME.setup(players, seed, GAME.options({}))
    pick = PREFER[SLUG]
    rnd = random.Random(seed)
    names = NAMES[:players]
    checked = 0
    while (d := GAME.decision(st)) is not None and checked < 400:
        seat = d.seats[0]
        legal = GAME.legal_choices(st, seat)
        private = [
            ch for ch in legal if ch.private and kind(ch.id) in ("play", "discard", "remove")
        ]
        if private:
            own = name_view(GAME.view(st, seat), names)
            words = drawn_words(R.hand_canvas_for(own, names, seat))
            for ch in private:
                assert ch.ref and drawn(ch.ref, words), (ch.label, ch.ref)
                checked += 1
        st, _ = GAME.apply(st, seat, pick(legal, rnd).id)
    assert checked > 20


def test_legal_ids_stay_the_ids_of_the_annotated_choices():
    st = GAME.setup(3, 4, GAME.options({}))
    for _ in range(60):
        d = GAME.decision(st)
        seat = d.seats[0]
        legal = GAME.legal_choices(st, seat)
        assert GAME.legal_ids(st, seat) == [c.id for c in legal]
        st, _ = GAME.apply(
            st, seat, legal[-1].id if len(legal) > 1 and st.round > 1 else legal[0].id
        )


@pytest.mark.parametrize("players,seed", GAMES + [(3, 21)])
def test_full_board_and_phone_picture_have_no_layout_problem(players, seed):
    """No cut words, no text leaving its panel or overlapping another, no piece over a text: at
    the start, throughout and at the end of each game."""
    moments = game_positions(players, seed, 11)
    assert len(moments) > 10 and moments[-1].view["phase"] == "over"
    for pos in moments:
        for what, c in (
            ("full board", R.board_canvas(pos.view, pos.names, pos.last, pos.previous)),
            ("phone", R.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)),
        ):
            problems = layout_problems(c)
            assert not problems, (what, pos.view["status"], problems[:4])


def _circle_gap(box, centre, r) -> float:
    """Distance from a circle's edge to a box (negative when they overlap)."""
    x = min(max(centre[0], box[0]), box[2])
    y = min(max(centre[1], box[1]), box[3])
    return math.hypot(centre[0] - x, centre[1] - y) - r


@pytest.mark.parametrize(
    "geometry",
    [
        _castle_geometry((20, 0, 794, PLAYER_H)),
        castle_geometry(
            290, 300, 180, keep_w=150, keep_h=36, tower_r=26
        ),  # the phone's castle focus
    ],
)
def test_castle_space_labels_keep_clear_of_each_other(geometry):
    c = R._Canvas(10, width=10)
    t, r = geometry["towers"], geometry["tower_r"]
    for w, (a, b) in D.WALL_ENDS.items():
        box = _wall_box(c, (t[a][0] + t[b][0]) / 2, (t[a][1] + t[b][1]) / 2, w)
        for tid, centre in t.items():
            assert _circle_gap(box, centre, r + 2) >= 4, (w, tid)  # +2: the circle's outline
        for kid, kb in geometry["keeps"].items():
            assert box[2] < kb[0] or kb[2] < box[0] or box[3] < kb[1] or kb[3] < box[1], (w, kid)


def test_the_player_panel_castle_stays_inside_the_panel_and_clear_of_the_slots():
    pbox = (20, 0, 794, PLAYER_H)
    g = _castle_geometry(pbox)
    r = g["tower_r"]
    slots = [R._slot_box(pbox, k) for k in range(6)]
    for tid, (x, y) in g["towers"].items():
        assert (
            pbox[0] < x - r and x + r < pbox[2] - 2 and pbox[1] < y - r and y + r < pbox[3] - 2
        ), tid
        for k, sb in enumerate(slots):
            assert _circle_gap(sb, (x, y), r) > 0, (tid, k + 1)


def test_a_picture_too_tall_with_four_moves_is_drawn_at_most_twice(monkeypatch):
    """German is longer: where 4 moves make the picture taller than 2:1, the recent block's
    height (`phone_recent_height`) tells whether 2 fit before drawing again, so a picture
    that needs 1 is drawn twice, not three times (the three draws were the German p95)."""
    from render.stupor_mundi import focus
    from render.words import drawing_in

    drawn: list[int] = []
    draw = focus._draw_phone

    def counted(*args, keep, **kwargs):
        drawn.append(keep)
        return draw(*args, keep=keep, **kwargs)

    monkeypatch.setattr(focus, "_draw_phone", counted)
    tall = 0
    for pos in positions("stupor-mundi", 4, 3, every=3, locale="de"):
        drawn.clear()
        with drawing_in("de"):
            c = focus.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
        assert len(drawn) <= 2 and c.image.height, drawn
        tall += drawn[-1:] == [1]
    assert tall  # the sample has pictures that need to drop to one move
