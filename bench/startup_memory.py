"""What a bot process's memory holds before its first click: the RSS each part adds when it is
imported or built, in the order the bot loads them.

    .venv/bin/python -m bench.startup_memory

One line per part: MiB added and the RSS after it (a fresh process; garbage collected after each
part). The shard soak's RSS after its warm-up (bench/shard_soak.py) is this plus the pictures'
buffers, the caches and the tables' states.
"""

from __future__ import annotations

import gc
import importlib
from collections.abc import Callable

from devkit.memwatch import rss_mib
from devkit.timing import footer


def _modules(*names: str) -> Callable[[], None]:
    def load() -> None:
        for name in names:
            importlib.import_module(name)

    return load


def _engines() -> None:
    importlib.import_module("games").registry()


def _catalogues(*locales: str) -> Callable[[], None]:
    def load() -> None:
        from l10n.catalog import catalogue

        for locale in locales:
            catalogue(locale)

    return load


PARTS: list[tuple[str, Callable[[], None]]] = [
    ("discord.py (with aiohttp)", _modules("discord")),
    ("asyncpg, aiosqlite, pydantic", _modules("asyncpg", "aiosqlite", "pydantic")),
    ("Pillow", _modules("PIL.Image")),
    ("openskill", _modules("openskill.models")),
    ("babel, fluent", _modules("babel.lists", "fluent.runtime")),
    ("the four engines (games.registry)", _engines),
    ("the English catalogue", _catalogues("en")),
    ("the German and Italian catalogues", _catalogues("de", "it")),
    ("the renderers", _modules("render")),
    ("the service and the Discord adapter", _modules("bot.tables", "bot.discord", "bot.__main__")),
]


def main() -> None:
    last = rss_mib()
    print(f"{last:7.1f} MiB  Python with the bench's own imports")
    for name, load in PARTS:
        load()
        gc.collect()
        now = rss_mib()
        print(f"{now - last:+7.1f} MiB  {name} (RSS {now:.1f})")
        last = now


if __name__ == "__main__":
    with footer():
        main()
