"""Board images: one renderer per game slug, the generic one for the rest.

A renderer takes the PUBLIC view only (``view(state, None)``), the display names in
seat order and the last move's text, and returns a Pillow image. `board_png` encodes.
Rendering is CPU work: the service runs it with ``asyncio.to_thread``.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image

from games.contract import Choice
from render.generic import render_generic
from render.words import drawing_in, final_row_word, word

PHONE_MAX_WIDTH = 1000
"""The per-move picture is made for a phone (design.md, "Rendering"): at most this wide,
its smallest text at least 1/40 of the image width."""


@dataclass(frozen=True, slots=True)
class PhoneContext:
    """What the per-move picture must show besides the public view.

    ``seats`` decide now (empty once the game is over); ``prompt`` is their question;
    ``choices`` are the PUBLIC choices offered with this picture (labels and ``ref`` names
    filled in; private ones are never passed here); ``recent`` the last public log lines,
    oldest first."""

    seats: tuple[int, ...] = ()
    prompt: str = ""
    choices: tuple[Choice, ...] = ()
    recent: tuple[str, ...] = ()


Renderer = Callable[[dict[str, Any], list[str], str, dict[str, Any] | None], Image.Image]
"""(public view, names in seat order, last move text, previous public view) -> image"""
HandRenderer = Callable[[dict[str, Any], list[str], int], Image.Image]
"""(that seat's own view, names in seat order, seat) -> image of the private information"""
HandText = Callable[[dict[str, Any], list[str], int], list[str]]
"""(that seat's own view, names, seat) -> the private information in words, a sentence a line"""
PhoneRenderer = Callable[
    [dict[str, Any], list[str], str, dict[str, Any] | None, PhoneContext], Image.Image
]
"""(public view, names, last move text, previous public view, context) -> the per-move
picture for a phone (at most `PHONE_MAX_WIDTH` wide)"""
_RENDERERS: dict[str, Renderer] = {}
_HAND_RENDERERS: dict[str, HandRenderer] = {}
_HAND_TEXTS: dict[str, HandText] = {}
FinalRows = tuple[tuple[str, str], ...]
"""The final scoring's rows as the final picture shows them: (breakdown key, words), in order;
registered in English, shown in a locale by `render.words.final_row_word`."""
_FINAL_ROWS: dict[str, FinalRows] = {}
_PHONE_RENDERERS: dict[str, PhoneRenderer] = {}


def register_renderer(
    slug: str,
    renderer: Renderer,
    hand: HandRenderer | None = None,
    phone: PhoneRenderer | None = None,
    hand_text: HandText | None = None,
    final_rows: FinalRows = (),
) -> None:
    _RENDERERS[slug] = renderer
    _FINAL_ROWS[slug] = final_rows
    if hand is not None:
        _HAND_RENDERERS[slug] = hand
    if hand_text is not None:
        _HAND_TEXTS[slug] = hand_text
    if phone is not None:
        _PHONE_RENDERERS[slug] = phone


def phone_image(
    slug: str,
    title: str,
    view: dict[str, Any],
    names: list[str],
    last_move: str = "",
    previous: dict[str, Any] | None = None,
    context: PhoneContext | None = None,
    locale: str = "en",
) -> Image.Image:
    """The per-move picture: the game's phone renderer, else the full board scaled down
    to `PHONE_MAX_WIDTH` (a fallback for games without one); its own words in ``locale``."""
    _discover()
    context = context or PhoneContext()
    renderer = _PHONE_RENDERERS.get(slug)
    if renderer is not None:
        with drawing_in(locale):
            return renderer(view, names, last_move, previous, context)
    img = render_image(slug, title, view, names, last_move, previous, locale)
    if img.width > PHONE_MAX_WIDTH:
        img = img.convert("RGB")
        img = img.resize(
            (PHONE_MAX_WIDTH, round(img.height * PHONE_MAX_WIDTH / img.width)),
            Image.Resampling.LANCZOS,
        )
    return img


def phone_png(
    slug: str,
    title: str,
    view: dict[str, Any],
    names: list[str],
    last_move: str = "",
    previous: dict[str, Any] | None = None,
    context: PhoneContext | None = None,
    locale: str = "en",
) -> bytes:
    return encode_png(phone_image(slug, title, view, names, last_move, previous, context, locale))


def final_rows(slug: str, locale: str = "en") -> FinalRows:
    """The rows of ``slug``'s final picture in ``locale`` (none for a game without a renderer
    of its own): the text scoreboard names and orders its categories by them."""
    _discover()
    with drawing_in(locale):
        return tuple(
            (key, final_row_word(slug, key, words)) for key, words in _FINAL_ROWS.get(slug, ())
        )


def has_hand_picture(slug: str) -> bool:
    """Whether the game draws its own private picture (else `hand_png` lists the private keys)."""
    _discover()
    return slug in _HAND_RENDERERS


def hand_png(
    slug: str,
    title: str,
    own_view: dict[str, Any],
    private: dict[str, Any],
    names: list[str],
    seat: int,
    locale: str = "en",
) -> bytes:
    """A seat's private picture in ``locale``: the game's hand renderer, or the private keys
    as text."""
    _discover()
    renderer = _HAND_RENDERERS.get(slug)
    with drawing_in(locale):
        if renderer is not None:
            return encode_png(renderer(own_view, names, seat))
        view = {"status": word("pic-only-you"), **private}
        heading = word("pic-private-view", game=title, name=names[seat])
        return encode_png(render_generic(heading, view, names))


def hand_lines(
    slug: str, own_view: dict[str, Any], names: list[str], seat: int, locale: str = "en"
) -> list[str] | None:
    """A seat's private information in words, as its hand picture shows it (cards by name,
    not code), or None for a game without its own wording (the bot then lists the view's
    private parts)."""
    _discover()
    text = _HAND_TEXTS.get(slug)
    if text is None:
        return None
    with drawing_in(locale):
        return text(own_view, names, seat)


def render_image(
    slug: str,
    title: str,
    view: dict[str, Any],
    names: list[str],
    last_move: str = "",
    previous: dict[str, Any] | None = None,
    locale: str = "en",
) -> Image.Image:
    """The full board, its own words in ``locale``."""
    _discover()
    renderer = _RENDERERS.get(slug)
    with drawing_in(locale):
        if renderer is None:
            return render_generic(title, view, names, last_move)
        return renderer(view, names, last_move, previous)


def encode_png(img: Image.Image) -> bytes:
    """256 colours, PNG level 1: measured on a 4-player Lorenzo board, 190 KB in 54 ms
    against 407 KB in 83 ms for full colour (level 9: 5x slower for 10% fewer bytes;
    WebP lossless: 2-3x slower). Boards are flat colours and text, so nothing is lost
    to the eye; renderers that keep exact colours hand in a palette image already."""
    if img.mode == "RGB":
        img = img.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def board_png(
    slug: str,
    title: str,
    view: dict[str, Any],
    names: list[str],
    last_move: str = "",
    previous: dict[str, Any] | None = None,
    locale: str = "en",
) -> bytes:
    return encode_png(render_image(slug, title, view, names, last_move, previous, locale))


_discovered = False


def load_all() -> None:
    """Import every game's renderer now (otherwise on the first picture): a process that
    freezes its startup heap loads them before (`bot.cpu.load_for_life`)."""
    _discover()


def _discover() -> None:
    """Import every render/<module>.py that registers a game renderer."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    import importlib
    import pkgutil

    for module in pkgutil.iter_modules(__path__):
        if module.name not in ("common", "generic", "kit", "words", "samples", "__main__"):
            importlib.import_module(f"{__name__}.{module.name}")
