"""The short names the Lorenzo pictures print for board things; choices name the same.

`space_name` turns a view key (``tower.green.1``, ``market.2``, ``council``,
``harvest.small``) into the words drawn on the phone picture, so a choice's ``ref`` (a
view key) or its label can be found on the picture it is sent with. Every name is in the
picture's language (`render.lorenzo.texts`).
"""

from __future__ import annotations

from games.lorenzo.views import CardType, FamilyMember, PlayerView, PublicView
from render.lorenzo import texts as T
from render.words import word

DIE_LETTER: dict[FamilyMember, str] = {"white": "W", "black": "B", "orange": "O", "neutral": "N"}
TYPE_LETTER: dict[CardType, str] = {
    "territory": "T",
    "building": "B",
    "character": "C",
    "venture": "V",
}


def space_name(space_id: str) -> str:
    """``tower.green.1`` -> ``green 1``; ``market.2`` -> ``Market 2``; ``council`` ->
    ``Council palace``; ``harvest.small`` -> ``Harvest (small)`` (the engine's own label)."""
    return T.space_name(space_id)


def bonus_tile_name(tile_id: str) -> str:
    """``basic`` -> ``Basic bonus tile``; ``A`` -> ``Bonus tile A`` (the advanced tiles'
    letters)."""
    return T.tile_name(tile_id)


def bonus_tile_lines(player: PlayerView, view: PublicView) -> list[str]:
    """A player's personal bonus tile in two lines (harvest, production), or one line saying
    it is not chosen yet and which tiles are free."""
    tile = player["bonus_tile"]
    if tile:
        harvest, production = T.tile_gains(tile["id"])
        return [
            word("pic-lor-tile-harvest", tile=bonus_tile_name(tile["id"]), what=harvest),
            word("pic-lor-tile-production", what=production),
        ]
    free = ", ".join(t["id"] for t in view["bonus_tiles_available"])
    if free:
        return [word("pic-lor-tile-not-chosen-free", free=free)]
    return [word("pic-lor-tile-not-chosen")]


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else word("pic-player", n=seat + 1)


def ref_name(view: PublicView, ref: str) -> str:
    """The words the phone picture prints for a choice's ``ref`` (a view key): a space's
    name, a card's name (cards are shown by name, never by code), a tile's text."""
    if ref.startswith("tower.") or ref.split(".")[0] in (
        "market",
        "council",
        "harvest",
        "production",
    ):
        return space_name(ref)
    towers = view["towers"]
    for tower in (towers["green"], towers["yellow"], towers["blue"], towers["purple"]):
        for floor in tower["floors"]:
            card = floor["card"]
            if card is not None and card["id"] == ref:
                return T.card_name(ref)
    for p in view["players"]:
        held = p["cards"]
        for cards in (held["territory"], held["building"], held["character"], held["venture"]):
            for ref_card in cards:
                if ref_card["id"] == ref:
                    return T.card_name(ref)
        for ld in p["leaders"]:
            if ld["id"] == ref:
                return T.leader_name(ref)
    for tile in view["excommunication_tiles"]:
        if tile["id"] == ref:
            return T.excommunication(ref)
    return ref
