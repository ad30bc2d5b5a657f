"""The levels of the generic player (see `ai` for the idea).

- ``random``: a uniformly random legal choice (the floor of the strength bench).
- ``greedy``: one-click greedy, the bench's baseline: apply each choice to one sampled
  state and take the best immediate evaluation.
- ``easy``: greedy, but one time in five a random choice (a beginner who blunders; one in
  three lost 4-5 % of its 2-player games to random in Coimbra and Lorenzo, one in five
  about 1 %, and still loses to greedy).
- ``normal``: for the 6 best first clicks, finish the seat's own turn greedily (a turn is
  a chain of clicks: member, space, servants, privilege), let the other seats answer with
  greedy turns until this seat's next decision, and evaluate there; summed over 2 sampled
  states. It sees what its move leaves to the opponents.
- ``strong``: as normal over 6 sampled states, comparing its choices on common random
  numbers (in one world every kept choice's look-ahead draws the same random subsets), and
  at tables of up to three seats one turn deeper: its own next turn (greedy) and the
  others' answers to it, so it sees what its move prepares for its next turn. At four seats
  and more that deeper look passes three or more noisy greedy answers twice and measured
  worse than stopping at the answers (see ``Level.far_seats``).

A game may change a level's settings (``Game.ai_levels``, kept in its package): in De
Vulgari both normal and strong stop at the end of their own turn, because there the look
through the others' greedy turns measured worse than none. With ``milestone_seats`` a
level looks on, every seat playing greedy clicks, until the game's ``milestone`` changes
(Coimbra: the end of the dice phases, of income, of the expeditions; Lorenzo: the end of
the round's placements): every choice is then judged at the same point of the game, after
what it really bought, not by an estimate.

Simulated clicks weigh at most ``width`` choices (a random subset of a wider menu, plus the
"end" ones). The search runs on the engines' fast path: ``legal_ids`` (no labels) and
``play`` on its own copy (no legality check); the table applies the returned id through the
checked path.
The value of a position for a seat is its evaluation minus the best other seat's
(solo: its own evaluation), so every level plays to win, not only to score.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ai.roles import end_ids
from games.contract import ChoiceId, Decision, Game, GameState, Seat


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    samples: int  # determinizations
    horizon: int  # 0 one click; 1 + the own turn; 2 + the others' answers; 3 + the next own turn
    prune: int  # keep this many choices (by one-click greedy) for the deeper look
    blunder: float  # chance of a random choice
    width: int = 8  # choices a simulated click weighs (a random subset of a wide menu)
    crn: bool = False  # in one world, every kept choice's look-ahead draws the same random numbers
    far_seats: int = 0  # horizon 3 only at tables of at most this many seats (else 2)
    milestone_seats: int = 0  # from this many seats on, look on to the game's milestone (0: never)

    def horizon_at(self, seats: int) -> int:
        """The horizon at a table of ``seats``: the look one own turn further goes through
        every opponent's answer twice, and past ``far_seats`` their noise outweighs it."""
        return 2 if self.horizon >= 3 and seats > self.far_seats else self.horizon


LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0, 0, 1.0),
    "greedy": Level("greedy", 1, 0, 0, 0.0),
    "easy": Level("easy", 1, 0, 0, 1 / 5),
    "normal": Level("normal", 2, 2, 6, 0.0, width=6),
    "strong": Level("strong", 6, 3, 6, 0.0, width=6, crn=True, far_seats=3),
}
PLAYABLE = ("easy", "normal", "strong")  # what a table can seat; the rest are bench baselines
BACK_IDS: dict[str, frozenset[str]] = {"de-vulgari-eloquentia": frozenset({"back"})}
"""Choices that return to an earlier question of the same turn and change nothing (a
human's undo of a misclick). The AI never takes one while anything else is offered: a
search whose estimates of "back" and of the click before it disagree would cycle for ever
(De Vulgari 3p, strong: track:rest, back, track:rest, ... for 2000 clicks)."""
TURN_STEP_CAP = 40  # clicks of one simulated turn: a guard against an endless own turn
REPLY_STEP_CAP = 48  # clicks of the others between two own decisions (4 seats of Lorenzo fit)
MILESTONE_STEP_CAP = (
    160  # clicks to the next milestone (Coimbra's dice and card phases at 4 seats fit)
)


def level_of(game: Game, name: str) -> Level:
    """The settings of level ``name`` in ``game``: the generic ones with the game's own
    changes (``Game.ai_levels``) on top."""
    own = game.ai_levels.get(name)
    return replace(LEVELS[name], **own) if own else LEVELS[name]


def margin(values: Sequence[float], seat: Seat) -> float:
    if len(values) == 1:
        return values[0]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def played(game: Game, state: GameState, seat: Seat, choice_id: ChoiceId) -> GameState:
    """A copy of ``state`` after ``seat`` plays ``choice_id`` (the caller's state stays)."""
    after = game.copy(state)  # the engine's own clone: several times faster than a pickle copy
    game.play(after, seat, choice_id)
    return after


def choose(
    game: Game,
    state: GameState,
    seat: Seat,
    level: str,
    seed: int | str,
    deadline: float | None = None,
) -> str:
    """The id of the choice ``level`` makes for ``seat`` (deterministic in ``seed``).

    ``deadline`` (a ``time.monotonic()`` instant) stops the deeper look early and returns
    the best choice found so far; it is only a guard, the budgets keep well inside it.
    """
    lv = level_of(game, level)
    ids = forward_ids(game, state, seat)
    if not ids:
        raise ValueError(f"seat {seat} has no choice to make")
    rand = random.Random(f"ai:{level}:{seed}")
    if len(ids) == 1:
        return ids[0]
    if lv.blunder >= 1.0 or (lv.blunder and rand.random() < lv.blunder):
        return rand.choice(ids)
    ends = end_ids(game)
    worlds = [game.sample_unseen(state, seat, rand) for _ in range(lv.samples)]
    # one-click greedy on every sampled world: the baseline, and the pruning for the rest
    first = dict.fromkeys(ids, 0.0)
    seats = 1
    for world in worlds:
        for cid in ids:
            values = game.evaluate(played(game, world, seat, cid))
            first[cid] += margin(values, seat)
            seats = len(values)
    ranked = sorted(ids, key=lambda cid: -first[cid])
    horizon = lv.horizon_at(seats)
    to_milestone = 0 < lv.milestone_seats <= seats and game.milestone(state) is not None
    if not horizon:
        return _best(ranked, first, ends, rand)
    keep = ranked[: lv.prune]
    deep = dict.fromkeys(keep, 0.0)
    for world in worlds:
        turn = world_turn(game, world)
        stream = rand.getrandbits(64) if lv.crn else 0
        for cid in keep:
            if deadline is not None and time.monotonic() > deadline:
                return _best(ranked, first, ends, rand)
            look = random.Random(stream) if lv.crn else rand
            after = played(game, world, seat, cid)
            if to_milestone:
                after = _to_milestone(game, after, lv.width, ends, look)
            else:
                after = _look_ahead(game, after, seat, turn, horizon, lv.width, ends, look)
            deep[cid] += margin(game.evaluate(after), seat)
    return _best(keep, deep, ends, rand)


def _look_ahead(
    game: Game,
    state: GameState,
    seat: Seat,
    turn: int | None,
    horizon: int,
    width: int,
    ends: frozenset[str],
    rand: random.Random,
) -> GameState:
    """Play on greedily from just after the first click, as far as ``horizon`` looks."""
    state = _finish_turn(game, state, seat, turn, width, ends, rand)
    if horizon >= 2:
        state = _replies(game, state, seat, REPLY_STEP_CAP, width, ends, rand)
    if horizon >= 3 and (d := game.decision(state)) is not None and d.seats == (seat,):
        state = greedy_step(game, state, seat, width, rand, ends)
        state = _finish_turn(game, state, seat, d.turn, width, ends, rand)
        state = _replies(game, state, seat, REPLY_STEP_CAP, width, ends, rand)
    return state


def _to_milestone(
    game: Game, state: GameState, width: int, ends: frozenset[str], rand: random.Random
) -> GameState:
    """Every seat plays greedy clicks until the game's milestone changes (or the game
    ends, or ``MILESTONE_STEP_CAP``): each choice is judged at the same point of the game."""
    start = game.milestone(state)
    return _play_on(
        game,
        state,
        lambda now, _: game.milestone(now) != start,
        MILESTONE_STEP_CAP,
        width,
        ends,
        rand,
    )


def forward_ids(game: Game, state: GameState, seat: Seat) -> list[ChoiceId]:
    """The legal ids without the "back" ones (unless nothing else is offered)."""
    ids = game.legal_ids(state, seat)
    back = BACK_IDS.get(game.slug)
    if back and any(cid in back for cid in ids):
        return [cid for cid in ids if cid not in back] or ids
    return ids


def world_turn(game: Game, state: GameState) -> int | None:
    d = game.decision(state)
    return None if d is None else d.turn


def _best(
    ids: list[ChoiceId], score: dict[ChoiceId, float], ends: frozenset[str], rand: random.Random
) -> str:
    top = max(score[cid] for cid in ids)
    best = [cid for cid in ids if score[cid] >= top - 1e-9]
    acting = [cid for cid in best if cid not in ends]  # a tie between acting and passing: act
    best = acting or best
    return best[0] if len(best) == 1 else rand.choice(best)


def greedy_step(
    game: Game,
    state: GameState,
    seat: Seat,
    width: int | None = None,
    rand: random.Random | None = None,
    ends: frozenset[str] = frozenset(),
) -> GameState:
    """Apply ``seat``'s one-click greedy choice (ties: the first listed). With ``width``,
    only that many choices are weighed: a random subset of a wider menu, plus every
    "end" choice (pass, end turn), so a simulated turn can always stop."""
    ids = forward_ids(game, state, seat)
    if width is not None and rand is not None and len(ids) > width:
        stop = [cid for cid in ids if cid in ends]
        rest = [cid for cid in ids if cid not in ends]
        ids = stop + rand.sample(rest, max(1, width - len(stop)))
    best_state, best_value = None, None
    for cid in ids:
        after = played(game, state, seat, cid)
        value = margin(game.evaluate(after), seat)
        if best_value is None or value > best_value:
            best_state, best_value = after, value
    if best_state is None:
        raise ValueError(f"seat {seat} has no choice to make")
    return best_state


def _finish_turn(
    game: Game,
    state: GameState,
    seat: Seat,
    turn: int | None,
    width: int,
    ends: frozenset[str],
    rand: random.Random,
) -> GameState:
    for _ in range(TURN_STEP_CAP):
        d = game.decision(state)
        if d is None or d.seats != (seat,) or d.turn != turn:
            break
        state = greedy_step(game, state, seat, width, rand, ends)
    return state


def _replies(
    game: Game,
    state: GameState,
    seat: Seat,
    cap: int,
    width: int,
    ends: frozenset[str],
    rand: random.Random,
) -> GameState:
    """The other seats play greedy clicks until ``seat`` must decide again (or ``cap``)."""
    return _play_on(game, state, lambda _, d: seat in d.seats, cap, width, ends, rand)


def _play_on(
    game: Game,
    state: GameState,
    stop: Callable[[GameState, Decision], bool],
    cap: int,
    width: int,
    ends: frozenset[str],
    rand: random.Random,
) -> GameState:
    """Whoever must decide plays greedy clicks until ``stop`` (or the game's end, or ``cap``)."""
    for _ in range(cap):
        d = game.decision(state)
        if d is None or stop(state, d):
            break
        deciding = [s for s in d.seats if game.legal_ids(state, s)]
        if not deciding:
            break
        state = greedy_step(game, state, deciding[0], width, rand, ends)
    return state
