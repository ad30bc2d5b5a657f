"""``python -m bot invite``: the link that adds the bot to a server, from DISCORD_TOKEN."""

import base64
import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot import __main__ as entry
from bot.discord import permissions
from bot.invite import application_id, invite_url

ROOT = Path(__file__).resolve().parents[2]
APP = 123456789012345678


def token_for(app_id: int | str) -> str:
    """A token of Discord's shape (not a real one): base64 of the id, a timestamp, a signature."""
    first = base64.b64encode(str(app_id).encode()).decode().rstrip("=")
    return f"{first}.GhIjKl.not-a-real-signature_0123456789"


# What the bot needs, named one by one here (not read from bot/discord/permissions.py)
CHANNEL_NEEDS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    attach_files=True,
    read_message_history=True,
)
THREAD_NEEDS = discord.Permissions(create_public_threads=True)


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    for key in ("DISCORD_TOKEN", "LOG_LEVEL", "REMINDER_HOURS", "LOCAL_PORT", "DEV_GUILD_ID"):
        monkeypatch.delenv(key, raising=False)
    return monkeypatch


def test_the_application_id_is_the_first_part_of_the_token():
    assert application_id(token_for(APP)) == APP
    assert application_id(token_for(1234567890123456789)) == 1234567890123456789  # padded base64


def test_the_link_asks_for_both_scopes_and_exactly_the_permissions_the_bot_checks():
    with_threads = CHANNEL_NEEDS.value | THREAD_NEEDS.value
    assert (with_threads, CHANNEL_NEEDS.value) == (309237746688, 274878008320)
    assert invite_url(APP) == (
        "https://discord.com/oauth2/authorize?client_id=123456789012345678"
        f"&scope=bot+applications.commands&permissions={with_threads}"
    )
    assert invite_url(APP, threads=False) == (
        "https://discord.com/oauth2/authorize?client_id=123456789012345678"
        f"&scope=bot+applications.commands&permissions={CHANNEL_NEEDS.value}"
    )


def test_the_invite_grants_everything_the_permission_check_asks_for():
    granted = permissions.invite_permissions()
    for needs in (permissions.IN_A_CHANNEL, permissions.IN_A_THREAD, permissions.IN_A_NEW_THREAD):
        assert all(getattr(granted, attr) for attr, _ in needs)
    without = permissions.invite_permissions(threads=False)
    assert [label for attr, label in permissions.IN_A_NEW_THREAD if not getattr(without, attr)] == [
        "Create Public Threads"
    ]


@pytest.mark.parametrize(
    "args,permissions_value", [([], 309237746688), (["--no-threads"], 274878008320)]
)
def test_python_m_bot_invite_prints_the_link(env, capsys, args, permissions_value):
    env.setenv("DISCORD_TOKEN", token_for(APP))
    assert entry.main(["invite", *args]) == 0
    out = capsys.readouterr().out.strip()
    assert out == (
        f"https://discord.com/oauth2/authorize?client_id={APP}"
        f"&scope=bot+applications.commands&permissions={permissions_value}"
    )


BAD_TOKENS = {
    "unset": (None, "DISCORD_TOKEN is not set"),
    "one part": ("justonelongstringwithoutdots", "does not look like a bot token"),
    "not base64 digits": (token_for("notanumber"), "not an application id"),
    "bad base64": ("a.b.c", "not an application id"),
    "spaces inside": ("MTIz NDU2.abc.def", "does not look like a bot token"),
}


@pytest.mark.parametrize("case", list(BAD_TOKENS))
def test_a_missing_or_malformed_token_is_one_line_and_exit_2(env, capsys, case):
    token, words = BAD_TOKENS[case]
    if token is not None:
        env.setenv("DISCORD_TOKEN", token)
    assert entry.main(["invite"]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert captured.out == "" and len(err.splitlines()) == 1 and words in err, err
    assert err.startswith("Configuration error: ") and (token is None or token not in err)


def test_a_bad_setting_stops_the_invite_with_one_line(env, capsys):
    env.setenv("DISCORD_TOKEN", token_for(APP))
    env.setenv("LOG_LEVEL", "LOUD")
    assert entry.main(["invite"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "Configuration error: LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, "
        "CRITICAL, not 'LOUD'"
    ]


def test_an_unknown_command_is_one_line_and_exit_2(capsys):
    assert entry.main(["frobnicate"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_python_m_bot_invite_as_a_process(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(DISCORD_TOKEN=token_for(APP), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "bot", "invite"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().endswith("&permissions=309237746688") and proc.stderr == ""
