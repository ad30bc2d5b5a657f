"""A second start while the page runs: is the program holding the port this page?"""

from __future__ import annotations

import aiohttp

MARK = "Table-game bot: local play"  # the header every page of ours carries (base.html)


def page_url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


async def page_runs_at(url: str, timeout: float = 3.0) -> bool:
    """Does ``url`` answer with one of this project's local pages?"""
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout)) as http:
            async with http.get(url, allow_redirects=False) as resp:
                return MARK in await resp.text(errors="replace")
    except (aiohttp.ClientError, TimeoutError, UnicodeError):
        return False
