"""Playing through the loopback Discord as the players would (the end-to-end tests and
bench/shard_soak.py): read the newest board, find
who it pings, click one of its choices (through kinds, selects and the private page)."""

from __future__ import annotations

import random

from devkit.harness import uid
from devkit.loopback import Loopback
from devkit.loopback.state import Interaction, Message


def user_number(user_id: int | str) -> int:
    return int(user_id) - uid(0)


def pinged(message: Message) -> list[int]:
    """The players a message pinged when posted: named in its content AND let through
    allowed_mentions (harness numbering)."""
    return [user_number(u) for u in message.notified]


def mover(lb: Loopback, channel: int | None = None) -> int:
    """The player the newest pinging board message calls to move."""
    for m in reversed(lb.public(*([channel] if channel else []))):
        if pinged(m):
            return pinged(m)[0]
    raise AssertionError("no board pings anyone")


async def click_and_wait(
    lb: Loopback,
    user: int,
    message: Message,
    custom_id: str,
    values: list[str] | None = None,
    quiet: float = 0.3,
) -> Interaction:
    inter = await lb.click(user, message, custom_id, values)
    await lb.settled(inter, quiet=quiet)
    return inter


async def choose(
    lb: Loopback, pick: random.Random, user: int, message: Message, quiet: float = 0.3
) -> list[Interaction]:
    """Click one of ``message``'s choices as ``user``; every interaction it took. ``quiet``:
    how long no request must come before a click counts as settled."""
    ids = message.custom_ids
    entries = [(c, None) for c in ids if ":c:" in c or ":k:" in c]
    entries += [
        (c, o["value"])
        for c in ids
        if ":s:" in c
        for item in message.items
        if item.get("custom_id") == c
        for o in item["options"]
    ]
    if entries:
        custom_id, value = pick.choice(entries)
        inter = await click_and_wait(
            lb, user, message, custom_id, None if value is None else [value], quiet
        )
        if ":k:" in custom_id:  # the same message now shows that kind's targets
            return [inter, *await choose(lb, pick, user, lb.state.messages[message.id], quiet)]
        return [inter]
    private = [c for c in ids if c.endswith(":pick")]
    assert private, f"a board with nothing to click: {ids}"
    inter = await click_and_wait(lb, user, message, private[0], quiet=quiet)
    pages = [m for m in lb.private(inter) if m.custom_ids]
    assert pages, [m.content for m in lb.answers(inter)]
    return [inter, *await choose(lb, pick, user, pages[-1], quiet)]


async def open_table(
    lb: Loopback, game: str, players: int, channel: int | None = None, opened: bool = False
) -> Message:
    """/newgame (unless ``opened``), /join by the others, /start: the first board."""
    where = {"channel": channel} if channel else {}
    for n in range(1, players + 1):
        if n == 1 and opened:
            continue
        if n == 1:
            inter = await lb.command(1, "newgame", game=game, seat_order="joined", **where)
        else:
            inter = await lb.command(n, "join", **where)
        await lb.settled(inter)
    inter = await lb.command(1, "start", **where)
    await lb.settled(inter)
    return lb.board(*([channel] if channel else []))
