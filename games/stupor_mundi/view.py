"""What a seat (or the public, seat None) may see. No hands, deck orders or face-down cards
in the public view."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from games.contract import seat_token
from games.messages import Text, msg, to_json

from . import data as D
from . import words as W
from .core import (
    ally_ids,
    count_kind,
    free_slots,
    hand_limit,
    open_ally_spaces,
    spec_pos,
    storage_capacity,
    structures,
    wp_effects,
)
from .edicts import edict_text
from .state import AllyPlace, CardPlace, SMState
from .views import (
    AllyPlaceView,
    CardPlaceView,
    EdictView,
    MarketView,
    PlayerView,
    ResultExtra,
    SlotView,
    StuporMundiView,
)

if TYPE_CHECKING:
    from .rules import StuporMundi


def _edict(tile: str | None) -> EdictView | None:
    if tile is None:
        return None
    return {"id": tile, "symbols": D.EDICTS[tile].symbols, "text": edict_text(tile)}


def _market(mid: str) -> MarketView:
    m = D.MARKETS[mid]
    return {
        "id": mid,
        "side": mid.split(".")[1],
        "sell": {"grain": m.sell_grain, "stone": m.sell_stone, "aug": m.sell_aug},
        "buy": {"aug": m.buy_aug, "grain": m.buy_grain, "stone": m.buy_stone},
    }


def _ally_place(ap: AllyPlace) -> AllyPlaceView:
    top = D.ally_of(ap.stack[-1]) if ap.stack and ap.up else None
    return {
        "place": ap.id,
        "cost": ap.cost,
        "top": None
        if top is None
        else {"id": top.id, "name": top.name, "kind": top.kind, "condition": top.cond},
        "face_down": len(ap.stack) - (1 if top is not None else 0),
    }


def _card_place(cp: CardPlace) -> CardPlaceView:
    if cp.card is None:
        return {"place": cp.id, "card": None}
    c = D.card_def(cp.card)
    return {
        "place": cp.id,
        "card": c.id,
        "name": c.name,
        "text": c.text,
        "level": c.level,
        "cost": "1 card" if c.cost_aug is None else f"{c.cost_aug} aug",
    }


def _player(state: SMState, seat: int, private: bool) -> PlayerView:
    p = state.pl[seat]
    slots: list[SlotView] = []
    for i, c in enumerate(p.slots):
        if c is None:
            slots.append(
                {"slot": i + 1, "card": None, "face_up": None, "locked": i == 5 and not p.slot6}
            )
        elif p.face_up[i] or private:
            slots.append(
                {
                    "slot": i + 1,
                    "card": D.card_def(c).id,
                    "name": D.card_def(c).name,
                    "face_up": p.face_up[i],
                    "locked": False,
                }
            )
        else:
            slots.append({"slot": i + 1, "card": "hidden", "face_up": False, "locked": False})
    out: PlayerView = {
        "seat": seat,
        "house": D.HOUSE_NAMES.get(p.house, ""),
        "vp": p.vp,
        "aug": p.aug,
        "grain": p.grain,
        "stone": p.stone,
        "storage": storage_capacity(p),
        "ship": D.CITIES[p.ship],
        "specialists": [
            {"path": spec_pos(c)[0] or "start", "space": spec_pos(c)[1]} for c in p.specs
        ],
        "workplace_benefits": wp_effects(state, seat),
        "castle": sorted(p.castle),
        "structures": structures(p),
        "towers": count_kind(p, "tower"),
        "walls": count_kind(p, "wall"),
        "keeps": count_kind(p, "keep"),
        "board_pieces": list(p.pieces),
        "keep_covers": list(p.covers),
        "great_structures": p.greats,
        "ally_spaces": [
            {
                "space": i + 1,
                "open": (i + 1) in open_ally_spaces(p),
                "ally": D.ally_of(t).id if t else None,
                "edict_icon": i + 1 == D.EDICT_ALLY_SPACE,
            }
            for i, t in enumerate(p.allies)
        ],
        "allies": ally_ids(p),
        "slots": slots,
        "hand_count": len(p.hand),
        "hand_limit": hand_limit(state, seat),
        "draw_count": len(p.draw),
        "discard": [D.card_def(c).id for c in p.discard],
        "removed": [D.card_def(c).id for c in p.removed],
        "edicts": list(p.edicts),
        "passed": p.passed,
        "free_slots": free_slots(p),
        "vp_by": dict(p.vp_by),
    }
    if private:
        out["hand"] = [D.card_def(c).id for c in p.hand]
    return out


def _status(game: StuporMundi, state: SMState) -> str:
    if state.phase == "over":
        res = game.result(state)
        return f"Game over after round {state.round}" + (
            f"; winner {seat_token(res.winners[0])}" if res and len(res.winners) == 1 else ""
        )
    step = state.stack[-1] if state.stack else None
    who = seat_token(step.seat) if step is not None and step.seat >= 0 else "-"
    phase = "action phase" if state.phase == "action" else "end phase"
    return f"Round {state.round}, {phase}: {who} to decide"


def _prompt(game: StuporMundi, state: SMState) -> Text:
    """What the decider is choosing now (the Decision prompt), "" when nobody decides."""
    d = game.decision(state)
    if d is None:
        return ""
    if state.stack[-1].kind == "turn":
        return TURN_PROMPT
    return d.prompt


TURN_PROMPT = msg("sm-ask-turn-short")


def build_view(game: StuporMundi, state: SMState, seat: int | None) -> StuporMundiView:
    pal = state.palace
    eff = 2 if state.players == 1 else state.players
    prompt = _prompt(game, state)
    view: StuporMundiView = {
        "game": "stupor-mundi",
        "status": _status(game, state),
        "scores": [p.vp for p in state.pl],
        "round": state.round,
        "phase": state.phase,
        "first_player": state.first,
        "current": state.current,
        "decider": state.stack[-1].seat if state.stack else None,
        "prompt": W.english(prompt),
        "prompt_text": to_json(prompt),
        "end_flags": list(state.end_flags),
        "palace": {
            "grain": pal.grain,
            "stone": pal.stone,
            "treasury": pal.treasury,
            "towers": pal.towers,
            "walls": pal.walls,
            "keeps": pal.keeps,
            "court": pal.court,
            "specialist": pal.spec,
            "structures": pal.structures,
        },
        "edicts": {
            "active": [_edict(t) for t in state.active],
            "next": [_edict(t) for t in state.nexts],
            "pile": len(state.edict_pile),
            "rewards": dict(D.EDICT_REWARD_TEXT),
        },
        "workplace": {
            "paths": {
                path: [
                    {
                        "space": i,
                        "effect": (
                            f"CS-{state.countryside[path]}-{'I' if i == 1 else 'II'}"
                            if i in (1, 2)
                            else f"VL-{state.village[path]}-{'I' if i == 3 else 'II'}"
                            if i in (3, 4)
                            else "city"
                        ),
                        "grain_cost": D.ARROW_GRAIN[path][i],
                        "edict_token": f"{path}.{i}" in state.tokens,
                    }
                    for i in D.PATH_SPACES[path]
                ]
                for path in D.PATHS
            },
            "city_tiles": {k: list(v) for k, v in state.city_tiles.items()},
        },
        "voyage": {
            "cities": [
                {
                    "id": c,
                    "name": D.CITY_TITLES[c],
                    "market": _market(state.markets[i]),
                    "allies": [_ally_place(ap) for ap in state.ally_places if ap.city == c],
                    "cards": [_card_place(cp) for cp in state.card_places if cp.city == c],
                    "ships": [s for s, p in enumerate(state.pl) if p.ship == i],
                }
                for i, c in enumerate(D.CITIES)
            ],
            "deck": len(state.deck),
            "side": "1/2" if eff <= 2 else "3/4",
            # red-marked places covered by blocker tiles/cards (R-3.3 step 3)
            "blocked": [] if eff != 3 else [p.id for p in D.VOYAGE_SIDE_34 if p.four_only],
        },
        "players": [_player(state, s, private=(s == seat)) for s in range(state.players)],
        # action cards out of the game: in solo those Frederick removed from the card places
        # (face up, so public); the unseen rest of the A/B cards is never listed
        "out": [D.card_def(c).id for c in state.out],
    }
    if state.solo is not None:
        view["solo"] = {
            "frederick_ship": D.CITIES[state.solo.ship],
            "deck": len(state.solo.deck),
            "discard": list(state.solo.discard),
            "crowns": state.solo.crowns,
            "frederick_turns": state.solo.turns,
            # public by the rules: Frederick takes them from face-up places / active spaces
            "removed_allies": [D.ally_of(t).id for t in state.solo.removed_allies],
            "removed_edicts": list(state.solo.removed_edicts),
        }
    if state.phase == "over":
        res = game.result(state)
        assert res is not None  # a game over has its result
        # the contract's Result.extra is a plain dict; scoring.build_result fills these keys
        extra = cast(ResultExtra, res.extra)
        view["result"] = {
            "totals": res.totals,
            "breakdown": res.breakdown,
            "winners": list(res.winners),
            "tiebreak": W.english(res.tiebreak),
            "tiebreak_text": to_json(res.tiebreak),
            "extra": extra,
        }
    return view
