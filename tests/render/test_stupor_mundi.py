"""The Stupor Mundi board and hand images, drawn from positions the engine itself produces."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageChops, ImageColor

import render
import render.stupor_mundi as R
from games.contract import name_view
from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from games.stupor_mundi.edicts import edict_text
from l10n import say
from render.common import HIGHLIGHT, SEAT_COLOURS, WIDTH
from render.kit import _LAYERS, PHONE_WIDTH
from tests.games.stupor_mundi.builders import at_turn, give_hand, ids, new, run, setp, with_edict

NAMES = ["Anna", "Bruno", "Chiara", "Dieter"]
FRED = ImageColor.getrgb(R.FRED)


def names(n: int) -> list[str]:
    return NAMES[:n]


def public(st) -> dict:
    return name_view(GAME.view(st, None), names(st.players))


def count(img: Image.Image, box, colour) -> int:
    """Pixels of exactly ``colour`` inside ``box``."""
    rgb = ImageColor.getrgb(colour) if isinstance(colour, str) else tuple(colour)
    crop = img.crop(tuple(int(v) for v in box)).convert("RGB")
    r, g, b = ImageChops.difference(crop, Image.new("RGB", crop.size, rgb[:3])).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).histogram()[0]


def grow(box, d: int = 8):
    return (box[0] - d, box[1] - d, box[2] + d, box[3] + d)


def lit(img, box) -> int:
    """Highlight pixels on or just around ``box``."""
    return count(img, grow(box), HIGHLIGHT)


def edge_lit(img, box) -> bool:
    """The outline's left edge at the middle of ``box`` (rows too close for ``lit``)."""
    mid = (box[1] + box[3]) // 2
    return count(img, (box[0] - 5, mid - 4, box[0] + 3, mid + 4), HIGHLIGHT) > 10


def draw(st, prev_view=None):
    return R.render_board(public(st), names(st.players), "", prev_view)


def lay(st):
    return R._layout(st.players, st.solo is not None)


# a random player who prefers buying, building and playing cards, so a full 4-player game is
# a few hundred moves (pure random players pass so often that a game runs 50+ rounds)
PREFER = (
    ("buy:", "act:buy", "keep"),
    ("down:5", "down:6", "edict:", "space:", "piece:", "act:build"),
    ("play:",),
)


def pick(st, seat, rnd):
    choices = GAME.legal_choices(st, seat)
    for tier in PREFER:
        preferred = [c for c in choices if c.id.startswith(tier)]
        if preferred and rnd.random() < 0.95:
            return rnd.choice(preferred)
    return rnd.choice(choices)


# -- whole games ------------------------------------------------------------------------


@pytest.mark.parametrize("players,seed", [(1, 3), (4, 13)])
def test_every_board_of_a_full_game_renders(players, seed):
    st = GAME.setup(players, seed, GAME.options({}))
    rnd = random.Random(seed)
    prev = public(st)
    first = R.render_board(prev, names(players), "", None)
    assert first.width == WIDTH and first.height <= R.MAX_HEIGHT
    moves = 0
    last = ""
    while (decision := GAME.decision(st)) is not None:
        seat = decision.seats[0]
        st, events = GAME.apply(st, seat, pick(st, seat, rnd).id)
        moves += 1
        texts = [e.text for e in events if e.public]
        last = say(texts[-1], "en", names(players)) if texts else last
        view = public(st)
        # every board is drawn; the 256-colour step (the same for any drawing) on every 50th
        img = R.draw_board(view, names(players), last, prev)
        assert img.width == WIDTH and img.height <= R.MAX_HEIGHT
        if moves % 50 == 0:
            assert R.render_board(view, names(players), last, prev).size == img.size
        prev = view
    assert st.phase == "over" and moves > 50
    img = R.render_board(view, names(players), last, None)
    assert img.mode == "P" and img.size == (WIDTH, R._layout(players, players == 1)["height"])
    # the final board shows the score table where the voyage board was: one seat mark per row
    box = lay(st)["voyage"]
    for seat in range(players):
        cx, cy = R.result_mark_centre(box, seat)
        assert count(img, (cx - 15, cy - 15, cx + 15, cy + 15), SEAT_COLOURS[seat]) > 200


def test_board_is_registered_and_sized_for_each_player_count():
    render._discover()
    assert render._RENDERERS["stupor-mundi"] is R.render_board
    assert render._HAND_RENDERERS["stupor-mundi"] is R.render_hand
    for n in (1, 2, 3, 4):
        st = new(n, 2)
        img = render.render_image("stupor-mundi", "Stupor Mundi", public(st), names(n))
        assert img.width == WIDTH and 1500 < img.height <= R.MAX_HEIGHT


def test_static_layer_is_drawn_once_per_layout(monkeypatch):
    st = new(3, 5)
    R.render_board(public(st), names(3), "", None)
    calls = []
    import render.stupor_mundi.board as board

    real = board._build_static
    monkeypatch.setattr(board, "_build_static", lambda n, solo: calls.append(n) or real(n, solo))
    for _ in range(3):
        R.render_board(public(st), names(3), "", None)
    assert calls == [] and f"{R.SLUG}:3:multi@en" in _LAYERS


def test_cached_regions_match_a_fresh_drawing():
    """Unchanged regions are pasted from the last drawing: the result must equal a redraw."""
    st = GAME.setup(3, 8, GAME.options({}))
    rnd = random.Random(8)
    prev = public(st)
    for k in range(60):
        seat = GAME.decision(st).seats[0]
        st, _ = GAME.apply(st, seat, pick(st, seat, rnd).id)
        view = public(st)
        cached = R.render_board(view, names(3), "x", prev)
        if k % 6 == 5:
            R._REGIONS.clear()
            fresh = R.render_board(view, names(3), "x", prev)
            assert ImageChops.difference(cached, fresh).getbbox() is None, k
        prev = view


# -- pixel probes after known moves -------------------------------------------------------


def base(n: int = 2):
    st = new(n, 1)
    setp(st, 0, aug=20, grain=1, stone=1, vp=0)
    return st


def test_building_a_tower_colours_its_castle_space_and_highlights_it():
    st = base()
    before = public(st)
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    st, _ = run(st, 0, "play:H-AUG3", "down:4", "act:build", "piece:T-2", "space:T2")
    assert "T2" in st.pl[0].castle
    pbox = lay(st)["players"][0]
    g = R._castle_geometry(pbox)
    x, y = g["towers"]["T2"]
    tower = (x - 19, y - 19, x + 19, y + 19)
    old = R.render_board(before, names(2), "", None)
    img = draw(st, before)
    colour = SEAT_COLOURS[0]
    assert (
        count(img, tower, colour) - count(old, tower, colour) > 300
    )  # (W23 already reaches into it)
    assert lit(img, tower) > 40
    x4, y4 = g["towers"]["T4"]
    assert lit(img, (x4 - 19, y4 - 19, x4 + 19, y4 + 19)) == 0  # nothing built there
    # the slot the card went into is outlined, the voyage board is not
    assert lit(img, R._slot_box(pbox, 3)) > 40
    assert count(img, lay(st)["voyage"], HIGHLIGHT) == 0
    # the other player's castle is untouched
    g1 = R._castle_geometry(lay(st)["players"][1])
    x, y = g1["towers"]["T2"]
    other = (x - 19, y - 19, x + 19, y + 19)
    assert count(img, other, SEAT_COLOURS[1]) == count(old, other, SEAT_COLOURS[1]) < 300


def test_promoting_moves_the_mark_from_start_to_the_path_space():
    st = base()
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    st, _ = run(st, 0, "play:H-AUG3", "down:1")
    if "act:promote" in ids(st, 0):
        st, _ = run(st, 0, "act:promote")
    before = public(st)
    st, _ = run(st, 0, "move:0_C")
    wp = lay(st)["workplace"]
    c1 = R._space_box(wp, "C", 1)
    start = R._space_box(wp, "C", 0)
    old = R.render_board(before, names(2), "", None)
    img = draw(st, before)
    colour = SEAT_COLOURS[0]
    assert count(old, c1, colour) == 0
    assert count(img, c1, colour) > 150
    assert lit(img, c1) > 40 and lit(img, start) > 40
    assert lit(img, R._space_box(wp, "A", 1)) == 0
    assert not edge_lit(img, R._space_box(wp, "B", 1))


def test_an_edict_fills_frederick_tracks_and_outlines_the_rows():
    st = with_edict(base(), 0)
    before = public(st)
    symbols = D.EDICTS[st.active[0]].symbols
    st, _ = run(st, 0, "edict:I")
    while ids(st, 0) and ids(st, 0)[0] in ("add", "remove"):
        st, _ = run(st, 0, "add")
    after = public(st)
    box = lay(st)["palace"]
    old = R.render_board(before, names(2), "", None)
    img = R.render_board(after, names(2), "", before)
    moved = 0
    for k, (_label, key, _pips, _per) in enumerate(R.PALACE_ROWS):
        row = R.palace_row_box(box, k)
        if after["palace"][key] != before["palace"][key]:
            moved += 1
            assert count(img, row, FRED) != count(old, row, FRED), key
            assert edge_lit(img, row), key
        else:
            assert count(img, row, FRED) == count(old, row, FRED), key
            assert not edge_lit(img, row), key
    assert moved >= 1, symbols
    # the used edict space is outlined
    assert lit(img, R.edict_box(lay(st)["edicts"], "active", 0)) > 40


def test_sailing_puts_the_ship_in_the_new_city():
    st = at_turn(base(), 0)
    before = public(st)
    st, _ = run(st, 0, "travel:3")
    city = st.pl[0].ship
    vbox = lay(st)["voyage"]
    old = R.render_board(before, names(2), "", None)
    img = draw(st, before)
    colour = SEAT_COLOURS[0]
    target = R._voyage_city_box(vbox, city)
    top = (target[0], target[1], target[2], target[1] + 44)
    assert count(old, top, colour) == 0
    assert count(img, top, colour) > 150
    assert lit(img, top) > 40
    home = R._voyage_city_box(vbox, 0)
    assert count(img, (home[0], home[1], home[2], home[1] + 44), colour) == 0
    assert lit(img, R._voyage_city_box(vbox, 4)) == 0


def test_solo_board_shows_frederick_panel():
    st = GAME.setup(1, 3, GAME.options({}))
    img = draw(st)
    box = lay(st)["solo"]
    assert count(img, box, FRED) > 100  # Frederick's mark in his panel
    assert img.height < 1900


# -- the private hand ---------------------------------------------------------------------


def own(st, seat: int) -> dict:
    return name_view(GAME.view(st, seat), names(st.players))


def test_hand_image_shows_each_card_of_that_seat():
    st = base(3)
    st.pl[0].hand = []
    give_hand(st, 0, "H-AUG3", "A1", "B2")
    c = R.hand_canvas_for(own(st, 0), names(3), 0)
    assert c.image.width == PHONE_WIDTH
    titles = [
        t for t in c.texts if t.text in {D.card_def(cid).name for cid in ("H-AUG3", "A1", "B2")}
    ]
    assert len(titles) == 3
    # the three cards in hand order, each on its level's colour, two per row
    assert [(t.box[0] < PHONE_WIDTH // 2, t.box[1] > titles[0].box[1]) for t in titles] == [
        (True, False),
        (False, False),
        (True, True),
    ]
    for t, level in zip(titles, ("H", "A", "B"), strict=True):
        x0, y0 = t.box[0] - 10, t.box[1] - 6
        assert count(c.image, (x0 + 4, y0 + 4, x0 + 380, y0 + 30), R.LEVEL_FILL[level]) > 500
    x0, y0, x1, _ = R.hand_card_box(3, titles[0].box[1] - 10, PHONE_WIDTH)
    assert count(c.image, (x0 + 4, y0 + 4, x1 - 4, y0 + 30), R.LEVEL_FILL["H"]) < 100


def test_hand_image_never_depends_on_another_seats_secrets():
    st = base(3)
    at_turn(st, 1)
    give_hand(st, 1, "H-AUG3")
    st, _ = run(st, 1, "play:H-AUG3", "down:2", "skip")  # a face-down card of seat 1
    mine = R.render_hand(own(st, 0), names(3), 0)
    other = st.model_copy(deep=True)
    other.pl[1].hand = other.pl[1].hand[:1]
    other.pl[2].hand = []
    other.pl[1].discard = []
    assert ImageChops.difference(mine, R.render_hand(own(other, 0), names(3), 0)).getbbox() is None
    changed_mine = st.model_copy(deep=True)
    changed_mine.pl[0].hand = changed_mine.pl[0].hand[:-1]
    assert (
        ImageChops.difference(mine, R.render_hand(own(changed_mine, 0), names(3), 0)).getbbox()
        is not None
    )
    # seat 1's own image does show its face-down card, by name
    theirs = own(st, 1)
    assert any(
        s["card"] not in (None, "hidden") and not s["face_up"]
        for s in theirs["players"][1]["slots"]
    )
    assert R.hidden_slot_names(theirs, 1) == ["Tax"]
    assert R.hidden_slot_names(own(st, 0), 0) == []


def test_recruiting_an_ally_fills_the_space_and_outlines_the_city():
    st = base()
    setp(st, 0, grain=3, stone=0)
    st.ally_places[0].stack = ["I-MAUM", "I-THEO"]
    st.ally_places[0].up = True
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    st, _ = run(st, 0, "play:H-AUG3", "down:4")
    before = public(st)
    st, _ = run(st, 0, "act:recruit", "ally:ROMA.a")
    for _ in range(3):  # the ally space, if the engine asks
        if any(st.pl[0].allies) or not ids(st, 0):
            break
        st, _ = run(st, 0, ids(st, 0)[0])
    assert any(st.pl[0].allies)
    k = next(i for i, a in enumerate(st.pl[0].allies) if a)
    pbox = lay(st)["players"][0]
    space = R.ally_space_box(pbox, k)
    old = R.render_board(before, names(2), "", None)
    img = draw(st, before)
    assert count(old, space, R.INDEP) == 0
    assert count(img, space, R.INDEP) > 300
    roma = R._voyage_city_box(lay(st)["voyage"], 0)
    assert count(img, roma, HIGHLIGHT) > 100  # the ally place that changed
    assert count(img, R._voyage_city_box(lay(st)["voyage"], 2), HIGHLIGHT) == 0


def test_passing_outlines_the_players_title_row_only():
    st = at_turn(base(), 1)
    before = public(st)
    st, _ = run(st, 1, "pass")
    img = draw(st, before)
    p1, p0 = lay(st)["players"][1], lay(st)["players"][0]
    assert count(img, (p1[0], p1[1], p1[2], p1[1] + 50), HIGHLIGHT) > 200
    assert count(img, (p0[0], p0[1], p0[2], p0[1] + 50), HIGHLIGHT) == 0


def test_header_status_names_what_the_decider_chooses(monkeypatch):
    st = with_edict(new(2, seed=5))
    v = public(st)
    assert v["prompt"] == "Issue an edict"
    seen = []
    orig = R._Canvas.header
    monkeypatch.setattr(
        R._Canvas,
        "header",
        lambda self, title, status, last="": seen.append(status) or orig(self, title, status, last),
    )
    draw(st)
    assert seen and seen[0].endswith(": issue an edict")


def test_solo_panel_lists_removed_allies_cards_and_edicts():
    st = GAME.setup(1, 3, GAME.options({}))
    st.solo.removed_allies = ["I-THEO"]
    st.solo.removed_edicts = ["E05"]
    st.out = ["A7"]
    v = public(st)
    assert v["solo"]["removed_allies"] == ["I-THEO"] and v["solo"]["removed_edicts"] == ["E05"]
    assert v["out"] == ["A7"]
    box = lay(st)["solo"]
    c = R.board_canvas(v, names(1), "", None)
    joined = " | ".join(t.text for t in c.texts if t.panel == box)
    assert D.ally_of("I-THEO").name in joined and D.card_def("A7").name in joined
    assert edict_text("E05") in joined and "E05" not in joined  # the edict as drawn, never its code


def test_solo_panel_text_stays_inside_its_box_when_every_list_is_long():
    st = GAME.setup(1, 3, GAME.options({}))
    st.solo.removed_allies = [a.id for a in D.ALLY_TILES if a.id.startswith("I-")][:10]
    st.solo.removed_edicts = sorted(D.EDICTS)[:14]
    st.out = sorted(c for c in D.CARDS if D.CARDS[c].level in ("A", "B"))[:16]
    st.solo.discard = ["S09"]
    v = public(st)
    box = lay(st)["solo"]
    c = R.board_canvas(v, names(1), "", None)
    inside = [t for t in c.texts if t.panel == box]
    assert len(inside) > 5 and max(t.box[3] for t in inside) <= box[3]


def test_full_board_names_every_castle_space_the_choices_use():
    st = new(2, seed=3)
    c = R.board_canvas(public(st), names(2), "", None)
    words = {t.text for t in c.texts}
    castle = {f"T{k}" for k in range(1, 6)} | set(D.WALL_ENDS) | {"K1", "K2", "K3"}
    assert castle <= words
