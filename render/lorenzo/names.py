"""The short names the Lorenzo pictures print for board things; choices name the same.

`space_name` turns a view key (``tower.green.1``, ``market.2``, ``council``,
``harvest.small``) into the words drawn on the phone picture, so a choice's ``ref`` (a
view key) or its label can be found on the picture it is sent with.
"""

from __future__ import annotations

from typing import Any

SPACE_AREA = {"market": "Market", "council": "Council palace", "harvest": "Harvest", "production": "Production"}
SIZE_WORD = {"small": "(small)", "large": "(large)"}  # as the engine's labels name them
DIE_LETTER = {"white": "W", "black": "B", "orange": "O", "neutral": "N"}
TYPE_LETTER = {"territory": "T", "building": "B", "character": "C", "venture": "V"}
TYPE_LABEL = {"territory": "Territories", "building": "Buildings", "character": "Characters",
              "venture": "Ventures"}


def space_name(space_id: str) -> str:
    """``tower.green.1`` -> ``green 1``; ``market.2`` -> ``Market 2``; ``council`` ->
    ``Council palace``; ``harvest.small`` -> ``Harvest (small)`` (the engine's own label)."""
    parts = space_id.split(".")
    if parts[0] == "tower" and len(parts) == 3:
        return f"{parts[1]} {parts[2]}"
    area = SPACE_AREA.get(parts[0], parts[0].capitalize())
    if len(parts) == 1:
        return area
    return f"{area} {SIZE_WORD.get(parts[1], parts[1])}"


def bonus_tile_name(tile_id: str) -> str:
    """``basic`` -> ``Basic bonus tile``; ``A`` -> ``Bonus tile A`` (the advanced tiles' letters)."""
    return "Basic bonus tile" if tile_id == "basic" else f"Bonus tile {tile_id}"


def bonus_tile_lines(player: dict[str, Any], view: dict[str, Any]) -> list[str]:
    """A player's personal bonus tile in two lines (harvest, production), or one line saying
    it is not chosen yet and which tiles are free."""
    tile = player.get("bonus_tile")
    if tile:
        return [f"{bonus_tile_name(tile.get('id', ''))}: harvest {tile.get('harvest', '')}",
                f"production {tile.get('production', '')}"]
    free = ", ".join(t.get("id", "") for t in view.get("bonus_tiles_available", []))
    return ["Bonus tile not chosen yet" + (f" (available: {free})" if free else "")]


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def with_names(text: str, names: list[str]) -> str:
    """An engine sentence with ``{p0}``-style seat tokens replaced by display names."""
    for s, name in enumerate(names):
        text = text.replace(f"{{p{s}}}", name)
    return text


def ref_name(view: dict[str, Any], ref: str) -> str:
    """The words the phone picture prints for a choice's ``ref`` (a view key): a space's
    name, a card's name (cards are shown by name, never by code), a tile's text."""
    if ref.startswith("tower.") or ref.split(".")[0] in SPACE_AREA:
        return space_name(ref)
    for tower in view.get("towers", {}).values():
        for floor in tower.get("floors", []):
            if floor.get("card") and floor["card"].get("id") == ref:
                return floor["card"]["name"]
    for p in view.get("players", []):
        for cards in p.get("cards", {}).values():
            for card in cards:
                if card.get("id") == ref:
                    return card["name"]
        for ld in p.get("leaders", []):
            if ld.get("id") == ref:
                return ld["name"]
    for tile in view.get("excommunication_tiles", []):
        if tile.get("id") == ref:
            return tile["text"]
    return ref
