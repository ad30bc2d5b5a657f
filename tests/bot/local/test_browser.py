"""A real headless Chromium plays the test game on the local page (pytest -m browser).

Needs Debian's chromium and chromedriver (``bash .ci/install-browser``); skipped only
when they are missing.
"""

import asyncio

import aiohttp
import pytest

from tests.bot.local.webdriver import ELEMENT, browser, find_browser

chromium, chromedriver = find_browser()
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not (chromium and chromedriver),
        reason="chromium/chromedriver not installed (run: bash .ci/install-browser)",
    ),
]


async def version(b) -> int:
    return int(await b.text(await b.find("#version")))


async def click_and_wait(b, css: str, before: int) -> int:
    """Click a choice button and wait for the redirected page with a newer version."""
    await b.click(await b.find(css))
    await b.wait_for(
        "const v = document.getElementById('version');"
        "return document.readyState === 'complete' && v && Number(v.textContent) > arguments[0];",
        before,
    )
    return await version(b)


async def board_loaded(b) -> str:
    """The <img> shows a decoded PNG; returns its src."""
    await b.wait_for(
        "const i = document.getElementById('board'); return i && i.complete && i.naturalWidth > 0;"
    )
    return await b.script("return document.getElementById('board').getAttribute('src');")


async def open_form(b, root: str, slug: str, players: int) -> None:
    """On the index: open the game's new-table form for ``players`` seats."""
    await b.get(root + "/")
    await b.click(await b.find(f"#game-{slug} summary"))
    await b.click(await b.find(f'#new-{slug}-players option[value="{players}"]'))


async def submit_form(b, slug: str) -> int:
    """Create the table of the open form; returns its id once its page has loaded."""
    await b.click(await b.find(f"#new-{slug}-create"))
    await b.wait_for(
        "return location.pathname.startsWith('/t/') && document.getElementById('version');"
    )
    return int((await b.url()).rsplit("/", 1)[1])


async def create_table(b, root: str, slug: str, names: list[str]) -> int:
    """On the index: open the game's form, type the seat names, create; returns the table id."""
    await open_form(b, root, slug, len(names))
    shown = await b.script(
        f"return [...document.querySelectorAll('#new-{slug} [data-seat]')]"
        ".filter(e => e.offsetParent !== null).length;"
    )
    assert shown == len(names)  # as many name boxes as players
    for i, name in enumerate(names, start=1):
        await b.type(await b.find(f"#new-{slug}-name{i}"), name)
    return await submit_form(b, slug)


async def choice_ids(b) -> list[str]:
    """The buttons a player can click now; acts as the seat to move when its choices are
    private (the others look away), and opens the first kind of a split menu."""
    for _ in range(3):
        ids = await b.script(
            "return [...document.querySelectorAll('[data-choice]')].map(e => e.dataset.choice);"
        )
        if ids:
            return ids
        link = await b.script(
            "const a = document.querySelector('#show-private, .act-as a, a.kind');"
            "return a && a.getAttribute('href');"
        )
        if not link:
            return []
        await b.get((await b.url()).split("/t/")[0] + link)
        await b.wait_for(
            "return document.readyState === 'complete' && document.getElementById('version');"
        )
    return []


async def test_chromium_creates_a_table_and_plays_by_clicking(drawing_service, live_root, tmp_path):
    async with aiohttp.ClientSession() as http, browser(tmp_path / "profile") as b:
        await asyncio.wait_for(play(b, http, drawing_service, live_root), 90)


async def play(b, http, service, root):
    # the index: the test game's form with one hostile name
    table_id = await create_table(
        b, root, "peek-and-pile", ["Anna", "<img src=x onerror=alert(1)>"]
    )
    # the question once: the prompt names her (the headline stands in when nothing is asked)
    assert "Anna" in await b.text(await b.find("#prompt"))
    assert await b.script("return document.getElementById('headline');") is None
    players = await b.text(await b.find("#players"))
    assert "<img src=x onerror=alert(1)>" in players  # shown as text, not markup
    assert await b.script("return document.querySelectorAll('#players img').length;") == 0

    v0 = await version(b)
    src0 = await board_loaded(b)
    assert src0 == f"/t/{table_id}/board.png?v={v0}"
    async with http.get(root + src0) as resp:
        png0 = await resp.read()
    assert png0.startswith(b"\x89PNG")

    # a compound turn by clicking: play -> a card (private: act as Anna first) -> pile A
    v1 = await click_and_wait(b, '[data-choice="play"]', v0)
    assert await b.script("return document.querySelectorAll('[data-choice]').length;") == 0
    await b.click(await b.find("#show-private"))
    await b.wait_for(
        "return location.search === '?as=local-1' && document.readyState === 'complete';"
    )
    v2 = await click_and_wait(b, '[data-choice^="card:"]', v1)
    v3 = await click_and_wait(b, '[data-choice="pile:a"]', v2)
    assert v3 == v0 + 3 == (await service.store.get_table(table_id)).version
    src3 = await board_loaded(b)
    assert src3 == f"/t/{table_id}/board.png?v={v3}" != src0
    async with http.get(root + src3) as resp:
        png3 = await resp.read()
    assert png3.startswith(b"\x89PNG") and png3 != png0
    log = await b.text(await b.find("#log"))
    assert "Anna plays" in log and "on pile A" in log
    # the page stays with Anna (she chose to act as herself) and offers to hand over
    assert "It is not Anna's turn" in await b.text(await b.find("#note"))
    await b.click(await b.find(".act-as a"))
    await b.wait_for(
        "return location.search === '?as=local-2' && document.readyState === 'complete';"
    )
    current = await b.text(await b.find("#seats a.current"))
    assert current == "<img src=x onerror=alert(1)>"

    # a stale page: someone else moves first (another window), then this page's click
    await service.act(table_id, "local-2", v3, "play")
    await b.click(await b.find('[data-choice="draw"]'))
    await b.wait_for(
        "return document.readyState === 'complete' && document.getElementById('refusal');"
    )
    refusal = await b.text(await b.find("#refusal"))
    assert refusal == "Someone moved first; here is the current board."
    assert (await service.store.get_table(table_id)).version == v3 + 1
    assert await version(b) == v3 + 1  # the refusal page shows the current board
    await b.get(await b.url())  # a reload after the refusal: no re-post, the sentence is gone
    await b.wait_for(
        "return document.readyState === 'complete' && document.getElementById('version');"
    )
    assert await b.script("return document.getElementById('refusal');") is None
    assert (await service.store.get_table(table_id)).version == v3 + 1


async def test_chromium_new_table_with_an_ai_seat(drawing_service, live_root, tmp_path):
    """Seat 2 set to "AI (strong)" on the form: its name box is disabled and says who sits
    there, and the table starts with that AI in seat 2."""
    async with browser(tmp_path / "profile") as b:
        slug = "peek-and-pile"
        await open_form(b, live_root, slug, 3)
        await b.type(await b.find(f"#new-{slug}-name1"), "Anna")
        name2 = await b.find(f"#new-{slug}-name2")
        assert await b.script("return arguments[0].disabled;", {ELEMENT: name2}) is False
        placeholder = "return arguments[0].placeholder;"
        assert await b.script(placeholder, {ELEMENT: name2}) == "Player 2"
        await b.click(await b.find(f'#new-{slug}-who2 option[value="strong"]'))
        assert await b.script("return arguments[0].disabled;", {ELEMENT: name2}) is True
        assert await b.script(placeholder, {ELEMENT: name2}) == "AI (strong)"  # who sits there
        await b.click(await b.find(f'#new-{slug}-who2 option[value=""]'))
        assert await b.script(placeholder, {ELEMENT: name2}) == "Player 2"
        await b.click(await b.find(f'#new-{slug}-who2 option[value="strong"]'))
        await b.type(await b.find(f"#new-{slug}-name3"), "Cleo")
        table_id = await submit_form(b, slug)
        seats = await drawing_service.store.seats(table_id)
        assert [s.display_name for s in seats] == ["Anna", "AI 1 (strong)", "Cleo"]
        assert "AI 1 (strong)" in await b.text(await b.find("#players"))


async def test_chromium_a_long_run_of_ai_moves_scrolls_inside_its_box(
    drawing_service, live_root, tmp_path
):
    """One person and three AIs: what happened since her last move is one bounded box (at most
    16 lines) that scrolls inside itself, so on a phone her choices are not pushed screens
    down."""
    async with browser(tmp_path / "profile") as b:
        slug = "coimbra"
        await open_form(b, live_root, slug, 4)
        await b.type(await b.find(f"#new-{slug}-name1"), "Anna")
        for seat in (2, 3, 4):
            await b.click(await b.find(f'#new-{slug}-who{seat} option[value="easy"]'))
        await submit_form(b, slug)
        await b.window(400, 900)
        most = 0
        for _ in range(6):  # Anna's clicks, each answered by the three AIs
            await click_and_wait(b, "[data-choice]", await version(b))
            lines = await b.script(
                "const l = document.getElementById('last');"
                "return l ? l.innerText.split('\\n').length : 0;"
            )
            most = max(most, lines)
        assert 1 <= most <= 16  # since her last move, never the whole game
        box = await b.script(
            "const l = document.getElementById('last');"
            "return [l.clientHeight, getComputedStyle(l).overflowY, getComputedStyle(l).fontSize];"
        )
        shown, overflow, font = box[0], box[1], float(box[2].removesuffix("px"))
        assert shown <= 15 * font and overflow in ("auto", "scroll"), box  # a short box, scrolling
        first_choice = await b.script(
            "return document.querySelector('[data-choice]').getBoundingClientRect().top"
            " + window.scrollY;"
        )
        assert first_choice < 2 * 900, first_choice  # within two phone screens of the top


async def test_chromium_switches_the_language_at_400_px(drawing_service, live_root, tmp_path):
    """The switch is visible on a phone, fits beside the title without a sideways scroll,
    and the language picked stays for the next pages."""
    async with browser(tmp_path / "profile") as b:
        await b.window(400, 900)
        await b.get(live_root + "/?lang=de")
        assert await b.script("return document.documentElement.lang;") == "de"
        assert await b.text(await b.find("h1")) == "Lokal spielen"
        switch = await b.find("#languages")
        assert "English" in await b.text(switch) and "Italiano" in await b.text(switch)
        box = await b.script(
            "const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.height];",
            {ELEMENT: switch},
        )
        assert 0 <= box[0] and box[1] <= 400 and box[2] > 0, box
        assert await b.script("return document.documentElement.scrollWidth;") <= 400
        await b.click(await b.find('#languages a[data-lang="it"]'))
        await b.wait_for("return document.documentElement.lang === 'it';")
        await b.get(live_root + "/")  # remembered: no ?lang= needed
        assert await b.text(await b.find("h1")) == "Gioco in locale"
