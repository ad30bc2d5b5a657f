"""Fuzzed bad clicks and commands (hypothesis, a few hundred): every one is answered, none
shows an internal error, and a refused one stores nothing. bench/fuzz_bench.py runs 10,000."""

import pytest
from hypothesis import HealthCheck, given, settings

from devkit.fuzzing import SERVICE_CALLS, Fuzzer, specs

FAST = settings(
    max_examples=300,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture
async def fuzzer(tmp_path, monkeypatch):
    f = await Fuzzer.create(tmp_path, monkeypatch)
    yield f
    await f.close()


@FAST
@given(spec=specs())
async def test_every_fuzzed_interaction_gets_a_true_clear_answer(fuzzer, spec):
    outcome = await fuzzer.run(spec)
    assert outcome.answered, spec
    assert not outcome.internal, spec
    assert outcome.public or not outcome.changed, spec


@FAST
@given(call=SERVICE_CALLS)
async def test_every_fuzzed_service_call_returns_or_refuses(fuzzer, call):
    outcome = await fuzzer.call_service(call)
    assert not outcome.internal, call
    assert outcome.public or not outcome.changed, call
