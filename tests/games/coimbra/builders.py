"""Small built states for Coimbra scenario tests (after DiplomacyGM's BoardBuilder)."""

from __future__ import annotations

from games.coimbra import GAME
from games.coimbra import data as D
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState, Step
from games.contract import Event, seat_token
from games.messages import Text
from l10n import say

SEAT_NAMES = tuple(seat_token(i) for i in range(5))


def fresh(players: int = 3, seed: int = 1, **options: bool) -> CoimbraState:
    """A state right after setup (start choices pending)."""
    return GAME.setup(players, seed, CoimbraOptions(**options))


def started(players: int = 3, seed: int = 1, **options: bool) -> CoimbraState:
    """Start choices made with the first legal choice each time; phase B is open."""
    st = fresh(players, seed, **options)
    while st.phase == "setup":
        seat = st.pending[-1].seat
        st, _ = GAME.apply(st, seat, GAME.legal_choices(st, seat)[0].id)
    return st


def blank(players: int = 3, seed: int = 1, **options: bool) -> CoimbraState:
    """A started state with no cards, tracks at 0, pilgrims on c1.., 7 coins / 7 guards, order
    0..n-1, and a sentinel question for seat 0 at the bottom of the pending stack, so an effect
    under test resolves and the engine stops without running the phase machine."""
    st = started(players, seed, **options)
    for pl in st.p:
        for c in pl.cards:
            st.removed.append(c)
        pl.cards = []
        pl.coins = pl.guards = 7
        pl.vp = 0
        pl.tracks = {t: 0 for t in D.TRACKS}
        pl.seq = {t: 0 for t in D.TRACKS}
        pl.pilgrim = None
        pl.monasteries = []
        pl.expeditions = []
        pl.favours = []
        pl.crown_tiles = []
        pl.supply = D.DISCS_IN_SUPPLY
    st.map_discs = {}
    st.exp_discs = {}
    st.arrivals = 0
    for d in st.dice:
        d.owner = d.district = None
    st.rows = {k: [e for e in v if e in st.tokens] for k, v in st.rows.items()}
    for i, pl in enumerate(st.p):
        pl.pilgrim = D.CORNERS[i]
    st.order = list(range(players))
    hold(st)
    return st


def hold(st: CoimbraState) -> CoimbraState:
    st.pending = [Step(kind="f4", seat=0, ref="sentinel")]
    return st


def take_card(st: CoimbraState, seat: int, cid: str, track: bool = True) -> None:
    """Move a card from wherever it is into a player's hand (optionally with its influence)."""
    for pile in (st.deck, st.discard, st.removed):
        if cid in pile:
            pile.remove(cid)
    for row in st.cards.values():
        if cid in row:
            row[row.index(cid)] = None
    for pair in st.start_pairs:
        if cid in pair:
            pair.remove(cid)
    for pl in st.p:
        if cid in pl.cards:
            pl.cards.remove(cid)
    st.p[seat].cards.append(cid)
    if track:
        c = D.CITIZENS[cid]
        t = D.TRACK_OF[c.profession]
        st.p[seat].tracks[t] = min(15, st.p[seat].tracks[t] + c.influence)


def ask(st: CoimbraState, kind: str, seat: int = 0, **kw) -> CoimbraState:
    """Push one question on top of the stack."""
    st.pending.append(Step(kind=kind, seat=seat, **kw))
    return st


def play(st: CoimbraState, seat: int, cid: str) -> tuple[CoimbraState, list[Event]]:
    return GAME.apply(st, seat, cid)


def ids(st: CoimbraState, seat: int) -> list[str]:
    return [c.id for c in GAME.legal_choices(st, seat)]


def top(st: CoimbraState) -> Step:
    return st.pending[-1]


def set_row(st: CoimbraState, town: str, cards: list[str | None]) -> None:
    """Lay out a card row (4 columns); the cards leave wherever they were."""
    for c in cards:
        if c:
            for pile in (st.deck, st.discard, st.removed):
                if c in pile:
                    pile.remove(c)
            for row in st.cards.values():
                if c in row:
                    row[row.index(c)] = None
    old = [c for c in st.cards[town] if c and c not in cards]
    st.deck.extend(old)
    st.cards[town] = list(cards) + [None] * (4 - len(cards))


def en(text: Text | None) -> str:
    """A text in English with seat tokens (``{p0}``) for names, as these tests read it."""
    return "" if text is None else say(text, "en", SEAT_NAMES)
