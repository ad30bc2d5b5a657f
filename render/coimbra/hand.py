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
from render.coimbra.focus import X0, X1, _rows, phone_die
from render.coimbra.style import (
    COLOUR,
    PROFESSION_OF,
    TIMING_NAME,
    TITLE,
    TRACKS,
    FastCanvas,
    bonus_words,
    citizen_height,
    draw_citizen,
    plain_expedition,
    tiles_held,
    to_palette,
)
from render.common import INK, MUTED, counted
from render.kit import MIN_TEXT, PANEL_FILL, PHONE_TEXT, hand_header, phone_canvas

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
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    vp = own_view["scores"][seat]
    c = phone_canvas(FastCanvas)
    assert isinstance(c, FastCanvas)
    facts = (
        f"{vp} VP, {counted(pl['coins'], 'coin')}, {counted(pl['guards'], 'guard')}, "
        f"{counted(pl['crowns'], 'crown')}"
    )
    y = hand_header(c, f"{TITLE}: {name}'s board", facts, seat)
    y = _board(c, y, pl, own_view)
    y = _rows(c, y, "Your lasting effects and diplomas", _effect_rows(pl))
    y = _cards(c, y, [cd for t in ("I", "C", "E", "EG") for cd in pl["cards"][t]])
    y = _visits(c, y, seat, own_view)
    c.finish(y)
    return c


def _board(c: FastCanvas, y: int, pl: PlayerView, view: CoimbraView) -> int:
    """Flag and discs (title), this round's dice, the tiles held, and one box per influence
    track: the seat's place on it and how many cards of that profession it holds."""
    inner = X1 - X0 - 28
    dice = pl["dice"]
    dice_x = X0 + 14 + 76  # after "Dice:"
    per_row = max(1, (X1 - 14 - dice_x + GAP) // DIE_STEP)
    dice_h = -(-len(dice) // per_row) * DIE_STEP if dice else LINE
    tiles = tiles_held(pl)
    tile_lines = c.lines("Tiles: " + ", ".join(tiles), MIN_TEXT, inner) if tiles else []
    box_w = (inner - GAP) // 2
    h = 46 + dice_h + 8 + len(tile_lines) * LINE + (6 if tiles else 0) + 2 * (40 + GAP) + 4
    top = c.panel(
        (X0, y, X1, y + h),
        f"Your board: flag {pl['flag']}, {counted(pl['discs_in_supply'], 'disc')} left",
    )
    c.text((X0 + 14, top + (20 if dice else 0)), "Dice:", MIN_TEXT, bold=True)
    if not dice:
        c.text((dice_x, top), "none this round", MIN_TEXT, fill=MUTED)
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
        words = f"{prof}: track {pl['tracks'][t]}, {counted(held.count(prof), 'card')}"
        c.text((bx + 10, by + 8), words, MIN_TEXT, bold=True)
    return y + h + 16


def _effect_rows(pl: PlayerView) -> list[tuple[str, str, bool]]:
    """The lasting effects of the seat's cards (phase C, phase E, game end) and its diplomas."""
    cards = pl["cards"]
    rows = [
        (TIMING_NAME[t], "; ".join(bonus_words(cd) for cd in cards[t]), False)
        for t in ("C", "E", "EG")
        if cards[t]
    ]
    dip = pl["diplomas"]
    parts = [f"{k} {v}" for k, v in dip.items() if k != "joker" and v]
    if dip["joker"]:
        parts.append(f"joker {dip['joker']}")
    rows.append(("Diplomas", ", ".join(parts) or "none", False))
    return rows


def _cards(c: FastCanvas, y: int, cards: list[CardView]) -> int:
    """Every citizen card in full, three to a row; a row is as tall as its longest card."""
    card_w = (X1 - X0 - 28 - (CARDS_PER_ROW - 1) * GAP) // CARDS_PER_ROW
    keys = [json.dumps(cd, sort_keys=True) for cd in cards]
    for key, cd in zip(keys, cards, strict=True):
        if (key, card_w) not in _CARD_HEIGHTS:
            _CARD_HEIGHTS[(key, card_w)] = citizen_height(cd, card_w)
    rows = [
        list(zip(keys[k : k + CARDS_PER_ROW], cards[k : k + CARDS_PER_ROW], strict=True))
        for k in range(0, len(cards), CARDS_PER_ROW)
    ]
    heights = [max(_CARD_HEIGHTS[(key, card_w)] for key, _ in row) for row in rows]
    h = 46 + (sum(heights) + len(rows) * GAP if rows else LINE + GAP)
    top = c.panel((X0, y, X1, y + h), f"Your citizen cards ({len(cards)})")
    if not cards:
        c.text((X0 + 14, top), "no cards yet", MIN_TEXT, fill=MUTED)
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
    y = _rows(c, y, f"Your monasteries ({len(mine)})", mine, "" if mine else "none yet")
    exps = [
        (x["name"], plain_expedition(x), False) for x in view["expeditions"] if seat in x["discs"]
    ]
    return _rows(c, y, f"Your expeditions ({len(exps)})", exps, "" if exps else "none yet")
