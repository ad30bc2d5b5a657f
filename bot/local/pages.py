"""The data each page template shows, gathered from the table service (no markup here)."""

from __future__ import annotations

import functools
from typing import Any
from urllib.parse import urlencode

import aiohttp_jinja2
from aiohttp import web

from ai.player import PLAYABLE
from bot import rules_words
from bot.aiseats import DEFAULT_LEVEL, is_ai
from bot.local import language
from bot.local.menus import OTHER, build_menu
from bot.local.options import OptionField, form_value, option_fields
from bot.local.security import CSRF_FIELD, SESSION
from bot.local.state import FLASH, GUILD, MAX_NAME, SEEN, SERVICE, remember
from bot.record import record_lines
from bot.tables import Damaged, Refused, TableService, Update
from bot.wording import short_label
from games import get as get_game
from games.contract import Choice, Game, GameError
from games.messages import rendered
from l10n import say, tr

RECENTLY_CLOSED = 10


def render(
    request: web.Request, template: str, context: dict[str, Any], status: int = 200
) -> web.Response:
    session = request.get(SESSION)
    flashed = request.app[FLASH].pop(session, None) if session else None
    locale = language.locale_of(request)
    context = {
        "csrf": session or "",
        "csrf_field": CSRF_FIELD,
        "lang": locale,
        "languages": language.switch(request),
        "t": functools.partial(tr, locale),
        **context,
    }
    context["refusal"] = context.get("refusal") or flashed
    resp = aiohttp_jinja2.render_template(template, request, context, status=status)
    resp.headers["Cache-Control"] = "no-store"
    return resp


def not_found(request: web.Request, sentence: str | None = None) -> web.Response:
    return render(
        request,
        "message.html",
        {
            "title": language.say(request, "page-not-found"),
            "refusal": sentence or language.say(request, "page-no-such-table"),
            "message": language.say(request, "page-pick-another"),
        },
        status=404,
    )


def ai_levels(request: web.Request) -> list[dict[str, str]]:
    """The AI levels a seat may take: the form's value and its name in the page's language."""
    return [{"value": lv, "name": language.say(request, f"page-level-{lv}")} for lv in PLAYABLE]


def status_name(request: web.Request, status: str) -> str:
    return language.say(request, f"page-status-{status}")


def href(table_id: int, user: str | None = None, menu: str | None = None) -> str:
    query = {k: v for k, v in (("as", user), ("menu", menu)) if v}
    return f"/t/{table_id}" + (f"?{urlencode(query)}" if query else "")


# -- the index ------------------------------------------------------------------------
def _option(f: OptionField, form_id: str, game: Game[Any], locale: str) -> dict[str, Any]:
    help_ = rules_words.option_help(game, f.name, locale)
    caption = help_ or f.name.replace("_", " ").capitalize()
    return {
        "name": "opt." + f.name,
        "id": f"{form_id}-{f.name}",
        "kind": f.kind,
        "caption": caption,
        "default": f.default,
        "choices": f.choices,
        "names": {c: rules_words.choice_name(game, f.name, c, locale) for c in f.choices},
        "value": form_value(f),
        "variant": f.variant,
    }


def _new_table_form(slug: str, title: str, locale: str) -> dict[str, Any]:
    game = get_game(slug)
    form_id = "new-" + slug
    low, high = game.min_players, game.max_players
    fields = option_fields(game.Options)
    return {
        "slug": slug,
        "title": title,
        "summary": rules_words.summary(game, locale),
        "id": form_id,
        "low": low,
        "high": high,
        "default_players": min(high, max(low, 2)),
        "max_name": MAX_NAME,
        "options": [_option(f, form_id, game, locale) for f in fields if not f.variant],
        "variants": [_option(f, form_id, game, locale) for f in fields if f.variant],
    }


def _game_title(slug: str) -> str:
    try:
        return get_game(slug).title
    except GameError:
        return slug


async def index_context(request: web.Request) -> dict[str, Any]:
    service: TableService = request.app[SERVICE]
    open_tables = [
        {
            "id": t.table_id,
            "title": t.title,
            "status": status_name(request, "damaged" if t.damaged else t.status),
            "players": ", ".join(p.name for p in t.players),
            "to_move": ", ".join(p.name for p in t.to_move),
        }
        for t in await service.games_in_guild(GUILD)
    ]
    closed = [
        r
        for r in await service.tables_of_guild(GUILD, open_only=False)
        if r.status in ("finished", "abandoned")
    ][-RECENTLY_CLOSED:]
    return {
        "title": language.say(request, "page-local-play"),
        "games": [
            _new_table_form(slug, title, language.locale_of(request))
            for slug, title in service.game_slugs()
        ],
        "ai_levels": ai_levels(request),
        "tables": open_tables,
        "closed": [
            {"id": r.id, "title": _game_title(r.game), "status": status_name(request, r.status)}
            for r in reversed(closed)
        ],
    }


# -- the table page -------------------------------------------------------------------
async def current(app: web.Application, table_id: int) -> tuple[Update, tuple[str, ...]]:
    """The table's Update for its stored version: the remembered one, else a fresh board()."""
    service: TableService = app[SERVICE]
    row = await service.table_row(table_id)
    if row is None:
        raise Refused("There is no such table.")
    seen = app[SEEN].get(table_id)
    if seen and seen[0].version == row.version and seen[0].status == row.status:
        return seen
    upd = await service.board(table_id)
    remember(app, upd, ())
    return app[SEEN].get(table_id, (upd, ()))


async def _still_deciding(service: TableService, upd: Update, user: str) -> bool:
    try:
        await service.choices_for(upd.table_id, user)
        return True
    except Refused:
        return False


async def _acting_seat(service: TableService, upd: Update, wanted: str | None) -> str | None:
    """The seat the page acts as: the one asked for, else the first seat still to decide.
    Only a person's seat: an AI plays its own, and its hand stays private even here."""
    seated = [p.user_id for p in upd.players if not is_ai(p.user_id)]
    if wanted in seated:
        return wanted
    to_move = [p for p in upd.to_move if not is_ai(p.user_id)]
    for p in to_move:
        if not upd.simultaneous or await _still_deciding(service, upd, p.user_id):
            return p.user_id
    if to_move:
        return to_move[0].user_id
    return seated[0] if seated else None


def group_label(name: str | None, locale: str) -> str | None:
    """A menu group's name as shown: the engine's, or the page's own word for the rest."""
    return tr(locale, "page-other") if name == OTHER else name


def refusal_sentence(exc: Refused, locale: str) -> str:
    """A refusal in the reader's language where the service gave it as a message (its
    ``text``), else its English; a damaged table's without Discord's /abandon."""
    if isinstance(exc, Damaged):
        return say(getattr(exc, "what_text", None) or exc.what, locale)
    return say(getattr(exc, "text", None) or str(exc), locale)


def _choice(c: Choice) -> dict[str, Any]:
    """The page has room for a detail whole (``long_detail``), where Discord cuts it."""
    return {
        "id": c.id,
        "label": short_label(rendered(c.label), rendered(c.detail) if c.detail else None),
        "detail": c.long_detail or c.detail or "",
        "role": c.role,
    }


async def _decision(
    service: TableService,
    upd: Update,
    user: str | None,
    pinned: bool,
    kind: str | None,
    names: dict[str, str],
    locale: str,
) -> dict[str, Any]:
    """The acting seat's part of the page: prompt, menu, why there are no buttons."""
    me = names.get(user or "", "")
    out: dict[str, Any] = {
        "menu": None,
        "note": "",
        "version": upd.version,
        "private_link": None,
        "act_as": [],
    }
    to_move = [p.user_id for p in upd.to_move]
    if user not in to_move:
        waiting = ", ".join(p.name for p in upd.to_move)
        out["note"] = tr(locale, "page-not-your-turn", me=me, waiting=waiting)
        out["act_as"] = [
            {"name": p.name, "href": href(upd.table_id, p.user_id)}
            for p in upd.to_move
            if not is_ai(p.user_id)
        ]
        return out
    choices = upd.choices
    if upd.simultaneous:
        try:
            hv = await service.choices_for(upd.table_id, user)
            choices, out["version"] = hv.choices, hv.version
        except Refused as exc:
            out["note"] = refusal_sentence(exc, locale)
            return out
    menu = build_menu(choices, may_see_private=pinned, kind=kind, all_private=upd.simultaneous)
    if menu.hidden_private:
        out["private_link"] = {
            "name": me,
            "href": href(upd.table_id, user),
            "count": menu.hidden_private,
            "all": menu.empty,
        }
    out["menu"] = {
        "end": [_choice(c) for c in menu.end],
        "groups": [
            {"name": g, "label": group_label(g, locale), "choices": [_choice(c) for c in cs]}
            for g, cs in menu.groups
        ],
        "kinds": [
            {
                "name": k.name,
                "label": group_label(k.name, locale),
                "count": k.count,
                "href": href(upd.table_id, user if pinned else None, k.name),
            }
            for k in menu.kinds
        ],
        "open_kind": menu.open_kind,
        "back": href(upd.table_id, user if pinned else None) if menu.open_kind else None,
        "empty": menu.empty,
    }
    return out


async def damaged_context(
    service: TableService, table_id: int, exc: Damaged, locale: str = "en"
) -> dict[str, Any] | None:
    """A damaged table's page: what is wrong and, while it is open, its Abandon button."""
    row = await service.table_row(table_id)
    if row is None:
        return None
    return {
        "title": f"#{table_id} {_game_title(row.game)}",
        "table_id": table_id,
        "damaged": refusal_sentence(exc, locale),
        "open": row.status in ("lobby", "playing"),
    }


async def table_context(
    request: web.Request, table_id: int, wanted: str | None, kind: str | None
) -> dict[str, Any] | None:
    service: TableService = request.app[SERVICE]
    try:
        upd, last_lines = await current(request.app, table_id)
    except Damaged as exc:
        return await damaged_context(service, table_id, exc, language.locale_of(request))
    except Refused:
        return None
    user = await _acting_seat(service, upd, wanted)
    people = [p.user_id for p in upd.players if not is_ai(p.user_id)]
    # one person with AI seats is herself: nobody else is there to look away (issue 31.2)
    pinned = user is not None and (user == wanted or people == [user])
    names = {p.user_id: p.name for p in upd.players}
    me = names.get(user or "", "")
    to_move = {p.user_id for p in upd.to_move}
    ctx: dict[str, Any] = {
        "title": f"#{table_id} {upd.title}",
        "table_id": table_id,
        "upd": upd,
        "last_lines": tuple(reversed(last_lines)),  # the newest on top: seen without scrolling
        "user": user or "",
        "me": me,
        "pinned": pinned,
        "refresh": href(table_id, user if pinned else None),
        "max_name": MAX_NAME,
        "decision": None,
        "hand": None,
        "log": [],
        "ai_levels": ai_levels(request),
        "ai_default": DEFAULT_LEVEL,
        "seats": [
            {
                "name": p.name,
                "href": href(table_id, p.user_id),
                "user": p.user_id,
                "ai": is_ai(p.user_id),
                "current": p.user_id == user,
                "to_move": p.user_id in to_move,
            }
            for p in sorted(upd.players, key=lambda p: (p.seat is None, p.seat))
        ],
    }
    if upd.status != "playing" and upd.status != "finished":
        return ctx
    if upd.status == "playing":
        locale = language.locale_of(request)
        ctx["decision"] = await _decision(service, upd, user, pinned, kind, names, locale)
    if user and pinned:
        try:
            reading = language.service_locale(language.locale_of(request))
            ctx["hand"] = (
                await service.hand(table_id, user, image_wanted=False, locale=reading)
            ).text
        except Refused:
            pass
    try:
        entries, _ = await service.history(table_id, locale=language.locale_of(request))
    except Refused:
        entries = []
    # as /history tells it: the actor once, sentences, another seat's steps on their own line
    ctx["log"] = [{"n": r.first, "lines": r.body.split("\n")} for r in record_lines(entries)]
    return ctx
