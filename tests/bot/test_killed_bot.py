"""A bot killed outright (SIGKILL, the out-of-memory killer) leaves no process behind: the
engine and picture workers, the AI's worker and multiprocessing's resource tracker all end."""

from __future__ import annotations

import http.cookiejar
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path

from tests import procs

ROOT = Path(__file__).resolve().parents[2]


class Page:
    """A browser of the local page: the session cookie is its CSRF token."""

    def __init__(self, root: str):
        self.root = root
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str) -> str:
        with self.opener.open(self.root + path, timeout=120) as resp:
            return resp.read().decode()

    def post(self, path: str, data: dict[str, str]) -> str:
        csrf = next(c.value for c in self.jar if c.name == "tablebot_local_session")
        body = urllib.parse.urlencode({**data, "csrf": csrf}).encode()
        with self.opener.open(self.root + path, data=body, timeout=120) as resp:
            return resp.read().decode()


def play_until_the_ai_thinks(page: Page, stop: threading.Event) -> None:
    """Anna clicks her first choice until her turn passes to the AI seats (that click waits
    while they think)."""
    try:
        _play(page, stop)
    except OSError:  # the bot was killed under a click
        pass


def _play(page: Page, stop: threading.Event) -> None:
    page.get("/")
    page.post(
        "/new",
        {
            "game": "coimbra",
            "players": "4",
            "name1": "Anna",
            "who2": "strong",
            "who3": "strong",
            "who4": "strong",
            "seat_order": "joined",
            "start": "on",
        },
    )
    while not stop.is_set():
        html = page.get("/t/1")
        choice = re.search(r'data-choice="([^"]+)"', html)
        version = re.search(r"name=version value=\"?(\d+)", html)
        if not choice or not version:
            return
        page.post(
            "/t/1/act", {"user": "local-1", "version": version.group(1), "choice": choice.group(1)}
        )


def spawned_workers(pid: int) -> list[int]:
    return [p for p in procs.children(pid) if "spawn_main" in procs.command_line(p)]


def test_a_killed_bot_leaves_no_worker_or_resource_tracker_behind(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "LOCAL_TOKEN")}
    env.update(LOCAL_PORT="0", WORKER_PROCESSES="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    stop = threading.Event()
    left: list[int] = []
    try:
        assert "local play page" in proc.stdout.readline().lower()
        address = re.search(r"http://\S+/", proc.stdout.readline()).group(0)
        deadline = time.monotonic() + 60
        while len(spawned_workers(proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        engine_workers = set(spawned_workers(proc.pid))
        assert len(engine_workers) == 2  # WORKER_PROCESSES=1: one for steps, one for pictures
        clicks = threading.Thread(
            target=play_until_the_ai_thinks, args=(Page(address.rstrip("/")), stop), daemon=True
        )
        clicks.start()
        while not set(spawned_workers(proc.pid)) - engine_workers and time.monotonic() < deadline:
            time.sleep(0.05)
        assert set(spawned_workers(proc.pid)) - engine_workers, "the AI's worker never started"
        time.sleep(0.5)  # it starts and thinks for three seats while Anna's click waits
        family = procs.descendants(proc.pid)
        names = {p: procs.command_line(p) for p in family}
        assert any("resource_tracker" in c for c in names.values())  # started by the pools
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        stop.set()
        deadline = time.monotonic() + 10  # the workers look for their parent once a second
        while time.monotonic() < deadline:
            left = [p for p in family if procs.alive(p)]
            if not left:
                break
            time.sleep(0.1)
        assert not left, [names[p] for p in left]
    finally:
        stop.set()
        proc.kill()
        proc.wait(timeout=30)
        for pid in left:  # the test's own leftovers
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
