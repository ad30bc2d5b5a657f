"""A minimal W3C WebDriver client over aiohttp, for Debian's chromium + chromedriver.

No selenium, no Playwright download: ``bash .ci/install-browser`` installs the two
Debian packages, and this module speaks the WebDriver JSON protocol to chromedriver.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import socket
from pathlib import Path
from typing import Any

import aiohttp

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # the W3C web element key

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,1000",
]


def find_browser() -> tuple[str | None, str | None]:
    chromium = shutil.which("chromium") or next(
        (p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if Path(p).exists()), None
    )
    driver = shutil.which("chromedriver") or (
        "/usr/bin/chromedriver" if Path("/usr/bin/chromedriver").exists() else None
    )
    return chromium, driver


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDriverError(AssertionError):
    pass


class Browser:
    """One chromedriver process and one browser session."""

    def __init__(self, http: aiohttp.ClientSession, base: str, session_id: str):
        self.http = http
        self.base = base
        self.sid = session_id

    async def _cmd(self, method: str, path: str, payload: dict[str, Any] | None = None) -> Any:
        url = f"{self.base}/session/{self.sid}{path}"
        async with self.http.request(
            method, url, json=payload if method == "POST" else None
        ) as resp:
            data = await resp.json(content_type=None)
        value = data.get("value") if isinstance(data, dict) else None
        if resp.status != 200:
            raise WebDriverError(f"{method} {path}: {resp.status} {value}")
        return value

    async def get(self, url: str) -> None:
        await self._cmd("POST", "/url", {"url": url})

    async def url(self) -> str:
        return await self._cmd("GET", "/url")

    async def find(self, css: str) -> str:
        found = await self._cmd("POST", "/element", {"using": "css selector", "value": css})
        if not isinstance(found, dict) or ELEMENT not in found:
            raise WebDriverError(f"no element {css!r}: {found}")
        return found[ELEMENT]

    async def find_all(self, css: str) -> list[str]:
        found = await self._cmd("POST", "/elements", {"using": "css selector", "value": css})
        return [f[ELEMENT] for f in found]

    async def click(self, element: str) -> None:
        await self._cmd("POST", f"/element/{element}/click", {})

    async def type(self, element: str, text: str) -> None:
        await self._cmd("POST", f"/element/{element}/value", {"text": text})

    async def text(self, element: str) -> str:
        return await self._cmd("GET", f"/element/{element}/text")

    async def attribute(self, element: str, name: str) -> str | None:
        return await self._cmd("GET", f"/element/{element}/attribute/{name}")

    async def window(self, width: int, height: int) -> None:
        await self._cmd("POST", "/window/rect", {"width": width, "height": height})

    async def screenshot(self, path: Path) -> bytes:
        """The viewport as a PNG, written to ``path``."""
        import base64

        png = base64.b64decode(await self._cmd("GET", "/screenshot"))
        path.write_bytes(png)
        return png

    async def script(self, source: str, *args: Any) -> Any:
        return await self._cmd("POST", "/execute/sync", {"script": source, "args": list(args)})

    async def wait_for(self, source: str, *args: Any, timeout: float = 10.0) -> Any:
        """Poll a script until it returns something truthy."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            value = await self.script(source, *args)
            if value:
                return value
            if loop.time() > end:
                raise WebDriverError(f"timed out waiting for: {source}")
            await asyncio.sleep(0.05)


@contextlib.asynccontextmanager
async def browser(profile_dir: Path):
    chromium, driver = find_browser()
    assert chromium and driver, "chromium and chromedriver are needed"
    port = free_port()
    proc = await asyncio.create_subprocess_exec(
        driver,
        f"--port={port}",
        "--allowed-ips=127.0.0.1",
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30)) as http:
            for _ in range(200):
                try:
                    async with http.get(f"{base}/status") as resp:
                        if (await resp.json(content_type=None))["value"].get("ready"):
                            break
                except aiohttp.ClientError:
                    pass
                await asyncio.sleep(0.05)
            else:
                raise WebDriverError("chromedriver did not start")
            caps = {
                "capabilities": {
                    "alwaysMatch": {
                        "browserName": "chrome",
                        "pageLoadStrategy": "normal",
                        "goog:chromeOptions": {
                            "binary": chromium,
                            "args": [*CHROMIUM_FLAGS, f"--user-data-dir={profile_dir}"],
                        },
                    }
                }
            }
            async with http.post(f"{base}/session", json=caps) as resp:
                data = await resp.json(content_type=None)
            if resp.status != 200:
                raise WebDriverError(f"no browser session: {data}")
            b = Browser(http, base, data["value"]["sessionId"])
            try:
                yield b
            finally:
                with contextlib.suppress(Exception):
                    async with http.delete(f"{base}/session/{b.sid}"):
                        pass
    finally:
        if proc.returncode is None:
            proc.terminate()
            try:
                await asyncio.wait_for(proc.wait(), 5)
            except TimeoutError:
                proc.kill()
                await proc.wait()
