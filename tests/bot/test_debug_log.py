"""No log level writes hidden information (issue 29): with LOG_LEVEL=DEBUG the database
drivers' debug lines (every statement with its parameters: the state, hands included)
stay out of the log."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_log_level_debug_never_logs_a_state_or_a_hand(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_URL")}
    env.update(
        LOG_LEVEL="DEBUG",
        WORKER_PROCESSES="0",
        PYTHONPATH=str(ROOT),
        LOCAL_DATABASE_PATH=str(tmp_path / "local.sqlite3"),
    )
    proc = subprocess.run(
        [sys.executable, "-m", "tests.bot.debug_log_child"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    state = proc.stdout.strip().splitlines()[-1]
    assert '"hands"' in state  # the game did store hidden hands
    log = proc.stderr
    assert "DEBUG tablebot: the child played its moves" in log  # the level was really DEBUG
    for secret in (state, '"hands"', '"deck"', "INSERT INTO moves", "UPDATE game_tables SET state"):
        assert secret not in log, f"{secret[:60]!r} is in the log"


def test_the_quiet_loggers_stay_at_info_or_above_whatever_the_level(monkeypatch):
    import logging

    from bot import __main__ as entry

    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])  # basicConfig configures an unconfigured root only
    monkeypatch.setattr(root, "level", root.level)
    saved = {name: logging.getLogger(name).level for name in entry.QUIET_LOGGERS}
    try:
        for level, floor in (
            ("DEBUG", logging.INFO),
            ("INFO", logging.INFO),
            ("ERROR", logging.ERROR),
        ):
            root.handlers = []
            entry.configure_logging(level)
            assert logging.getLogger("tablebot").getEffectiveLevel() == logging.getLevelName(level)
            for name in entry.QUIET_LOGGERS:
                assert logging.getLogger(name).getEffectiveLevel() == floor, name
    finally:
        for name, level in saved.items():
            logging.getLogger(name).setLevel(level)
