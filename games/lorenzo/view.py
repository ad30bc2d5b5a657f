"""view(state, seat): everything a renderer needs; hidden information only for its owner."""

from __future__ import annotations

from typing import Any, cast

from games.contract import seat_token

from .data import (
    BONUS_TILES,
    CARDS,
    EXCOMMUNICATIONS,
    FAITH_REQUIRED,
    FAITH_VP,
    FLOOR_BONUS,
    FLOOR_MIN,
    LEADERS,
    PREACHER,
    SLOT_MP,
    SPACES_LIST,
    TOWER_COLOUR,
)
from .effects import fm_value
from .present import space_label
from .state import LorenzoState, Player
from .views import (
    CardRef,
    CardType,
    CardView,
    DeckSizes,
    Dice,
    FamilyView,
    FinalView,
    FloorView,
    HeldCards,
    LastMove,
    LeaderInPlay,
    LeaderView,
    MemberOnSpace,
    MemberState,
    PlayerView,
    PublicView,
    SeatView,
    SpaceView,
    TileView,
    Towers,
    TowerView,
    card_type,
    family_member,
)
from .words import english

PREACHER_TEXT = "No bonuses from tower floors 3 and 4"  # E-7


# The view's texts are drawn in small card boxes: they keep the short "MP" / "FP", which the
# pictures explain beside the tracks and the player's points (choices and log lines say words).


def card_view(cid: str) -> CardView:
    c = CARDS[cid]
    permanent = PREACHER_TEXT if cid == PREACHER else c.permanent.text(short=True)
    return {
        "id": cid,
        "name": c.name,
        "type": card_type(c.type),
        "period": c.period,
        "cost": [x.text(short=True) for x in c.costs],
        "immediate": c.immediate.text(short=True),
        "activation": c.activation or None,
        "permanent": permanent,
        "bonus": list(c.bonus) if c.bonus else None,
        "discount": c.discount.text(short=True) if c.discount else None,
        "end_vp": c.end_vp,
    }


def leader_view(lid: str) -> LeaderView:
    ld = LEADERS[lid]
    return {
        "id": lid,
        "name": ld.name,
        "requirement": ld.req.text(short=True),
        "ability": ld.text,
        "once_per_round": ld.once,
    }


def tile_view(tid: str) -> TileView:
    return {
        "id": tid,
        "harvest": BONUS_TILES[tid].harvest.text(short=True),
        "production": BONUS_TILES[tid].production.text(short=True),
    }


def final_view(state: LorenzoState) -> FinalView | None:
    """The breakdown per seat (keys "0", "1", …) plus winner / ranking / tiebreak (SC-9)."""
    if state.final is None:
        return None
    from .scoring import result

    r = result(state)
    out: dict[str, Any] = {k: dict(v) for k, v in state.final.items()}
    if r is not None:
        out.update(winner=r.winners[0], ranking=list(r.ranking), tiebreak=english(r.tiebreak))
    # seats under "0", "1", … (scoring.final_scoring) and the result: views.FinalView's keys
    return cast(FinalView, out)


def status(state: LorenzoState) -> str:
    from .rules import STEPS

    if state.phase == "over":
        return "Game over"
    where = f"Round {state.round}/6, period {(state.round + 1) // 2}" if state.round else "Setup"
    if not state.pending:
        return where
    step = state.pending[-1]
    who = seat_token(step.seat) if step.seat >= 0 else "everyone"
    return f"{where}, {state.phase}: {who} to {STEPS.asks[step.kind].doing}"


def _members(state: LorenzoState, space: str) -> list[MemberOnSpace]:
    return [
        {"seat": pl.seat, "fm": family_member(pl.fm), "value": pl.value}
        for pl in state.placements
        if pl.space == space
    ]


def _tower(state: LorenzoState, t: CardType) -> TowerView:
    floors: list[FloorView] = []
    for f in range(4):
        sp = f"tower.{TOWER_COLOUR[t]}.{f + 1}"
        cid = state.towers.get(t, [None] * 4)[f]
        floors.append(
            {
                "space": sp,
                "label": space_label(sp),
                "floor": f + 1,
                "min_value": [1, 3, 5, 7][f],
                "bonus": FLOOR_BONUS[t][f].text(short=True) if FLOOR_BONUS[t][f] else None,
                "card": card_view(cid) if cid else None,
                "family": _members(state, sp),
            }
        )
    return {"type": t, "floors": floors}


def _towers(state: LorenzoState) -> Towers:
    return {
        "green": _tower(state, "territory"),
        "yellow": _tower(state, "building"),
        "blue": _tower(state, "character"),
        "purple": _tower(state, "venture"),
    }


def _spaces(state: LorenzoState) -> list[SpaceView]:
    spaces: list[SpaceView] = []
    for sp in SPACES_LIST:
        if sp.area.startswith("tower"):
            continue
        spaces.append(
            {
                "id": sp.id,
                "label": space_label(sp.id),
                "area": sp.area,
                "gain": sp.gain.text(short=True) if sp.gain else None,
                "malus": sp.malus,
                "covered": sp.min_players > state.players,
                "family": _members(state, sp.id),
            }
        )
    return spaces


def _held(p: Player) -> HeldCards:
    def refs(t: CardType) -> list[CardRef]:
        return [{"id": c, "name": CARDS[c].name} for c in p.cards[t]]

    return {
        "territory": refs("territory"),
        "building": refs("building"),
        "character": refs("character"),
        "venture": refs("venture"),
    }


def _family(state: LorenzoState, p: Player) -> FamilyView:
    def member(fm: str) -> MemberState:
        return {"value": fm_value(state, p, fm) if state.dice else None, "placed": fm in p.placed}

    return {
        "white": member("white"),
        "black": member("black"),
        "orange": member("orange"),
        "neutral": member("neutral"),
    }


def _leaders_in_play(p: Player) -> list[LeaderInPlay]:
    return [{**leader_view(x), "used": x in p.used} for x in p.leaders]


def _deck_sizes(state: LorenzoState) -> DeckSizes:
    def size(t: CardType) -> int:
        return len(state.decks.get(t, []))

    return {
        "territory": size("territory"),
        "building": size("building"),
        "character": size("character"),
        "venture": size("venture"),
    }


def view(state: LorenzoState, seat: int | None) -> PublicView | SeatView:
    scores = (
        [state.final[str(i)]["total"] for i in range(state.players)]
        if state.final
        else [p.vp for p in state.p]
    )
    choosing = {
        step.seat for step in state.pending if step.kind == "tile"
    }  # S-10: tile not chosen yet
    players: list[PlayerView] = []
    for i, p in enumerate(state.p):
        players.append(
            {
                "seat": i,
                "resources": {
                    "wood": p.wood,
                    "stone": p.stone,
                    "servants": p.servants,
                    "coins": p.coins,
                },
                "vp": p.vp,
                "mp": p.mp,
                "fp": p.fp,
                "faith_vp": p.faith_vp,
                "bonus_tile": None if i in choosing else tile_view(p.tile),
                "cards": _held(p),
                "excommunications": list(p.excommunications),
                "leaders": _leaders_in_play(p),
                "lorenzo_copy": p.copied,
                "federico": family_member(p.federico) if p.federico else None,
                "hand_size": len(p.hand),
                "family": _family(state, p),
            }
        )
    out: PublicView = {
        "status": status(state),
        "deciding": state.pending[-1].kind if state.pending else None,
        "scores": scores,
        "round": state.round,
        "period": (state.round + 1) // 2 if state.round else 0,
        "phase": state.phase,
        "turn_order": list(state.order),
        "current": state.pending[-1].seat
        if state.pending and state.pending[-1].seat >= 0
        else None,
        "dice": cast(Dice, dict(state.dice)),  # the three dice (rules.roll) or none yet
        "towers": _towers(state),
        "spaces": _spaces(state),
        "council": list(state.council),
        "excommunication_tiles": [
            {
                "id": x,
                "period": i + 1,
                "text": EXCOMMUNICATIONS[x].text,
                "faith_required": FAITH_REQUIRED[i + 1],
                "excommunicated": [j for j, p in enumerate(state.p) if x in p.excommunications],
            }
            for i, x in enumerate(state.excommunication_tiles)
        ],
        "deck_sizes": _deck_sizes(state),
        "players": players,
        "last": state.last,
        "last_move": cast(LastMove, dict(state.last_move)),  # the keys rules._place sets
        "options": {
            "bonus_tiles": "advanced" if state.bonus_tiles == "advanced" else "basic",
            "leaders": state.leaders_on,
            "no_overspend": state.no_overspend,
        },
        "final": final_view(state),
        "bonus_tiles_available": (
            [tile_view(t) for t in ("A", "B", "C", "D") if t not in {q.tile for q in state.p}]
            if choosing
            else []
        ),
        "board": {  # printed board values (data.py)
            "faith_vp": list(FAITH_VP),
            "faith_required": [FAITH_REQUIRED[i] for i in (1, 2, 3)],
            "territory_mp": list(SLOT_MP),
            "floor_min": list(FLOOR_MIN),
        },
    }
    if seat is not None and 0 <= seat < state.players:
        mine = state.p[seat]
        own: SeatView = {
            **out,
            "private": {
                "seat": seat,
                "hand": [leader_view(x) for x in mine.hand],
                "draft": [leader_view(x) for x in state.draft[seat]] if state.draft else [],
            },
        }
        return own
    return out
