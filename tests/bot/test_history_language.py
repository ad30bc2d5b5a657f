"""/history in the reader's language: the picture's caption ("after move N: …") and a move
whose log holds no public line ("Ben made a choice.")."""

from __future__ import annotations

import dataclasses

from bot import steps
from tests.bot.helpers import started


async def test_a_move_without_a_public_line_in_the_readers_language(service, monkeypatch):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    moves = service.store.moves

    async def without_lines(table_id: int):
        return [dataclasses.replace(m, events=[]) for m in await moves(table_id)]

    monkeypatch.setattr(service.store, "moves", without_lines)
    entries, _ = await service.history(t, locale="de")
    assert [e.lines for e in entries] == [("Anna hat eine Wahl getroffen.",)]
    entries, _ = await service.history(t, locale="it")
    assert [e.lines for e in entries] == [("Anna ha fatto una scelta.",)]


async def test_the_board_after_a_move_is_captioned_in_the_readers_language(service, monkeypatch):
    captions: list[str] = []

    def picture(*args):
        captions.append(args[5])
        return b"png"

    monkeypatch.setattr(steps, "state_picture", picture)
    monkeypatch.setattr(service, "render", True)
    upd = await started(service, 2)
    t = upd.table_id
    await service.act(t, "u0", upd.version, "play")
    _, image = await service.history(t, 1, locale="de")
    assert image == b"png" and captions[-1].startswith("nach Zug 1: Anna")
    await service.history(t, 1, locale="it")
    assert captions[-1].startswith("dopo la mossa 1: Anna")
