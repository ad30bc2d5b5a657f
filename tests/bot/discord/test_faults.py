"""Issue 11.4: Discord faults at every REST call of a move never lose or double it.

For a move that edits the turn's message (Anna plays: she goes on) and one that starts
a new turn (Anna draws: Ben is to move), each request the move makes (the
acknowledgement, the new message, the edits through the interaction or the bot token,
the private follow-up) fails once or for good with a 429, a 500, a timeout or a 403. The
move is stored exactly once, the player sees the board or is told the move was recorded,
and a board that could not be shown is posted by the next reminder pass."""

from types import SimpleNamespace

import discord
import pytest

from bot.discord import faults
from bot.discord.present import repair_boards
from devkit.harness import too_large, uid
from tests.bot.discord.test_play import cid, only, pinged, started


def fault(kind: str) -> BaseException:
    if kind == "429":
        return discord.HTTPException(
            SimpleNamespace(status=429, reason="Too Many Requests", headers={"Retry-After": "0"}),
            {"message": "You are being rate limited.", "code": 0},
        )
    if kind == "500":
        return discord.DiscordServerError(
            SimpleNamespace(status=500, reason="Internal Server Error"), "boom"
        )
    if kind == "timeout":
        return TimeoutError()
    return discord.Forbidden(
        SimpleNamespace(status=403, reason="Forbidden"),
        {"message": "Missing Access", "code": 50001},
    )


REQUESTS = ["response", "message", "edit_original", "edit", "followup"]
FAULTS = ["429", "500", "timeout", "403"]
MOVES = {"play": "Anna: Which card?", "draw": "Ben: Draw or play?"}


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch):
    monkeypatch.setattr(faults, "RETRY_DELAYS", (0.0, 0.0))


@pytest.mark.parametrize("persistent", [False, True], ids=["once", "for-good"])
@pytest.mark.parametrize("what", FAULTS)
@pytest.mark.parametrize("request_kind", REQUESTS)
@pytest.mark.parametrize("move", list(MOVES))
async def test_a_fault_never_loses_or_doubles_a_move(
    h, service, move, request_kind, what, persistent
):
    board = await started(h)
    before = await service.store.get_table(1)
    h.fake.faults = [(request_kind, fault(what))] * (3 if persistent else 1)
    out = await h.click(1, board, cid(board, f":c:{move}"))
    injected = any(s.failed for s in out)
    h.fake.faults.clear()

    row = await service.store.get_table(1)
    assert row.version == before.version + 1  # stored exactly once
    assert len(await service.store.moves(1)) == 1
    shown = row.board_message_id is not None and MOVES[move] in h.fake.board().content
    told = [s for s in out if s.ephemeral and not s.failed and "recorded" in s.content]
    assert shown or told, [(s.kind, s.failed, s.content[:80]) for s in out]
    if not shown:
        assert "/board" in told[0].content and row.board_message_id is None  # pending, said so
        assert await repair_boards(h.bot) == 1  # the reminder pass repairs it
        row = await service.store.get_table(1)
    assert MOVES[move] in h.fake.board().content and row.board_message_id == str(
        h.fake.board().message_id
    )
    assert await repair_boards(h.bot) == 0  # nothing left to repair, nothing posted twice
    if injected and not persistent and what != "403":
        assert shown  # a single 429 / 500 / timeout is retried: the board shows at once


async def test_board_repairs_a_pending_board_too(h, service):
    board = await started(h)
    h.fake.faults = [("message", fault("403"))]
    await h.click(1, board, cid(board, ":c:draw"))
    assert (await service.store.get_table(1)).board_message_id is None
    out = await h.command(2, "board")
    new = [s for s in out if s.kind == "message"]
    assert len(new) == 1 and "Ben: Draw or play?" in new[0].content
    assert (await service.store.get_table(1)).board_message_id == str(new[0].message_id)
    assert h.fake.current(board.message_id).components == []  # the board Anna clicked is retired


@pytest.mark.parametrize(
    "move,to_move", [("draw", 2), ("play", 1)], ids=["turn-passed", "same-player"]
)
async def test_a_repaired_board_pings_the_players_to_move_and_retires_the_old_board(
    hr, service, move, to_move
):
    """Issue 29: Discord refuses the board's upload (413); the move stands, and the reminder
    pass posts the board as a turn change would: a ping for whoever is to move, and the old
    board (the one clicked) loses its buttons."""
    board = await started(hr)
    assert board.custom_ids
    kind = "message" if move == "draw" else "edit_original"
    hr.fake.replies = [(kind, too_large())]
    out = await hr.click(1, board, cid(board, f":c:{move}"))
    assert [s.status for s in out if s.failed] == [413]
    assert (await service.store.get_table(1)).board_message_id is None  # pending
    assert len(await service.store.moves(1)) == 1

    mark = hr.fake.mark()
    assert await repair_boards(hr.bot) == 1
    sent = hr.fake.since(mark)
    new = only(sent, "message")
    assert MOVES[move] in new.content and f"<@{uid(to_move)}>" in new.content
    assert pinged(new) == {uid(to_move)}
    assert [name for name, data in new.files] == ["board.png"] and len(new.files[0][1]) > 1000
    retired = only(sent, "edit")
    assert retired.message_id == board.message_id and retired.payload["components"] == []
    assert hr.fake.current(board.message_id).components == []
    assert (await service.store.get_table(1)).board_message_id == str(new.message_id)
    assert await repair_boards(hr.bot) == 0
