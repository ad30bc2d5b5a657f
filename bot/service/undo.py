"""Undo: a player takes back their own last choice within their turn, with the forced steps
it caused (never past a random draw, a reveal or another player's step)."""

from __future__ import annotations

from bot import cpu, steps
from bot.clickstep import Clicked, Made
from bot.service.movelog import trailing_forced
from bot.service.moves import Moves, ai_seats_of
from bot.service.values import Refused, Update, storage_refusals
from db import Commit, effective_moves
from games.messages import msg


class Undo(Moves):
    async def undo(
        self,
        table_id: int,
        user_id: str,
        version: int | None = None,
        *,
        locale: str | None = None,
    ) -> Update:
        """Take back your own last choice within your current turn (BGA's policy).

        ``version``, when given (a Back button), must be the current one, so a double
        click on Back takes back one choice, not two.
        """
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id, locale)
            if version is not None and version != row.version:
                raise Refused(msg("chrome-stale-board"))
            decision = self._position(row, game, state).decision()
            moves = effective_moves(await self.store.moves(table_id))
            if not moves:
                raise Refused(msg("chrome-undo-nothing"))
            forced = trailing_forced(moves)
            if forced == len(moves):
                raise Refused(msg("chrome-undo-all-forced"))
            last = moves[-1 - forced]  # the player's own choice, before the forced steps it caused
            if last.seat != seat or decision is None or seat not in decision.seats:
                raise Refused(msg("chrome-undo-not-yours"))
            taken = moves[len(moves) - 1 - forced :]
            if any(m.barrier for m in taken):
                raise Refused(msg("chrome-undo-revealed"))
            if any(m.seat != seat for m in taken):
                raise Refused(msg("chrome-undo-forced-after"))
            if last.turn != decision.turn:
                raise Refused(msg("chrome-undo-turn-over"))
            names = self._names(seats)
            options = game.options(row.options)
            kept = [(m.seat, m.choice) for m in moves[: len(moves) - len(taken)]]

            states = await cpu.slow(
                steps.undo_states,
                game,
                len(names),
                row.seed,
                options,
                kept,
                [(m.seat, m.choice) for m in taken],
            )
            # the forced steps go back first, one undo row each, so the log and the stored
            # state agree after every row
            version = row.version
            for m, earlier in zip(reversed(taken[1:]), reversed(states[1:]), strict=True):
                with storage_refusals():
                    version = await self.store.commit_move(
                        table_id,
                        version,
                        Commit(
                            kind="undo",
                            seat=seat,
                            choice=None,
                            turn=m.turn,
                            barrier=False,
                            events=[],
                            state=game.dump(earlier),
                            waiting_changed=False,
                            now=self.clock(),
                        ),
                    )
            if len(taken) > 1:
                self._tails.pop(table_id, None)
                row = await self._table(table_id)
            step = await cpu.work(
                steps.undo_step, game, states[0], decision, seat, last.choice, names
            )
            own = Made.of(step, decision, seat, None, ai_seats_of(seats))
            clicked = Clicked(own, forced=(), capped=False, position=step.position, parts=None)
            return await self._commit(row, game, seats, decision, clicked, step.before, "undo")
