"""The fallback board: header band, score strip, and the public view as readable text.

Used for any game without its own renderer (and the test game), so every engine is
playable the moment it is registered.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    BACKGROUND,
    BAND,
    INK,
    MUTED,
    WIDTH,
    draw_seat_mark,
    font,
    wrap,
)
from render.words import word

MARGIN = 32
BODY = 24
MAX_LINES = 60  # a phone screen or two; the rest is in /hand and /history


def _flatten(value: Any, prefix: str = "") -> list[str]:
    if isinstance(value, dict):
        out: list[str] = []
        simple = all(not isinstance(v, (dict, list)) for v in value.values())
        if simple and value:
            inner = ", ".join(f"{k}: {v}" for k, v in value.items())
            return [f"{prefix}{inner}" if not prefix else f"{prefix} {inner}"]
        for k, v in value.items():
            out += _flatten(v, f"{prefix}{k}:" if not prefix else f"{prefix} {k}:")
        return out
    if isinstance(value, list):
        if all(not isinstance(v, (dict, list)) for v in value):
            return [
                f"{prefix} " + ", ".join(str(v) for v in value)
                if prefix
                else ", ".join(map(str, value))
            ]
        out = []
        for i, v in enumerate(value):
            out += _flatten(v, f"{prefix}[{i}]")
        return out
    return [f"{prefix} {value}" if prefix else str(value)]


def render_generic(
    title: str, view: dict[str, Any], names: list[str], last_move: str = ""
) -> Image.Image:
    body_font = font(BODY)
    head_font = font(34, bold=True)
    rest = {k: v for k, v in view.items() if k not in ("status", "scores")}
    lines: list[str] = []
    for key, value in rest.items():
        for line in _flatten(value, f"{key}:"):
            lines += wrap(line, body_font, WIDTH - 2 * MARGIN)
        if len(lines) > MAX_LINES:
            break
    if len(lines) > MAX_LINES:
        lines = lines[: MAX_LINES - 1] + ["…"]
    header_h = 150
    strip_h = 70 * max(1, (len(names) + 1) // 2)
    height = header_h + strip_h + 30 + len(lines) * (BODY + 10) + MARGIN
    img = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, header_h), fill=BAND)
    d.text((MARGIN, 20), title, font=head_font, fill=INK)
    d.text((MARGIN, 70), str(view.get("status", "")), font=font(26), fill=INK)
    if last_move:
        d.text(
            (MARGIN, 108),
            wrap(word("pic-last", move=last_move), font(22), WIDTH - 2 * MARGIN)[0],
            font=font(22),
            fill=MUTED,
        )
    scores = view.get("scores") or []
    for i, name in enumerate(names):
        col, row = i % 2, i // 2
        x = MARGIN + col * (WIDTH // 2)
        y = header_h + 15 + row * 70
        draw_seat_mark(d, i, x + 24, y + 26, 22)
        vp = word("pic-vp", vp=scores[i]) if i < len(scores) else ""
        d.text((x + 60, y + 10), f"{name}  {vp}", font=font(28, bold=True), fill=INK)
    y = header_h + strip_h + 30
    for line in lines:
        d.text((MARGIN, y), line, font=body_font, fill=INK)
        y += BODY + 10
    return img
