"""Issue 12.3 and 12.5 over random games of all four: every decision's first screen fits
and reaches every choice with pass/end/done/skip on it, and what the service shows
players reads as sentences (no choice id, card code or data key)."""

import random
import re

import pytest

import games
from bot.discord.components import MAX_BUTTONS, choice_view
from bot.menus import Kind, first_screen, reachable
from bot.tables import Refused, TableService
from bot.wording import away_line
from devkit.realplay import SLUGS
from tests.bot.helpers import CHANNEL, GUILD

ROOM = MAX_BUTTONS - 2  # Back (undo) and Full board share the first screen

CHOICE_ID = re.compile(r"\b[a-z_]+:[A-Za-z0-9_.\-]+")  # play:H-STONE, act:build, sell:0
CARD_CODE = re.compile(r"\b[A-Z]{1,4}(?:-[A-Z0-9]+)+\b")  # H-AUG3, CS-A-I, DIR-1
DATA_KEY = re.compile(r"\b[a-z]+_[a-z_]+\b")  # excommunication_vp


def check_menu(choices):
    items = first_screen(choices, ROOM)
    assert len(items) <= ROOM
    assert reachable(choices, ROOM) == {c.id for c in choices}
    direct = {i.id for i in items if not isinstance(i, Kind)}
    assert {c.id for c in choices if c.role == "end"} <= direct
    roles = [i.role for i in items]  # issue 31.2: what gives up actions comes after them
    assert roles == sorted(roles, key=lambda r: r == "end"), roles
    view = choice_view(1, 1, choices, undo=True, full_board=True)
    assert view is None or len(view.to_components()) <= 5
    for k in range(sum(isinstance(i, Kind) for i in items)):
        assert len(choice_view(1, 1, choices, kind=k).to_components()) <= 5


@pytest.mark.parametrize("slug", SLUGS)
def test_every_decision_fits_one_screen_with_end_choices_last(slug):
    game = games.get(slug)
    for players, seed in ((game.min_players, 1), (3, 2), (game.max_players, 3)):
        state = game.setup(players, seed, game.options({}))
        pick = random.Random(seed)
        for _ in range(250):
            decision = game.decision(state)
            if decision is None:
                break
            seats = [s for s in decision.seats if game.legal_choices(state, s)]
            for seat in seats:
                check_menu(game.legal_choices(state, seat))
            seat = pick.choice(seats)
            state, _ = game.apply(state, seat, pick.choice(game.legal_choices(state, seat)).id)


def ids_in(text: str) -> list[str]:
    return CHOICE_ID.findall(text) + CARD_CODE.findall(text) + DATA_KEY.findall(text)


async def walk(store, clock, slug: str, acts: int, undo_every: int = 7):
    """Random clicks through the service; yields (what, text) for everything it shows."""
    service = TableService(store, clock=clock, render=False)
    upd = await service.new_table(
        guild_id=GUILD,
        channel_id=f"{CHANNEL}-{slug}",
        user_id="u0",
        name="Anna",
        game=slug,
        seat_order="joined",
        seed=4,
    )
    for i, name in enumerate(["Ben", "Cleo"], start=1):
        upd = await service.join(upd.table_id, f"u{i}", name)
    t = upd.table_id
    upd = await service.start(t, "u0")
    pick = random.Random(slug)
    names = ["Anna", "Ben", "Cleo"]
    for n in range(acts):
        yield "service", upd.headline
        for name in names:
            assert f"{name}: {name}:" not in upd.headline, upd.headline
        yield "service", upd.scoreboard
        for line in upd.events:
            yield "event", line
        if upd.status != "playing":
            break
        yield "engine", upd.prompt
        user = pick.choice(upd.to_move).user_id
        try:
            hand = await service.choices_for(t, user)
        except Refused:
            continue
        for c in hand.choices:
            yield "engine", c.label
            yield "engine", c.detail or ""
        if n % undo_every == undo_every - 1 and hand.undo:
            upd = await service.undo(t, user, upd.version)
            notice, _, label = upd.events[-1].partition(": ")
            yield "service", notice  # "Anna takes back their last choice"
            yield "engine", label
            continue
        upd = await service.act(t, user, hand.version, pick.choice(hand.choices).id)
        if upd.status == "playing" and len(upd.to_move) == 1 and upd.choices:
            assert len(upd.choices) > 1, f"a forced choice was left to click: {upd.prompt}"
    entries, _ = await service.history(t)
    for e in entries:
        for line in e.lines:
            yield "history", line


@pytest.mark.parametrize("slug", SLUGS)
async def test_the_service_own_words_carry_no_ids(store, clock, slug):
    bad = [
        (what, text)
        async for what, text in walk(store, clock, slug, 80)
        if what == "service" and ids_in(text)
    ]
    assert not bad, bad[:5]


# Engine texts (labels, details, prompts, event lines) are the engine helpers' work on
# their branches; these games still show codes here. strict: remove the mark once merged.
@pytest.mark.parametrize("slug", SLUGS)
async def test_everything_shown_reads_as_sentences(store, clock, slug):
    bad = [(what, text) async for what, text in walk(store, clock, slug, 80) if ids_in(text)]
    assert not bad, bad[:5]


def test_an_ai_run_reads_as_sentences_naming_the_seat_once():
    # lines as Stupor Mundi writes them (some without a full stop), one AI seat's run of moves
    lines = [
        "AI 1 (strong) sails 1 city to Tunis for free",
        "AI 1 (strong) made a private choice.",
        "AI 1 (strong): Build: Keep.",
        "AI 1 (strong) turns the keep cover: Hand limit +2; draw 2 cards now",
        "The edict 2 grain, 1 keep moves up to active space I",
    ]
    assert away_line("AI 1 (strong)", lines) == (
        "AI 1 (strong): Sails 1 city to Tunis for free. Made a private choice. Build: Keep. "
        "Turns the keep cover: Hand limit +2; draw 2 cards now. "
        "The edict 2 grain, 1 keep moves up to active space I."
    )
    assert away_line("AI 2 (easy)", []) == "AI 2 (easy) moved."
    assert away_line("Anna", ["Anna passes."]) == "Anna: Passes."  # a stand-in for an idle player
