"""Per-move pictures fit a phone screen (issue 31.3): over a seeded random game of every game
and player count, every per-move picture is at most twice as tall as it is wide; Stupor Mundi's
and Coimbra's show the decision in their top square and name their codes in words."""

from __future__ import annotations

import re
from importlib import import_module

import pytest

from render import phone_image
from render.kit import drawn_words
from render.samples import positions

MAX_RATIO = 2.0
TABLES = (
    [("stupor-mundi", n) for n in (1, 2, 3, 4)]
    + [("lorenzo-il-magnifico", n) for n in (2, 3, 4)]
    + [("coimbra", n) for n in (2, 3, 4)]
    + [("de-vulgari-eloquentia", n) for n in (2, 3, 4, 5)]
)


@pytest.mark.parametrize(("slug", "players"), TABLES)
@pytest.mark.parametrize("seed", [1, 7])
def test_every_per_move_picture_is_at_most_twice_as_tall_as_wide(
    slug: str, players: int, seed: int
) -> None:
    too_tall: list[tuple[int, int, int]] = []  # (decision, width, height)
    pictures = 0
    for step, pos in enumerate(positions(slug, players, seed=seed + players)):
        img = phone_image(slug, slug, pos.view, pos.names, pos.last, pos.previous, pos.context)
        pictures += 1
        if img.height > MAX_RATIO * img.width:
            too_tall.append((step, img.width, img.height))
    assert pictures > 20  # the game was played, not just set up
    if too_tall:
        step, w, h = max(too_tall, key=lambda t: t[2] / t[1])
        pytest.fail(
            f"{len(too_tall)} of {pictures} pictures are more than {MAX_RATIO:g}:1; "
            f"the tallest is {w} x {h} at decision {step}"
        )


FOCUSED = (("stupor-mundi", 4), ("coimbra", 4))


def _canvases(slug: str, players: int, every: int):
    module = import_module(f"render.{slug.replace('-', '_')}")
    for pos in positions(slug, players, seed=players, every=every):
        if pos.context.seats:
            yield (
                pos,
                module.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context),
            )


@pytest.mark.parametrize(("slug", "players"), FOCUSED)
def test_the_top_square_shows_the_decider_the_last_moves_and_the_question_s_subject(
    slug: str, players: int
) -> None:
    """Issue 31.3: within the picture's top square (its width down) stand who decides, what
    the last moves changed and the start of the board part the choices point at."""
    checked = 0
    for pos, c in _canvases(slug, players, 9):
        square = c.width
        decider = pos.names[pos.context.seats[0]]
        assert any(f"{decider} to decide" in t.text and t.box[3] <= square for t in c.texts)
        titles = [t for t in c.texts if t.text == "Last moves"]
        assert not pos.context.recent or (titles and titles[0].box[3] <= square)
        below_moves = [p for p in c.panels if not titles or p[1] > titles[0].box[1]]
        if below_moves and pos.context.choices:  # the focus panel: its title and first rows
            assert below_moves[0][1] + 150 <= square, (pos.view["status"], below_moves[0])
            checked += 1
    assert checked > 10


CODE_WORDS = {  # a code drawn in a per-move picture -> the words that must be drawn with it
    "stupor-mundi": (
        (r"\baug\b", "aug = Augustales"),
        (r"\bW\d\d\b", "W wall|walls W12-W51"),
        (r"\bK[123]\b", "K keep|Keeps K1-K3"),
        (r"\bT[1-5]\b", "T tower|Towers T1-T5"),
    ),
    "coimbra": (
        (r"\bK\d+ M\d+ P\d+ G\d+\b", "K council, M merchant, P clergy, G scholar"),
        (r"(?i)\bdiplomas?\b", "Diplomas a-e are five kinds"),
    ),
}
UNREAD = {
    "stupor-mundi": r"\((?:L|I)\)",
    "coimbra": r"\(flag \d\)|\bMI{1,3}-\d\d\b",
}  # codes, no words


def log_panel(c) -> tuple[int, int, int, int] | None:
    return next((t.panel for t in c.texts if t.text == "Last moves"), None)


@pytest.mark.parametrize(("slug", "players"), FOCUSED)
def test_codes_in_the_picture_have_their_words_in_it(slug: str, players: int) -> None:
    """Issue 31, "Nothing to decode": a newcomer reads every code the picture draws."""
    for pos, c in _canvases(slug, players, 3):
        words = drawn_words(c)
        board = "\n".join(
            t.text for t in c.texts if t.panel != log_panel(c)
        )  # the log says "tower on T2"
        for code, legend in CODE_WORDS[slug]:
            if re.search(code, board):
                assert re.search(legend, words), (pos.view["status"], code)
        assert not re.search(UNREAD[slug], words), pos.view["status"]
