"""The layers: the engines (games/) never import the player (ai/) or the tuning scripts."""

from __future__ import annotations

import ast
from pathlib import Path

GAMES = Path(__file__).resolve().parents[2] / "games"


def imported(path: Path) -> list[str]:
    out: list[str] = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            out.append(node.module or "")
    return out


def test_no_engine_module_imports_the_ai_or_the_bench():
    offenders = [
        f"{path.relative_to(GAMES.parent)}: {name}"
        for path in sorted(GAMES.rglob("*.py"))
        for name in imported(path)
        if name.split(".")[0] in ("ai", "bench")
    ]
    assert not offenders
