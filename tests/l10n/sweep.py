"""The language checks every game's text tests share: render a text in every language and
check it, walk a random game through them, scan an engine's modules for bare strings and for
the catalogue ids they name, and read the ids a catalogue file defines.

Each function takes what differs between the games: the id prefix (``coim``, ``lor``, ``sm``,
``dv``), the catalogue file, the engine's package under ``games/`` and the stop words.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from games.contract import Choice
from games.messages import Arg, Msg, Term, Text
from l10n import LOCALES
from l10n.catalog import render, sources

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Anna", "Ben", "Carla", "Dario")


def engine_modules(package: str) -> list[Path]:
    """The modules of ``games/<package>``."""
    return sorted((ROOT / "games" / package).glob("*.py"))


def keys(text: Arg) -> Iterator[str]:
    """Every catalogue id a text uses, nested messages and terms included."""
    if isinstance(text, Msg):
        yield text.key
        for arg in text.args.values():
            yield from keys(arg)
    elif isinstance(text, Term):
        yield text.key
    elif isinstance(text, tuple):
        for arg in text:
            yield from keys(arg)


class Sweep:
    """Texts rendered in every language and checked: no catalogue problem, no leftover
    placeholder, no raw ``<prefix>-`` id, the length limit kept, no English stop word in
    German or Italian. ``words`` gives the text the stop-word check reads (default: the text)."""

    def __init__(
        self,
        prefix: str,
        stop_words: tuple[str, ...],
        words: Callable[[Msg], Msg] | None = None,
    ) -> None:
        self.raw_id = f"{prefix}-"
        self.stop_words = stop_words
        self.words = words
        self.seen: set[str] = set()
        self.texts = 0

    def check(self, text: Text | None, what: str, limit: int | None = None) -> None:
        if text is None:
            return
        assert isinstance(text, Msg), f"{what} is not a message: {text!r}"
        self.seen.update(keys(text))
        words = text if self.words is None else self.words(text)
        for locale in LOCALES:
            out, problems = render(text, locale, NAMES)
            self.texts += 1
            assert not problems, (locale, what, problems)
            assert "{" not in out and "}" not in out, (locale, what, out)
            assert self.raw_id not in out, (locale, what, out)  # no raw id, bracketed or not
            if limit is not None:
                assert 0 < len(out) <= limit, (locale, what, len(out), out)
            if locale != "en":
                read = out if self.words is None else render(words, locale, NAMES)[0]
                padded = f" {read.lower()} "
                english = [w for w in self.stop_words if w in padded]
                assert not english, (locale, what, english, read)


def play(
    sweep: Sweep,
    game: Any,
    state: Any,
    pick: random.Random,
    on_choice: Callable[[Choice], None],
    seat_of: Callable[[random.Random, Any], int] = lambda pick, decision: decision.seats[0],
    choose: Callable[[random.Random, list[Choice]], str] = lambda pick, cs: pick.choice(cs).id,
) -> Any:
    """Play ``state`` to its end with random choices, checking every prompt, every legal
    choice (through ``on_choice``) and every log line; the final state."""
    while (decision := game.decision(state)) is not None:
        sweep.check(decision.prompt, "prompt")
        seat = seat_of(pick, decision)
        choices = game.legal_choices(state, seat)
        for c in choices:
            on_choice(c)
        state, events = game.apply(state, seat, choose(pick, choices))
        for e in events:
            sweep.check(e.text, "log line")
    return state


# -- the engine's code ------------------------------------------------------------------------


def bare(node: ast.expr) -> bool:
    """A str literal, an f-string or strings glued together."""
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(
        node, ast.JoinedStr | ast.BinOp
    )


def callee(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def literal_ids(package: str, prefix: str, helpers: dict[str, str] | None = None) -> set[str]:
    """The ``<prefix>-`` ids the engine's code names whole, and those it names through a
    helper given by the tail of the id (``helpers``: helper name -> id head)."""
    whole = re.compile(rf"^{prefix}-[A-Za-z0-9_-]*[A-Za-z0-9]$")
    helpers = helpers or {}
    out = set()
    for path in engine_modules(package):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if whole.match(node.value):
                    out.add(node.value)
            if isinstance(node, ast.Call) and callee(node) in helpers and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    out.add(helpers[callee(node)] + first.value)
    return out


def catalogue_ids(ftl: str, prefix: str, chars: str = "A-Za-z0-9_-") -> set[str]:
    """The ``<prefix>-`` ids the English catalogue file ``ftl`` defines."""
    text = sources("en")[ftl]
    return set(re.findall(rf"^({prefix}-[{chars}]+) =", text, re.MULTILINE))
