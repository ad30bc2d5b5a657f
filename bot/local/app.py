"""The aiohttp application of the local play page.

Every click is a plain HTML form POST carrying (table, acting user, version, choice id),
exactly the tuple a Discord button carries in its custom_id. A success answers with a
redirect to the table page (so a reload never repeats a move); a refusal answers 409
with the table page and the service's sentence on top, and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
from html import escape
from typing import Any
from urllib.parse import quote, urlsplit

from aiohttp import web

from bot.local.options import (
    PREFIX,
    OptionField,
    OptionFormError,
    form_value,
    option_fields,
    options_from_form,
)
from bot.tables import HandView, Refused, TableService, Update
from games import get as get_game
from games.contract import Choice, GameError

log = logging.getLogger("tablebot.local")

GUILD = "local"
HOST_USER = "local-1"
MAX_NAME = 40

SERVICE: web.AppKey[TableService] = web.AppKey("service", TableService)
# table -> the newest Update seen and the lines to show with it (what the click did).
# Rendering a board takes seconds for the real games: the page after a click reuses the
# click's Update (same version) instead of asking the service to draw it again.
SEEN: web.AppKey[dict[int, tuple[Update, tuple[str, ...]]]] = web.AppKey("seen", dict)


def e(value: Any) -> str:
    """Escape for HTML text and attribute values (names are user input)."""
    return escape(str(value), quote=True)


def user_id(k: int) -> str:
    return f"local-{k}"


# -- the page frame -------------------------------------------------------------------
CSS = """
body{font-family:"DejaVu Sans",system-ui,sans-serif;margin:0;background:#f6f1e5;color:#212121}
header{background:#e2d8c2;padding:.6em 1em}header a{color:#212121;text-decoration:none;font-weight:bold}
main{padding:1em;max-width:1700px}
.refusal{background:#fde2d6;border:2px solid #D55E00;padding:.6em 1em;margin:.5em 0;font-weight:bold}
.notice{background:#dbeef7;border:1px solid #0072B2;padding:.4em 1em;margin:.5em 0}
.headline{font-size:1.25em;margin:.3em 0 .6em}
.cols{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}
.board{flex:3 1 700px;min-width:320px}.board img{max-width:100%;border:1px solid #bbb;background:#fff}
.side{flex:1 1 320px;min-width:280px}
.choices button{margin:.2em .2em .2em 0;padding:.45em .8em;font-size:1em;cursor:pointer}
.choices small{display:block;color:#555;font-size:.8em}
fieldset{border:1px solid #c9bfa8;margin:.4em 0}
.seats a{display:inline-block;margin:.15em;padding:.25em .6em;border:1px solid #999;border-radius:4px;
 text-decoration:none;color:#212121;background:#fff}
.seats a.current{background:#212121;color:#fff}.seats a.tomove::after{content:" \\25C0"}
.log{max-height:22em;overflow:auto;background:#fff;border:1px solid #ccc;padding:.3em .6em .3em 2.4em}
pre{background:#fff;border:1px solid #ccc;padding:.5em;overflow:auto}
table.list td,table.list th{padding:.2em .7em;text-align:left;border-bottom:1px solid #ddd}
details.game{background:#fff;border:1px solid #ccc;margin:.5em 0;padding:.4em .8em}
label{display:inline-block;margin:.15em .6em .15em 0}
label.option{display:block;margin:.3em 0}
form.inline{display:inline}
"""


def page(title: str, body: str, *, refusal: str | None = None, status: int = 200) -> web.Response:
    banner = f'<div class="refusal" id="refusal" role="alert">{e(refusal)}</div>' if refusal else ""
    html = (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<meta name=viewport content="width=device-width,initial-scale=1">'
        f"<title>{e(title)}</title><style>{CSS}</style></head><body>"
        '<header><a href="/">Table-game bot: local play</a></header>'
        f"<main>{banner}{body}</main></body></html>"
    )
    return web.Response(text=html, content_type="text/html", status=status,
                        headers={"Cache-Control": "no-store"})


# -- the index: games and tables --------------------------------------------------------
def _option_input(f: OptionField, form_id: str) -> str:
    name = e(PREFIX + f.name)
    fid = e(f"{form_id}-{f.name}")
    title = f' title="{e(f.help)}"' if f.help else ""
    # the description in words, the option's key beside it (the key /newgame takes in Discord)
    caption = f'{e(f.help)} <code>{e(f.name)}</code>' if f.help else e(f.name)
    if f.kind == "bool":
        checked = " checked" if f.default else ""
        return (f'<label class=option{title}><input type=checkbox id="{fid}" name="{name}"{checked}> '
                f'{caption}</label>')
    if f.kind == "choice":
        opts = "".join(
            f'<option value="{e(c)}"{" selected" if c == f.default else ""}>{e(c)}</option>' for c in f.choices
        )
        return f'<label class=option{title}>{caption} <select id="{fid}" name="{name}">{opts}</select></label>'
    kind = {"int": "number", "float": "number"}.get(f.kind, "text")
    step = ' step="any"' if f.kind == "float" else ""
    return (f'<label class=option{title}>{caption} <input type={kind}{step} id="{fid}" name="{name}" '
            f'value="{e(form_value(f))}"></label>')


def _create_form(slug: str, title: str) -> str:
    game = get_game(slug)
    fid = "new-" + slug
    low, high = game.min_players, game.max_players
    default_n = min(high, max(low, 2))
    counts = "".join(
        f'<option value="{n}"{" selected" if n == default_n else ""}>{n}</option>' for n in range(low, high + 1)
    )
    names = "".join(
        f'<label>Seat {k} <input name="name{k}" id="{e(fid)}-name{k}" maxlength={MAX_NAME} '
        f'placeholder="Player {k}"></label>'
        for k in range(1, high + 1)
    )
    options = "".join(_option_input(f, fid) for f in option_fields(game.Options))
    summary = f"<p>{e(game.summary)}</p>" if game.summary else ""
    return (
        f'<details class="game" id="game-{e(slug)}"><summary><b>{e(title)}</b> '
        f"<code>{e(slug)}</code> ({low}-{high} players)</summary>{summary}"
        f'<form method=post action="/new" id="{e(fid)}"><input type=hidden name=game value="{e(slug)}">'
        f'<p><label>Players <select name=players id="{e(fid)}-players">{counts}</select></label>'
        '<label>Seat order <select name=seat_order><option value=joined selected>as listed</option>'
        "<option value=random>random</option></select></label></p>"
        f"<p>{names}</p>"
        + (f"<fieldset><legend>Options</legend>{options}</fieldset>" if options else "")
        + f'<p><button type=submit id="{e(fid)}-create">Create and start the table</button> '
        f"<label><input type=checkbox name=start checked> start at once (untick to wait in the lobby)</label>"
        "</p></form></details>"
    )


async def index(request: web.Request, *, refusal: str | None = None, status: int = 200) -> web.Response:
    service = request.app[SERVICE]
    games = "".join(_create_form(slug, title) for slug, title in service.game_slugs())
    rows = []
    for t in await service.games_in_guild(GUILD):
        players = ", ".join(p.name for p in t.players)
        waiting = ", ".join(p.name for p in t.to_move)
        rows.append(
            f'<tr><td><a href="/t/{t.table_id}" class="table-link">#{t.table_id} {e(t.title)}</a></td>'
            f"<td>{e(t.status)}</td><td>{e(players)}</td><td>{e(waiting)}</td></tr>"
        )
    tables = (
        '<table class="list" id="tables"><tr><th>Table</th><th>Status</th><th>Players</th><th>To move</th></tr>'
        + "".join(rows) + "</table>" if rows else "<p>No open tables yet: create one below.</p>"
    )
    closed = [r for r in await service.store.tables_in_guild(GUILD, open_only=False)
              if r.status in ("finished", "abandoned")][-10:]
    closed_html = ""
    if closed:
        closed_html = "<h2>Recently closed</h2><ul>" + "".join(
            f'<li><a href="/t/{r.id}">#{r.id} {e(r.game)}</a> ({e(r.status)})</li>' for r in reversed(closed)
        ) + "</ul>"
    body = (
        "<h1>Local play</h1><p>The same tables as in a Discord channel, on one screen: every seat is "
        "played from this page (hotseat). Pick a seat with <i>Act as</i> on the table page.</p>"
        f"<h2>Open tables</h2>{tables}<h2>New table</h2>"
        + (games or "<p>No games are registered in this build.</p>") + closed_html
    )
    return page("Local play", body, refusal=refusal, status=status)


async def create(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    form = await request.post()
    slug = str(form.get("game", ""))
    try:
        game = get_game(slug)
    except GameError as exc:
        return await index(request, refusal=str(exc), status=409)
    try:
        players = int(str(form.get("players", "")))
    except ValueError:
        return await index(request, refusal="Choose the number of players.", status=409)
    if not game.min_players <= players <= game.max_players:
        return await index(request, refusal=f"{game.title} needs {game.min_players}-{game.max_players} players.",
                           status=409)
    names = []
    for k in range(1, players + 1):
        name = " ".join(str(form.get(f"name{k}", "")).split())[:MAX_NAME]
        names.append(name or f"Player {k}")
    try:
        options = options_from_form(game.Options, {k: str(v) for k, v in form.items()})
    except OptionFormError as exc:
        return await index(request, refusal=str(exc), status=409)
    seat_order = str(form.get("seat_order", "joined"))
    n = await service.store.count_tables() + 1
    for attempt in range(20):
        try:
            upd = await service.new_table(
                guild_id=GUILD, channel_id=f"local-{n + attempt}", user_id=HOST_USER, name=names[0],
                game=slug, options=options, seat_order=seat_order, reminder_hours=0,
            )
            break
        except Refused as exc:
            if "already has an open table" in str(exc):
                continue
            return await index(request, refusal=str(exc), status=409)
    else:
        return await index(request, refusal="No free local channel for a new table.", status=409)
    table_id = upd.table_id
    try:
        for k in range(2, players + 1):
            await service.join(table_id, user_id(k), names[k - 1])
        if form.get("start"):
            started = await service.start(table_id, HOST_USER, is_admin=True)
            _remember(request.app, started, (started.headline,))
    except Refused as exc:
        return await table_page(request, table_id, refusal=str(exc), status=409)
    raise web.HTTPSeeOther(f"/t/{table_id}")


# -- the table page -------------------------------------------------------------------
def _table_id(request: web.Request) -> int:
    try:
        return int(request.match_info["table"])
    except ValueError:
        raise web.HTTPNotFound(text="No such table.") from None


def _href(table_id: int, user: str | None) -> str:
    return f"/t/{table_id}" + (f"?as={quote(user)}" if user else "")


def _hidden(table_id: int, user: str | None, pinned: bool, version: int | None = None) -> str:
    out = f'<input type=hidden name=user value="{e(user or "")}">'
    if pinned:
        out += '<input type=hidden name=pin value=1>'
    if version is not None:
        out += f'<input type=hidden name=version value="{version}">'
    return out


def _choice_buttons(choices: tuple[Choice, ...]) -> str:
    groups: dict[str | None, list[Choice]] = {}
    for c in choices:
        groups.setdefault(c.group, []).append(c)
    out = []
    for group, items in groups.items():
        buttons = "".join(
            f'<button type=submit name=choice value="{e(c.id)}" data-choice="{e(c.id)}"'
            + (f' title="{e(c.detail)}"' if c.detail else "")
            + f">{e(c.label)}" + (f"<small>{e(c.detail)}</small>" if c.detail else "") + "</button>"
            for c in items
        )
        out.append(f"<fieldset><legend>{e(group)}</legend>{buttons}</fieldset>" if group else f"<div>{buttons}</div>")
    return "".join(out)


async def _pick_user(service: TableService, upd: Update, wanted: str | None) -> str | None:
    """The seat the page acts as: the one asked for, else the first seat still to decide."""
    seated = [p.user_id for p in upd.players]
    if wanted in seated:
        return wanted
    for p in upd.to_move:
        if not upd.simultaneous:
            return p.user_id
        try:
            await service.choices_for(upd.table_id, p.user_id)
            return p.user_id
        except Refused:
            continue
    if upd.to_move:
        return upd.to_move[0].user_id
    return seated[0] if seated else None


async def table_page(request: web.Request, table_id: int | None = None, *, user: str | None = None,
                     pinned: bool | None = None, refusal: str | None = None, status: int = 200) -> web.Response:
    service = request.app[SERVICE]
    if table_id is None:
        table_id = _table_id(request)
    if user is None:
        user = request.query.get("as") or None
    if pinned is None:
        pinned = user is not None
    try:
        upd, last_events = await _current(request.app, table_id)
    except Refused as exc:
        return page("No such table", '<p><a href="/">Back to the tables</a></p>',
                    refusal=refusal or str(exc), status=404 if not refusal else status)
    user = await _pick_user(service, upd, user)
    names = {p.user_id: p.name for p in upd.players}
    me = names.get(user or "", "")
    title = f"#{table_id} {upd.title}"
    parts = [f'<h1>{e(title)}</h1><p class="headline" id="headline">{e(upd.headline)}</p>',
             f'<p>Status: <b id="status">{e(upd.status)}</b> &middot; version <span id="version">{upd.version}'
             f'</span> &middot; <a href="{e(_href(table_id, user if pinned else None))}">refresh</a></p>']
    if last_events:
        parts.append('<div class="notice" id="last">' + "<br>".join(e(x) for x in last_events) + "</div>")

    if upd.status == "lobby":
        parts.append(_lobby(table_id, upd))
        return page(title, "".join(parts), refusal=refusal, status=status)
    if upd.status == "abandoned":
        return page(title, "".join(parts), refusal=refusal, status=status)

    to_move = {p.user_id for p in upd.to_move}
    seat_links = "".join(
        f'<a href="{e(_href(table_id, p.user_id))}" data-user="{e(p.user_id)}" class="'
        + ("current " if p.user_id == user else "") + ("tomove" if p.user_id in to_move else "")
        + f'">{e(p.name)}</a>'
        for p in sorted(upd.players, key=lambda p: (p.seat is None, p.seat))
    )
    follow = f'<a href="/t/{table_id}" id="follow">follow the turn</a>' if pinned else "following the turn"
    side = [f'<div class="seats" id="seats"><b>Act as:</b> {seat_links} <small>({follow})</small></div>']

    if upd.status == "playing":
        choices: tuple[Choice, ...] = ()
        version = upd.version
        note = ""
        if user in to_move:
            if upd.simultaneous:
                try:
                    hv: HandView = await service.choices_for(table_id, user)
                    choices, version = hv.choices, hv.version
                except Refused as exc:
                    note = str(exc)
            else:
                choices = upd.choices
        else:
            waiting = ", ".join(p.name for p in upd.to_move)
            note = f"It is not {me}'s turn; waiting for {waiting}."
        prompt = f"<h2>{e(me)}: {e(upd.prompt)}</h2>" if choices else f"<h2>{e(me)}</h2>"
        side.append(prompt)
        if note:
            side.append(f'<p class="notice" id="note">{e(note)}</p>')
        if choices:
            side.append(
                f'<form method=post action="/t/{table_id}/act" class="choices" id="choices">'
                f"{_hidden(table_id, user, pinned, version)}{_choice_buttons(choices)}</form>"
            )
        actions = []
        if user in upd.undo_allowed_for:
            actions.append(f'<form method=post action="/t/{table_id}/undo" class=inline>'
                           f'{_hidden(table_id, user, pinned)}<button type=submit id="undo">Undo my last choice'
                           "</button></form>")
        actions.append(
            f'<form method=post action="/t/{table_id}/resign" class=inline '
            f"onsubmit=\"return confirm('Resign? The game ends for everyone.')\">"
            f'{_hidden(table_id, user, pinned)}<button type=submit id="resign">Resign as {e(me)}</button></form>'
        )
        actions.append(
            f'<form method=post action="/t/{table_id}/abandon" class=inline '
            f"onsubmit=\"return confirm('Abandon this table? No result is recorded.')\">"
            f'<button type=submit id="abandon">Abandon the table</button></form>'
        )
        side.append("<p>" + " ".join(actions) + "</p>")

    if upd.scoreboard:
        side.append(f'<h2>Final score</h2><pre id="scoreboard">{e(upd.scoreboard)}</pre>')

    if user:
        try:
            hand = await service.hand(table_id, user)
            side.append(f'<details id="private"><summary>{e(me)}\'s private view (hide it from the others)'
                        f"</summary><pre>{e(hand.text)}</pre></details>")
        except Refused:
            pass

    try:
        entries, _ = await service.history(table_id)
    except Refused:
        entries = []
    log_items = "".join(
        f'<li value="{en.n}"><b>{e(en.name)}</b>: {e(" ".join(en.lines) or en.choice)}</li>' for en in entries
    )
    side.append(f'<h2>Log</h2><ol class="log" id="log">{log_items or "<li>No moves yet.</li>"}</ol>')

    if upd.image is not None:
        board = (f'<img id="board" alt="The board, version {upd.version}" '
                 f'src="/t/{table_id}/board.png?v={upd.version}">')
    else:
        board = '<p id="board-missing">(Board images are turned off.)</p>'
    players = "".join(
        f"<li>{e(p.name)}" + (" &larr; to move" if p.user_id in to_move else "") + "</li>"
        for p in sorted(upd.players, key=lambda p: (p.seat is None, p.seat))
    )
    parts.append(f'<div class="cols"><div class="board">{board}<ul id="players">{players}</ul></div>'
                 f'<div class="side">{"".join(side)}</div></div>')
    return page(title, "".join(parts), refusal=refusal, status=status)


def _lobby(table_id: int, upd: Update) -> str:
    seated = "".join(f"<li>{e(p.name)}</li>" for p in upd.players)
    return (
        f'<ul id="players">{seated}</ul>'
        f'<form method=post action="/t/{table_id}/join" class=inline><label>Add a seat '
        f'<input name=name maxlength={MAX_NAME} placeholder="name"></label><button type=submit id="join">Join'
        "</button></form> "
        f'<form method=post action="/t/{table_id}/start" class=inline><button type=submit id="start">'
        "Start the game</button></form> "
        f'<form method=post action="/t/{table_id}/abandon" class=inline><button type=submit id="abandon">'
        "Abandon</button></form>"
    )


async def show_table(request: web.Request) -> web.Response:
    return await table_page(request)


async def board_png(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    try:
        upd, _ = await _current(request.app, table_id)
    except Refused as exc:
        raise web.HTTPNotFound(text=str(exc)) from None
    if upd.image is None:
        raise web.HTTPNotFound(text="This table has no board image.")
    return web.Response(body=upd.image, content_type="image/png",
                        headers={"Cache-Control": "no-cache", "X-Board-Version": str(upd.version)})


async def _current(app: web.Application, table_id: int) -> tuple[Update, tuple[str, ...]]:
    """The table's Update for its stored version: the remembered one, else a fresh board()."""
    service = app[SERVICE]
    row = await service.store.get_table(table_id)
    if row is None:
        raise Refused("There is no such table.")
    seen = app[SEEN].get(table_id)
    if seen and seen[0].version == row.version and seen[0].status == row.status:
        return seen
    upd = await service.board(table_id)
    _remember(app, upd, ())
    return upd, ()


def _remember(app: web.Application, upd: Update, lines: tuple[str, ...] | None = None) -> None:
    """Keep a running table's Update (and what the click did) for the page of that version."""
    if upd.status in ("playing", "finished"):  # a lobby is cheap to draw and changes unversioned
        app[SEEN][upd.table_id] = (upd, upd.events if lines is None else lines)
    else:
        app[SEEN].pop(upd.table_id, None)


# -- the clicks -----------------------------------------------------------------------
async def _after(request: web.Request, table_id: int, form: Any, action) -> web.Response:
    """Run one service call for the acting user; redirect on success, 409 page on refusal."""
    user = str(form.get("user", "")) or None
    pinned = bool(form.get("pin"))
    try:
        upd: Update = await action(user)
    except Refused as exc:
        return await table_page(request, table_id, user=user, pinned=pinned, refusal=str(exc), status=409)
    _remember(request.app, upd)
    raise web.HTTPSeeOther(_href(table_id, user if pinned else None))


async def act(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    table_id = _table_id(request)
    form = await request.post()

    async def run(user: str | None) -> Update:
        if not user:
            raise Refused("Choose a seat to act as first.")
        try:
            version = int(str(form.get("version", "")))
        except ValueError:
            raise Refused("This click carries no board version; reload the page.") from None
        return await service.act(table_id, user, version, str(form.get("choice", "")))

    return await _after(request, table_id, form, run)


async def undo(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    table_id = _table_id(request)
    form = await request.post()
    return await _after(request, table_id, form, lambda user: service.undo(table_id, user or ""))


async def resign(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    table_id = _table_id(request)
    form = await request.post()
    return await _after(request, table_id, form, lambda user: service.resign(table_id, user or ""))


async def abandon(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    table_id = _table_id(request)
    try:
        await service.abandon(table_id, HOST_USER, is_admin=True)  # the local user owns the machine
    except Refused as exc:
        return await table_page(request, table_id, refusal=str(exc), status=409)
    raise web.HTTPSeeOther("/")


async def join(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    table_id = _table_id(request)
    form = await request.post()
    try:
        upd = await service.board(table_id)
        taken = {p.user_id for p in upd.players}
        k = next(k for k in range(1, 100) if user_id(k) not in taken)
        name = " ".join(str(form.get("name", "")).split())[:MAX_NAME] or f"Player {k}"
        await service.join(table_id, user_id(k), name)
    except Refused as exc:
        return await table_page(request, table_id, refusal=str(exc), status=409)
    raise web.HTTPSeeOther(f"/t/{table_id}")


async def start(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    table_id = _table_id(request)
    try:
        started = await service.start(table_id, HOST_USER, is_admin=True)
        _remember(request.app, started, (started.headline,))
    except Refused as exc:
        return await table_page(request, table_id, refusal=str(exc), status=409)
    raise web.HTTPSeeOther(f"/t/{table_id}")


# -- the application ------------------------------------------------------------------
@web.middleware
async def same_origin(request: web.Request, handler):
    """Refuse a POST sent from another site's page (the page trusts whoever reaches it)."""
    if request.method == "POST":
        origin = request.headers.get("Origin")
        if origin and origin != "null" and urlsplit(origin).netloc != request.host:
            raise web.HTTPForbidden(text="Cross-site form posts are refused.")
    return await handler(request)


@web.middleware
async def errors(request: web.Request, handler):
    """An unexpected error (an engine bug) becomes a plain 500 page, logged with its traceback."""
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception as exc:
        log.exception("local page: %s %s failed", request.method, request.path)
        return page("Error", f'<p>Something went wrong ({e(type(exc).__name__)}); the details are in the '
                    'server log. Nothing was changed by the failed request.</p><p><a href="/">Back to the '
                    "tables</a></p>", refusal="Internal error.", status=500)


def create_app(service: TableService) -> web.Application:
    app = web.Application(middlewares=[errors, same_origin], client_max_size=64 * 1024)
    app[SERVICE] = service
    app[SEEN] = {}
    app.router.add_get("/", index)
    app.router.add_post("/new", create)
    app.router.add_get("/t/{table}", show_table)
    app.router.add_get("/t/{table}/board.png", board_png)
    app.router.add_post("/t/{table}/act", act)
    app.router.add_post("/t/{table}/undo", undo)
    app.router.add_post("/t/{table}/resign", resign)
    app.router.add_post("/t/{table}/abandon", abandon)
    app.router.add_post("/t/{table}/join", join)
    app.router.add_post("/t/{table}/start", start)
    return app


async def run_local(service: TableService, settings: Any) -> None:
    """Serve the page on settings.local_host:local_port until cancelled (Ctrl-C)."""
    host = getattr(settings, "local_host", "127.0.0.1") or "127.0.0.1"
    port = int(getattr(settings, "local_port", 8080))
    runner = web.AppRunner(create_app(service), access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port)
        await site.start()
        bound = [a for a in runner.addresses if isinstance(a, tuple)]
        if bound:
            port = bound[0][1]  # the real port when 0 asked for a free one
        shown = f"[{host}]" if ":" in host else host
        print(f"Local play page: http://{shown}:{port}/", flush=True)
        if host not in ("127.0.0.1", "localhost", "::1"):
            print("Warning: the page is reachable from other machines and has no login.", flush=True)
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
