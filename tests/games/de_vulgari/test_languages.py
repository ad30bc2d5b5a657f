"""De Vulgari Eloquentia in English, German and Italian (issue 32).

A sweep over random games (2-5 players, both option sets) renders every text a player reads
(prompts, labels, groups, details, log lines, the tie-break) in each language: no catalogue
problem, no leftover placeable, no raw id, Discord's limits, no English left in German or
Italian, every pseudo-locale text marked. An AST scan holds that the engine builds no event,
choice, decision or refusal from a bare string any more, and that the code and the catalogue
name the same ids.
"""

from __future__ import annotations

import ast
import random
import re

import pytest

from games.contract import DETAIL_MAX, LABEL_MAX
from games.de_vulgari import GAME
from games.de_vulgari.data import CAREER, DIALECT, ELECTION, EVENTS, SEAS, TRACK, ZONES
from games.de_vulgari.options import DeVulgariOptions
from games.de_vulgari.words import price, zone_name
from games.messages import Msg, Text, Who, msg
from l10n import LOCALES, PSEUDO, say
from l10n.catalog import is_pseudo, render
from tests.l10n.sweep import catalogue_ids, engine_modules

NAMES = ["Anna", "Bartholomew", "Cleo", "Dario", "Emanuela"]
OTHER_OPTIONS = DeVulgariOptions(
    canticle_all_active_from=15,
    gigi_double_until=11,
    shlasinger_window="any",
    bologna_collect="on_entry",
    open_screens=True,
)
ENGLISH_WORDS = re.compile(r" (the|and|of|to|from) ", re.IGNORECASE)


def texts_of_random_games() -> dict[str, set[Text]]:
    """Every text of random games, by kind: "label", "detail" (with groups and prompts in
    "short"), "line" (log lines, tie-breaks)."""
    found: dict[str, set[Text]] = {"label": set(), "detail": set(), "short": set(), "line": set()}
    for players in (2, 3, 4, 5):
        for options in (None, OTHER_OPTIONS):
            seed = players * 10 + (options is not None)
            rnd = random.Random(seed)
            state = GAME.setup(players, seed, options)
            while (decision := GAME.decision(state)) is not None:
                found["short"].add(decision.prompt)
                for seat in decision.seats:
                    for c in GAME.legal_choices(state, seat):
                        found["label"].add(c.label)
                        found["short"] |= {c.group} - {None}
                        found["detail"] |= {c.detail, c.long_detail} - {None}
                seat = rnd.choice(decision.seats)
                ids = GAME.legal_ids(state, seat)
                state, events = GAME.apply(state, seat, rnd.choice(ids))
                found["line"] |= {e.text for e in events}
            result = GAME.result(state)
            assert result is not None
            found["line"].add(result.tiebreak)
    return found


@pytest.fixture(scope="module")
def texts() -> dict[str, set[Text]]:
    return texts_of_random_games()


def test_the_engine_writes_messages_only(texts: dict[str, set[Text]]) -> None:
    plain = {t for kind in texts.values() for t in kind if isinstance(t, str) and t}
    assert plain == set()


@pytest.mark.parametrize("locale", LOCALES)
def test_every_text_renders_within_the_limits(texts: dict[str, set[Text]], locale: str) -> None:
    limits = {"label": LABEL_MAX, "detail": DETAIL_MAX, "short": LABEL_MAX}
    bad = []
    for kind, items in texts.items():
        for text in items:
            shown, problems = render(text, locale, NAMES)
            if problems or "{" in shown or "[dv-" in shown or "dv-" in shown:
                bad.append((shown, problems))
            if kind in limits and len(shown) > limits[kind]:
                bad.append((shown, f"{len(shown)} > {limits[kind]}"))
            if locale != "en" and ENGLISH_WORDS.search(shown):
                bad.append((shown, "English words"))
    assert bad == []


def test_every_text_comes_through_the_catalogue(texts: dict[str, set[Text]]) -> None:
    """The pseudo locale marks every word it rendered; what is left unmarked holds names,
    numbers and punctuation only (a list of scores)."""
    names = re.compile("|".join(NAMES))
    for items in texts.values():
        for text in items:
            shown, problems = render(text, PSEUDO, NAMES)
            assert not problems
            leftover = re.sub(r"[\W\d_]+", "", names.sub("", shown))
            assert is_pseudo(shown) or not leftover, shown


def test_the_languages_differ_where_they_should(texts: dict[str, set[Text]]) -> None:
    """Sanity: German and Italian are not English with another name."""
    labels = sorted(texts["label"], key=repr)
    assert labels
    same = [t for t in labels if render(t, "de", NAMES)[0] == render(t, "en", NAMES)[0]]
    assert len(same) < len(labels) / 10, same[:5]


# -- the code -------------------------------------------------------------------------------

TEXT_ARGS = {  # constructor -> (positions, keywords) of its player-read texts
    "Event": ((0,), {"text"}),
    "Choice": ((1, 2, 3), {"label", "group", "detail", "long_detail"}),
    "Decision": ((1,), {"prompt"}),
    "IllegalChoice": ((0,), {"text"}),
    "register_ask": ((1,), {"prompt"}),
    "Result": ((), {"tiebreak"}),
}


def _modules() -> dict[str, ast.Module]:
    return {p.name: ast.parse(p.read_text(encoding="utf-8")) for p in engine_modules("de_vulgari")}


def _is_bare_text(node: ast.expr) -> bool:
    """A str literal with words, an f-string, or strings glued together."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and node.value != ""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_bare_text(node.left) or _is_bare_text(node.right)
    return False


def test_no_event_choice_decision_or_refusal_is_built_from_a_bare_string() -> None:
    found: list[str] = []
    assert sum(1 for tree in _modules().values() for _ in ast.walk(tree)) > 10_000
    for name, tree in _modules().items():
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call):
                continue
            func = call.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if called not in TEXT_ARGS:
                continue
            positions, keywords = TEXT_ARGS[called]
            args = [a for i, a in enumerate(call.args) if i in positions]
            args += [k.value for k in call.keywords if k.arg in keywords]
            found += [f"{name}:{call.lineno} {called}" for a in args if _is_bare_text(a)]
    assert found == []


def _ids_in_code() -> tuple[set[str], set[str]]:
    """The literal ``dv-…`` ids of the engine, and the prefixes of the ids it builds from data
    (``f"dv-zone-{zone}"``)."""
    literal, prefixes = set(), set()
    for tree in _modules().values():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if re.fullmatch(r"dv-[a-z0-9]+(-[a-z0-9]+)*", node.value):
                    literal.add(node.value)
            if isinstance(node, ast.JoinedStr) and node.values:
                head = node.values[0]
                if isinstance(head, ast.Constant) and str(head.value).startswith("dv-"):
                    prefixes.add(str(head.value))
    return literal, prefixes


DATA_IDS = (
    {f"dv-zone-{z.id}" for z in ZONES}
    | {f"dv-sea-{s}" for s in SEAS}
    | {f"dv-track-{t}" for t in TRACK}
    | {f"dv-career-{c}" for c in CAREER}
    | {f"dv-career-text-{c}" for c in CAREER}
    | {f"dv-event-{e.number}" for e in EVENTS}
    | {f"dv-election-{k}" for k in ELECTION}
    | {f"dv-status-{k}" for k in ("merchant", "friar", "cardinal")}
    | {f"dv-dialect-{colour}" for colour in DIALECT}
)


def test_the_code_and_the_catalogue_name_the_same_ids() -> None:
    literal, prefixes = _ids_in_code()
    assert prefixes == {
        "dv-zone-",
        "dv-sea-",
        "dv-track-",
        "dv-career-",
        "dv-career-text-",
        "dv-event-",
        "dv-election-",
        "dv-status-",
        "dv-dialect-",
    }
    ids = catalogue_ids("de-vulgari.ftl", "dv", chars="a-z0-9_-")
    assert sorted(literal - ids) == [], "used in code, missing in the catalogue"
    assert sorted(ids - literal - DATA_IDS) == [], "in the catalogue, used nowhere"
    assert sorted(DATA_IDS - ids) == [], "a name of the data without its term"


def test_a_message_id_of_the_engine_is_a_message() -> None:
    """``msg`` refuses what is not an id; the ids the engine writes are all area ``dv-``."""
    literal, _ = _ids_in_code()
    assert all(Msg(key).key.startswith("dv-") for key in literal)


# -- grammar, checked by hand -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", "Anna moves from Tyrrhenian Sea to Abbey (Pomposa) for 3 actions and 10 ducats."),
        (
            "de",
            "Anna zieht vom Tyrrhenischen Meer zur Abtei (Pomposa) für 3 Aktionen und 10 Ducati.",
        ),
        ("it", "Anna si muove dal Mar Tirreno all'Abbazia (Pomposa) per 3 azioni e 10 Ducati."),
    ],
)
def test_places_take_their_prepositions_and_cases(locale: str, expected: str) -> None:
    line = msg(
        "dv-moves",
        who=Who(0),
        src=zone_name("sea:tyrrhenian.genova"),
        to=zone_name("abbey_pomposa"),
        price=price(3, 10),
    )
    assert render(line, locale, NAMES) == (expected, [])


def test_italian_writes_ad_before_a_and_german_names_the_fifth_city_norcia() -> None:
    to_ancona = msg("dv-move-label", to=zone_name("ancona"), price=price(1))
    assert say(to_ancona, "it") == "Muovi ad Ancona per 1 azione"
    assert say(to_ancona, "de") == "Nach Ancona ziehen für 1 Aktion"
    to_gubbio = msg("dv-move-label", to=zone_name("gubbio"), price=price(2))
    assert say(to_gubbio, "de") == "Nach Norcia ziehen für 2 Aktionen"
    assert say(to_gubbio, "it") == "Muovi a Gubbio per 2 azioni"
    assert say(to_gubbio, "en") == "Move to Gubbio for 2 actions"


def test_plurals_follow_each_language() -> None:
    one, two = (msg("dv-sell-label", n=n, ducats=20 * n) for n in (1, 2))
    assert [say(one, "de"), say(two, "de")] == [
        "1 Adligen jetzt für 20 Ducati verkaufen",
        "2 Adlige jetzt für 40 Ducati verkaufen",
    ]
    assert [say(one, "it"), say(two, "it")] == [
        "Vendi 1 nobile ora per 20 Ducati",
        "Vendi 2 nobili ora per 40 Ducati",
    ]
    assert say(msg("dv-turn-prompt", round=3, actions=1), "it") == (
        "Turno 3: le tue azioni (ne resta 1)"
    )
