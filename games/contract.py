"""The engine contract every game implements (design.md, "The engine contract").

A game is a pure object: no I/O, no asyncio, no Discord, no Pillow. The table service
drives every game through the same seven calls:

    setup(players, seed, options) -> State
    decision(state)               -> Decision | None      (None once the game is over)
    legal_choices(state, seat)    -> list[Choice]
    apply(state, seat, choice_id) -> (State, list[Event]) (raises IllegalChoice)
    view(state, seat | None)      -> dict                 (None = the public view)
    result(state)                 -> Result | None
    load(data) / dump(state)      -> validated, versioned JSON

Seats are ints 0..n-1. Text the engine writes (event lines, prompts, labels, refusals,
the tie-break) is a `games.messages.Text`: a `Msg` (a catalogue id and its arguments,
rendered in each reader's language by `l10n.say`) or, in games not yet moved to messages,
English that names a seat with the token ``{p0}`` .. ``{p4}``. Either way the edge puts in
the player's display name, so engines never hold user names.
"""

from __future__ import annotations

import pickle
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from games.messages import Text, english_fallback, msg

Seat = int
ChoiceId = str

CHOICE_ID_PATTERN = re.compile(r"^[A-Za-z0-9_.:+\-]{1,40}$")
"""Choice ids are short readable strings (``space:tower.green.3``), never list indexes.
They travel inside a Discord custom_id (100 characters in all), so at most 40."""

LABEL_MAX = 80  # Discord's button and select-option label limit
DETAIL_MAX = 100  # Discord's select-option description limit

_SEAT_TOKEN = re.compile(r"\{p([0-9])\}")


class GameError(ValueError):
    """Base of every error an engine raises on purpose."""


class IllegalChoice(GameError):
    """The choice is not among the legal choices; ``text`` is the player's sentence (a `Msg`
    or English). ``str(exc)`` is ``english`` when given (logs, old callers), else the English
    text or the message id."""

    def __init__(self, text: Text, english: str | None = None) -> None:
        super().__init__(english or english_fallback(text))
        self.text: Text = text


class SavedGameError(GameError):
    """A stored state cannot be loaded (corrupt, or from an unknown schema version)."""


RULE_VARIANT: dict[str, Any] = {"variant": True}
"""``Field(..., json_schema_extra=RULE_VARIANT)`` marks a table option as a rule variant: a reading
of an unclear rule or a house rule whose default a newcomer keeps. New-table forms fold them
away."""


def rule_variants(options: type[BaseModel]) -> set[str]:
    """The names of the options marked `RULE_VARIANT` in a game's options model."""
    return {
        name
        for name, info in options.model_fields.items()
        if isinstance(info.json_schema_extra, dict) and info.json_schema_extra.get("variant")
    }


CHOICE_ROLES = ("main", "minor", "end")
"""How a choice is shown, the same in all four games: ``main`` the game's actions (cards,
spaces, moves), ``minor`` paying / secondary / optional steps, ``end`` pass, end turn,
done, skip and decline (always on the first screen of a menu)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One click: a stable id, a short label, an optional menu group and detail line.

    ``private``: the label or detail names something the public view hides (a card in
    hand, a draft pack, a secret vote). The service shows such a choice only to the
    deciding seat, never on a public message.
    ``role``: one of `CHOICE_ROLES`; adapters give each role one button style.
    ``ref``: the short name of the board thing the choice points at ("T2", "c3",
    "Firenze"), drawn with the same text on the picture sent with this choice.
    ``long_detail``: the detail whole, set only when ``detail`` had to be cut to
    `DETAIL_MAX` (Discord's limit); the local page, which has room, shows it instead.
    """

    id: ChoiceId
    label: Text
    group: Text | None = None
    detail: Text | None = None
    private: bool = False
    role: str = "main"
    ref: str | None = None
    long_detail: Text | None = None

    def __repr__(self) -> str:
        return f"Choice({self.id!r})"


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide now. Several seats means a simultaneous choice (sealed bids).

    ``turn`` is a number that changes whenever a new turn begins (a turn counter in the
    state does). The service's undo never crosses it, so a player who moves twice in a
    row (solo, or after everyone else passed) cannot take back the earlier turn.
    """

    seats: tuple[Seat, ...]
    prompt: Text
    turn: int = 0


@dataclass(frozen=True, slots=True)
class Event:
    """One game-log line.

    ``undo_barrier`` marks a random draw or the reveal of hidden information: no undo
    may go back past the move that produced it (boardgame.io ``undoable: false``).
    ``visible_to`` limits a private line (a card you drew) to those seats; ``None`` is
    public.
    """

    text: Text
    seat: Seat | None = None
    undo_barrier: bool = False
    visible_to: tuple[Seat, ...] | None = None

    def __repr__(self) -> str:
        return f"Event({self.text!r})"

    @property
    def public(self) -> bool:
        return self.visible_to is None


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: totals, the breakdown per scoring category, the winners.

    ``ranking`` lists every seat best first after the tie-breaks; ``winners`` holds
    more than one seat only when the rulebook's tie-breaks leave a shared victory.
    ``tiebreak`` says in words what decided between tied totals (empty if none).
    """

    totals: dict[Seat, int]
    breakdown: dict[Seat, dict[str, int]]
    ranking: tuple[Seat, ...]
    winners: tuple[Seat, ...]
    tiebreak: Text = ""
    extra: dict[str, Any] = field(default_factory=dict)


class GameState(BaseModel):
    """Base of every game's state: plain data, JSON round-trippable, versioned.

    ``seed`` and ``draws`` are the whole random source: `rng` derives a fresh
    generator from both and bumps ``draws``, so the same seed and choices always give
    the same state.
    """

    model_config = ConfigDict(validate_assignment=False, extra="forbid")

    schema_version: int
    players: int
    seed: int
    draws: int = 0


S = TypeVar("S", bound=GameState)


def copy_state(state: S) -> S:
    """An independent deep copy. A pickle round trip is several times faster than
    pydantic's ``model_copy(deep=True)`` (measured: 90% of a Stupor Mundi move)."""
    copied: S = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def rng(state: GameState) -> random.Random:
    """A generator for one random step (a shuffle, a roll); advances the draw counter."""
    state.draws += 1
    return random.Random(f"{state.seed}:{state.draws}")


def name_seats(text: str, names: Sequence[str]) -> str:
    """Replace ``{p0}``.. tokens with display names."""

    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return names[i] if i < len(names) else m.group(0)

    return _SEAT_TOKEN.sub(sub, text)


def name_view(value: Any, names: Sequence[str]) -> Any:
    """`name_seats` over every string of a view (dicts and lists, recursively)."""
    if isinstance(value, str):
        return name_seats(value, names)
    if isinstance(value, dict):
        return {k: name_view(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [name_view(v, names) for v in value]
    return value


def seat_token(seat: Seat) -> str:
    return f"{{p{seat}}}"


class Game(ABC, Generic[S]):
    """One game's rules. Subclasses declare the class attributes and the abstract steps.

    ``apply`` is the checked path (python-chess ``push_uci``): it accepts only an id
    that ``legal_choices`` lists and leaves the caller's state untouched.
    ``apply_unchecked`` is the fast path for replays and simulations of known-legal
    moves; it still works on a copy.
    """

    slug: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    schema_version: ClassVar[int] = 1
    Options: ClassVar[type[BaseModel]]
    State: ClassVar[type[GameState]]
    summary: ClassVar[str] = ""
    ai_levels: ClassVar[dict[str, dict[str, Any]]] = {}
    """This game's own search settings for some AI levels: by level name, the fields of
    `ai.player.Level` it sets otherwise (per-game knowledge, like `evaluate`)."""

    # -- the contract -------------------------------------------------------------
    @abstractmethod
    def setup(self, players: int, seed: int, options: BaseModel | None = None) -> S: ...

    @abstractmethod
    def decision(self, state: S) -> Decision | None: ...

    @abstractmethod
    def legal_choices(self, state: S, seat: Seat) -> list[Choice]: ...

    @abstractmethod
    def _apply(self, state: S, seat: Seat, choice: Choice) -> list[Event]:
        """Change ``state`` in place (it is already a private copy); return the log."""

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> dict[str, Any]: ...

    @abstractmethod
    def result(self, state: S) -> Result | None: ...

    # -- for seats that play themselves (ai/) ----------------------------------------
    def evaluate(self, state: S) -> list[float]:
        """The expected final score of every seat from this position (pure, fast).

        The default is the final totals once the game is over, else the public view's
        ``scores``; each game overrides it with its own knowledge (income still to come,
        end-game scoring already secured)."""
        result = self.result(state)
        if result is not None:
            return [float(result.totals[s]) for s in range(state.players)]
        scores = self.view(state, None).get("scores") or [0] * state.players
        return [float(x) for x in scores]

    def milestone(self, state: S) -> Hashable | None:
        """Where the game stands, coarsely (a phase of a round): a search that plays every
        seat on until this changes compares its choices at the same point of the game,
        however many clicks each took (``ai.player.Level.milestone_seats``). The default is
        None: the game has no such mark, and such a search stops at its horizon."""
        return None

    def sample_unseen(self, state: S, seat: Seat, rand: random.Random) -> S:
        """A copy of ``state`` whose hidden parts that ``seat`` cannot see (decks, the
        others' hands, face-down tiles) are re-drawn at random, consistently with what
        ``seat`` sees. Two states with the same ``view(state, seat)`` must give the
        same distribution. The default copies: right for a game without hidden parts."""
        return copy_state(state)

    # -- the fast path for search and simulation (OpenSpiel's legal_actions) --------
    def legal_ids(self, state: S, seat: Seat) -> list[ChoiceId]:
        """The ids ``legal_choices`` lists, in the same order, without labels, details
        or references. A search needs only these; engines whose presentation costs time
        override it (``tests/test_fast_path.py`` holds the two equal on random games)."""
        return [c.id for c in self.legal_choices(state, seat)]

    def play(self, state: S, seat: Seat, choice_id: ChoiceId) -> list[Event]:
        """Apply a legal id to ``state`` itself: no copy, no legality check. For a
        search or a playout that owns its state (python-chess ``push``); everything
        that keeps a state for others uses ``apply``."""
        for choice in self.legal_choices(state, seat):
            if choice.id == choice_id:
                return self._apply(state, seat, choice)
        raise self._why_illegal(state, seat, choice_id)

    # -- provided -----------------------------------------------------------------
    def copy(self, state: S) -> S:
        """An independent copy of ``state``; engines with a faster clone override it."""
        return copy_state(state)

    def apply(self, state: S, seat: Seat, choice_id: ChoiceId) -> tuple[S, list[Event]]:
        if choice_id not in self.legal_ids(state, seat):
            raise self._why_illegal(state, seat, choice_id)
        new = self.copy(state)
        return new, self.play(new, seat, choice_id)

    def apply_unchecked(self, state: S, seat: Seat, choice: Choice) -> tuple[S, list[Event]]:
        new = self.copy(state)
        return new, self._apply(new, seat, choice)

    def _why_illegal(self, state: S, seat: Seat, choice_id: ChoiceId) -> IllegalChoice:
        """The refusal of an id that is not legal now (``engine.ftl``; the English beside
        it for ``str(exc)``)."""
        decision = self.decision(state)
        if decision is None:
            return IllegalChoice(msg("engine-game-over"), "The game is over.")
        if seat not in decision.seats:
            return IllegalChoice(msg("engine-not-your-turn"), "It is not your turn.")
        return IllegalChoice(
            msg("engine-not-allowed", choice=choice_id),
            f"That choice ({choice_id}) is not allowed now.",
        )

    def options(self, raw: dict[str, Any] | None = None) -> BaseModel:
        """Validate table options; unknown keys or bad values raise GameError."""
        unknown = sorted(set(raw or {}) - set(self.Options.model_fields))
        if unknown:
            known = ", ".join(self.Options.model_fields) or "none"
            raise GameError(f"{self.title} has no option {unknown[0]!r}; options: {known}.")
        try:
            return self.Options.model_validate(raw or {})
        except ValidationError as exc:
            raise GameError(f"Bad options for {self.title}: {exc.errors()[0]['msg']}") from exc

    def dump(self, state: S) -> str:
        return state.model_dump_json()

    def load(self, data: str | bytes | dict[str, Any]) -> S:
        """Validate a saved state, migrating older schema versions first."""
        try:
            raw = data if isinstance(data, dict) else _json_loads(data)
        except ValueError as exc:
            raise SavedGameError(f"Saved {self.title} game is not valid JSON.") from exc
        if not isinstance(raw, dict):
            raise SavedGameError(f"Saved {self.title} game is not an object.")
        version = raw.get("schema_version")
        if not isinstance(version, int) or version > self.schema_version or version < 1:
            raise SavedGameError(
                f"Saved {self.title} game has schema version {version!r}; "
                f"this build reads 1..{self.schema_version}."
            )
        while version < self.schema_version:
            raw = self.migrate(raw, version)
            version += 1
            raw["schema_version"] = version
        try:
            return self.State.model_validate(raw)  # type: ignore[return-value]
        except ValidationError as exc:
            raise SavedGameError(f"Saved {self.title} game is damaged: {exc.errors()[0]}") from exc

    def migrate(self, raw: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Turn a state dict of ``from_version`` into ``from_version + 1``."""
        raise SavedGameError(f"No migration for {self.title} schema {from_version}.")

    def replay(
        self,
        players: int,
        seed: int,
        options: BaseModel | None,
        moves: Iterable[tuple[Seat, ChoiceId]],
    ) -> S:
        """Rebuild a state from its seed and move log (checked, so a bad log raises)."""
        state = self.setup(players, seed, options)
        for seat, choice_id in moves:
            state, _ = self.apply(state, seat, choice_id)
        return state


def _json_loads(data: str | bytes) -> Any:
    import json

    return json.loads(data)
