"""The game-over scoreboard as short lines a phone does not wrap (issue 31.4).

The winner and the tie-break come first, then the ranking, then one block per seat in
seat order (the final picture's columns), its categories in the picture's own order and
words: `category_rows` takes them from the renderer's registration (`render.final_rows`), so
the text and the picture never name a row differently.
"""

from __future__ import annotations

import textwrap

from bot.wording import readable_key
from games.contract import Result
from l10n import say, tr
from render import final_rows

LINE_WIDTH = 40
"""A phone shows about this many characters of a message line without wrapping."""


def category_rows(game: str, keys: list[str], locale: str = "en") -> list[tuple[str, str]]:
    """(key, words) for every category in ``keys``: the final picture's rows first, in its
    order and words (in ``locale``), then any key the picture does not list, as words."""
    known = final_rows(game, locale)
    rows = [(k, words) for k, words in known if k in keys]
    listed = {k for k, _ in rows}
    return rows + [(k, readable_key(k)) for k in keys if k not in listed]


def _wrap(text: str, width: int = LINE_WIDTH) -> list[str]:
    return textwrap.wrap(text, width, break_on_hyphens=False) or [""]


def _packed(parts: list[str], width: int = LINE_WIDTH) -> list[str]:
    """``parts`` joined with " · " into as few lines of at most ``width`` as they fit."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 3 + len(part) <= width:
            lines[-1] += " · " + part
        else:
            lines.extend(_wrap(part, width))
    return lines


def format_scoreboard(result: Result, names: list[str], game: str = "", locale: str = "en") -> str:
    """The final result in lines of at most `LINE_WIDTH` characters: who won and how the
    tie was broken, the places, then each seat's points per category (the picture's)."""

    def name(s: int) -> str:
        return names[s] if s < len(names) else tr(locale, "chrome-player", n=s + 1)

    winners = result.winners
    best = result.totals.get(winners[0], 0) if winners else 0
    if winners:
        who = tuple(name(w) for w in winners)
        head = tr(locale, "chrome-score-winners", winners=who, count=len(who), vp=best)
    else:
        head = tr(locale, "chrome-score-nobody")
    tiebreak = say(result.tiebreak, locale, names).strip().rstrip(".")
    lines = _wrap(head)
    lines += _wrap(
        tr(locale, "chrome-score-tiebreak", how=tiebreak)
        if tiebreak
        else tr(locale, "chrome-score-no-tiebreak")
    )
    lines += [""]
    for place, s in enumerate(result.ranking, start=1):
        vp = result.totals.get(s, 0)
        lines += _wrap(tr(locale, "chrome-standing-line", place=place, who=name(s), vp=vp))
    keys: list[str] = []
    for s in sorted(result.breakdown):
        keys += [k for k in result.breakdown[s] if k not in keys]
    rows = category_rows(game, keys, locale)
    for s in sorted(result.breakdown):
        row = result.breakdown[s]
        vp = result.totals.get(s, 0)
        lines += ["", *_wrap(tr(locale, "chrome-score-seat", who=name(s), vp=vp))]
        lines += _packed([f"{words} {row.get(k, 0)}" for k, words in rows])
    return "\n".join(lines)
