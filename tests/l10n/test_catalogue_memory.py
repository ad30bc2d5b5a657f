"""The catalogues keep no source positions (l10n/catalog.py): fluent parses with a Span object
on every node by default, 30,000 of them for the three locales, 5 MiB of every bot process's
17 MiB of catalogues that nothing reads."""

from __future__ import annotations

import subprocess
import sys

# In a fresh process (the catalogues are built once per process): every locale's catalogue
# built and a message formatted in each, then the fluent Span objects still alive.
SCRIPT = """
import gc
from fluent.syntax import ast
from l10n.catalog import LOCALES, PSEUDO, catalogue, tr
for locale in (*LOCALES, PSEUDO):
    catalogue(locale)
    tr(locale, "chrome-joined", who="Anna")
gc.collect()
print(sum(isinstance(o, ast.Span) for o in gc.get_objects()))
"""


def test_no_source_positions_are_kept() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    assert int(out.stdout) == 0
