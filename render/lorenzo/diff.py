"""What changed with the last move, for the typed Lorenzo views (`kit.changed` takes dicts)."""

from __future__ import annotations

from typing import Any, cast

from games.lorenzo.views import PublicView
from render import kit


def changed(view: PublicView, previous: PublicView | None, *path: str | int) -> bool:
    """True if the value at ``path`` differs between the two views (False without a previous)."""
    # a TypedDict is a plain dict at run time: kit.changed walks it as one
    return kit.changed(cast(dict[str, Any], view), cast(dict[str, Any] | None, previous), *path)
