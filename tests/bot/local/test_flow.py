"""The local page follows the Discord flow with a real game: De Vulgari's large action
step comes split by kind; the index shows as many name boxes as players and options in words."""

import re

from tests.bot.local.conftest import acting_user, choices_of, form_version
from tests.bot.local.test_pages import click

DV = "de-vulgari-eloquentia"


def kinds_of(html: str) -> dict[str, str]:
    return {
        k: href.replace("&amp;", "&")
        for href, k in re.findall(r'<a class="kind" href="([^"]+)" data-kind="([^"]+)">', html)
    }


async def test_de_vulgari_action_step_is_split_into_kinds_then_targets(client, service):
    resp = await client.post(
        "/new",
        data={
            "game": DV,
            "players": "2",
            "name1": "Anna",
            "name2": "Ben",
            "seat_order": "joined",
            "start": "on",
        },
        allow_redirects=False,
    )
    location = resp.headers["Location"]
    table_id = int(location.rsplit("/", 1)[1])
    html = await (await client.get(location)).text()
    for _ in range(2):  # both start cities: small decisions, one screen
        assert all(c.startswith("start:") for c in choices_of(html)) and not kinds_of(html)
        await click(client, table_id, acting_user(html), form_version(html), choices_of(html)[0])
        html = await (await client.get(location)).text()
    kinds = kinds_of(html)
    moves = [k for k in kinds if k.startswith("Move")]  # the engine groups moves by their cost
    assert moves and len(kinds) >= 2
    assert re.search(r'data-kind="Move[^"]*">Move[^<]* <span>\((\d+)\)</span>', html)
    first_screen = choices_of(html)
    assert len(first_screen) + len(kinds) <= 25 and not any(
        c.startswith("move:") for c in first_screen
    )
    html = await (await client.get(kinds[moves[0]])).text()
    targets = choices_of(html)
    assert targets and all(c.startswith("move:") or c == "end" for c in targets)
    assert 'id="back-to-kinds"' in html and f"<legend>{moves[0]}</legend>" in html
    v = form_version(html)
    resp = await click(
        client, table_id, acting_user(html), v, next(c for c in targets if c.startswith("move:"))
    )
    assert resp.status == 303 and resp.headers["Location"] == location  # back to the first screen
    assert (await service.store.get_table(table_id)).version == v + 1


async def test_new_table_form_has_a_name_box_per_seat_and_a_script_to_fit_the_count(client):
    html = await (await client.get("/")).text()
    form = html.split('id="game-de-vulgari-eloquentia"', 1)[1].split("</details>", 1)[0]
    assert "data-players" in form
    assert re.findall(r'data-seat="(\d)"', form) == ["1", "2", "3", "4", "5"]
    # without the script every box shows, the extra ones say when they count
    assert "(with 3+ players)" in form and "(with 2+ players)" not in form
    assert '<script src="/static/page.js"></script>' in html
    js = await (await client.get("/static/page.js")).text()
    assert "data-seat" in js and "select[data-players]" in js


async def test_create_ignores_names_beyond_the_player_count(client, service):
    resp = await client.post(
        "/new",
        data={
            "game": "peek-and-pile",
            "players": "2",
            "name1": "Anna",
            "name2": "Ben",
            "name3": "Ghost",
            "start": "on",
        },
    )
    assert resp.status == 200
    seats = await service.store.seats(1)
    assert [s.display_name for s in seats] == ["Anna", "Ben"]


async def test_the_index_explains_the_pages_own_buttons(client):
    html = await (await client.get("/")).text()
    help_text = html.split('id="help"', 1)[1].split("</div>", 1)[0]
    assert "Create and start the table" in help_text and "Act as" in help_text
    assert "Undo my last choice" in help_text and "/newgame" not in html and "/join" not in html
