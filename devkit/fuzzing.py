"""Fuzzed clicks and commands: random custom_ids, versions, users, servers, channels,
choice ids and commands, sent through the real adapter (and straight at the service).

Used by ``test_fuzz.py`` (a few hundred examples) and ``bench/fuzz_bench.py`` (10,000).
Each interaction is checked: it got an answer, no internal-error text, and when it was
refused (nothing public was posted) nothing was stored.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from bot.discord.guard import UNEXPECTED
from bot.tables import Refused, TableService
from db import Store
from devkit.harness import CHANNEL, GUILD, Harness, Sent, make_harness

OTHER_GUILD = GUILD + 5
LOBBY_CHANNEL = CHANNEL + 1
OTHER_CHANNEL = CHANNEL + 2
FOREIGN_CHANNEL = CHANNEL + 3
PLACES = [
    (GUILD, CHANNEL),
    (GUILD, LOBBY_CHANNEL),
    (GUILD, OTHER_CHANNEL),
    (OTHER_GUILD, FOREIGN_CHANNEL),
]
INTERNAL = ("Something went wrong", UNEXPECTED[:40])

TABLE_IDS = st.one_of(
    st.sampled_from([1, 2, 3, 0, 4, 2**63 - 1, 2**63, 10**19 - 1]), st.integers(0, 10**19 - 1)
)
VERSIONS = st.one_of(st.integers(0, 6), st.integers(0, 10**12 - 1))
CHOICE_IDS = st.one_of(
    st.sampled_from(["play", "draw", "card:1", "card:7", "pile:a", "pile:b", "pile:zz"]),
    st.from_regex(r"[A-Za-z0-9_.:+\-]{1,40}", fullmatch=True),
)
PAGES = st.integers(0, 999)


@st.composite
def custom_ids(draw) -> tuple[str, list[str] | None]:
    t, v = draw(TABLE_IDS), draw(VERSIONS)
    kind = draw(
        st.sampled_from(["choice", "select", "page", "pick", "undo", "lobby", "history", "garbage"])
    )
    if kind == "choice":
        return f"t:{t}:v:{v}:c:{draw(CHOICE_IDS)}", None
    if kind == "select":
        return f"t:{t}:v:{v}:s:{draw(PAGES)}", [draw(CHOICE_IDS)]
    if kind == "page":
        return f"t:{t}:v:{v}:p:{draw(PAGES)}", None
    if kind in ("pick", "undo"):
        return f"t:{t}:v:{v}:{kind}", None
    if kind == "lobby":
        return f"t:{t}:lobby:{draw(st.sampled_from(['join', 'leave', 'start']))}", None
    if kind == "history":
        return f"h:{t}:p:{draw(st.integers(0, 99999))}", None
    return draw(
        st.text(st.characters(codec="ascii", exclude_categories=("Cc",)), max_size=100)
    ), None


COMMANDS = st.one_of(
    st.tuples(
        st.sampled_from(["join", "leave", "start", "board", "undo", "hand", "games"]), st.just({})
    ),
    st.tuples(st.just("resign"), st.just({})),
    st.tuples(st.just("abandon"), st.just({})),
    st.tuples(st.just("history"), st.fixed_dictionaries({"move": st.integers(0, 100000)})),
    st.tuples(st.just("reminder"), st.fixed_dictionaries({"hours": st.floats(0, 720)})),
    st.tuples(st.just("rules"), st.fixed_dictionaries({"game": st.text(max_size=30)})),
    st.tuples(
        st.just("newgame"),
        st.fixed_dictionaries(
            {
                "game": st.one_of(st.just("peek-and-pile"), st.text(max_size=30)),
                "options": st.one_of(
                    st.just(""),
                    st.sampled_from(["deck_size=huge", "colour=red", "deck_size"]),
                    st.text(max_size=40),
                ),
            }
        ),
    ),
)


@dataclass(frozen=True)
class Spec:
    kind: str  # click | command
    user: int
    place: tuple[int, int]
    custom_id: str = ""
    values: list[str] | None = None
    command: str = ""
    options: dict[str, Any] = field(default_factory=dict)


@st.composite
def specs(draw) -> Spec:
    place = draw(st.sampled_from(PLACES))
    if draw(st.booleans()):
        cid, values = draw(custom_ids())
        return Spec("click", draw(st.sampled_from([1, 2, 5, 6])), place, cid, values)
    name, options = draw(COMMANDS)
    # the host (1) may really resign or abandon; bad clicks come from everyone else
    user = draw(
        st.sampled_from([5, 6] if name in ("resign", "abandon", "reminder") else [1, 2, 5, 6])
    )
    return Spec("command", user, place, command=name, options=options)


SERVICE_CALLS = st.tuples(
    st.sampled_from(
        [
            "act",
            "undo",
            "join",
            "leave",
            "start",
            "board",
            "history",
            "hand",
            "choices_for",
            "set_reminder",
            "abandon",
            "check_place",
        ]
    ),
    st.one_of(TABLE_IDS, st.integers(-(2**70), 2**70)),
    st.sampled_from(["u5", "u6", "", "x" * 300, str(2**64)]),
    st.one_of(VERSIONS, st.integers(-5, 5)),
    CHOICE_IDS,
    st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-10, 10)),
)


@dataclass
class Outcome:
    answered: bool
    internal: bool
    public: bool
    changed: bool

    @property
    def bad(self) -> bool:
        return not self.answered or self.internal or (self.changed and not self.public)


@dataclass
class Counts:
    counter: Counter = field(default_factory=Counter)

    def add(self, outcome: Outcome) -> None:
        c = self.counter
        c["interactions"] += 1
        c["answered"] += outcome.answered
        c["no answer"] += not outcome.answered
        c["internal errors"] += outcome.internal
        c["applied (public)"] += outcome.public
        c["clear refusals"] += outcome.answered and not outcome.internal and not outcome.public
        c["stored changes when refused"] += outcome.changed and not outcome.public


def forged(custom_id: str, values: list[str] | None, channel_id: int, mid: int) -> Sent:
    if values is not None:
        component = {
            "type": 3,
            "custom_id": custom_id,
            "min_values": 1,
            "max_values": 1,
            "options": [{"label": v[:80], "value": v} for v in values],
        }
    else:
        component = {"type": 2, "custom_id": custom_id, "label": "x", "style": 1}
    return Sent(
        "http",
        "POST",
        f"/channels/{channel_id}/messages",
        {"components": [{"type": 1, "components": [component]}]},
        message_id=mid,
        channel_id=channel_id,
    )


class Fuzzer:
    """One bot with a running table, a lobby and a table in another server."""

    def __init__(self, store: Store, service: TableService, harness: Harness) -> None:
        self.store, self.service, self.h = store, service, harness

    @classmethod
    async def create(cls, tmp_path: Path, monkeypatch) -> Fuzzer:
        from games import _testgame as testgame

        testgame.install()
        store = await Store.open(tmp_path / "fuzz.sqlite3")
        service = TableService(store, render=False)
        h = await make_harness(service, tmp_path, monkeypatch)
        await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
        await h.command(2, "join")
        await h.command(1, "start")
        await h.command(1, "newgame", game="peek-and-pile", channel_id=LOBBY_CHANNEL)
        await h.command(
            3, "newgame", game="peek-and-pile", channel_id=FOREIGN_CHANNEL, guild_id=OTHER_GUILD
        )
        return cls(store, service, h)

    async def close(self) -> None:
        from games import _testgame as testgame

        await self.store.close()
        testgame.uninstall()

    async def snapshot(self) -> tuple:
        """Everything a click could change, in three reads."""
        q = self.store._all
        return (
            await q(
                "SELECT id, version, status, state, board_message_id, host_id"
                " FROM game_tables ORDER BY id"
            ),
            await q(
                "SELECT table_id, user_id, display_name, seat FROM seats ORDER BY table_id, user_id"
            ),
            await q("SELECT COUNT(*) FROM moves"),
        )

    async def run(self, spec: Spec) -> Outcome:
        before = await self.snapshot()
        fake = self.h.fake
        guild, channel = spec.place
        if spec.kind == "click":
            message = forged(spec.custom_id, spec.values, channel, fake.next_id())
            payload = fake.click_payload(
                spec.user,
                message,
                spec.custom_id,
                values=spec.values,
                guild_id=guild,
                channel_id=channel,
            )
        else:
            payload = fake.command_payload(
                spec.user, spec.command, guild_id=guild, channel_id=channel, **spec.options
            )
        mark = fake.mark()
        await self.h.dispatch(payload)
        sent = fake.since(mark)
        answers = self.h.answers_to(payload)
        return Outcome(
            answered=bool(answers),
            internal=any(t in s.content for s in sent for t in INTERNAL),
            public=any(s.kind in ("message", "edit") for s in sent),
            changed=await self.snapshot() != before,
        )

    async def call_service(self, call: tuple) -> Outcome:
        """A direct service call: it returns or raises Refused, never anything else."""
        name, table, user, version, choice, number = call
        s = self.service
        calls = {
            "act": lambda: s.act(table, user, version, choice),
            "undo": lambda: s.undo(table, user, version),
            "join": lambda: s.join(table, user, user or "?"),
            "leave": lambda: s.leave(table, user),
            "start": lambda: s.start(table, user),
            "board": lambda: s.board(table),
            "history": lambda: s.history(table, version),
            "hand": lambda: s.hand(table, user),
            "choices_for": lambda: s.choices_for(table, user),
            "set_reminder": lambda: s.set_reminder(table, user, number),
            "abandon": lambda: s.abandon(table, user),
            "check_place": lambda: s.check_place(
                table, guild_id=str(GUILD), channel_id=choice, user_id=user
            ),
        }
        before = await self.snapshot()
        refused = internal = False
        try:
            await calls[name]()
        except Refused:
            refused = True
        except Exception:
            internal = True
        changed = await self.snapshot() != before
        return Outcome(
            answered=True, internal=internal, public=not refused and not internal, changed=changed
        )
