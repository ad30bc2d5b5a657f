"""The picture of a player's turn outlines everything since their own last move (issue 31.1):
the board the renderer compares with is the public view right after that move, kept in
memory, or replayed after a restart; never the seat's private view."""

import io
import random

import pytest
from PIL import Image, ImageChops

from bot import aiseats, clickstep, steps
from bot.tables import TableService
from tests.bot.helpers import CHANNEL, GUILD, lobby

ROUND = [("u0", ["draw"]), ("u1", ["play", None, "pile:a"]), ("u2", ["draw"])]
LAST = ("u3", ["play", None, "pile:b"])  # the step that pings Anna again


@pytest.fixture
def drawn(monkeypatch):
    """The (view, previous) of every picture the service asks for, none drawn."""
    calls: list[tuple[dict, dict | None]] = []

    def capture(kind, slug, title, view, names, last, previous=None, context=None, locale="en"):
        calls.append((view, previous))
        return b"png"

    monkeypatch.setattr(steps, "picture", capture)
    return calls


@pytest.fixture
def replays(peek, monkeypatch):
    """Each replay the service makes of the test game."""
    made: list[int] = []
    real = peek.replay

    def counting(players, seed, options, moves):
        moves = list(moves)
        made.append(len(moves))
        return real(players, seed, options, moves)

    monkeypatch.setattr(peek, "replay", counting)
    return made


async def play(service, t, user, answers):
    """``user``'s turn: each answer, None for the first card offered (skipped when the hand
    held one card only: the service played that forced step itself)."""
    for answer in answers:
        hand = await service.choices_for(t, user)
        first = hand.choices[0].id
        if answer is None and not first.startswith("card:"):
            continue
        upd = await service.act(t, user, hand.version, answer or first)
    return upd


async def public_view_now(store, peek, t):
    row = await store.get_table(t)
    return peek.view(peek.load(row.state), None)


async def four_seats(store, clock, deck_size=12):
    service = TableService(store, clock=clock, render=True)
    t = (await lobby(service, 4, options={"deck_size": deck_size})).table_id
    await service.start(t, "u0")
    return service, t


async def test_annas_picture_outlines_the_three_others_moves_from_memory(
    store, peek, clock, drawn, replays
):
    service, t = await four_seats(store, clock)
    await play(service, t, *ROUND[0])
    after_anna = await public_view_now(store, peek, t)
    for user, answers in ROUND[1:]:
        await play(service, t, user, answers)
    first_turns = list(replays)
    replays.clear()
    before_last = None
    for answer in LAST[1]:
        before_last = await public_view_now(store, peek, t)
        upd = await play(service, t, LAST[0], [answer])
    assert upd.mention == ("u0",) and len(upd.since) == 3
    view, previous = drawn[-1]
    assert previous == after_anna  # the board right after her own draw: three turns outlined
    assert previous != before_last  # (the one-step board, which the picture drew before)
    assert view == await public_view_now(store, peek, t)
    assert "hand" not in previous  # the public view, never a seat's
    assert replays == []  # kept in memory: nothing replayed
    assert first_turns == [0, 0, 0, 0]  # each seat's first turn: from the game's start


@pytest.mark.parametrize("reach", ["tail", "longer read", "whole log"])
async def test_after_a_restart_the_board_is_replayed(
    store, peek, clock, drawn, replays, monkeypatch, reach
):
    """A round is played first, so Anna's last draw is the log's 9th row of 16; the block's
    start is found in the cached tail, the longer read or only the whole log."""
    if reach != "tail":
        monkeypatch.setattr("bot.service.core.TAIL_ROWS", 2)
        monkeypatch.setattr("bot.service.last_turn.SINCE_READ", 10 if reach == "longer read" else 3)
    service, t = await four_seats(store, clock, deck_size=24)
    for user, answers in [*ROUND, LAST]:
        await play(service, t, user, answers)
    await play(service, t, *ROUND[0])
    after_anna = await public_view_now(store, peek, t)
    for user, answers in ROUND[1:]:
        await play(service, t, user, answers)
    restarted = TableService(store, clock=clock, render=True)  # the same store, no memory
    replays.clear()
    upd = await play(restarted, t, *LAST)
    assert upd.mention == ("u0",) and len(upd.since) == 3
    assert drawn[-1][1] == after_anna
    assert replays == [9]  # the nine moves up to Anna's draw, replayed from the seed


async def test_a_failed_replay_falls_back_to_the_last_step(store, peek, clock, drawn, monkeypatch):
    service, t = await four_seats(store, clock)
    await play(service, t, *ROUND[0])
    for user, answers in ROUND[1:]:
        await play(service, t, user, answers)

    def broken(*args):
        raise RuntimeError("no replay today")

    monkeypatch.setattr(peek, "replay", broken)
    restarted = TableService(store, clock=clock, render=True)
    await play(restarted, t, LAST[0], LAST[1][:-1])
    before_last = await public_view_now(store, peek, t)
    upd = await play(restarted, t, LAST[0], LAST[1][-1:])
    assert upd.mention == ("u0",) and upd.image == b"png" and len(upd.since) == 3
    assert drawn[-1][1] == before_last  # the one-step board, as before: never a failed update


async def test_after_an_undo_the_board_is_the_one_after_the_move_that_stands(
    store, peek, clock, drawn, replays
):
    """Anna chooses to play, takes it back and draws instead: her picture starts after the
    draw, not after the step she took back."""
    service, t = await four_seats(store, clock)
    upd = await play(service, t, "u0", ["play"])
    upd = await service.undo(t, "u0", upd.version)
    await play(service, t, "u0", ["draw"])
    after_anna = await public_view_now(store, peek, t)
    for user, answers in ROUND[1:]:
        await play(service, t, user, answers)
    replays.clear()
    upd = await play(service, t, *LAST)
    assert upd.mention == ("u0",)
    assert drawn[-1][1] == after_anna and replays == []


def changed_pixels(png: bytes, against: bytes) -> int:
    a = Image.open(io.BytesIO(png)).convert("RGB")
    b = Image.open(io.BytesIO(against)).convert("RGB")
    assert a.size == b.size
    return (
        ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v else 0).histogram()[255]
    )


async def test_a_real_picture_outlines_more_than_the_last_step(store, clock, monkeypatch):
    """Coimbra, four seats: Anna's picture, drawn with the board after her own move, differs
    from the picture without outlines in more pixels than one drawn against the last step."""
    drawn: list[tuple] = []
    parts: list[steps.TurnParts] = []
    real_picture, real_parts = steps.picture, steps.turn_parts

    def picture(*args):
        drawn.append(args)
        return real_picture(*args)

    def turn_parts(*args, **kwargs):
        parts.append(real_parts(*args, **kwargs))
        return parts[-1]

    monkeypatch.setattr(steps, "picture", picture)
    monkeypatch.setattr(steps, "turn_parts", turn_parts)
    monkeypatch.setattr(clickstep, "turn_parts", turn_parts)  # a click's own call builds them
    service = TableService(store, clock=clock, render=True)
    upd = await service.new_table(
        guild_id=GUILD, channel_id=CHANNEL, user_id="u0", name="Anna", game="coimbra", seed=7
    )
    t = upd.table_id
    for i, name in enumerate(["Ben", "Cleo", "Dario"], 1):
        await service.join(t, f"u{i}", name)
    upd = await service.start(t, "u0")
    pick = random.Random(2)
    anna_moved = False
    for _ in range(200):
        if anna_moved and upd.mention == ("u0",) and len({line[:3] for line in upd.since}) >= 3:
            break
        user = upd.to_move[0].user_id
        hand = await service.choices_for(t, user)
        upd = await service.act(t, user, hand.version, pick.choice(hand.choices).id)
        anna_moved = anna_moved or user == "u0"
    else:
        pytest.fail("Anna's turn never came round after the others moved")
    kind, slug, title, view, names, last, since_board, context, _locale = drawn[-1]
    one_step = parts[-1].previous
    assert since_board is not None and one_step is not None and since_board != one_step
    plain = real_picture(kind, slug, title, view, names, last, None, context)
    against_last_step = real_picture(kind, slug, title, view, names, last, one_step, context)
    outlined = changed_pixels(upd.image, plain)
    print(
        "pixels outlined: since Anna's move",
        outlined,
        "last step only",
        changed_pixels(against_last_step, plain),
    )
    assert outlined > changed_pixels(against_last_step, plain) > 0


async def test_the_cached_tail_numbers_its_rows_as_the_store_does(store, peek, clock, drawn):
    """The kept board is found by its move's row number, so the rows a commit adds to the
    cached tail carry the store's numbers (an undo and forced steps included)."""
    service, t = await four_seats(store, clock)
    upd = await play(service, t, "u0", ["play"])
    await service.undo(t, "u0", upd.version)
    for user, answers in [*ROUND, LAST]:
        await play(service, t, user, answers)
    stored = await store.moves(t)
    row = await store.get_table(t)
    tail = await service._tail(row)  # the cached one, extended commit by commit
    assert [m.n for m in tail.rows] == [m.n for m in stored[-len(tail.rows) :]]
    assert [m.n for m in stored] == list(range(1, len(stored) + 1))


async def test_the_idle_clocks_move_is_outlined_too(store, peek, clock, drawn):
    """Ben's turn played by the idle clock is not his own: his picture starts from the board
    after the move he made himself."""
    service = TableService(store, clock=clock, render=True, chooser=aiseats.inline_chooser())
    t = (await lobby(service, 2)).table_id
    await service.start(t, "u0")
    await service.set_idle_clock(t, "u0", 1)
    await play(service, t, "u0", ["draw"])
    await play(service, t, "u1", ["draw"])
    after_ben = await public_view_now(store, peek, t)
    await play(service, t, "u0", ["draw"])
    clock.now += 3601
    [(_, idle)] = await service.idle_turns()  # the AI plays Ben's turn
    assert idle.mention == ("u0",)
    upd = await play(service, t, "u0", ["draw"])
    assert upd.mention == ("u1",) and drawn[-1][1] == after_ben
