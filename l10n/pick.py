"""Which of our languages a reader gets, from a Discord locale or an Accept-Language header."""

from __future__ import annotations

DEFAULT_LOCALE = "en"
SUPPORTED = ("en", "de", "it")


def pick_locale(value: object, default: str = DEFAULT_LOCALE) -> str:
    """Our locale for a Discord locale (``discord.Locale`` or its value: "de", "en-US",
    "it") or a browser tag ("de-AT"); anything else is ``default``."""
    tag = str(getattr(value, "value", value) or "").strip().lower().replace("_", "-")
    base = tag.split("-", 1)[0]
    return base if base in SUPPORTED else default


def from_accept_language(header: str | None, default: str = DEFAULT_LOCALE) -> str:
    """The best of our locales for an HTTP ``Accept-Language`` header ("de-DE,de;q=0.9,en;q=0.8"),
    by the header's own weights; ``default`` when none of ours is named."""
    best: tuple[float, int, str] | None = None
    for position, part in enumerate((header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        locale = pick_locale(tag, default="")
        if locale and quality > 0 and (best is None or (quality, -position) > best[:2]):
            best = (quality, -position, locale)
    return best[2] if best else default
