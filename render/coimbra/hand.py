"""Coimbra private picture: the seat's own board with every citizen card in full."""

from __future__ import annotations

import math
from typing import Any

from PIL import Image

from render.coimbra.panels import _player
from render.coimbra.style import (
    CARD_H,
    TITLE,
    FastCanvas,
    M,
    bonus_words,
    draw_citizen,
    plain_expedition,
    to_palette,
)
from render.common import MUTED, WIDTH, counted
from render.kit import MIN_TEXT


def render_hand(own_view: dict[str, Any], names: list[str], seat: int) -> Image.Image:
    """The seat's own board: every citizen card in full, dice, tiles, monasteries, expeditions."""
    players = own_view.get("players") or []
    pl = players[seat] if seat < len(players) else {}
    cards = [cd for t in ("I", "C", "E", "EG") for cd in (pl.get("cards") or {}).get(t, [])]
    per_row = 5
    card_w = (WIDTH - 2 * M - 28 - (per_row - 1) * 10) // per_row
    rows = max(1, math.ceil(len(cards) / per_row))
    card_top = 150 + 300
    height = card_top + 46 + rows * (CARD_H + 12) + 260
    c = FastCanvas(height)
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    scores = own_view.get("scores") or []
    vp = scores[seat] if seat < len(scores) else pl.get("vp", 0)
    c.header(f"{TITLE}: {name}'s board", f"{vp} VP, {counted(pl.get('coins', 0), 'coin')}, "
             f"{counted(pl.get('guards', 0), 'guard')}, {counted(pl.get('crowns', 0), 'crown')} (only you see this picture)")
    _player(c, (M, 166, WIDTH - M, 166 + 270), seat, pl, name, own_view, None)
    y = c.panel((M, card_top, WIDTH - M, card_top + 46 + rows * (CARD_H + 12)), f"Your citizen cards ({len(cards)})")
    for k, cd in enumerate(cards):
        x = M + 14 + (k % per_row) * (card_w + 10)
        yy = y + (k // per_row) * (CARD_H + 12)
        draw_citizen(c, (x, yy, x + card_w, yy + CARD_H), cd)
    if not cards:
        c.text((M + 14, y + 10), "no cards yet", MIN_TEXT, fill=MUTED)
    y = card_top + 46 + rows * (CARD_H + 12) + 12
    y = c.panel((M, y, WIDTH - M, height - 12), "Your monasteries and expeditions")
    mons = (own_view.get("pilgrim_map") or {}).get("monasteries") or {}
    mine = [f"{node}: {bonus_words(m)}"
            for node, m in mons.items() if seat in [int(s) for s in m.get("discs") or []]]
    exps = [f"{x.get('name')}: {plain_expedition(x)}" for x in own_view.get("expeditions") or []
            if seat in [int(s) for s in x.get("discs") or []]]
    y = c.paragraph(M + 14, y, "Monasteries: " + ("; ".join(mine) or "none"), WIDTH - 2 * M - 28, MIN_TEXT)
    c.paragraph(M + 14, y + 8, "Expeditions: " + ("; ".join(exps) or "none"), WIDTH - 2 * M - 28, MIN_TEXT)
    return to_palette(c.image)
