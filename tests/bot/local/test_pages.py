"""The local play page through aiohttp's test client: pages, clicks and every refusal."""

import asyncio
import io
import re
from types import SimpleNamespace

import aiohttp
from aiohttp.test_utils import TestClient, TestServer

from bot import aiseats
from bot.local import create_app, run_local
from bot.local.options import option_fields, options_from_form
from bot.tables import TableService
from games._testgame import PeekOptions
from tests.bot.local.conftest import (
    PageClient,
    acting_user,
    choices_of,
    form_version,
    refused,
    version_of,
)

SLUG = "peek-and-pile"


async def create(client, players=2, names=(), start=True, seat_order="joined", **options):
    data = {"game": SLUG, "players": str(players), "seat_order": seat_order}
    for k, name in enumerate(names, 1):
        data[f"name{k}"] = name
    if start:
        data["start"] = "on"
    for key, value in options.items():
        data[f"opt.{key}"] = value
    resp = await client.post("/new", data=data, allow_redirects=False)
    assert resp.status == 303, await resp.text()
    location = resp.headers["Location"]
    table_id = int(re.fullmatch(r"/t/(\d+)", location).group(1))
    page = await client.get(location)
    assert page.status == 200
    return table_id, await page.text()


async def click(client, table_id, user, version, choice, pin=False, follow=False):
    data = {"user": user, "version": str(version), "choice": choice}
    if pin:
        data["pin"] = "1"
    return await client.post(f"/t/{table_id}/act", data=data, allow_redirects=follow)


async def stored_version(service, table_id):
    return (await service.store.get_table(table_id)).version


# -- the index ------------------------------------------------------------------------
async def test_index_lists_the_games_with_a_create_form_and_no_tables(client):
    resp = await client.get("/")
    html = await resp.text()
    assert resp.status == 200 and resp.content_type == "text/html"
    assert 'id="game-peek-and-pile"' in html and "Peek &amp; Pile (test game)" in html
    assert 'name="opt.deck_size"' in html and 'value="12"' in html  # the game's options
    assert 'name="opt.many_piles"' in html and 'type="checkbox"' in html
    assert "No open tables yet" in html
    assert "http://" not in html and "https://" not in html  # no external assets


async def test_created_table_is_listed_and_names_are_escaped(client):
    evil = '<script>alert("x")</script>'
    table_id, html = await create(client, 2, names=(evil, "Bo & Co"))
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html and "Bo &amp; Co" in html
    index = await (await client.get("/")).text()
    assert f'href="/t/{table_id}"' in index and "<script>alert" not in index
    assert "&lt;script&gt;" in index


async def test_default_names_and_the_table_starts_with_the_first_seat_to_move(client, service):
    table_id, html = await create(client, 3)
    row = await service.store.get_table(table_id)
    assert (
        row.status == "playing" and row.guild_id == "local" and row.channel_id.startswith("local-")
    )
    seats = await service.store.seats(table_id)
    assert [(s.user_id, s.display_name, s.seat) for s in seats] == [
        ("local-1", "Player 1", 0),
        ("local-2", "Player 2", 1),
        ("local-3", "Player 3", 2),
    ]
    assert acting_user(html) == "local-1"
    assert choices_of(html) == ["draw", "play"]
    assert version_of(html) == form_version(html) == row.version
    assert (
        '<div class="notice" id="last">The game begins! Seat order: Player 1, Player 2, Player 3.'
        in html
    )
    # a second table gets its own channel
    other, _ = await create(client, 1)
    assert (await service.store.get_table(other)).channel_id != row.channel_id


async def test_bad_create_forms_are_refused_on_the_index(client, service):
    resp = await client.post("/new", data={"game": "chess", "players": "2"})
    assert "There is no game &#39;chess&#39;" in await refused(resp)
    resp = await client.post("/new", data={"game": SLUG, "players": "9"})
    assert "needs 1-4 players" in await refused(resp)
    resp = await client.post("/new", data={"game": SLUG, "players": "2", "opt.deck_size": "huge"})
    assert "whole number" in await refused(resp)
    resp = await client.post("/new", data={"game": SLUG, "players": "2", "opt.deck_size": "-3"})
    # pydantic accepts -3 for a plain int; the engine may still refuse it, but nothing crashes
    assert resp.status == 200
    assert await service.store.count_tables() <= 1


# -- playing ----------------------------------------------------------------------------
async def test_a_click_moves_and_redirects_to_the_next_seat(client, service):
    table_id, html = await create(client, 2, names=("Anna", "Ben"))
    v = form_version(html)
    resp = await click(client, table_id, "local-1", v, "play")
    assert resp.status == 303 and resp.headers["Location"] == f"/t/{table_id}"
    html = await (await client.get(f"/t/{table_id}")).text()
    assert version_of(html) == v + 1 == await stored_version(service, table_id)
    # the cards in hand are private: only the page acting as Anna shows them
    assert acting_user(html) == "local-1" and choices_of(html) == []
    assert 'id="show-private" href="/t/1?as=local-1"' in html
    html = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    assert choices_of(html) and all(c.startswith("card:") for c in choices_of(html))
    assert "Anna chooses to play." in html  # the log
    assert re.search(  # the box: the newest line on top, seen without scrolling
        r'<div class="notice" id="last">Anna chooses to play.<br>The game begins![^<]*</div>', html
    )
    card = choices_of(html)[0]
    await click(client, table_id, "local-1", v + 1, card, pin=True)
    html = await (await client.get(f"/t/{table_id}")).text()
    assert choices_of(html) == ["pile:a", "pile:b"]
    # the turn's lines grow while the same player decides
    assert re.search(
        r'id="last">Anna picks a card.<br>Anna chooses to play.<br>The game begins![^<]*</div>',
        html,
    )
    await click(client, table_id, "local-1", v + 2, "pile:a")
    html = await (await client.get(f"/t/{table_id}")).text()
    assert acting_user(html) == "local-2"  # the page follows the turn (hotseat)
    assert choices_of(html) == ["draw", "play"]
    assert re.search(r"Anna plays \d+ on pile A", html)
    assert re.search(  # Ben's turn: all Anna did since his last move (none), one line
        r'<div class="notice" id="last">Anna chooses to play. Anna picks a card. '
        r"Anna plays \d+ on pile A: \d+ VP.</div>",
        html,
    )


async def test_a_stale_click_says_someone_moved_first_and_shows_the_board(client, service):
    table_id, html = await create(client, 2)
    v = form_version(html)
    assert (await click(client, table_id, "local-1", v, "play")).status == 303
    resp = await click(
        client, table_id, "local-1", v, "play", follow=True
    )  # a double click, another window
    assert await refused(resp) == "Someone moved first; here is the current board."
    page = await resp.text()
    assert "already made" not in page
    assert await stored_version(service, table_id) == v + 1
    assert version_of(page) == v + 1  # the refusal page shows the current board


async def test_a_reload_after_a_refusal_does_not_post_again(client, service):
    table_id, html = await create(client, 2)
    v = form_version(html)
    resp = await click(client, table_id, "local-1", v, "pile:a")
    assert resp.status == 303  # POST-redirect-GET: the browser's reload repeats the GET
    page = await client.get(resp.headers["Location"])
    assert "That choice (pile:a) is not allowed now." in await refused_page(page)
    again = await (await client.get(resp.headers["Location"])).text()
    assert 'id="refusal"' not in again  # the sentence is shown once
    assert await stored_version(service, table_id) == v


async def refused_page(resp) -> str:
    html = await resp.text()
    assert resp.status == 200
    return re.search(r'<div class="refusal" id="refusal" role="alert">(.*?)</div>', html).group(1)


async def test_illegal_choice_is_refused(client, service):
    table_id, html = await create(client, 2)
    v = form_version(html)
    resp = await click(client, table_id, "local-1", v, "pile:a", follow=True)
    assert await refused(resp) == "That choice (pile:a) is not allowed now."
    resp = await click(client, table_id, "local-1", v, '<b>"x"</b>', follow=True)
    page = await resp.text()
    assert '<b>"x"</b>' not in page and "(&lt;b&gt;&#34;x&#34;&lt;/b&gt;)" in page
    assert await stored_version(service, table_id) == v


async def test_not_your_turn_is_refused_and_the_waiting_seat_gets_no_buttons(client, service):
    table_id, html = await create(client, 2, names=("Anna", "Ben"))
    v = form_version(html)
    resp = await click(client, table_id, "local-2", v, "draw", follow=True)
    assert await refused(resp) == "It is not your turn."
    assert await stored_version(service, table_id) == v
    page = await (await client.get(f"/t/{table_id}?as=local-2")).text()
    assert choices_of(page) == [] and "It is not Ben&#39;s turn; waiting for Anna." in page
    assert '<a class="button" href="/t/1?as=local-1">Act as Anna</a>' in page


async def test_outsiders_and_clicks_without_seat_or_version_are_refused(client, service):
    table_id, html = await create(client, 2)
    v = form_version(html)
    resp = await click(client, table_id, "local-9", v, "draw", follow=True)
    assert await refused(resp) == "You are not playing at this table."
    resp = await client.post(f"/t/{table_id}/act", data={"user": "local-1", "choice": "draw"})
    assert "carries no board version" in await refused(resp)
    resp = await client.post(f"/t/{table_id}/act", data={"version": str(v), "choice": "draw"})
    assert "Choose a seat" in await refused(resp)
    assert await stored_version(service, table_id) == v


async def test_pinned_seat_stays_selected_after_a_click(client):
    table_id, html = await create(client, 2)
    html = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    assert "name=pin value=1" in html
    resp = await click(client, table_id, "local-1", form_version(html), "play", pin=True)
    assert resp.headers["Location"] == f"/t/{table_id}?as=local-1"


async def test_undo_takes_back_the_last_choice_and_its_refusals(client, service):
    table_id, html = await create(client, 2)
    assert 'id="undo"' not in html
    v = form_version(html)
    await click(client, table_id, "local-1", v, "play")
    html = await (await client.get(f"/t/{table_id}")).text()
    assert 'id="undo"' in html
    resp = await client.post(f"/t/{table_id}/undo", data={"user": "local-2"})
    assert await refused(resp) == "You can only undo your own choices during your turn."
    resp = await client.post(f"/t/{table_id}/undo", data={"user": "local-1"}, allow_redirects=False)
    assert resp.status == 303
    html = await (await client.get(f"/t/{table_id}")).text()
    assert choices_of(html) == ["draw", "play"]
    assert re.search(
        r'<div class="notice" id="last">Player 1 takes back their last choice: '
        r"Play a card onto a pile\.",
        html,
    )
    assert "Player 1 chooses to play" not in html  # the log shows standing moves only
    # a draw is an undo barrier (random and hidden)
    await click(client, table_id, "local-1", form_version(html), "draw")
    resp = await client.post(f"/t/{table_id}/undo", data={"user": "local-1"})
    assert "You can only undo your own choices" in await refused(resp)


async def test_private_view_shows_only_the_selected_seat(client, service):
    table_id, _ = await create(client, 2)
    state = service._states[table_id][1]
    html1 = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    html2 = await (await client.get(f"/t/{table_id}?as=local-2")).text()
    unpinned = await (await client.get(f"/t/{table_id}")).text()
    hand1 = ", ".join(map(str, state.hands[0]))
    hand2 = ", ".join(map(str, state.hands[1]))
    assert f"Hand: {hand1}" in html1 and f"Hand: {hand2}" not in html1
    assert f"Hand: {hand2}" in html2 and f"Hand: {hand1}" not in html2
    assert "Hand: " not in unpinned and 'id="private"' not in unpinned  # nobody chose a seat
    assert '<details id="private">' in html1  # folded: hotseat players look away


async def played_to_the_end(client) -> tuple[int, str]:
    """A two-seat game clicked through to its end: the table and its final page."""
    table_id, html = await create(client, 2, names=("Anna", "Ben"), deck_size="4")
    for _ in range(60):
        if 'id="show-private"' in html:  # act as the seat to see its cards
            html = await (await client.get(f"/t/{table_id}?as={acting_user(html)}")).text()
        choices = choices_of(html)
        if not choices:
            break
        resp = await click(client, table_id, acting_user(html), form_version(html), choices[-1])
        assert resp.status == 303
        html = await (await client.get(resp.headers["Location"])).text()
    return table_id, html


async def test_a_whole_game_ends_with_the_scoreboard(client, service):
    table_id, html = await played_to_the_end(client)
    assert '<b id="status">finished</b>' in html
    assert '<pre id="scoreboard">' in html and " VP.\nTie-break: " in html
    assert choices_of(html) == [] and 'id="resign"' not in html
    resp = await click(client, table_id, "local-1", version_of(html), "draw", follow=True)
    assert await refused(resp) == "This game is not running."


async def test_the_rematch_button_starts_the_same_game_again(client, service):
    table_id, html = await played_to_the_end(client)
    assert 'id="rematch"' in html and ">Rematch</button>" in html
    resp = await client.post(f"/t/{table_id}/rematch", data={"user": ""}, allow_redirects=False)
    assert resp.status == 303
    again = int(re.fullmatch(r"/t/(\d+)", resp.headers["Location"]).group(1))
    assert again != table_id
    old, new = await service.store.get_table(table_id), await service.store.get_table(again)
    assert new.status == "playing" and (new.game, new.options) == (old.game, old.options)
    assert new.channel_id == old.channel_id
    names = sorted(s.display_name for s in await service.store.seats(again))
    assert names == ["Anna", "Ben"]
    html = await (await client.get(resp.headers["Location"])).text()
    assert '<b id="status">playing</b>' in html and 'id="rematch"' not in html


async def test_resign_ends_the_game_and_shows_the_standing(client, service):
    table_id, html = await create(client, 2, names=("Anna", "Ben"))
    resp = await client.post(
        f"/t/{table_id}/resign", data={"user": "local-2"}, allow_redirects=False
    )
    assert resp.status == 303
    html = await (await client.get(f"/t/{table_id}")).text()
    assert "Ben resigned. Anna wins." in html and "Final standing (resignation)" in html
    resp = await client.post(f"/t/{table_id}/resign", data={"user": "local-1"})
    assert await refused(resp) == "This game is not running."


async def test_many_piles_option_gives_a_grouped_menu(client):
    table_id, html = await create(client, 1, many_piles="on")
    await click(client, table_id, "local-1", form_version(html), "play")
    html = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    await click(client, table_id, "local-1", form_version(html), choices_of(html)[0])
    html = await (await client.get(f"/t/{table_id}")).text()
    assert len(choices_of(html)) == 30 and "<legend>Piles</legend>" in html  # one group: not split
    assert "<small>scores " in html  # the detail line


async def test_lobby_join_start_and_a_full_table(client, service):
    table_id, html = await create(client, 3, names=("Anna", "Ben", "Cleo"), start=False)
    assert '<b id="status">lobby</b>' in html and 'id="start"' in html
    assert "“Join” adds a seat" in html  # the lobby explains its own buttons
    resp = await client.post(
        f"/t/{table_id}/join", data={"name": "<i>Dario</i>"}, allow_redirects=False
    )
    assert resp.status == 303
    html = await (await client.get(f"/t/{table_id}")).text()
    assert "&lt;i&gt;Dario&lt;/i&gt;" in html and "<i>Dario" not in html
    resp = await client.post(f"/t/{table_id}/join", data={"name": "Eve"})
    assert await refused(resp) == "The table is full (4 players)."
    resp = await client.post(f"/t/{table_id}/start", allow_redirects=False)
    assert resp.status == 303
    assert (await service.store.get_table(table_id)).status == "playing"
    resp = await client.post(f"/t/{table_id}/start")
    assert "already started" in await refused(resp)


async def test_abandon_closes_the_table_and_recently_closed_names_the_game(client, service):
    table_id, _ = await create(client, 2)
    resp = await client.post(f"/t/{table_id}/abandon", allow_redirects=False)
    assert resp.status == 303 and resp.headers["Location"] == "/"
    index = await (await client.get("/")).text()
    assert "No open tables yet" in index and "Recently closed" in index
    assert (
        f'<a href="/t/{table_id}">#{table_id} Peek &amp; Pile (test game)</a> (abandoned)' in index
    )
    html = await (await client.get(f"/t/{table_id}")).text()
    assert "abandoned" in html and "data-choice" not in html
    resp = await client.post(f"/t/{table_id}/abandon")
    assert "already closed" in await refused(resp)


async def test_unknown_table_is_404(client):
    assert (await client.get("/t/99")).status == 404
    assert (await client.get("/t/abc")).status == 404
    assert (await client.get(f"/t/{2**64}")).status == 404
    assert (await client.get("/t/99/board.png")).status == 404
    resp = await click(client, 99, "local-1", 1, "draw", follow=True)
    assert await refused(resp) == "There is no such table."


async def test_cross_site_posts_are_refused(client, service):
    table_id, html = await create(client, 2)
    resp = await client.post(
        f"/t/{table_id}/act",
        data={"user": "local-1", "version": str(form_version(html)), "choice": "draw"},
        headers={"Origin": "http://evil.example"},
    )
    assert resp.status == 403
    assert await stored_version(service, table_id) == form_version(html)


# -- images ---------------------------------------------------------------------------
async def test_board_image_follows_the_version(drawing_client, drawing_service):
    client = drawing_client
    table_id, html = await create(client, 2)
    v = form_version(html)
    src = re.search(r'<img id="board"[^>]* src="([^"]+)"', html).group(1)
    assert src == f"/t/{table_id}/board.png?v={v}"
    first = await client.get(src)
    assert first.status == 200 and first.content_type == "image/png"
    before = await first.read()
    assert before.startswith(b"\x89PNG\r\n\x1a\n")
    drawn = []
    board = drawing_service.board

    async def counting_board(table_id):
        drawn.append(table_id)
        return await board(table_id)

    drawing_service.board = counting_board
    await click(client, table_id, "local-1", v, "play")
    html = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    await click(client, table_id, "local-1", v + 1, choices_of(html)[0])
    html = await (await client.get(f"/t/{table_id}")).text()
    await click(client, table_id, "local-1", v + 2, "pile:a")
    html = await (await client.get(f"/t/{table_id}")).text()
    assert drawn == []  # the pages and images after the clicks reuse the clicks' own drawings
    src2 = re.search(r'<img id="board"[^>]* src="([^"]+)"', html).group(1)
    assert src2 == f"/t/{table_id}/board.png?v={v + 3}"
    after = await (await client.get(src2)).read()
    assert after.startswith(b"\x89PNG") and after != before
    # a move made elsewhere (another window, the service directly): the page draws afresh
    await drawing_service.act(table_id, "local-2", v + 3, "play")
    html = await (await client.get(f"/t/{table_id}")).text()
    assert version_of(html) == v + 4 and drawn == [table_id]
    resp = await client.get(f"/t/{table_id}/board.png?v={v + 4}")
    assert resp.headers["X-Board-Version"] == str(v + 4) and await resp.read() != after


async def test_a_narrow_screen_gets_the_phone_picture_discord_posts(drawing_client):
    """Under 700 px the page shows the per-move phone picture (what Discord posts), over it
    the full board stays one tap away; a wide screen shows the full board."""
    from PIL import Image

    from render import PHONE_MAX_WIDTH

    client = drawing_client
    table_id, html = await create(client, 2)
    v = form_version(html)
    assert f'<source media="(max-width: 700px)" srcset="/t/{table_id}/phone.png?v={v}">' in html
    assert f'<a href="/t/{table_id}/board.png?v={v}"' in html
    resp = await client.get(f"/t/{table_id}/phone.png?v={v}")
    assert (
        resp.status == 200
        and resp.content_type == "image/png"
        and resp.headers["X-Board-Version"] == str(v)
    )
    with Image.open(io.BytesIO(await resp.read())) as phone:
        assert phone.width <= PHONE_MAX_WIDTH
    with Image.open(
        io.BytesIO(await (await client.get(f"/t/{table_id}/board.png")).read())
    ) as board:
        assert board.width > PHONE_MAX_WIDTH
    assert (await client.get("/t/99/phone.png")).status == 404


async def test_without_rendering_there_is_no_image(client):
    table_id, html = await create(client, 1)
    assert 'id="board-missing"' in html
    assert (await client.get(f"/t/{table_id}/board.png")).status == 404
    assert (await client.get(f"/t/{table_id}/phone.png")).status == 404


# -- options and the runner -----------------------------------------------------------
def test_options_form_round_trip():
    fields = {f.name: f for f in option_fields(PeekOptions)}
    assert fields["deck_size"].kind == "int" and fields["many_piles"].kind == "bool"
    assert options_from_form(PeekOptions, {}) == {"many_piles": False}
    assert options_from_form(PeekOptions, {"opt.deck_size": "6", "opt.many_piles": "on"}) == {
        "deck_size": 6,
        "many_piles": True,
    }

    from typing import Literal

    from pydantic import BaseModel

    class Lit(BaseModel):
        side: Literal[14, 15] = 14
        mode: Literal["a", "b"] = "a"

    f = {f.name: f for f in option_fields(Lit)}
    assert f["side"].choices == (14, 15)
    assert options_from_form(Lit, {"opt.side": "15", "opt.mode": "b"}) == {"side": 15, "mode": "b"}


async def test_run_local_prints_the_url_and_serves(service, capsys):
    settings = SimpleNamespace(local_host="127.0.0.1", local_port=0)
    task = asyncio.create_task(run_local(service, settings))
    url = None
    for _ in range(100):
        await asyncio.sleep(0.02)
        out = capsys.readouterr().out
        m = re.search(r"Local play page: (http://127\.0\.0\.1:\d+/)", out)
        if m:
            url = m.group(1)
            break
    assert url, "run_local did not print the page URL"
    async with aiohttp.ClientSession() as session, session.get(url) as resp:
        assert resp.status == 200 and "Local play" in await resp.text()
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        pass
    assert create_app(service) is not None


# -- simultaneous decisions -----------------------------------------------------------
async def test_simultaneous_bids_are_made_seat_by_seat_in_private(client, service, sealed):
    resp = await client.post(
        "/new",
        data={
            "game": "sealed-bids-test",
            "players": "3",
            "start": "on",
            "seat_order": "joined",
            "name1": "Anna",
            "name2": "Ben",
            "name3": "Cleo",
            "opt.rounds": "1",
        },
        allow_redirects=False,
    )
    table_id = int(resp.headers["Location"].rsplit("/", 1)[1])
    html = await (await client.get(f"/t/{table_id}")).text()
    # a simultaneous decision is private: the page offers to act as the first seat still deciding
    assert acting_user(html) == "local-1" and choices_of(html) == []
    assert "Anna decides in private." in html and 'id="show-private" href="/t/1?as=local-1"' in html
    html = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    assert choices_of(html) == ["bid:1", "bid:2", "bid:3"]
    v = form_version(html)
    assert (await click(client, table_id, "local-1", v, "bid:3")).status == 303
    html = await (await client.get(f"/t/{table_id}")).text()
    assert acting_user(html) == "local-2"  # the next seat still to decide
    assert "You bid 3" not in html  # Anna's bid stays private
    mine = await (await client.get(f"/t/{table_id}?as=local-1")).text()
    assert choices_of(mine) == [] and "You bid 3." in mine  # in Anna's folded private view
    resp = await click(client, table_id, "local-1", v + 1, "bid:1", follow=True)
    assert await refused(resp) == "It is not your turn."
    await click(client, table_id, "local-2", v + 1, "bid:2")
    html = await (await client.get(f"/t/{table_id}")).text()
    assert acting_user(html) == "local-3"
    await click(client, table_id, "local-3", v + 2, "bid:1")
    html = await (await client.get(f"/t/{table_id}")).text()
    assert "Bids revealed: Anna 3, Ben 2, Cleo 1." in html and "Anna wins with " in html


async def test_an_engine_bug_gives_a_500_page_not_a_traceback(client, service):
    table_id, html = await create(client, 1)

    async def broken(*args, **kwargs):
        raise RuntimeError("secret <detail>")

    service.act = broken
    resp = await click(client, table_id, "local-1", form_version(html), "draw")
    page = await resp.text()
    assert resp.status == 500 and "RuntimeError" in page and "secret" not in page


async def test_options_are_described_in_words(client):
    from games import get

    html = await (await client.get("/")).text()
    market = get("stupor-mundi").Options.model_fields["market"].description
    assert f"{market} <select" in html and "<code>" not in html  # the sentence, not the code name
    assert "Many piles" in html  # an option without a description: its name in words


async def test_new_table_form_can_give_any_seat_but_the_first_to_an_ai(client, service):
    html = await (await client.get("/")).text()
    assert 'name="who1"' not in html  # seat 1 is whoever creates the table
    assert f'<select name="who4" id="new-{SLUG}-who4"' in html
    assert '<option value="strong">AI (strong)</option>' in html
    data = {
        "game": SLUG,
        "players": "4",
        "seat_order": "joined",
        "start": "on",
        "name1": "Anna",
        "name2": "ignored",
        "who2": "strong",
        "name3": "Cleo",
        "who4": "easy",
    }
    resp = await client.post("/new", data=data, allow_redirects=False)
    assert resp.status == 303
    table_id = int(resp.headers["Location"].rsplit("/", 1)[1])
    seats = await service.store.seats(table_id)
    assert [(s.user_id, s.display_name) for s in seats] == [
        ("local-1", "Anna"),
        ("ai:1:strong", "AI 1 (strong)"),
        ("local-3", "Cleo"),
        ("ai:2:easy", "AI 2 (easy)"),
    ]
    assert (await service.store.get_table(table_id)).status == "playing"


async def test_new_table_with_an_unknown_ai_level_is_refused_and_creates_nothing(client, service):
    data = {"game": SLUG, "players": "2", "seat_order": "joined", "start": "on", "who2": "wizard"}
    resp = await client.post("/new", data=data)
    assert "There is no AI level &#39;wizard&#39;; choose easy, normal, strong." == await refused(
        resp
    )
    assert await service.store.count_tables() == 0


async def test_an_ai_seat_is_never_acted_as_and_its_hand_stays_private(store, peek, clock):
    # hotseat: the people at the screen may look at each other's cards, not at the AI's
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    async with TestClient(TestServer(create_app(service))) as raw:
        client = PageClient(raw)
        data = {
            "game": SLUG,
            "players": "2",
            "seat_order": "joined",
            "start": "on",
            "name1": "Anna",
            "who2": "strong",
        }
        resp = await client.post("/new", data=data, allow_redirects=False)
        table_id = int(resp.headers["Location"].rsplit("/", 1)[1])
        html = await (await client.get(f"/t/{table_id}?as=ai:1:strong")).text()
        assert acting_user(html) == "local-1"
        # the one person acts as herself without a click: her own hand, never the AI's
        assert "Anna&#39;s private view" in html and "AI 1 (strong)&#39;s private" not in html
        assert html.count('id="private"') == 1 and html.count("Hand: ") == 1  # hers alone
        plain = await (await client.get(f"/t/{table_id}")).text()  # no seat chosen
        assert acting_user(plain) == "local-1" and "Hand: " in plain
        assert (
            '<span class="ai" data-user="ai:1:strong" title="plays by itself">AI 1 (strong)</span>'
            in html
        )
        assert f'href="/t/{table_id}?as=ai' not in html  # no "Act as" link to the AI
        version = await stored_version(service, table_id)
        resp = await click(client, table_id, "ai:1:strong", version, "draw", follow=True)
        assert await refused(resp) == "An AI seat plays by itself; act as a person&#39;s seat."
        assert await stored_version(service, table_id) == version  # nothing was changed
        # Anna's click is answered by the AI at once, and the page acts as Anna again
        resp = await click(client, table_id, "local-1", version, "draw", pin=True, follow=True)
        html = await resp.text()
        assert await stored_version(service, table_id) >= version + 2
        assert acting_user(html) == "local-1" and "Hand: " in html
    service.close()


async def test_lobby_add_ai_player_button(client, service):
    table_id, html = await create(client, 1, names=("Anna",), start=False)
    assert 'id="addbot"' in html and "“Add AI player” seats an AI" in html
    resp = await client.post(
        f"/t/{table_id}/addbot", data={"level": "strong"}, allow_redirects=False
    )
    assert resp.status == 303
    html = await (await client.get(f"/t/{table_id}")).text()
    assert "<li>AI 1 (strong)</li>" in html
    resp = await client.post(f"/t/{table_id}/addbot", data={"level": "wizard"})
    assert "no AI level" in await refused(resp)
    resp = await client.post(f"/t/{table_id}/start", allow_redirects=False)
    assert (await service.store.get_table(table_id)).status == "playing"


def test_a_choice_button_says_its_effect_once():
    """The button shows the detail under the label: "Play Tax" over "Gain 3 aug.", not the
    effect twice; a label that does not end with its detail stays whole."""
    from bot.local.pages import _choice
    from games.contract import Choice

    assert (
        _choice(Choice("play:H-AUG3", "Play Tax: Gain 3 aug.", detail="Gain 3 aug."))["label"]
        == "Play Tax"
    )
    assert _choice(Choice("buy:x", "Buy grain", detail="3 aug for 2 grain"))["label"] == "Buy grain"
    assert _choice(Choice("end", "End your turn"))["label"] == "End your turn"


def test_a_detail_cut_for_discord_is_shown_whole():
    """Issue 31.6: "...up to thi…" on the page; the page has room for the whole sentence."""
    from bot.local.pages import _choice
    from games.contract import Choice

    whole = "Loss: value 0, this harvest gives nothing. Activate your territories up to this value."
    cut = whole[:40] + "…"
    assert _choice(Choice("space:h", "Harvest", detail=cut, long_detail=whole))["detail"] == whole
    assert _choice(Choice("space:h", "Harvest", detail="Gain 1 coin."))["detail"] == "Gain 1 coin."
