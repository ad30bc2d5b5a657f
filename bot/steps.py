"""The CPU work of a table action: pure functions of an engine, a state and the seats'
names, run off the event loop by `bot.cpu` (in worker processes when the bot runs).

Everything here takes and returns picklable values (engines pickle by reference, states,
events, choices, view dicts), so a worker process computes exactly what the loop's own
thread would: apply a choice with its log line, take a forced move, build the parts of
the next board (choices, hidden-information check, views, scoreboard), draw a picture,
replay a game for /undo or /history.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.position import Position
from bot.scoreboard import format_scoreboard
from bot.wording import choice_line, readable_key
from games.contract import (
    Choice,
    Decision,
    Event,
    Game,
    GameState,
    Result,
    name_seats,
    name_view,
    seat_token,
)
from games.messages import Arg, Msg, Text, Who, from_json, msg, to_json
from l10n import say
from render import PhoneContext, board_png, hand_lines, hand_png, has_hand_picture, phone_png


@dataclass(frozen=True, slots=True)
class Step:
    """One engine step, computed off the loop: the new position, what the store keeps, and
    the position it was taken from with the answers the step asked of it."""

    position: Position
    before: Position
    events: list[Event]
    logged: list[dict[str, Any]]  # the events as stored
    dumped: Any  # game.dump(state)
    result: Result | None
    waiting_changed: bool  # someone new decides (or nobody: the game is over)
    barrier: bool

    @property
    def state(self) -> GameState:
        return self.position.state


def make_step(
    before: Position,
    decision: Decision,
    seat: int,
    new: GameState,
    events: list[Event],
    *,
    auto: bool = False,
    stand_in: bool = False,
) -> Step:
    """What storing ``new`` (reached from ``decision`` by ``seat``) needs; pure CPU.
    ``auto``: a forced move; ``stand_in``: the idle clock's move for a human seat. Neither
    is a choice the seat's player made: each is marked in the stored events."""
    game = before.game
    position = Position(game, new)
    new_decision = position.decision()
    logged = [_event_json(e) for e in events]
    if auto:  # a forced move: undo steps over it
        logged.append({"text": "", "auto": True, "visible_to": [seat]})
    if stand_in:  # the idle clock's: "since your last turn" looks past it
        logged.append({"text": "", "stand_in": True, "visible_to": [seat]})
    return Step(
        position=position,
        before=before,
        events=events,
        logged=logged,
        dumped=game.dump(new),
        result=position.result(),
        waiting_changed=new_decision is None
        or set(new_decision.seats) != set(decision.seats)
        or new_decision.turn != decision.turn,
        barrier=any(e.undo_barrier for e in events),
    )


@dataclass(frozen=True, slots=True)
class TurnParts:
    """The CPU-heavy parts of a table's update (computed off the loop)."""

    decision: Decision | None
    prompt: str
    choices: tuple[Choice, ...]  # in the reader's words
    picture_choices: tuple[Choice, ...]  # in English: the pictures are drawn in English
    simultaneous: bool
    choices_private: bool
    result: Result | None
    scoreboard: str
    view: dict[str, Any] | None  # the public view and the one before the move, for the picture
    previous: dict[str, Any] | None
    position: Position  # the board's position with the answers asked of it


def named_choices(
    position: Position, seat: int, names: list[str], *, locale: str = "en"
) -> tuple[Choice, ...]:
    return tuple(_name_choice(c, names, locale) for c in position.legal_choices(seat))


def hand_parts(
    game: Game, state: GameState, seat: int, names: list[str], *, locale: str = "en"
) -> tuple[dict[str, Any], dict[str, Any], list[str], tuple[Choice, ...]]:
    """A seat's private view, its secret parts, their lines and the seat's choices (pure CPU)."""
    public = name_view(game.view(state, None), names)
    mine = name_view(game.view(state, seat), names)
    secret = dict(private_items(public, mine, names))
    lines = hand_lines(game.slug, mine, names, seat, locale)
    if lines is None:  # a game without its own words: the view's private parts, as sentences
        lines = [
            line
            for where, value in secret.items()
            for line in _sentences(_where(where, names[seat]), value, locale)
        ]
    choices: tuple[Choice, ...] = ()
    if decision := game.decision(state):
        lines.insert(
            0,
            your_turn(words(decision.prompt, names, locale), locale)
            if seat in decision.seats
            else say(
                msg("log-waiting", seats=_and([Who(s) for s in decision.seats])), locale, names
            ),
        )
        if seat in decision.seats:
            choices = named_choices(Position(game, state), seat, names, locale=locale)
    return mine, secret, lines, choices


def hand_picture(
    game: Game, state: GameState, seat: int, names: list[str], locale: str = "en"
) -> bytes | None:
    """The seat's own private picture in the reader's ``locale``, sent with its private
    choices (a hand card a choice names is drawn there), for a game that draws one."""
    if not has_hand_picture(game.slug):
        return None
    own = name_view(game.view(state, seat), names)
    return hand_png(game.slug, game.title, own, {}, names, seat, locale)


def your_turn(prompt: str, locale: str = "en") -> str:
    """ "Your turn: <prompt>", unless the prompt says so already ("Your turn: place a family
    member", "Round 3: your turn: travel, play a card or pass")."""
    if re.search(r"\byour turn\b", prompt, re.IGNORECASE):
        return prompt[:1].upper() + prompt[1:]
    return say(msg("log-your-turn", prompt=prompt), locale)


def _and(items: Sequence[Arg]) -> Arg:
    """``A and B and C`` as nested ``log-and`` messages (English as the log always read)."""
    out = items[0]
    for item in items[1:]:
        out = msg("log-and", head=out, tail=item)
    return out


# -- engine steps -------------------------------------------------------------------
def apply_step(
    before: Position,
    decision: Decision,
    seat: int,
    choice_id: str,
    names: list[str],
    stand_in: bool = False,
) -> Step:
    """Apply a seat's choice (checked), with its log line; ``stand_in``: the idle clock
    chose it for the seat's player."""
    new, events = before.game.apply(before.state, seat, choice_id)
    events = with_choice_line(before, seat, choice_id, events, names)
    return make_step(before, decision, seat, new, events, stand_in=stand_in)


def forced(position: Position) -> tuple[int, Choice] | None:
    """The one seat to move and its only legal choice, when there is nothing to decide."""
    decision = position.decision()
    if decision is None or len(decision.seats) != 1:
        return None
    choices = position.legal_choices(decision.seats[0])
    return (decision.seats[0], choices[0]) if len(choices) == 1 else None


def forced_step(
    position: Position, names: list[str]
) -> tuple[Position, tuple[Decision, int, str, Step] | None]:
    """The next forced move (one seat, one legal choice) applied, or None; with ``position``
    and the answers asked of it (a worker process fills its own copy)."""
    found = forced(position)
    decision = position.decision()
    if found is None or decision is None:
        return position, None
    seat, choice = found
    new, events = position.game.apply_unchecked(position.state, seat, choice)
    events = with_choice_line(position, seat, choice.id, events, names)
    return position, (
        decision,
        seat,
        choice.id,
        make_step(position, decision, seat, new, events, auto=True),
    )


def undo_step(
    game: Game,
    previous: GameState,
    decision: Decision,
    seat: int,
    choice_id: str | None,
    names: list[str],
) -> Step:
    """The undo row back to ``previous``, its line naming the choice unless it is private."""
    before = Position(game, previous)
    choice = next((c for c in before.legal_choices(seat) if c.id == choice_id), None)
    text: Text
    if choice is None or choice_is_private(before, seat, choice, names):
        text = msg("log-undo", who=Who(seat))
    elif isinstance(choice.label, Msg):
        text = msg("log-undo-choice", who=Who(seat), choice=choice.label)
    else:
        text = f"{{p{seat}}} takes back their last choice: {choice.label.rstrip('.')}."
    return make_step(before, decision, seat, previous, [Event(text, seat)])


def undo_states(
    game: Game,
    players: int,
    seed: int,
    options: Any,
    kept: list[tuple[int, str]],
    taken: list[tuple[int, str]],
) -> list[GameState]:
    """The state before the undone moves (replayed from the log), then after each of
    ``taken`` but the last: most of a second at worst, so never on the loop."""
    states = [game.replay(players, seed, options, kept)]
    for seat, choice in taken[:-1]:
        states.append(game.apply(states[-1], seat, choice)[0])
    return states


def with_choice_line(
    position: Position, seat: int, choice_id: str, events: list[Event], names: list[str]
) -> list[Event]:
    """The engine's lines, plus "Anna: <label>." when it wrote no public line, so the
    log and /history read as sentences. A choice naming hidden information is told
    in full to its seat only. ``position``: the state the choice was made in."""
    if any(e.public for e in events):
        return events
    choice = next((c for c in position.legal_choices(seat) if c.id == choice_id), None)
    if choice is None:
        return events
    token = f"{{p{seat}}}"
    label = choice.label
    if choice_is_private(position, seat, choice, names):
        mine: Text = (
            msg("log-you-chose", choice=label)
            if isinstance(label, Msg)
            else choice_line("You", label)
        )
        return [
            *events,
            Event(msg("log-private-choice", who=Who(seat)), seat),
            Event(mine, seat, visible_to=(seat,)),
        ]
    line: Text = (
        msg("log-choice", who=Who(seat), choice=label)
        if isinstance(label, Msg)
        else choice_line(token, label)
    )
    return [*events, Event(line, seat)]


def choice_is_private(position: Position, seat: int, choice: Choice, names: list[str]) -> bool:
    return choice.private or choice_reveals(choice, hidden_of(position, seat, names))


def hidden_of(position: Position, seat: int, names: list[str]) -> frozenset[str]:
    """`hidden_strings` of ``seat``'s view in ``position``, computed once per position."""
    key = (seat, tuple(names))
    hidden = position.hidden.get(key)
    if hidden is None:
        hidden = position.hidden[key] = hidden_strings(
            position.view(None), position.view(seat), names, also_shown=True
        )
    return hidden


# -- the parts of a board -----------------------------------------------------------
def turn_parts(
    slug: str,
    status: str,
    position: Position,
    names: list[str],
    before: Position | None,
    with_views: bool,
    *,
    locale: str = "en",
) -> TurnParts:
    """The choices (and whether they name hidden information), the result and, for the
    picture (``with_views``), the public views now and before the move."""
    decision = position.decision()
    choices: tuple[Choice, ...] = ()
    picture_choices: tuple[Choice, ...] = ()
    prompt = ""
    choices_private = False
    if decision:
        prompt = words(decision.prompt, names, locale)
        if len(decision.seats) == 1:
            mover = decision.seats[0]
            raw = position.legal_choices(mover)
            hidden = hidden_of(position, mover, names)
            choices_private = any(c.private or choice_reveals(c, hidden) for c in raw)
            choices = tuple(_name_choice(c, names, locale) for c in raw)
            picture_choices = (
                choices if locale == "en" else tuple(_name_choice(c, names) for c in raw)
            )
    result = position.result() if status == "finished" else None
    return TurnParts(
        decision=decision,
        prompt=prompt,
        choices=choices,
        picture_choices=picture_choices,
        simultaneous=decision is not None and len(decision.seats) > 1,
        choices_private=choices_private,
        result=result,
        scoreboard=format_scoreboard(result, names, slug, locale) if result else "",
        view=position.view(None) if with_views else None,
        previous=before.view(None) if with_views and before is not None else None,
        position=position,
    )


def picture(
    kind: str,
    slug: str,
    title: str,
    view: dict[str, Any],
    names: list[str],
    last: str,
    previous: dict[str, Any] | None = None,
    context: PhoneContext | None = None,
    locale: str = "en",
) -> bytes | None:
    """The board's PNG: the phone picture (``kind == "phone"``) or the full board, its own
    words in ``locale``."""
    before = name_view(previous, names) if previous is not None else None
    now = name_view(view, names)
    if kind == "phone":
        return phone_png(slug, title, now, names, last, before, context, locale)
    return board_png(slug, title, now, names, last, before, locale)


def public_view(game: Game, state: GameState) -> dict[str, Any]:
    """A state's public view (the board a returning player's picture outlines changes from)."""
    return game.view(state, None)


def replayed_view(
    game: Game, players: int, seed: int, options: Any, played: list[tuple[int, str]]
) -> dict[str, Any]:
    """The public view after replaying ``played`` from the seed."""
    return game.view(game.replay(players, seed, options, played), None)


def state_picture(
    kind: str,
    slug: str,
    game: Game,
    state: GameState,
    names: list[str],
    last: str,
    locale: str = "en",
) -> bytes | None:
    """``picture`` of a state's public view: the whole board, a resignation, a move of /history."""
    view = game.view(state, None)
    return picture(kind, slug, game.title, view, names, last, locale=locale)


# -- words --------------------------------------------------------------------------
SEAT_TOKENS = tuple(seat_token(s) for s in range(10))
"""Names that keep the seat tokens: the stored English names seats as ``{p0}`` (old rows do)."""


def words(text: Text, names: Sequence[str], locale: str = "en") -> str:
    """An engine's text for one reader: a message in the reader's language, English (a str)
    as it is; seats named by ``names``."""
    return say(text, locale, names)


def english(text: Text) -> str:
    """The English of an engine's text with its seat tokens kept: what the log stores as
    ``text`` and what the hidden-information checks compare with the (English) views."""
    return say(text, "en", SEAT_TOKENS)


def logged_line(entry: dict[str, Any], names: Sequence[str], locale: str = "en") -> str:
    """A stored log entry for one reader: rendered from its ``key`` and ``args`` when the
    row has them, else its stored English ``text`` (rows from before messages)."""
    if "key" in entry:
        try:
            return words(from_json({"key": entry["key"], "args": entry.get("args")}), names, locale)
        except (ValueError, TypeError):  # a damaged row: its English is still there
            pass
    return name_seats(str(entry.get("text") or ""), names)


def _event_json(e: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"text": english(e.text)}
    if isinstance(e.text, Msg):
        out.update(to_json(e.text))
    if e.seat is not None:
        out["seat"] = e.seat
    if e.undo_barrier:
        out["barrier"] = True
    if e.visible_to is not None:
        out["visible_to"] = list(e.visible_to)
    return out


def _name_choice(c: Choice, names: list[str], locale: str = "en") -> Choice:
    """The choice in the reader's words: every text rendered, seats named."""
    return replace(
        c,
        label=words(c.label, names, locale),
        group=c.group and words(c.group, names, locale),
        detail=c.detail and words(c.detail, names, locale),
        long_detail=c.long_detail and words(c.long_detail, names, locale),
    )


HIDDEN_MIN_LENGTH = 3


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


def hidden_strings(
    public: dict[str, Any], mine: dict[str, Any], names: list[str], *, also_shown: bool = False
) -> frozenset[str]:
    """The texts a seat's view shows that the public view nowhere does (card names in a
    hand, a draft pack, a secret vote): the values a public message must never carry.

    ``also_shown`` keeps the texts the public view shows elsewhere too (another copy of
    a card in hand face up on the table): naming it would still tell who holds it."""
    shown = set() if also_shown else set(_strings(name_view(public, names)))
    out = set()
    for _, value in private_items(name_view(public, names), name_view(mine, names), names):
        for text in _strings(value):
            text = text.strip()
            if len(text) >= HIDDEN_MIN_LENGTH and not text.isdigit() and text not in shown:
                out.add(text)
    return frozenset(out)


def choice_reveals(choice: Choice, hidden: frozenset[str]) -> bool:
    """Does the choice's label or detail name one of the ``hidden`` texts?"""
    text = "\n".join(english(t) for t in (choice.label, choice.detail, choice.long_detail) if t)
    return any(h in text for h in hidden)


VIEWER_KEYS = ("you", "viewer", "seat")  # who is looking: not a secret worth listing


def private_items(
    public: Any, mine: Any, names: list[str], path: str = ""
) -> list[tuple[str, Any]]:
    """The leaves of a seat's view that the public view does not show, as (where, value).

    ``players[1].hand`` reads "Ben › hand"; a key only the seat's view has is listed whole.
    """
    if isinstance(mine, dict) and isinstance(public, dict):
        out: list[tuple[str, Any]] = []
        for key, value in mine.items():
            where = f"{path} › {key}" if path else str(key)
            if key in VIEWER_KEYS:
                continue
            if key not in public:
                out.append((where, value))
            elif public[key] != value:
                if (
                    key == "players"
                    and isinstance(value, list)
                    and isinstance(public[key], list)
                    and len(value) == len(public[key])
                ):
                    for i, (a, b) in enumerate(zip(public[key], value, strict=True)):
                        who = names[i] if i < len(names) else f"seat {i}"
                        out += private_items(a, b, names, f"{path} › {who}" if path else who)
                else:
                    out += private_items(public[key], value, names, where)
        return out
    if isinstance(mine, list) and isinstance(public, list) and len(mine) == len(public) and mine:
        out = []
        for i, (a, b) in enumerate(zip(public, mine, strict=True)):
            if a != b:
                out += private_items(a, b, names, f"{path} #{i + 1}")
        return out
    return [(path or "private", mine)] if mine != public else []


def _where(path: str, me: str) -> tuple[bool, str]:
    """Whose part and which: ``Anna › hand #2`` seen by Anna -> (True, ``hand #2``),
    ``Anna`` -> (True, ""); ``screen`` -> (False, ``Screen``). The parts are the view's
    data keys (no catalogue names them)."""
    parts = [p.strip() for p in path.split("›")]
    if parts and parts[0] == me:
        return True, " ".join(readable_key(p).lower() for p in parts[1:])
    return False, " ".join(
        readable_key(p) if i == 0 else readable_key(p).lower() for i, p in enumerate(parts)
    )


def _empty(value: Any) -> bool:
    return value is None or value == [] or value == {} or value == ""


def _sentences(where: tuple[bool, str], value: Any, locale: str, depth: int = 0) -> list[str]:
    """A private view part as short lines in the reader's ``locale``: a dict of dicts gives
    one line per part, empty parts and viewer keys are left out ("Your screen: red 0.")."""
    if _empty(value):
        return []
    if isinstance(value, dict):
        parts = {k: v for k, v in value.items() if k not in VIEWER_KEYS and not _empty(v)}
        if not parts:
            return []
        if depth == 0 and any(isinstance(v, dict | list) for v in parts.values()):
            return [
                line
                for k, v in parts.items()
                for line in _sentences((False, readable_key(str(k))), v, locale, depth + 1)
            ]
        return [_part_line(where, _plain(parts, locale), locale)]
    return [_part_line(where, _plain(value, locale), locale)]


def _part_line(where: tuple[bool, str], value: str, locale: str) -> str:
    mine, part = where
    if mine:
        key = "chrome-hand-yours" if part else "chrome-hand-you"
        return say(msg(key, part=part, value=value), locale)
    return f"{part}: {value}."


def _plain(value: Any, locale: str) -> str:
    if isinstance(value, dict):
        return ", ".join(
            f"{readable_key(str(k)).lower()} {_plain(v, locale)}"
            for k, v in value.items()
            if k not in VIEWER_KEYS and not _empty(v)
        )
    if isinstance(value, list):
        return ", ".join(_plain(v, locale) for v in value) or say(msg("chrome-hand-none"), locale)
    return str(value)
