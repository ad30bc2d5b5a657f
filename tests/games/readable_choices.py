"""What a player reads, checked over random games (issues 10.1, 12, 13.2): shared by the game tests.

For every decision: no choice that is public names a value the public view hides; labels, details,
prompts and public log lines carry no choice id, dotted data key or hyphenated internal code and no
"1 coins", no actor said twice, no ".;" or ". ." join, no line echoed by the next; the prompt
does not start with the seat's name; a decision with more than 25 choices is grouped in groups of
at most 25; pass-like choices have the role "end"; a ``ref`` is a name the public view shows;
every choice has a detail; a move that changes the public board writes a public log line.
Issue 31.6 (`check_words`, run over all four games by tests/games/test_nothing_to_decode.py too): no
label holds a bare code (K03, c4, I3, T2, A1, "aug") without its words, no label is cut ("…"), no
Lorenzo text says MP, FP or FM (`SHORT_FORMS`), and group headings are words.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from typing import Any

from games.contract import CHOICE_ROLES, LABEL_MAX, Choice, Game
from games.messages import Text
from l10n import say

ID_LIKE = re.compile(r"\b[a-z_]+:[A-Za-z0-9_.\-]+|\b[a-z]+\.[a-z0-9]+\b")
CODE = re.compile(r"\b[A-Z]{1,4}[0-9]*-[A-Z0-9]+\b")
BAD_PLURAL = re.compile(
    r"(?<![0-9.])\b1 (coins|servants|guards|steps|crowns|cards|buildings|territories)\b|\(s\)"
)
BAD_SINGULAR = re.compile(
    r"(?<![0-9.+\-])\b(?:[02-9]|[1-9][0-9]+) (wall|tower|keep|court ally|treasury step"
    r"|specialist step|territory|building|character|venture|card|coin|servant|guard)\b(?![-'])"
)
"""'2 wall', 'Needs 5 building' (a '+2 character' bonus is a different thing: it has a sign)."""
GERMAN = re.compile(r"\b(darfst|du|und|nicht|oder|Würfel|Karte|Spieler|Einfluss\w*)\b")
"""The rulebooks are German; a word of them in a label is a note that leaked out."""
BARE_CODES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (
        re.compile(r"\b[KMPG][0-9]{2}\b|\bS[0-9]\b"),
        ("council card ", "merchant card ", "clergy card ", "scholar card "),
    ),  # Coimbra citizen cards
    (re.compile(r"\bc[0-9]{1,2}\b"), ("crossroad ",)),  # Coimbra pilgrim map
    (re.compile(r"\bI{1,3}[0-9]\b"), ("monastery ",)),
    (re.compile(r"\b(?:NW|NE|SE|SW)\b"), ("(",)),  # a start corner's code after its words
    (
        re.compile(r"\b(?:T[0-9]|W[0-9]{2}|K[0-9])\b"),
        ("castle space ",),
    ),  # Stupor Mundi castle spaces
    (re.compile(r"\b[ABC][1-4]\b"), ("countryside ", "village ")),  # Stupor Mundi workplace
    (re.compile(r"\baug\b|\bCant\.|\binfl\."), ()),  # short forms with no place at all
)
"""Codes a newcomer cannot read alone (issue 31.6): each may stand only right after its words."""
SHORT_FORMS: dict[str, re.Pattern[str]] = {
    "lorenzo-il-magnifico": re.compile(r"\b(?:MP|FP|FMs?)\b"),
}
"""Short forms a game's texts must say in words (military points, faith points, family member);
its pictures keep them beside a legend (issue 31.6)."""
CUT = ("…", "...")
"""How a label cut at `LABEL_MAX` ends: a label says the choice in short, the rest goes to the
detail (issue 31)."""
GROUP_HEADING = re.compile(r"[A-Z][a-z]+(?:[ ,]+[A-Za-z0-9]+)*")
"""A menu group heading is words that start with a capital ("Face down", "Move, 2 actions")."""
REPEATED_ACTOR = re.compile(r"(\{p\d+\}):? \1\b")
"""'{p0}: {p0} takes ...': the actor said twice (issue 31.5)."""
BAD_JOIN = re.compile(r"\.;|;\s*\.|(?<!\.)\.\s*\.(?!\.)|\.\s+\.")
"""'.;' and '. .' / '..' (an ellipsis '...' is fine): sentences glued wrongly (issue 31.5)."""
END_IDS = {"pass", "end", "skip", "stop", "done", "decline"}
NOT_THE_BOARD = {"status", "deciding", "last_move", "to_move", "last"}
"""View keys that describe the decision, not the board: they may change without a log line."""


def english(text: Text | None) -> str:
    """An engine text in English with its seat tokens kept (a game that writes messages is
    checked on the English it renders to)."""
    return "" if text is None else say(text, "en", [f"{{p{s}}}" for s in range(5)])


def strings(value: Any, out: set[str]) -> set[str]:
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            strings(v, out)
    elif isinstance(value, list):
        for v in value:
            strings(v, out)
    return out


def readable(text: str, where: str) -> None:
    assert not ID_LIKE.search(text), f"{where}: id-like text in {text!r}"
    assert not CODE.search(text), f"{where}: internal code in {text!r}"
    assert not BAD_PLURAL.search(text), f"{where}: plural in {text!r}"
    assert not BAD_SINGULAR.search(text), f"{where}: singular in {text!r}"
    assert not GERMAN.search(text), f"{where}: a German word in {text!r}"
    assert not REPEATED_ACTOR.search(text), f"{where}: the actor twice in {text!r}"
    assert not BAD_JOIN.search(text), f"{where}: a broken sentence join in {text!r}"


def spelled_out(game: Game | None, text: Text, where: str) -> None:
    """No short form of ``game``'s in ``text`` (`SHORT_FORMS`), read in English."""
    short = SHORT_FORMS.get(game.slug) if game is not None else None
    text = english(text) or ""
    assert not (short and short.search(text)), f"{where}: a short form in {text!r}"


def decodable(text: str, where: str) -> None:
    """Every code in ``text`` comes right after the words that say what it is."""
    for code, words in BARE_CODES:
        for m in code.finditer(text):
            before = text[: m.start()]
            assert words and before.endswith(words), (
                f"{where}: bare code {m.group(0)!r} in {text!r}"
            )


def in_english(c: Choice) -> Choice:
    return dataclasses.replace(
        c,
        label=english(c.label),
        group=None if c.group is None else english(c.group),
        detail=None if c.detail is None else english(c.detail),
        long_detail=None if c.long_detail is None else english(c.long_detail),
    )


def check_words(choices: list[Choice], game: Game | None = None) -> None:
    """Issue 31.6 over one menu: labels hold no bare code and are not cut, no text holds a short
    form of ``game``'s, group headings are words."""
    for c in map(in_english, choices):
        decodable(c.label, c.id)
        assert len(c.label) <= LABEL_MAX and not c.label.endswith(CUT), (
            f"{c.id}: a cut label {c.label!r}"
        )
        for text in (c.label, c.detail, c.long_detail):
            spelled_out(game, text or "", c.id)
        if c.group is not None:
            assert GROUP_HEADING.fullmatch(english(c.group)), (
                f"{c.id}: group heading {c.group!r} is not words"
            )


def check_decision(game: Game, state: Any) -> None:
    decision = game.decision(state)
    prompt = english(decision.prompt) or ""
    assert not prompt.startswith("{p"), f"prompt starts with the seat: {prompt!r}"
    readable(prompt, "prompt")
    spelled_out(game, prompt, "prompt")
    public = strings(game.view(state, None), set())
    for seat in decision.seats:
        choices = [in_english(c) for c in game.legal_choices(state, seat)]
        check_words(choices, game)
        hidden = {s for s in strings(game.view(state, seat), set()) - public if len(s) > 3}
        if len(choices) > 25:
            groups = Counter(c.group for c in choices)
            assert None not in groups and max(groups.values()) <= 25, f"ungrouped menu: {groups}"
        for c in choices:
            text = f"{english(c.label)} | {english(c.detail)} | {english(c.long_detail)}"
            readable(text, c.id)
            assert c.detail, f"{c.id}: no detail"
            assert c.role in CHOICE_ROLES
            if c.id in END_IDS:
                assert c.role == "end", f"{c.id}: role {c.role}"
            if c.ref is not None:
                assert c.ref in public, f"{c.id}: ref {c.ref!r} is not in the public view"
            if not c.private:
                leaked = [h for h in hidden if h in text]
                assert not leaked, f"{c.id} is public but names hidden {leaked}"


def scan_random_game(
    game: Game, players: int, seed: int, options: Any = None, max_moves: int = 5000
) -> int:
    """Play one random game, checking every decision and every public log
    line; returns the moves."""
    state = game.setup(players, seed, options)
    pick = random.Random(seed)
    moves = 0
    while (decision := game.decision(state)) is not None and moves < max_moves:
        check_decision(game, state)
        seat = decision.seats[0]
        choice = pick.choice(game.legal_choices(state, seat))
        before = game.view(state, None)
        state, events = game.apply(state, seat, choice.id)
        public = [" ".join((english(e.text) or "").split()) for e in events if e.public]
        for text in public:
            readable(text, "event")
            spelled_out(game, text, "event")
        for said, then in zip(public, public[1:], strict=False):
            stem = said.rstrip(".")
            assert not (stem and then != said and then.startswith((f"{stem}:", f"{stem} "))), (
                f"an echo line: {said!r} before {then!r}"
            )
        after = game.view(state, None)
        changed = [k for k in after if k not in NOT_THE_BOARD and after[k] != before.get(k)]
        assert not changed or any(e.public for e in events), (
            f"{choice.id} changed {changed} without a log line"
        )
        moves += 1
    return moves
