"""Since your last turn (issue 31.1): the lines that open a player's turn, checked against
the whole stored log over random 4-seat games, and the local page's box over an AI game."""

import random
import re

from aiohttp import web

from bot import aiseats
from bot.local.state import BOX_LINES, SEEN, remember
from bot.service.since import SINCE_LINES, since_lines
from bot.tables import TableService
from db import MoveRow, effective_moves
from tests.bot.helpers import lobby

EARLIER = re.compile(r"^… (\d+) earlier moves?: see /history\.$")


def _said(text: str) -> str:
    """A log line as the block tells it, for a containment check (letter case and its full
    stop aside)."""
    return " ".join(text.split()).rstrip(".").lower()


def _expected(log: list[MoveRow], seats: set[int]) -> list:
    """Independently of the service: the (seat, turn) runs after the earliest own last move
    of ``seats``, each with its public texts (seat tokens left to the caller)."""
    moves = effective_moves(log)
    lasts = []
    for s in seats:
        own = [
            i
            for i, m in enumerate(moves)
            if m.seat == s and not any(e.get("auto") for e in m.events)
        ]
        lasts.append(own[-1] if own else -1)
    runs: list[tuple[int, int, list[str], list[int]]] = []  # seat, turn, texts, moves
    for m in moves[min(lasts) + 1 :]:
        texts = [e["text"] for e in m.events if e.get("text") and not e.get("visible_to")]
        if runs and runs[-1][:2] == (m.seat, m.turn):
            runs[-1][2].extend(texts)
            runs[-1][3].append(m.n)
        else:
            runs.append((m.seat, m.turn, texts, [m.n]))
    return [r for r in runs if r[2]]


def _check(since: tuple[str, ...], runs, names: list[str]) -> None:
    def named(text: str) -> str:
        for i, n in enumerate(names):
            text = text.replace(f"{{p{i}}}", n)
        return _said(text)

    assert not any("You drew" in line for line in since)  # a private line never shows
    lines = [_said(line) for line in since]
    head = EARLIER.match(since[0]) if since else None
    if head:  # bounded: the newest runs told, the older ones counted
        kept = len(since) - 1
        assert len(since) == SINCE_LINES
        assert int(head.group(1)) == sum(len(r[3]) for r in runs[: len(runs) - kept])
        runs = runs[-kept:]
        lines = lines[1:]
    assert len(lines) == len(runs)  # one line per seat and turn, no more, no fewer
    for line, (seat, _, texts, _) in zip(lines, runs, strict=True):  # newest last
        assert line.startswith(_said(names[seat]))
        for text in texts:
            assert named(text) in line


async def test_since_your_last_turn_over_random_four_seat_games(store, peek, clock):
    service = TableService(store, clock=clock, render=False)
    names = ["Anna", "Ben", "Cleo", "Dario"]
    told = full = 0
    for seed in range(4):
        rand = random.Random(seed)
        t = (await lobby(service, 4, seed=seed + 10)).table_id
        upd = await service.start(t, "u0")
        while upd.status == "playing":
            user = upd.to_move[0].user_id
            hand = await service.choices_for(t, user)
            upd = await service.act(t, user, hand.version, rand.choice(hand.choices).id)
            log = await store.moves(t)
            pinged = {p.seat for p in upd.to_move if p.user_id in upd.mention}
            if not pinged:
                assert not upd.since  # no one's turn began: nothing to open it with
                continue
            runs = _expected(log, {s for s in pinged if s is not None})
            _check(upd.since, runs, names)
            told += bool(upd.since)
            others = {line.split(" ")[0] for line in upd.since}
            full += others >= set(names) - {upd.to_move[0].name}  # all three others moved
    assert told > 20 and full > 10


def _row(n: int, seat: int, turn: int, text: str) -> MoveRow:
    return MoveRow(n, "move", seat, "x", turn, False, [{"text": text}], 0.0)


def test_a_long_since_block_keeps_the_newest_lines_and_counts_the_rest():
    names = ["Anna", "Ben"]
    moves = [_row(i, i % 2, i, f"{{p{i % 2}}} takes card {i}.") for i in range(30)]
    moves.insert(5, _row(99, 1, 5, "{p1} gains 2 coins."))  # the same seat and turn: one line
    out = since_lines(moves, names)
    assert len(out) == SINCE_LINES and out[0] == "… 20 earlier moves: see /history."
    assert out[-1] == "Ben takes card 29." and out[1] == "Ben takes card 19."
    short = since_lines(moves[:7], names)
    assert short[4] == "Anna takes card 4." and short[5] == "Ben gains 2 coins. Ben takes card 5."


async def test_the_local_box_tells_one_turn_and_stays_short_over_a_whole_ai_game(
    store, peek, clock
):
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    app = web.Application()
    app[SEEN] = {}
    longest = turns = full = 0
    for seed in range(4):
        t = (await lobby(service, 1, seed=seed + 20)).table_id
        for level in ("easy", "normal", "easy"):
            await service.add_bot(t, "u0", level)
        upd = await service.start(t, "u0")
        remember(app, upd, (upd.headline,))
        rand = random.Random(seed)
        while upd.status == "playing":
            hand = await service.choices_for(t, "u0")
            upd = await service.act(t, "u0", hand.version, rand.choice(hand.choices).id)
            remember(app, upd)
            box = app[SEEN][t][1]
            longest = max(longest, len(box))
            if upd.since:  # Anna's turn again: what the three AIs did, and only that
                turns += 1
                # (and the steps the service took for Anna: a forced "Anna chooses to play.")
                told = [line[:4] for line in box]
                assert box == upd.since and len(box) <= SINCE_LINES
                assert set(told) <= {"AI 1", "AI 2", "AI 3", "Anna"}
                full += {"AI 1", "AI 2", "AI 3"} <= set(told)
    print("longest box", longest, "turns", turns)
    # one turn's story, never the game: the lines since Anna's move, then her own clicks
    assert turns > 8 and full > 4 and longest <= BOX_LINES


async def test_the_ai_seats_opening_moves_open_the_first_human_turn(store, peek, clock):
    """The AI seats that move before the first human (Lorenzo's opening) are told too."""
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    for seed in range(20):
        t = (await lobby(service, 1, seat_order="random", seed=seed)).table_id
        for level in ("easy", "normal", "easy"):
            await service.add_bot(t, "u0", level)
        upd = await service.start(t, "u0")
        anna = next(p.seat for p in upd.players if p.user_id == "u0")
        if anna:
            break
    assert anna and upd.mention == ("u0",)
    assert len(upd.since) >= anna and all(line.startswith("AI ") for line in upd.since)


async def test_the_idle_clocks_move_is_not_the_players_own_last_move(store, peek, clock):
    """Ben's turn played by the idle clock is not his last move: his block starts after the
    move he made himself, so Anna's move before the stand-in is told too."""
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    t = (await lobby(service, 2)).table_id
    await service.start(t, "u0")
    await service.set_idle_clock(t, "u0", 1)
    for user in ("u0", "u1", "u0"):  # Anna, Ben (himself), Anna: each draws
        upd = await service.act(t, user, (await service.choices_for(t, user)).version, "draw")
    clock.now += 3601
    [(_, idle)] = await service.idle_turns()  # the AI plays Ben's turn
    assert idle.mention == ("u0",)
    stand_in = effective_moves(await store.moves(t))[-1]
    assert stand_in.seat == 1 and any(e.get("stand_in") for e in stand_in.events)
    upd = await service.act(t, "u0", idle.version, "draw")
    assert upd.mention == ("u1",)
    assert upd.since[0] == "Anna draws a card."  # the draw before the stand-in's turn
    assert upd.since[1].startswith("Ben ") and upd.since[-1] == "Anna draws a card."
    assert len(upd.since) == 3
