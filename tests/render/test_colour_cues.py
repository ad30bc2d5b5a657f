"""Not by colour alone (issue 13.4): what colour tells apart also carries a letter, and the
colours still differ for a deuteranope (kit.simulate_deuteranopia, Machado 2009)."""

from __future__ import annotations

import itertools

from render.coimbra.focus import phone_die
from render.coimbra.style import COLOUR, DIE_LETTER, FastCanvas, draw_die
from render.kit import colour_distance, deuteranopia_rgb, simulate_deuteranopia
from render.stupor_mundi.style import INDEP, LOYAL

DICE = ("grey", "orange", "purple", "green", "white")


def test_every_coimbra_die_colour_has_its_own_letter_on_the_die():
    assert len({DIE_LETTER[c] for c in DICE}) == len(DICE)
    for draw in (phone_die, draw_die):
        c = FastCanvas(100, width=100 * len(DICE))
        for k, colour in enumerate(DICE):
            draw(c, 10 + 100 * k, 10, colour, 4)
        letters = [t.text for t in c.texts if t.text in DIE_LETTER.values()]
        assert letters == [DIE_LETTER[colour] for colour in DICE]


def test_grey_and_green_dice_stay_apart_for_a_deuteranope():
    c = FastCanvas(100, width=200)
    phone_die(c, 10, 10, "grey", 4)
    phone_die(c, 110, 10, "green", 4)
    sim = simulate_deuteranopia(c.image)
    grey, green = sim.getpixel((60, 20)), sim.getpixel((160, 20))  # inside each die, off its text
    assert colour_distance(grey, green) >= 60
    for a, b in itertools.combinations(DICE, 2):  # and every pair differs in colour or letter
        assert colour_distance(deuteranopia_rgb(COLOUR[a]), deuteranopia_rgb(COLOUR[b])) >= 30


def test_stupor_mundi_ally_kinds_differ_in_letter_and_for_a_deuteranope():
    assert colour_distance(deuteranopia_rgb(LOYAL), deuteranopia_rgb(INDEP)) >= 60


def test_lorenzo_family_members_differ_in_chip_shape_not_only_in_colour():
    from render.lorenzo.board import FM_FILL, FM_SHAPE, FastCanvas, fm_chip

    assert set(FM_SHAPE) == set(FM_FILL) and len(set(FM_SHAPE.values())) == len(FM_FILL)
    footprints = []
    for fm in FM_FILL:
        c = FastCanvas(40, width=40)
        paper = c.image.getpixel((0, 0))
        fm_chip(c, fm, (4, 4, 32, 30))
        footprints.append(
            frozenset(
                (x, y) for x in range(40) for y in range(40) if c.image.getpixel((x, y)) != paper
            )
        )
    assert len(set(footprints)) == len(FM_FILL)  # four different outlines, whatever the colours
