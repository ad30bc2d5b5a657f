"""Issue 4: a real headless Chromium plays the first round of a 2-player Stupor Mundi
game on the local page, only by clicking the buttons the page offers."""

import asyncio
import random

import aiohttp
import pytest

from games import get
from tests.bot.local.test_browser import (
    board_loaded,
    choice_ids,
    click_and_wait,
    create_table,
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
MAX_CLICKS = 200


async def test_chromium_plays_the_first_round_of_stupor_mundi(drawing_service, live_root, tmp_path):
    async with aiohttp.ClientSession() as http, browser(tmp_path / "profile") as b:
        await asyncio.wait_for(first_round(b, http, drawing_service, live_root), 240)


async def first_round(b, http, service, root):
    table_id = await create_table(b, root, "stupor-mundi", ["Anna", "Ben"])
    game = get("stupor-mundi")

    pick = random.Random(4)
    images = set()
    clicks = 0
    while True:
        row = await service.store.get_table(table_id)
        if game.load(row.state).round > 1:
            break
        assert clicks < MAX_CLICKS, "the first round did not end"
        ids = await choice_ids(b)
        assert ids, "no buttons on the page while the game runs"
        active = [i for i in ids if i != "pass"]
        # act like a player: mostly act, sometimes pass, so the round ends
        choice = (
            "pass"
            if "pass" in ids and (not active or pick.random() < 0.25)
            else pick.choice(active)
        )
        before = await version(b)
        after = await click_and_wait(b, f'[data-choice="{choice}"]', before)
        assert after == before + 1
        clicks += 1
        images.add(await board_loaded(b))
    assert clicks >= 4 and len(images) == clicks  # a new board image after every click
    async with http.get(root + images.pop()) as resp:
        assert (await resp.read()).startswith(b"\x89PNG")
    log = await b.text(await b.find("#log"))
    assert "Anna" in log and "Ben" in log
    headline = await b.text(await b.find("#headline, #prompt"))
    assert headline  # the page names who is to move in round 2
