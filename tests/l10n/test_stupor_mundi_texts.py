"""Stupor Mundi in English, German and Italian: every log line, prompt and tie-break the engine
writes is a message of ``stupor-mundi.ftl`` that renders cleanly in each language.

- a sweep over random games (1-4 seats, every table option) renders every prompt, log line
  and every choice's label, group, detail and long detail (each a message, within Discord's
  limits) in en, de and it: no catalogue problem, no leftover placeholder, no raw id, no
  English stop word left in German or Italian;
- the names (cities, houses, tracks, symbols, rewards, incomes, covers, city bonuses, slot
  actions, cards, allies), every card's text, every loss warning, every edict label and both
  tie-breaks render in every language; a card's English text is the data's word for word;
- an AST scan: no module of games/stupor_mundi builds an event, a decision, a prompt, a
  tie-break or a choice's label, group or detail from a bare string;
- the ids: every id the code names is in the catalogue, and every ``sm-`` id there is one the
  engine can produce.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.contract import DETAIL_MAX, LABEL_MAX, Choice
from games.messages import Arg, Msg, Text, Who, msg
from games.stupor_mundi import GAME
from games.stupor_mundi import actions as A
from games.stupor_mundi import data as D
from games.stupor_mundi import losses as L
from games.stupor_mundi import words as W
from games.stupor_mundi.core import headed, wp_why
from games.stupor_mundi.edicts import edict_words
from games.stupor_mundi.options import StuporMundiOptions
from games.stupor_mundi.spelling import spell
from games.stupor_mundi.state import Player
from l10n import say
from tests.l10n.sweep import (
    ROOT,
    bare,
    callee,
    catalogue_ids,
    engine_modules,
    keys,
    literal_ids,
    play,
)
from tests.l10n.sweep import Sweep as BaseSweep

STOP_WORDS = (" the ", " and ", " of ", " to ", " from ", " with ", " gains ", " card ")


def option_sets() -> list[dict[str, Any]]:
    """The defaults, each bool flipped, and every value of each choice."""
    default = StuporMundiOptions().model_dump()
    out = [default]
    for name, value in default.items():
        if isinstance(value, bool):
            out.append({**default, name: not value})
    out += [{**default, "market": m} for m in ("medium", "hard")]
    out.append({**default, "houses": "choose", "solo_easy": False})
    return out


CODE = re.compile(r"^[A-Z0-9.~-]+$")
"""A plain string argument that is a code, the same in every language (III, W12, A3, N)."""


def plain_words(text: Arg) -> list[str]:
    """The plain string arguments of a text that are words (untranslated English), nested
    ones included; codes are not words."""
    if isinstance(text, Msg):
        return [s for v in text.args.values() for s in plain_words(v)]
    if isinstance(text, tuple):
        return [s for a in text for s in plain_words(a)]
    return [text] if isinstance(text, str) and not CODE.match(text) else []


class Sweep(BaseSweep):
    """Every text of random games, rendered in every language and checked."""

    def __init__(self) -> None:
        super().__init__("sm", STOP_WORDS)
        self.choice_texts = 0

    def check(self, text: Text | None, what: str, limit: int | None = None) -> None:
        if text == "":  # no tie-break
            return
        if isinstance(text, Msg):
            assert plain_words(text) == [], (what, plain_words(text))
        super().check(text, what, limit)

    def choice(self, c: Choice) -> None:
        """Every word of a choice: its label, group, detail and long detail."""
        for text, part, limit in (
            (c.label, "label", LABEL_MAX),
            (c.group, "group", LABEL_MAX),
            (c.detail, "detail", DETAIL_MAX),
            (c.long_detail, "long detail", None),
        ):
            self.check(text, f"{part} of {c.id}", limit)
            self.choice_texts += text is not None

    def game(self, players: int, seed: int, options: dict[str, Any]) -> None:
        pick = random.Random(seed)
        st = GAME.setup(players, seed, StuporMundiOptions(**options))

        def not_pass(pick: random.Random, choices: list[Choice]) -> str:
            ids = [c.id for c in choices]
            return pick.choice([i for i in ids if i != "pass"] or ids)

        st = play(self, GAME, st, pick, self.choice, choose=not_pass)
        result = GAME.result(st)
        assert result is not None
        self.check(result.tiebreak, "tiebreak")


@pytest.fixture(scope="module")
def sweep() -> Sweep:
    out = Sweep()
    for i, options in enumerate(option_sets()):
        out.game(1 + i % 4, 200 + i, options)
    return out


def test_every_text_of_random_games_renders_in_every_language(sweep: Sweep) -> None:
    assert sweep.texts > 10_000 and sweep.choice_texts > 1_000
    assert len(sweep.seen) > 100


def name_texts() -> Iterator[Msg | None]:
    """Every name the engine hands a sentence, and the texts random games seldom reach."""
    for code in D.CITY_TITLES:
        yield msg("sm-fred-ship", at=W.city(code))
    for house in D.HOUSE_NAMES:
        yield msg("sm-chooses-house", who=Who(0), house=W.house(house))
    for sym, track in D.SYMBOL_TRACK.items():
        for n in (1, 2):
            yield msg("sm-fred-adds", done=n, what=W.symbols(sym, n), track=W.track(track), now=3)
    for tile in D.EDICTS:
        yield msg("sm-new-next-edict", edict=edict_words(tile))
    for roman in D.ROMAN:
        edict = edict_words(next(iter(D.EDICTS)))
        yield msg("sm-issues-edict", who=Who(1), roman=roman, edict=edict, reward=W.reward(roman))
    for code in D.INCOME_TEXT:
        yield msg("sm-completes-side", who=Who(0), side="N", income=W.income(code))
    for code in D.KEEP_COVERS:
        yield msg("sm-keep-cover", who=Who(0), cover=W.keep_cover(code))
    for code in D.CITY_BONUS:
        yield msg("sm-takes-city-bonus", who=Who(0), path="A", bonus=W.city_bonus(code))
    for act in D.ACTION_NAMES:
        yield msg("sm-plays-down", who=Who(0), slot=1, acts=W.action(act))
    for flag in ("a", "b", "c"):
        yield msg("sm-end-triggered", why=msg(f"sm-end-{flag}"))
    for greats in (1, 2):
        yield msg("sm-tie-won", who=Who(0), vp=W.amount(40, "vp"), greats=greats)
        yield msg("sm-tie-shared", vp=W.amount(40, "vp"), greats=greats)
    for n in (1, 3):
        yield msg("sm-draws", who=Who(0), n=n)
        yield msg("sm-sails", who=Who(0), n=n, to=W.city("ROMA"), price=msg("sm-for-free"))
        yield msg("sm-returns", who=Who(0), what=W.amount(n, "stone"), storage=3)
        price = W.amount(n, "aug")
        yield msg("sm-sells", who=Who(0), what=W.cost(grain=n), at=W.city("ACRE"), price=price)
    for kind in ("grain", "stone", "aug", "VP"):
        yield L.join(L.overflow(_full_player(), grain=2), L.capped(5, 3, kind))
    for what in L.BONUS_LOST:
        yield L.bonus_lost(what)
    yield L.NO_CITY_TILES
    yield L.join(L.overflow(_full_player(), stone=1), L.GAINS_NOTHING)
    for sym, track in D.SYMBOL_TRACK.items():
        yield L.palace_partial(1, 2, track)
        yield msg("sm-dir-add-max", kind=W.symbol_kind(sym))
        yield msg("sm-dir-remove-max", kind=W.symbol_kind(sym))
    for code in D.CITY_BONUS:
        yield msg("sm-take-city-bonus", bonus=W.city_bonus_words(code))
    for code in D.WORKPLACE_EFFECTS:
        why = W.reason(wp_why(code))
        assert isinstance(why, Msg), code
        yield msg("sm-gains", who=Who(0), what=W.goods(vp=3), why=why)
    for card in D.CARDS.values():
        yield msg("sm-gains", who=Who(0), what=W.goods(vp=1), why=W.reason(card.name))
        yield msg("sm-gains-nothing", who=Who(1), card=W.card(card.id))
        text = W.card_text(card.id)
        yield msg("sm-plays-up", who=Who(0), card=W.card(card.id), slot=1, text=text)
        yield headed(msg("sm-use-now"), msg("sm-use-now-text", text=W.card_text(card.id, True)))
        yield msg("sm-discard-card", card=W.card(card.id))
    for reason in W.REASONS:
        yield msg("sm-gains", who=Who(0), what=W.goods(aug=3), why=W.reason(reason))
    for ally in D.ALLIES.values():
        cost = W.price(grain=2, aug=3)
        yield msg("sm-recruit", ally=W.ally(ally.id), role=W.ally_role(ally.id), cost=cost)
    for piece in D.BOARD_PIECES:
        yield msg("sm-build-piece", piece=A._piece_label(piece))
    for tile in D.EDICTS:
        for roman in D.ROMAN:
            edict = edict_words(tile)
            yield msg("sm-issue-edict", roman=roman, edict=edict, reward=W.reward_words(roman))
            yield msg("sm-move-edict-up", edict=edict, next=3, roman=roman)
            yield msg("sm-no-edict-reward", roman=roman, reward=W.reward_words(roman))
    its_cost = msg("sm-its-cost")
    yield msg("sm-buys-card", who=Who(0), card=W.card("A15"), at=W.city("ROMA"), price=its_cost)
    yield msg("sm-recruits", who=Who(0), ally=W.ally("I-CAST"), at=W.city("ROMA"), cost=W.cost())
    yield msg("sm-city-tiles", tiles=W.city_bonus_words("CB-A"))
    yield msg("sm-more", text=msg("sm-city-tiles-cut"))


LABELS = {
    "sm-issue-edict",
    "sm-move-edict-up",
    "sm-no-edict-reward",
    "sm-take-city-bonus",
    "sm-dir-add-max",
    "sm-dir-remove-max",
    "sm-build-piece",
    "sm-recruit",
    "sm-use-now",
    "sm-use-now-text",
    "sm-discard-card",
}
"""The name texts that are choice labels (the rest are log lines or loss warnings)."""


def _limit(text: Msg | None) -> int | None:
    if text is None:
        return None
    if text.key in LABELS:
        return LABEL_MAX
    return DETAIL_MAX if text.key.startswith("sm-loss") else None


def _full_player() -> Player:
    return Player(house="savoy", grain=3, stone=2)


def test_a_cards_english_text_is_the_datas_word_for_word() -> None:
    """The catalogue's English and the numbers taken from the data give the data's text, in
    the log's short form ("3 aug") and in a choice's words ("3 augustales")."""
    for card in D.CARDS.values():
        assert say(W.card_text(card.id), "en") == card.text
        assert say(W.card_text(card.id, spelled=True), "en") == spell(card.text)


def test_card_texts_in_german_and_italian() -> None:
    """Golden lines (the German words of the rulebook: Augustalen, Getreide, Burgteil)."""
    assert say(W.card_text("A2", spelled=True), "de") == (
        "Bis zu 3×: zahle 1 Augustalis für 1 Getreide."
    )
    assert (
        say(W.card_text("B14"), "de") == "Zahle 7 Augustalen: baue 1 Burgteil ohne Stein/Getreide."
    )
    assert say(W.card_text("A8"), "it") == "Ottieni 3 augustali; promuovi 1."
    assert say(msg("sm-discard-card", card=W.card("A6")), "de") == "Wirf Architekt ab"


def test_saved_reasons_still_read_back() -> None:
    """The English a saved step keeps as ``why`` turns into words; an unknown one stays."""
    assert say(
        msg("sm-gains", who=Who(0), what=W.goods(aug=3), why=W.reason("bonus")), "de", ("Anna",)
    ) == ("Anna erhält 3 Augustalen (Bonus)")
    assert W.reason("Tithe") == W.card("A15")
    assert W.reason("an older wording") == "an older wording"


def test_every_name_renders_in_every_language() -> None:
    checked = Sweep()
    for text in name_texts():
        checked.check(text, "name", _limit(text))
    assert checked.texts > 150


# -- no bare strings ----------------------------------------------------------------------------

BUILDERS = {"Event", "Decision", "IllegalChoice", "register_ask", "Choice"}
TEXT_KEYWORDS = {"text", "prompt", "tiebreak", "group", "detail", "long_detail"}


def bare_texts(tree: ast.AST, name: str) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id in TEXT_KEYWORDS for t in node.targets
        ):
            if bare(node.value) and not (
                isinstance(node.value, ast.Constant) and node.value.value == ""
            ):
                found.append(f"{name}:{node.lineno}")
        if not isinstance(node, ast.Call) or callee(node) not in BUILDERS:
            continue
        called = callee(node)
        texts = node.args[1:2] if called in ("register_ask", "Choice") else node.args[:1]
        if called == "Choice":
            texts = node.args[1:4]
        if called == "Decision":
            texts = []
        texts += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
        found += [f"{name}:{t.lineno}" for t in texts if bare(t)]
    return found


def test_no_engine_module_builds_a_log_line_or_prompt_from_a_bare_string() -> None:
    found = []
    for path in engine_modules("stupor_mundi"):
        found += bare_texts(ast.parse(path.read_text(encoding="utf-8")), path.name)
    assert found == []


def test_the_scan_finds_a_bare_string() -> None:
    bad = 'events.append(Event(f"{who} passes", seat))\nregister_ask("turn", "Your turn", e, r)'
    assert len(bare_texts(ast.parse(bad), "x")) == 2
    bad_choice = 'Choice("a", f"Buy {c.name}", detail=c.text)\nChoice("b", "Skip", None, "x")'
    assert len(bare_texts(ast.parse(bad_choice), "x")) == 3  # f"Buy …", "Skip", "x"
    good = 'events.append(Event(msg("sm-passes", who=W.who(seat)), seat))'
    assert bare_texts(ast.parse(good), "x") == []


# -- ids ----------------------------------------------------------------------------------------


def test_every_id_the_code_names_is_in_the_catalogue() -> None:
    named = literal_ids("stupor_mundi", "sm")
    assert len(named) > 80
    assert sorted(named - catalogue_ids("stupor-mundi.ftl", "sm")) == []


def test_every_catalogue_id_is_one_the_engine_produces(sweep: Sweep) -> None:
    produced = literal_ids("stupor_mundi", "sm") | sweep.seen
    for text in name_texts():
        if text is not None:
            produced.update(keys(text))
    for amount in W.AMOUNT_KINDS:
        produced.update(keys(W.amount(1, amount)))
    assert sorted(catalogue_ids("stupor-mundi.ftl", "sm") - produced) == []


# -- the pictures' words (render/stupor_mundi, pictures-stupor-mundi.ftl) ---------------------

RENDER = ROOT / "render" / "stupor_mundi"
PICTURE_IDS = {
    "pic-sm-cond-": [a for a in D.ALLIES],
    "pic-sm-cond-short-": [a for a in D.ALLIES],
    "pic-sm-short-": [c for c, card in D.CARDS.items() if card.house] + ["VL-C-II", "CS-C-I"],
    "pic-sm-tile-": list(D.CITY_BONUS),
    "pic-sm-great-name-": list(D.GREAT_BONUS),
    "pic-sm-great-": ["tower", "wall", "keep"],
    "pic-sm-piece-": ["wall", "keep"],
    "pic-sm-n-": ["tower", "wall", "keep"],
    "pic-sm-count-": [
        *("vp", "aug", "grain", "stone", "built", "hand"),
        *("storage", "draw-pile", "discard", "edicts"),
    ],
    "pic-sm-act-": list(D.MAIN_ACTIONS),
    "pic-sm-kind-": ["L", "I"],
    "pic-sm-side-": ["easy", "hard"],
    "pic-sm-pays-": list(D.INCOME_TEXT),
    "pic-sm-keep-": ["K1", "K2", "K3"],
    "pic-sm-row-": [
        "grain",
        "stone",
        "treasury",
        "towers",
        "walls",
        "keeps",
        "court",
        "specialist",
    ],
    "pic-sm-area-": ["countryside", "village", "city"],
    "pic-sm-column-": [
        *("allies", "edicts", "castle_income", "workplace", "cards", "city"),
        *("structures", "majority", "coins", "total"),
    ],
    "pic-sm-rank-": [str(limit) for limit, _ in D.SOLO_TITLES],
    "pic-sm-solo-": sorted(
        {c.ship for c in D.SOLO_CARDS.values()}
        | {a for c in D.SOLO_CARDS.values() for a in c.actions}
    ),
}
"""The ids the renderers build from a data key (``f"pic-sm-cond-{ally}"``), every key."""


def picture_code_ids() -> tuple[set[str], set[str]]:
    """The ``pic-sm-`` ids the renderers name whole, and the heads of those they build."""
    whole, heads = set(), set()
    for path in sorted(RENDER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if re.fullmatch(r"pic-sm-[A-Za-z0-9_-]*[A-Za-z0-9]", node.value):
                    whole.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                head = node.values[0]
                if isinstance(head, ast.Constant) and str(head.value).startswith("pic-sm-"):
                    heads.add(str(head.value))
    return whole, heads


def test_every_picture_id_the_renderers_build_is_in_the_catalogue() -> None:
    whole, heads = picture_code_ids()
    built = {head + key for head, keys in PICTURE_IDS.items() for key in keys}
    assert heads <= set(PICTURE_IDS), sorted(heads - set(PICTURE_IDS))
    known = catalogue_ids("pictures-stupor-mundi.ftl", "pic-sm") | catalogue_ids(
        "pictures.ftl", "pic-sm"
    )
    assert sorted((whole | built) - known) == []


def test_every_picture_id_in_the_catalogue_is_used() -> None:
    whole, _ = picture_code_ids()
    built = {head + key for head, keys in PICTURE_IDS.items() for key in keys}
    assert sorted(catalogue_ids("pictures-stupor-mundi.ftl", "pic-sm") - whole - built) == []
