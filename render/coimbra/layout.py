"""Where everything stands on the full Coimbra board (fixed per player count) and on the map."""

from __future__ import annotations

import math

from render.coimbra.style import CARD_H, CARD_W, TOWNS, TRACKS, M
from render.common import WIDTH

# -- layout (fixed per player count) ----------------------------------------------------------


TRACK_ROW = 130  # title, the spaces (number on top, marks under it), income labels
CELL_TOP, CELL_H, CELL_W = 30, 70, 52


def favour_width() -> int:
    return (WIDTH - 2 * M - 20 - 430) // 4


def expedition_width() -> int:
    return (WIDTH - 2 * M - 28) // 6


def pair_card_width(players: int) -> int:
    w = (WIDTH - 2 * M - 28) // max(1, players)
    return min(CARD_W, (w - 16) // 2)


# the longest texts the game has, at these widths (tests/render/test_full_boards.py checks every
# favour, expedition and citizen card against them): boxes never cut an effect
FAVOUR_LINES = 3
EXPEDITION_LINES = 4
PAIR_CARD_H = {2: 209, 3: 241, 4: 295}  # a start pair's card at pair_card_width(players)


LEGEND_TOP = 46 + 150 + 140 + 24  # the map's monastery legend, from the panel's top
LEGEND_LINE = 27


class Layout:
    def __init__(self, players: int, extra: str = "", legend_lines: int = 0):
        """extra: "setup" (the start-card pairs) or "final" (the final scoring table) or "".
        Every box is tall enough for the longest text the game can put in it; the tracks and
        the map grow where the monastery legend needs more than ``legend_lines`` fit (a
        German or Italian effect takes two lines)."""
        self.players = players
        self.extra = extra
        setup = bool(extra)
        self.header = 150
        self.strip = (self.header, self.header + 112)
        y = self.strip[1] + 6
        # city: castle row (favour tiles) then the three towns
        castle_h = max(144, 40 + FAVOUR_LINES * 28 + 46)
        self.city = (M, y, WIDTH - M, y + 46 + castle_h + 6 + 3 * (CARD_H + 12) + 8)
        self.castle = (M + 10, y + 46, WIDTH - M - 10, y + 46 + castle_h)
        self.towns = {}
        ty = self.castle[3] + 8
        for t in TOWNS:
            self.towns[t] = (M + 10, ty, WIDTH - M - 10, ty + CARD_H + 4)
            ty += CARD_H + 12
        y = self.city[3] + 12
        # tracks (left) + map (right)
        tracks_h = 46 + 4 * TRACK_ROW + 96
        fits = (tracks_h - 8 - LEGEND_TOP) // LEGEND_LINE
        self.grown = max(0, legend_lines - fits) * LEGEND_LINE
        self.tracks = (M, y, 880, y + tracks_h + self.grown)
        self.map = (896, y, WIDTH - M, self.tracks[3])
        y = self.tracks[3] + 12
        self.start = None
        if extra == "setup":
            self.pair_card = (
                pair_card_width(players),
                PAIR_CARD_H.get(players, max(PAIR_CARD_H.values())),
            )
            self.start = (M, y, WIDTH - M, y + 46 + 30 + self.pair_card[1] + 10)
            y = self.start[3] + 12
        elif extra == "final":
            self.start = (M, y, WIDTH - M, y + 46 + 40 + 40 * players + 8 + 40)
            y = self.start[3] + 12
        self.expeditions = (M, y, WIDTH - M, y + 46 + 58 + EXPEDITION_LINES * 26 + 40)
        y = self.expeditions[3] + 12
        self.players_top = y
        self.player_h = 152 if setup else 262
        self.player_boxes = self.boxes_for([self.player_h] * players)
        self.height = self.bottom(self.player_boxes)

    def boxes_for(self, heights: list[int]) -> list[tuple[int, int, int, int]]:
        """The players' boards, two a row, each row as tall as its taller board."""
        pw = (WIDTH - 2 * M - 12) // 2
        boxes = []
        y = self.players_top
        for row in range(math.ceil(len(heights) / 2)):
            h = max(heights[2 * row : 2 * row + 2])
            for k in range(2 * row, min(len(heights), 2 * row + 2)):
                px = M + (k % 2) * (pw + 12)
                boxes.append((px, y, px + pw, y + h))
            y += h + 10
        return boxes

    @staticmethod
    def bottom(boxes: list[tuple[int, int, int, int]]) -> int:
        return max((b[3] for b in boxes), default=0) + 20


def track_cell(lay: Layout, track: str, space: int) -> tuple[int, int, int, int]:
    """The box of a track space (for drawing and for tests)."""
    i = TRACKS.index(track)
    tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * TRACK_ROW
    x = tx0 + min(max(space, 0), 15) * CELL_W
    return (x, ty0 + CELL_TOP, x + CELL_W, ty0 + CELL_TOP + CELL_H)


def dice_box(lay: Layout, district: str) -> tuple[int, int, int, int]:
    """Where a district's dice stand."""
    x0, y0, _, y1 = lay.castle if district == "castle" else lay.towns[district]
    return (x0 + 10, y0 + 38, x0 + 396, y1 - 2)


# pilgrim map node positions, relative (x, y) in [-1, 1] of the graph area
def _node_positions() -> dict[str, tuple[float, float]]:
    pos: dict[str, tuple[float, float]] = {}
    outer = [
        "c1",
        "I1",
        "c2",
        "I2",
        "c3",
        "I3",
        "c4",
        "I4",
        "c5",
        "I5",
        "c6",
        "I6",
        "c7",
        "I7",
        "c8",
        "I8",
    ]
    for i, n in enumerate(outer):
        a = math.radians(-157.5 + 22.5 * i)
        pos[n] = (0.80 * math.cos(a), 0.78 * math.sin(a))
    inner = ["c9", "II1", "c10", "II2", "c11", "II3", "c12", "II4"]
    for i, n in enumerate(inner):
        a = math.radians(-157.5 + 45 * i)
        pos[n] = (0.50 * math.cos(a), 0.46 * math.sin(a))
    pos.update(
        {"c13": (-0.30, -0.12), "III1": (-0.12, -0.02), "c14": (0.30, 0.12), "III2": (0.12, 0.02)}
    )
    for corner, a in (("NW", -135), ("NE", -45), ("SE", 45), ("SW", 135)):
        r = math.radians(a)
        pos[corner] = (1.22 * math.cos(r), 1.22 * math.sin(r))
    return pos


NODE_POS = _node_positions()


def _map_geometry(box: tuple[int, int, int, int]) -> tuple[float, float, float, float]:
    x0, y0, x1, _ = box
    cx = (x0 + x1) / 2
    cy = y0 + 46 + 150
    return cx, cy, (x1 - x0) / 2 - 60, 140


def _node_xy(node: str, geo: tuple[float, float, float, float]) -> tuple[float, float]:
    cx, cy, rx, ry = geo
    px, py = NODE_POS.get(node, (0.0, 0.0))
    return cx + px * rx, cy + py * ry
