"""The short names the Lorenzo pictures print for board things; choices name the same.

`space_name` turns a view key (``tower.green.1``, ``market.2``, ``council``,
``harvest.small``) into the words drawn on the phone picture, so a choice's ``ref`` (a
view key) or its label can be found on the picture it is sent with.
"""

from __future__ import annotations

from games.lorenzo.views import CardType, FamilyMember, PlayerView, PublicView

SPACE_AREA = {
    "market": "Market",
    "council": "Council palace",
    "harvest": "Harvest",
    "production": "Production",
}
SIZE_WORD = {"small": "(small)", "large": "(large)"}  # as the engine's labels name them
DIE_LETTER: dict[FamilyMember, str] = {"white": "W", "black": "B", "orange": "O", "neutral": "N"}
TYPE_LETTER: dict[CardType, str] = {
    "territory": "T",
    "building": "B",
    "character": "C",
    "venture": "V",
}
TYPE_LABEL: dict[CardType, str] = {
    "territory": "Territories",
    "building": "Buildings",
    "character": "Characters",
    "venture": "Ventures",
}


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
    """``basic`` -> ``Basic bonus tile``; ``A`` -> ``Bonus tile A`` (the advanced tiles'
    letters)."""
    return "Basic bonus tile" if tile_id == "basic" else f"Bonus tile {tile_id}"


def bonus_tile_lines(player: PlayerView, view: PublicView) -> list[str]:
    """A player's personal bonus tile in two lines (harvest, production), or one line saying
    it is not chosen yet and which tiles are free."""
    tile = player["bonus_tile"]
    if tile:
        return [
            f"{bonus_tile_name(tile['id'])}: harvest {tile['harvest']}",
            f"production {tile['production']}",
        ]
    free = ", ".join(t["id"] for t in view["bonus_tiles_available"])
    return ["Bonus tile not chosen yet" + (f" (available: {free})" if free else "")]


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def with_names(text: str, names: list[str]) -> str:
    """An engine sentence with ``{p0}``-style seat tokens replaced by display names."""
    for s, name in enumerate(names):
        text = text.replace(f"{{p{s}}}", name)
    return text


def ref_name(view: PublicView, ref: str) -> str:
    """The words the phone picture prints for a choice's ``ref`` (a view key): a space's
    name, a card's name (cards are shown by name, never by code), a tile's text."""
    if ref.startswith("tower.") or ref.split(".")[0] in SPACE_AREA:
        return space_name(ref)
    towers = view["towers"]
    for tower in (towers["green"], towers["yellow"], towers["blue"], towers["purple"]):
        for floor in tower["floors"]:
            card = floor["card"]
            if card is not None and card["id"] == ref:
                return card["name"]
    for p in view["players"]:
        held = p["cards"]
        for cards in (held["territory"], held["building"], held["character"], held["venture"]):
            for ref_card in cards:
                if ref_card["id"] == ref:
                    return ref_card["name"]
        for ld in p["leaders"]:
            if ld["id"] == ref:
                return ld["name"]
    for tile in view["excommunication_tiles"]:
        if tile["id"] == ref:
            return tile["text"]
    return ref
