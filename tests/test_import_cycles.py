"""No import circle anywhere in the project (issue 30): bot, db, games, render, ai, devkit.

The walker is games' (`tests/games/test_import_cycles.py`), run over every package at once, so
an edge from one package into another counts too: module-level imports and imports inside
functions alike (`bot.aiseats` once imported `bot.tables` inside a function while the service
imported `bot.aiseats`). Imports under ``if TYPE_CHECKING:`` are left out: they only name a type
for the checker and never run (devkit's loopback gateway and REST annotate the `Loopback` that
owns them that way).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.games.test_import_cycles import ALLOWED, cycles

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "db", "games", "render", "ai", "devkit", "l10n")


def module_names(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    names = {}
    for package in packages:
        for path in (root / package).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            names[".".join(parts)] = path
    return names


def run_time_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of ``tree`` but the bodies of ``if TYPE_CHECKING:`` blocks."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        if isinstance(node, ast.If) and _type_checking(node.test):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return out


def _type_checking(test: ast.expr) -> bool:
    return (
        isinstance(test, ast.Name)
        and test.id == "TYPE_CHECKING"
        or isinstance(test, ast.Attribute)
        and test.attr == "TYPE_CHECKING"
    )


def imported(node: ast.AST, package: str, names: dict[str, Path]) -> set[str]:
    """The project's modules one import statement names."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in names}
    if not isinstance(node, ast.ImportFrom):
        return set()
    if node.level:
        base = package.split(".")[: len(package.split(".")) - node.level + 1]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    out = set()
    for alias in node.names:
        if f"{source}.{alias.name}" in names:  # from package import module
            out.add(f"{source}.{alias.name}")
        elif source in names:
            out.add(source)
    return out


def import_graph(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """Module -> the project's modules it imports, anywhere in its text."""
    names = module_names(root, packages)
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in run_time_nodes(ast.parse(path.read_text())):
            deps |= imported(node, package, names)
        graph[name] = {d for d in deps if d != name and (name, d) not in ALLOWED}
    return graph


def test_no_import_circle_in_the_project() -> None:
    assert cycles(import_graph(ROOT)) == []


def test_the_check_sees_a_circle_between_packages(tmp_path: Path) -> None:
    for package in ("bot", "db"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "bot" / "tables.py").write_text(
        "from bot import seats\nfrom db.store import Store\n"
    )
    (tmp_path / "bot" / "seats.py").write_text("def level():\n    from bot.tables import Refused\n")
    (tmp_path / "db" / "store.py").write_text("import db\n")
    assert cycles(import_graph(tmp_path, ("bot", "db"))) == [["bot.seats", "bot.tables"]]


def test_an_import_only_for_the_type_checker_is_no_circle(tmp_path: Path) -> None:
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "__init__.py").write_text("")
    (tmp_path / "bot" / "server.py").write_text("from bot.gateway import Gateway\n")
    (tmp_path / "bot" / "gateway.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.server import Server\n"
    )
    assert cycles(import_graph(tmp_path, ("bot",))) == []
