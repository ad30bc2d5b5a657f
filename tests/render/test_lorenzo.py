"""The Lorenzo il Magnifico board and hand images: whole games, pixel probes, no leaks."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageColor

import render
from games.contract import name_seats, name_view
from games.lorenzo import GAME
from games.lorenzo.words import english
from render.common import HIGHLIGHT, SEAT_COLOURS, WIDTH
from render.kit import PHONE_WIDTH, layout_problems
from render.lorenzo import board as lz
from render.lorenzo import hand as lz_hand
from tests.games.lorenzo.builders import Build, play

SEAT0 = ImageColor.getrgb(SEAT_COLOURS[0])
SEAT1 = ImageColor.getrgb(SEAT_COLOURS[1])


def names(n: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(n)]


def public(s, n: int) -> dict:
    return name_view(GAME.view(s, None), names(n))


def count(img: Image.Image, box, colour, tol: int = 12) -> int:
    """Pixels in ``box`` within ``tol`` of ``colour``."""
    data = img.crop(tuple(int(v) for v in box)).convert("RGB").tobytes()
    r0, g0, b0 = colour
    return sum(
        1
        for r, g, b in zip(data[0::3], data[1::3], data[2::3], strict=True)
        if abs(r - r0) <= tol and abs(g - g0) <= tol and abs(b - b0) <= tol
    )


def texts_of(fn, *args) -> list[str]:
    lz.TEXT_LOG = []
    try:
        fn(*args)
        return lz.TEXT_LOG
    finally:
        lz.TEXT_LOG = None


def finish_turn(s, seat: int):
    """Answer the seat's follow-up questions (servants, privileges, end) with the first choice."""
    while True:
        d = GAME.decision(s)
        if d is None or seat not in d.seats:
            return s
        s, _ = GAME.apply(s, seat, GAME.legal_choices(s, seat)[0].id)


# --- whole games -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players,seed,options",
    [
        (2, 1, {}),
        (4, 2, {"leaders": True, "bonus_tiles": "advanced"}),
    ],
)
def test_every_board_of_a_random_game_renders(players, seed, options):
    s = GAME.setup(players, seed, GAME.options(options))
    pick = random.Random(seed)
    ns = names(players)
    previous = public(s, players)
    last = ""
    boards = 0
    img = lz.render_board(previous, ns, last, None)
    while GAME.decision(s) is not None:
        d = GAME.decision(s)
        seat = pick.choice([x for x in d.seats if GAME.legal_choices(s, x)])
        s, events = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
        shown = [english(e.text) for e in events if e.public]
        last = name_seats(shown[-1], ns) if shown else last
        view = public(s, players)
        img = lz.render_board(view, ns, last, previous)
        assert img.width == WIDTH and img.height <= lz.MAX_HEIGHT
        assert img.mode == "RGB"
        boards += 1
        if boards % 40 == 0:
            hand = lz_hand.render_hand(name_view(GAME.view(s, seat), ns), ns, seat)
            assert hand.width == PHONE_WIDTH
        previous = view
    assert boards > 50
    # the last board is the final scoring with the winner
    words = texts_of(lz.render_board, previous, ns, last, None)
    assert "Final scoring" in words
    assert any(w.startswith("Winner: ") for w in words)
    result = GAME.result(s)
    assert result is not None


def test_registered_and_drawn_through_the_service_entry_point():
    render._discover()
    assert render._RENDERERS[lz.SLUG] is lz.render_board
    assert render._HAND_RENDERERS[lz.SLUG] is lz_hand.render_hand
    s = GAME.setup(3, 4, GAME.options({}))
    png = render.board_png(lz.SLUG, "Lorenzo il Magnifico", public(s, 3), names(3), "")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_board_names_every_card_space_and_player():
    s = GAME.setup(4, 9, GAME.options({}))
    view = public(s, 4)
    from render import kit

    for key in [k for k in kit._LAYERS if k.startswith("lorenzo:4p")]:
        del kit._LAYERS[key]  # the static labels are drawn with the static layer
    words = texts_of(lz.render_board, view, names(4), "", None)
    joined = "\n".join(words)
    for tower in view["towers"].values():
        for floor in tower["floors"]:
            assert floor["card"]["name"][:8] in joined
    for n in names(4):
        assert any(w.startswith(n) for w in words)
    for label in (
        "Market",
        "Council palace",
        "Harvest",
        "Production",
        "Faith (FP)",  # with the legend of the short forms the players' lines write
        "Military",
        "points (MP)",
        "Victory",
    ):
        assert label in words
    for tile in view["excommunication_tiles"]:
        assert f"Period {tile['period']}" in words
    assert str(view["dice"]["white"]) in words


# --- pixel probes --------------------------------------------------------------------------


def test_a_family_member_appears_on_its_tower_floor_and_is_outlined():
    s = Build(2).dice(5, 5, 5).tower("territory", 0, "T5").tower("territory", 2, "T6").turn(0)
    before = public(s, 2)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    s = finish_turn(s, 0)
    after = public(s, 2)
    assert after["towers"]["green"]["floors"][0]["card"] is None
    assert after["towers"]["green"]["floors"][0]["family"] == [
        {"seat": 0, "fm": "white", "value": 5}
    ]

    lay = lz.layout(2)
    x0, y0, x1, y1 = lay["towers"]["green"]["floors"][1]
    strip = (x0 + 6, y1 - 40, x0 + lz.STRIP_W - 4, y1 - 4)
    card_mid = (
        (x0 + lz.STRIP_W + x1) // 2 - 20,
        (y0 + y1) // 2 - 30,
        (x0 + lz.STRIP_W + x1) // 2 + 20,
        (y0 + y1) // 2 - 20,
    )
    img_before = lz.render_board(before, names(2), "", None)
    img_after = lz.render_board(after, names(2), "Player 1 takes Gravel Pit", before)
    assert count(img_before, strip, SEAT0) == 0
    assert count(img_after, strip, SEAT0) > 40  # the seat's mark on the floor
    assert count(img_after, card_mid, lz.GREY) > 300  # the card is gone: "taken"
    assert count(img_before, card_mid, lz.GREY) < 40  # (anti-aliased text only)
    left_edge = (x0 - 6, y0 + 20, x0, y1 - 20)
    assert count(img_after, left_edge, HIGHLIGHT, tol=4) > 100  # the last-move outline
    assert count(img_before, left_edge, HIGHLIGHT, tol=4) == 0
    # the untouched floor above is not outlined
    fx0, fy0, _fx1, fy1 = lay["towers"]["green"]["floors"][2]
    assert count(img_after, (fx0 - 6, fy0 + 20, fx0, fy1 - 20), HIGHLIGHT, tol=4) == 0
    # without a previous view nothing is outlined
    assert count(lz.render_board(after, names(2), "", None), left_edge, HIGHLIGHT, tol=4) == 0


def test_the_military_mark_moves_and_the_market_shows_the_member():
    s = Build(4).dice(4, 4, 4).turn(1)
    before = public(s, 4)
    s, _ = play(s, 1, "fm:black", "space:market.3")  # 2 coins + 3 MP
    s = finish_turn(s, 1)
    after = public(s, 4)
    assert after["players"][1]["mp"] == 3

    lay = lz.layout(4)
    bx0, by0, bx1, _by1 = lay["military"]
    w = (bx1 - bx0) / lz.MILITARY_CELLS
    lane = by0 + 28 + 1 * lz.LANE  # seat 1's lane

    def cell(v):
        return (bx0 + v * w + 2, lane + 1, bx0 + (v + 1) * w - 2, lane + lz.LANE - 1)

    img_before = lz.render_board(before, names(4), "", None)
    img_after = lz.render_board(after, names(4), "", before)
    assert count(img_before, cell(0), SEAT1) > 60
    assert count(img_before, cell(3), SEAT1) == 0
    assert count(img_after, cell(3), SEAT1) > 60
    assert count(img_after, cell(0), SEAT1) == 0
    ring = (bx0 + 3 * w - 12, lane - 10, bx0 + 4 * w + 12, lane + lz.LANE + 10)
    assert count(img_after, ring, HIGHLIGHT, tol=4) > 20
    assert count(img_before, ring, HIGHLIGHT, tol=4) == 0
    # the member stands on the market space, which is outlined
    m = lay["cells"]["market.3"]
    assert count(img_before, m, SEAT1) == 0
    assert count(img_after, m, SEAT1) > 60
    assert count(img_after, (m[0] - 6, m[1] + 10, m[0], m[3] - 10), HIGHLIGHT, tol=4) > 50


def test_covered_spaces_are_closed_at_two_players():
    view = public(GAME.setup(2, 3, GAME.options({})), 2)
    covered = [sp["id"] for sp in view["spaces"] if sp["covered"]]
    assert "market.3" in covered
    img = lz.render_board(view, names(2), "", None)
    lay = lz.layout(2)
    assert count(img, lay["cells"]["market.3"], lz.GREY) > 2000
    assert count(img, lay["cells"]["market.1"], lz.GREY) < 100


# --- the private hand ------------------------------------------------------------------------


def _leader_game():
    s = GAME.setup(2, 11, GAME.options({"leaders": True}))
    pick = random.Random(11)
    while s.phase != "actions":
        d = GAME.decision(s)
        seat = d.seats[0]
        s, _ = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
    return s


def test_the_hand_shows_the_seats_leaders_and_never_another_seats():
    s = _leader_game()
    ns = names(2)
    own = [name_view(GAME.view(s, seat), ns) for seat in (0, 1)]
    hands = [[ld["name"] for ld in own[seat]["private"]["hand"]] for seat in (0, 1)]
    assert hands[0] and hands[1] and not set(hands[0]) & set(hands[1])
    for seat in (0, 1):
        words = texts_of(lz_hand.render_hand, own[seat], ns, seat)
        for name in hands[seat]:
            assert name in words
        for name in hands[1 - seat]:
            assert name not in words
        c = lz_hand.hand_canvas_for(own[seat], ns, seat)
        assert c.image.width == PHONE_WIDTH and layout_problems(c) == []
    # the public board shows no hand
    words = texts_of(lz.render_board, public(s, 2), ns, "", None)
    for name in hands[0] + hands[1]:
        assert name not in words
    # the two hands are different pictures
    a = lz_hand.render_hand(own[0], ns, 0)
    b = lz_hand.render_hand(own[1], ns, 1)
    assert a.tobytes() != b.tobytes()


def test_a_view_for_another_seat_draws_no_hand():
    s = _leader_game()
    ns = names(2)
    other = name_view(GAME.view(s, 1), ns)
    words = texts_of(lz_hand.render_hand, other, ns, 0)
    for ld in other["private"]["hand"]:
        assert ld["name"] not in words


def test_the_static_layer_is_cached():
    from render import kit

    view = public(GAME.setup(3, 2, GAME.options({})), 3)
    lz.render_board(view, names(3), "", None)
    english = [k for k in kit._LAYERS if k.startswith("lorenzo:3p") and k.endswith("@en")]
    lz.render_board(view, names(3), "", None)
    again = [k for k in kit._LAYERS if k.startswith("lorenzo:3p") and k.endswith("@en")]
    assert again == english and len(english) == 1  # other tests may have drawn de and it


def test_the_draft_shows_the_seats_choices_only():
    s = GAME.setup(3, 2, GAME.options({"leaders": True}))
    ns = names(3)
    own = [name_view(GAME.view(s, seat), ns) for seat in range(3)]
    drafts = [[ld["name"] for ld in own[seat]["private"]["draft"]] for seat in range(3)]
    assert all(drafts)
    words = texts_of(lz_hand.render_hand, own[1], ns, 1)
    assert "Draft: choose one to keep" in words
    for name in drafts[1]:
        assert name in words
    for name in drafts[0] + drafts[2]:
        assert name not in words


def test_leaders_in_play_are_public_and_marked_used():
    b = Build(2, leaders=True).leaders(0, "L1", "L3").leaders(1, "L5", hand=True)
    b.s.p[0].used.append("L1")
    s = b.turn(0)
    words = texts_of(lz.render_board, public(s, 2), names(2), "", None)
    line = next(w for w in words if w.startswith("Leaders: Francesco Sforza"))
    assert "(used)" in line and "Filippo Brunelleschi" in line
    assert not any("Girolamo Savonarola" in w for w in words)  # seat 1's hand stays hidden


# --- what the view carries for the renderer ------------------------------------------------


def test_view_placement_carries_the_action_value_with_servants():
    """A neutral member with 3 servants on floor 2 acts at value 3; the token shows 3, not 0."""
    s = Build(2).dice(1, 1, 1).tower("territory", 1, "T5").give(0, servants=3).turn(0)
    s, _ = play(s, 0, "fm:neutral", "space:tower.green.2")
    s = finish_turn(s, 0)
    view = GAME.view(s, None)
    assert view["towers"]["green"]["floors"][1]["family"] == [
        {"seat": 0, "fm": "neutral", "value": 3}
    ]
    assert view["players"][0]["family"]["neutral"]["value"] == 0
    words = texts_of(lz.render_board, public(s, 2), names(2), "", None)
    assert "3" in words


def test_view_harvest_placement_value_after_the_large_space_malus():
    s = Build(3).dice(6, 6, 6).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.large")
    s = finish_turn(s, 0)
    fam = [sp for sp in GAME.view(s, None)["spaces"] if sp["id"] == "harvest.large"][0]["family"]
    assert fam == [{"seat": 0, "fm": "white", "value": 3}]


def test_view_final_carries_winner_ranking_tiebreak_of_the_result():
    s = Build(2).turn(0)
    s.phase, s.round = "over", 6
    from games.lorenzo.scoring import final_scoring

    s.final = final_scoring(s)
    r = GAME.result(s)
    final = GAME.view(s, None)["final"]
    assert final["winner"] == r.winners[0]
    assert final["ranking"] == list(r.ranking)
    assert (
        final["tiebreak"] == english(r.tiebreak) and "SC-9" in final["tiebreak"]
    )  # both on 5 VP (military tie)
    assert final["0"]["total"] == r.totals[0]
    assert lz.winner(GAME.view(s, None)) == r.winners[0]
    words = texts_of(lz.render_board, public(s, 2), names(2), "", None)
    assert any(w.startswith("Winner: ") for w in words)
    assert any("wins being furthest ahead" in w for w in words)


def test_view_federico_member():
    s = Build(2, leaders=True).leaders(0, "L4").turn(0)
    s, _ = play(s, 0, "leader:use:L4", "federico:black")
    view = GAME.view(s, None)
    assert view["players"][0]["federico"] == "black"
    assert view["players"][1]["federico"] is None
    assert view["players"][0]["family"]["black"]["value"] == 6
    assert any(
        "Federico: black" in w for w in texts_of(lz.render_board, public(s, 2), names(2), "", None)
    )


def test_view_preacher_permanent_text():
    from games.lorenzo.view import card_view

    assert card_view("C55")["permanent"] == "No bonuses from tower floors 3 and 4"
    assert any("floors 3 and 4" in line for line in lz.card_lines(card_view("C55")))


def test_view_bonus_tiles_available_during_setup():
    s = GAME.setup(3, 3, GAME.options({"bonus_tiles": "advanced"}))
    view = GAME.view(s, None)
    assert [p["bonus_tile"] for p in view["players"]] == [None, None, None]
    assert [t["id"] for t in view["bonus_tiles_available"]] == ["A", "B", "C", "D"]
    words = texts_of(lz.render_board, public(s, 3), names(3), "", None)
    assert any("Bonus tile not chosen yet" in w for w in words)
    s, _ = play(s, s.order[2], "tile:B")
    view = GAME.view(s, None)
    assert view["players"][s.order[2]]["bonus_tile"]["id"] == "B"
    assert [t["id"] for t in view["bonus_tiles_available"]] == ["A", "C", "D"]
    for seat in (s.order[1], s.order[0]):
        s, _ = play(s, seat, GAME.legal_choices(s, seat)[0].id)
    assert GAME.view(s, None)["bonus_tiles_available"] == []


def test_view_printed_board_values_come_from_the_data():
    from games.lorenzo import data

    board = GAME.view(GAME.setup(2, 1), None)["board"]
    assert board["faith_vp"] == list(data.FAITH_VP)
    assert board["faith_required"] == [data.FAITH_REQUIRED[i] for i in (1, 2, 3)]
    assert board["territory_mp"] == list(data.SLOT_MP)
    assert lz.FAITH_VP == data.FAITH_VP and lz.SLOT_MP == tuple(data.SLOT_MP[2:])


def test_player_boards_show_whole_card_names_and_the_whole_bonus_tile():
    s = GAME.setup(4, 2, GAME.options({"leaders": True, "bonus_tiles": "advanced"}))
    pick = random.Random(2)
    for _ in range(200):
        d = GAME.decision(s)
        seat = pick.choice([x for x in d.seats if GAME.legal_choices(s, x)])
        s, _ = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
    view = public(s, 4)
    words = texts_of(lz.render_board, view, names(4), "", None)
    joined = " ".join(words)
    shown_cards = 0
    for p in view["players"]:
        for cards in p["cards"].values():
            for card in cards[:2]:  # a full column counts the rest ("+1 more")
                assert card["name"] in joined
                shown_cards += 1
        tile = p["bonus_tile"]
        tile_name = "Basic bonus tile" if tile["id"] == "basic" else f"Bonus tile {tile['id']}"
        assert f"{tile_name}: harvest {tile['harvest']}" in words
        assert f"production {tile['production']}" in words
    assert shown_cards >= 8
    player_texts = [w for w in words if w.endswith("…")]
    assert not [
        w
        for w in player_texts
        if any(
            w[:-1] in c["name"]
            for p in view["players"]
            for cards in p["cards"].values()
            for c in cards
        )
    ]


def test_the_basic_bonus_tile_is_named_in_words_on_board_and_hand():
    view = public(GAME.setup(2, 1), 2)
    words = texts_of(lz.render_board, view, names(2), "", None)
    tile = view["players"][0]["bonus_tile"]
    assert f"Basic bonus tile: harvest {tile['harvest']}" in words
    assert not [w for w in words if "Tile basic" in w or "tile basic" in w]
