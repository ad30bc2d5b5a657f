"""The De Vulgari Eloquentia board and hand images, from positions the engine produces."""

from __future__ import annotations

import random

from PIL import Image, ImageChops, ImageColor

from games.contract import name_view
from games.de_vulgari import GAME
from render import render_image
from render.common import HIGHLIGHT, SEAT_COLOURS, WIDTH
from render.de_vulgari.board import (
    MAX_HEIGHT,
    manuscript_row,
    render_board,
    round_row,
    sea_centre,
    track_cell,
    zone_card,
    zone_centre,
)
from render.de_vulgari.hand import render_hand
from render.kit import PHONE_WIDTH
from tests.games.de_vulgari.builders import play, started, turn_of

NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve"]


def public(st) -> dict:
    return name_view(GAME.view(st, None), NAMES[: st.players])


def own(st, seat: int) -> dict:
    return name_view(GAME.view(st, seat), NAMES[: st.players])


def board(st, previous=None, last: str = "") -> Image.Image:
    return render_board(public(st), NAMES[: st.players], last, previous)


def same(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None


def region_changed(a: Image.Image, b: Image.Image, box) -> bool:
    return not same(a.crop(box), b.crop(box))


def has_colour(img: Image.Image, box, rgb) -> bool:
    colours = img.crop(box).convert("RGB").getcolors(1_000_000) or []
    return any(c[:3] == tuple(rgb) for _, c in colours)


def has_highlight(img: Image.Image, box) -> bool:
    return has_colour(img, box, HIGHLIGHT)


def around(xy, r: int = 40):
    x, y = xy
    return (x - r, y - r, x + r, y + r)


# -- whole games ---------------------------------------------------------------------------
def _random_game(players: int, seed: int):
    st = GAME.setup(players, seed)
    rnd = random.Random(seed)
    prev = None
    boards = 0
    while (d := GAME.decision(st)) is not None:
        seat = rnd.choice([s for s in d.seats if GAME.legal_choices(st, s)])
        st, events = GAME.apply(st, seat, rnd.choice(GAME.legal_choices(st, seat)).id)
        view = public(st)
        last = next((e.text for e in reversed(events) if e.public), "")
        img = render_image(GAME.slug, GAME.title, view, NAMES[:players], last, prev)
        assert img.width == WIDTH and img.height <= MAX_HEIGHT
        prev = view
        boards += 1
        if boards % 60 == 1:
            for s in range(players):
                hand = render_hand(own(st, s), NAMES[:players], s)
                assert hand.width == PHONE_WIDTH and hand.height <= 3 * PHONE_WIDTH
    return st, boards, img


def test_every_board_of_a_random_two_player_game():
    st, boards, img = _random_game(2, 1)
    assert st.phase == "over" and boards > 50
    assert img.getbbox() is not None


def test_every_board_of_a_random_five_player_game():
    st, boards, img = _random_game(5, 2)
    assert st.phase == "over" and boards > 100
    assert img.height <= MAX_HEIGHT


def test_registered_for_the_slug():
    st = started(3, 1)
    img = render_image(GAME.slug, GAME.title, public(st), NAMES[:3], "", None)
    assert img.size == board(st).size
    assert same(img, board(st))  # the registered renderer is this one, not the generic board


# -- pixel probes --------------------------------------------------------------------------
def test_a_move_shows_the_pawn_at_its_new_zone_and_outlines_it():
    st = turn_of(started(3, 1), 0, location="verona")
    before_view = public(st)
    before = render_board(before_view, NAMES[:3], "", None)
    st = play(st, 0, "move:mantova")[0]
    after = render_board(public(st), NAMES[:3], "Ann moves to Mantova.", before_view)
    view = public(st)
    dest, origin = zone_centre(view, "mantova"), zone_centre(view, "verona")
    assert region_changed(before, after, around(dest))
    assert region_changed(before, after, around(origin))
    assert has_highlight(after, around(dest, 45))
    assert not has_highlight(before, around(dest, 45))
    ann = ImageColor.getrgb(SEAT_COLOURS[0])
    assert has_colour(after, zone_card(view, "mantova"), ann)
    assert not has_colour(before, zone_card(view, "mantova"), ann)
    assert has_colour(before, zone_card(view, "verona"), ann)
    assert not has_colour(after, zone_card(view, "verona"), ann)
    far = zone_centre(view, "siracusa")
    assert not region_changed(before, after, around(far, 30))


def test_a_track_advance_moves_the_mark_and_outlines_the_new_space():
    st = turn_of(started(3, 1), 0, location="verona")
    prev = public(st)
    before = render_board(prev, NAMES[:3], "", None)
    st = play(st, 0, "track:verona", "n:2")[0]
    view = public(st)
    assert view["tracks"]["verona"]["positions"][0] == 2
    after = render_board(view, NAMES[:3], "", prev)
    cell2 = track_cell(view, "verona", 2)
    assert region_changed(before, after, cell2)
    assert has_highlight(after, (cell2[0] - 8, cell2[1] - 8, cell2[2] + 8, cell2[3] + 8))
    assert region_changed(before, after, track_cell(view, "verona", 0))  # Ann left space 0
    assert not region_changed(before, after, track_cell(view, "orient", 3))


def test_collecting_a_city_puts_a_claim_mark_on_its_card():
    st = turn_of(started(3, 1), 1, location="verona")  # Bob, to see his blue square
    prev = public(st)
    before = render_board(prev, NAMES[:3], "", None)
    st = play(st, 1, "collect:verona")[0]
    view = public(st)
    assert 1 in next(z for z in view["map"]["zones"] if z["id"] == "verona")["claimed_by"]
    after = render_board(view, NAMES[:3], "", prev)
    card = zone_card(view, "verona")
    bob = ImageColor.getrgb(SEAT_COLOURS[1])
    assert has_colour(before, card, bob)  # his pawn
    before_px = sum(n for n, c in before.crop(card).convert("RGB").getcolors(1_000_000) if c == bob)
    after_px = sum(n for n, c in after.crop(card).convert("RGB").getcolors(1_000_000) if c == bob)
    assert after_px > before_px  # pawn and claim mark
    assert has_highlight(after, (card[0] - 10, card[1] - 10, card[2] + 10, card[3] + 10))


def test_a_pawn_sailing_off_stands_at_sea_outlined():
    st = started(3, 1)  # Ann starts in Ancona, an Adriatic port
    prev = public(st)
    assert prev["players"][0]["location"] == "ancona"
    before = render_board(prev, NAMES[:3], "", None)
    st = play(st, 0, "move:sea:adriatic.ancona")[0]
    view = public(st)
    assert view["map"]["at_sea"] == {"0": "adriatic"}
    after = render_board(view, NAMES[:3], "", prev)
    sx, sy = sea_centre(view, "adriatic")
    below = (sx - 40, sy + 22, sx + 40, sy + 72)
    assert region_changed(before, after, below)
    assert has_highlight(after, (sx - 60, sy + 18, sx + 60, sy + 76))
    assert region_changed(before, after, around(zone_centre(view, "ancona")))


def test_without_previous_nothing_is_outlined_on_the_map():
    st = turn_of(started(3, 1), 0, location="verona")
    st = play(st, 0, "move:mantova")[0]
    img = board(st)
    assert not has_highlight(img, around(zone_centre(public(st), "mantova"), 45))


def test_taking_cubes_changes_this_rounds_supply_row():
    st = turn_of(started(3, 1), 0, location="verona")
    prev = public(st)
    before = render_board(prev, NAMES[:3], "", None)
    st = play(st, 0, "cube:green.1")[0]
    view = public(st)
    assert view["cube_spaces"] != prev["cube_spaces"]
    after = render_board(view, NAMES[:3], "", prev)
    r = round_row(view, 16)  # the supply rows sit below the round track
    box = (r[0], r[3] + 12, r[2], r[3] + 110)
    assert region_changed(before, after, box)
    assert has_highlight(after, box)


def test_the_current_round_row_is_marked():
    st = started(3, 1)
    view = public(st)
    img = board(st)
    row = round_row(view, view["round"])
    other = round_row(view, view["round"] + 2)
    assert not same(img.crop(row), img.crop(other))
    assert has_colour(img, row, (255, 236, 190))


def test_taking_a_manuscript_outlines_its_row_and_puts_it_in_the_hand():
    st = started(3, 1)
    tile = st.rows["1"][0]
    colour = {"B": "blue", "Y": "yellow", "V": "violet", "G": "green", "O": "orange"}[tile[3]]
    zone = next(
        z["id"] for z in public(st)["map"]["zones"] if z["colour"] == colour and z["site"] == "city"
    )
    st = turn_of(st, 0, location=zone)
    prev = public(st)
    before = render_board(prev, NAMES[:3], "", None)
    hand_before = render_hand(own(st, 0), NAMES[:3], 0)
    st = play(st, 0, f"ms:{tile}")[0]
    view = public(st)
    assert tile not in [t["id"] for t in view["manuscripts"]["rows"][0]["tiles"]]
    after = render_board(view, NAMES[:3], "", prev)
    row = manuscript_row(view, 0)
    assert region_changed(before, after, row)
    assert has_highlight(after, row)
    assert not has_highlight(after, manuscript_row(view, 2))
    assert not same(hand_before, render_hand(own(st, 0), NAMES[:3], 0))
    assert [m["id"] for m in own(st, 0)["players"][0]["screen"]["manuscripts"]] == [tile]


# -- the hand --------------------------------------------------------------------------------
def rich(st, seat: int):
    st.player[seat].ducats = 60  # builder style: enough for a politician
    return st


def test_hand_shows_the_seats_screen_and_changes_with_it():
    st = rich(turn_of(started(3, 1), 0, location="verona"), 0)
    h0 = render_hand(own(st, 0), NAMES[:3], 0)
    st2 = play(st, 0, "cube:red.1")[0]
    assert own(st2, 0)["players"][0]["screen"]["red"] == 1
    h1 = render_hand(own(st2, 0), NAMES[:3], 0)
    assert h0.width == PHONE_WIDTH
    assert not same(h0, h1)
    # another seat's hand does not change with Ann's screen
    assert same(render_hand(own(st, 1), NAMES[:3], 1), render_hand(own(st2, 1), NAMES[:3], 1))


def test_hand_never_shows_another_seats_screen():
    """With open screens the engine puts every screen in every view: the hand must still
    draw only its own seat's, so it equals the hand drawn from the closed-screen view."""
    closed = rich(turn_of(started(3, 1), 0, location="verona"), 0)
    closed = play(closed, 0, "cube:red.1")[0]
    opened = closed.model_copy(deep=True)
    opened.options = opened.options.model_copy(update={"open_screens": True})
    st_other = play(
        rich(turn_of(opened.model_copy(deep=True), 1, location="verona"), 1), 1, "cube:red.1"
    )[0]
    view_open = own(st_other, 0)
    assert "screen" in view_open["players"][1]
    st_closed_other = st_other.model_copy(deep=True)
    st_closed_other.options = st_closed_other.options.model_copy(update={"open_screens": False})
    view_closed = own(st_closed_other, 0)
    assert "screen" not in view_closed["players"][1]
    a = render_hand(view_open, NAMES[:3], 0)
    b = render_hand(view_closed, NAMES[:3], 0)
    assert same(a, b)


def test_open_screens_show_on_the_board():
    st = turn_of(started(3, 1, open_screens=True), 0, location="verona")
    img = board(st)
    assert img.width == WIDTH and img.height <= MAX_HEIGHT
    st2 = play(st, 0, "cube:green.1")[0]
    assert not same(img, board(st2))


def _strip_cell(n: int, seat: int):
    """The score strip cell of ``seat`` (kit.score_strip geometry at y=150)."""
    per_row = n if n <= 3 else (n + 1) // 2
    cell_w = (WIDTH - 40) // per_row
    cx, cy = 20 + (seat % per_row) * cell_w, 160 + (seat // per_row) * 96
    return cx - 8, cy - 8, cx + cell_w - 4, cy + 96 - 4


def test_score_strip_outlines_every_seat_to_decide():
    """The election waits for every seat: all score strip cells are outlined (view to_decide)."""
    from games.de_vulgari.state import Turn

    st = started(3, 1)
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    for p in st.player:
        p.red = 3
    v = public(st)
    assert v["to_decide"] == [0, 1, 2]
    img = render_board(v, NAMES[:3])
    assert all(has_highlight(img, _strip_cell(3, s)) for s in range(3))
    st2 = turn_of(started(3, 1), 1)
    img2 = board(st2)
    assert public(st2)["to_decide"] == [1]
    assert has_highlight(img2, _strip_cell(3, 1)) and not has_highlight(img2, _strip_cell(3, 0))


def test_upcoming_events_are_public_and_drawn_on_the_round_track():
    """Event tiles lie face up on the round track (only papal tiles are face down)."""
    st = started(3, 1)
    v = public(st)
    ev = v["round_track"][4]["event"]
    assert set(ev) == {"number", "name", "zone", "kind", "value"}
    assert v["round_track"][0]["event"] is None  # round 1's tile is on the map now
    assert all("event" not in sp for sp in v["round_track"][10:])
    a = board(st)
    st.round_events[4] = st.round_events[5]
    assert region_changed(a, board(st), round_row(public(st), 5))


def test_free_tiles_carry_name_and_text():
    v = public(started(3, 1))
    assert v["friars_free"][0] == {"id": "mario", "name": "Brother Mario", "text": "+12 knowledge"}
    assert {t["id"] for t in v["cardinals_free"]} == {
        "balesteri",
        "lanzuisi",
        "muret",
        "shlasinger",
        "zazza",
    }


def test_four_pawns_on_one_knowledge_space_stack_under_it_clear_of_the_action_tracks():
    from render.de_vulgari import board as dv

    st = started(4, 3)
    view = public(st)
    view["tracks"]["knowledge"]["positions"] = [14, 14, 14, 14]
    img = render_board(view, NAMES[:4], "", None).convert("RGB")
    lay = dv._layout(4, dv._screens(view))
    x0, unit, ky = dv._knowledge_geometry(lay, 99)
    xx = int(x0 + 14.5 * unit)
    rows_top = dv._track_geometry(lay)[2]
    for seat in range(4):
        rgb = ImageColor.getrgb(SEAT_COLOURS[seat])
        assert has_colour(img, (xx - 16, ky, xx + 17, rows_top - 2), rgb)  # under its space
        assert not has_colour(img, (xx + 20, ky, xx + 80, rows_top - 2), rgb)  # not pushed ahead
        assert not has_colour(
            img, (40, rows_top, 330, rows_top + 40), rgb
        )  # not on the "Rest" label


def test_no_zone_card_on_the_map_covers_another_or_a_sea_name():
    from render.de_vulgari import board

    for players in (2, 3, 4, 5):
        view = GAME.view(GAME.setup(players, 1), None)
        top = board._layout(players)["top"]
        _centres, cards, seas = board._compute_positions(view, top)
        ids = sorted(cards)
        clashes = [
            (a, b)
            for i, a in enumerate(ids)
            for b in ids[i + 1 :]
            if board._overlap(cards[a], cards[b])
        ]
        assert clashes == [], f"{players} players: zone cards overlap: {clashes}"
        for sid, (sx, sy) in seas.items():
            half = board.font(24, True).getlength(board.SEA_NAME.get(sid, sid)) / 2
            name = (sx - half, sy - 14, sx + half, sy + 14)
            assert not [k for k in ids if board._overlap(cards[k], name)], (
                f"a card on the {sid} name"
            )


def test_a_franciscan_city_says_its_canticle_round_in_words_within_its_card():
    """Issue 31: "Cant. 6 on" was a code; the card says "Canticle 6", or "Canticle now"
    while its Canticle action is open, no wider than the room its card keeps for it."""
    from render.common import font
    from render.de_vulgari.board import _value_line, board_canvas, canticle_word

    view = public(started(3, 1))
    franciscan = [z for z in view["map"]["zones"] if z["site"] == "franciscan"]
    assert franciscan
    franciscan[0]["canticle"]["active"] = True
    words = [t.text for t in board_canvas(view, NAMES[:3]).texts]
    assert not [w for w in words if "Cant." in w]
    for z in franciscan:
        word = canticle_word(z["canticle"])
        assert word in words
        assert word == (
            "Canticle now" if z["canticle"]["active"] else f"Canticle {z['canticle']['rounds'][0]}"
        )
        assert font(22).getlength(word) <= font(22, True).getlength(_value_line(z))
