"""Issue 10.1: nothing a public payload carries names what the public view hides.

Random games of every game and player count are clicked through the adapter; after
every click the strings each seat's view shows and the public view does not (hands,
draft packs, secret votes) are searched in everything the click made public: message
text, button labels, select options and descriptions, placeholders; at the end in
/history. A watcher's direct messages (issue 34) are public payloads too, and scanned as such.

Issue 32: German and Italian tables too. The views keep English; each hidden string is
searched in the table's language as well (`devkit.hidden_words`), and in English. A code a
view holds (a hand of "H-AUG3") is searched by the names the payloads give it ("Tax").
"""

from dataclasses import dataclass, field, replace

import pytest

import bot.service.lobby
import games
from bot.steps import _strings, hidden_strings
from devkit.harness import Sent
from devkit.hidden_words import localized, words
from devkit.realplay import SLUGS, play
from games.contract import name_view

CLICKS = 30
WATCHER = 90  # a member who /watches every table by direct message (issue 34)
LANGUAGES = ("de", "it")  # besides English: one case a game, its most players (most secrets)


def is_log_line(line: str) -> bool:
    return line.startswith("• ") and not line.startswith("• **")


def shown(sent: Sent) -> tuple[list[str], list[str]]:
    """(what the message offers now: headline, choices, components; its log lines)."""
    lines = sent.content.splitlines()
    offer = [x for x in lines if not is_log_line(x)]
    for c in sent.components:
        offer += [c.get("label") or "", c.get("placeholder") or ""]
        for o in c.get("options") or []:
            offer += [o.get("label") or "", o.get("description") or ""]
    return [t for t in offer if t], [x for x in lines if is_log_line(x)]


def names_it(text: str, secret: str, known: set[str]) -> bool:
    """``secret`` occurs in ``text`` other than inside a longer known name ("Quarry" in
    "Hohenstaufen Quarry" is another card)."""
    for name in known:
        if secret in name and name != secret:
            text = text.replace(name, "")
    return secret in text


def cases():
    for slug in SLUGS:
        game = games.get(slug)
        for players in range(game.min_players, game.max_players + 1):
            yield pytest.param(slug, players, "en", None, id=f"{slug}-{players}")
    for language in LANGUAGES:
        for slug in SLUGS:
            players = games.get(slug).max_players
            yield pytest.param(slug, players, language, None, id=f"{slug}-{players}-{language}")
    for language in ("en", *LANGUAGES):  # Lorenzo's secrets are the leader cards in hand
        slug = "lorenzo-il-magnifico"
        yield pytest.param(slug, 4, language, "leaders=true", id=f"{slug}-leaders-{language}")


@pytest.fixture
def real_games(monkeypatch):
    monkeypatch.setattr(games, "_discovered", False)
    # the same deal every run: /newgame draws the table's seed at random, and with
    # duplicate card names a random deal made the verdict change from run to run
    deals = iter(range(7, 10_000))
    monkeypatch.setattr(bot.service.lobby.secrets, "randbits", lambda _bits: next(deals))


@dataclass
class Scan:
    found: list[tuple[str, str]] = field(default_factory=list)  # (the form named, where)
    translated: set[str] = field(default_factory=set)  # hidden strings with a catalogue form
    untranslated: set[str] = field(default_factory=set)  # hidden strings English only
    secrets: set[str] = field(default_factory=set)  # every hidden string met

    def report(self) -> str:
        leaks = "\n".join(f"{x!r} in {t!r}" for x, t in self.found[:3])
        return f"{leaks}\n({len(self.untranslated)} hidden strings have no catalogue form)"


async def scan(
    h,
    service,
    slug: str,
    players: int,
    language: str,
    *,
    translate: bool = True,
    options: str | None = None,
) -> Scan:
    """Play ``slug`` at a table in ``language`` and search every public payload for each
    seat's secrets (as the table names them, `devkit.hidden_words`, and as the view has them);
    ``translate=False``: the view's strings only (the scan before issue 32)."""
    game = games.get(slug)
    names: list[str] = []
    result = Scan()

    async def hidden(table_id: int) -> tuple[dict[int, set[str]], set[str]]:
        """Each seat's hidden strings, and every string the public view shows."""
        row = await service.store.get_table(table_id)
        state = service._state(row, game)
        public = game.view(state, None)
        per_seat = {
            seat: set(hidden_strings(public, game.view(state, seat), names))
            for seat in range(players)
        }
        return per_seat, set(_strings(name_view(public, names)))

    def forms_of(secrets: set[str], public: set[str]) -> dict[str, frozenset[str]]:
        """Each text as the table may show it: English and the table's language; a secret's
        form that a public text has too ("I blue": three manuscripts) names no secret."""
        if not translate:
            return {x: frozenset({x}) for x in secrets | public}
        found = words(secrets | public, slug, language).forms
        shared = set().union(*(found[x] for x in public))
        return {x: found[x] - shared if x in secrets else found[x] for x in found}

    table_id = 1
    before: dict[int, set[str]] = {}
    offered: list[str] = []  # what the board offered before the click (checked already)
    logged = 0
    seen: set[str] = set()

    async def check(out: list[Sent]) -> None:
        nonlocal before, logged, offered
        if not names:
            names.extend(service._names(await service.store.seats(table_id)))
        per_seat, public = await hidden(table_id)
        entries, _ = await service.history(table_id, locale=language)
        movers = {e.seat for e in entries[logged:]}
        now = set().union(*per_seat.values())
        secrets = now | set().union(*before.values())
        result.secrets |= secrets
        if language != "en":
            found = words(secrets, slug, language)
            result.untranslated |= found.untranslated
            result.translated |= secrets - found.untranslated
        forms = forms_of(secrets, public)
        # the others' secrets that stayed secret; a mover's own card, or a card that left
        # a hand in this click, going public is the rules' business (and a copy of it
        # may sit in another hand)
        kept = set().union(
            *(per_seat[s] & before.get(s, set()) for s in per_seat if s not in movers)
        )
        kept -= set().union(*(before.get(s, set()) for s in movers))
        kept -= set().union(*(before.get(s, set()) - per_seat[s] for s in per_seat))
        kept = {x for x in kept if not any(v in t for t in offered for v in forms[x])}
        longer = set().union(*(forms[x] for x in now | public))

        def leaks(text: str, among: set[str]) -> list[tuple[str, str]]:
            return [(v, text) for x in among for v in forms[x] if names_it(text, v, longer)]

        new_offer: list[str] = []
        for sent in h.fake.public(out):
            offer, log = shown(sent)
            new_offer += offer
            # what is offered is drawn from the state after the click; a log line tells
            # what happened, so a name hidden from the others both before and after the
            # click must not appear in it
            for t in offer:
                result.found.extend(leaks(t, now))
            fresh = [t for t in log if t not in seen]  # a turn message repeats its earlier lines
            seen.update(log)
            for t in fresh:
                result.found.extend(leaks(t, kept))
        record = [line for e in entries[logged:] for line in e.lines]
        logged = len(entries)
        for t in record:
            result.found.extend((x, f"/history: {w}") for x, w in leaks(t, kept))
        before, offered = per_seat, new_offer or offered

    played = await play(
        h,
        service,
        slug,
        players,
        seed=players,
        clicks=CLICKS,
        after_click=check,
        watcher=WATCHER,
        language=language,
        options=options,
    )
    assert played.clicks > 0
    assert (await service.store.get_table(played.table_id)).locale == language
    assert h.fake.direct_messages(WATCHER)  # what the watcher got was scanned with the rest
    return result


@pytest.mark.parametrize(("slug", "players", "language", "options"), list(cases()))
async def test_no_public_payload_names_hidden_information(
    real_games, h, service, slug, players, language, options
):
    result = await scan(h, service, slug, players, language, options=options)
    if options:  # the option is there to give the scan secrets to look for
        assert result.secrets and (result.translated or language == "en"), result.untranslated
    assert not result.found, result.report()
    if language != "en" and result.untranslated:
        # a scan that cannot see is not a scan: a game with secrets has some in the catalogue
        assert result.translated, sorted(result.untranslated)


PLANTED = "stupor-mundi"  # a game whose hands the catalogue names in German


@pytest.mark.parametrize("translate", [True, False], ids=["scan", "english-only"])
async def test_a_german_name_of_a_hidden_card_is_caught(
    real_games, h, service, monkeypatch, translate
):
    """A German headline naming a card in the first seat's hand: the scan in the table's language
    finds it; the scan before issue 32 (English strings only) does not."""
    english, german = localized(PLANTED, "en"), localized(PLANTED, "de")
    planted: list[str] = []
    show = service._play_update

    async def leaky(row, game, position, seats, *args, **kwargs):
        update = await show(row, game, position, seats, *args, **kwargs)
        names = service._names(seats)
        state = position.state
        hand = hidden_strings(game.view(state, None), game.view(state, 0), names)
        shown = {
            name
            for x in sorted(hand)
            for name in german.get(x, frozenset()) - english.get(x, frozenset()) - {x}
        }
        if not shown:
            return update
        planted.append(min(shown))
        return replace(update, headline=f"{update.headline} {min(shown)}")

    monkeypatch.setattr(service, "_play_update", leaky)
    players = games.get(PLANTED).max_players
    result = await scan(h, service, PLANTED, players, "de", translate=translate)
    assert planted
    assert any(name in s.content for s in h.fake.public(h.fake.sent) for name in planted)
    caught = {x for x, _ in result.found} & set(planted)
    assert bool(caught) == translate, result.report()


def test_hidden_strings_in_the_tables_language():
    """A name by its catalogue entry, a code by the name its message or engine gives it; a
    string no entry renders stays English, and is counted."""
    found = words({"Castle Fame", "H-AUG3", "no such card"}, "stupor-mundi", "de")
    assert found.forms["Castle Fame"] == {"Castle Fame", "Burgruhm"}
    assert found.forms["H-AUG3"] == {"H-AUG3", "Tax", "Steuer"}
    assert found.forms["no such card"] == {"no such card"}
    assert found.untranslated == {"no such card"}
    manuscript = words({"m1-B1"}, "de-vulgari-eloquentia", "it").forms["m1-B1"]
    assert manuscript == {"m1-B1", "I blue", "I blu"}
    english = words({"Castle Fame", "H-AUG3"}, "stupor-mundi", "en").forms
    assert english == {"Castle Fame": {"Castle Fame"}, "H-AUG3": {"H-AUG3", "Tax"}}
