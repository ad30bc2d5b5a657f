"""The game record (/history) as sentences (issue 31.5): each line names its actor once,
joins its log lines as sentences (never ".;"), leaves out a choice line the next move of
the same seat repeats ("Build." before "Build: Tower ..."), and puts steps another seat
took inside a move (a forced step, an income) under that seat's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from l10n import tr


class Entry(Protocol):
    """One stored move of the record (`bot.tables.LogEntry`): its number, who moved and the
    public log lines it wrote, seat tokens already replaced by names."""

    @property
    def n(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def lines(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class RecordLine:
    first: int  # the first and last move numbers the line tells
    last: int
    body: str  # the line without its numbers (a page's numbered list shows them itself)

    @property
    def text(self) -> str:
        number = f"{self.first}-{self.last}" if self.first != self.last else f"{self.first}"
        return f"{number}. {self.body}"


OTHER_SEAT = "↳ "
"""Marks a line of another seat's steps inside a move, under the move's own line."""


def sentence(line: str) -> str:
    """One log line as a sentence: single spaces, a capital first letter, a full stop."""
    text = " ".join(line.split())
    if not text:
        return ""
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?" else ".")


def _speaks(line: str, name: str) -> bool:
    return line == name or line.startswith((f"{name} ", f"{name}: ", f"{name}'s "))


def actor_of(line: str, names: Sequence[str]) -> str | None:
    """The seat name a line starts with (the longest, so "AI 2 (normal)" beats "AI 2")."""
    found = [n for n in names if n and _speaks(line, n)]
    return max(found, key=len) if found else None


def by_actor(mover: str, lines: Sequence[str], names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """A move's lines in runs per actor: a line starting with another seat's name opens a
    run under that name; a line naming no seat (a new round) stays in the run before it."""
    runs: list[tuple[str, list[str]]] = [(mover, [])]
    for line in lines:
        actor = actor_of(line.strip(), names)
        if actor is not None and actor != runs[-1][0]:
            runs.append((actor, []))
        runs[-1][1].append(line)
    return [(who, run) for who, run in runs if run] or [(mover, [])]


def entry_text(name: str, lines: Sequence[str], locale: str = "en") -> str:
    """An actor's lines as sentences, the name said once at the start: "Ben takes S1.
    Ben gains 4 coins." stays; "Ben: Build." keeps its one "Ben:"; a line that names no
    one reads "Ben: Round 2 begins."; a bare predicate ("made a choice.") gets the name."""
    texts = [" ".join(line.split()) for line in lines if line.strip()]
    if not texts:
        return tr(locale, "chrome-made-a-choice", who=name)
    first = texts[0]
    if first[0].islower():
        texts[0] = f"{name} {first}"
    out = [sentence(t) for t in texts]
    if _speaks(texts[0], name):
        return " ".join(out)
    return f"{name}: " + " ".join(out)


def echoed(line: str, then: str) -> bool:
    """Does ``then`` tell ``line`` again, longer ("Ben: Build." before "Ben: Build: Tower")?"""
    said = " ".join(line.split()).rstrip(".")
    then = " ".join(then.split())
    return bool(said) and then.rstrip(".") != said and then.startswith((f"{said}:", f"{said} "))


def without_echoes(lines: Sequence[str]) -> list[str]:
    """The lines but each one the next repeats longer: a turn's feed of one seat's clicks."""
    after = [*lines[1:], ""][: len(lines)]
    return [line for line, then in zip(lines, after, strict=True) if not echoed(line, then)]


def _choice_echoed(entry: Entry, after: Entry) -> bool:
    """A move whose only line is its choice ("Ben: Build.") told again, longer, by the same
    seat's next move ("Ben: Build: Tower (opens ally space 3).")."""
    if entry.name != after.name or len(entry.lines) != 1 or not after.lines:
        return False
    return entry.lines[0].startswith(f"{entry.name}: ") and echoed(entry.lines[0], after.lines[0])


def record_lines(entries: Sequence[Entry]) -> list[RecordLine]:
    """The record as lines: "12. Ben takes S1. Ben gains 4 coins.", one per move (two moves
    when the first only announced the second), another seat's steps on "↳ " lines after."""
    names = sorted({e.name for e in entries}, key=len, reverse=True)
    out: list[RecordLine] = []
    first: int | None = None
    for i, e in enumerate(entries):
        if i + 1 < len(entries) and _choice_echoed(e, entries[i + 1]):
            first = e.n if first is None else first
            continue
        start = e.n if first is None else first
        first = None
        runs = by_actor(e.name, e.lines, names)
        texts = [entry_text(who, lines) for who, lines in runs]
        out.append(
            RecordLine(start, e.n, "\n".join([texts[0], *(OTHER_SEAT + t for t in texts[1:])]))
        )
    return out
