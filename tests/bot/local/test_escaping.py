"""Markup and script typed into every user-controlled field come back as text on every page."""

import re

import pytest

from tests.bot.local.conftest import acting_user, choices_of, form_version
from tests.bot.local.test_pages import click

HOSTILE = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "{{7*7}}"]
RAW_MARKUP = ("<script>alert", "<img src=x", "onerror=alert(1)>")


def assert_inert(html: str) -> None:
    for raw in RAW_MARKUP:
        assert raw not in html, f"unescaped {raw!r}"
    assert html.count("<script") == html.count('<script src="/static/page.js"></script>')


@pytest.mark.parametrize("evil", HOSTILE)
async def test_hostile_text_is_escaped_on_every_page(client, service, evil):
    pages = []
    # names on the new-table form (every seat), a bad option value, then the lobby's join box
    resp = await client.post(
        "/new",
        data={
            "game": "peek-and-pile",
            "players": "3",
            "name1": evil,
            "name2": evil + "2",
            "name3": evil + "3",
            "start": "on",
        },
    )
    pages.append(await resp.text())
    resp = await client.post(
        "/new", data={"game": "peek-and-pile", "players": "2", "opt.deck_size": evil}
    )
    pages.append(await resp.text())  # the refusal names the value
    resp = await client.post("/new", data={"game": evil, "players": "2"})
    pages.append(await resp.text())
    lobby = (
        await client.post(
            "/new",
            data={"game": "peek-and-pile", "players": "2", "name1": evil},
            allow_redirects=False,
        )
    ).headers["Location"]
    resp = await client.post(lobby + "/join", data={"name": evil})
    pages.append(await resp.text())
    table = "/t/1"
    # the table page, as every seat and with hostile query values, a hostile choice id
    for query in (
        "",
        "?as=local-1",
        "?as=local-2",
        f"?as={evil}",
        f"?menu={evil}",
        f"?as=local-1&menu={evil}",
    ):
        pages.append(await (await client.get(table + query)).text())
    html = pages[-1]
    resp = await click(client, 1, "local-1", form_version(html), evil, follow=True)
    pages.append(await resp.text())
    # table ids in URLs
    for path in (f"/t/{evil}", f"/t/{evil}/board.png", "/t/1/" + evil):
        pages.append(await (await client.get(path)).text())
    resp = await client.post(
        f"/t/{evil}/act", data={"user": "local-1", "version": "1", "choice": "draw"}
    )
    pages.append(await resp.text())
    # a whole game to the scoreboard with the hostile names
    for _ in range(80):
        if '<b id="status">finished</b>' in html:
            break
        html = await (await client.get(table + "?as=" + acting_user(html))).text()
        if not choices_of(html):
            break
        await click(client, 1, acting_user(html), form_version(html), choices_of(html)[-1])
        html = await (await client.get(table)).text()
    pages.append(html)
    assert '<pre id="scoreboard">' in html
    pages.append(await (await client.get("/")).text())

    for page in pages:
        assert_inert(page)
    shown = "\n".join(pages)
    if evil == "{{7*7}}":
        assert shown.count("{{7*7}}") >= 10  # shown literally, never evaluated
    else:
        escaped = (
            evil.replace("&", "&amp;")
            .replace("<", "&lt;")
            .replace(">", "&gt;")
            .replace('"', "&#34;")
        )
        assert shown.count(escaped) >= 10
    assert re.search(r"must be a whole number", shown)
