"""The local page in English, German and Italian (issue 32): the browser's Accept-Language,
the switch (remembered in a cookie), ``<html lang>``, refusals in the page's language, and
a pseudo-locale walk that finds no page text left untranslated."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from l10n.catalog import is_pseudo
from tests.bot.local.conftest import refused
from tests.bot.local.test_pages import SLUG, click, create, stored_version


def lang_of(html: str) -> str:
    return re.search(r'<html lang="([^"]+)">', html).group(1)


async def test_the_browsers_language_and_the_switch(client):
    html = await (await client.get("/", headers={"Accept-Language": "de-AT,de;q=0.9"})).text()
    assert lang_of(html) == "de" and "<h1>Lokal spielen</h1>" in html
    assert "Tisch erstellen und starten" in html
    # the switch: each language by its own name; the current one is not a link
    assert '<b lang="de" aria-current="true">Deutsch</b>' in html
    assert 'href="/?lang=en"' in html and 'href="/?lang=it"' in html
    html = await (await client.get("/", headers={"Accept-Language": "fr-FR, it;q=0.5"})).text()
    assert lang_of(html) == "it" and "Crea e inizia il tavolo" in html
    html = await (await client.get("/", headers={"Accept-Language": "fr-FR"})).text()
    assert lang_of(html) == "en" and "Create and start the table" in html

    resp = await client.get("/?lang=it", headers={"Accept-Language": "de"})
    assert lang_of(await resp.text()) == "it"
    # picked once, kept: a later page without ?lang= stays Italian whatever the browser says
    html = await (await client.get("/", headers={"Accept-Language": "de"})).text()
    assert lang_of(html) == "it" and "<h1>Gioco in locale</h1>" in html
    html = await (await client.get("/?lang=xx")).text()  # not ours: the kept choice stands
    assert lang_of(html) == "it"


async def test_the_switch_keeps_the_page_and_its_seat(client):
    table_id, _ = await create(client, 2, names=("Anna", "Ben"))
    html = await (await client.get(f"/t/{table_id}?as=local-2&lang=de")).text()
    assert lang_of(html) == "de"
    assert f'href="/t/{table_id}?lang=it&amp;as=local-2"' in html
    assert "Meine letzte Wahl zurücknehmen" in html or "Als Ben aufgeben" in html
    assert "<h2>Verlauf</h2>" in html and "Spielen als:" in html


async def test_refusals_in_german_and_italian(client, service):
    await client.get("/?lang=de")
    resp = await client.post("/new", data={"game": SLUG, "players": "many"})
    assert await refused(resp) == "Wähle die Spielerzahl."
    resp = await client.post("/new", data={"game": SLUG, "players": "2", "opt.deck_size": "x"})
    assert await refused(resp) == "Option deck_size muss eine ganze Zahl sein, nicht &#39;x&#39;."
    await client.get("/?lang=it")
    table_id, _ = await create(client, 2, names=("Anna", "Ben"))
    version = await stored_version(service, table_id)
    resp = await click(client, table_id, "ai:1:strong", version, "draw", follow=True)
    assert await refused(resp) == "Un posto IA gioca da solo; scegli il posto di una persona."
    resp = await client.post(f"/t/{table_id}/act", data={"user": "local-1", "choice": "draw"})
    assert await refused(resp) == (
        "Questo clic non porta una versione del tabellone; ricarica la pagina."
    )
    assert await service.store.count_tables() == 1


async def test_an_unknown_game_is_refused_in_the_pages_language(client, service):
    await client.get("/?lang=de")
    resp = await client.post("/new", data={"game": "chess", "players": "2"})
    said = await refused(resp)
    assert said.startswith("Es gibt kein Spiel &#39;chess&#39;. Spiele: ") and SLUG in said
    assert await service.store.count_tables() == 0


# -- the pseudo walk ---------------------------------------------------------------------------
ENGINE_OR_SERVICE = {
    # ids and classes whose text the engines or the table service write (G and F1 translate it)
    "headline",
    "last",
    "log",
    "prompt",
    "scoreboard",
    "private",
    "players",
    "choice",
    "kind",
    "damaged",
}
SHOWN_ATTRIBUTES = ("title", "placeholder", "aria-label", "alt", "data-confirm")


class _Texts(HTMLParser):
    """Every text a reader sees: text nodes and the attributes a browser shows, each with
    whether it stands inside an element the engines or the service fill."""

    VOID = {"meta", "link", "input", "br", "img", "source"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []
        self.found: list[tuple[str, bool]] = []

    def _theirs(self, attrs: dict[str, str | None]) -> bool:
        marks = {attrs.get("id") or "", *(attrs.get("class") or "").split()}
        return bool(marks & ENGINE_OR_SERVICE) or any(m.startswith("role-") for m in marks)

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        inside = (self.stack[-1][1] if self.stack else False) or self._theirs(found)
        for name in SHOWN_ATTRIBUTES:
            if found.get(name):
                self.found.append((found[name] or "", inside))
        if tag not in self.VOID:
            self.stack.append((tag, inside))

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        if self.stack and self.stack[-1][0] in ("script", "style", "title"):
            return
        text = data.strip()
        if text:
            self.found.append((text, self.stack[-1][1] if self.stack else False))


NOT_WORDS = re.compile(r"^[\W\d_]*$")  # numbers, #ids, arrows, punctuation


def untranslated(html: str, names: tuple[str, ...], titles: tuple[str, ...]) -> list[str]:
    """The page's own texts that did not come through the pseudo catalogue."""
    parser = _Texts()
    parser.feed(html)
    out = []
    for text, theirs in parser.found:
        if theirs or is_pseudo(text) or NOT_WORDS.match(text):
            continue
        rest = text
        for word in (*names, *titles, "English", "Deutsch", "Italiano"):
            rest = rest.replace(word, "")
        if NOT_WORDS.match(rest):
            continue
        out.append(text)
    return out


async def test_a_pseudo_walk_finds_no_page_text_left_in_english(client, service):
    from games import get as get_game

    await client.get("/?lang=pseudo")
    titles = tuple(t for _, t in service.game_slugs())
    summaries = tuple(getattr(get_game(s), "summary", "") for s, _ in service.game_slugs())
    index = await (await client.get("/")).text()
    assert lang_of(index) == "pseudo"
    # the games' own words (titles, summaries, option captions) are the engines' (G's part)
    for summary in summaries:
        index = index.replace(summary, "")
    index = re.sub(r'<label class="option">.*?</label>', "", index, flags=re.S)
    index = re.sub(r"<option value=\"(?:true|false|\d+)\"[^>]*>[^<]*</option>", "", index)
    assert untranslated(index, (), titles) == []

    table_id, lobby = await create(client, 2, names=("Anna", "Ben"), start=False)
    assert untranslated(lobby, ("Anna", "Ben"), titles) == []
    await client.post(f"/t/{table_id}/start")
    for _ in range(3):  # a few moves: the page as each seat, with the log growing
        html = await (await client.get(f"/t/{table_id}")).text()
        assert untranslated(html, ("Anna", "Ben"), titles) == [], html
        version = await stored_version(service, table_id)
        user = re.search(r'name=user value="([^"]*)"', html).group(1)
        await click(client, table_id, user, version, "draw")
    other = await (await client.get(f"/t/{table_id}?as=local-2")).text()
    assert untranslated(other, ("Anna", "Ben"), titles) == []
    missing = await (await client.get("/t/999")).text()
    assert untranslated(missing, (), titles) == []


async def test_the_real_games_forms_speak_the_pages_language(client, monkeypatch):
    """Each real game's summary, option captions and worded choices on the new-table form
    come through the catalogue (rules.ftl); a test game without words keeps its English."""
    import games

    monkeypatch.setattr(games, "_discovered", False)  # the real games, beside the test game
    index = await (await client.get("/?lang=pseudo")).text()
    real = [s for s in games.registry() if s != SLUG]
    assert len(real) >= 4
    for slug in real:
        block = re.search(rf'<details class="game" id="game-{slug}">(.*?)</form>', index, re.S)
        assert block, slug
        # the game's title, typed values (option=value) and numbers may stay as they are
        html = block.group(1).replace(games.get(slug).title, "")
        html = re.sub(r'<option value="(?:\d+)"[^>]*>[^<]*</option>', "", html)
        assert untranslated(html, (), ()) == [], slug
    index = await (await client.get("/?lang=de")).text()
    assert "<p>Diene Friedrich II.: Baue deine Burg, wirb Verbündete an" in index
    assert "Marktplättchen: leichte Seite, gemischt oder schwere Seite <select" in index
    assert '<option value="choose">in umgekehrter Spielerreihenfolge gewählt</option>' in index


async def test_a_finished_game_and_its_replay_in_the_pseudo_locale(client, service):
    from tests.bot.local.test_replay import _finished

    await client.get("/?lang=pseudo")
    titles = tuple(t for _, t in service.game_slugs())
    table_id, count = await _finished(client, service)
    pages = [f"/t/{table_id}", f"/t/{table_id}?as=local-2", f"/t/{table_id}/replay"]
    pages += [f"/t/{table_id}/replay?move=0", f"/t/{table_id}/replay?move=3"]
    for path in pages:
        html = await (await client.get(path)).text()
        assert lang_of(html) == "pseudo"
        assert untranslated(html, ("Anna", "Ben"), titles) == [], path
    missing = await (await client.get(f"/t/{table_id}/replay?move={count + 5}")).text()
    assert untranslated(missing, ("Anna", "Ben"), titles) == []


async def test_the_pages_guard_turns_a_request_away_in_the_pages_language(client, service):
    await client.get("/?lang=de")
    table_id, _ = await create(client, 2, names=("Anna", "Ben"))
    version = await stored_version(service, table_id)
    data = {"user": "local-1", "version": str(version), "choice": "draw", "csrf": "stale"}
    resp = await client.raw.post(f"/t/{table_id}/act", data=data, allow_redirects=False)
    assert resp.status == 403 and await resp.text() == (
        "Dieses Formular ist veraltet oder stammt von einer anderen Seite: "
        "Lade die Seite neu und versuch es noch einmal."
    )
    headers = {"Origin": "null", "Accept-Language": "it"}
    await client.get("/?lang=it")
    data["csrf"] = await client.csrf()
    resp = await client.raw.post(f"/t/{table_id}/act", data=data, headers=headers)
    assert resp.status == 403 and await resp.text() == (
        "I moduli inviati da un altro sito (o da una pagina isolata) vengono rifiutati."
    )
    assert await stored_version(service, table_id) == version
