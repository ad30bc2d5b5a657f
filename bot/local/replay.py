"""A finished game's replay page (issue 34.4): the board after any move, first / previous /
next / last, a slider to any move, the record with that move marked, the final scoreboard."""

from __future__ import annotations

from aiohttp import web

from bot.local import language, pages
from bot.local.state import SERVICE
from bot.record import record_lines
from bot.tables import Refused

MAX_TABLE_ID = 2**63 - 1
MAX_MOVE = 10**6


def _number(raw: str | None, top: int) -> int | None:
    """A table id or move number from the address: digits within ``top``, else None."""
    if raw is None or not raw.isdigit() or len(raw) > 19 or int(raw) > top:
        return None
    return int(raw)


async def replay_page(request: web.Request) -> web.Response:
    table_id = _number(request.match_info["table"], MAX_TABLE_ID)
    if not table_id:
        return pages.not_found(request)
    wanted = request.query.get("move")
    move = None if wanted in (None, "") else _number(wanted, MAX_MOVE)
    if wanted not in (None, "") and move is None:
        return pages.not_found(request, language.say(request, "page-no-such-table"))
    reading = language.service_locale(language.locale_of(request))
    try:
        shown = await request.app[SERVICE].replay(table_id, move, locale=reading, image=False)
    except Refused as exc:
        return pages.not_found(request, pages.refusal_sentence(exc, language.locale_of(request)))
    here = f"/t/{table_id}/replay"
    steps = {
        "first": 0,
        "previous": max(shown.move - 1, 0),
        "next": min(shown.move + 1, shown.count),
        "last": shown.count,
    }
    context = {
        "title": language.say(request, "replay-page-title", game=shown.title),
        "table_id": table_id,
        "shown": shown,
        "links": {
            name: None if to == shown.move else f"{here}?move={to}" for name, to in steps.items()
        },
        "where": (
            language.say(request, "replay-board-after", move=shown.move, count=shown.count)
            if shown.move
            else language.say(request, "replay-board-start", count=shown.count)
        ),
        "log": [
            {
                "n": r.first,
                "lines": r.body.split("\n"),
                "current": r.first <= shown.move <= r.last,
            }
            for r in record_lines(shown.entries)
        ],
    }
    return pages.render(request, "replay.html", context)


async def replay_png(request: web.Request) -> web.Response:
    """The board after one move of a finished game."""
    table_id = _number(request.match_info["table"], MAX_TABLE_ID)
    move = _number(request.match_info["move"], MAX_MOVE)
    if not table_id or move is None:
        return pages.not_found(request)
    try:
        shown = await request.app[SERVICE].replay(
            table_id, move, locale=language.locale_of(request)
        )
    except Refused:
        return pages.not_found(request)
    if shown.image is None:
        return pages.not_found(request, language.say(request, "page-no-board-image"))
    return web.Response(
        body=shown.image, content_type="image/png", headers={"Cache-Control": "max-age=3600"}
    )


def add_routes(app: web.Application) -> None:
    app.router.add_get("/t/{table}/replay", replay_page)
    app.router.add_get("/t/{table}/replay/{move}.png", replay_png)
