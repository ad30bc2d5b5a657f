"""Issue 31.7: the start tells the truth about itself.

The first ``./start`` says it is installing before pip runs (a fake ``python3`` on PATH stands
for the interpreter, so no package is installed); a second ``python -m bot`` while the page
runs says where it runs and exits 0; a port held by another program is one configuration line."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

from tests.bot.local.webdriver import free_port

ROOT = Path(__file__).resolve().parents[2]
FAKE_PYTHON = """#!/usr/bin/env bash
# python3 -m venv .venv: make a .venv whose python only logs what it is asked to run
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
  mkdir -p "$3/bin"
  printf '#!/usr/bin/env bash\\necho "python $*" >> calls.log\\n' > "$3/bin/python"
  chmod +x "$3/bin/python"
fi
"""


def _local_env(tmp_path: Path, port: int) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISCORD_TOKEN", "LOCAL_HOST", "LOCAL_TOKEN")
    }
    env.update(
        LOCAL_PORT=str(port),
        LOCAL_DATABASE_PATH=str(tmp_path / "local.sqlite3"),
        WORKER_PROCESSES="0",
        PYTHONPATH=str(ROOT),
    )
    return env


def test_the_first_start_says_it_is_installing_before_pip_and_a_later_one_does_not(tmp_path):
    (tmp_path / "start").write_text((ROOT / "start").read_text())
    (tmp_path / "start").chmod(0o755)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    fake = tmp_path / "fakebin"
    fake.mkdir()
    (fake / "python3").write_text(FAKE_PYTHON)
    (fake / "python3").chmod(0o755)
    env = {**os.environ, "PATH": f"{fake}:{os.environ['PATH']}"}
    first = subprocess.run(
        ["./start"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert first.returncode == 0, first.stderr
    assert first.stdout.splitlines() == [
        "Installing the bot and its packages into .venv (first run, about a minute) ..."
    ]
    calls = (tmp_path / "calls.log").read_text().splitlines()
    assert calls[0].startswith("python -m pip install") and calls[1] == "python -m bot"
    second = subprocess.run(
        ["./start"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert second.returncode == 0 and second.stdout == ""
    assert (tmp_path / "calls.log").read_text().splitlines()[2:] == ["python -m bot"]  # no pip


def test_a_second_start_while_the_page_runs_says_where_it_runs(tmp_path):
    port = free_port()
    env = _local_env(tmp_path, port)
    first = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = first.stdout.readline()
            lines.append(line)
            if line.startswith("Local play page:") or not line:
                break
        assert lines[-1].strip() == f"Local play page: http://127.0.0.1:{port}/", lines
        second = subprocess.run(
            [sys.executable, "-m", "bot"],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 0, second.stderr
        assert (
            f"The local page already runs at http://127.0.0.1:{port}/" in second.stdout.splitlines()
        )
        assert "Traceback" not in second.stderr and "Error" not in second.stderr
        assert first.poll() is None  # the first page still runs
    finally:
        first.terminate()
        first.wait(10)


def test_a_port_held_by_another_program_is_one_configuration_line(tmp_path):
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        proc = subprocess.run(
            [sys.executable, "-m", "bot"],
            cwd=tmp_path,
            env=_local_env(tmp_path, port),
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        f"Configuration error: Port {port} on 127.0.0.1 is taken by another program; "
        "set LOCAL_PORT to a free port (for example LOCAL_PORT=8081)."
    ]
