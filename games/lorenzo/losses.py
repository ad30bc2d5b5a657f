"""Warnings before a loss (issue 13, point 6): what a choice offers that the player will not get.

Every place where the rules let a choice give less than it shows:

- faith points beyond 15 are lost (A-8): privileges, cards, harvests, exchanges, leaders;
- a period-1 excommunication takes 1 of a resource or MP per source (EX-2): action spaces,
  floor bonuses, cards, privileges, leaders; the wood/stone tile makes the player give one back;
- the Preacher takes away the floor bonuses of floors 3 and 4 (E-7);
- a harvest or production below action value 1 gives nothing (HP-3, HP-10), and cards whose
  activation value is above it stay idle (HP-6, HP-7);
- servants spent beyond what the action can use give nothing (only with ``no_overspend`` off).

`warning` returns one short sentence (with the numbers) for the choice's detail, or None: a
``lor-loss`` message whose parts are ``lor-loss-…``; the table path adds it (present.py),
`legal_ids` never computes it.
"""

from __future__ import annotations

from games.messages import Msg, msg

from . import words as W
from .data import (
    BONUS_TILES,
    CARDS,
    FLOOR_BONUS,
    FP_MAX,
    LEADERS,
    PREACHER,
    PRIVILEGES,
    RESOURCES,
    SPACES,
    TOWER_OF,
    Gain,
)
from .effects import (
    adjusted,
    character_bonus,
    floor_bonus,
    has,
    malus,
    servant_value,
    wood_stone_choice,
)
from .placing import Reach
from .rules import _action_value, _bonus_hp_servants, _hp_value, _servant_options
from .state import LorenzoState, Player, Step


def warning(state: LorenzoState, step: Step | None, seat: int, choice_id: str) -> Msg | None:
    parts = _parts(state, step, seat, choice_id)
    return msg("lor-loss", parts=W.joined(parts, "lor-semicolon")) if parts else None


def _parts(state: LorenzoState, step: Step | None, seat: int, choice_id: str) -> list[Msg]:
    if step is None or not 0 <= seat < len(state.p):
        return []
    p = state.p[seat]
    kind, _, arg = choice_id.partition(":")
    if kind == "space" and arg in TOWER_OF:
        return _tower(state, p, arg)
    if kind == "space" and arg in SPACES:
        sp = SPACES[arg]
        if sp.area in ("market", "council"):
            return gain_losses(state, p, [(sp.gain, "space")])
        return _space_hp(state, step, p, arg)
    if kind == "privilege" and arg in PRIVILEGES:
        return gain_losses(state, p, [(PRIVILEGES[arg], "privilege")])
    if kind == "servants" and step.kind == "servants":
        return _servants(state, step, p, int(arg))
    if kind == "servants" and step.kind == "bonus_hp":
        return _bonus_hp(state, step, p, int(arg))
    if kind == "exchange" and step.kind == "exchange" and step.items:
        x = CARDS[step.items[0]].permanent.exchanges[int(arg)]
        return gain_losses(state, p, [(x.get, "permanent")])
    if choice_id.startswith("leader:use:"):
        lid = arg.split(":")[1]
        ability = p.copied if lid == "L15" and p.copied else lid
        return gain_losses(state, p, [(LEADERS[ability].gain, "leader")])
    return []


def gain_losses(
    state: LorenzoState, p: Player, sources: list[tuple[Gain, str]], faith_only: bool = False
) -> list[Msg]:
    """What the gain pipeline (ALG-4) will take from these sources, received one after another
    (``faith_only``: only the faith points over the cap)."""
    less: dict[str, int] = {}
    give_back = 0
    faith = 0
    for g, source in sources:
        got = adjusted(p, g, source, state.wood_stone_both)
        double = 2 if source == "card" and has(p, "L18") else 1
        for key, amount in g.amounts:
            cut = amount * (double if key in RESOURCES else 1) - got.get(key, 0)
            if cut > 0:
                less[key] = less.get(key, 0) + cut
        give_back += wood_stone_choice(p, g, source, state.wood_stone_both)
        faith += got.get("fp", 0)
    parts = []
    if less and not faith_only:
        parts.append(msg("lor-loss-excommunicated", what=W.amounts(less.items())))
    if give_back and not faith_only:
        parts.append(msg("lor-loss-give-back"))
    over = min(faith, p.fp + faith - FP_MAX)
    if over > 0:
        parts.append(msg("lor-loss-faith-full", faith=W.amount("fp", over)))
    return parts


def _tower(state: LorenzoState, p: Player, space: str) -> list[Msg]:
    """The floor bonus (T-5) and the card's immediate gain (D-3) of a tower space."""
    ttype, floor = TOWER_OF[space]
    card = state.towers[ttype][floor]
    parts = []
    printed = FLOOR_BONUS[ttype][floor]
    if printed and PREACHER in p.cards["character"]:
        parts.append(msg("lor-loss-preacher", card=W.card(PREACHER), bonus=W.gain_text(printed)))
    sources = [(floor_bonus(p, ttype, floor), "space")]
    if card is not None:
        sources.append((CARDS[card].immediate.gain, "card"))
    return parts + gain_losses(state, p, sources)


def _space_hp(state: LorenzoState, step: Step, p: Player, space: str) -> list[Msg]:
    """A harvest or production space at the fewest servants the choice names."""
    sp = SPACES[space]
    reach = Reach(state, step.seat)
    fm = step.fm or ""
    servants = reach.first_servants(fm, space) or 0
    value = (
        reach.value(fm)
        + servant_value(p, servants)
        + character_bonus(p, sp.area)
        - malus(p, sp.area)
        - sp.malus
    )
    return _yield(state, p, sp.area, value)


def _servants(state: LorenzoState, step: Step, p: Player, n: int) -> list[Msg]:
    """A servant amount for a placement or a bonus card: beyond the fewest, the extra ones only
    raise a value nothing reads (towers, market, council) or that no own card asks for."""
    options = _servant_options(state, step)
    if not options or n not in options:
        return []
    space = step.space or ""
    area = SPACES[space].area if space in SPACES else ""
    if area not in ("harvest", "production"):
        extra = n - options[0]
        return [_overspent(extra)] if extra > 0 else []
    value = _action_value(state, step, n)
    return _yield(state, p, area, value) + _hp_overspent(state, step, p, area, n, options, value)


def _bonus_hp(state: LorenzoState, step: Step, p: Player, n: int) -> list[Msg]:
    action = step.action or ""
    value = _hp_value(state, step, n)
    options = _bonus_hp_servants(state, step)
    return _yield(state, p, action, value) + _hp_overspent(
        state, step, p, action, n, options, value
    )


def _hp_overspent(
    state: LorenzoState, step: Step, p: Player, action: str, n: int, options: list[int], value: int
) -> list[Msg]:
    """Servants past the amount that reaches the highest activation value among the player's
    cards of this action (or 1) add nothing."""
    ttype = "territory" if action == "harvest" else "building"
    useful = max([1] + [CARDS[c].activation for c in p.cards[ttype]])
    if value <= useful:
        return []
    rate = 2 if "EXC-13" in p.excommunications else 1
    extra = min(n, (value - useful) * rate)
    return [_overspent(extra)] if extra > 0 else []


def _overspent(n: int) -> Msg:
    return msg("lor-loss-overspent", servants=W.amount("servants", n))


def _yield(state: LorenzoState, p: Player, action: str, value: int) -> list[Msg]:
    """HP-3 / HP-10: nothing below value 1; cards above the value stay idle (HP-6, HP-7)."""
    if value < 1:
        return [msg(f"lor-loss-nothing-{action}", value=value)]
    ttype = "territory" if action == "harvest" else "building"
    idle = [c for c in p.cards[ttype] if CARDS[c].activation > value]
    parts = []
    if idle:
        parts.append(msg(f"lor-loss-idle-{ttype}", value=value, n=len(idle)))
    if action == "harvest":
        sources = [(BONUS_TILES[p.tile].harvest, "tile")]
        sources += [
            (CARDS[c].permanent.gain, "permanent")
            for c in p.cards["territory"]
            if CARDS[c].activation <= value
        ]
        parts += gain_losses(state, p, sources, faith_only=True)
    return parts
