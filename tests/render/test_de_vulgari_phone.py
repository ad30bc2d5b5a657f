"""The De Vulgari per-move phone picture: readable at phone width, every place, track,
manuscript and career a choice names drawn, nothing cut or overlapping, cubes and
dialects not by colour alone, and game over as a scoring table."""

from __future__ import annotations

import random
import re

import pytest

import render
from games.de_vulgari import GAME
from l10n import say
from render import PhoneContext
from render.de_vulgari import focus, names
from render.de_vulgari.final import CATEGORIES
from render.lorenzo.phonekit import problems
from tests.render import phone_scan as scan
from tests.render.colourblind import difference, simulate_deuteranopia
from tests.render.phone_scan import player_names, shown

SLUG = "de-vulgari-eloquentia"
TRACKS = ("Rest", "Verona Riddle", "Canticle of the Sun", "Ambassador", "Orient", "Papal Library")


def label_names(label: str) -> list[str]:
    """The board things a De Vulgari label names, in the words the picture uses."""
    patterns = (
        r"^Start in (.+)$",
        r"^Move to (.+?) for ",
        r"^Sail from (.+?) and stop in the (.+?) for ",
        r"^Collect (.+?) \(free",
        r"^Use event (.+?) \(free",
        r"^Take manuscript (\S+ \S+) \(",
        r"^(.+?) track: ",
        r"^(.+?): \d+ spaces? for",
        r"^Become (Brother \w+|Cardinal \w+)",
        r"^Take \d+ \w+ \((\w+) cubes?\)",
    )
    out = []
    for p in patterns:
        m = re.match(p, label)
        if m:
            out += list(m.groups())
    return out


def public(s, n: int) -> dict:
    return scan.public(GAME, s, n)


def context(s, recent: list[str]) -> PhoneContext:
    return scan.context(GAME, s, recent)


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 4)])
def test_every_phone_picture_of_a_random_game_is_readable_and_shows_what_the_choices_name(
    players, seed
):
    out = scan.scan_random_game(
        GAME, focus, players, seed, {}, label_names, names.ref_name, focus.kinds
    )
    assert out.pictures > 100 and out.named > 200
    assert {"map", "tracks", "manuscripts", "cubes", "final"} <= out.kinds


def test_the_phone_renderer_is_registered_and_encodes():
    render._discover()
    assert render._PHONE_RENDERERS[SLUG] is focus.render_phone
    s = GAME.setup(3, 1, GAME.options({}))
    png = render.phone_png(
        SLUG, "De Vulgari Eloquentia", public(s, 3), player_names(3), "", None, context(s, [])
    )
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def _to_first_turn(players: int, seed: int):
    s = GAME.setup(players, seed, GAME.options({}))
    while (d := GAME.decision(s)) is not None and GAME.view(s, None)["phase"] == "start":
        s, _ = GAME.apply(s, d.seats[0], GAME.legal_choices(s, d.seats[0])[0].id)
    return s


def test_the_map_shows_the_movers_surroundings_every_destination_and_who_is_who():
    s = _to_first_turn(4, 7)
    view = public(s, 4)
    ctx = context(s, [])
    picture = focus.draw_phone(view, player_names(4), "", None, ctx)
    text = shown(picture)
    assert "The map" in text
    for n, name in enumerate(player_names(4)):
        assert f"{'ABCD'[n]} = {name}" in text  # the marks' legend (the "D" diamond too)
    dests = [
        m.groups() for ch in ctx.choices if (m := re.match(r"^Move to (.+?) for (.+)$", ch.label))
    ]
    assert dests
    for d, cost in dests:  # a line of its own, or (many of them) named after their cost
        assert any(
            t.text == d or t.text.startswith(f"{d}: ") for t in picture.canvas.record.texts
        ) or re.search(
            rf"{re.escape(cost.replace(' and ', ' + '))}: [^:]*(?<!\w){re.escape(d)}(?!\w)", text
        )


def test_a_place_line_says_what_the_place_is_once_in_the_rulebooks_words():
    view = public(GAME.setup(3, 1, GAME.options({})), 3)
    lines = {
        z["name"]: focus._place_line(view, z["id"], player_names(3)) for z in view["map"]["zones"]
    }
    assert lines["Bologna"].startswith("Bologna: university city")
    assert lines["Torino"] == "Torino: start city"
    assert lines["Assisi"] == "Assisi: Franciscan city"
    assert lines["Milano"].startswith("Milano: cathedral city · 25 ducats")
    assert (
        lines["Convent (Lunigiana)"] == "Convent (Lunigiana)"
    )  # not "Convent (Lunigiana): convent"
    assert lines["Abbey (Pomposa)"] == "Abbey (Pomposa)"


def test_cubes_and_manuscripts_differ_for_a_deuteranope_by_their_letters():
    s = _to_first_turn(3, 2)
    view = public(s, 3)
    cube = next(
        ch for ch in GAME.legal_choices(s, GAME.decision(s).seats[0]) if ch.id.startswith("cube:")
    )
    picture = focus.draw_phone(
        view, player_names(3), "", None, PhoneContext((view["current"],), "", (cube,))
    )
    rec = picture.canvas.record
    chips = [t for t in rec.texts if t.token]
    assert [t.text for t in chips[:4]] == ["R", "K", "Y", "G"]
    seen = simulate_deuteranopia(picture.finish_image)
    boxes = [
        next(
            b
            for b in rec.tokens
            if b[0] <= t.box[0] and t.box[2] <= b[2] and b[1] <= t.box[1] and t.box[3] <= b[3]
        )
        for t in chips[:4]
    ]
    crops = [seen.crop(b) for b in boxes]
    for i in range(4):
        for j in range(i + 1, 4):
            assert difference(crops[i], crops[j]) > 8
    assert "R red: politicians" in shown(picture)


def test_game_over_shows_every_category_the_winner_and_the_tie_break():
    s = GAME.setup(3, 6, GAME.options({}))  # a seed whose random game ends in a tie for first
    pick = random.Random(6)
    while (d := GAME.decision(s)) is not None:
        seat = pick.choice([x for x in d.seats if GAME.legal_choices(s, x)])
        s, _ = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
    result = GAME.result(s)
    view = public(s, 3)
    picture = focus.draw_phone(view, player_names(3), "", None, context(s, []))
    assert problems(picture.finish_image, picture.canvas.record) == []
    texts = [t.text for t in picture.canvas.record.texts]
    for _key, label in CATEGORIES:
        assert label in texts
    w = result.winners[0]
    assert f"Player {w + 1} wins with {result.totals[w]} VP!" in texts
    joined = " ".join(texts)
    assert result.tiebreak  # this game ends in a tie for first place
    assert (
        "Tie-break: " + say(result.tiebreak, "en", player_names(3)) in joined
    )  # the engine's sentence
    assert (
        "Ranking: " + ", ".join(f"{i + 1}. Player {s_ + 1}" for i, s_ in enumerate(result.ranking))
        in joined
    )


FIRST_HEADING = {
    "map": "The map",
    "tracks": "Action tracks",
    "manuscripts": "Manuscripts on offer",
    "cubes": "This round",
    "careers": "Careers still free",
    "stupor": "Stupor Mundi auction",
}
OPTION_SETS = (
    {},
    {"open_screens": True},
    {
        "canticle_all_active_from": 15,
        "gigi_double_until": 11,
        "shlasinger_window": "any",
        "bologna_collect": "on_entry",
        "open_screens": True,
    },
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_every_phone_picture_fits_a_phone_screen_with_the_decision_in_its_top_square(
    players, options
):
    """At most twice as tall as wide over a random game (every third decision and the end);
    the top width x width square names the decider, shows what changed (the last moves) and
    starts the question's subject (its first section)."""
    s = GAME.setup(players, players, GAME.options(options))
    pick = random.Random(players)
    ns = player_names(players)
    previous, recent, step, tallest = None, [], 0, 0
    while True:
        d = GAME.decision(s)
        if step % 3 == 0 or d is None:
            view = public(s, players)
            ctx = context(s, recent)
            picture = focus.draw_phone(view, ns, recent[-1] if recent else "", previous, ctx)
            img = picture.finish_image
            assert img.height <= 2 * img.width, (step, img.size, focus.kinds(view, ctx))
            tallest = max(tallest, img.height)
            top = [t.text for t in picture.canvas.record.texts if t.box[3] <= img.width]
            if d is not None:
                assert view["status"] in " ".join(top)
                assert "To decide:" in top and all(ns[seat] in top for seat in d.seats[:1])
                assert not recent or "Last moves" in top
                sections = focus.kinds(view, ctx)  # none: a question about the players (alms, ...)
                assert not sections or FIRST_HEADING[sections[0]] in top
        if d is None:
            break
        seat = pick.choice([x for x in d.seats if GAME.legal_choices(s, x)])
        s, events = GAME.apply(s, seat, pick.choice(GAME.legal_choices(s, seat)).id)
        recent += [say(e.text, "en", ns) for e in events if e.public]
        previous, step = view if step % 3 == 0 else previous, step + 1
    assert tallest > 1200  # the game reached its big decisions
