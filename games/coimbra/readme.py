"""Regenerate the reconstructed-values list at the end of README.md: ``python -m games.coimbra.readme``."""

from __future__ import annotations

from pathlib import Path

from games.coimbra.data import reconstructed_rows

MARK = "## Reconstructed values"


def main() -> None:
    path = Path(__file__).with_name("README.md")
    text = path.read_text()
    head, _, rest = text.partition(MARK)
    intro = rest.split("\n\n", 3)
    keep = "\n\n".join(intro[:3]) + "\n\n"
    lines = "\n".join(f"* {row}" for row in reconstructed_rows())
    path.write_text(head + MARK + keep + lines + "\n")


if __name__ == "__main__":
    main()
