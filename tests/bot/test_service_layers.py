"""The table service in layers (issue 30): each layer imports only those below it, no layer is
over ~400 lines, and the adapters use the service's face, never the store behind it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_import_cycles import ROOT, import_graph

LAYERS = [  # bottom to top
    "bot.service.values",
    "bot.service.movelog",
    "bot.service.cache",
    "bot.service.seating",
    "bot.service.core",
    "bot.service.since",
    "bot.service.last_turn",
    "bot.service.showing",
    "bot.service.private",
    "bot.service.history",
    "bot.service.moves",
    "bot.service.undo",
    "bot.service.lobby",
    "bot.service.reminding",
    "bot.service.clocks",
    "bot.service.endings",
    "bot.service.records",
    "bot.service.social",
    "bot.tables",
]
MAX_LINES = 400
ADAPTERS = ("bot/discord", "bot/local")


def test_each_layer_imports_only_those_below_it() -> None:
    graph = import_graph(ROOT, ("bot",))
    for i, layer in enumerate(LAYERS):
        above = set(LAYERS[i + 1 :])
        assert not graph[layer] & above, f"{layer} imports {sorted(graph[layer] & above)}"


def test_no_layer_is_over_400_lines() -> None:
    for layer in LAYERS:
        path = ROOT.joinpath(*layer.split(".")).with_suffix(".py")
        assert len(path.read_text().splitlines()) <= MAX_LINES, layer


def reaches_into_the_store(path: Path) -> list[int]:
    """The lines where ``something.store.<attribute>`` is used."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "store"
    ]


def test_the_adapters_use_the_service_only() -> None:
    found = {
        str(p.relative_to(ROOT)): lines
        for folder in ADAPTERS
        for p in sorted((ROOT / folder).rglob("*.py"))
        if (lines := reaches_into_the_store(p))
    }
    assert found == {}


def test_the_check_sees_a_reach_into_the_store(tmp_path: Path) -> None:
    path = tmp_path / "adapter.py"
    path.write_text("async def f(service):\n    return await service.store.get_table(1)\n")
    assert reaches_into_the_store(path) == [2]
