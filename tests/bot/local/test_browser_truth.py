"""Issue 31.6/31.7 in a real headless Chromium: the page tells the truth about itself.

The new-table form folds Coimbra's rule variants away (the defaults stay set), and the help's
"the choices are beside the board: left of it on a wide screen, above it on a phone" holds at
1400 and at 400 pixels. Screenshots go to the test's tmp_path (and to $DECODE_SHOTS if set)."""

import os
from pathlib import Path

import pytest

from tests.bot.local.test_browser import board_loaded, create_table, open_form
from tests.bot.local.webdriver import ELEMENT, browser, find_browser

chromium, chromedriver = find_browser()
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not (chromium and chromedriver),
        reason="chromium/chromedriver not installed (run: bash .ci/install-browser)",
    ),
]

SLUG = "coimbra"
BOX = (
    "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
    "return [r.left, r.top, r.right, r.bottom];"
)


async def shot(b, tmp_path: Path, name: str) -> None:
    await b.screenshot(tmp_path / name)
    if os.environ.get("DECODE_SHOTS"):
        await b.screenshot(Path(os.environ["DECODE_SHOTS"]) / name)


async def test_chromium_the_form_folds_the_rule_variants_and_keeps_their_defaults(
    live_root, tmp_path
):
    async with browser(tmp_path / "profile") as b:
        await open_form(b, live_root, SLUG, 2)
        folded = await b.find(f"#new-{SLUG}-variants")
        assert await b.script("return arguments[0].open;", {ELEMENT: folded}) is False
        summary = await b.text(await b.find(f"#new-{SLUG}-variants summary"))
        assert summary.startswith("Rule variants (8)") and "defaults" in summary
        box = await b.find(f"#new-{SLUG}-tanger_any_disc")
        assert await b.script("return !arguments[0].checkVisibility();", {ELEMENT: box})  # hidden
        await shot(b, tmp_path, "form-folded.png")
        await b.click(await b.find(f"#new-{SLUG}-variants summary"))
        assert await b.script("return arguments[0].checkVisibility();", {ELEMENT: box})
        checked = await b.script(
            f"return [...document.querySelectorAll('#new-{SLUG}-variants input')]"
            ".filter(e => e.checked).map(e => e.name);"
        )
        assert sorted(checked) == [
            "opt.crown_columns_left_to_right",
            "opt.phase_e_start_bonuses_global",
            "opt.salvage_phase_c_bonuses",
        ]  # the defaults, as the model has them
        await shot(b, tmp_path, "form-open.png")


@pytest.mark.parametrize("width", [1400, 400])
async def test_chromium_the_choices_are_where_the_help_says(
    drawing_service, live_root, tmp_path, width
):
    async with browser(tmp_path / "profile") as b:
        await b.window(width, 1000)
        await b.get(live_root + "/")
        help_text = await b.text(await b.find("#help"))
        assert "left of it on a wide screen, above it on a phone" in help_text
        await create_table(b, live_root, SLUG, ["Anna", "Ben"])
        await board_loaded(b)
        choices = await b.script(BOX, "#choices")
        board = await b.script(BOX, "#board")
        if width >= 1000:
            assert choices[2] <= board[0], (choices, board)  # left of the board
        else:
            assert choices[3] <= board[1], (choices, board)  # above the board
        await shot(b, tmp_path, f"table-{width}.png")
