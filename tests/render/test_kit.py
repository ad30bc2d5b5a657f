"""The shared drawing kit and the generic renderer."""

from PIL import ImageColor

from render import board_png, render_image
from render.common import SEAT_COLOURS, WIDTH
from render.kit import Canvas, changed, static_layer


def test_static_layer_is_built_once_and_copied():
    calls = []

    def build():
        calls.append(1)
        return Canvas(100).image

    a = static_layer("test:layer", build)
    b = static_layer("test:layer", build)
    assert len(calls) == 1 and a is not b
    a.putpixel((0, 0), (1, 2, 3))
    assert static_layer("test:layer", build).getpixel((0, 0)) != (1, 2, 3)


def test_changed_compares_paths_between_views():
    now = {"players": [{"coins": 3}, {"coins": 5}]}
    before = {"players": [{"coins": 3}, {"coins": 4}]}
    assert changed(now, before, "players", 1, "coins")
    assert not changed(now, before, "players", 0, "coins")
    assert not changed(now, None, "players")


def test_track_puts_each_seat_mark_on_its_space():
    c = Canvas(200)
    c.track((0, 0, 1000, 80), length=10, positions={0: 3, 1: 7}, label_every=100)
    for seat, space in ((0, 3), (1, 7)):
        x = space * 100 + 50
        assert c.image.getpixel((x, 6)) == ImageColor.getrgb(SEAT_COLOURS[seat])
    assert c.image.getpixel((550, 6)) != ImageColor.getrgb(SEAT_COLOURS[0])


def test_generic_board_is_full_width_png():
    view = {"status": "Round 1", "scores": [1, 2], "deck": 5}
    data = board_png("no-such-renderer", "Test", view, ["A", "B"], "A did a thing")
    assert data.startswith(b"\x89PNG")
    assert render_image("no-such-renderer", "Test", view, ["A", "B"]).width == WIDTH


def test_fit_text_shrinks_to_the_minimum_then_cuts():
    from render.common import font
    from render.kit import MIN_TEXT, fit_text

    assert fit_text("Short", 30, False, 1000) == ("Short", 30)
    s, size = fit_text("A rather long label " * 3, 30, False, 400)
    assert size == MIN_TEXT and s.endswith("…") and font(size).getlength(s) <= 400
    s, size = fit_text("Medium length text", 40, True, 330)
    assert MIN_TEXT < size < 40 and not s.endswith("…")


# -- text records and the layout checks (issue 13) --------------------------------------------


def test_canvas_records_each_text_with_its_box_size_panel_and_cut():
    from render.kit import Canvas

    c = Canvas(300, width=600)
    panel = (10, 10, 400, 200)
    c.panel(panel, "Title")
    c.text((20, 60), "Short words", 24)
    c.text((20, 100), "A label far too long for the room it has " * 2, 24, max_width=200)
    title, short, long = c.texts
    assert title.panel == panel and short.panel == panel and short.size == 24 and not short.cut
    assert long.cut and long.text.endswith("…") and long.box[2] - long.box[0] <= 200
    assert short.box[0] >= 20 and short.box[1] >= 60 and short.box[3] <= 60 + 24 + 6


def test_layout_problems_names_cut_escaping_overlapping_and_covered_text():
    from render.kit import Canvas, layout_problems

    c = Canvas(300, width=600)
    c.panel((10, 10, 200, 150), "Box")
    assert layout_problems(c) == []
    c.text((150, 80), "leaves the panel", 22)
    c.text((20, 200), "one", 22)
    c.text((25, 205), "two", 22)
    c.text((20, 250), "cut here " * 10, 22, max_width=100)
    c.text((300, 20), "under a piece", 22)
    c.seat_mark(0, 330, 30, 16)
    found = " | ".join(layout_problems(c))
    for kind in (
        "outside its panel",
        "overlap: 'one'",
        "cut:",
        "covered by a piece: 'under a piece'",
    ):
        assert kind in found
    assert layout_problems(c, allow_cut=lambda t: True) != [] and "cut:" not in " ".join(
        layout_problems(c, allow_cut=lambda t: True)
    )


def test_a_name_marked_cut_ok_is_no_problem_and_text_on_a_piece_is_fine():
    from render.kit import Canvas, layout_problems

    c = Canvas(200, width=600)
    c.text((10, 10), "A very long player name indeed", 22, max_width=120, cut_ok=True)
    c.seat_mark(1, 400, 50, 20)
    c.text((400, 50), "on top", 22, anchor="mm")  # drawn after the piece: readable
    assert layout_problems(c) == []


def test_phone_canvas_text_is_at_least_a_fortieth_of_its_width():
    from render.kit import PHONE_WIDTH, phone_canvas, phone_header, phone_recent, smallest_text

    c = phone_canvas()
    y = phone_header(c, "Game", "Round 2: Anna to decide", ["Anna", "Bruno"], [0], "Pick a space")
    y = phone_recent(
        c, y, ["Bruno did something rather long that must wrap onto a second line " * 2]
    )
    c.finish(y)
    assert c.image.width == PHONE_WIDTH <= 1000 and c.image.height == y
    assert smallest_text(c) * 40 >= PHONE_WIDTH
    assert "Anna to decide" in "\n".join(t.text for t in c.texts)


def test_static_canvas_keeps_the_layer_records_and_draws_it_once():
    from render.kit import Canvas, static_canvas

    calls = []

    def build():
        calls.append(1)
        c = Canvas(100, width=200)
        c.text((5, 5), "fixed", 22)
        return c

    a = static_canvas("test:static-canvas", build)
    b = static_canvas("test:static-canvas", build)
    assert len(calls) == 1 and a.image is not b.image
    assert [t.text for t in b.texts] == ["fixed"]


def test_deuteranopia_simulation_merges_red_and_green_but_keeps_blue_apart():
    from PIL import Image

    from render.kit import colour_distance, deuteranopia_rgb, simulate_deuteranopia

    red, green, blue = (200, 60, 60), (90, 150, 60), (40, 80, 220)
    assert colour_distance(red, green) > 100
    assert colour_distance(deuteranopia_rgb(red), deuteranopia_rgb(green)) < 40
    assert colour_distance(deuteranopia_rgb(red), deuteranopia_rgb(blue)) > 100
    img = Image.new("RGB", (2, 1))
    img.putpixel((0, 0), red)
    img.putpixel((1, 0), green)
    sim = simulate_deuteranopia(img)
    for x, colour in enumerate((red, green)):
        assert colour_distance(sim.getpixel((x, 0)), deuteranopia_rgb(colour)) <= 6


def test_a_highlight_drawn_through_a_text_is_a_problem_but_one_around_or_under_it_is_not():
    from render.kit import Canvas, layout_problems

    c = Canvas(300, width=600)
    c.text((20, 20), "struck through", 22)
    c.outline((10, 30, 300, 120))  # its top stroke runs across the middle of the words
    c.text((20, 160), "framed", 22)
    c.outline((12, 150, 200, 192))  # a frame around the words, clear of their ink
    c.outline((300, 200, 580, 290))
    c.text((290, 230), "drawn over the frame", 22)  # on top of the stroke: readable
    found = layout_problems(c)
    assert [p for p in found if "highlight" in p] == [f for f in found if "'struck through'" in f]
    assert len(found) == 1


def test_a_pasted_tile_brings_its_highlights_along():
    from render.kit import Canvas, layout_problems

    tile = Canvas(60, width=200)
    tile.text((10, 10), "tile words", 22)
    tile.outline((0, 20, 190, 50))
    page = Canvas(300, width=600)
    page.paste_canvas(tile, (100, 100))
    assert [r.box[1] for r in page.highlights] == [117]
    assert any("highlight runs through 'tile words'" in p for p in layout_problems(page))


def test_the_recent_block_s_height_is_known_before_it_is_drawn():
    from render.kit import phone_canvas, phone_recent, phone_recent_height

    c = phone_canvas(Canvas)
    lines = ["Anna takes a card. " * 6, "Ben passes.", "", "Carla builds a tower."]
    for keep in (1, 2, 4):
        assert phone_recent(c, 100, lines, keep=keep) - 100 == phone_recent_height(c, lines, keep)
    assert phone_recent_height(c, [], 4) == 0 == phone_recent(c, 100, [], 4) - 100
