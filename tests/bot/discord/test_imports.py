"""The adapter's modules import one way: no circle, not even through an import inside a
function (issue 17)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "bot" / "discord"


def imports_of(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if (
            isinstance(node, ast.ImportFrom)
            and node.module
            and node.module.startswith("bot.discord.")
        ):
            out.add(node.module.removeprefix("bot.discord."))
        elif isinstance(node, ast.Import):
            out |= {
                a.name.removeprefix("bot.discord.")
                for a in node.names
                if a.name.startswith("bot.discord.")
            }
    return out


def test_no_import_circle_between_the_adapters_modules():
    graph = {p.stem: imports_of(p) for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    assert "components" in graph["present"] and "present" in graph["commands"]  # the graph was read

    def visit(node: str, path: tuple[str, ...]) -> None:
        for nxt in graph.get(node, ()):
            assert nxt not in path, " -> ".join((*path, nxt))
            visit(nxt, (*path, nxt))

    for module in graph:
        visit(module, (module,))
