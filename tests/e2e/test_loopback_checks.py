"""The loopback Discord's own checks catch what Discord would refuse (so the end-to-end
tests' "no violations" means something), and its faults answer as Discord does."""

from __future__ import annotations

import json

import aiohttp
import pytest

from devkit.loopback import validate

BUTTON = {"type": 2, "style": 1, "label": "Go", "custom_id": "t:1:go"}


def row(*items):
    return {"type": 1, "components": list(items)}


def test_a_valid_board_message_has_no_violations():
    message = {"content": "x" * 2000, "components": [row(*[BUTTON] * 5)] * 5}
    assert validate.message_limits(message, [("board.png", 1000)]) == []


@pytest.mark.parametrize(
    "message, files, found",
    [
        ({"content": "x" * 2001}, [], "2001 characters"),
        ({"components": [row(BUTTON)] * 6}, [], "6 action rows"),
        ({"components": [row(*[BUTTON] * 6)]}, [], "6 buttons"),
        ({"components": [row({**BUTTON, "label": "l" * 81})]}, [], "81 characters (at most 80)"),
        (
            {"components": [row({**BUTTON, "custom_id": "c" * 101})]},
            [],
            "101 characters (1 to 100)",
        ),
        (
            {
                "components": [
                    row(
                        {
                            "type": 3,
                            "custom_id": "s",
                            "options": [{"label": str(i), "value": str(i)} for i in range(26)],
                        }
                    )
                ]
            },
            [],
            "26 options",
        ),
        ({"content": "board"}, [("board.png", 0)], "empty (0 bytes)"),
        ({"content": "board"}, [(f"{i}.png", 10) for i in range(11)], "11 files"),
    ],
)
def test_limits_catch_what_discord_refuses(message, files, found):
    assert any(found in v for v in validate.message_limits(message, files)), (
        validate.message_limits(message, files)
    )


def test_command_limits_catch_bad_names_and_option_order():
    commands = [
        {
            "name": "New Game",
            "description": "d",
            "options": [
                {"name": "a", "description": "x", "type": 3},
                {"name": "b", "description": "x", "type": 3, "required": True},
            ],
        }
    ]
    found = validate.commands_limits(commands)
    assert any("lower-case" in v for v in found) and any("follows an optional" in v for v in found)


def test_the_spec_catches_a_wrong_type():
    if not validate.spec_loaded():
        pytest.skip("Discord's openapi.json is not here: see devkit/discord_spec/README.md")
    route = "/channels/{channel_id}/messages"
    assert (
        validate.spec_violations(
            route, "POST", {"content": "hi", "allowed_mentions": {"users": [1]}}, False
        )
        == []
    )  # discord.py's integer snowflakes pass
    assert validate.spec_violations(route, "POST", {"content": 5}, False)


async def test_faults_answer_as_discord_does():
    from devkit.loopback import Loopback

    lb = await Loopback().start()
    try:
        lb.faults.add("POST", "/channels/{channel_id}/messages", 429, via=False, retry_after=0.25)
        lb.faults.add("POST", "/channels/{channel_id}/messages", 429, via=True)
        auth = {"Authorization": f"Bot {lb.token}"}
        url = f"{lb.url}/api/v10/channels/1/messages"
        async with aiohttp.ClientSession() as http:
            async with http.post(url, json={"content": "a"}, headers=auth) as r:
                assert (
                    r.status == 429
                    and "Via" not in r.headers
                    and r.headers["Retry-After"] == "0.25"
                )
                assert r.headers["Content-Type"] == "application/json"
            async with http.post(url, json={"content": "a"}, headers=auth) as r:
                assert r.status == 429 and r.headers["Via"]
            async with http.post(url, json={"content": "a"}, headers=auth) as r:
                assert r.status == 200 and json.loads(await r.text())["content"] == "a"
            async with http.post(url, json={"content": "a"}) as r:  # no token
                assert r.status == 401
            async with http.get(f"{lb.url}/api/v10/nowhere", headers=auth) as r:
                assert r.status == 404
        assert [r.status for r in lb.state.requests] == [429, 429, 200, 401, 404]
        assert lb.violations == ["GET (unknown): no such route in the loopback: /nowhere"]
    finally:
        await lb.stop()
