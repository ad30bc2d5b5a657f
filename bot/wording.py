"""Words players read instead of internal names: data keys, choices, log entries.

The service builds every sentence a player sees from these; a data key becomes words by a
generic rewrite ("excommunication_vp" -> "Excommunication vp"). The scoreboard's category
words are the final picture's (`bot.scoreboard`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.record import by_actor
from l10n import tr

_SPLIT = re.compile(r"[_\s]+")


def readable_key(key: str) -> str:
    """A data key as words: ``tiles_-4`` -> ``Tiles -4``, ``excommunication_vp`` ->
    ``Excommunication vp``."""
    words = _SPLIT.sub(" ", str(key)).strip()
    return words[:1].upper() + words[1:] if words else str(key)


def choice_line(seat_token: str, label: str) -> str:
    """The log line for a choice the engine wrote no line for: ``{p0}: Start in Catania.``"""
    label = " ".join(label.split()).rstrip(".")
    return f"{seat_token}: {label}."


def away_line(name: str, lines: list[str], locale: str = "en") -> str:
    """One seat's run of moves as one line, named once, a sentence per log line:
    ``AI 1 (strong): Sails 1 city to Tunis for free. Builds a keep on K1.`` (the engines'
    lines each start with the name and some end without a full stop)."""
    sentences = []
    for line in lines:
        text = " ".join(line.split())
        if text.startswith(f"{name}'s "):  # "AI 1's pilgrim walks" -> "Their pilgrim walks"
            text = "their " + text[len(name) + 3 :]
        for prefix in (f"{name}: ", f"{name} "):
            if text.startswith(prefix):
                text = text[len(prefix) :]
                break
        if text:
            sentences.append(text[0].upper() + text[1:] + ("" if text[-1] in ".!?" else "."))
    if not sentences:
        return tr(locale, "chrome-moved", who=name)
    return f"{name}: {' '.join(sentences)}"


def away_lines(name: str, lines: list[str], names: Sequence[str], locale: str = "en") -> list[str]:
    """`away_line` for each seat whose steps the run holds: a forced step of another seat
    inside the AI's move ("Anna moves up the grey track") is told under Anna's name."""
    return [away_line(who, run, locale) for who, run in by_actor(name, lines, names)]


def short_label(label: str, detail: str | None) -> str:
    """A choice's label without a trailing copy of its detail, for where the detail is shown
    beside it: "Play Tax: Gain 3 aug." with the detail "Gain 3 aug." reads "Play Tax"."""
    if detail and label.endswith(detail) and len(label) > len(detail):
        return label[: -len(detail)].rstrip(" :—-") or label
    return label
