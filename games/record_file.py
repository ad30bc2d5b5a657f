"""A finished game's record as a file (issue 34.4): what `/export` gives and
`python -m games replay FILE` reads back.

The file is JSON: the format's name and version, the game, its options, seed and player
count, every stored row of the move log (moves, undos and a resignation, forced moves
included, in the order they happened), the final result, and a digest of the final state.
Replaying the standing moves from the seed must end in that state and those scores.
Display names are left out on purpose: the file travels beyond the server, and seats are
enough to replay a game.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games import registry
from games.contract import Game, GameState, Result
from games.messages import Msg, to_json

FORMAT = "table-game-record"
VERSION = 1
KINDS = ("move", "undo", "resign")


class RecordError(ValueError):
    """A file that is not a record this build can replay; ``str(exc)`` is one clear line."""


@dataclass(frozen=True, slots=True)
class LoggedStep:
    """One row of the move log as the table stored it."""

    kind: str  # move | undo | resign
    seat: int
    choice: str | None


@dataclass(frozen=True, slots=True)
class Record:
    game: str
    options: dict[str, Any]
    seed: int
    players: int
    log: tuple[LoggedStep, ...]
    result: dict[str, Any]
    state_sha256: str


@dataclass(frozen=True, slots=True)
class Replayed:
    state: GameState
    result: dict[str, Any]
    same_state: bool
    same_scores: bool


def state_digest(dumped: str) -> str:
    return hashlib.sha256(dumped.encode()).hexdigest()


def standing(log: Sequence[LoggedStep]) -> list[tuple[int, str]]:
    """The moves that stand after undos (the store's `effective_moves`, on the file's rows)."""
    stack: list[tuple[int, str]] = []
    for step in log:
        if step.kind == "move" and step.choice is not None:
            stack.append((step.seat, step.choice))
        elif step.kind == "undo" and stack:
            stack.pop()
    return stack


def result_json(r: Result) -> dict[str, Any]:
    """A result as the table stores it (seat keys as strings)."""
    tiebreak = to_json(r.tiebreak) if isinstance(r.tiebreak, Msg) else r.tiebreak
    return {
        "totals": {str(k): v for k, v in r.totals.items()},
        "breakdown": {str(k): v for k, v in r.breakdown.items()},
        "ranking": list(r.ranking),
        "winners": list(r.winners),
        "tiebreak": tiebreak,
    }


def resigned_result(scores: Sequence[int], seat: int) -> dict[str, Any]:
    """A resignation's result: the resigning seat ranks last, the others by score."""
    others = sorted((s for s in range(len(scores)) if s != seat), key=lambda s: (-scores[s], s))
    best = scores[others[0]] if others else None
    return {
        "totals": {str(s): scores[s] for s in range(len(scores))},
        "ranking": others + [seat],
        "winners": [s for s in others if scores[s] == best],
        "resigned": seat,
        "breakdown": {},
        "tiebreak": "",
    }


def final_result(game: Game, state: GameState, log: Sequence[LoggedStep]) -> dict[str, Any]:
    """The result a replayed state ends in: the engine's, or a resignation's."""
    if log and log[-1].kind == "resign":
        scores = list(game.view(state, None).get("scores") or [0] * state.players)
        return resigned_result(scores, log[-1].seat)
    result = game.result(state)
    if result is None:
        raise RecordError("The moves in this file do not reach the end of the game.")
    return result_json(result)


def build(
    game: str,
    options: dict[str, Any],
    seed: int,
    players: int,
    log: Sequence[LoggedStep],
    result: dict[str, Any],
    final_state: str,
) -> dict[str, Any]:
    """The file's content (a finished game's: it holds the seed, which shows every draw)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "options": options,
        "seed": seed,
        "players": players,
        "log": [{"kind": s.kind, "seat": s.seat, "choice": s.choice} for s in log],
        "result": result,
        "final_state_sha256": state_digest(final_state),
    }


def dumps(content: dict[str, Any]) -> bytes:
    return json.dumps(content, ensure_ascii=False, indent=1).encode()


def loads(data: str | bytes) -> Record:
    """Read a record file; anything else raises `RecordError` with one clear line."""
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        raise RecordError("This file is not JSON, so it is not a game record.") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise RecordError("This file is not a game record of this bot.")
    if raw.get("version") != VERSION:
        raise RecordError(
            f"This record has format version {raw.get('version')!r}; "
            f"this build reads version {VERSION}."
        )
    try:
        record = Record(
            game=_typed(raw, "game", str),
            options=_typed(raw, "options", dict),
            seed=_typed(raw, "seed", int),
            players=_typed(raw, "players", int),
            log=tuple(_step(item) for item in _typed(raw, "log", list)),
            result=_typed(raw, "result", dict),
            state_sha256=_typed(raw, "final_state_sha256", str),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"This game record is damaged: {exc}.") from None
    if record.game not in registry():
        raise RecordError(f"This build has no game {record.game!r}.")
    return record


def _typed(raw: dict[str, Any], key: str, kind: type) -> Any:
    if key not in raw:
        raise KeyError(f"{key!r} is missing")
    value = raw[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{key!r} is not a {kind.__name__}")
    return value


def _step(item: Any) -> LoggedStep:
    if not isinstance(item, dict):
        raise TypeError("a log row is not an object")
    kind, seat, choice = item.get("kind"), item.get("seat"), item.get("choice")
    if kind not in KINDS:
        raise ValueError(f"a log row has the unknown kind {kind!r}")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise TypeError("a log row's seat is not a number")
    if choice is not None and not isinstance(choice, str):
        raise TypeError("a log row's choice is not text")
    return LoggedStep(kind, seat, choice)


def replay(record: Record) -> Replayed:
    """Replay the standing moves from the seed; compare with the recorded end."""
    game = registry()[record.game]
    if not game.min_players <= record.players <= game.max_players:
        raise RecordError(f"{game.title} takes {game.min_players}-{game.max_players} players.")
    try:
        options = game.options(record.options)
        state = game.replay(record.players, record.seed, options, standing(record.log))
    except RecordError:
        raise
    except Exception as exc:  # a bad option or an illegal move: the file does not replay
        raise RecordError(f"This record does not replay: {exc}".splitlines()[0]) from None
    result = final_result(game, state, record.log)
    return Replayed(
        state,
        result,
        same_state=state_digest(game.dump(state)) == record.state_sha256,
        same_scores=_scores(result) == _scores(record.result),
    )


def _scores(result: dict[str, Any]) -> tuple[Any, ...]:
    return (result.get("totals"), result.get("ranking"), result.get("winners"))
