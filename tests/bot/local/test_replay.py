"""A finished game's replay page on the local page (issue 34.4): the board after any move,
first / previous / next / last, the slider and number, the record with that move marked,
the final scoreboard; a running game and a move that does not exist are refused."""

import re

from tests.bot.local.test_pages import create


async def _finished(client, service) -> tuple[int, int]:
    """A finished two-player table (played out through the service) and its move count."""
    table_id, _ = await create(client)
    upd = await service.board(table_id)
    while upd.status == "playing":
        upd = await service.act(table_id, upd.to_move[0].user_id, upd.version, upd.choices[-1].id)
    return table_id, len((await service.replay(table_id, image=False)).entries)


def _link(html: str, name: str) -> str | None:
    found = re.search(rf'<a href="([^"]+)" id="replay-{name}">', html)
    return found.group(1).replace("&amp;", "&") if found else None


async def test_a_finished_game_is_replayed_move_by_move(drawing_client, drawing_service):
    client = drawing_client
    table_id, count = await _finished(client, drawing_service)
    table = await (await client.get(f"/t/{table_id}")).text()
    assert f'<a href="/t/{table_id}/replay" id="replay-link">Replay this game</a>' in table

    resp = await client.get(f"/t/{table_id}/replay")
    html = await resp.text()
    assert resp.status == 200
    assert f'<p id="replay-where">The board after move {count} of {count}.</p>' in html
    assert f'src="/t/{table_id}/replay/{count}.png"' in html
    assert _link(html, "first") == f"/t/{table_id}/replay?move=0"
    assert _link(html, "previous") == f"/t/{table_id}/replay?move={count - 1}"
    assert _link(html, "next") is None and _link(html, "last") is None
    assert f'max="{count}" value="{count}" id="replay-slider"' in html
    scoreboard = (await drawing_service.board(table_id)).scoreboard
    assert "<h2>Final scores</h2>" in html and scoreboard.split("\n")[0] in html

    html = await (await client.get(_link(html, "previous"))).text()
    assert f"The board after move {count - 1} of {count}." in html
    assert _link(html, "next") == f"/t/{table_id}/replay?move={count}"
    html = await (await client.get(f"/t/{table_id}/replay?move=3")).text()
    assert re.search(r'<li value="(\d+)" class="current" aria-current="step">', html)
    start = await client.get(f"/t/{table_id}/replay?move=0")
    html = await start.text()
    assert f"The board at the start ({count} moves in all)." in html
    assert _link(html, "first") is None and '<span id="replay-first" class="off">' in html
    assert "Final scores" in html  # the final scoreboard stays at every move

    first = await (await client.get(f"/t/{table_id}/replay/0.png")).read()
    last = await (await client.get(f"/t/{table_id}/replay/{count}.png")).read()
    assert first.startswith(b"\x89PNG") and last.startswith(b"\x89PNG") and first != last


async def test_the_replay_page_speaks_the_pages_language(client, service):
    table_id, count = await _finished(client, service)
    html = await (await client.get(f"/t/{table_id}/replay?move=1&lang=de")).text()
    assert f"Der Spielplan nach Zug 1 von {count}." in html
    assert ">Anfang</a>" in html and "<h2>Endwertung</h2>" in html
    html = await (await client.get(f"/t/{table_id}/replay?lang=it")).text()
    assert f"Il tabellone dopo la mossa {count} di {count}." in html


async def test_a_running_game_or_a_missing_move_is_refused(client, service):
    table_id, _ = await create(client)
    resp = await client.get(f"/t/{table_id}/replay")
    assert resp.status == 404
    assert "Only a finished game can be replayed." in await resp.text()
    assert (await client.get(f"/t/{table_id}/replay/0.png")).status == 404
    done, count = await _finished(client, service)
    resp = await client.get(f"/t/{done}/replay?move={count + 1}")
    assert resp.status == 404 and f"Move {count + 1} does not exist" in await resp.text()
    for bad in ("x", "-1", "99999999999999999999"):
        assert (await client.get(f"/t/{done}/replay?move={bad}")).status == 404
    assert (await client.get("/t/0/replay")).status == 404


async def test_a_pseudo_walk_of_the_replay_finds_no_page_text_left_in_english(client, service):
    from tests.bot.local.test_languages import untranslated

    table_id, count = await _finished(client, service)
    await client.get("/?lang=pseudo")
    titles = tuple(t for _, t in service.game_slugs())
    names = tuple(p.name for p in (await service.board(table_id)).players)
    for move in (0, 1, count):
        html = await (await client.get(f"/t/{table_id}/replay?move={move}")).text()
        assert 'lang="pseudo"' in html
        assert untranslated(html, names, titles) == [], html
    table = await (await client.get(f"/t/{table_id}")).text()
    assert untranslated(table, names, titles) == []
