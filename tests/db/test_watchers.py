"""Migration 7 (issue 34), on both backends: the watchers of a table and the rematch link."""

import pytest

from db import migrations
from tests.db.rows import new_lobby


async def test_watchers_are_kept_changed_and_removed(store):
    assert await store.schema_version() == len(migrations.SQLITE) >= 7
    t = (await new_lobby(store)).id
    assert await store.watch(t, "w1", "dm", "de", now=5.0) is True
    assert await store.watch(t, "w2", "mention", "en", now=6.0) is True
    assert await store.watch(t, "w1", "mention", "it", now=7.0) is False  # changed, not added
    assert [(w.user_id, w.via, w.locale) for w in await store.watchers(t)] == [
        ("w1", "mention", "it"),
        ("w2", "mention", "en"),
    ]
    assert await store.unwatch(t, "w1") is True
    assert await store.unwatch(t, "w1") is False
    assert [w.user_id for w in await store.watchers(t)] == ["w2"]


async def test_only_the_two_ways_are_stored(store):
    t = (await new_lobby(store)).id
    with pytest.raises(Exception):  # noqa: B017 (each backend raises its own IntegrityError)
        await store.watch(t, "w1", "pigeon", "en")
    assert await store.watchers(t) == []


async def test_a_rematch_names_the_table_it_repeats(store):
    first = (await new_lobby(store, channel_id="c1")).id
    second = (await new_lobby(store, channel_id="c2")).id
    assert await store.rematch_of(second) is None
    await store.note_rematch(second, first)
    assert await store.rematch_of(second) == first
    assert await store.rematches(first) == [second]
    assert await store.rematches(second) == []
