"""Coimbra private picture (/hand), made for a phone like the per-move picture (880 px wide,
no text under 22 px). Top to bottom: the band (name, VP, coins, guards, crowns), the seat's
board (flag, discs left, dice, tiles, the four influence tracks with the cards of each
profession), its lasting effects and diplomas, every citizen card in full three to a row,
then the monasteries and expeditions it has visited, in words."""

from __future__ import annotations

import json
from typing import Any, cast

from PIL import Image

from games.coimbra.views import CardView, CoimbraView, PlayerView
from render.coimbra import speech
from render.coimbra.focus import X0, X1, _rows, phone_die
from render.coimbra.style import (
    COLOUR,
    PROFESSION_OF,
    TRACKS,
    FastCanvas,
    bonus_words,
    citizen_height,
    draw_citizen,
    plain_expedition,
    tiles_held,
    title,
    to_palette,
)
from render.common import INK, MUTED, font
from render.kit import MIN_TEXT, PANEL_FILL, PHONE_TEXT, hand_header, phone_canvas
from render.words import layer_key, word

CARDS_PER_ROW = 3  # at 880 px a card is as wide as on the full board, so its text wraps the same
GAP = 10
DIE_STEP = 74  # a 64 px phone die and its gap
LINE = 27
_CARD_TILES: dict[tuple[str, int, int], FastCanvas] = {}
_CARD_HEIGHTS: dict[tuple[str, int], int] = {}


def render_hand(own_view: dict[str, Any], names: list[str], seat: int) -> Image.Image:
    """The seat's own board: every citizen card in full, dice, tiles, monasteries, expeditions.
    The registered hand renderer: the service hands in the engine's view (a `CoimbraView`)."""
    return to_palette(hand_canvas_for(cast(CoimbraView, own_view), names, seat).image)


def hand_canvas_for(own_view: CoimbraView, names: list[str], seat: int) -> FastCanvas:
    pl = own_view["players"][seat]
    name = names[seat] if seat < len(names) else word("pic-player", n=seat + 1)
    vp = own_view["scores"][seat]
    c = phone_canvas(FastCanvas)
    assert isinstance(c, FastCanvas)
    facts = word(
        "pic-coim-hand-facts", vp=vp, coins=pl["coins"], guards=pl["guards"], crowns=pl["crowns"]
    )
    y = hand_header(c, word("pic-coim-board-of", game=title(), name=name), facts, seat)
    y = _board(c, y, pl, own_view)
    y = _rows(c, y, word("pic-coim-lasting"), _effect_rows(pl))
    y = _cards(c, y, [cd for t in ("I", "C", "E", "EG") for cd in pl["cards"][t]])
    y = _visits(c, y, seat, own_view)
    c.finish(y)
    return c


def _board(c: FastCanvas, y: int, pl: PlayerView, view: CoimbraView) -> int:
    """Flag and discs (title), this round's dice, the tiles held, and one box per influence
    track: the seat's place on it and how many cards of that profession it holds."""
    inner = X1 - X0 - 28
    dice = pl["dice"]
    dice_word = word("pic-coim-dice")
    dice_x = X0 + 14 + max(76, int(font(MIN_TEXT, True).getlength(dice_word)) + 12)  # after it
    per_row = max(1, (X1 - 14 - dice_x + GAP) // DIE_STEP)
    dice_h = -(-len(dice) // per_row) * DIE_STEP if dice else LINE
    tiles = tiles_held(pl)
    held_tiles = word("pic-coim-tiles", tiles=", ".join(tiles))
    tile_lines = c.lines(held_tiles, MIN_TEXT, inner) if tiles else []
    box_w = (inner - GAP) // 2
    h = 46 + dice_h + 8 + len(tile_lines) * LINE + (6 if tiles else 0) + 2 * (40 + GAP) + 4
    top = c.panel(
        (X0, y, X1, y + h),
        word("pic-coim-your-board", flag=pl["flag"], discs=pl["discs_in_supply"]),
    )
    c.text((X0 + 14, top + (20 if dice else 0)), dice_word, MIN_TEXT, bold=True)
    if not dice:
        c.text((dice_x, top), word("pic-coim-no-dice"), MIN_TEXT, fill=MUTED)
    cap_on = view["cap_on"]
    for k, d in enumerate(dice):
        phone_die(
            c,
            dice_x + (k % per_row) * DIE_STEP,
            top + (k // per_row) * DIE_STEP,
            d["colour"],
            d["value"],
            faded=d["cashed"],
            capped=d["id"] == cap_on,
        )
    top += dice_h + 8
    for line in tile_lines:
        c.text((X0 + 14, top), line, MIN_TEXT)
        top += LINE
    top += 6 if tiles else 0
    held = [cd["profession"] for group in pl["cards"].values() for cd in group]
    for k, t in enumerate(TRACKS):
        prof = PROFESSION_OF[t]
        bx = X0 + 14 + (k % 2) * (box_w + GAP)
        by = top + (k // 2) * (40 + GAP)
        c.draw.rounded_rectangle(
            (bx, by, bx + box_w, by + 40), radius=6, fill=COLOUR[t], outline=INK
        )
        words = word(
            "pic-coim-track",
            track=speech.profession(prof),
            place=pl["tracks"][t],
            cards=held.count(prof),
        )
        c.text((bx + 10, by + 8), words, MIN_TEXT, bold=True)
    return y + h + 16


def _effect_rows(pl: PlayerView) -> list[tuple[str, str, bool]]:
    """The lasting effects of the seat's cards (phase C, phase E, game end) and its diplomas."""
    cards = pl["cards"]
    rows = [
        (speech.timing(t), "; ".join(bonus_words(cd) for cd in cards[t]), False)
        for t in ("C", "E", "EG")
        if cards[t]
    ]
    dip = pl["diplomas"]
    parts = [f"{k} {v}" for k, v in dip.items() if k != "joker" and v]
    if dip["joker"]:
        parts.append(word("pic-coim-joker", n=dip["joker"]))
    rows.append((word("pic-coim-diplomas"), ", ".join(parts) or word("pic-coim-none"), False))
    return rows


def _cards(c: FastCanvas, y: int, cards: list[CardView]) -> int:
    """Every citizen card in full, three to a row; a row is as tall as its longest card."""
    card_w = (X1 - X0 - 28 - (CARDS_PER_ROW - 1) * GAP) // CARDS_PER_ROW
    keys = [layer_key(json.dumps(cd, sort_keys=True)) for cd in cards]  # drawn in a language
    for key, cd in zip(keys, cards, strict=True):
        if (key, card_w) not in _CARD_HEIGHTS:
            _CARD_HEIGHTS[(key, card_w)] = citizen_height(cd, card_w)
    rows = [
        list(zip(keys[k : k + CARDS_PER_ROW], cards[k : k + CARDS_PER_ROW], strict=True))
        for k in range(0, len(cards), CARDS_PER_ROW)
    ]
    heights = [max(_CARD_HEIGHTS[(key, card_w)] for key, _ in row) for row in rows]
    h = 46 + (sum(heights) + len(rows) * GAP if rows else LINE + GAP)
    top = c.panel((X0, y, X1, y + h), word("pic-coim-your-cards", count=len(cards)))
    if not cards:
        c.text((X0 + 14, top), word("pic-coim-no-cards"), MIN_TEXT, fill=MUTED)
    for row, row_h in zip(rows, heights, strict=True):
        for k, (key, cd) in enumerate(row):
            c.paste_canvas(_card_tile(key, cd, card_w, row_h), (X0 + 14 + k * (card_w + GAP), top))
        top += row_h + GAP
    return y + h + 16


def _card_tile(key: str, card: CardView, width: int, height: int) -> FastCanvas:
    """A citizen card drawn once per process: a hand shows the same cards picture after picture
    and wrapping their text is most of the drawing time."""
    tile = _CARD_TILES.get((key, width, height))
    if tile is None:
        if len(_CARD_TILES) > 1000:
            _CARD_TILES.clear()
            _CARD_HEIGHTS.clear()  # bounded together: both are keyed by the cards seen
        tile = FastCanvas(
            height + 1,
            width=width + 1,
            base=Image.new("RGB", (width + 1, height + 1), PANEL_FILL),
            min_text=PHONE_TEXT,
        )
        draw_citizen(tile, (0, 0, width, height), card)
        _CARD_TILES[(key, width, height)] = tile
    return tile


def _visits(c: FastCanvas, y: int, seat: int, view: CoimbraView) -> int:
    """The monasteries the seat's discs are on and the expeditions it equipped, in plain words."""
    mons = view["pilgrim_map"]["monasteries"]
    mine = [(node, bonus_words(m), False) for node, m in mons.items() if seat in m["discs"]]
    none_yet = word("pic-coim-none-yet")
    y = _rows(
        c, y, word("pic-coim-your-monasteries", count=len(mine)), mine, "" if mine else none_yet
    )
    exps = [
        (speech.expedition_name(x), plain_expedition(x), False)
        for x in view["expeditions"]
        if seat in x["discs"]
    ]
    exp_title = word("pic-coim-your-expeditions", count=len(exps))
    return _rows(c, y, exp_title, exps, "" if exps else none_yet)
