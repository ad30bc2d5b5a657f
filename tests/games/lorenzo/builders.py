"""Small states for scenario tests (style.md 2.5): a game in round 1 with chosen dice,
towers, resources and whose turn it is; moves go through legal_choices/apply only."""

from __future__ import annotations

from games.contract import Event
from games.lorenzo import GAME
from games.lorenzo.data import TYPES
from games.lorenzo.state import LorenzoState, Step

RES_KEYS = ("wood", "stone", "servants", "coins", "vp", "mp", "fp")


def parse(text: str) -> dict[str, int]:
    """``"wood1 stone2"`` -> {"wood": 1, "stone": 2}."""
    out: dict[str, int] = {}
    for part in text.split():
        key = part.rstrip("0123456789")
        out[key] = int(part[len(key) :])
    return out


class Build:
    """``Build(players=2).dice(6, 6, 6).tower("territory", 0, "T5").give(0, coins=5).turn(0)``"""

    def __init__(
        self, players: int = 2, seed: int = 1, leaders: bool = False, **options: object
    ) -> None:
        self.s: LorenzoState = GAME.setup(players, seed, GAME.options(options))
        self.s.leaders_on = leaders
        if self.s.phase != "actions":
            raise ValueError("use a basic-options build (setup steps pending)")
        for t in TYPES:  # empty towers unless a test puts cards there
            self.s.decks[t] = [c for c in self.s.towers[t] if c] + self.s.decks[t]
            self.s.towers[t] = [None, None, None, None]
        for p in self.s.p:
            for k in RES_KEYS:
                setattr(p, k, 0)
        self.dice(6, 6, 6)

    def dice(self, white: int, black: int, orange: int) -> Build:
        self.s.dice = {"white": white, "black": black, "orange": orange}
        return self

    def tower(self, ttype: str, floor: int, card: str) -> Build:
        """Put ``card`` on floor index ``floor`` (0..3), taking it out of its deck."""
        for t in TYPES:
            if card in self.s.decks[t]:
                self.s.decks[t].remove(card)
        self.s.towers[ttype][floor] = card
        return self

    def give(self, seat: int, **kw: int) -> Build:
        p = self.s.p[seat]
        for k, v in kw.items():
            setattr(p, k, getattr(p, k) + v)
        return self

    def own(self, seat: int, *cards: str) -> Build:
        from games.lorenzo.data import CARDS

        for c in cards:
            for t in TYPES:
                if c in self.s.decks[t]:
                    self.s.decks[t].remove(c)
            self.s.p[seat].cards[CARDS[c].type].append(c)
        return self

    def excommunicate(self, seat: int, *tiles: str) -> Build:
        self.s.p[seat].excommunications += list(tiles)
        return self

    def leaders(self, seat: int, *ids: str, hand: bool = False) -> Build:
        p = self.s.p[seat]
        (p.hand if hand else p.leaders).extend(ids)
        return self

    def place(self, seat: int, fm: str, space: str) -> Build:
        from games.lorenzo.state import Placement

        self.s.placements.append(Placement(seat=seat, fm=fm, space=space))
        self.s.p[seat].placed.append(fm)
        if space == "council":
            self.s.council.append(seat)
        return self

    def turn(self, seat: int) -> LorenzoState:
        """It is ``seat``'s turn (the turn order is rotated so that it is current)."""
        s = self.s
        s.current = s.order.index(seat)
        s.pending = [Step(kind="turn", seat=seat)]
        s.turn += 1
        return s

    def step(self, step: Step) -> LorenzoState:
        """Put one open question on the stack (over the seat's turn)."""
        s = self.turn(step.seat)
        s.pending = [step]
        return s


def ids(s: LorenzoState, seat: int) -> list[str]:
    return [c.id for c in GAME.legal_choices(s, seat)]


def play(s: LorenzoState, seat: int, *choice_ids: str) -> tuple[LorenzoState, list[Event]]:
    events: list[Event] = []
    for cid in choice_ids:
        s, ev = GAME.apply(s, seat, cid)
        events += ev
    return s, events


def res(s: LorenzoState, seat: int) -> dict[str, int]:
    p = s.p[seat]
    return {k: getattr(p, k) for k in RES_KEYS if getattr(p, k)}
