"""Issue 12.1: one public message per turn, through the adapter, for all four games.

A new message is posted at the start, whenever someone new is to move, and at the end;
every other choice edits the turn's message in place."""

import pytest

import games
from devkit.realplay import SLUGS, play

CLICKS = 40


@pytest.fixture
def real_games(monkeypatch):
    monkeypatch.setattr(games, "_discovered", False)


@pytest.mark.parametrize("slug", SLUGS)
async def test_image_messages_equal_changes_of_the_player_to_move(real_games, h, service, slug):
    played = await play(h, service, slug, 3, seed=11, clicks=CLICKS)
    posted = len(h.fake.messages()) - 3  # the lobby message and two joins
    assert posted == 1 + played.new_turns  # the start, then one per new player to move
    assert played.clicks == CLICKS and posted < played.clicks
    edits = [s for s in h.fake.sent if s.kind in ("edit", "edit_original")]
    assert edits, "the turn's message is edited in place"
    assert not h.bot._connection._view_store._synced_message_views  # no view stored per click
