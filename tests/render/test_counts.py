"""Counts on every picture read as players write them: "1 coin", "2 coins", never "1 coins".

Every text drawn on the phone and hand pictures of a seeded random game of each game is
read back (``tests/render/count_scan.py``, in a fresh process) and scanned.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from render.common import counted

ROOT = Path(__file__).resolve().parents[2]
NOUNS = (
    "coins|servants|guards|cards|crowns|ducats|cities|pilgrim steps|pilgrims|steps|cubes|points|"
    "tiles|allies|edicts|towers|walls|keeps|structures|manuscripts|politicians|nobles|abbesses|"
    "secretaries|members|privileges|discs|specialists|favours|expeditions|monasteries|votes"
)
ONE_PLURAL = re.compile(rf"(?<![\d.,/+\-])\b1 ({NOUNS})\b")
GAMES = [
    ("stupor-mundi", 4, 3),
    ("lorenzo-il-magnifico", 4, 3),
    ("coimbra", 4, 3),
    ("de-vulgari-eloquentia", 5, 3),
]


def test_counted_says_one_or_many():
    assert counted(1, "coin") == "1 coin" and counted(0, "coin") == "0 coins"
    assert counted(2, "city", "cities") == "2 cities" and counted(1, "city", "cities") == "1 city"


@pytest.mark.parametrize(("slug", "players", "seed"), GAMES)
def test_no_picture_says_one_with_a_plural(slug, players, seed):
    run = subprocess.run(
        [sys.executable, "-m", "tests.render.count_scan", slug, str(players), str(seed)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    scan = json.loads(run.stdout)
    assert scan["pictures"] > 150 and scan["drawn"] > 1000
    wrong = [t for t in scan["texts"] if ONE_PLURAL.search(t)]
    assert wrong == [], wrong[:5]
