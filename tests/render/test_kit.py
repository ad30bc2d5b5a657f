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
