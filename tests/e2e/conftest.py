"""Fixtures of the end-to-end tests: a loopback Discord on a local port, and the real
``python -m bot`` processes pointed at it (stopped, or killed, when the test ends).

Every test's numbers (requests checked, violations, acknowledgement delays) are appended
to out/e2e-stats.jsonl and summed up at the end of the run."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import pytest

from devkit.loopback import Loopback
from devkit.loopback.process import BotProcess

STATS = Path(__file__).resolve().parents[2] / "out" / "e2e-stats.jsonl"
LOADED = time.time()  # in the run's main process: its records are the newer ones


@pytest.fixture
async def discord(request):
    lb = await Loopback().start()
    began = time.time()
    yield lb
    await lb.stop()
    delays = [i.ack_delay for i in lb.state.interactions.values() if i.ack_delay is not None]
    STATS.parent.mkdir(exist_ok=True)
    with STATS.open("a", encoding="utf-8") as f:
        f.write(
            json.dumps(
                {
                    "test": request.node.nodeid,
                    "requests": len(lb.state.requests),
                    "violations": lb.violations,
                    "ack_delays": delays,
                    "began": began,
                    "ended": time.time(),
                }
            )
            + "\n"
        )


def pytest_terminal_summary(terminalreporter) -> None:
    """One line of numbers for this run's end-to-end tests (out/e2e-stats.jsonl); the
    acknowledgement delays are those of test_faults.py's interactions."""
    if not STATS.exists() or hasattr(terminalreporter.config, "workerinput"):
        return
    rows = [
        json.loads(line) for line in STATS.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    rows = [r for r in rows if r["began"] >= LOADED]
    if not rows:
        return
    STATS.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")  # this run only
    from devkit.loopback import validate

    faults = sorted(d for r in rows if "test_faults.py" in r["test"] for d in r["ack_delays"])
    acks = ""
    if faults:
        p50, p100 = statistics.median(faults) * 1000, faults[-1] * 1000
        acks = f"acknowledgement p50 {p50:.0f} ms, p100 {p100:.0f} ms ({len(faults)} of them); "
    spec = "loaded" if validate.spec_loaded() else "not found: limits only"
    requests = sum(r["requests"] for r in rows)
    violations = sum(len(r["violations"]) for r in rows)
    seconds = max(r["ended"] for r in rows) - min(r["began"] for r in rows)
    terminalreporter.write_line(
        f"e2e: {len(rows)} tests, {requests} requests checked (Discord's spec {spec}), "
        f"{violations} violations; {acks}{seconds:.0f} s from the first to the last"
    )


@pytest.fixture
async def start_bot(discord, tmp_path):
    """``await start_bot(**settings)``: a bot process, ready (its shards identified)."""
    started: list[BotProcess] = []

    async def start(name: str = "bot", wait: bool = True, **settings: str) -> BotProcess:
        bot = await BotProcess(discord.url, discord.token, tmp_path, name, **settings).start()
        started.append(bot)
        if wait:
            shards = [int(s) for s in settings.get("SHARD_IDS", "0").split(",")]
            for shard in shards:
                await discord.wait_for(
                    lambda s=shard: discord.gateway.ready(s) and bot.running,
                    30,
                    lambda s=shard: f"{name}: shard {s} ready\n{bot.log()[-2000:]}",
                )
            await discord.wait_for(
                lambda: discord.state.commands, 30, lambda: f"the command sync\n{bot.log()[-2000:]}"
            )
        return bot

    yield start
    for bot in started:
        await bot.kill()
