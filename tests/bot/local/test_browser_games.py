"""A real headless Chromium plays one turn of each of the four games on the local page,
only by clicking what the page offers; De Vulgari's action step through its split menu.

Screenshots at 1400 and 400 px wide of a De Vulgari and a Lorenzo turn go to
``$LOCAL_PAGE_SHOTS`` when set (to look at them), else to the test's temporary folder;
they are never part of the repository.
"""

import asyncio
import os
from pathlib import Path

import pytest

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
MAX_CLICKS = 14
WIDTHS = (1400, 400)


def shots_dir(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("LOCAL_PAGE_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def screenshots(b, folder: Path, name: str) -> None:
    for width in WIDTHS:
        await b.window(width, 2200)
        await b.wait_for("return document.readyState === 'complete';")
        png = await b.screenshot(folder / f"{name}-{width}.png")
        assert png.startswith(b"\x89PNG")
        # nothing sticks out sideways: a phone needs no horizontal scrolling
        overflow = await b.script(
            "return document.documentElement.scrollWidth - window.innerWidth;"
        )
        assert overflow <= 1, f"{name} at {width} px is {overflow} px too wide"
    await b.window(1400, 1000)


async def movers(service, table_id) -> tuple[str, ...]:
    upd = await service.board(table_id)
    return tuple(p.user_id for p in upd.to_move)


async def one_turn(b, service, table_id, prefer=("end",)) -> list[str]:
    """Click until the player(s) to move change; returns the choices clicked."""
    start = await movers(service, table_id)
    clicked: list[str] = []
    while await movers(service, table_id) == start:
        assert len(clicked) < MAX_CLICKS, f"the turn did not end: {clicked}"
        ids = await choice_ids(b)
        assert ids, "no buttons while the game runs"
        choice = next((c for c in prefer if c in ids), ids[0])
        before = await version(b)
        await click_and_wait(b, f'[data-choice="{choice}"]', before)
        clicked.append(choice)
    return clicked


async def play_turn(b, service, root, slug, names, tmp_path, shot=None):
    table_id = await create_table(b, root, slug, names)
    assert await board_loaded(b)
    if shot:
        await screenshots(b, shots_dir(tmp_path), f"{shot}-start")
    clicked = await one_turn(b, service, table_id)
    assert clicked
    log = await b.text(await b.find("#log"))
    assert any(name in log for name in names)
    return table_id


@pytest.mark.parametrize("slug", ["coimbra", "stupor-mundi"])
async def test_chromium_plays_one_turn(slug, drawing_service, live_root, tmp_path):
    async with browser(tmp_path / "profile") as b:
        await asyncio.wait_for(
            play_turn(b, drawing_service, live_root, slug, ["Anna", "Ben"], tmp_path), 150
        )


async def test_chromium_plays_one_lorenzo_turn(drawing_service, live_root, tmp_path):
    async with browser(tmp_path / "profile") as b:
        await asyncio.wait_for(lorenzo(b, drawing_service, live_root, tmp_path), 150)


async def lorenzo(b, service, root, tmp_path):
    table_id = await create_table(b, root, "lorenzo-il-magnifico", ["Anna", "Ben", "Cleo"])
    await board_loaded(b)
    # the leader draft (if any) and the first placement: play until a family member is placed
    for _ in range(6):
        ids = await choice_ids(b)
        if any(c.startswith("fm:") for c in ids):
            break
        await one_turn(b, service, table_id)
    ids = await choice_ids(b)
    fm = next(c for c in ids if c.startswith("fm:"))
    await click_and_wait(b, f'[data-choice="{fm}"]', await version(b))
    ids = await choice_ids(b)
    assert any(c.startswith("space:") for c in ids)
    details = await b.script(
        "return [...document.querySelectorAll('.choice small')].map(e => e.textContent);"
    )
    assert details and all(details), "every action space shows what it costs and gives"
    await screenshots(b, shots_dir(tmp_path), "lorenzo-turn")
    await one_turn(b, service, table_id)


async def test_chromium_plays_a_de_vulgari_turn_through_the_split_menu(
    drawing_service, live_root, tmp_path
):
    async with browser(tmp_path / "profile") as b:
        await asyncio.wait_for(de_vulgari(b, drawing_service, live_root, tmp_path), 200)


async def de_vulgari(b, service, root, tmp_path):
    table_id = await create_table(b, root, "de-vulgari-eloquentia", ["Anna", "Ben"])
    await board_loaded(b)
    for _ in range(2):  # both start cities, one click each
        await one_turn(b, service, table_id)
    # the action step: first the kinds, with end turn and single choices beside them
    kinds = await b.script(
        "return [...document.querySelectorAll('a.kind')].map(e => e.dataset.kind);"
    )
    moves_kinds = [k for k in kinds if k.startswith("Move")]  # the engine groups moves by cost
    if not kinds:  # this seed offers at most 25 choices besides End turn: one grouped screen
        shown = await b.script("return document.querySelectorAll('[data-choice]').length;")
        ends = await b.script("return document.querySelectorAll('[data-choice=\"end\"]').length;")
        assert shown - ends <= 25
    else:
        assert moves_kinds and len(kinds) >= 2
        # a kind with a single choice shows that choice; the rest wait behind their kind
        assert (
            await b.script("return document.querySelectorAll('[data-choice]').length;") + len(kinds)
            <= 25
        )
        await screenshots(b, shots_dir(tmp_path), "de-vulgari-kinds")
        await b.click(await b.find(f'a.kind[data-kind="{moves_kinds[0]}"]'))
        await b.wait_for(
            "return location.search.includes('menu=Move') && document.readyState === 'complete';"
        )
        moves = await b.script(
            "return [...document.querySelectorAll('[data-choice^=\"move:\"]')].length;"
        )
        assert moves >= 1 and await b.script(
            "return document.getElementById('back-to-kinds') !== null;"
        )
        await screenshots(b, shots_dir(tmp_path), "de-vulgari-moves")
    before = await version(b)
    await click_and_wait(b, '[data-choice^="move:"]', before)
    assert "menu=" not in await b.url()  # after a click the first screen again
    clicked = await one_turn(b, service, table_id, prefer=("end", "psalter", "business"))
    assert clicked[-1] == "end" or len(clicked) >= 3
    await screenshots(b, shots_dir(tmp_path), "de-vulgari-after")


async def test_chromium_shows_a_phone_the_picture_discord_posts(
    drawing_service, live_root, tmp_path
):
    """At 400 px the page shows the per-move phone picture (readable there), at 1400 px the
    full board; a tap opens the full board either way."""
    from render.kit import PHONE_WIDTH

    async with browser(tmp_path / "profile") as b:

        async def look() -> dict[int, list]:
            await create_table(b, live_root, "stupor-mundi", ["Anna", "Ben"])
            await board_loaded(b)
            shown = {}
            for width in (400, 1400):
                await b.window(width, 2200)
                await b.get(await b.url())  # <picture> picks its source for this width
                await b.wait_for(
                    "const i = document.getElementById('board');"
                    "return i && i.complete && i.naturalWidth > 0;"
                )
                shown[width] = await b.script(
                    "const i = document.getElementById('board');"
                    "return [i.currentSrc, i.naturalWidth];"
                )
            await screenshots(b, shots_dir(tmp_path), "stupor-mundi-board")
            return shown

        shown = await asyncio.wait_for(look(), 150)
    assert "/phone.png?v=" in shown[400][0] and shown[400][1] == PHONE_WIDTH, shown
    assert "/board.png?v=" in shown[1400][0] and shown[1400][1] > 1000, shown
