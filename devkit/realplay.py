"""Play a real game through the Discord adapter with random clicks (tests and bench).

Every click goes through the components the bot really sent: board buttons, kind
buttons, selects, the private page. ``after_click`` sees what each click sent.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from devkit.harness import Harness, Sent, uid
from games import registry

SLUGS = list(registry())  # every registered game: a new one is played here the day it registers


@dataclass
class Played:
    table_id: int
    clicks: int = 0  # choices made
    finished: bool = False
    new_turns: int = 0  # clicks after which someone new was to move, or the game ended


async def pick_and_click(h: Harness, pick: random.Random, n: int, message: Sent) -> list[Sent]:
    """Click one of ``message``'s choices as user ``n``; returns everything sent."""
    ids = message.custom_ids
    entries = [(c, None) for c in ids if ":c:" in c or ":k:" in c]
    entries += [(c, o["value"]) for c in ids if ":s:" in c for o in message.component(c)["options"]]
    if entries:
        custom_id, value = pick.choice(entries)
        if value is not None:
            return await h.click(n, message, custom_id, values=[value])
        out = await h.click(n, message, custom_id)
        if ":k:" in custom_id:  # the same message now shows that kind's targets
            return out + await pick_and_click(h, pick, n, h.fake.current(message.message_id))
        return out
    private = [c for c in ids if c.endswith(":pick")]
    assert private, f"a board with nothing to click: {ids}"
    out = await h.click(n, message, private[0])
    own = [s for s in out if s.kind == "followup" and s.ephemeral and s.custom_ids]
    assert own, [s.content for s in out]
    return out + await pick_and_click(h, pick, n, own[-1])


async def peek(service, table: int):
    """The table now, without drawing a picture (the adapter draws its own)."""
    render, service.render = service.render, False
    try:
        return await service.board(table)
    finally:
        service.render = render


async def play(
    h: Harness,
    service,
    slug: str,
    players: int,
    seed: int,
    clicks: int,
    after_click: Callable[[list[Sent]], Awaitable[None]] | None = None,
    watcher: int | None = None,
    language: str = "en",
    options: str | None = None,
) -> Played:
    """``watcher``: a member who /watches the table (by direct message) from its lobby on;
    ``language``: the table's (``/newgame language:``), its public payloads' language;
    ``options``: the table's options as `/newgame options:` takes them ("leaders=true")."""
    chosen = {"options": options} if options else {}
    await h.command(1, "newgame", game=slug, seat_order="joined", language=language, **chosen)
    if watcher is not None:
        await h.command(watcher, "watch")
    for n in range(2, players + 1):
        await h.command(n, "join")
    await h.command(1, "start")
    table = (await service.table_in_channel(str(h.fake.last_board().channel_id))).id
    played = Played(table)
    pick = random.Random(seed)
    for _ in range(clicks):
        state = await peek(service, table)
        if state.status != "playing":
            played.finished = True
            break
        before = {p.user_id for p in state.to_move}
        user = pick.choice(state.to_move).user_id
        out = await pick_and_click(h, pick, int(user) - uid(0), h.fake.board())
        refused = [
            s.content
            for s in out
            if s.ephemeral and ("out of date" in s.content or "wrong" in s.content)
        ]
        assert not refused, refused
        played.clicks += 1
        after = await peek(service, table)
        if after.status != "playing" or not {p.user_id for p in after.to_move} <= before:
            played.new_turns += 1
        if after_click is not None:
            await after_click(out)
    else:
        played.finished = (await peek(service, table)).status != "playing"
    return played
