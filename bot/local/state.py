"""What the local page keeps in memory: the service, the newest boards, one-shot sentences."""

from __future__ import annotations

from aiohttp import web

from bot.tables import TableService, Update

GUILD = "local"
HOST_USER = "local-1"
MAX_NAME = 40
BOX_LINES = 16  # the "what happened" box: this turn's story, never the whole game

SERVICE: web.AppKey[TableService] = web.AppKey("service", TableService)
# table -> the newest Update seen and the lines of the turn so far (what the clicks did).
# Rendering a board takes seconds for the real games: the page after a click reuses the
# click's Update (same version) instead of asking the service to draw it again.
SEEN: web.AppKey[dict[int, tuple[Update, tuple[str, ...]]]] = web.AppKey("seen", dict)
# browser session -> the refusal to show once on its next page (POST-redirect-GET)
FLASH: web.AppKey[dict[str, str]] = web.AppKey("flash", dict)


def user_id(k: int) -> str:
    return f"local-{k}"


def _movers(upd: Update) -> tuple[str, ...]:
    return tuple(sorted(p.user_id for p in upd.to_move))


def remember(
    app: web.Application, upd: Update, lines: tuple[str, ...] | None = None, *, grow: bool = True
) -> None:
    """Keep a running table's Update and the story of the turn shown in the page's box: when
    a person's turn begins, what happened since their own last move (``upd.since``, after
    ``lines``); then what their clicks do while the same seats decide; never more than
    ``BOX_LINES`` lines (the whole game is one tap away, in the record)."""
    if upd.status not in (
        "playing",
        "finished",
    ):  # a lobby is cheap to draw and changes unversioned
        app[SEEN].pop(upd.table_id, None)
        return
    new = upd.events if lines is None else lines
    before = app[SEEN].get(upd.table_id)
    if upd.since:
        new = (*(lines or ()), *upd.since)
    elif (
        grow
        and before
        and before[0].version < upd.version
        and _movers(before[0]) == _movers(upd)
        and upd.to_move
    ):
        new = before[1] + new
    app[SEEN][upd.table_id] = (upd, new[-BOX_LINES:])
