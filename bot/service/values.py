"""The table service's values: what it returns, its refusals and their sentences.

Every refusal is a `Refused` with the sentence to show the player; a refusal changes nothing.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from db import (
    StaleVersion,
    StoreFull,
    storage_failure,
)
from games.contract import (
    Choice,
    Result,
)
from games.messages import Msg, Text, msg, to_json
from l10n import LOCALES, say

DEFAULT_REMINDER_SECONDS = 24 * 3600
MAX_ID = 2**63 - 1  # SQLite's INTEGER range: a larger id is refused, never looked up
TAIL_ROWS = 32  # move log rows kept per table for undo and simultaneous-decision checks
FORCED_MOVES_CAP = 200  # forced moves taken in a row before the service stops (an engine bug)
TURN_LOG_TABLES = 2000
STATE_CACHE_TABLES = 2000  # ~35 KiB a table for the largest game: ~70 MiB at most
# the engine's answers about a state are kept for the most recently played tables only
POSITION_CACHE_TABLES = 256
# the state right after each seat's own last move, for the most recently played tables: the
# board a returning player's picture outlines the changes from (bot.service.last_turn); a kept
# state takes 16-45 KiB (bench/since_bench.py): ~46 MiB at most for 256 four-seat tables
OWN_MOVE_TABLES = 256
AI_MOVES_CAP = 3000  # AI decisions in a row before the service stops (a whole game's worth)

log = logging.getLogger("tablebot.tables")


class Refused(Exception):
    """A request the service turns down. ``text`` is the sentence for the player (a `Msg`
    where translated: show it with ``l10n.say(exc.text, locale)``); ``str(exc)`` is the same
    sentence in English, for logs and callers that know no locale."""

    def __init__(self, text: Text = "") -> None:
        super().__init__(say(text, "en"))
        self.text: Text = text


class Recorded(Refused):
    """The action WAS stored, but showing its result failed; ``text`` says so."""


class Damaged(Refused):
    """The table's saved data cannot be used (a bad row, a state that does not load, a
    missing seat): it can only be closed. ``text`` is the sentence for a Discord player;
    ``what_text`` says the same without naming a command (the local page), ``what`` is
    that in English."""

    def __init__(self, sentence: Text | None = None, what: Text | None = None):
        super().__init__(sentence or DAMAGED_TEXT)
        self.what_text: Text = what or sentence or DAMAGED_WHAT_TEXT
        self.what = say(self.what_text, "en")


class MovedFirst(StaleVersion):
    """Another click or process moved the table on before the AI stored any move of its pass."""


STORAGE_FULL = msg("chrome-storage-full")
STORAGE_FAILED = msg("chrome-storage-failed")


@contextlib.contextmanager
def storage_refusals() -> Iterator[None]:
    """A write the database turned down (disk full, locked) becomes a clear refusal."""
    try:
        yield
    except Exception as exc:
        failure = storage_failure(exc)
        if failure is None:
            raise
        log.error("database write failed: %s", exc)
        raise Refused(STORAGE_FULL if isinstance(failure, StoreFull) else STORAGE_FAILED) from None


@dataclass(frozen=True, slots=True)
class Player:
    user_id: str
    name: str
    seat: int | None


@dataclass(frozen=True, slots=True)
class Update:
    """Everything an adapter needs to show one table after something happened."""

    table_id: int
    version: int
    game: str
    title: str
    status: str  # lobby | playing | finished | abandoned
    headline: str  # one line: what happened or whose turn it is
    events: tuple[str, ...] = ()  # public log lines of this move, names filled in
    image: bytes | None = None
    players: tuple[Player, ...] = ()
    to_move: tuple[Player, ...] = ()
    mention: tuple[str, ...] = ()  # user ids whose turn just began: ping them
    choices: tuple[Choice, ...] = ()  # the buttons, when one seat decides
    prompt: str = ""
    simultaneous: bool = False  # several seats decide privately: a "choose" button
    private: dict[str, tuple[str, ...]] = field(default_factory=dict)  # user id -> lines
    scoreboard: str = ""  # the game-over breakdown table
    waiting_since: float | None = None
    undo_allowed_for: tuple[str, ...] = ()
    # A new public message (with its ping) is due: someone new is to move, the game
    # ended, the game began, or /board. Otherwise the turn's message is edited in place.
    new_message: bool = True
    turn_events: tuple[str, ...] = ()  # every public line of the current turn message
    # The mover's choices name hidden information: they are shown only to the mover.
    choices_private: bool = False
    # "While you were away": what the AI seats did since the last human move, one line
    # per run of one AI seat's moves (their lines are not repeated in turn_events).
    away: tuple[str, ...] = ()
    # "Since your last turn" (issue 31.1): for the players pinged (``mention``), every other
    # seat's public moves since their own last move, one line per seat and turn, newest last.
    since: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TableSummary:
    table_id: int
    channel_id: str
    game: str
    title: str
    status: str
    players: tuple[Player, ...]
    to_move: tuple[Player, ...]
    waiting_since: float | None
    damaged: bool = False  # its saved data cannot be read: listed, never played


@dataclass(frozen=True, slots=True)
class Reminder:
    table_id: int
    channel_id: str
    title: str
    to_move: tuple[Player, ...]
    waiting_since: float
    # the language to remind in: the one the pinged players were last seen in when they
    # share it, else the table's
    locale: str = "en"
    # players who asked for a direct message instead of the channel ping (issue 34); an
    # adapter that cannot reach one pings them in the channel instead
    by_dm: tuple[Player, ...] = ()
    guild_id: str = ""
    dm_locales: tuple[str, ...] = ()  # each direct message's language, in by_dm's order


@dataclass(frozen=True, slots=True)
class HandView:
    text: str
    image: bytes | None
    choices: tuple[Choice, ...]
    version: int
    undo: bool = False  # the player may take back their last choice now


@dataclass(frozen=True, slots=True)
class LogEntry:
    n: int
    seat: int
    name: str
    choice: str
    lines: tuple[str, ...]


DAMAGED_WHAT_TEXT = msg("chrome-damaged-what")
DAMAGED_TEXT = msg("chrome-damaged")
ELSEWHERE_TEXT = msg("chrome-elsewhere")
# the same sentences in English, for callers and tests that compare strings
DAMAGED_WHAT = say(DAMAGED_WHAT_TEXT, "en")
DAMAGED = say(DAMAGED_TEXT, "en")
ELSEWHERE = say(ELSEWHERE_TEXT, "en")


def result_json(r: Result) -> dict[str, Any]:
    """The result as the table row keeps it (JSON): a tie-break message in its JSON form."""
    return {
        "totals": {str(k): v for k, v in r.totals.items()},
        "breakdown": {str(k): v for k, v in r.breakdown.items()},
        "ranking": list(r.ranking),
        "winners": list(r.winners),
        "tiebreak": to_json(r.tiebreak),
    }


def unknown_language(code: str) -> Msg:
    """The refusal for a language code the bot does not speak."""
    return msg("chrome-unknown-language", code=code[:20], known=", ".join(LOCALES))


def whose_turn(to_move: tuple[Player, ...], prompt: str) -> str:
    """ "Carla: choose your start city", never "Carla: Carla: choose ..." when the
    engine's prompt already names the mover."""
    if not to_move:
        return prompt
    if all(p.name in prompt for p in to_move):
        return prompt
    return f"{', '.join(p.name for p in to_move)}: {prompt}"


def duration(seconds: float) -> Msg:
    """A waiting time for a sentence: "3 days", "12 h", "1.5 h", "20 min"."""
    hours = seconds / 3600
    if hours >= 48:
        return msg("chrome-days", n=round(hours / 24))
    if hours >= 10:
        return msg("chrome-hours", n=round(hours))
    if hours >= 1:
        whole, tenth = divmod(round(hours * 10), 10)
        if tenth:
            return msg("chrome-hours-tenths", n=whole, tenth=tenth)
        return msg("chrome-hours", n=whole)
    return msg("chrome-minutes", n=max(1, round(seconds / 60)))
