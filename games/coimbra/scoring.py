"""Scoring helpers (R-10) used at game end and by score-now bonuses (M-DIPLOMAS, M-SCOREEG ...)."""

from __future__ import annotations

from functools import lru_cache

from games.coimbra import data as D
from games.coimbra import words as W
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState
from games.contract import Result
from games.messages import Text


def opts(state: CoimbraState) -> CoimbraOptions:
    """The table options (a frozen model), validated once per distinct set of values."""
    return _options(tuple(state.options.items()))


@lru_cache(maxsize=64)
def _options(items: tuple[tuple[str, object], ...]) -> CoimbraOptions:
    return CoimbraOptions.model_validate(dict(items))


def owned(state: CoimbraState, seat: int) -> list[D.Citizen]:
    return [D.CITIZENS[c] for c in state.p[seat].cards]


def count_prof(state: CoimbraState, seat: int, prof: str) -> int:
    return sum(1 for c in owned(state, seat) if c.profession == prof)


def four_sets(state: CoimbraState, seat: int) -> int:
    """Complete sets of 4 different professions (EG-FOURSET, M-FOURSET)."""
    return min(count_prof(state, seat, p) for p in D.PROFESSIONS)


def monastery_bonus_kinds(state: CoimbraState, seat: int) -> list[str]:
    return [D.MONASTERIES[m].bonus.kind for m in state.p[seat].monasteries]


def crowns_now(state: CoimbraState, seat: int) -> int:
    """Crowns counted by the Phase-D method (R-5.4, R-10.5): tiles taken this round + current
    flag."""
    pl = state.p[seat]
    flag = state.order.index(seat)
    return (
        sum(D.FAVOURS[f].crowns for f in pl.favours)
        + D.CROWN_TILE_CROWNS * len(pl.crown_tiles)
        + D.FLAGS[flag].crowns
    )


def track_ranking(state: CoimbraState, track: str) -> list[int]:
    """Seats best first on a track (R-7.2: higher space, then lower in the stack)."""
    return sorted(
        range(state.players), key=lambda s: (-state.p[s].tracks[track], state.p[s].seq[track])
    )


def track_place_vp(state: CoimbraState, seat: int, track: str) -> int:
    """Scoring-tile VP for this seat's place on a track (R-10.2, also M-SCOREEG)."""
    pl = state.p[seat]
    pos = pl.tracks[track]
    if pos == 0:
        return 0
    mine = (-pos, pl.seq[track], seat)  # track_ranking's order, counted instead of sorted
    ahead = [
        s for s, other in enumerate(state.p) if (-other.tracks[track], other.seq[track], s) < mine
    ]
    place = len(ahead)
    values = D.SCORING_TILES[state.scoring[track]].values(state.players)
    if place >= len(values):
        return 0
    if state.players == 2 and place == 1:
        gap = state.p[ahead[0]].tracks[track] - pos
        limit = 3 if opts(state).two_player_gap_inclusive else 4
        if gap > limit:
            return 0
    return values[place]


DIPLOMA_VP = D.DIPLOMA_SET_VP


@lru_cache(maxsize=4096)
def best_diploma_score(counts: tuple[int, ...], jokers: int) -> int:
    """Maximum VP over all partitions of diplomas into sets (R-10.3); counts sorted descending."""
    if not any(counts) and jokers == 0:
        return 0
    best = 0
    colours = [i for i, n in enumerate(counts) if n > 0]
    k = len(colours)
    for mask in range(1 << k):
        chosen = [colours[i] for i in range(k) if mask >> i & 1]
        for j in range(0, min(jokers, 5 - len(chosen)) + 1):
            size = len(chosen) + j
            if size == 0:
                continue
            rest = list(counts)
            for c in chosen:
                rest[c] -= 1
            value = DIPLOMA_VP[size] + best_diploma_score(
                tuple(sorted(rest, reverse=True)), jokers - j
            )
            best = max(best, value)
    return best


def diplomas(state: CoimbraState, seat: int) -> tuple[dict[str, int], int]:
    counts = {c: 0 for c in D.DIPLOMA_COLOURS}
    jokers = 0
    for card in owned(state, seat):
        for d in card.diplomas:
            if d == D.JOKER:
                jokers += 1
            else:
                counts[d] += 1
    for kind in monastery_bonus_kinds(state, seat):
        jokers += {"M-JOKER1": 1, "M-JOKER2": 2}.get(kind, 0)
    return counts, jokers


def diploma_score(state: CoimbraState, seat: int) -> int:
    counts, jokers = diplomas(state, seat)
    return best_diploma_score(tuple(sorted(counts.values(), reverse=True)), jokers)


def diploma_count(state: CoimbraState, seat: int) -> int:
    counts, jokers = diplomas(state, seat)
    return sum(counts.values()) + jokers


def eg_score(state: CoimbraState, seat: int, card_id: str) -> int:
    """End-game bonus of one citizen card (§12.3); EG-COPY = best other non-copy EG card (A-5)."""
    bonus = D.CITIZENS[card_id].bonus
    pl = state.p[seat]
    if bonus.kind == "EG-TRACK":
        pos = pl.tracks[D.given(bonus.track)]
        for lo, vp in D.EG_TRACK_VP:
            if pos >= lo:
                return vp
        return 0
    if bonus.kind == "EG-LOWCARDS":
        return sum(1 for c in owned(state, seat) if c.influence <= 2)
    if bonus.kind == "EG-FOURSET":
        return 5 * four_sets(state, seat)
    if bonus.kind == "EG-COPY":
        others = [
            c
            for c in pl.cards
            if c != card_id
            and D.CITIZENS[c].bonus.kind.startswith("EG-")
            and D.CITIZENS[c].bonus.kind != "EG-COPY"
        ]
        return max((eg_score(state, seat, c) for c in others), default=0)
    return 0


def eg_cards(state: CoimbraState, seat: int) -> list[str]:
    return [c for c in state.p[seat].cards if D.CITIZENS[c].bonus.kind.startswith("EG-")]


def expedition_score(state: CoimbraState, seat: int, exp_id: str) -> int:
    """The task of one expedition for one player (§12.6)."""
    x = D.EXPEDITIONS[exp_id]
    pl = state.p[seat]
    task = x.task
    if task == "X-EXPEDITIONS":
        if opts(state).tanger_any_disc:
            return 2 * sum(1 for e in state.expeditions if state.exp_discs.get(e))
        return 2 * len(pl.expeditions)
    if task == "X-DIPLOMAS":
        return diploma_count(state, seat)
    if task == "X-TRACKPAIR":
        return (pl.tracks[x.tracks[0]] + pl.tracks[x.tracks[1]]) // 2
    if task == "X-NOTVISITED":
        return len(state.map) - len(pl.monasteries)
    if task == "X-WEALTH":
        return (pl.guards + pl.coins + crowns_now(state, seat)) // 2
    if task == "X-LOWEST":
        return 2 * min(pl.tracks.values())
    if task == "X-VISITED":
        return len(pl.monasteries)
    if task == "X-VISITED-I":
        return 2 * sum(1 for m in pl.monasteries if D.MONASTERIES[m].back == "I")
    if task == "X-MANYCARDS":
        return 3 * max(0, len(pl.cards) - 10)
    if task == "X-FLAT":
        return 9
    if task == "X-PROF":
        return 2 * count_prof(state, seat, D.given(x.profession))
    raise ValueError(task)


CATEGORIES = ("play", "expeditions", "tracks", "diplomas", "citizens", "resources")


def breakdown(state: CoimbraState, seat: int) -> dict[str, int]:
    pl = state.p[seat]
    return {
        "play": pl.vp,
        "expeditions": sum(expedition_score(state, seat, e) for e in pl.expeditions),
        "tracks": sum(track_place_vp(state, seat, t) for t in D.TRACKS),
        "diplomas": diploma_score(state, seat),
        "citizens": sum(eg_score(state, seat, c) for c in eg_cards(state, seat)),
        "resources": (pl.guards + pl.coins + crowns_now(state, seat)) // 2,
    }


def final_result(state: CoimbraState) -> Result:
    """R-10: totals, breakdown and the tie-break (earlier in turn order wins, R-10.6)."""
    bd = {s: breakdown(state, s) for s in range(state.players)}
    totals = {s: sum(bd[s].values()) for s in range(state.players)}
    ranking = tuple(sorted(range(state.players), key=lambda s: (-totals[s], state.order.index(s))))
    best = totals[ranking[0]]
    winners = (ranking[0],)
    tied = [s for s in ranking if totals[s] == best]
    tiebreak: Text = ""
    if len(tied) > 1:
        tiebreak = W.tiebreak(tied, best, ranking[0])
    return Result(
        totals=totals,
        breakdown=bd,
        ranking=ranking,
        winners=winners,
        tiebreak=tiebreak,
        extra={"order": list(state.order)},
    )
