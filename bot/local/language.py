"""The page's language: the browser's Accept-Language, or the one picked in the switch.

The switch is a row of links (English · Deutsch · Italiano) that add ``?lang=xx`` to the
page shown; that choice is kept in a cookie, so every later page and refusal follows it.
``?lang=pseudo`` (the test locale, never offered in the switch) works the same way.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from aiohttp import web

from l10n import LOCALES, PSEUDO, from_accept_language, tr

COOKIE = "lang"
QUERY = "lang"
LOCALE = web.RequestKey("locale", str)  # the request's language, settled once
ENDONYMS = {"en": "English", "de": "Deutsch", "it": "Italiano"}
"""Each language by its own name, so a reader finds theirs whatever the page's language."""
COOKIE_SECONDS = 365 * 24 * 3600


def _known(value: str | None) -> str | None:
    return value if value in LOCALES or value == PSEUDO else None


def locale_of(request: web.Request) -> str:
    """The language a page for this request is written in."""
    found = request.get(LOCALE)
    if found:
        return str(found)
    return (
        _known(request.query.get(QUERY))
        or _known(request.cookies.get(COOKIE))
        or from_accept_language(request.headers.get("Accept-Language"))
    )


def say(request: web.Request, key: str, **args: Any) -> str:
    """One of the page's own sentences (``page.ftl``) in the request's language."""
    return tr(locale_of(request), key, **args)


def switch(request: web.Request) -> list[dict[str, Any]]:
    """The switch's links: the page shown, in each language."""
    here = locale_of(request)
    out = []
    for code in LOCALES:
        query = {QUERY: code, **{k: v for k, v in request.query.items() if k != QUERY}}
        out.append(
            {
                "code": code,
                "name": ENDONYMS[code],
                "href": f"{request.path}?{urlencode(query)}",
                "current": code == here,
            }
        )
    return out


def service_locale(locale: str) -> str:
    """The locale to hand the table service: ours, or English for the pseudo test locale
    (a table is never created in it)."""
    return locale if locale in LOCALES else "en"


@web.middleware
async def language_middleware(request: web.Request, handler):
    """Settle the request's language once; remember a language picked in the switch."""
    request[LOCALE] = locale_of(request)
    picked = _known(request.query.get(QUERY))
    response = await handler(request)
    if picked and request.cookies.get(COOKIE) != picked:
        response.set_cookie(
            COOKIE, picked, max_age=COOKIE_SECONDS, path="/", samesite="Lax", httponly=True
        )
    return response
