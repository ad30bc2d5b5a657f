"""The aiohttp application of the local play page: routes, clicks and the server runner.

Every click is a plain HTML form POST carrying (table, acting user, version, choice id),
exactly the tuple a Discord button carries in its custom_id. Every POST answers with a
redirect (POST-redirect-GET): a success to the table page, a refusal to the same page
with the sentence shown once on top, so a reload never repeats a click. The pages are
Jinja2 templates with autoescape (``templates/``); `bot.local.pages` gathers their data.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import functools
import logging
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web

from bot import aiseats, cpu
from bot.local import pages, replay
from bot.local.already import page_runs_at, page_url
from bot.local.language import language_middleware, locale_of, say, service_locale
from bot.local.options import OptionFormError, options_from_form
from bot.local.security import (
    GUARD,
    Guard,
    LocalSetupError,
    guard_middleware,
    is_loopback,
    session_of,
)
from bot.local.state import FLASH, GUILD, HOST_USER, MAX_NAME, SEEN, SERVICE, remember, user_id
from bot.tables import Refused, TableService, Update
from games import get as get_game
from games import registry
from games.contract import GameError

log = logging.getLogger("tablebot.local")

HERE = Path(__file__).resolve().parent
MAX_TABLE_ID = 2**63 - 1
AI_RESUME_SECONDS = 60.0  # how often AI seats left waiting are looked for (Discord's minute pass)

__all__ = ["GUILD", "create_app", "run_local"]


def redirect(location: str) -> web.Response:
    return web.Response(status=303, headers={"Location": location, "Cache-Control": "no-store"})


def refuse(request: web.Request, sentence: str, location: str) -> web.Response:
    """Show ``sentence`` once on the page at ``location`` (a reload does not post again)."""
    flashes = request.app[FLASH]
    if len(flashes) > 1000:  # sessions that never came back
        flashes.pop(next(iter(flashes)))
    flashes[session_of(request)] = sentence
    return redirect(location)


def _table_id(request: web.Request) -> int | None:
    raw = request.match_info["table"]
    if not raw.isdigit() or not 0 < int(raw) <= MAX_TABLE_ID:
        return None
    return int(raw)


def _sentence(request: web.Request, exc: Refused) -> str:
    """A refusal as the page says it, in the page's language."""
    return pages.refusal_sentence(exc, locale_of(request))


def _clean_name(raw: Any) -> str:
    return " ".join(str(raw or "").split())[:MAX_NAME]


# -- pages ----------------------------------------------------------------------------
async def index(request: web.Request) -> web.Response:
    return pages.render(request, "index.html", await pages.index_context(request))


async def show_table(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    if table_id is None:
        return pages.not_found(request)
    context = await pages.table_context(
        request, table_id, request.query.get("as") or None, request.query.get("menu") or None
    )
    if context is None:
        return pages.not_found(request)
    return pages.render(request, "damaged.html" if "damaged" in context else "table.html", context)


async def board_png(request: web.Request) -> web.Response:
    """The full board of the version the page shows (the click's own drawing)."""
    return await _picture(request, lambda table_id: _current_update(request, table_id))


async def phone_png(request: web.Request) -> web.Response:
    """The table now as Discord posts it: the phone-sized picture of the current decision
    (the page shows it on a narrow screen, the full board on a wide one)."""
    return await _picture(
        request, lambda table_id: request.app[SERVICE].board(table_id, picture="phone")
    )


async def _current_update(request: web.Request, table_id: int) -> Update:
    upd, _ = await pages.current(request.app, table_id)
    return upd


async def _picture(request: web.Request, update_of) -> web.Response:
    """The PNG of the Update ``update_of(table_id)`` gives, or a 404 page."""
    table_id = _table_id(request)
    if table_id is None:
        return pages.not_found(request)
    try:
        upd = await update_of(table_id)
    except Refused:
        return pages.not_found(request)
    if upd.image is None:
        return pages.not_found(request, say(request, "page-no-board-image"))
    return web.Response(
        body=upd.image,
        content_type="image/png",
        headers={"Cache-Control": "no-cache", "X-Board-Version": str(upd.version)},
    )


# -- clicks ---------------------------------------------------------------------------
async def create(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    form = await request.post()
    slug = str(form.get("game", ""))
    try:
        game = get_game(slug)
    except GameError:  # no such game (a hand-made form): the games there are
        known = ", ".join(registry()) or say(request, "chrome-options-none")
        return refuse(
            request, say(request, "chrome-unknown-game", game=repr(slug), games=known), "/"
        )
    back = f"/#game-{slug}"
    try:
        players = int(str(form.get("players", "")))
    except ValueError:
        return refuse(request, say(request, "page-choose-players"), back)
    if not game.min_players <= players <= game.max_players:
        needs = say(
            request,
            "page-needs-players",
            game=game.title,
            low=game.min_players,
            high=game.max_players,
        )
        return refuse(request, needs, back)
    names = [
        _clean_name(form.get(f"name{k}")) or say(request, "page-player", n=k)
        for k in range(1, players + 1)
    ]
    try:  # seat k's AI level, or None for a person (seat 1 is the one creating the table)
        ai_levels = {
            k: aiseats.check_level(level)
            for k in range(2, players + 1)
            if (level := str(form.get(f"who{k}", "")).strip())
        }
    except Refused as exc:
        return refuse(request, _sentence(request, exc), back)
    try:
        options = options_from_form(game.Options, {k: str(v) for k, v in form.items()})
    except OptionFormError as exc:
        return refuse(request, exc.say(locale_of(request)), back)
    seat_order = str(form.get("seat_order", "joined"))
    n = await service.count_tables() + 1
    for attempt in range(20):
        try:
            upd = await service.new_table(
                guild_id=GUILD,
                channel_id=f"local-{n + attempt}",
                user_id=HOST_USER,
                name=names[0],
                game=slug,
                options=options,
                seat_order=seat_order,
                reminder_hours=0,
                locale=service_locale(locale_of(request)),
            )
            break
        except Refused as exc:
            if "already has an open table" in str(exc):
                continue
            return refuse(request, _sentence(request, exc), back)
    else:
        return refuse(request, say(request, "page-no-free-channel"), back)
    table_id = upd.table_id
    try:
        for k in range(2, players + 1):
            if k in ai_levels:
                await service.add_bot(table_id, HOST_USER, ai_levels[k], is_admin=True)
            else:
                await service.join(table_id, user_id(k), names[k - 1])
        if form.get("start"):
            started = await service.start(table_id, HOST_USER, is_admin=True)
            remember(request.app, started, (started.headline,))
    except Refused as exc:
        return refuse(request, _sentence(request, exc), f"/t/{table_id}")
    return redirect(f"/t/{table_id}")


async def _after(request: web.Request, table_id: int, action, *, grow: bool = True) -> web.Response:
    """Run one service call for the acting user, then redirect: to the page, with any refusal."""
    if await request.app[SERVICE].table_row(table_id) is None:
        return refuse(request, say(request, "page-no-such-table"), "/")
    form = await request.post()
    user = str(form.get("user", "")) or None
    pinned = bool(form.get("pin"))
    back = pages.href(table_id, user if pinned else None)
    if user and aiseats.is_ai(user):
        return refuse(request, say(request, "page-ai-plays-itself"), pages.href(table_id))
    try:
        upd: Update = await action(user, form)
    except Refused as exc:
        stale = "out of date" in str(exc)
        sentence = say(request, "page-stale") if stale else _sentence(request, exc)
        return refuse(request, sentence, back)
    remember(request.app, upd, grow=grow)
    return redirect(back)


def table_route(handler):
    """A handler of ``/t/{table}/...``: called with the service and the table id (a
    malformed id is refused before it runs)."""

    @functools.wraps(handler)
    async def wrapped(request: web.Request) -> web.Response:
        table_id = _table_id(request)
        if table_id is None:
            return refuse(request, say(request, "page-no-such-table"), "/")
        return await handler(request, request.app[SERVICE], table_id)

    return wrapped


async def _host_step(
    request: web.Request, table_id: int, call, then: str | None = None
) -> web.Response:
    """A lobby or host action by the local user; a refusal goes back to the table's page."""
    try:
        await call()
    except Refused as exc:
        return refuse(request, _sentence(request, exc), f"/t/{table_id}")
    return redirect(then or f"/t/{table_id}")


@table_route
async def act(request: web.Request, service: TableService, table_id: int) -> web.Response:
    async def run(user: str | None, form) -> Update:
        if not user:
            raise Refused(say(request, "page-choose-seat"))
        try:
            version = int(str(form.get("version", "")))
        except ValueError:
            raise Refused(say(request, "page-no-version")) from None
        return await service.act(table_id, user, version, str(form.get("choice", "")))

    return await _after(request, table_id, run)


@table_route
async def undo(request: web.Request, service: TableService, table_id: int) -> web.Response:
    return await _after(
        request, table_id, lambda user, form: service.undo(table_id, user or ""), grow=False
    )


@table_route
async def resign(request: web.Request, service: TableService, table_id: int) -> web.Response:
    return await _after(request, table_id, lambda user, form: service.resign(table_id, user or ""))


@table_route
async def abandon(request: web.Request, service: TableService, table_id: int) -> web.Response:
    # the local user owns the machine: a server manager's rights
    return await _host_step(
        request, table_id, lambda: service.abandon(table_id, HOST_USER, is_admin=True), then="/"
    )


@table_route
async def join(request: web.Request, service: TableService, table_id: int) -> web.Response:
    form = await request.post()

    async def sit_down() -> None:
        taken = {p.user_id for p in (await service.board(table_id)).players}
        k = next(k for k in range(1, 100) if user_id(k) not in taken)
        name = _clean_name(form.get("name")) or say(request, "page-player", n=k)
        await service.join(table_id, user_id(k), name)

    return await _host_step(request, table_id, sit_down)


@table_route
async def add_bot(request: web.Request, service: TableService, table_id: int) -> web.Response:
    """The lobby's "Add AI player" button: an AI seat of the chosen level."""
    form = await request.post()
    level = str(form.get("level", "normal"))
    return await _host_step(
        request, table_id, lambda: service.add_bot(table_id, HOST_USER, level, is_admin=True)
    )


@table_route
async def start(request: web.Request, service: TableService, table_id: int) -> web.Response:
    async def begin() -> None:
        started = await service.start(table_id, HOST_USER, is_admin=True)
        remember(request.app, started, (started.headline,))

    return await _host_step(request, table_id, begin)


@table_route
async def rematch(request: web.Request, service: TableService, table_id: int) -> web.Response:
    """A finished game's Rematch button: the same game, options and seats again. The page's
    user sits in every person's seat, so each joins at once and the rematch starts."""
    try:
        players = (await service.board(table_id)).players
        people = sorted(
            (p for p in players if not aiseats.is_ai(p.user_id)), key=lambda p: p.seat or 0
        )
        host = next((p for p in people if p.user_id == HOST_USER), people[0])
        upd = await service.rematch(table_id, host.user_id, host.name)
        for p in people:
            if p.user_id != host.user_id and upd.status == "lobby":
                upd = await service.rematch(table_id, p.user_id, p.name)  # joins the rematch
    except Refused as exc:
        return refuse(request, _sentence(request, exc), f"/t/{table_id}")
    remember(request.app, upd, (upd.headline,))
    return redirect(f"/t/{upd.table_id}")


# -- the application ------------------------------------------------------------------
@web.middleware
async def errors(request: web.Request, handler):
    """An unexpected error (an engine bug) becomes a plain 500 page, logged with its traceback."""
    try:
        return await handler(request)
    except web.HTTPException as exc:
        if exc.status == 404:
            return pages.not_found(request)
        raise
    except Exception as exc:
        log.exception("local page: %s %s failed", request.method, request.path)
        return pages.render(
            request,
            "message.html",
            {
                "title": say(request, "page-error-title"),
                "refusal": say(request, "page-internal-error"),
                "message": say(request, "page-error", error=type(exc).__name__),
            },
            status=500,
        )


# -- AI seats a restart left waiting ---------------------------------------------------
async def resume_ai_seats(app: web.Application) -> int:
    """One pass: every table whose decision waits for an AI seat (the page was stopped
    while the AI thought, or its move failed) gets its AI moves, shown on the next page
    load. Returns how many tables moved."""
    moved = await app[SERVICE].resume_ai()
    for _, upd in moved:
        remember(app, upd)
    return len(moved)


async def _resume_ai_seats_every(app: web.Application, seconds: float) -> None:
    while True:
        try:
            await resume_ai_seats(app)
        except Exception:  # keep the timer alive (one broken table is already skipped)
            log.exception("letting waiting AI seats move failed")
        await asyncio.sleep(seconds)


def _ai_timer(seconds: float):
    """The app's background job: a pass at start, then one every ``seconds``."""

    async def run(app: web.Application):
        task = asyncio.get_running_loop().create_task(_resume_ai_seats_every(app, seconds))
        yield
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    return run


def create_app(
    service: TableService,
    guard: Guard | None = None,
    ai_resume_seconds: float | None = AI_RESUME_SECONDS,
) -> web.Application:
    """``ai_resume_seconds``: how often AI seats left waiting are let move (at start too);
    None: never."""
    app = web.Application(
        middlewares=[language_middleware, errors, guard_middleware], client_max_size=64 * 1024
    )
    aiohttp_jinja2.setup(
        app,
        loader=jinja2.FileSystemLoader(HERE / "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    app[SERVICE] = service
    app[SEEN] = {}
    app[FLASH] = {}
    app[GUARD] = guard or Guard()
    if ai_resume_seconds is not None:
        app.cleanup_ctx.append(_ai_timer(ai_resume_seconds))
    app.router.add_get("/", index)
    app.router.add_static("/static", HERE / "static")
    app.router.add_post("/new", create)
    app.router.add_get("/t/{table}", show_table)
    app.router.add_get("/t/{table}/board.png", board_png)
    app.router.add_get("/t/{table}/phone.png", phone_png)
    app.router.add_post("/t/{table}/act", act)
    app.router.add_post("/t/{table}/undo", undo)
    app.router.add_post("/t/{table}/resign", resign)
    app.router.add_post("/t/{table}/abandon", abandon)
    app.router.add_post("/t/{table}/join", join)
    app.router.add_post("/t/{table}/start", start)
    app.router.add_post("/t/{table}/addbot", add_bot)
    replay.add_routes(app)
    app.router.add_post("/t/{table}/rematch", rematch)
    return app


async def run_local(service: TableService, settings: Any) -> None:
    """Serve the page on settings.local_host:local_port until cancelled (Ctrl-C).

    Raises `LocalSetupError` (one sentence) beyond loopback without LOCAL_TOKEN, or when another
    program holds the port; returns at once, saying so, when this page already runs there."""
    host = getattr(settings, "local_host", "127.0.0.1") or "127.0.0.1"
    port = int(getattr(settings, "local_port", 8080))
    token = getattr(settings, "local_token", None)
    if token is not None and hasattr(token, "get_secret_value"):  # a SecretStr: its text
        token = token.get_secret_value()
    guard = Guard.for_bind(host, token or None)
    runner = web.AppRunner(create_app(service, guard), access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port)
        try:
            await site.start()
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE:
                raise
            if await page_runs_at(page_url(host, port)):  # a second ./start: say where
                print(f"The local page already runs at {page_url(host, port)}", flush=True)
                return
            raise LocalSetupError(
                f"Port {port} on {host} is taken by another program; set LOCAL_PORT "
                "to a free port (for example LOCAL_PORT=8081)."
            ) from None
        bound = [a for a in runner.addresses if isinstance(a, tuple)]
        if bound:
            port = bound[0][1]  # the real port when 0 asked for a free one
        print(f"Local play page: {page_url(host, port)}", flush=True)
        cpu.warm_up_soon()
        if not is_loopback(host):
            print(
                "The page is reachable from other machines: "
                "open it once with ?token=<LOCAL_TOKEN>.",
                flush=True,
            )
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
