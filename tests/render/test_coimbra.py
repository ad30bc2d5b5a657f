"""The Coimbra board and hand images, drawn from positions the engine itself produces."""

from __future__ import annotations

import json
import random

import pytest
from PIL import Image, ImageChops, ImageColor

from games.coimbra import GAME
from games.contract import name_view
from l10n import say
from render import render_image
from render.coimbra import (
    MAX_HEIGHT,
    Layout,
    _layout_for,
    dice_box,
    render_board,
    render_hand,
    track_cell,
)
from render.common import HIGHLIGHT, SEAT_COLOURS, WIDTH
from render.kit import PHONE_WIDTH
from tests.games.coimbra.builders import fresh, started

NAMES = ["Ann", "Bob", "Cyd", "Dee"]


def names(n: int) -> list[str]:
    return NAMES[:n]


def public(st) -> dict:
    return name_view(GAME.view(st, None), names(st.players))


def play(st, seat: int, choice: str):
    assert choice in [c.id for c in GAME.legal_choices(st, seat)], choice
    st, _ = GAME.apply(st, seat, choice)
    return st


def to_move(st) -> int:
    return GAME.decision(st).seats[0]


def count(img: Image.Image, box, colour) -> int:
    """Pixels of exactly ``colour`` inside ``box``."""
    rgb = ImageColor.getrgb(colour) if isinstance(colour, str) else colour
    crop = img.crop(tuple(int(v) for v in box)).convert("RGB")
    r, g, b = ImageChops.difference(crop, Image.new("RGB", crop.size, rgb[:3])).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).histogram()[0]


def differs(a: Image.Image, b: Image.Image, box) -> bool:
    box = tuple(int(v) for v in box)
    return ImageChops.difference(a.crop(box), b.crop(box)).getbbox() is not None


def grow(box, d: int = 10):
    return (box[0] - d, box[1] - d, box[2] + d, box[3] + d)


# -- a whole random game renders ----------------------------------------------------------


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2)])
def test_every_board_of_a_random_game_renders(players, seed):
    st = GAME.setup(players, seed, GAME.options({}))
    pick = random.Random(seed)
    prev = None
    last = ""
    heights = set()
    moves = 0
    while GAME.decision(st) is not None:
        seat = to_move(st)
        st, events = GAME.apply(st, seat, pick.choice(GAME.legal_choices(st, seat)).id)
        moves += 1
        texts = [e.text for e in events if e.public]
        last = say(texts[-1], "en", names(players)) if texts else last
        view = public(st)
        img = render_board(view, names(players), last, prev)
        assert img.width == WIDTH and img.height <= MAX_HEIGHT
        heights.add(img.height)
        if moves % 25 == 0:  # a view that went through JSON (string keys) draws the same board
            again = render_board(
                json.loads(json.dumps(view)), names(players), last, json.loads(json.dumps(prev))
            )
            assert ImageChops.difference(img, again).getbbox() is None
        prev = view
    assert st.phase == "end" and moves > 50
    # the final board carries the final scoring table and is drawn by the registered renderer
    img = render_image("coimbra", "Coimbra", prev, names(players), last, None)
    assert (
        img.width == WIDTH and _layout_for(prev).height <= img.height <= MAX_HEIGHT
    )  # boards grow with their text
    lay = _layout_for(prev)
    assert lay.extra == "final"
    # the winner's row of the final table is outlined even without a previous view
    winner_rows = count(img, lay.start, HIGHLIGHT)
    assert winner_rows > 300
    assert count(img, lay.city, HIGHLIGHT) == 0


def test_registered_renderer_is_used_not_the_generic_one():
    st = started(3, 4)
    view = public(st)
    img = render_image("coimbra", "Coimbra", view, names(3))
    assert img.height == Layout(3).height
    # the city's card rows are drawn: a profession band colour at the first card of the upper town
    lay = Layout(3)
    town = lay.towns["upper"]
    assert count(img, (town[0] + 400, town[1], town[2], town[3]), (255, 255, 255)) > 5000


# -- pixel probes after known moves --------------------------------------------------------


def test_placed_die_appears_in_its_district_with_the_highlight():
    st = started(4, 1)
    before = public(st)
    seat = to_move(st)
    st = play(st, seat, "die:grey.4")
    st = play(st, seat, "district:centre")
    after = public(st)
    assert after["districts"]["centre"] and not before["districts"]["centre"]
    lay = Layout(4)
    img_before = render_board(before, names(4), "", None)
    img_after = render_board(after, names(4), "grey 4 to the centre", before)
    centre = dice_box(lay, "centre")
    # a die and its owner's mark appear in the centre; the other districts do not change
    assert differs(img_before, img_after, centre)
    assert count(img_after, centre, SEAT_COLOURS[seat]) > 100
    assert count(img_before, centre, SEAT_COLOURS[seat]) == 0
    for other in ("castle", "upper", "lower"):
        box = dice_box(lay, other)
        assert not differs(img_before, img_after, (box[0] + 8, box[1] + 8, box[2] - 8, box[3] - 8))
    # the highlight outlines the centre's dice and not the lower town's
    assert count(img_after, grow(centre), HIGHLIGHT) > 200
    assert count(img_after, grow(dice_box(lay, "lower"), 4), HIGHLIGHT) == 0
    # without a previous view there is no highlight anywhere in the city
    plain = render_board(after, names(4), "", None)
    assert count(plain, lay.city, HIGHLIGHT) == 0


def _first_move_that(st, pick, test, limit=600):
    """Play random legal moves until `test(before_view, after_view)` holds; return both views."""
    for _ in range(limit):
        if GAME.decision(st) is None:
            break
        seat = to_move(st)
        before = public(st)
        st = play(st, seat, pick.choice(GAME.legal_choices(st, seat)).id)
        after = public(st)
        if test(before, after):
            return before, after
    pytest.fail("no such move in the random game")


def _pair_free(view):
    """A start pair is still on offer (the start-choice layout)."""
    return any(p["taken_by"] is None for p in view["start_pairs"])


def test_track_disc_moves_and_its_new_space_is_highlighted():
    pick = random.Random(5)

    def moved(b, a):
        return (
            any(b["tracks"][t]["discs"] != a["tracks"][t]["discs"] for t in a["tracks"])
            and not _pair_free(b)
            and not _pair_free(a)
        )

    before, after = _first_move_that(started(3, 5), pick, moved)
    lay = Layout(3)
    img = render_board(after, names(3), "", before)
    img_before = render_board(before, names(3), "", None)
    hits = 0
    for t, tr in after["tracks"].items():
        old = {d["seat"]: d["space"] for d in before["tracks"][t]["discs"]}
        for d in tr["discs"]:
            if old[d["seat"]] != d["space"]:
                hits += 1
                new = track_cell(lay, t, d["space"])
                colour = SEAT_COLOURS[d["seat"]]
                assert count(img, new, colour) > 40, (t, d)
                assert count(img_before, new, colour) < count(img, new, colour)
                assert count(img, grow(new, 8), HIGHLIGHT) > 100
    assert hits
    untouched = [
        t for t in after["tracks"] if after["tracks"][t]["discs"] == before["tracks"][t]["discs"]
    ]
    for t in untouched:
        row = (
            track_cell(lay, t, 0)[0],
            track_cell(lay, t, 0)[1],
            track_cell(lay, t, 15)[2],
            track_cell(lay, t, 15)[3],
        )
        assert count(img, row, HIGHLIGHT) == 0


def test_pilgrim_move_is_drawn_and_highlighted_on_the_map():
    pick = random.Random(11)

    def walked(b, a):
        return b["pilgrim_map"]["pilgrims"] != a["pilgrim_map"]["pilgrims"] and not _pair_free(a)

    before, after = _first_move_that(fresh(2, 11), pick, walked)
    lay = _layout_for(after)
    img = render_board(after, names(2), "", before)
    plain = render_board(after, names(2), "", None)
    assert differs(img, plain, lay.map)
    assert count(img, lay.map, HIGHLIGHT) > 100
    assert count(plain, lay.map, HIGHLIGHT) == 0


def test_start_pair_draft_changes_only_that_pair_and_the_players_board():
    st = fresh(4, 3)
    before = public(st)
    seat = to_move(st)
    choice = next(c.id for c in GAME.legal_choices(st, seat) if c.id.startswith("pair:"))
    st = play(st, seat, choice)
    after = public(st)
    lay = _layout_for(after)
    assert lay.extra == "setup"
    img = render_board(after, names(4), "", before)
    old = render_board(before, names(4), "", None)
    assert differs(img, old, lay.start)
    assert count(img, lay.start, HIGHLIGHT) > 200
    # no highlight on the tracks or the expeditions: nothing changed there
    assert count(img, lay.expeditions, HIGHLIGHT) == 0
    assert count(img, lay.tracks, HIGHLIGHT) == 0


# -- the hand ---------------------------------------------------------------------------------


def test_hand_shows_only_that_seats_items():
    st = started(3, 2)
    own = {s: name_view(GAME.view(st, s), names(3)) for s in range(3)}
    hands = {s: render_hand(own[s], names(3), s) for s in range(3)}
    for s in range(3):
        assert hands[s].width == PHONE_WIDTH
        # the seat's own mark is on its hand (in the band), no other seat's colour is
        assert count(hands[s], (0, 0, PHONE_WIDTH, 100), SEAT_COLOURS[s]) > 200
        for other in range(3):
            if other != s:
                assert (
                    count(hands[s], (0, 0, PHONE_WIDTH, hands[s].height), SEAT_COLOURS[other]) == 0
                )
    # each seat holds different cards, so the hands differ
    assert (
        ImageChops.difference(
            hands[0].convert("RGB").resize((400, 400)), hands[1].convert("RGB").resize((400, 400))
        ).getbbox()
        is not None
    )


def test_hand_does_not_change_when_another_seat_acts():
    st = started(3, 6)
    actor = to_move(st)
    other = next(s for s in range(3) if s != actor)
    before = render_hand(name_view(GAME.view(st, other), names(3)), names(3), other)
    mine_before = render_hand(name_view(GAME.view(st, actor), names(3)), names(3), actor)
    choice = GAME.legal_choices(st, actor)[0].id
    st = play(st, actor, choice)
    after = render_hand(name_view(GAME.view(st, other), names(3)), names(3), other)
    mine_after = render_hand(name_view(GAME.view(st, actor), names(3)), names(3), actor)
    assert before.size == after.size
    assert ImageChops.difference(before, after).getbbox() is None
    assert (
        mine_before.size != mine_after.size
        or ImageChops.difference(mine_before, mine_after).getbbox()
    )


def test_hand_at_game_end_names_every_card_monastery_and_expedition():
    from render.coimbra import hand_canvas_for
    from render.kit import drawn_words

    st = GAME.setup(4, 3, GAME.options({}))
    pick = random.Random(3)
    while GAME.decision(st) is not None:
        seat = to_move(st)
        st = play(st, seat, pick.choice(GAME.legal_choices(st, seat)).id)
    for s in range(4):
        own = name_view(GAME.view(st, s), names(4))
        words = " ".join(drawn_words(hand_canvas_for(own, names(4), s)).split())
        pl = own["players"][s]
        cards = [cd for group in pl["cards"].values() for cd in group]
        assert cards
        for cd in cards:
            assert f"{cd['profession'].capitalize()} {cd['id']}" in words
        for node, m in own["pilgrim_map"]["monasteries"].items():
            assert (node in words.split()) == (s in m.get("discs", [])), node
        for x in own["expeditions"]:
            assert (x["name"] in words) == (s in x.get("discs", [])), x["name"]


def test_palette_keeps_seat_colours_and_the_highlight_exact():
    from render.coimbra import COLOUR, to_palette

    flat = [ImageColor.getrgb(c) for c in SEAT_COLOURS[:4]] + [HIGHLIGHT] + list(COLOUR.values())
    img = Image.new("RGB", (len(flat), 1))
    for i, rgb in enumerate(flat):
        img.putpixel((i, 0), rgb)
    out = to_palette(img)
    assert out.mode == "P"
    back = out.convert("RGB")
    assert [back.getpixel((i, 0)) for i in range(len(flat))] == [tuple(c) for c in flat]


def test_hand_png_uses_the_coimbra_hand_renderer():
    import io

    from render import hand_png

    st = started(2, 9)
    own = name_view(GAME.view(st, 1), names(2))
    data = hand_png("coimbra", "Coimbra", own, {}, names(2), 1)
    img = Image.open(io.BytesIO(data))
    assert img.width == PHONE_WIDTH
    assert count(img, (0, 0, PHONE_WIDTH, 100), SEAT_COLOURS[1]) > 200


# -- the renderer reads the view, not the engine's data module ---------------------------------


def test_renderer_does_not_import_the_engine_data() -> None:
    """The renderer reads the view; of the engine it names only the view's types and the
    message builders (words, texts), which turn the view's ids into the engine's words."""
    import pkgutil
    from pathlib import Path

    import render.coimbra as package

    sources = [
        (Path(package.__path__[0]) / f"{m.name}.py").read_text()
        for m in pkgutil.iter_modules(package.__path__)
    ]
    allowed = (
        "games.coimbra.views",
        "from games.coimbra import texts",
        "from games.coimbra import words",
    )
    for name in allowed:
        sources = [src.replace(name, "") for src in sources]
    assert len(sources) >= 5 and not any("games.coimbra" in src for src in sources)


def test_income_labels_and_bonus_words_come_from_the_view() -> None:
    from render.coimbra import _income_labels, bonus_words, plain_expedition

    view = GAME.view(started(3, 2), None)
    grey = view["tracks"]["grey"]["income"]
    assert [(lo, hi) for lo, hi, _ in _income_labels(view, "grey")] == [
        (b["lo"], b["hi"]) for b in grey
    ]
    view["tracks"]["grey"]["income"] = [
        {"lo": 0, "hi": 15, "coins": 0, "guards": 9, "vp": 0, "steps": 0, "text": "9 guards"}
    ]
    assert _income_labels(view, "grey") == [(0, 15, "+9")]
    card = {
        "bonus": "I-REWARD",
        "bonus_text": "I-REWARD 4 coins",
        "text": "Immediately: gain 4 coins.",
    }
    assert bonus_words(card) == "gain 4 coins"
    assert plain_expedition({"task": "X-FLAT", "text": "9 VP."}) == "9 VP"


class _Anything:
    """Swallows every drawing call."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


class _Recorder:
    """Stands in for the canvas: records every text drawn and where the winner outline goes."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.outlines = 0
        self.draw = _Anything()

    def text(self, xy, s, *args, **kwargs) -> None:
        self.texts.append(s)

    def seat_mark(self, *args, **kwargs) -> None:
        pass

    def fact(self, *args, **kwargs) -> None:
        pass

    def outline(self, *args, **kwargs) -> None:
        self.outlines += 1


def test_final_table_uses_the_views_ranking_winner_and_tiebreak() -> None:
    from render.coimbra import _final

    row = {"play": 10, "expeditions": 0, "tracks": 0, "diplomas": 0, "citizens": 0, "resources": 0}
    view = {
        "final": {
            "breakdown": [row, row],
            "totals": [10, 10],
            "ranking": [1, 0],
            "winner": 1,
            "tiebreak": "Bob and Ann tie on 10 VP; Bob is earlier in turn order and wins.",
        },
        "players": [{}, {}],
    }
    rec = _Recorder()
    _final(rec, Layout(2, "final"), view, ["Ann", "Bob"])
    assert "2. Ann" in rec.texts and "1. Bob" in rec.texts
    assert (
        "10  wins" in rec.texts and rec.texts.count("10") == 1 + 2
    )  # Ann's total and both 'during play'
    assert any(t.startswith("Tie: Bob and Ann tie") for t in rec.texts) and rec.outlines == 1


def test_start_pair_taken_by_is_named() -> None:
    st = fresh(4, 3)
    seat = to_move(st)
    st = play(st, seat, "pair:2")
    view = public(st)
    assert view["start_pairs"][2]["taken_by"] == seat
    from render.coimbra import _start_pairs

    rec = _Recorder()
    _start_pairs(rec, _layout_for(view), view, names(4))
    assert f"Pair 3: taken by {names(4)[seat]}" in rec.texts and "Pair 1" in rec.texts


# -- the full board's named defects (issue 13) -------------------------------------------------


def test_full_board_strip_marks_cover_no_text_and_expedition_tasks_are_whole():
    from render.coimbra import board_canvas
    from render.kit import layout_problems
    from render.samples import positions

    checked = 0
    for pos in positions("coimbra", 4, 3, every=25):
        c = board_canvas(pos.view, pos.names, pos.last, pos.previous)
        lay = _layout_for(pos.view)
        strip = [
            p
            for p in layout_problems(c)
            if "covered" in p
            and any(t.text in p and lay.strip[0] <= t.box[1] < lay.strip[1] for t in c.texts)
        ]
        assert not strip
        ex = lay.expeditions
        tasks = [t for t in c.texts if ex[1] < t.box[1] < ex[3]]
        assert tasks and not [t.text for t in tasks if t.cut]
        checked += 1
    assert checked > 3


def test_full_board_gives_each_player_one_crown_count():
    import re

    from render.coimbra import board_canvas

    st = started(3, 4)
    view = name_view(GAME.view(st, None), names(3))
    words = "\n".join(t.text for t in board_canvas(view, names(3), "", None).texts)
    for p in view["players"]:
        assert f"{p['crowns']} crown" in words
    counts = re.findall(r"(?<!\+)\b(\d+) crowns? for turn order", words)
    assert len(counts) == 3 and not re.search(r"(?<!\+)\b\d+ crowns?\n", words)


@pytest.mark.parametrize("timing", ["C", "E"])
def test_a_cards_phase_is_never_split_over_two_lines(timing):
    """ "influence 1 phase / C: guard cards cost…" read as a broken card; "phase C:" stays whole."""
    from render.coimbra.style import _citizen_text

    card = {
        "influence": 1,
        "timing": timing,
        "text": f"Phase {timing}: guard cards cost you 1 guard less.",
    }
    for width in range(200, 420, 2):
        _, beside, under = _citizen_text(card, width)
        lines = [beside, *under]
        assert not any(line.endswith("phase") for line in lines), (width, lines)
        assert not any(line.startswith(f"{timing}:") for line in lines), (width, lines)


def test_the_tiles_a_player_holds_are_named_alike_on_the_phone_and_in_the_hand():
    from render.coimbra.hand import hand_canvas_for
    from render.coimbra.style import tiles_held
    from render.kit import drawn_words

    s = GAME.setup(3, 2, GAME.options({}))
    pick = random.Random(2)
    while not any(p.favours and p.crown_tiles for p in s.p):
        d = GAME.decision(s)
        s, _ = GAME.apply(s, d.seats[0], pick.choice(GAME.legal_choices(s, d.seats[0])).id)
    seat = next(i for i, p in enumerate(s.p) if p.favours and p.crown_tiles)
    fav, tile = s.p[seat].favours[0], s.p[seat].crown_tiles[0]
    expected = [f"favour {fav[1:]}", f"{tile} crown tile"]
    names = [f"Player {i + 1}" for i in range(3)]
    hand = " ".join(
        drawn_words(hand_canvas_for(name_view(GAME.view(s, seat), names), names, seat)).split()
    )
    assert all(e in hand for e in expected), hand
    assert tiles_held(GAME.view(s, None)["players"][seat])[:1] == expected[:1]
