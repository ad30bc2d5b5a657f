"""A tiny simultaneous game for the page tests: every seat bids 1-3 in secret each round."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from games import register, unregister
from games.contract import Choice, Decision, Event, Game, GameState, Result, seat_token

SLUG = "sealed-bids-test"


class SealedOptions(BaseModel):
    rounds: int = 2


class SealedState(GameState):
    schema_version: int = 1
    rounds: int
    round: int = 0
    bids: list[int | None]
    scores: list[int]


class SealedBids(Game[SealedState]):
    slug = SLUG
    title = "Sealed Bids (test game)"
    min_players = 2
    max_players = 3
    Options = SealedOptions
    State = SealedState

    def setup(self, players: int, seed: int, options: BaseModel | None = None) -> SealedState:
        opts = options if isinstance(options, SealedOptions) else SealedOptions()
        return SealedState(
            players=players,
            seed=seed,
            rounds=opts.rounds,
            bids=[None] * players,
            scores=[0] * players,
        )

    def decision(self, state: SealedState) -> Decision | None:
        if state.round >= state.rounds:
            return None
        waiting = tuple(s for s, b in enumerate(state.bids) if b is None)
        return Decision(waiting, "Bid in secret", turn=state.round)

    def legal_choices(self, state: SealedState, seat: int) -> list[Choice]:
        if state.round >= state.rounds or state.bids[seat] is not None:
            return []
        return [Choice(f"bid:{n}", f"Bid {n}") for n in (1, 2, 3)]

    def _apply(self, state: SealedState, seat: int, choice: Choice) -> list[Event]:
        bid = int(choice.id.split(":")[1])
        state.bids[seat] = bid
        events = [
            Event(f"{seat_token(seat)} bids.", seat, undo_barrier=True),
            Event(f"You bid {bid}.", seat, visible_to=(seat,)),
        ]
        if all(b is not None for b in state.bids):
            best = max(state.bids)
            for s, b in enumerate(state.bids):
                if b == best:
                    state.scores[s] += b
            events.append(
                Event(
                    "Bids revealed: "
                    + ", ".join(f"{seat_token(s)} {b}" for s, b in enumerate(state.bids))
                    + "."
                )
            )
            state.bids = [None] * state.players
            state.round += 1
        return events

    def view(self, state: SealedState, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "status": f"Round {state.round + 1}",
            "scores": list(state.scores),
            "bid_made": [b is not None for b in state.bids],
        }
        if seat is not None:
            out["my_bid"] = state.bids[seat]
        return out

    def result(self, state: SealedState) -> Result | None:
        if state.round < state.rounds:
            return None
        seats = range(state.players)
        ranking = tuple(sorted(seats, key=lambda s: (-state.scores[s], s)))
        winners = tuple(s for s in ranking if state.scores[s] == state.scores[ranking[0]])
        return Result(
            {s: state.scores[s] for s in seats},
            {s: {"bids": state.scores[s]} for s in seats},
            ranking,
            winners,
        )


GAME = SealedBids()


def install() -> SealedBids:
    register(GAME)
    return GAME


def uninstall() -> None:
    unregister(SLUG)
