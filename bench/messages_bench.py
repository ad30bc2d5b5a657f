"""Discord messages per game (issue 12.1): one message per turn, edited while it lasts.

    .venv/bin/python -m bench.messages_bench [--players 3] [--clicks 400] [--no-render] [--seed 1]

Plays one random game of each game through the Discord adapter (real discord.py
objects, the HTTP layer replaced by the test harness) and prints, per game: choices
made, new messages posted (image messages), edits, requests with the bot token and
through interactions, and the bytes of images sent. A game longer than --clicks stops
there (marked "cut").
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

import pytest  # MonkeyPatch, for the harness

from bot.tables import TableService
from db import Store
from devkit.harness import make_harness
from devkit.realplay import SLUGS, play
from devkit.timing import footer


async def one(slug: str, players: int, clicks: int, render: bool, seed: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        store = await Store.open(Path(tmp) / "bench.sqlite3")
        try:
            service = TableService(store, render=render)
            h = await make_harness(service, Path(tmp), mp)
            h.timeout = 300.0
            start = time.perf_counter()
            played = await play(h, service, slug, players, seed=seed, clicks=clicks)
            seconds = time.perf_counter() - start
            sent = h.fake.sent
            first = next(
                i for i, s in enumerate(sent) if s.kind == "message" and "begins" in s.content
            )
            sent = sent[first:]
            messages = [s for s in sent if s.kind == "message"]
            edits = [s for s in sent if s.kind in ("edit", "edit_original")]
            images = [f for s in sent for f in s.files]
            return {
                "game": slug,
                "choices": played.clicks,
                "cut": not played.finished,
                "messages": len(messages),
                "image_messages": sum(1 for s in messages if s.files),
                "edits": len(edits),
                "image_edits": sum(1 for s in edits if s.files),
                "bot_token": sum(1 for s in sent if s.via == "http"),
                "interaction": sum(1 for s in sent if s.via == "webhook"),
                "image_bytes": sum(len(b) for _, b in images),
                "images": len(images),
                "new_turns": played.new_turns,
                "seconds": seconds,
                "stored_views": len(h.bot._connection._view_store._synced_message_views),
            }
        finally:
            await store.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-render", action="store_true")
    args = parser.parse_args()
    print(
        f"{args.players} players, at most {args.clicks} choices a game, "
        f"images {'off' if args.no_render else 'on'}"
    )
    print(
        f"{'game':24} {'choices':>8} {'posted':>7} {'img msg':>8} {'edits':>6} {'bot tok':>8} "
        f"{'interact':>9} {'image KB':>9} {'KB/choice':>10} {'views':>6} {'s':>6}"
    )
    for slug in SLUGS:
        r = await one(slug, args.players, args.clicks, not args.no_render, args.seed)
        per = r["image_bytes"] / 1024 / max(1, r["choices"])
        print(
            f"{r['game'] + (' (cut)' if r['cut'] else ''):24} {r['choices']:>8} {r['messages']:>7} "
            f"{r['image_messages']:>8} {r['edits']:>6} {r['bot_token']:>8} {r['interaction']:>9} "
            f"{r['image_bytes'] / 1024:>9.0f} {per:>10.1f} "
            f"{r['stored_views']:>6} {r['seconds']:>6.1f}"
        )
        assert r["messages"] == 1 + r["new_turns"], r  # the property the tests check


if __name__ == "__main__":
    with footer():
        asyncio.run(main())
