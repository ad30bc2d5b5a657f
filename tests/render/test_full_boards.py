"""The full boards (one tap away from every phone picture) of Coimbra, Lorenzo and De Vulgari
pass the kit's layout checks over random games (issue 13 point 3): nothing cut where the
player needs the words, nothing outside its panel, no overlap, no piece over a text, one
fact with one number; at every player count, at the start, middle and end and on the
final board. Each board package gives ``board_canvas(view, names, last, previous)``, the
drawn `kit.Canvas` with its records."""

from __future__ import annotations

import importlib
from functools import cache

import pytest

from render.kit import MIN_TEXT, layout_problems, smallest_text
from render.samples import Position, positions

BOARDS = {
    "coimbra": "render.coimbra.board",
    "lorenzo-il-magnifico": "render.lorenzo.board",
    "de-vulgari-eloquentia": "render.de_vulgari.board",
}
PLAYERS = {
    "coimbra": (2, 3, 4),
    "lorenzo-il-magnifico": (2, 3, 4),
    "de-vulgari-eloquentia": (2, 3, 4, 5),
}
CASES = [
    (slug, n, seed) for slug, counts in PLAYERS.items() for n in counts for seed in (n, 20 + n)
]


@cache
def sampled(slug: str, players: int, seed: int) -> tuple[Position, ...]:
    """The start, four points through the game, the last decision and the final board."""
    every = list(positions(slug, players, seed))
    n = len(every)
    picks = sorted({0, 1, n // 5, 2 * n // 5, 3 * n // 5, 4 * n // 5, n - 2, n - 1})
    return tuple(every[i] for i in picks if 0 <= i < n)


def board(slug: str, pos: Position):
    return importlib.import_module(BOARDS[slug]).board_canvas(
        pos.view, pos.names, pos.last, pos.previous
    )


@pytest.mark.parametrize("slug,players,seed", CASES)
def test_the_full_board_has_nothing_cut_overlapping_covered_or_contradictory(slug, players, seed):
    picks = sampled(slug, players, seed)
    assert not picks[-1].context.seats  # the final board is among them
    for k, pos in enumerate(picks):
        c = board(slug, pos)
        assert c.image.width == 1600
        assert smallest_text(c) >= MIN_TEXT
        problems = layout_problems(c)
        assert not problems, (
            f"position {k} of {len(picks)} ({pos.context.prompt!r}): {problems[:6]}"
        )


@pytest.mark.parametrize("slug", list(BOARDS))
def test_every_players_vp_is_stated_and_agrees_with_the_view(slug):
    """One fact, one number: the VP each board states for a player (wherever it draws it)
    is the view's score."""
    players = PLAYERS[slug][-1]
    picks = sampled(slug, players, 20 + players)
    for pos in picks[::3] + picks[-1:]:  # the final board too
        c = board(slug, pos)
        for seat in range(players):
            assert c.facts.get(f"vp:{seat}") == {pos.view["scores"][seat]}, (
                seat,
                c.facts.get(f"vp:{seat}"),
            )


def test_a_fact_drawn_with_two_numbers_is_reported():
    from render.kit import Canvas

    c = Canvas(200, width=400)
    c.fact("crowns:0", 2)
    c.fact("crowns:0", 2)
    assert layout_problems(c) == []
    c.fact("crowns:0", 0)
    assert layout_problems(c) == ["one fact, two numbers: crowns:0 = [0, 2]"]


def test_coimbra_boxes_hold_the_longest_text_of_every_card_favour_and_expedition():
    """The full board's boxes are sized once; every text the game has fits whole in them."""
    from games.coimbra import data as D
    from games.coimbra import texts as T
    from games.coimbra.view import card_view
    from games.coimbra.words import english
    from render.coimbra import layout as L
    from render.coimbra.style import CARD_H, CARD_W, citizen_height
    from render.common import font, wrap

    cards = [card_view(cid) for cid in D.CITIZENS]
    assert max(citizen_height(card, CARD_W) for card in cards) <= CARD_H
    for players, height in L.PAIR_CARD_H.items():
        assert max(citizen_height(card, L.pair_card_width(players)) for card in cards) <= height
    f = font(MIN_TEXT)
    assert (
        max(len(wrap(english(T.favour(x)), f, L.favour_width() - 30)) for x in D.FAVOURS)
        <= L.FAVOUR_LINES
    )
    assert (
        max(
            len(wrap(english(T.expedition(x)).rstrip("."), f, L.expedition_width() - 30))
            for x in D.EXPEDITIONS
        )
        <= L.EXPEDITION_LINES
    )


def test_a_piece_outside_the_image_is_reported():
    from render.kit import Canvas

    c = Canvas(100, width=200)
    c.record_token((150, 10, 190, 50), "A")
    assert layout_problems(c) == []
    c.record_token((190, 10, 230, 50), "B")
    assert layout_problems(c) == ["a piece outside the image: 'B' (190, 10, 230, 50)"]


def _coimbra_positions(prefix: str):
    return [
        p
        for n, seed in ((2, 5), (4, 5))
        for p in positions("coimbra", n, seed, every=2)
        if any(ch.id.startswith(prefix) for ch in p.context.choices)
    ]


def test_coimbra_buying_a_card_shows_just_the_cards_on_offer_in_full_on_a_short_picture():
    from render.coimbra import phone_canvas_for

    picks = _coimbra_positions("buy:")
    assert picks
    for pos in picks:
        c = phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
        labels = [t.text for t in c.texts]
        offered = {ch.id.split(":", 1)[1] for ch in pos.context.choices if ch.id.startswith("buy:")}
        shown = {
            cd["id"]
            for town in pos.view["card_rows"].values()
            for cd in town
            if cd and cd["id"] in labels
        }
        assert shown == offered
        assert c.image.height <= 1400 and not layout_problems(c)


def test_coimbra_taking_a_die_shows_every_die_to_take():
    from render.coimbra import phone_canvas_for

    picks = [p for p in _coimbra_positions("die:") if p.view.get("phase") == "B"]
    assert picks
    for pos in picks:
        c = phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
        dice = [k for k in c.tokens if k.label == "" and k.box[2] - k.box[0] == 64]
        placed = sum(len(v) for v in pos.view["districts"].values())
        assert len(dice) >= len(pos.view["pool"]) and len(dice) <= len(pos.view["pool"]) + placed
        assert c.image.height <= 1400 and not layout_problems(c)


def test_coimbra_dice_on_the_full_board_carry_their_letter_where_deuteranopes_cannot_tell_colours():
    """Not by colour alone (issue 13 point 4), on the full board: every die shows its profession
    letter, and the deuteranopia simulation finds dice colours that only the letter tells apart."""
    import itertools

    from render.coimbra.style import DIE_LETTER
    from render.kit import colour_distance, simulate_deuteranopia

    letters = set(DIE_LETTER.values())
    fills: dict[str, set[tuple[int, ...]]] = {}
    for pos in sampled("coimbra", 4, 24)[1:-1]:
        c = board("coimbra", pos)
        seen = simulate_deuteranopia(c.image)
        for k in [k for k in c.tokens if k.label in letters]:
            x0, y0, x1, y1 = k.box
            inside = [
                t.text
                for t in c.texts
                if x0 - 1 <= t.box[0] and t.box[2] <= x1 + 1 and y0 <= t.box[1] and t.box[3] <= y1
            ]
            assert any(t.startswith(k.label) for t in inside), (k, inside)
            fills.setdefault(k.label, set()).add(seen.getpixel((x0 + 6, y1 - 6)))
    assert len(fills) >= 4  # dice of most colours were drawn
    confusable = [
        (a, b)
        for a, b in itertools.combinations(sorted(fills), 2)
        if min(colour_distance(u, v) for u in fills[a] for v in fills[b]) < 60
    ]
    assert confusable  # e.g. grey K and purple P dice: to a deuteranope only the letter differs
