"""A click's CPU work in one call off the loop: the choice applied, the forced moves that
follow, and the next board's parts (issue 33, point 4).

In worker-process mode each call to a worker pickles its arguments there and its result
back. A click used to make three such round trips (the step, the forced-move check, the
board's parts), each carrying the whole state and most of them carrying it both ways. Now
it makes one: the worker that computed a table's last click keeps the position it reached
(`bot.cpu.work_for` routes a table's calls to the same worker), under a tag the loop chose
for it, and the next click sends only that tag with the choice. The position the worker
returns carries the same tag (`Position.kept`), so the loop knows exactly which state the
worker holds: a tag travels with its state only, never with another, and a tag the worker
does not hold (a new worker after one died, a table it dropped for newer ones, a move this
click's commit lost to) is a miss; the loop then sends the position itself. A tag, not the
table's version: a click whose commit lost reached a state at the same version number as
the one stored instead. The board's picture stays a call of its own to the slow pool, so a
picture never holds up the next click of the tables that share this worker.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from bot.position import Position
from bot.service.values import FORCED_MOVES_CAP, result_json
from bot.steps import Step, TurnParts, apply_step, forced_step, turn_parts
from db import Commit
from games.contract import Decision, Event, GameState, Result

KEPT_TABLES = 1000  # positions a worker keeps: ~35 KiB a table for the largest game

_kept: OrderedDict[int, Position] = OrderedDict()  # in a worker: table id -> its position
_tags = itertools.count(1)  # in the loop's process: a new tag for each click's position


def new_tag() -> int:
    """A tag no position of this process had before (the loop's process chooses them all)."""
    return next(_tags)


@dataclass(frozen=True, slots=True)
class Made:
    """One step made off the loop, as the store keeps it (without the state's objects)."""

    decision: Decision  # the decision the step answered
    seat: int
    choice_id: str | None
    events: list[Event]
    logged: list[dict[str, Any]]
    dumped: Any  # game.dump(state)
    result: Result | None
    waiting_changed: bool
    barrier: bool
    ai_waits: bool  # the decision after the step waits for an AI seat

    @classmethod
    def of(
        cls,
        step: Step,
        decision: Decision,
        seat: int,
        choice_id: str | None,
        ai_seats: frozenset[int],
    ) -> Made:
        return cls(
            decision=decision,
            seat=seat,
            choice_id=choice_id,
            events=step.events,
            logged=step.logged,
            dumped=step.dumped,
            result=step.result,
            waiting_changed=step.waiting_changed,
            barrier=step.barrier,
            ai_waits=ai_waits(step.position, ai_seats),
        )

    def commit(self, kind: str, now: float, **changes: Any) -> Commit:
        """The store's commit of this step; ``changes``: fields that differ."""
        fields: dict[str, Any] = dict(
            kind=kind,
            seat=self.seat,
            choice=self.choice_id,
            turn=self.decision.turn,
            barrier=self.barrier,
            events=self.logged,
            state=self.dumped,
            result=result_json(self.result) if self.result else None,
            waiting_changed=self.waiting_changed,
            now=now,
            ai_waits=self.ai_waits,
        )
        fields.update(changes)
        return Commit(**fields)


@dataclass(frozen=True, slots=True)
class Clicked:
    """What the loop needs of a click: the steps to store and the board to show."""

    own: Made  # the player's step
    forced: tuple[Made, ...]  # the forced moves that followed it
    capped: bool  # FORCED_MOVES_CAP forced moves in a row: stopped (an engine bug)
    position: Position  # after them all, with the answers asked of it
    parts: TurnParts | None  # the next board's parts; None: an AI seat moves next
    own_state: GameState | None = None  # right after the player's step, when forced moves followed


def ai_waits(position: Position, ai_seats: frozenset[int]) -> bool:
    """Whether ``position``'s decision waits for one of ``ai_seats`` (stored with each commit:
    the AI pass looks only at those tables)."""
    if not ai_seats:
        return False
    decision = position.decision()
    return (
        decision is not None and position.result() is None and bool(ai_seats & set(decision.seats))
    )


def click(
    table_id: int,
    tag: int | None,
    sent: Position | None,
    seat: int,
    choice_id: str,
    names: list[str],
    ai_seats: frozenset[int],
    with_views: bool,
    keep_as: int | None,
    locale: str = "en",
) -> Clicked | None:
    """Apply ``seat``'s choice to the table's position: ``sent``, or else the one kept here
    under ``tag`` (None when this worker does not hold it: the loop sends it). Then the
    forced moves, and the board's parts unless an AI seat moves next. ``keep_as``: the tag
    to keep the new position under (None on threads: nothing is kept, nothing pickled);
    ``locale``: the table's language, the board's parts are written in."""
    before = sent if sent is not None else _kept_under(table_id, tag)
    if before is None:
        return None
    decision = before.decision()
    if decision is None:  # the loop checked it; a position without one cannot be clicked
        raise ValueError(f"table {table_id}: no decision to answer")
    step = apply_step(before, decision, seat, choice_id, names)  # IllegalChoice: nothing kept
    own = Made.of(step, decision, seat, choice_id, ai_seats)
    position, capped = step.position, False
    forced: list[Made] = []
    if step.result is None:
        position, forced, capped = _forced_moves(position, names, ai_seats)
    parts = None
    if not ai_waits(position, ai_seats):
        status = "finished" if position.result() is not None else "playing"
        parts = turn_parts(
            position.game.slug, status, position, names, before, with_views, locale=locale
        )
    own_state = step.state if forced else None  # the board a later "since" picture starts from
    if keep_as is None:
        return Clicked(own, tuple(forced), capped, position, parts, own_state)
    position.kept = keep_as
    _keep(table_id, position)
    light = without_views(position)
    if parts is not None:
        parts = replace(parts, position=light)
    return Clicked(own, tuple(forced), capped, light, parts, own_state)


def without_views(position: Position) -> Position:
    """``position`` with its answers but its views, which are most of its pickled bytes (the
    loop needs none of them: the picture's come with the board's parts)."""
    return Position(
        position.game,
        position.state,
        _decision=position._decision,
        _result=position._result,
        _choices=position._choices,
        hidden=position.hidden,
        kept=position.kept,
    )


def _forced_moves(
    position: Position, names: list[str], ai_seats: frozenset[int]
) -> tuple[Position, list[Made], bool]:
    """Every decision with exactly one legal answer (one seat), played in turn."""
    made: list[Made] = []
    for _ in range(FORCED_MOVES_CAP):
        position, found = forced_step(position, names)
        if found is None:
            return position, made, False
        decision, seat, choice_id, step = found
        made.append(Made.of(step, decision, seat, choice_id, ai_seats))
        position = step.position
        if step.result is not None:
            return position, made, False
    return position, made, True


def _kept_under(table_id: int, tag: int | None) -> Position | None:
    position = _kept.get(table_id)
    if position is None or tag is None or position.kept != tag:
        return None
    _kept.move_to_end(table_id)
    return position


def _keep(table_id: int, position: Position) -> None:
    _kept[table_id] = position
    _kept.move_to_end(table_id)
    while len(_kept) > KEPT_TABLES:
        _kept.popitem(last=False)


def kept_tags() -> dict[int, int | None]:
    """The tables this process keeps positions of, and their tags (for the tests)."""
    return {table_id: position.kept for table_id, position in _kept.items()}
