"""Regenerate the reconstructed-values list at the end of README.md:
``python -m games.coimbra.readme``."""

from __future__ import annotations

from pathlib import Path

from games.coimbra.data import reconstructed_rows

END_OF_INTRO = "this file and the data disagree).\n"


def main() -> None:
    path = Path(__file__).with_name("README.md")
    head = path.read_text().split(END_OF_INTRO)[0] + END_OF_INTRO
    lines = "\n".join(f"* {row}" for row in reconstructed_rows())
    path.write_text(head + "\n" + lines + "\n")


if __name__ == "__main__":
    main()
