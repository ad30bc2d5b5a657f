"""The catalogues' own checks (issue 32 point 7): every file parses, the three languages hold the
same ids with the same arguments, and the edge renders messages, terms, lists and the pseudo
locale as designed."""

from __future__ import annotations

import pytest
from fluent.syntax import ast as ftl
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from games.messages import Msg, Term, Who, from_json, msg, to_json
from l10n import LOCALES, PSEUDO, catalog, from_accept_language, pick_locale, say
from l10n.catalog import is_pseudo, render, sources


class _Variables(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)


def entries(locale: str) -> dict[str, set[str]]:
    """Every message id of a locale with the variables its value and attributes use."""
    out: dict[str, set[str]] = {}
    for name, text in sources(locale).items():
        resource = parse(text)
        junk = [e for e in resource.body if isinstance(e, ftl.Junk)]
        assert not junk, f"{locale}/{name}: {junk[0].content[:200]!r}"
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                assert entry.id.name not in out, f"{locale}: {entry.id.name} twice"
                seen = _Variables()
                seen.visit(entry)
                out[entry.id.name] = seen.names
    return out


def _plain(names: set[str]) -> set[str]:
    return {v for v in names if "_" not in v}


def _through_attributes(names: set[str]) -> set[str]:
    """The terms a message uses only through an attribute ($track_full uses $track)."""
    return {v.partition("_")[0] for v in names if "_" in v}


def test_every_language_has_the_same_ids_and_arguments() -> None:
    english = entries("en")
    assert english
    for locale in LOCALES[1:]:
        other = entries(locale)
        assert sorted(set(english) - set(other)) == [], f"missing in {locale}"
        assert sorted(set(other) - set(english)) == [], f"only in {locale}"
        # a translation may leave out a grammar helper ($card_gender) but no real argument; a
        # term's attribute ($track_full: the rulebook's name of that track) uses the term
        differ = {
            key: (english[key], other[key])
            for key in english
            if not _plain(other[key]) <= _plain(english[key])
            or not _plain(english[key]) <= _plain(other[key]) | _through_attributes(other[key])
        }
        assert differ == {}, f"{locale}: arguments differ"


def test_the_files_are_the_same_per_language() -> None:
    assert set(sources("de")) == set(sources("en")) == set(sources("it"))


@pytest.mark.parametrize(
    ("given", "expected"),
    [("de", "de"), ("it", "it"), ("en-US", "en"), ("en-GB", "en"), ("fr", "en"), (None, "en")],
)
def test_a_discord_locale_picks_ours(given: object, expected: str) -> None:
    assert pick_locale(given) == expected


def test_accept_language_takes_the_best_weighted_of_ours() -> None:
    assert from_accept_language("fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7") == "de"
    assert from_accept_language("it-IT,it;q=0.9,en-US;q=0.8") == "it"
    assert from_accept_language("en;q=0.5,it;q=0.6") == "it"
    assert from_accept_language("fr,es") == "en"
    assert from_accept_language(None) == "en"
    assert from_accept_language("de;q=0") == "en"


def test_untranslated_english_passes_through_with_names() -> None:
    assert say("{p0} takes T2.", "de", ["Anna"]) == "Anna takes T2."


def test_a_message_in_each_language_and_the_english_fallback() -> None:
    assert say(msg("chrome-not-your-turn"), "de") == "Du bist nicht am Zug."
    assert say(msg("chrome-not-your-turn"), "it") == "Non tocca a te."
    assert say(msg("chrome-not-your-turn"), "fr") == "It is not your turn."
    text, problems = render(msg("no-such-id"), "de")
    assert text == "[no-such-id]" and problems


def test_the_json_form_round_trips() -> None:
    nested = Msg("a-b", {"who": Who(2), "card": Term("t-x"), "n": 3, "s": "T2"})
    value = Msg("outer", {"what": nested, "list": (Term("t-y"), nested), "code": "{p1}"})
    assert from_json(to_json(value)) == value
    assert from_json(to_json("plain {p0}")) == "plain {p0}"
    with pytest.raises(ValueError):
        from_json({"args": {}})
    with pytest.raises(ValueError):
        Msg("not an id")


@pytest.fixture
def grammar(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A small catalogue with a gendered term, a plural and a list, in en and de."""
    (tmp_path / "en").mkdir()
    (tmp_path / "de").mkdir()
    (tmp_path / "it").mkdir()
    (tmp_path / "en" / "t.ftl").write_text(
        "t-tower = tower\n    .gender = masc\nt-wall = wall\n    .gender = fem\n"
        "t-from = { $who } takes { $n ->\n    [one] one stone\n   *[other] { $n } stones\n }"
        " from the { $place }.\nt-list = { $items }\n",
        encoding="utf-8",
    )
    (tmp_path / "de" / "t.ftl").write_text(
        "t-tower = Turm\n    .gender = masc\nt-wall = Mauer\n    .gender = fem\n"
        "t-from = { $who } nimmt { $n ->\n    [one] einen Stein\n   *[other] { $n } Steine\n }"
        " aus { $place_gender ->\n    [fem] der\n   *[masc] dem\n } { $place }.\n"
        "t-list = { $items }\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path)
    catalog.catalogue.cache_clear()
    yield
    catalog.catalogue.cache_clear()


@pytest.mark.usefixtures("grammar")
def test_terms_bring_their_gender_and_numbers_their_plural() -> None:
    names = ["Anna", "Ben"]
    tower = Msg("t-from", {"who": Who(1), "n": 1, "place": Term("t-tower")})
    wall = Msg("t-from", {"who": Who(0), "n": 3, "place": Term("t-wall")})
    assert say(tower, "de", names) == "Ben nimmt einen Stein aus dem Turm."
    assert say(wall, "de", names) == "Anna nimmt 3 Steine aus der Mauer."
    assert say(wall, "en", names) == "Anna takes 3 stones from the wall."
    listed = Msg("t-list", {"items": (Term("t-tower"), Term("t-wall"), "T2")})
    assert say(listed, "de") == "Turm, Mauer und T2"
    assert say(listed, "en") == "tower, wall, and T2"


def test_the_pseudo_locale_marks_what_came_through_a_catalogue() -> None:
    shown = say(msg("chrome-not-your-turn"), PSEUDO)
    assert is_pseudo(shown) and len(shown) >= 1.4 * len("It is not your turn.")
    assert not is_pseudo(say("It is not your turn.", PSEUDO))
