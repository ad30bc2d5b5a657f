"""What a choice would lose, said before the click (issue 13 point 6).

Every place in the rules where taking a choice loses part of what it gives:

* coins or guards beyond 20 (R-6.1): emergency action, favour 4, income dice (with E-DIE cards),
  the white die, E-TRACK, immediate card bonuses (bought, salvaged or repeated, with the C-COUNCIL /
  C-MERCHANT start cards), monastery rewards;
* influence beyond space 15 (R-7.1, A-16): a bought or salvaged card, E-TRACK, M-TRACK3,
  M-ALLTRACKS;
* a bonus with nothing to act on: I-FAVOUR with no favour tile left, I-REPEAT with no other card,
  I-SALVAGE with nothing affordable, I-WALK5 / I-BUYVP without the 5 guards / coins once the card is
  paid, I-COUNCILTAX with nobody behind on the grey track, I-PERMONASTERY with no monastery,
  I-EXPCOIN / I-EXPGUARD and favour 1 with no expedition to equip, favour 2 with no town die for the
  cap, favour 4 when both 7s overflow, M-SCORE2EXP without expeditions;
* a castle die placed 5th or later: only 4 favour tiles (R-5.3.1), it gets none unless a die before
  it takes the emergency action;
* a town die whose cost no card of the row is affordable at now;
* stopping a walk with steps left (R-8.2, "steps are not stored").

Only the table's `legal_choices` asks (present.py); `legal_ids` never pays for these. Each function
returns a sentence (a message ``coim-loss-…``) or ``""``.
"""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import rules
from games.coimbra import scoring as S
from games.coimbra import words as W
from games.coimbra.state import CoimbraState, Player, Step
from games.messages import Arg, Msg, msg

Loss = Msg | str
"""A warning, or ``""`` for none."""


def say(key: str, **args: Arg) -> Msg:
    return msg(f"coim-loss-{key}", **args)


def over_limit(pl: Player, coins: int = 0, guards: int = 0) -> Loss:
    parts: list[Arg] = []
    for have, get, word in ((pl.coins, coins, "coins"), (pl.guards, guards, "guards")):
        over = have + get - D.MAX_RESOURCE
        if get > 0 and over > 0:
            parts.append(W.amount(min(over, get), word))
    return say("limit", what=W.joined(parts, "coim-and-all")) if parts else ""


def over_track(pl: Player, track: str, n: int) -> Loss:
    lost = pl.tracks[track] + n - D.MAX_TRACK
    if n <= 0 or lost <= 0:
        return ""
    return say("track", track=W.track(track), at=pl.tracks[track], n=min(n, lost))


def join(*sentences: Loss) -> Loss:
    """Sentences one after the other (a space between them), the empty ones left out."""
    given = [s for s in sentences if s]
    if not given:
        return ""
    out = given[0]
    for s in given[1:]:
        out = msg("coim-then", a=out, b=s)
    return out


# -- what a card gives when it comes in ------------------------------------------------------


def _paid(pl: Player, resource: str | None, price: int) -> Player:
    after = pl.copy()
    if resource == "coins":
        after.coins -= price
    elif resource == "guards":
        after.guards -= price
    return after


def _immediate_gain(
    state: CoimbraState, seat: int, pl: Player, cid: str, new_pos: int | None
) -> tuple[int, int]:
    """Coins and guards an immediate bonus pays (``new_pos``: the card's track after its
    influence)."""
    card = D.CITIZENS[cid]
    b = card.bonus
    if b.kind in ("I-REWARD", "S-IMM"):
        reward = D.given(b.reward)
        return reward.coins, reward.guards
    if b.kind == "I-PERCOUNCIL":
        return 0, S.count_prof(state, seat, D.COUNCIL) + (cid not in pl.cards)
    if b.kind == "I-PERMERCHANT":
        return S.count_prof(state, seat, D.MERCHANT) + (cid not in pl.cards), 0
    if b.kind in ("I-EXPCOIN", "I-EXPGUARD"):
        return (4, 0) if b.kind == "I-EXPCOIN" else (0, 4)
    if b.kind == "I-INCOME":
        track = D.given(b.track)
        same = D.TRACK_OF[card.profession] == track
        pos = new_pos if new_pos is not None and same else pl.tracks[track]
        r = D.INCOME[(track, pos)]
        return r.coins, r.guards
    return 0, 0


def _bonus_wasted(state: CoimbraState, seat: int, pl: Player, cid: str, grey_gain: int) -> Loss:
    """A bonus with nothing to act on, judged with ``pl`` = the player once the card is paid and
    ``grey_gain`` = how far the card itself moves the grey disc first."""
    card = D.CITIZENS[cid]
    b = card.bonus
    k = b.kind
    if k == "I-FAVOUR" and not state.favour_row:
        return say("no-favour")
    if k == "I-REPEAT" and not X.repeat_targets(state, seat, D.given(b.profession)):
        return say("no-repeat", card=W.card_kind(D.given(b.profession)))
    if k == "I-WALK5" and pl.guards < 5:
        return say("walk5", n=W.amount(pl.guards, "guards"))
    if k == "I-BUYVP" and pl.coins < 5:
        return say("buyvp", n=W.amount(pl.coins, "coins"))
    if k == "I-PERMONASTERY" and not pl.monasteries:
        return say("no-monastery")
    if k == "I-SALVAGE" and not _can_salvage(state, seat, pl, cid):
        return say("no-salvage")
    if k == "I-COUNCILTAX" and not _anyone_behind(state, seat, grey_gain):
        return say("no-tax")
    if k in ("I-EXPCOIN", "I-EXPGUARD"):
        res = "coins" if k == "I-EXPCOIN" else "guards"
        have = min(D.MAX_RESOURCE, (pl.coins if res == "coins" else pl.guards) + 4)
        if not _can_equip_with(state, seat, pl, res, have):
            return say(f"no-expedition-{res}")
    return ""


def _can_salvage(state: CoimbraState, seat: int, pl: Player, cid: str) -> bool:
    start_cards = S.opts(state).salvage_start_cards
    for other in state.discard:
        card = D.CITIZENS[other]
        if other == cid or (card.back == "I" and not start_cards):
            continue
        resource = card.cost or "guards"
        if (pl.coins if resource == "coins" else pl.guards) >= rules.salvage_price(
            state, seat, other
        ):
            return True
    return False


def _anyone_behind(state: CoimbraState, seat: int, gain: int) -> bool:
    """I-COUNCILTAX after the card's own grey influence moved my disc (it lands on top of its
    stack)."""
    mine = state.p[seat].tracks[D.GREY]
    new = min(D.MAX_TRACK, mine + gain)
    moved = new != mine
    strict = S.opts(state).council_tax_strict_space
    for s in range(state.players):
        if s == seat:
            continue
        pos = state.p[s].tracks[D.GREY]
        if pos < new:
            return True
        if (
            pos == new
            and not strict
            and not moved
            and state.p[s].seq[D.GREY] > state.p[seat].seq[D.GREY]
        ):
            return True
    return False


def _can_equip_with(
    state: CoimbraState,
    seat: int,
    pl: Player,
    resource: str | None,
    have: int | None = None,
    discount: int = 0,
) -> bool:
    if pl.supply <= 0:
        return False
    for x in state.expeditions:
        e = D.EXPEDITIONS[x]
        if x in pl.expeditions or (resource and e.resource != resource):
            continue
        money = have if have is not None else (pl.coins if e.resource == "coins" else pl.guards)
        if money >= max(0, X.expedition_price(state, seat, x) - discount):
            return True
    return False


def card_comes_in(
    state: CoimbraState, seat: int, cid: str, resource: str | None, price: int, phase_c: bool = True
) -> Loss:
    """A card bought (or salvaged) for ``price``: influence over 15, coins / guards over 20, a
    wasted bonus."""
    card = D.CITIZENS[cid]
    pl = _paid(state.p[seat], resource, price)
    track = D.TRACK_OF[card.profession]
    new_pos = min(D.MAX_TRACK, pl.tracks[track] + card.influence)
    coins = guards = 0
    if card.timing == "I":
        coins, guards = _immediate_gain(state, seat, pl, cid, new_pos)
    if phase_c:
        starts = X.start_bonuses(state, seat)
        if card.profession == D.COUNCIL:
            guards += starts.count("C-COUNCIL")
        if card.profession == D.MERCHANT:
            coins += starts.count("C-MERCHANT")
    grey_gain = card.influence if track == D.GREY else 0
    wasted = _bonus_wasted(state, seat, pl, cid, grey_gain) if card.timing == "I" else ""
    return join(over_track(pl, track, card.influence), over_limit(pl, coins, guards), wasted)


def repeat_bonus(state: CoimbraState, seat: int, cid: str) -> Loss:
    pl = state.p[seat]
    coins, guards = _immediate_gain(state, seat, pl, cid, None)
    return join(over_limit(pl, coins, guards), _bonus_wasted(state, seat, pl, cid, 0))


# -- the other choices ---------------------------------------------------------------------------


def favour(state: CoimbraState, seat: int, fid: str) -> Loss:
    pl = state.p[seat]
    if fid == "F1" and not _can_equip_with(state, seat, pl, None, discount=D.EXPEDITION_DISCOUNT):
        return say("no-expedition-cheaper")
    if fid == "F2" and not X.cap_targets(state, seat):
        return say("no-cap") if state.cap_on is None else ""
    if fid == "F4":
        n = min(pl.coins, pl.guards) + 7 - D.MAX_RESOURCE
        return say("f4", n=n) if n > 0 else ""
    return ""


def income_die(state: CoimbraState, seat: int, colour: str) -> Loss:
    pl = state.p[seat]
    r = D.INCOME[(colour, pl.tracks[colour])]
    coins, guards = r.coins, r.guards
    for c in pl.cards:
        b = D.CITIZENS[c].bonus
        if b.kind == "E-DIE" and b.track == colour:
            coins += D.given(b.reward).coins
            guards += D.given(b.reward).guards
    return over_limit(pl, coins, guards)


def monastery(state: CoimbraState, seat: int, node: str) -> Loss:
    mid = state.map.get(node)
    pl = state.p[seat]
    if not mid or seat in state.map_discs.get(node, []):
        return ""
    b = D.MONASTERIES[mid].bonus
    if b.kind == "M-REWARD":
        return over_limit(pl, D.given(b.reward).coins, D.given(b.reward).guards)
    if b.kind == "M-TRACK3":
        return over_track(pl, D.given(b.track), 3)
    if b.kind == "M-ALLTRACKS":
        lost = sum(1 for t in D.TRACKS if pl.tracks[t] >= D.MAX_TRACK)
        return say("tracks", n=lost) if lost else ""
    if b.kind == "M-SCORE2EXP" and not pl.expeditions:
        return say("no-score-exp")
    return ""


def place_die(state: CoimbraState, seat: int, die_id: str, district: str) -> Loss:
    d = X.die(state, die_id)
    row = state.rows[district]
    if district == D.CASTLE:
        place = sum(1 for e in row if X.row_value(state, e) <= d.total) + 1
        n = len(state.favour_row)
        return say("castle", place=place, n=n) if place > n else ""
    cards = [c for c in state.cards.get(district, []) if c]
    if cards and not any(X.can_buy(state, seat, c, d.total) for c in cards):
        pl = state.p[seat]
        return say(
            "town",
            coins=W.amount(pl.coins, "coins"),
            guards=W.amount(pl.guards, "guards"),
            n=d.total,
        )
    return ""


def stop(state: CoimbraState, seat: int, steps: int) -> Loss:
    at = D.given(state.p[seat].pilgrim)  # a walk starts from a placed pilgrim
    return say("stop", at=at, n=W.amount(steps, "walk"))


def warning(state: CoimbraState, step: Step, cid: str, kind: str, arg: str) -> Loss:
    """The loss sentence of one legal id of the open question ``step``, or ""."""
    seat = step.seat
    pl = state.p[seat]
    q = step.kind
    if cid == "emergency":
        return over_limit(pl, *D.EMERGENCY)
    if kind == "buy":
        return card_comes_in(
            state,
            seat,
            arg,
            D.CITIZENS[arg].cost,
            X.card_price(state, seat, arg, X.die(state, step.ref).total),
        )
    if kind == "salvage":
        card = D.CITIZENS[arg]
        return card_comes_in(
            state,
            seat,
            arg,
            card.cost or "guards",
            rules.salvage_price(state, seat, arg),
            S.opts(state).salvage_phase_c_bonuses,
        )
    if kind == "repeat":
        return repeat_bonus(state, seat, arg)
    if kind == "favour":
        return favour(state, seat, arg)
    if kind == "take":
        return over_limit(pl, 7 if arg == "coins" else 0, 7 if arg == "guards" else 0)
    if q == "income" and kind == "die" and arg != D.WHITE:
        return income_die(state, seat, arg)
    if q == "white":
        r = D.INCOME[(arg, pl.tracks[arg])]
        return over_limit(pl, r.coins, r.guards)
    if q == "etrack" and kind == "track":
        return join(
            over_track(pl, arg, 1), over_limit(pl, *((1, 0) if step.ref == "coins" else (0, 1)))
        )
    if kind == "go":
        return monastery(state, seat, arg)
    if q == "move" and cid == "stop":
        return stop(state, seat, step.n)
    if kind == "district":
        return place_die(state, seat, step.ref, arg)
    return ""
