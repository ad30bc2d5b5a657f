"""The import-circle walker (issue 30): module-level imports and imports inside functions; the
project-wide test (`tests/test_import_cycles.py`) runs it over every package.

A module that imports its own importer works only by the order things happen to load in, and
hides which module depends on which. Reading the imports with `ast` costs a few milliseconds.
"""

from __future__ import annotations

import ast
from pathlib import Path

ALLOWED = {("games.de_vulgari.ai", "games.de_vulgari")}
"""The one known edge back: De Vulgari's AI plays moves through the game object it imports
inside a function, while the game's `evaluate` asks the AI (issue 30; the AI module is not the
engine's to change). Remove it from here when the AI receives the game instead."""


def module_names(root: Path) -> dict[str, Path]:
    names = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of ``root``'s package it imports, anywhere in its text."""
    names = module_names(root)
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                deps.update(a.name for a in node.names if a.name in names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                for alias in node.names:
                    if f"{source}.{alias.name}" in names:  # from package import module
                        deps.add(f"{source}.{alias.name}")
                    elif source in names:
                        deps.add(source)
        graph[name] = {d for d in deps if d != name and (name, d) not in ALLOWED}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_check_sees_a_circle_through_a_function_level_import(tmp_path: Path) -> None:
    pkg = tmp_path / "games" / "toy"
    pkg.mkdir(parents=True)
    (tmp_path / "games" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from .rules import GAME\n")
    (pkg / "rules.py").write_text("from . import turn\nGAME = 1\n")
    (pkg / "turn.py").write_text("def end():\n    from . import rules as flow\n")
    assert cycles(import_graph(tmp_path / "games")) == [["games.toy.rules", "games.toy.turn"]]
