"""``python -m render ... --locale de`` draws the picture in that language."""

from __future__ import annotations

from pathlib import Path

import render
from render.__main__ import main


def _drawn(tmp_path: Path, *extra: str) -> bytes:
    out = tmp_path / f"board{len(list(tmp_path.iterdir()))}.png"
    args = ["de-vulgari-eloquentia", "--players", "3", "--seed", "4", "--moves", "30"]
    assert main([*args, "--phone", "--out", str(out), *extra]) == 0
    return out.read_bytes()


def test_the_locale_flag_draws_in_that_language(tmp_path, monkeypatch):
    asked: list[str] = []
    real = render.phone_png

    def phone_png(*args, **kwargs):
        asked.append(args[7] if len(args) > 7 else kwargs.get("locale", "en"))
        return real(*args, **kwargs)

    monkeypatch.setattr("render.__main__.phone_png", phone_png)
    english = _drawn(tmp_path)
    german = _drawn(tmp_path, "--locale", "de")
    assert asked == ["en", "de"]
    assert english[:8] == german[:8] == b"\x89PNG\r\n\x1a\n"
    assert english != german
    assert _drawn(tmp_path, "--locale", "en") == english
