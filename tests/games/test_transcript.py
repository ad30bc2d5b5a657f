"""``python -m games transcript``: every text a player reads, in order, in one language."""

from __future__ import annotations

import pytest

from games import get
from games.__main__ import main
from games.transcript import transcript

SLUG = "de-vulgari-eloquentia"


def test_the_transcript_reads_a_game_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["transcript", SLUG, "--players", "3", "--seed", "5", "--moves", "30", "--locale", "de"]
    )
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == f"# {SLUG}, 3 players, seed 5, locale de"
    assert "[1] Ben: Wähle deine Startstadt" in lines
    assert "  Ben · In Catania beginnen" in lines
    assert "> Ben: start:ancona" in lines and "  Ben beginnt in Ancona." in lines
    assert any(line.startswith("  Runde 1 beginnt.") for line in lines)
    assert sum(line.startswith("[") for line in lines) == 30


def test_private_lines_name_their_readers_and_the_english_matches_the_log() -> None:
    game = get(SLUG)
    found = transcript(game, 3, 7, 400, "en")
    assert found.problems == []
    private = [line for line in found.lines if line.startswith("  (to ")]
    assert private and all(") " in line for line in private)
    italian = transcript(game, 3, 7, 400, "it")
    assert italian.problems == [] and len(italian.lines) == len(found.lines)


def test_an_unknown_locale_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["transcript", SLUG, "--players", "2", "--locale", "fr"]) == 2
    assert "No locale 'fr'" in capsys.readouterr().err
