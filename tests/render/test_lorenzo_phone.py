"""The Lorenzo per-move phone picture: readable at phone width, every choice's board thing
drawn, nothing cut or overlapping, not by colour alone, and game over as a table."""

from __future__ import annotations

import random
import re

import pytest
from PIL import Image, ImageColor

import render
from games.lorenzo import GAME
from l10n import say
from render import PhoneContext
from render.common import HIGHLIGHT
from render.lorenzo import focus, names, panels
from render.lorenzo.final import final_rows
from render.lorenzo.phonekit import PhoneCanvas, problems
from tests.games.lorenzo.builders import Build, play
from tests.render import phone_scan as scan
from tests.render.colourblind import difference, pixels, simulate_deuteranopia
from tests.render.phone_scan import player_names, shown

SLUG = "lorenzo-il-magnifico"


def label_names(label: str) -> list[str]:
    """The board things a Lorenzo label names, in the words the picture uses."""
    out = []
    m = re.match(r"(.+?) \((green|yellow|blue|purple) (\d)[ )]", label)
    if m:
        return [m.group(1), f"{m.group(2)} {m.group(3)}"]
    m = re.match(r"Market (\d)", label)
    if m:
        out.append(f"Market {m.group(1)}")
    if label.startswith("Council palace"):
        out.append("Council palace")
    m = re.match(r"(Harvest|Production) at value .*\((small|large) space\)", label)
    if m:
        out.append(f"{m.group(1)} ({m.group(2)})")  # the engine's name for the space
    m = re.match(r"(?:Take )?(.+?): (?:pay|no exchange)", label)
    if m and not label.startswith(("Market", "Council", "Harvest", "Production")):
        out.append(m.group(1))
    m = re.match(r"Be excommunicated: (.+?)(?:, score \d+ VP)?$", label)
    if m:
        out.append(m.group(1))
    return out


def public(s, n: int) -> dict:
    return scan.public(GAME, s, n)


def context(s, recent: list[str]) -> PhoneContext:
    return scan.context(GAME, s, recent)


@pytest.mark.parametrize(
    "players,seed,options",
    [
        (3, 5, {}),
        (4, 6, {"leaders": True, "bonus_tiles": "advanced"}),
    ],
)
def test_every_phone_picture_of_a_random_game_is_readable_and_shows_what_the_choices_name(
    players, seed, options
):
    out = scan.scan_random_game(
        GAME,
        focus,
        players,
        seed,
        options,
        label_names,
        names.ref_name,
        lambda view, ctx: [focus.focus_kind(view, ctx)],
    )
    assert out.pictures > 100 and out.named > 200
    assert {"spaces", "board", "own", "final"} <= out.kinds


def test_the_phone_renderer_is_registered_and_encodes():
    render._discover()
    assert render._PHONE_RENDERERS[SLUG] is focus.render_phone
    s = GAME.setup(2, 1, GAME.options({}))
    png = render.phone_png(
        SLUG, "Lorenzo il Magnifico", public(s, 2), player_names(2), "", None, context(s, [])
    )
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_space_choice_shows_the_offered_floor_in_full_and_the_taken_floor_outlined():
    s = Build(2).dice(5, 5, 5).tower("territory", 0, "T5").tower("territory", 2, "T6").turn(0)
    before = public(s, 2)
    s, _ = play(s, 0, "fm:white")
    ctx = context(s, [])
    picture = focus.draw_phone(public(s, 2), player_names(2), "", before, ctx)
    text = shown(picture)
    assert "Where you can place" in text
    card = before["towers"]["green"]["floors"][0]["card"]
    assert card["name"] in text and "green 1" in text
    for line in focus.card_lines(card):
        assert line in text  # cost and effects, never cut
    # the mover's cards keep their lasting effects on the picture (not only their names)
    s, _ = play(s, 0, "space:tower.green.1")
    while (d := GAME.decision(s)) is not None and 0 in d.seats:
        s, _ = GAME.apply(s, 0, GAME.legal_choices(s, 0)[0].id)
    after = public(s, 2)
    own = panels._player_effects(after["players"][0]["cards"]["territory"])
    assert own and own[0][1].startswith("Harvest")
    picture = focus.draw_phone(after, player_names(2), "", before, context(s, []))
    row = next(t for t in picture.canvas.record.texts if t.text == "green 1")
    img = picture.finish_image.convert("RGB")
    strip = img.crop((2, row.box[1], 20, row.box[3] + 4))
    glow = sum(
        1
        for px in pixels(strip)
        if all(abs(a - b) <= 4 for a, b in zip(px, HIGHLIGHT, strict=True))
    )
    assert glow > 20  # the floor that changed is outlined
    plain = focus.draw_phone(after, player_names(2), "", None, context(s, []))
    row = next(t for t in plain.canvas.record.texts if t.text == "green 1")
    strip = plain.finish_image.convert("RGB").crop((2, row.box[1], 20, row.box[3] + 4))
    assert not any(
        all(abs(a - b) <= 4 for a, b in zip(px, HIGHLIGHT, strict=True)) for px in pixels(strip)
    )


def test_dice_and_card_types_differ_for_a_deuteranope_by_their_letters():
    c = PhoneCanvas()
    x = 16
    for fm in ("white", "black", "orange", "neutral"):
        x = panels.die_chip(c, x, 10, fm, 3)
    x = 16
    for t in ("territory", "building", "character", "venture"):
        x = panels.type_tag(c, x, 60, t)
    seen = simulate_deuteranopia(c.finish(100))
    chips = [t for t in c.record.texts if t.token]
    assert [t.text for t in chips] == ["W3", "B3", "O3", "N3", "T", "B", "C", "V"]
    boxes = c.record.tokens
    assert len(boxes) == 8
    for group in (boxes[:4], boxes[4:]):
        w = min(b[2] - b[0] for b in group)
        h = min(b[3] - b[1] for b in group)
        crops = [seen.crop((b[0], b[1], b[0] + w, b[1] + h)) for b in group]
        for i in range(len(crops)):
            for j in range(i + 1, len(crops)):
                assert difference(crops[i], crops[j]) > 8


def test_every_coloured_token_on_a_phone_picture_carries_its_letter():
    s = GAME.setup(4, 3, GAME.options({}))
    picture = focus.draw_phone(public(s, 4), player_names(4), "", None, context(s, []))
    labels = [t for t in picture.canvas.record.texts if t.token]
    record = picture.canvas.record
    marks = 0
    for box in record.tokens:
        inside = [
            t
            for t in labels
            if t.box[0] >= box[0]
            and t.box[2] <= box[2]
            and t.box[1] >= box[1]
            and t.box[3] <= box[3]
        ]
        if inside:
            continue
        marks += 1  # a seat mark: its letter is drawn by the shared seat-mark shape
        img = picture.finish_image.crop(box).convert("RGB")
        assert ImageColor.getrgb("white") in set(pixels(img))  # the white letter
    assert marks >= 4


def test_game_over_shows_every_category_the_winner_and_the_tie_break():
    s = GAME.setup(3, 11, GAME.options({}))
    pick = random.Random(11)
    while (d := GAME.decision(s)) is not None:
        seat = pick.choice([x for x in d.seats if GAME.legal_choices(s, x)])
        s, _ = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
    view = public(s, 3)
    result = GAME.result(s)
    picture = focus.draw_phone(view, player_names(3), "", None, context(s, []))
    assert problems(picture.finish_image, picture.canvas.record) == []
    texts = [t.text for t in picture.canvas.record.texts]
    for _key, label in final_rows(view["final"]):
        assert label in texts
    w = result.winners[0]
    assert f"Player {w + 1} wins with {result.totals[w]} VP!" in texts
    assert any(t.startswith("Tie-break: ") for t in texts)
    for seat, total in result.totals.items():
        assert str(total) in texts
        for key, value in result.breakdown[seat].items():
            assert str(value) in texts, key
    # the full board's phone fallback is not used: the phone picture is its own
    assert isinstance(render.phone_image(SLUG, "", view, player_names(3)), Image.Image)


def test_the_phone_picture_maps_to_the_fixed_palette_keeping_its_exact_colours():
    from render.lorenzo.palette import exact_colours, palette

    s = GAME.setup(4, 3, GAME.options({"leaders": True}))
    view, ctx = public(s, 4), context(s, [])
    img = focus.render_phone(view, player_names(4), "", None, ctx)
    assert img.mode == "P" and img.getpalette() == palette().getpalette()
    drawn = focus.draw_phone(view, player_names(4), "", None, ctx).finish_image
    exact = set(exact_colours())
    before = {rgb for _n, rgb in drawn.getcolors(1 << 20) if rgb in exact}
    after = {rgb for _n, rgb in img.convert("RGB").getcolors(1 << 20)}
    assert before and before <= after  # every fill and ink stays exactly itself


SUBJECT_HEADING = {
    "spaces": "Where you can place",
    "board": "The board",
    "vatican": "Vatican report",
}


@pytest.mark.parametrize(
    "players,seed,options",
    [
        (2, 21, {}),
        (2, 22, {"leaders": True, "bonus_tiles": "advanced"}),
        (3, 23, {"leaders": True}),
        (4, 24, {"bonus_tiles": "advanced"}),
        (
            4,
            25,
            {
                "leaders": True,
                "bonus_tiles": "advanced",
                "no_overspend": False,
                "wood_stone_both": True,
            },
        ),
    ],
)
def test_every_phone_picture_is_at_most_twice_as_tall_as_wide_and_its_top_square_says_what_is_asked(
    players, seed, options
):
    s = GAME.setup(players, seed, GAME.options(options))
    pick = random.Random(seed)
    ns = player_names(players)
    previous, recent, tallest = None, [], 0
    while (d := GAME.decision(s)) is not None:
        view, ctx = public(s, players), context(s, recent)
        picture = focus.draw_phone(view, ns, "", previous, ctx)
        img = picture.finish_image
        assert img.height <= 2 * img.width, (img.size, ctx.prompt)
        tallest = max(tallest, img.height)
        # the top square: who decides, the question's subject and the last moves
        top = [t.text for t in picture.canvas.record.texts if t.box[3] <= img.width]
        assert "To decide:" in top and ns[d.seats[0]] in top
        kind = focus.focus_kind(view, ctx)
        heading = SUBJECT_HEADING.get(kind)
        if kind == "own" and focus.named_floors(view, ctx):
            heading = "The card in question"
        assert heading is None or heading in top, (heading, ctx.prompt)
        if ctx.recent:
            assert "Last moves" in top
        seat = pick.choice([x for x in d.seats if GAME.legal_choices(s, x)])
        s, events = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
        recent += [say(e.text, "en", ns) for e in events if e.public]
        previous = view
    assert tallest > 1.5 * img.width  # the games reach the tall pictures this guards


def test_a_stamped_seat_mark_is_the_kits_seat_mark_pixel_for_pixel():
    from PIL import ImageChops

    from render.common import draw_seat_mark

    for seat in range(5):
        for r in (13, 14, 16):
            stamped = PhoneCanvas(width=60, height=60)
            stamped.seat_mark(seat, 30, 30, r)
            drawn = PhoneCanvas(width=60, height=60)
            draw_seat_mark(drawn.draw, seat, 30, 30, r)
            assert ImageChops.difference(stamped.image, drawn.image).getbbox() is None
            assert stamped.record.tokens == [(30 - r, 30 - r, 30 + r, 30 + r)]


def test_a_tight_picture_gives_up_layout_then_the_movers_card_effects_before_the_offered_cards():
    subject = {3: 900, 2: 800, 1: 500, 0: 300}.__getitem__
    own = {2: 600, 1: 400, 0: 200}.__getitem__
    assert focus.fitting_detail(1600, focus.SUBJECT_DETAIL, subject, own) == (3, 2)
    assert focus.fitting_detail(1400, focus.SUBJECT_DETAIL, subject, own) == (2, 2)
    assert focus.fitting_detail(1000, focus.SUBJECT_DETAIL, subject, own) == (2, 0)
    assert focus.fitting_detail(900, focus.SUBJECT_DETAIL, subject, own) == (1, 1)
    assert focus.fitting_detail(100, focus.SUBJECT_DETAIL, subject, own) == (0, 0)
    assert focus.fitting_detail(700, (0,), subject, own) == (0, 1)


def test_cached_text_is_what_pillow_draws_pixel_for_pixel():
    """A word as Pillow draws it; a text of several words as Pillow draws each word, at the
    whole pixel where it starts (`render.common.worded_mask`), its box within a pixel of the
    whole text's."""
    from PIL import ImageChops, ImageDraw

    from render.common import font

    for s, size, bold, fill, anchor in [
        ("Market 2 5 servants", 22, False, (110, 104, 96), "la"),
        ("W5", 22, True, (255, 255, 255), "mm"),
        ("Lorenzo il Magnifico", 28, True, (33, 33, 33), "la"),
        ("Lorenzo", 28, True, (33, 33, 33), "la"),
    ]:
        f = font(size, bold)
        cached = PhoneCanvas(width=400, height=60)
        box = cached.text((200, 30), s, size, bold=bold, fill=fill, anchor=anchor)
        cached.text((200, 30), s, size, bold=bold, fill=fill, anchor=anchor)  # from the cache
        drawn = PhoneCanvas(width=400, height=60)
        x = 0.0
        for word in s.split(" "):
            for _ in range(2):
                ImageDraw.Draw(drawn.image).text(
                    (200 + round(x), 30), word, font=f, fill=fill, anchor=anchor
                )
            x += f.getlength(word + " ")
        assert ImageChops.difference(cached.image, drawn.image).getbbox() is None, s
        whole = drawn.draw.textbbox((200, 30), s, font=f, anchor=anchor)
        assert max(abs(a - int(b)) for a, b in zip(box, whole, strict=True)) <= (" " in s), s


def test_the_header_band_ends_just_below_the_header_however_tall_it_is():
    from render.common import BACKGROUND, BAND
    from render.lorenzo.phonekit import header

    for status in ("Round 1/6, period 1", "A status that wraps over many lines. " * 30):
        c = PhoneCanvas(width=880, height=1600)
        below = (
            header(c, "Lorenzo il Magnifico", status, [(0, "Anna")], ["one", "two", "three"]) - 10
        )
        assert (
            c.image.getpixel((2, below - 1)) == BAND and c.image.getpixel((2, below)) == BACKGROUND
        )
        assert c.image.getpixel((2, 299)) == (BAND if below > 299 else BACKGROUND)
        band = {rgb for _n, rgb in c.image.crop((0, 0, 880, below)).getcolors(1 << 20)}
        assert BACKGROUND not in band
