"""The click's pipeline, top to bottom: act, undo, forced moves and the AI seats' turns."""

from __future__ import annotations

import dataclasses
import logging

from bot import aiseats, cpu, steps
from bot.service.movelog import trailing_forced
from bot.service.showing import Showing
from bot.service.values import (
    AI_MOVES_CAP,
    FORCED_MOVES_CAP,
    MovedFirst,
    Refused,
    Update,
    result_json,
    storage_refusals,
)
from bot.wording import away_line
from db import (
    MoveRow,
    SeatRow,
    StaleVersion,
    TableRow,
    effective_moves,
)
from games.contract import (
    Decision,
    Event,
    Game,
    GameState,
    IllegalChoice,
    name_seats,
)

log = logging.getLogger("tablebot.tables")


class Moves(Showing):
    async def act(self, table_id: int, user_id: str, version: int, choice_id: str) -> Update:
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id)
            decision = game.decision(state)
            if version != row.version and not await self._still_pending(row, decision, seat, version):
                raise Refused("This board is out of date: that choice was already made. "
                              "Use the newest board (/board).")
            if decision is None:
                raise Refused("The game is over.")
            if seat not in decision.seats:
                raise Refused("It is not your turn.")
            try:  # engines are pure and apply() copies the state: off the loop (5-20 ms with its checks)
                step = await cpu.work(steps.apply_step, game, state, decision, seat, choice_id, self._names(seats))
            except IllegalChoice as exc:
                raise Refused(str(exc)) from None
            return await self._commit(row, game, seats, seat, choice_id, decision, step, before=state)

    async def _still_pending(self, row: TableRow, decision: Decision | None, seat: int, version: int) -> bool:
        """Whether ``seat``'s decision is the one it was offered at ``version``.

        In a simultaneous decision the other seats' answers move the table's version on
        without touching this seat's choices: the answer stands if every move since
        ``version`` was another seat's, in the same turn, and this seat still decides.
        """
        if decision is None or seat not in decision.seats or version > row.version:
            return False
        later = (await self._tail(row)).since(version)
        if later is None or not later:
            return False
        return all(m.kind == "move" and m.seat != seat and m.turn == decision.turn for m in later)

    async def _commit(
        self,
        row: TableRow,
        game: Game,
        seats: list[SeatRow],
        seat: int,
        choice_id: str | None,
        decision: Decision,
        step: steps.Step,
        kind: str = "move",
        before: GameState | None = None,
    ) -> Update:
        new, events, result = step.state, step.events, step.result
        barrier, logged = step.barrier, step.logged
        # a player's own step (a choice, an undo) restarts the table's waiting clock, as a new
        # mover does: the idle clock and the reminders count from the player's last step
        waiting_changed = True
        now = self.clock()
        try:
            with storage_refusals():
                version = await self.store.commit_move(
                    row.id, row.version, kind=kind, seat=seat, choice=choice_id, turn=decision.turn,
                    barrier=barrier, events=logged,
                    state=step.dumped, status="finished" if result else "playing",
                    result=result_json(result) if result else None,
                    waiting_changed=waiting_changed, now=now,
                )
        except StaleVersion:
            raise Refused("This board is out of date: someone moved first. Use the newest board.") from None
        self._states.put(row.id, (version, new))
        self._extend_tail(row.id, row.version, version,
                          MoveRow(0, kind, seat, choice_id, decision.turn, barrier, logged, now))
        away: tuple[str, ...] = ()
        ai_events: list[Event] = []
        async with self._shown("Your move was recorded"):
            events = list(events)
            forced_version = version
            if kind == "move" and result is None:
                new, forced_version, more = await self._take_forced_moves(
                    row.id, version, game, new, self._names(seats))
                events += more
                if result is None and game.result(new) is None:
                    new, forced_version, ai_events, away = await self._ai_turns(
                        dataclasses.replace(row, version=forced_version), game, new, seats)
            if forced_version != version:  # forced moves were stored too: read the row back
                row = await self._table(row.id)
            else:
                row = dataclasses.replace(  # what commit_move just stored: no second read
                    row, version=version, status="finished" if result else "playing", updated_at=now,
                    result=result_json(result) if result else row.result,
                    waiting_since=now if waiting_changed else row.waiting_since,
                    last_reminded_at=None if waiting_changed else row.last_reminded_at,
                )
            by_seat = self._by_seat(seats)
            prev = tuple(by_seat[s].user_id for s in decision.seats)
            return await self._play_update(row, game, new, seats, events, headline="",
                                           previous_to_move=prev, before=before, away=away,
                                           ai_events=ai_events)


    async def _take_forced_moves(self, table_id: int, version: int, game: Game, state: GameState,
                                 names: list[str]) -> tuple[GameState, int, list[Event]]:
        """Play every decision with exactly one legal answer (one seat), each stored as a
        normal move (so a replay is exact) and marked ``auto`` for undo."""
        events: list[Event] = []
        for _ in range(FORCED_MOVES_CAP):
            forced = await cpu.work(steps.forced_step, game, state, names)
            if forced is None:
                break
            decision, seat, choice_id, step = forced
            version = await self._store_step(table_id, version, decision, seat, choice_id, step)
            state = step.state
            events += step.events
            if step.result is not None:
                break
        else:
            log.error("table %s: %d forced moves in a row; stopped", table_id, FORCED_MOVES_CAP)
        return state, version, events

    async def _ai_turns(self, row: TableRow, game: Game, state: GameState, seats: list[SeatRow],
                        stand_ins: dict[int, int] | None = None,
                        ) -> tuple[GameState, int, list[Event], tuple[str, ...]]:
        """Let the AI seats move while the decision is theirs (called under the table's lock).

        Each move is chosen off the loop with the seed ``"<table seed>:<version>"`` (so it
        is the same after a restart), applied and stored like a human's, followed by any
        forced moves. Stops when a human must decide or the game ends. ``stand_ins``
        (seat -> turn): human seats the AI plays for while that turn lasts (the idle
        clock). Returns the state, the version, every event and the "while you were
        away" lines.
        """
        by_seat = self._by_seat(seats)
        ai_seats = {s for s, r in by_seat.items() if aiseats.is_ai(r.user_id)}
        stand_ins = stand_ins or {}
        names = self._names(seats)
        version = row.version
        events: list[Event] = []
        runs: list[tuple[int, list[str]]] = []  # (seat, its public lines), one per run of moves
        if not ai_seats and not stand_ins:
            return state, version, events, ()
        for _ in range(AI_MOVES_CAP):
            decision = game.decision(state)
            movers = [s for s in decision.seats
                      if s in ai_seats or stand_ins.get(s) == decision.turn] if decision else []
            if not movers or game.result(state) is not None:
                break
            seat = movers[0]
            level = aiseats.level_of(by_seat[seat].user_id) if seat in ai_seats else aiseats.IDLE_LEVEL
            choice_id = await self._ai()(row.game, game.dump(state), seat, level, f"{row.seed}:{version}")
            try:
                applied = await cpu.work(steps.apply_step, game, state, decision, seat, choice_id, names)
            except IllegalChoice:
                log.error("table %s: the AI chose an illegal %r for seat %s; stopped", row.id, choice_id, seat)
                break
            step = applied.events
            try:
                version = await self._store_step(row.id, version, decision, seat, choice_id,
                                                 applied)
            except StaleVersion as exc:
                if version == row.version:  # nothing of this pass was stored
                    raise MovedFirst(row.id) from exc
                raise
            state = applied.state
            more: list[Event] = []
            if game.result(state) is None:
                state, version, more = await self._take_forced_moves(row.id, version, game, state, names)
            lines = [name_seats(e.text, names) for e in [*step, *more] if e.public]
            if runs and runs[-1][0] == seat:
                runs[-1][1].extend(lines)
            else:
                runs.append((seat, lines))
            events += step + more
        else:
            log.error("table %s: %d AI moves in a row; stopped", row.id, AI_MOVES_CAP)
        return state, version, events, tuple(away_line(names[s], lines) for s, lines in runs)

    async def _store_step(self, table_id: int, version: int, decision: Decision, seat: int,
                          choice_id: str, step: steps.Step) -> int:
        """Store one move the service made (forced or an AI's) like a human's; the new version."""
        now = self.clock()
        old = version
        with storage_refusals():
            version = await self.store.commit_move(
                table_id, version, kind="move", seat=seat, choice=choice_id, turn=decision.turn,
                barrier=step.barrier, events=step.logged, state=step.dumped,
                status="finished" if step.result else "playing",
                result=result_json(step.result) if step.result else None,
                waiting_changed=step.waiting_changed, now=now,
            )
        self._extend_tail(table_id, old, version,
                          MoveRow(0, "move", seat, choice_id, decision.turn, step.barrier, step.logged, now))
        self._states.put(table_id, (version, step.state))
        return version


    async def undo(self, table_id: int, user_id: str, version: int | None = None) -> Update:
        """Take back your own last choice within your current turn (BGA's policy).

        ``version``, when given (a Back button), must be the current one, so a double
        click on Back takes back one choice, not two.
        """
        async with self._lock(table_id):
            row, seats, seat, game, state = await self._seated(table_id, user_id)
            if version is not None and version != row.version:
                raise Refused("This board is out of date: use the newest board (/board).")
            decision = game.decision(state)
            moves = effective_moves(await self.store.moves(table_id))
            if not moves:
                raise Refused("There is nothing to undo.")
            forced = trailing_forced(moves)
            if forced == len(moves):
                raise Refused("Every move so far was forced; there is nothing to undo.")
            last = moves[-1 - forced]  # the player's own choice, before the forced steps it caused
            if last.seat != seat or decision is None or seat not in decision.seats:
                raise Refused("You can only undo your own choices during your turn.")
            taken = moves[len(moves) - 1 - forced:]
            if any(m.barrier for m in taken):
                raise Refused("That move revealed hidden information or drew at random; it cannot be undone.")
            if any(m.seat != seat for m in taken):
                raise Refused("Another player's forced step followed your choice; it cannot be undone.")
            if last.turn != decision.turn:
                raise Refused("Your previous turn is over; it cannot be undone.")
            names = self._names(seats)
            options = game.options(row.options)
            kept = [(m.seat, m.choice) for m in moves[:len(moves) - len(taken)]]

            states = await cpu.slow(steps.undo_states, game, len(names), row.seed, options, kept,
                                    [(m.seat, m.choice) for m in taken])
            # the forced steps go back first, one undo row each, so the log and the stored
            # state agree after every row
            version = row.version
            for m, earlier in zip(reversed(taken[1:]), reversed(states[1:]), strict=True):
                with storage_refusals():
                    version = await self.store.commit_move(
                        table_id, version, kind="undo", seat=seat, choice=None, turn=m.turn, barrier=False,
                        events=[], state=game.dump(earlier), waiting_changed=False, now=self.clock())
            if len(taken) > 1:
                self._tails.pop(table_id, None)
                row = await self._table(table_id)
            step = await cpu.work(steps.undo_step, game, states[0], decision, seat, last.choice, names)
            return await self._commit(row, game, seats, seat, None, decision, step, kind="undo")


    async def _run_ai_and_show(self, row: TableRow, headline: str) -> Update:
        """Under the table's lock: let waiting AI seats move, then the table's update."""
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        state, version, ai_events, away = await self._ai_turns(row, game, state, seats)
        if version != row.version:
            row = await self._table(row.id)
        return await self._play_update(row, game, state, seats, [], headline,
                                       previous_to_move=(), away=away, ai_events=ai_events)

    async def resume_ai(self) -> list[tuple[str, Update]]:
        """After a restart (the reminder/repair pass): every running table whose decision
        waits for an AI seat gets its AI moves now. The moves are stored with the version
        checked and chosen from the table's seed and version, so an AI turn interrupted by
        a restart is made exactly once. Returns (channel id, update) to post."""
        return await self._each_playing(await self.store.open_tables(), self.resume_table,
                                        "AI seats could not move")

    async def resume_table(self, table_id: int) -> Update | None:
        """Let one table's waiting AI seats move; None when no AI seat is to move."""
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "playing":
                return None
            game = self._game(row)
            state = await self._loaded(row, game)
            decision = game.decision(state)
            seats = await self._seats(row, state)
            ai = {s.seat for s in seats if aiseats.is_ai(s.user_id)}
            if decision is None or not ai & set(decision.seats):
                return None
            return await self._run_ai_and_show(row, "")

