"""Random games of all four played through the service's steps (`bot.steps`), and the faults
of a game record a player reads (issue 31.5): shared by the record and scoreboard tests."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot import steps
from bot.position import Position
from bot.tables import LogEntry
from games import registry
from games.contract import Result
from l10n import say

GAMES = ("stupor-mundi", "lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia")
NAMES = ["Anna", "AI 1 (normal)", "Cleo", "AI 3 (strong)"]


@dataclass
class Played:
    names: list[str]
    entries: list[LogEntry]  # as /history builds them: one per stored move
    seats_of_lines: list[list[int | None]]  # each entry line's event seat
    result: Result | None


def play(slug: str, players: int, seed: int, max_moves: int = 20_000) -> Played:
    """A random game through `steps.apply_step` and `steps.forced_step`, each step stored
    as the table stores it."""
    game = registry()[slug]
    names = NAMES[:players]
    position = Position(game, game.setup(players, seed, None))
    pick = random.Random(seed)
    entries: list[LogEntry] = []
    seats: list[list[int | None]] = []
    while (decision := position.decision()) is not None and len(entries) < max_moves:
        position, found = steps.forced_step(position, names)
        if found is not None:
            _, seat, choice_id, step = found
        else:
            seat = decision.seats[0]
            choice_id = pick.choice(position.legal_choices(seat)).id
            step = steps.apply_step(position, decision, seat, choice_id, names)
        shown = [e for e in step.events if e.public and e.text]
        entries.append(
            LogEntry(
                len(entries) + 1,
                seat,
                names[seat],
                choice_id,
                tuple(say(e.text, "en", names) for e in shown) or ("made a choice.",),
            )
        )
        seats.append([e.seat for e in shown])
        position = step.position
    return Played(names, entries, seats, position.result())


SENTENCE_END = re.compile(r"(?<=[.!?])(?: |; )")
"""Between two sentences: a space, or the old record's "; " join."""
RESULT = re.compile(r".+ wins?\.?")
"""'Final scores: Ben 8, Anna 4. Ben wins.': the end of the game, no seat's step."""


def _sentences(text: str) -> list[str]:
    return [s for s in SENTENCE_END.split(text) if s]


def _actor(line: str, names: Sequence[str]) -> str | None:
    found = [n for n in names if line.startswith((f"{n} ", f"{n}: ", f"{n}'s "))]
    return max(found, key=len) if found else None


def record_faults(lines: Sequence[str], names: Sequence[str]) -> Counter[str]:
    """What reads wrong in the record's lines ("12. Ben takes S1. Ben gains 4 coins.",
    "↳ Anna ..."): an actor said twice, ".;", ". ." or "..", a line the next one repeats
    longer (an echo), a sentence of another seat under a seat's name."""
    faults: Counter[str] = Counter()
    told: list[tuple[str | None, str]] = []
    for raw in lines:
        line = re.sub(r"^(\d+(-\d+)?\. |↳ )", "", raw)
        actor = _actor(line, names)
        if actor and re.match(rf"{re.escape(actor)}: {re.escape(actor)}(?![\w(])", line):
            faults["repeated actor"] += 1
        if re.search(r"\.;|;\s*\.|(?<!\.)\.\s*\.(?!\.)|\.\s+\.", line):
            faults["bad join"] += 1
        body = line.removeprefix(f"{actor}: ") if actor else line
        for sentence in _sentences(body):
            other = _actor(sentence, names)
            if actor and other and other != actor and not RESULT.fullmatch(sentence):
                faults["another seat's step"] += 1
        told.append((actor, line))
    for (who, said), (then_who, then) in zip(told, told[1:], strict=False):
        stem = said.rstrip(".")
        if who and who == then_who and said != then and then.startswith((f"{stem}:", f"{stem} ")):
            faults["echo"] += 1
    return faults
