"""10,000 fuzzed clicks and commands through the Discord adapter (HTTP replaced), plus
fuzzed direct service calls; prints how each was answered.

    .venv/bin/python -m bench.fuzz_bench [--clicks 10000] [--service 2000] [--seed 1]

The generators are the test suite's (devkit/fuzzing.py, hypothesis): random
custom_ids (table ids up to 19 digits, versions, choice ids, pages, garbage), users,
servers, channels and commands. Target: every interaction answered, 0 internal errors,
100 % clear refusals among those not applied, 0 stored changes for refused ones.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, seed, settings

from devkit.fuzzing import SERVICE_CALLS, Counts, Fuzzer, specs
from devkit.timing import footer


def drive(loop, fuzzer, strategy, run, n: int, random_seed: int) -> Counts:
    counts = Counts()
    bad: list[object] = []

    @seed(random_seed)
    @settings(
        max_examples=n,
        deadline=None,
        database=None,
        phases=["generate"],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def one(item):
        outcome = loop.run_until_complete(run(item))
        counts.add(outcome)
        if outcome.bad and len(bad) < 5:
            bad.append(item)

    one()
    for item in bad:
        print("  example of a bad outcome:", item)
    return counts


def report(title: str, counts: Counts, seconds: float) -> None:
    c = counts.counter
    total = c["interactions"]
    refused_or_applied = total - c["applied (public)"]
    pct = 100.0 * c["clear refusals"] / refused_or_applied if refused_or_applied else 100.0
    print(f"{title}: {total} in {seconds:.1f} s")
    print(
        f"  clear refusals:               {c['clear refusals']} ({pct:.2f} % of those not applied)"
    )
    print(f"  applied (a legal click):      {c['applied (public)']}")
    print(f"  no answer:                    {c['no answer']}")
    print(f"  internal errors:              {c['internal errors']}")
    print(f"  stored changes when refused:  {c['stored changes when refused']}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clicks", type=int, default=10_000)
    parser.add_argument("--service", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(
        level=logging.CRITICAL
    )  # expected refusals are logged; keep the output short

    loop = asyncio.new_event_loop()
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        fuzzer = loop.run_until_complete(Fuzzer.create(Path(tmp), mp))
        try:
            t = time.perf_counter()
            counts = drive(loop, fuzzer, specs(), fuzzer.run, args.clicks, args.seed)
            report("adapter interactions", counts, time.perf_counter() - t)
            t = time.perf_counter()
            counts = drive(
                loop, fuzzer, SERVICE_CALLS, fuzzer.call_service, args.service, args.seed
            )
            report("direct service calls", counts, time.perf_counter() - t)
        finally:
            loop.run_until_complete(fuzzer.close())
            loop.close()


if __name__ == "__main__":
    with footer():
        main()
