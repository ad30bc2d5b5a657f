"""The click's pipeline, top to bottom: act, forced moves and the AI seats' turns."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from bot import aiseats, clickstep, cpu, steps
from bot.clickstep import Clicked, Made
from bot.position import Position
from bot.service.history import History
from bot.service.values import (
    AI_MOVES_CAP,
    FORCED_MOVES_CAP,
    MovedFirst,
    Refused,
    Update,
    storage_refusals,
)
from bot.wording import away_lines
from db import (
    Commit,
    SeatRow,
    StaleVersion,
    TableRow,
)
from games.contract import (
    Decision,
    Event,
    Game,
    IllegalChoice,
)
from games.messages import Text, msg

log = logging.getLogger("tablebot.tables")


class Moves(History):
    """A click from the top down: check, apply off the loop, store, take the forced moves
    and the AI seats' turns that follow, show. Also undo and the AI's resumption."""

    async def act(
        self,
        table_id: int,
        user_id: str,
        version: int,
        choice_id: str,
        *,
        locale: str | None = None,
    ) -> Update:
        async with self._lock(table_id):
            # the reader's language is noted after the move is stored (a refusal changes nothing)
            row, seats, seat, game, state = await self._seated(table_id, user_id)
            before = self._position(row, game, state)
            decision = before.decision()
            if version != row.version and not await self._still_pending(
                row, decision, seat, version
            ):
                raise Refused(msg("chrome-stale-choice-made"))
            if decision is None:
                raise Refused(msg("chrome-game-is-over"))
            if seat not in decision.seats:
                raise Refused(msg("chrome-not-your-turn"))
            # engines are pure and apply() copies the state: off the loop (5-20 ms with its checks)
            try:
                clicked = await self._click(row, before, seat, choice_id, seats)
            except IllegalChoice as exc:  # the engine's sentence, in the reader's language
                raise Refused(steps.words(exc.text, self._names(seats), locale or "en")) from None
            update = await self._commit(row, game, seats, decision, clicked, before)
            await self._note_locale(table_id, seats, user_id, locale)
            return update

    async def _click(
        self, row: TableRow, before: Position, seat: int, choice_id: str, seats: list[SeatRow]
    ) -> Clicked:
        """The click's CPU work in one call (`bot.clickstep`): in worker processes with only
        the tag of the position the table's worker keeps, when it keeps one; the position
        itself when it does not (or no longer: a new worker, a table it dropped)."""
        names, ai_seats = self._names(seats), ai_seats_of(seats)
        keep_as = clickstep.new_tag() if cpu.in_processes() else None
        args = (seat, choice_id, names, ai_seats, self.render, keep_as, row.locale)
        if keep_as is not None and before.kept is not None:
            clicked = await cpu.work_for(row.id, clickstep.click, row.id, before.kept, None, *args)
            if clicked is not None:
                return clicked
        sent = before if keep_as is None else clickstep.without_views(before)  # fewer bytes
        clicked = await cpu.work_for(row.id, clickstep.click, row.id, None, sent, *args)
        if clicked is None:  # only a tag without its position can miss
            raise RuntimeError("a click sent with its position came back without a step")
        return clicked

    async def _commit(
        self,
        row: TableRow,
        game: Game[Any],
        seats: list[SeatRow],
        decision: Decision,
        clicked: Clicked,
        before: Position,
        kind: str = "move",
    ) -> Update:
        """Store a player's own step (a choice, an undo) and the forced moves computed with
        it, then let AI seats follow, and show the table. ``before``: the position the step
        was taken from."""
        # a player's own step (a choice, an undo) restarts the table's waiting clock, as a new
        # mover does: the idle clock and the reminders count from the player's last step
        now = self.clock()
        if kind == "move":
            await self._tail(row)  # read now if not cached: the commit numbers its new row
        commit = clicked.own.commit(kind, now, waiting_changed=True)
        position = clicked.position
        try:
            version = await self._store_commit(
                row.id, row.version, commit, None if clicked.forced else position
            )
        except StaleVersion:
            raise Refused(msg("chrome-stale-moved-first")) from None
        if kind == "move":  # the board a later "since your last turn" picture starts from
            own_state = clicked.own_state or position.state
            self._remember_own_move(row.id, clicked.own.seat, version, own_state)
        away: tuple[str, ...] = ()
        ai_events: list[Event] = []
        async with self._shown(msg("chrome-shown-move")):
            events = list(clicked.own.events)
            forced_version = version
            for n, made in enumerate(clicked.forced, 1):
                forced_version = await self._store_commit(
                    row.id,
                    forced_version,
                    made.commit("move", self.clock()),
                    position if n == len(clicked.forced) else None,
                )
                events += made.events
            if clicked.capped:
                log.error("table %s: %d forced moves in a row; stopped", row.id, FORCED_MOVES_CAP)
            if kind == "move" and clicked.parts is None and position.result() is None:
                position, forced_version, ai_events, away = await self._ai_turns(
                    dataclasses.replace(row, version=forced_version), position, seats
                )
            if forced_version != version:  # forced moves were stored too: read the row back
                row = await self._table(row.id)
            else:
                row = dataclasses.replace(  # what commit_move just stored: no second read
                    row,
                    version=version,
                    status=commit.status,
                    updated_at=now,
                    result=commit.result or row.result,
                    waiting_since=now,
                    last_reminded_at=None,
                )
            by_seat = self._by_seat(seats)
            prev = tuple(by_seat[s].user_id for s in decision.seats)
            return await self._play_update(
                row,
                game,
                position,
                seats,
                events,
                headline="",
                previous_to_move=prev,
                before=before,
                away=away,
                ai_events=ai_events,
                parts=clicked.parts,  # computed with the step unless AI seats moved since
            )

    async def _store_commit(
        self, table_id: int, version: int, commit: Commit, position: Position | None
    ) -> int:
        """Store one step (refused clearly when the storage fails) and keep what it reached:
        ``position`` (when known here) and the log's tail. The new version."""
        with storage_refusals():
            new_version = await self.store.commit_move(table_id, version, commit)
        if position is not None:
            self._keep(table_id, new_version, position)
        self._extend_tail(table_id, version, new_version, commit)
        return new_version

    async def _take_forced_moves(
        self,
        table_id: int,
        version: int,
        position: Position,
        names: list[str],
        ai_seats: frozenset[int],
    ) -> tuple[Position, int, list[Event]]:
        """Play every decision with exactly one legal answer (one seat), each stored as a
        normal move (so a replay is exact) and marked ``auto`` for undo. ``ai_seats``: the
        table's AI seats (each commit says whether one of them decides next)."""
        events: list[Event] = []
        for _ in range(FORCED_MOVES_CAP):
            position, forced = await cpu.work(steps.forced_step, position, names)
            if forced is None:
                self._keep(table_id, version, position)  # with the answers the check asked
                break
            decision, seat, choice_id, step = forced
            version = await self._store_step(
                table_id, version, decision, seat, choice_id, step, ai_seats
            )
            position = step.position
            events += step.events
            if step.result is not None:
                break
        else:
            log.error("table %s: %d forced moves in a row; stopped", table_id, FORCED_MOVES_CAP)
        return position, version, events

    async def _ai_turns(
        self,
        row: TableRow,
        position: Position,
        seats: list[SeatRow],
        stand_ins: dict[int, int] | None = None,
    ) -> tuple[Position, int, list[Event], tuple[str, ...]]:
        """Let the AI seats move while the decision is theirs (called under the table's lock).

        Each move is chosen off the loop with the seed ``aiseats.ai_seed`` (the table's AI
        secret and version: the same after a restart, never the game's seed), applied and
        stored like a human's, followed by any forced moves. A chooser that fails is logged
        and the seat plays ``aiseats.fallback_choice``, so the game goes on. Stops when a
        human must decide or the game ends. ``stand_ins``
        (seat -> turn): human seats the AI plays for while that turn lasts (the idle
        clock). Returns the position, the version, every event and the "while you were
        away" lines.
        """
        game = position.game
        by_seat = self._by_seat(seats)
        ai_seats = ai_seats_of(seats)
        stand_ins = stand_ins or {}
        names = self._names(seats)
        version = row.version
        events: list[Event] = []
        runs: list[tuple[int, list[str]]] = []  # (seat, its public lines), one per run of moves
        if not ai_seats and not stand_ins:
            return position, version, events, ()
        for _ in range(AI_MOVES_CAP):
            decision = position.decision()
            movers = (
                [s for s in decision.seats if s in ai_seats or stand_ins.get(s) == decision.turn]
                if decision
                else []
            )
            if not movers or decision is None or position.result() is not None:
                break
            seat = movers[0]
            stand_in = seat not in ai_seats  # the idle clock plays for a human seat
            level = aiseats.IDLE_LEVEL if stand_in else aiseats.level_of(by_seat[seat].user_id)
            seed = aiseats.ai_seed(row.ai_secret, version)
            try:
                choice_id = await self._ai()(row.game, game.dump(position.state), seat, level, seed)
            except Exception:  # noqa: BLE001 - logged; a legal fallback keeps the game going
                log.exception(
                    "table %s: the AI of seat %s could not choose; it plays a fallback move",
                    row.id,
                    seat,
                )
                choice_id = aiseats.fallback_choice(game, position.state, seat, seed)
            try:
                applied = await cpu.work(
                    steps.apply_step, position, decision, seat, choice_id, names, stand_in
                )
            except IllegalChoice:
                log.error(
                    "table %s: the AI chose an illegal %r for seat %s; stopped",
                    row.id,
                    choice_id,
                    seat,
                )
                break
            step = applied.events
            try:
                version = await self._store_step(
                    row.id, version, decision, seat, choice_id, applied, ai_seats
                )
            except StaleVersion as exc:
                if version == row.version:  # nothing of this pass was stored
                    raise MovedFirst(row.id) from exc
                raise
            position = applied.position
            more: list[Event] = []
            if position.result() is None:
                position, version, more = await self._take_forced_moves(
                    row.id, version, position, names, ai_seats
                )
            lines = [steps.words(e.text, names) for e in [*step, *more] if e.public]
            if runs and runs[-1][0] == seat:
                runs[-1][1].extend(lines)
            else:
                runs.append((seat, lines))
            events += step + more
        else:
            log.error("table %s: %d AI moves in a row; stopped", row.id, AI_MOVES_CAP)
        return (
            position,
            version,
            events,
            tuple(
                line for s, lines in runs for line in away_lines(names[s], lines, names, row.locale)
            ),
        )

    async def _store_step(
        self,
        table_id: int,
        version: int,
        decision: Decision,
        seat: int,
        choice_id: str,
        step: steps.Step,
        ai_seats: frozenset[int],
    ) -> int:
        """Store one move the service made (forced or an AI's) like a human's; the new version."""
        commit = Made.of(step, decision, seat, choice_id, ai_seats).commit("move", self.clock())
        return await self._store_commit(table_id, version, commit, step.position)

    async def _run_ai_and_show(self, row: TableRow, headline: Text) -> Update:
        """Under the table's lock: let waiting AI seats move, then the table's update."""
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        position, version, ai_events, away = await self._ai_turns(
            row, self._position(row, game, state), seats
        )
        if version != row.version:
            row = await self._table(row.id)
        return await self._play_update(
            row,
            game,
            position,
            seats,
            [],
            headline,
            previous_to_move=(),
            away=away,
            ai_events=ai_events,
        )

    async def resume_ai(self) -> list[tuple[str, Update]]:
        """After a restart (the reminder/repair pass): every running table whose decision
        waits for an AI seat gets its AI moves now. The moves are stored with the version
        checked and chosen from the table's AI secret and version, so an AI turn interrupted by
        a restart is made exactly once. Only the tables whose last commit said an AI seat
        decides next are loaded (the store's ai_waits flag). Returns (channel id, update) to
        post."""
        return await self._each_playing(
            await self.store.ai_waiting(), self.resume_table, "AI seats could not move"
        )

    async def resume_table(self, table_id: int) -> Update | None:
        """Let one table's waiting AI seats move; None when no AI seat is to move."""
        async with self._lock(table_id):
            row = await self._table(table_id)
            if row.status != "playing":
                return None
            game = self._game(row)
            state = await self._loaded(row, game)
            decision = self._position(row, game, state).decision()
            seats = await self._seats(row, state)
            if decision is None or not ai_seats_of(seats) & set(decision.seats):
                with storage_refusals():  # nothing to do: the next pass skips it
                    await self.store.clear_ai_waits(table_id, row.version)
                return None
            return await self._run_ai_and_show(row, "")


def ai_seats_of(seats: list[SeatRow]) -> frozenset[int]:
    """The seat numbers the AI holds."""
    return frozenset(s.seat for s in seats if s.seat is not None and aiseats.is_ai(s.user_id))
