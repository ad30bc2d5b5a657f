"""Issue 31.2, the decision first: one person at a table with an AI seat opens the page at
400 px (a phone) and sees her first choice on the first screen, in every game, without
choosing whom to act as; choices that give up actions (role "end") come last.

Screenshots at 400 and 1400 px go to ``$LOCAL_PAGE_SHOTS`` when set, else to the test's
temporary folder. The first choice's position is printed (run with -s to read it).
"""

import asyncio
import os
from pathlib import Path

import pytest

from tests.bot.local.test_browser import (
    board_loaded,
    click_and_wait,
    open_form,
    submit_form,
    version,
)
from tests.bot.local.webdriver import browser, find_browser

chromium, chromedriver = find_browser()
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not (chromium and chromedriver),
        reason="chromium/chromedriver not installed (run: bash .ci/install-browser)",
    ),
]
PHONE = (400, 800)  # a phone's first screen
MAX_CLICKS = 4
OFFER_END = {"stupor-mundi", "de-vulgari-eloquentia"}  # a pass or an end turn within 4 clicks
GAMES = ["stupor-mundi", "lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia"]

FIRST_SCREEN = """
const form = document.getElementById('choices');
const all = form ? [...form.querySelectorAll('[data-choice], a.kind')] : [];
const top = e => e ? Math.round(e.getBoundingClientRect().top + window.scrollY) : null;
const acts = all.filter(e => !e.classList.contains('role-end'));
const ends = all.filter(e => e.classList.contains('role-end'));
return {
  first: top(all[0]),
  firstRole: all.length ? (all[0].classList.contains('role-end') ? 'end' : 'action') : null,
  lastAction: acts.length ? all.indexOf(acts[acts.length - 1]) : -1,
  firstEnd: ends.length ? all.indexOf(ends[0]) : all.length,
  ends: ends.length,
  actAs: document.querySelectorAll('.act-as a, #show-private').length,
  prompts: document.querySelectorAll('#prompt').length,
};
"""


async def one_person_table(b, root: str, slug: str) -> int:
    """Anna and one AI seat; returns the table id once Anna has choices on the page."""
    await open_form(b, root, slug, 2)
    await b.type(await b.find(f"#new-{slug}-name1"), "Anna")
    await b.click(await b.find(f'#new-{slug}-who2 option[value="easy"]'))
    table_id = await submit_form(b, slug)
    await board_loaded(b)
    return table_id


def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("LOCAL_PAGE_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("slug", GAMES)
async def test_the_first_choice_is_on_a_phones_first_screen(
    slug, drawing_service, live_root, tmp_path
):
    async with browser(tmp_path / "profile") as b:

        async def look() -> dict:
            await one_person_table(b, live_root, slug)
            await b.window(1400, 1000)
            await b.get(await b.url())
            await b.wait_for("return document.readyState === 'complete';")
            await b.screenshot(shots(tmp_path) / f"first-{slug}-1400.png")
            await b.window(*PHONE)
            await b.get(await b.url())
            await b.wait_for("return document.readyState === 'complete';")
            await b.screenshot(shots(tmp_path) / f"first-{slug}-400.png")
            first = await b.script(FIRST_SCREEN)
            # and the first screen that offers to give up actions (De Vulgari's action step)
            for _ in range(MAX_CLICKS):
                seen = await b.script(FIRST_SCREEN)
                if seen["ends"]:
                    break
                await click_and_wait(b, "#choices [data-choice]", await version(b))
            await b.screenshot(shots(tmp_path) / f"first-{slug}-end-400.png")
            return first, seen

        first, with_end = await asyncio.wait_for(look(), 150)
    print(f"\n{slug} at 400 px, first decision: {first}; first with an end choice: {with_end}")
    if slug in OFFER_END:  # elsewhere a pass comes later, after a random number of clicks
        assert with_end["ends"], f"no pass-like choice in {MAX_CLICKS} clicks"
    for seen in (first, with_end):
        check(seen)


def check(seen: dict) -> None:
    assert seen["actAs"] == 0, "one person at the table acts as herself without a click"
    assert seen["first"] is not None, "no choice on the page"
    assert seen["first"] < PHONE[1], f"the first choice starts {seen['first']} px down"
    assert seen["firstRole"] == "action" or seen["lastAction"] == -1
    assert seen["lastAction"] < seen["firstEnd"], "an action comes after a pass-like choice"
    assert seen["prompts"] == 1
