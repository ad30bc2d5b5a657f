"""The recording phone canvas finds what a player could not read."""

from __future__ import annotations

from render.lorenzo.phonekit import PhoneCanvas, header, problems


def test_a_clean_page_has_no_problems_and_records_every_text():
    c = PhoneCanvas()
    y = header(
        c,
        "Game",
        "Round 1: a long status line that has to wrap over more than one line of the "
        "phone picture without being cut",
        [(0, "Anna"), (1, "Bruno")],
        ["one", "two"],
    )
    y = c.panel((16, y, 784, y + 120), "A panel title")
    c.paragraph(30, y, "Text inside the panel, wrapped to its width.", 700)
    img = c.finish(y + 120)
    assert problems(img, c.record) == []
    words = " ".join(t.text for t in c.record.texts)
    assert "without being cut" in words and "Anna" in words and "Bruno" in words
    assert img.width == 800 and img.height < 5000


def test_cut_overlapping_outside_crossing_and_covered_texts_are_reported():
    c = PhoneCanvas()
    c.text((20, 20), "Support to th…")
    c.text((20, 100), "first")
    c.text((30, 104), "second")
    c.text((780, 200), "over the edge")
    c.panel((20, 300, 200, 400))
    c.text((150, 320), "leaves its panel")
    c.text((20, 500), "under a token")
    c.seat_mark(0, 40, 512, 14)
    found = "\n".join(problems(c.finish(600), c.record))
    assert "cut: 'Support to th…'" in found
    assert "overlap: 'first'" in found
    assert "outside the image: 'over the edge'" in found
    assert "crosses a panel edge: 'leaves its panel'" in found
    assert "a token covers 'under a token'" in found


def test_a_highlight_through_a_row_is_reported_and_outline_drawn_clears_the_row():
    from render.lorenzo.phonekit import drawn_since, outline, outline_drawn

    c = PhoneCanvas()
    c.text((26, 100), "This round")
    outline(c, (16, 110, 784, 200))  # the old cubes highlight: its top edge through the words
    assert any(
        "a highlight runs through 'This round'" in p for p in problems(c.finish(300), c.record)
    )

    c = PhoneCanvas()
    for k, row in enumerate(
        ("Rest (0-10): A 0 · B 1", "Verona Riddle (0-6): A 0 · B 0", "Orient: A 3 · B 4")
    ):
        since = drawn_since(c)
        c.text((26, 100 + 30 * k), row)
        c.chip((400, 100 + 30 * k - 2, 430, 100 + 30 * k + 26), "R", (200, 40, 40))
        if k == 1:
            outline_drawn(c, since)
    assert problems(c.finish(300), c.record) == []
    (ring,) = c.record.highlights
    row = next(t.box for t in c.record.texts if t.text.startswith("Verona"))
    assert ring.box[1] < row[1] and ring.box[3] > row[3]


def test_small_text_is_reported():
    c = PhoneCanvas(width=1000)
    c.text((20, 20), "22 px on a 1000 px page")
    assert any("under 1/40" in p for p in problems(c.finish(60), c.record))
