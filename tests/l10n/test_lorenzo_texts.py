"""Lorenzo il Magnifico in English, German and Italian: every log line, prompt, choice label,
group heading and the tie-break the engine writes is a message of ``lorenzo.ftl`` that renders
cleanly in each language.

- a sweep over random games (2-4 seats, every table option) renders every prompt, label,
  group, log line and tie-break in en, de and it: no catalogue problem, no leftover placeholder,
  no raw id, labels within Discord's 80 characters, no English left in German or Italian;
- an AST scan: no module of games/lorenzo builds an event, a prompt or a label from a bare
  string;
- the ids: every id the code names is in the catalogue, and every ``lor-`` id there is one the
  engine can produce.

Choice details are still English strings (not converted yet).
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator

import pytest

from games.contract import DETAIL_MAX, LABEL_MAX, Choice
from games.lorenzo import GAME, rules
from games.lorenzo import texts as X
from games.lorenzo import words as W
from games.lorenzo.data import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS
from games.lorenzo.options import LorenzoOptions
from games.messages import Msg, Term, Text
from l10n.catalog import render
from tests.l10n.sweep import (
    NAMES,
    ROOT,
    bare,
    callee,
    catalogue_ids,
    engine_modules,
    keys,
    play,
)
from tests.l10n.sweep import Sweep as BaseSweep
from tests.l10n.sweep import literal_ids as named_whole

STOP_WORDS = (" the ", " and ", " of ", " to ", " from ", " coins", " takes ", " gains ")


def option_sets() -> list[dict[str, object]]:
    """Every table option: the defaults, everything on, and each option away from its default."""
    default = LorenzoOptions().model_dump()
    return [
        default,
        {"leaders": True, "bonus_tiles": "advanced", "no_overspend": False},
        {**default, "leaders": True},
        {**default, "bonus_tiles": "advanced"},
        {**default, "no_overspend": not default["no_overspend"]},
        {**default, "wood_stone_both": not default["wood_stone_both"]},
        {"leaders": True, "bonus_tiles": "advanced", "wood_stone_both": True},
    ]


class Sweep(BaseSweep):
    """Every log line, prompt and tie-break of random games, rendered and checked."""

    def __init__(self) -> None:
        super().__init__("lor", STOP_WORDS)
        self.shortened = 0
        self.too_long: list[Text | None] = []

    def game(self, players: int, seed: int, options: dict[str, object]) -> None:
        pick = random.Random(seed)
        st = GAME.setup(players, seed, GAME.options(options))

        def labels(c: Choice) -> None:
            self.check(c.label, f"label of {c.id}", LABEL_MAX)
            self.check(c.group, f"group of {c.id}", LABEL_MAX)
            self.check(c.detail, f"detail of {c.id}", DETAIL_MAX)
            self.check(c.long_detail, f"long detail of {c.id}")
            if c.long_detail is not None:
                self.shortened += 1
            if isinstance(c.detail, Msg) and c.detail.key == "lor-detail-too-long":
                self.too_long.append(c.long_detail)

        st = play(self, GAME, st, pick, labels, seat_of=lambda p, d: p.choice(sorted(d.seats)))
        result = GAME.result(st)
        assert result is not None
        if result.tiebreak:
            self.check(result.tiebreak, "tiebreak")


@pytest.fixture(scope="module")
def sweep() -> Sweep:
    out = Sweep()
    for i, options in enumerate(option_sets()):
        for players in (2, 3, 4):
            out.game(players, 200 + 3 * i + players, options)
    return out


def test_every_text_of_random_games_renders_in_every_language(sweep: Sweep) -> None:
    assert sweep.texts > 5_000
    assert len(sweep.seen) > 150
    assert sweep.shortened > 0  # some details are too long for Discord in some language
    # a shortened detail says something: its first sentences, or the first items of a list
    assert sweep.too_long == []


def test_a_card_too_long_for_a_menu_keeps_its_first_effects() -> None:
    """The Baptistery's card sentence alone (paid, so without its cost) is over 100 characters
    in German: the detail keeps the card's first effect and says there is more."""
    from games.lorenzo.labels import sentences, shortened

    card = X.card_summary("B38", with_cost=False)
    assert card is not None
    whole = sentences(Msg("lor-detail-card", {"what": card}), Msg("lor-detail-cost", {}))
    assert whole is not None
    cut = shortened(whole, DETAIL_MAX)
    assert render(cut, "de", NAMES)[0] == "Karte: sofort 2 Siegpunkte + 1 Glaubenspunkt …"
    assert render(cut, "en", NAMES)[0].startswith("Card: now 2 VP + 1 faith point")


def data_texts() -> Iterator[Text]:
    """Every name the data gives (cards, leaders, excommunication tiles) as a short text."""
    for cid in CARDS:
        yield Msg("lor-two", {"a": W.card(cid), "b": W.card(cid)})
    for lid in LEADERS:
        yield Msg("lor-you-keep", {"leader": W.leader(lid)})
    for tile in EXCOMMUNICATIONS:
        yield Msg("lor-is-excommunicated", {"who": W.who(0), "tile": W.excommunication(tile)})
    for kind in rules.STEPS.asks:
        yield rules.STEPS.asks[kind].prompt
    for lid in LEADERS:
        yield Msg(
            "lor-label-colon",
            {"head": Msg("lor-label-keep", {"leader": W.leader(lid)}), "tail": W.leader_text(lid)},
        )


def printed_texts() -> Iterator[Msg]:
    """Every card's, leader's and tile's printed text, in words (details) and short (pictures)."""
    for cid in CARDS:
        summary = X.card_summary(cid)
        if summary is not None:
            yield Msg("lor-detail-card", {"what": summary})
        for short in (True, False):
            parts = [*X.card_costs(cid, short), X.card_immediate(cid, short)]
            parts += [X.card_permanent(cid, short), X.card_discount(cid, short), X.card_bonus(cid)]
            yield from (Msg("lor-label-part", {"what": p}) for p in parts if p is not None)
    for lid in LEADERS:
        yield X.needs(lid)
        yield Msg("lor-label-part", {"what": X.requirement(LEADERS[lid].req, short=True)})
    for tile in BONUS_TILES.values():
        for g in (tile.harvest, tile.production):
            yield Msg("lor-label-part", {"what": X.gain(g, short=True)})


def test_every_name_of_the_data_renders_in_every_language() -> None:
    checked = Sweep()
    for text in data_texts():
        checked.check(text, "data text", DETAIL_MAX)
    for text in printed_texts():
        checked.check(text, "printed text")


def test_a_log_line_in_german_and_italian() -> None:
    text = Msg(
        "lor-takes-card",
        {
            "who": W.who(1),
            "card": W.card("T5"),
            "tower": Term("lor-from-tower-territory"),
            "floor": 2,
            "how": Msg("lor-fm-white"),
            "value": 4,
            "servants": 2,
            "price": Msg("lor-for", {"what": W.amounts([("coins", 1), ("wood", 2)])}),
        },
    )
    assert render(text, "de", NAMES)[0] == (
        "Ben nimmt Nutzwald aus dem grünen Turm, Ebene 2 (weißes Familienmitglied, Wert 4 "
        "mit 2 Dienern) für 1 Münze, 2 Holz."
    )
    assert render(text, "it", NAMES)[0] == (
        "Ben prende Foresta dalla torre verde, piano 2 (familiare bianco, valore 4 con 2 "
        "servitori) per 1 moneta, 2 legno."
    )


# -- no bare strings ----------------------------------------------------------------------------

BUILDERS = {"Event", "Decision", "IllegalChoice", "ask", "Choice"}


def test_no_engine_module_builds_an_event_a_prompt_a_label_or_a_detail_from_a_bare_string() -> None:
    found = []
    for path in engine_modules("lorenzo"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or callee(node) not in BUILDERS:
                continue
            second = ("Decision", "ask", "Choice")
            texts = node.args[1:2] if callee(node) in second else node.args[:1]
            if callee(node) == "Choice":
                texts += node.args[3:4] + node.args[7:8]  # the detail and the long detail
            named = ("text", "prompt", "label", "detail", "long_detail")
            texts += [k.value for k in node.keywords if k.arg in named]
            found += [f"{path.name}:{t.lineno}" for t in texts if bare(t)]
    assert found == []


def test_the_scan_finds_a_bare_string() -> None:
    found = ast.parse('Event(f"{who} gains 2 coins.", seat)').body[0]
    assert isinstance(found, ast.Expr) and isinstance(found.value, ast.Call)
    assert bare(found.value.args[0])
    good = ast.parse('Event(msg("lor-gains", who=W.who(seat)), seat)').body[0]
    assert isinstance(good, ast.Expr) and isinstance(good.value, ast.Call)
    assert not bare(good.value.args[0])


# -- ids ----------------------------------------------------------------------------------------


def literal_ids() -> set[str]:
    """The ids the code names whole: ``msg("lor-passes")``, and the sources of `W.WHY`."""
    return set(W.WHY.values()) | named_whole("lorenzo", "lor")


def test_every_id_the_code_names_is_in_the_catalogue() -> None:
    named = literal_ids()
    assert len(named) > 40
    assert sorted(named - catalogue_ids("lorenzo.ftl", "lor")) == []


def test_every_catalogue_id_is_one_the_engine_produces(sweep: Sweep) -> None:
    produced = literal_ids() | sweep.seen
    for text in (*data_texts(), *printed_texts()):
        produced.update(keys(text))
    # ids the code builds from data (a member's colour, a tower's card type, a space, an
    # amount's resource), listed whole so a typo in the catalogue is still found
    produced |= {f"lor-fm-{fm}" for fm in ("white", "black", "orange", "neutral")}
    produced |= {f"lor-the-fm-{fm}" for fm in ("white", "black", "orange", "neutral")}
    produced |= {f"lor-federico-{fm}" for fm in ("white", "black", "orange")}
    produced |= {f"lor-label-federico-{fm}" for fm in ("white", "black", "orange")}
    produced |= {f"lor-label-place-{fm}" for fm in ("white", "black", "orange", "neutral")}
    produced |= {"lor-label-pass-excommunicated", "lor-label-pass-nothing"}
    produced |= {f"lor-detail-fm-{fm}" for fm in ("white", "black", "orange", "neutral")}
    produced |= {f"lor-loss-nothing-{a}" for a in ("harvest", "production")}
    produced |= {f"lor-loss-idle-{t}" for t in ("territory", "building")}
    produced |= {
        f"lor-detail-{a}-{s}" for a in ("harvest", "production") for s in ("small", "large")
    }
    produced |= {f"lor-n-{k}" for k in W.AMOUNT_KEYS} | {
        "lor-skips-harvest",
        "lor-skips-production",
    }
    assert sorted(catalogue_ids("lorenzo.ftl", "lor") - produced) == []


# -- the English the view keeps -------------------------------------------------------------------


def test_the_view_and_a_saved_game_keep_the_last_line_english() -> None:
    """``state.last`` is written from the message only when read (a search never pays for it);
    the view and a saved game hold the English with seat tokens."""
    st = GAME.setup(2, 4)
    events: list = []
    while not any(e.public for e in events):
        seat = GAME.decision(st).seats[0]
        st, events = GAME.apply(st, seat, GAME.legal_ids(st, seat)[0])
    first = next(e.text for e in events if e.public)
    english = render(first, "en", W.SEAT_TOKENS)[0]
    assert english.startswith(f"{{p{seat}}} ")
    assert st.last == ""  # not rendered yet
    assert GAME.view(st, None)["last"] == english
    assert GAME.load(GAME.dump(GAME.copy(st))).last == english


# -- the pictures' own words ------------------------------------------------------------------


def picture_ids() -> set[str]:
    """The ``pic-lor-`` ids render/lorenzo names whole."""
    whole = re.compile(r"^pic-lor-[A-Za-z0-9_-]*[A-Za-z0-9]$")
    found = set()
    for path in sorted((ROOT / "render" / "lorenzo").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if whole.match(node.value):
                    found.add(node.value)
    return found


def test_every_picture_id_is_used_and_in_the_catalogue() -> None:
    named = picture_ids()
    assert len(named) > 80
    assert sorted(named ^ catalogue_ids("pictures-lorenzo.ftl", "pic-lor")) == []
