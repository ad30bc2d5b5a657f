"""Per-move pictures fit a phone screen (issue 31.3): over a seeded random game of every game
and player count, every per-move picture is at most twice as tall as it is wide."""

from __future__ import annotations

import pytest

from render import phone_image
from render.samples import positions

MAX_RATIO = 2.0
TABLES = ([("stupor-mundi", n) for n in (1, 2, 3, 4)]
          + [("lorenzo-il-magnifico", n) for n in (2, 3, 4)]
          + [("coimbra", n) for n in (2, 3, 4)]
          + [("de-vulgari-eloquentia", n) for n in (2, 3, 4, 5)])


@pytest.mark.parametrize(("slug", "players"), TABLES)
def test_every_per_move_picture_is_at_most_twice_as_tall_as_wide(slug: str, players: int) -> None:
    too_tall: list[tuple[int, int, int]] = []  # (decision, width, height)
    pictures = 0
    for step, pos in enumerate(positions(slug, players, seed=players)):
        img = phone_image(slug, slug, pos.view, pos.names, pos.last, pos.previous, pos.context)
        pictures += 1
        if img.height > MAX_RATIO * img.width:
            too_tall.append((step, img.width, img.height))
    assert pictures > 20  # the game was played, not just set up
    if too_tall:
        step, w, h = max(too_tall, key=lambda t: t[2] / t[1])
        pytest.fail(f"{len(too_tall)} of {pictures} pictures are more than {MAX_RATIO:g}:1; "
                    f"the tallest is {w} x {h} at decision {step}")
