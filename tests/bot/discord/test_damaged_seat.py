"""A lost seat row through the Discord adapter (issue 29): /history and /board answer with
the damaged sentence, privately, instead of failing."""

from bot.tables import DAMAGED
from tests.bot.discord.test_guard import private_answer
from tests.bot.discord.test_play import cid, started


async def test_history_and_board_of_a_table_with_a_lost_seat_row_say_it_is_damaged(h, service):
    board = await started(h, 3)
    for n in (1, 2, 3):  # each seat draws once: the log names seat 2
        await h.click(n, board, cid(board, ":c:draw"))
        board = h.fake.last_board()
    await service.store._conn.execute("DELETE FROM seats WHERE table_id = 1 AND seat = 1")
    service._forget(1)  # as after a restart: nothing cached
    for command in ("history", "board", "hand"):
        out = await h.command(1, command)
        assert private_answer(out) == DAMAGED, command
    out = await h.command(1, "history", move=2)
    assert private_answer(out) == DAMAGED
