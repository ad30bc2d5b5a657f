"""Checks every engine must pass on random full games (after OpenSpiel games_sim_test).

Each game's test_random_games.py calls `check_random_game` with its own invariant
function for what only that game knows (resources never negative, cards conserved).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from pydantic import BaseModel

from games.contract import (
    CHOICE_ID_PATTERN,
    DETAIL_MAX,
    LABEL_MAX,
    Choice,
    Game,
    GameState,
    IllegalChoice,
    Result,
)
from games.messages import Text
from l10n import LOCALES
from l10n.catalog import render

Invariant = Callable[[GameState], None]


def check_choices(game: Game, state: GameState, seat: int) -> None:
    choices = game.legal_choices(state, seat)
    ids = [c.id for c in choices]
    assert len(ids) == len(set(ids)), f"duplicate choice ids: {ids}"
    for c in choices:
        assert CHOICE_ID_PATTERN.match(c.id), f"bad choice id {c.id!r}"
        for locale in LOCALES:  # the limits hold for the text each reader gets
            label = shown(c.label, locale)
            detail = None if c.detail is None else shown(c.detail, locale)
            assert 0 < len(label) <= LABEL_MAX, f"{locale} label length {len(label)}: {label!r}"
            assert detail is None or len(detail) <= DETAIL_MAX, f"{locale} detail: {detail!r}"
            assert c.long_detail is None or (
                detail and len(shown(c.long_detail, locale)) > len(detail)
            ), f"{c.id}: a long detail that is not longer than the detail: {c.long_detail!r}"


SEAT_TOKENS = [f"{{p{s}}}" for s in range(5)]


def shown(text: Text, locale: str) -> str:
    """A text as a reader of ``locale`` gets it (seat tokens kept: names vary); a message
    the catalogue cannot render fails the check."""
    out, problems = render(text, locale, SEAT_TOKENS)
    assert not problems, f"{locale}: {problems}"
    return out


def check_result(result: Result, players: int) -> None:
    assert set(result.totals) == set(range(players))
    assert sorted(result.ranking) == list(range(players))
    assert result.winners and result.winners == result.ranking[: len(result.winners)]
    best = max(result.totals.values())
    assert all(result.totals[w] == best for w in result.winners), "a winner without the best total"


def check_random_game(
    game: Game,
    players: int,
    seed: int,
    options: BaseModel | None = None,
    invariant: Invariant | None = None,
    max_moves: int = 20_000,
    full_checks_every: int = 1,
    chooser: Callable[[GameState, int, list[Choice]], Choice] | None = None,
) -> tuple[GameState, list[tuple[int, str]]]:
    """Play one random game to the end, checking the contract after every move.

    Returns the final state and the move log. ``full_checks_every`` thins the costly
    checks (choice formats, the illegal-id probe) for long games; the JSON round trip
    runs at moves 1, 2, 4, 8, ... as OpenSpiel does. ``chooser`` replaces the random
    choice (the AI players' games).
    """
    pick = random.Random(seed * 7919 + players)
    state = game.setup(players, seed, options)
    moves: list[tuple[int, str]] = []
    if invariant:
        invariant(state)
    while True:
        decision = game.decision(state)
        result = game.result(state)
        if decision is None:
            assert result is not None, "no decision but no result"
            check_result(result, players)
            for s in range(players):
                assert game.legal_choices(state, s) == [], "choices after the end"
            break
        assert result is None, "a result while a decision is open"
        assert len(moves) < max_moves, f"no end after {max_moves} moves"
        assert decision.seats and all(0 <= s < players for s in decision.seats)
        open_seats = [s for s in decision.seats if game.legal_choices(state, s)]
        assert open_seats, f"decision {decision.prompt!r} offers nobody a choice"
        for s in range(players):
            if s not in decision.seats:
                assert game.legal_choices(state, s) == [], f"seat {s} has choices out of turn"
        seat = pick.choice(open_seats)
        choices = game.legal_choices(state, seat)
        if len(moves) % full_checks_every == 0:
            check_choices(game, state, seat)
            before = game.dump(state)
            try:
                game.apply(state, seat, "no-such-choice")
                raise AssertionError("an unknown choice id was accepted")
            except IllegalChoice:
                pass
            assert game.dump(state) == before, "a refused choice changed the state"
        choice = chooser(state, seat, choices) if chooser else pick.choice(choices)
        before = game.dump(state)
        state, events = game.apply(state, seat, choice.id)
        assert game.dump(state) != before or events, "a move changed nothing and said nothing"
        moves.append((seat, choice.id))
        n = len(moves)
        if n & (n - 1) == 0:
            assert game.load(json.loads(game.dump(state))) == state, "JSON round trip differs"
        if invariant:
            invariant(state)
        json.dumps(game.view(state, None))
    replayed = game.replay(players, seed, options, moves)
    assert game.dump(replayed) == game.dump(state), "replay of the log differs"
    return state, moves
