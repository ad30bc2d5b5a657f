"""Peek & Pile: a tiny game that exercises the platform the way the real games will.

Never offered to users: the registry skips this module (not a package); tests and
benches register it with `install()`.

- A shuffled deck of cards 1..N (random element); each player holds a hidden hand
  (hidden information) of two cards dealt at setup.
- A turn is a compound action: `draw` (a random draw, private to the drawer: an undo
  barrier) ends the turn at once; `play` asks for a card, then for a pile (`pile:a` or
  `pile:b`). A card higher than the pile's top scores its value, otherwise 1 point.
- With ``many_piles`` the pile question offers 30 piles, to exercise select menus.
- The game ends when the deck and every hand are empty. Most points wins; a tie is
  broken by fewer draws, and stays shared after that.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from games import register, unregister
from games.contract import (
    Choice,
    Decision,
    Event,
    Game,
    GameState,
    Result,
    rng,
    seat_token,
)

SLUG = "peek-and-pile"


class PeekOptions(BaseModel):
    deck_size: int = 12
    many_piles: bool = False


def _picked(state: PeekState) -> int:
    assert state.card is not None  # the pile step follows the card step
    return state.card


def _points(card: int, top: int) -> int:
    return card if card > top else 1


class PeekState(GameState):
    schema_version: int = 1
    deck: list[int]
    hands: list[list[int]]
    piles: dict[str, int]
    scores: list[int]
    draws_made: list[int]
    to_move: int = 0
    turn: int = 0
    step: Literal["action", "card", "pile"] = "action"
    card: int | None = None
    over: bool = False


class PeekAndPile(Game[PeekState]):
    slug = SLUG
    title = "Peek & Pile (test game)"
    min_players = 1
    max_players = 4
    Options = PeekOptions
    State = PeekState

    def setup(self, players: int, seed: int, options: BaseModel | None = None) -> PeekState:
        opts = options if isinstance(options, PeekOptions) else PeekOptions()
        state = PeekState(
            players=players,
            seed=seed,
            deck=[],
            hands=[[] for _ in range(players)],
            piles={},
            scores=[0] * players,
            draws_made=[0] * players,
        )
        deck = list(range(1, opts.deck_size + 1))
        rng(state).shuffle(deck)
        for hand in state.hands:
            hand.extend(sorted(deck.pop() for _ in range(2)))
        state.deck = deck
        names = [f"{i:02d}" for i in range(30)] if opts.many_piles else ["a", "b"]
        state.piles = {n: 0 for n in names}
        return state

    def decision(self, state: PeekState) -> Decision | None:
        if state.over:
            return None
        prompt = {"action": "Draw or play?", "card": "Which card?", "pile": "Which pile?"}
        return Decision((state.to_move,), prompt[state.step], turn=state.turn)

    def legal_choices(self, state: PeekState, seat: int) -> list[Choice]:
        if state.over or seat != state.to_move:
            return []
        hand = state.hands[seat]
        if state.step == "action":
            out = []
            if state.deck:
                out.append(Choice("draw", "Draw a card (ends your turn)"))
            if hand:
                out.append(Choice("play", "Play a card onto a pile"))
            return out
        if state.step == "card":
            return [Choice(f"card:{c}", f"Play {c}", private=True) for c in sorted(set(hand))]
        return [
            Choice(
                f"pile:{name}",
                f"Pile {name.upper()} (top {top})",
                group="Piles",
                detail=f"scores {_points(_picked(state), top)}",
            )
            for name, top in state.piles.items()
        ]

    def _apply(self, state: PeekState, seat: int, choice: Choice) -> list[Event]:
        who = seat_token(seat)
        kind, _, arg = choice.id.partition(":")
        if kind == "draw":
            card = state.deck.pop()
            state.hands[seat].append(card)
            state.hands[seat].sort()
            state.draws_made[seat] += 1
            events = [
                Event(f"{who} draws a card.", seat, undo_barrier=True),
                Event(f"You drew {card}.", seat, visible_to=(seat,)),
            ]
            return events + self._end_turn(state)
        if kind == "play":
            state.step = "card"
            return [Event(f"{who} chooses to play.", seat)]
        if kind == "card":
            state.card = int(arg)
            state.step = "pile"
            return [Event(f"{who} picks a card.", seat)]
        card = _picked(state)
        top = state.piles[arg]
        points = _points(card, top)
        state.hands[seat].remove(card)
        state.piles[arg] = card
        state.scores[seat] += points
        state.card = None
        events = [Event(f"{who} plays {card} on pile {arg.upper()}: {points} VP.", seat)]
        return events + self._end_turn(state)

    def _end_turn(self, state: PeekState) -> list[Event]:
        state.step = "action"
        state.turn += 1
        for _ in range(state.players):
            state.to_move = (state.to_move + 1) % state.players
            if state.deck or state.hands[state.to_move]:
                return []
        state.over = True
        return [Event("The game is over.")]

    def view(self, state: PeekState, seat: int | None) -> dict[str, Any]:
        public = {
            "status": "Game over"
            if state.over
            else f"Turn {state.turn + 1}: {seat_token(state.to_move)} to move",
            "scores": list(state.scores),
            "deck": len(state.deck),
            "piles": dict(state.piles),
            "hand_sizes": [len(h) for h in state.hands],
        }
        if seat is not None:
            public["hand"] = list(state.hands[seat])
        return public

    def result(self, state: PeekState) -> Result | None:
        if not state.over:
            return None
        seats = range(state.players)
        ranking = tuple(sorted(seats, key=lambda s: (-state.scores[s], state.draws_made[s], s)))
        best = (state.scores[ranking[0]], state.draws_made[ranking[0]])
        winners = tuple(s for s in ranking if (state.scores[s], state.draws_made[s]) == best)
        tied = [s for s in seats if state.scores[s] == state.scores[ranking[0]]]
        return Result(
            totals={s: state.scores[s] for s in seats},
            breakdown={s: {"piles": state.scores[s]} for s in seats},
            ranking=ranking,
            winners=winners,
            tiebreak="fewer draws" if len(tied) > 1 else "",
        )


GAME = PeekAndPile()


def install() -> PeekAndPile:
    register(GAME)
    return GAME


def uninstall() -> None:
    unregister(SLUG)
