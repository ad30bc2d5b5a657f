"""Lorenzo il Magnifico: the private hand picture (/hand), drawn for a phone.

Top to bottom, `PHONE_WIDTH` wide, every word wrapped, none cut: the band (whose hand, the
game's status, "Only you can see this."), the leader draft ("choose one to keep"), the
leader cards in hand and the leaders in play (two cards a row, a leader in play with its
once-per-round state), then the seat's own board: VP, resources, family members (value or
placed), the cards of each colour by name, excommunications and the personal bonus tile.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from games.lorenzo.views import CardRef, LeaderView, PlayerView, PublicView, SeatView
from render.common import INK, MUTED, font
from render.kit import PHONE_PAD, Canvas, hand_header, phone_canvas
from render.lorenzo import texts as T
from render.lorenzo.board import (
    FM_NAME,
    TOWER_EDGE,
    TOWER_TINT,
    TOWERS,
    FastCanvas,
    fm_token,
    state_facts,
)
from render.lorenzo.names import bonus_tile_lines, seat_name
from render.words import word

PAD = PHONE_PAD
GAP = 10
LINE = 28  # a 22 px text line and its spacing
TITLE_LINE = 30  # a 24 px bold card title line
LEADER_FILL = (240, 220, 160)
PLACED_FILL = (232, 226, 214)
EXCOM_INK = (150, 30, 30)


def hand_lines(own_view: SeatView, names: list[str], seat: int) -> list[str]:
    """The leader cards in words (the /hand message's text, the local page's hand): the draft
    and the hand, each leader with its requirement and ability. The rest of the seat's board
    is public. A view made for another seat gives none."""
    private = own_view["private"]
    if private["seat"] != seat:
        return []
    lines = []
    if private["draft"]:
        draft = [_leader_words(ld) for ld in private["draft"]]
        lines += [word("pic-lor-draft-keep-one"), *draft]
    hand = private["hand"]
    if hand:
        count = word("pic-lor-leaders-in-hand", n=str(len(hand)))
        lines += [count, *(_leader_words(ld) for ld in hand)]
    elif own_view["options"]["leaders"]:
        lines.append(word("pic-lor-no-leaders-in-hand"))
    return lines


def _leader_words(ld: LeaderView) -> str:
    """ "• Santa Rita (needs 8 FP): Resources from card immediate effects doubled"."""
    lid = ld["id"]
    key = "pic-lor-leader-line-once" if ld["once_per_round"] else "pic-lor-leader-line"
    return word(
        key,
        leader=T.leader_name(lid),
        needs=T.leader_requirement(lid),
        ability=T.leader_ability(lid),
    )


def render_hand(own_view: SeatView, names: list[str], seat: int) -> Image.Image:
    """The registered hand renderer: the phone picture of `hand_canvas_for`."""
    return hand_canvas_for(own_view, names, seat).image


def hand_canvas_for(own_view: SeatView, names: list[str], seat: int) -> FastCanvas:
    """The seat's leader cards (draft, hand, in play) and its own board, drawn on a phone
    canvas cut to the used height. A view made for another seat shows no hand or draft."""
    private = own_view["private"]
    mine = private["seat"] == seat
    hand: list[LeaderView] = private["hand"] if mine else []
    draft: list[LeaderView] = private["draft"] if mine else []
    players = own_view["players"]
    player = players[seat] if seat < len(players) else None
    c = phone_canvas(FastCanvas)
    assert isinstance(c, FastCanvas)  # the class asked for
    title = word("pic-lor-hand-of", game=T.title(), name=seat_name(names, seat))
    y = hand_header(c, title, T.status(own_view, names), seat)
    if draft:
        y = _leader_section(c, y, word("pic-lor-draft-choose"), draft)
    if own_view["options"]["leaders"] or hand:
        y = _leader_section(c, y, word("pic-lor-hand-count", n=str(len(hand))), hand)
        if player is not None:
            in_play = player["leaders"]
            y = _leader_section(
                c, y, word("pic-lor-in-play-count", n=str(len(in_play))), in_play, in_play=player
            )
    else:
        c.text((PAD, y), word("pic-lor-no-leader-cards"), c.min_text, fill=MUTED)
        y += LINE + 12
    if player is not None:
        y = _own_board(c, y, own_view, seat)
    c.finish(y)
    return c


# -- leader cards -------------------------------------------------------------------------


def _heading(c: Canvas, y: int, title: str) -> int:
    for line in c.lines(title, 26, c.width - 2 * PAD, bold=True):
        c.text((PAD, y), line, 26, bold=True)
        y += 34
    return y + 6


def _leader_lines(ld: LeaderView, in_play: PlayerView | None) -> list[str]:
    """What a leader card says: its requirement, its ability and, in play (``in_play`` is
    its owner), whether its once-per-round ability was used this round (Lorenzo de' Medici:
    what he copies)."""
    lid = ld["id"]
    lines = [word("pic-lor-needs", what=T.leader_requirement(lid)), T.leader_ability(lid)]
    copied = in_play["lorenzo_copy"] if in_play is not None and lid == "L15" else None
    if copied:
        name, ability = T.leader_name(copied), T.leader_ability(copied)
        lines.append(word("pic-lor-copies", leader=name, ability=ability))
    if in_play is None:
        if ld["once_per_round"]:
            lines.append(word("pic-lor-once-per-round"))
    elif ld["once_per_round"]:
        used = any(mine["used"] for mine in in_play["leaders"] if mine["id"] == lid)
        lines.append(word("pic-lor-once-used" if used else "pic-lor-once-not-used"))
    else:
        lines.append(word("pic-lor-always-active"))
    return lines


def _leader_section(
    c: Canvas, y: int, title: str, leaders: Sequence[LeaderView], in_play: PlayerView | None = None
) -> int:
    """A heading and the leader cards two a row (each row as tall as its longer card)."""
    y = _heading(c, y, title)
    if not leaders:
        c.text((PAD, y), word("pic-lor-none"), c.min_text, fill=MUTED)
        return y + LINE + 12
    w = (c.width - 2 * PAD - GAP) // 2
    cards = [
        (
            c.lines(T.leader_name(ld["id"]), 24, w - 24, bold=True),
            [
                line
                for text in _leader_lines(ld, in_play)
                for line in c.lines(text, c.min_text, w - 28)
            ],
        )
        for ld in leaders
    ]
    for row in range(0, len(cards), 2):
        pair = cards[row : row + 2]
        h = max(16 + TITLE_LINE * len(title) + 16 + LINE * len(body) for title, body in pair)
        for k, (title_lines, body) in enumerate(pair):
            _leader_card(
                c, (PAD + k * (w + GAP), y, PAD + k * (w + GAP) + w, y + h), title_lines, body
            )
        y += h + GAP
    return y + 8


def _leader_card(
    c: Canvas, box: tuple[int, int, int, int], title: list[str], body: list[str]
) -> None:
    x0, y0, x1, y1 = box
    c.draw.rounded_rectangle(box, radius=10, fill=LEADER_FILL, outline=INK, width=2)
    c.record_panel(box)
    y = y0 + 8
    for line in title:
        c.text((x0 + 12, y), line, 24, bold=True)
        y += TITLE_LINE
    c.draw.rectangle((x0 + 6, y + 2, x1 - 6, y1 - 6), fill="white")
    y += 8
    for line in body:
        c.text((x0 + 14, y), line, c.min_text)
        y += LINE


# -- the seat's own board -----------------------------------------------------------------


def _own_board(c: FastCanvas, y: int, view: PublicView, seat: int) -> int:
    p = view["players"][seat]
    x0, x1 = PAD, c.width - PAD
    scores = view["scores"]
    c.seat_mark(seat, x0 + 18, y + 16, 18)
    board = (
        word("pic-lor-your-board-vp", vp=str(scores[seat]))
        if seat < len(scores)
        else word("pic-lor-your-board")
    )
    c.text((x0 + 46, y), board, 26, bold=True)
    y += 44
    r = p["resources"]
    goods = word(
        "pic-lor-goods",
        wood=str(r["wood"]),
        stone=str(r["stone"]),
        servants=r["servants"],
        coins=r["coins"],
    )
    y = c.paragraph(x0, y, goods, x1 - x0, 24)
    # the points in words: the legend of the "MP" and "FP" the cards write
    points = word("pic-lor-points", mp=str(p["mp"]), fp=str(p["fp"]))
    y = c.paragraph(x0, y, points, x1 - x0, 24) + 8
    state_facts(c, seat, p)
    y = _family(c, y, p, seat)
    for colour, card_type, _label in TOWERS:
        y = _cards_band(c, y, colour, T.type_word(card_type), p["cards"][card_type])
    y += 4
    tiles = {t["id"]: t for t in view["excommunication_tiles"]}
    for e in p["excommunications"]:
        tile = tiles[e]  # a player is excommunicated by one of the three tiles
        y = c.paragraph(
            x0,
            y,
            word(
                "pic-lor-excommunicated",
                period=str(tile["period"]),
                tile=T.excommunication(tile["id"]),
            ),
            x1 - x0,
            c.min_text,
            fill=EXCOM_INK,
        )
    if not p["excommunications"]:
        y = c.paragraph(x0, y, word("pic-lor-not-excommunicated"), x1 - x0, c.min_text, fill=MUTED)
    chosen = bool(p["bonus_tile"])
    for line in bonus_tile_lines(p, view):
        y = c.paragraph(x0, y, line, x1 - x0, c.min_text, fill=INK if chosen else MUTED)
    return y + PAD


def _family(c: FastCanvas, y: int, p: PlayerView, seat: int) -> int:
    """The four family members: token with its value and the die's name, or "placed"."""
    x0 = PAD
    family = word("pic-lor-family")
    c.text((x0, y + 3), family, c.min_text, bold=True)
    lead = max(90, int(font(c.min_text, True).getlength(family)) + 12)  # a longer word pushes
    cell = (c.width - 2 * PAD - lead) // 4
    placed = {fm: word("pic-lor-fm-placed", fm=T.fm_word(fm)) for fm in FM_NAME}
    text = font(c.min_text)
    # a "White placed" too long for its chip (German, Italian) is drawn on two lines
    two = any(text.getlength(placed[fm]) > cell - 20 for fm in FM_NAME if p["family"][fm]["placed"])
    for k, fm in enumerate(FM_NAME):
        x = x0 + lead + k * cell
        info = p["family"][fm]
        if info["placed"]:
            c.draw.rounded_rectangle(
                (x, y, x + cell - 12, y + (56 if two else 30)),
                radius=6,
                fill=PLACED_FILL,
                outline=MUTED,
                width=1,
            )
            lines = [T.fm_word(fm), word("pic-lor-placed-short")] if two else [placed[fm]]
            for j, line in enumerate(lines):
                c.text(
                    (x + (cell - 12) / 2, y + 15 + 26 * j),
                    line,
                    c.min_text,
                    fill=MUTED,
                    anchor="mm",
                )
        else:
            fm_token(c, seat, fm, info["value"], x, y + 1)
            c.text((x + 66, y + 3), T.fm_word(fm), c.min_text)
    y += 66 if two else 40
    if p["federico"]:
        y = c.paragraph(
            x0,
            y,
            word(
                "pic-lor-federico",
                leader=T.leader_name("L4"),
                fm=T.fm_word(p["federico"]),
            ),
            c.width - 2 * PAD,
            c.min_text,
        )
    return y + 4


def _cards_band(c: Canvas, y: int, colour: str, label: str, cards: list[CardRef]) -> int:
    """One colour's cards: a band in the tower's tint, its count, then every card's name."""
    x0, x1 = PAD, c.width - PAD
    label_w = 180
    names = ", ".join(T.card_name(card["id"]) for card in cards) or word("pic-lor-none")
    lines = c.lines(names, c.min_text, x1 - x0 - label_w - 14)
    box = (x0, y, x1, y + 12 + LINE * len(lines))
    c.draw.rounded_rectangle(
        box, radius=8, fill=TOWER_TINT[colour], outline=TOWER_EDGE[colour], width=2
    )
    c.record_panel(box)
    c.text((x0 + 10, y + 7), f"{label} {len(cards)}", c.min_text, bold=True)
    ty = y + 7
    for line in lines:
        c.text((x0 + label_w, ty), line, c.min_text, fill=INK if cards else MUTED)
        ty += LINE
    return box[3] + 6


__all__ = ["hand_canvas_for", "hand_lines", "render_hand"]
