"""Coimbra in English, German and Italian: every text the engine writes is a message of
``coimbra.ftl`` that renders cleanly in each language.

- a sweep over random games (2-4 seats, every table option on and off) renders every prompt,
  choice label, group, detail and log line in en, de and it: no catalogue problem, no leftover
  placeholder, no raw id, Discord's limits kept, no English left in German or Italian;
- an AST scan: no module of games/coimbra builds an event, a choice, a decision or a refusal
  from a bare string;
- the ids: every id the code names is in the catalogue, and every ``coim-`` id there is one the
  engine can produce.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from games.coimbra import GAME, rules
from games.coimbra import data as D
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState
from games.contract import DETAIL_MAX, LABEL_MAX, Choice
from games.messages import Arg, Msg, Term, Text
from l10n import LOCALES
from l10n.catalog import render, sources

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "games" / "coimbra"
NAMES = ("Anna", "Ben", "Carla", "Dario")
STOP_WORDS = (" the ", " and ", " of ", " to ", " from ", " coins")
OPTION_NAMES = tuple(CoimbraOptions.model_fields)


def option_sets() -> list[dict[str, bool]]:
    """All options off, all on, and each one flipped from its default."""
    default = CoimbraOptions().model_dump()
    flipped = [{**default, name: not default[name]} for name in OPTION_NAMES]
    return [dict.fromkeys(OPTION_NAMES, False), dict.fromkeys(OPTION_NAMES, True), *flipped]


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
    """Every text of random games, rendered in every language and checked."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.texts = 0

    def check(self, text: Text | None, what: str, limit: int | None = None) -> None:
        if text is None:
            return
        assert isinstance(text, Msg), f"{what} is not a message: {text!r}"
        self.seen.update(keys(text))
        for locale in LOCALES:
            out, problems = render(text, locale, NAMES)
            self.texts += 1
            assert not problems, (locale, what, problems)
            assert "{" not in out and "}" not in out, (locale, what, out)
            assert "coim-" not in out, (locale, what, out)  # no raw id, bracketed or not
            if limit is not None:
                assert 0 < len(out) <= limit, (locale, what, len(out), out)
            if locale != "en":
                padded = f" {out.lower()} "
                english = [w for w in STOP_WORDS if w in padded]
                assert not english, (locale, what, english, out)

    def choice(self, c: Choice) -> None:
        self.check(c.label, f"label of {c.id}", LABEL_MAX)
        self.check(c.group, f"group of {c.id}", LABEL_MAX)
        self.check(c.detail, f"detail of {c.id}", DETAIL_MAX)
        self.check(c.long_detail, f"long detail of {c.id}")

    def game(self, players: int, seed: int, options: dict[str, bool]) -> CoimbraState:
        pick = random.Random(seed)
        st = GAME.setup(players, seed, CoimbraOptions(**options))
        while (decision := GAME.decision(st)) is not None:
            self.check(decision.prompt, "prompt")
            seat = decision.seats[0]
            choices = GAME.legal_choices(st, seat)
            for c in choices:
                self.choice(c)
            st, events = GAME.apply(st, seat, pick.choice(choices).id)
            for e in events:
                self.check(e.text, "log line")
        result = GAME.result(st)
        assert result is not None
        if result.tiebreak:
            self.check(result.tiebreak, "tiebreak")
        return st


@pytest.fixture(scope="module")
def sweep() -> Sweep:
    out = Sweep()
    for i, options in enumerate(option_sets()):
        out.game(2 + i % 3, 100 + i, options)
    return out


def test_every_text_of_random_games_renders_in_every_language(sweep: Sweep) -> None:
    assert sweep.texts > 10_000
    assert len(sweep.seen) > 200


def data_texts() -> Iterator[Text]:
    """The texts the data gives (every bonus, task and favour), and every name."""
    for card in D.CITIZENS.values():
        yield T.bonus(card.bonus)
        yield T.short(card.bonus)
        yield W.card(card.id, card.profession)
    for monastery in D.MONASTERIES.values():
        yield T.bonus(monastery.bonus)
    for xid in D.EXPEDITIONS:
        yield T.expedition(xid)
        yield Msg("coim-sentence-part", {"what": W.expedition(xid)})
    for fid in D.FAVOURS:
        yield T.favour(fid)
    for box in D.INCOME_BOXES:
        yield Msg("coim-sentence-part", {"what": T.reward(box.reward)})


def test_every_text_of_the_data_renders_in_every_language() -> None:
    checked = Sweep()
    for text in data_texts():
        checked.check(text, "data text", DETAIL_MAX)


# -- no bare strings ----------------------------------------------------------------------------

BUILDERS = {"Event", "Choice", "Decision", "IllegalChoice", "ev"}
TEXT_KEYWORDS = {"text", "label", "group", "detail", "long_detail", "prompt"}


def _bare(node: ast.expr) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(
        node, ast.JoinedStr | ast.BinOp
    )


def _callee(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def engine_modules() -> list[Path]:
    return sorted(ENGINE.glob("*.py"))


def test_no_engine_module_builds_a_text_from_a_bare_string() -> None:
    found = []
    for path in engine_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or _callee(node) not in BUILDERS:
                continue
            texts = node.args[1:3] if _callee(node) in ("Choice", "Decision") else node.args[:1]
            if _callee(node) == "Choice":
                texts = node.args[1:4] + node.args[7:8]
            texts += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
            found += [f"{path.name}:{t.lineno}" for t in texts if _bare(t)]
    assert found == []


def test_the_scan_finds_a_bare_string() -> None:
    bare = ast.parse('ev(f"{who} gains 2 coins.", seat)').body[0]
    assert isinstance(bare, ast.Expr) and isinstance(bare.value, ast.Call)
    assert _bare(bare.value.args[0])
    good = ast.parse('ev(msg("coim-gains", who=W.who(seat)), seat)').body[0]
    assert isinstance(good, ast.Expr) and isinstance(good.value, ast.Call)
    assert not _bare(good.value.args[0])


# -- ids ----------------------------------------------------------------------------------------

ID = re.compile(r"^coim-[A-Za-z0-9_-]*[A-Za-z0-9]$")
HELPERS = {"why": "coim-why-", "say": "coim-loss-"}
"""Helpers that name a message by the tail of its id: ``W.why("card")`` is ``coim-why-card``."""


def catalogue_ids() -> set[str]:
    text = sources("en")["coimbra.ftl"]
    return set(re.findall(r"^(coim-[A-Za-z0-9_-]+) =", text, re.MULTILINE))


def literal_ids() -> set[str]:
    """The ids the code names whole: ``msg("coim-phase-c")``, ``W.why("card")``."""
    out = set()
    for path in engine_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if ID.match(node.value):
                    out.add(node.value)
            if isinstance(node, ast.Call) and _callee(node) in HELPERS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    out.add(HELPERS[_callee(node)] + first.value)
    return out


def test_every_id_the_code_names_is_in_the_catalogue() -> None:
    named = literal_ids()
    assert len(named) > 150
    assert sorted(named - catalogue_ids()) == []


def test_every_catalogue_id_is_one_the_engine_produces(sweep: Sweep) -> None:
    produced = literal_ids() | sweep.seen
    for text in data_texts():
        produced.update(keys(text))
    produced |= {rules.STEPS.asks[kind].prompt for kind in rules.STEPS.asks}
    assert sorted(catalogue_ids() - produced) == []


# -- the English the view keeps -------------------------------------------------------------------


def test_the_view_and_a_saved_game_keep_the_last_moves_english() -> None:
    """``state.last`` is written from the messages only when read (a search never pays for it);
    the view, a copy and a saved game all hold the English with seat tokens."""
    st = GAME.setup(3, 4)
    seat = st.pending[-1].seat
    choice = GAME.legal_choices(st, seat)[0]
    st, events = GAME.apply(st, seat, choice.id)
    english = [render(e.text, "en", W.SEAT_TOKENS)[0] for e in events if e.public]
    assert english and english[0].startswith(f"{{p{seat}}} takes the start cards")
    copy = GAME.copy(st)
    assert GAME.view(st, None)["last_move"]["events"] == english
    assert GAME.load(GAME.dump(copy)).last == english
    assert GAME.load(GAME.dump(GAME.copy(st))) == st
