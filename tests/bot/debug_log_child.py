"""Child process for the log test: ``python -m bot``'s own start-up (settings, logging,
the store), with the local page replaced by a few moves of the hidden-hand test game.

    LOG_LEVEL=DEBUG python -m tests.bot.debug_log_child

Prints the stored state at the end (stdout); the log goes to stderr as in the bot.
"""

import logging
import sys

import bot.local
from bot import __main__ as entry
from games import _testgame


async def play(service, settings) -> None:
    upd = await service.new_table(
        guild_id="g",
        channel_id="c",
        user_id="u0",
        name="Anna",
        game=_testgame.SLUG,
        seat_order="joined",
    )
    await service.join(upd.table_id, "u1", "Ben")
    upd = await service.start(upd.table_id, "u0")
    for choice in ("play", None, None, "draw"):  # a card from Anna's hand, then Ben draws
        hand = await service.choices_for(upd.table_id, upd.to_move[0].user_id)
        pick = choice or hand.choices[0].id
        upd = await service.act(upd.table_id, upd.to_move[0].user_id, hand.version, pick)
    row = await service.store.get_table(upd.table_id)
    logging.getLogger("tablebot").debug("the child played its moves")
    print(row.state, flush=True)


if __name__ == "__main__":
    _testgame.install()
    bot.local.run_local = play  # amain imports it when it starts the page
    sys.exit(entry.main())
