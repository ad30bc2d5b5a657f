"""What a bot process keeps for life is loaded before its startup heap is frozen
(bot/__main__.py `load_for_life`, bot/cpu.py): the adapter, engines, renderers and catalogues
loaded after the freeze were ~85,000 objects every full garbage collection walked, 15-70 ms
of the loop's CPU each time (issue 33, the shard soak)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# the objects left for the collector to walk after using what the bot uses on a click
AFTER_USE = """
import gc
from bot import cpu
from bot.__main__ import load_for_life
load_for_life(discord_bot={discord_bot})
cpu.freeze_startup_heap()
import games, render
from bot.discord import bot  # noqa: F401
from l10n import LOCALES, tr
for locale in LOCALES:
    tr(locale, "chrome-game-over", winners=("Anna",), count=1)
for slug in games.registry():
    games.get(slug)
    render.has_hand_picture(slug)
print(len(gc.get_objects()))
"""


def left_to_walk(discord_bot: bool) -> int:
    code = AFTER_USE.format(discord_bot=discord_bot)
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return int(done.stdout.split()[-1])


def test_the_bot_s_lifelong_objects_are_frozen_before_the_first_collection() -> None:
    assert left_to_walk(True) < 3000  # 57,000 with the catalogues loaded after the freeze


def test_a_picture_worker_freezes_its_engines_renderers_and_catalogues() -> None:
    code = """
import gc
from bot import cpu
cpu._prepare_worker()
from l10n import LOCALES, tr
for locale in LOCALES:
    tr(locale, "chrome-game-over", winners=("Anna",), count=1)
import render
render.has_hand_picture("coimbra")
print(len(gc.get_objects()))
"""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert int(done.stdout.split()[-1]) < 3000
