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
from collections.abc import Iterator

import pytest

from games.coimbra import GAME, rules
from games.coimbra import data as D
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState
from games.contract import DETAIL_MAX, LABEL_MAX, Choice
from games.messages import Msg, Text
from l10n.catalog import render
from tests.l10n.sweep import Sweep as BaseSweep
from tests.l10n.sweep import bare, callee, catalogue_ids, engine_modules, keys, literal_ids, play

STOP_WORDS = (" the ", " and ", " of ", " to ", " from ", " coins")
OPTION_NAMES = tuple(CoimbraOptions.model_fields)


def option_sets() -> list[dict[str, bool]]:
    """All options off, all on, and each one flipped from its default."""
    default = CoimbraOptions().model_dump()
    flipped = [{**default, name: not default[name]} for name in OPTION_NAMES]
    return [dict.fromkeys(OPTION_NAMES, False), dict.fromkeys(OPTION_NAMES, True), *flipped]


class Sweep(BaseSweep):
    """Every text of random games, rendered in every language and checked."""

    def __init__(self) -> None:
        super().__init__("coim", STOP_WORDS)

    def choice(self, c: Choice) -> None:
        self.check(c.label, f"label of {c.id}", LABEL_MAX)
        self.check(c.group, f"group of {c.id}", LABEL_MAX)
        self.check(c.detail, f"detail of {c.id}", DETAIL_MAX)
        self.check(c.long_detail, f"long detail of {c.id}")

    def game(self, players: int, seed: int, options: dict[str, bool]) -> CoimbraState:
        pick = random.Random(seed)
        st = GAME.setup(players, seed, CoimbraOptions(**options))
        st = play(self, GAME, st, pick, self.choice)
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
    yield from picture_texts()


def picture_texts() -> Iterator[Text]:
    """What the pictures build from the view's ids (render/coimbra/speech.py): the status line
    of every phase, the short effects, the income boxes from their numbers, a tie-break."""
    for phase in (*W.PHASES, "end"):
        for seat in (0, 4, None):
            line = W.status(3, phase, seat)
            assert line is not None
            yield line
    for cid in D.CITIZENS:
        yield T.citizen_effect(cid)
    for mid in D.MONASTERIES:
        yield T.monastery_effect(mid)
    for box in D.INCOME_BOXES:
        r = box.reward
        yield T.income_of(r.coins, r.guards, r.vp, r.steps)
    yield W.tiebreak([2, 0], 41, 2)


def test_every_text_of_the_data_renders_in_every_language() -> None:
    checked = Sweep()
    for text in data_texts():
        checked.check(text, "data text", DETAIL_MAX)


# -- no bare strings ----------------------------------------------------------------------------

BUILDERS = {"Event", "Choice", "Decision", "IllegalChoice", "ev"}
TEXT_KEYWORDS = {"text", "label", "group", "detail", "long_detail", "prompt"}


def test_no_engine_module_builds_a_text_from_a_bare_string() -> None:
    found = []
    for path in engine_modules("coimbra"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or callee(node) not in BUILDERS:
                continue
            texts = node.args[1:3] if callee(node) in ("Choice", "Decision") else node.args[:1]
            if callee(node) == "Choice":
                texts = node.args[1:4] + node.args[7:8]
            texts += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
            found += [f"{path.name}:{t.lineno}" for t in texts if bare(t)]
    assert found == []


def test_the_scan_finds_a_bare_string() -> None:
    found = ast.parse('ev(f"{who} gains 2 coins.", seat)').body[0]
    assert isinstance(found, ast.Expr) and isinstance(found.value, ast.Call)
    assert bare(found.value.args[0])
    good = ast.parse('ev(msg("coim-gains", who=W.who(seat)), seat)').body[0]
    assert isinstance(good, ast.Expr) and isinstance(good.value, ast.Call)
    assert not bare(good.value.args[0])


# -- ids ----------------------------------------------------------------------------------------

HELPERS = {"why": "coim-why-", "say": "coim-loss-"}
"""Helpers that name a message by the tail of its id: ``W.why("card")`` is ``coim-why-card``."""


def literal_ids_of_coimbra() -> set[str]:
    """The ids the code names whole: ``msg("coim-phase-c")``, ``W.why("card")``."""
    return literal_ids("coimbra", "coim", HELPERS)


def catalogue_ids_of_coimbra() -> set[str]:
    return catalogue_ids("coimbra.ftl", "coim")


def test_every_id_the_code_names_is_in_the_catalogue() -> None:
    named = literal_ids_of_coimbra()
    assert len(named) > 150
    assert sorted(named - catalogue_ids_of_coimbra()) == []


def test_every_catalogue_id_is_one_the_engine_produces(sweep: Sweep) -> None:
    produced = literal_ids_of_coimbra() | sweep.seen
    for text in data_texts():
        produced.update(keys(text))
    produced |= {rules.STEPS.asks[kind].prompt for kind in rules.STEPS.asks}
    assert sorted(catalogue_ids_of_coimbra() - produced) == []


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


# -- the pictures' own words ----------------------------------------------------------------------

PICTURE_FAMILIES = {
    "pic-coim-district-": D.DISTRICTS,
    "pic-coim-income-": D.TRACKS,
    "pic-coim-card-prof-": D.PROFESSIONS,
}
"""Ids the pictures name by a prefix and a key (``word(f"pic-coim-district-{d}")``)."""


def picture_ids_named() -> set[str]:
    """The ``pic-coim-`` ids render/coimbra names, whole or by a family's prefix."""
    import re
    from pathlib import Path

    import render.coimbra as package

    source = "".join(p.read_text() for p in Path(package.__path__[0]).glob("*.py"))
    named = set(re.findall(r'"(pic-coim-[a-z0-9-]+)"', source))
    for prefix in re.findall(r'f"(pic-coim-[a-z-]+-)\{', source):
        named |= {prefix + key for key in PICTURE_FAMILIES[prefix]}
    return named


def test_every_picture_word_is_in_the_catalogue_and_used() -> None:
    """pictures-coimbra.ftl holds exactly the ids the renderer names (the three languages hold
    the same ids: tests/l10n/test_catalogue.py)."""
    defined = catalogue_ids("pictures-coimbra.ftl", "pic-coim")
    named = picture_ids_named()
    assert len(defined) > 80
    assert sorted(named - defined) == [] and sorted(defined - named) == []
