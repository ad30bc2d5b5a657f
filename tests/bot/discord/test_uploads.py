"""Issue 29: a retried upload carries the whole picture.

discord.py reads an uploaded file to its end and rewinds it only between its own
attempts; a ``discord.File`` handed to a second call (our ``with_retry`` after discord.py
gave up) would go out empty. Each case fails one upload the way Discord did (five 500s
in a row: discord.py's five attempts, then ours; a 429 without Discord's ``Via`` header,
which discord.py raises at once) and checks the bytes every attempt actually sent."""

import dataclasses

import pytest

from bot.discord import faults
from devkit.harness import quick_discord_waits, rate_limited, server_error
from tests.bot.discord.test_play import cid, started

HAND = bytes(range(256)) * 32  # the private page's picture (peek-and-pile draws none)
FAILURES = {"five 500s": [server_error()] * 5, "429 without Via": [rate_limited(0.01, via=False)]}


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(faults, "RETRY_DELAYS", (0.0, 0.0))
    return quick_discord_waits(monkeypatch)


@pytest.fixture
def pictured_hands(hr, monkeypatch):
    choices_for = hr.bot.service.choices_for

    async def with_picture(table_id, user_id, version=None, picture=False, **kwargs):
        hand = await choices_for(table_id, user_id, version, picture, **kwargs)
        return dataclasses.replace(hand, image=HAND) if picture else hand

    monkeypatch.setattr(hr.bot.service, "choices_for", with_picture)


def attempts(out, kind):
    return [s for s in out if s.kind == kind]


def assert_whole_every_time(tries, name, picture=None):
    """Every attempt sent the one picture, whole; the last one was taken."""
    assert len(tries) > 1 and tries[-1].failed is False and all(t.failed for t in tries[:-1])
    sizes = [[(n, len(b)) for n, b in t.files] for t in tries]
    assert all(t.files and t.files[0][0] == name for t in tries), sizes
    whole = tries[0].files[0][1]
    assert len(whole) > 1000 and (picture is None or whole == picture)
    assert all(t.files[0][1] == whole for t in tries), sizes  # never a 0-byte board.png


async def _board_after_play(hr):
    board = await started(hr)
    await hr.click(1, board, cid(board, ":c:play"))
    return hr.fake.board()


@pytest.mark.parametrize("failure", list(FAILURES))
async def test_a_new_board_retried_carries_the_whole_picture(hr, failure):
    board = await started(hr)
    hr.fake.replies = [("message", r) for r in FAILURES[failure]]
    out = await hr.click(1, board, cid(board, ":c:draw"))  # Ben is to move: a new message
    assert_whole_every_time(attempts(out, "message"), "board.png")
    assert hr.fake.board().files == attempts(out, "message")[-1].files


@pytest.mark.parametrize("failure", list(FAILURES))
async def test_a_board_edited_through_the_click_retried_carries_the_whole_picture(hr, failure):
    board = await started(hr)
    hr.fake.replies = [("edit_original", r) for r in FAILURES[failure]]
    out = await hr.click(1, board, cid(board, ":c:play"))  # Anna goes on: her board, edited
    assert_whole_every_time(attempts(out, "edit_original"), "board.png")
    assert hr.fake.board().files == attempts(out, "edit_original")[-1].files


@pytest.mark.parametrize("failure", list(FAILURES))
async def test_a_private_page_and_the_board_behind_it_retried_carry_the_whole_pictures(
    hr, pictured_hands, failure
):
    board = await _board_after_play(hr)
    hr.fake.replies = [("followup", r) for r in FAILURES[failure]]
    out = await hr.click(1, board, cid(board, ":pick"))  # her private page, with her hand
    assert_whole_every_time(attempts(out, "followup"), "hand.png", HAND)
    page = attempts(out, "followup")[-1]
    card = next(c for c in page.custom_ids if ":c:card:" in c)
    hr.fake.replies = [("edit", r) for r in FAILURES[failure]]  # the board, with the bot token
    hr.fake.replies += [("edit_original", r) for r in FAILURES[failure]]  # the page, in place
    out = await hr.click(1, page, card)
    assert_whole_every_time(attempts(out, "edit"), "board.png")
    assert_whole_every_time(attempts(out, "edit_original"), "hand.png", HAND)
