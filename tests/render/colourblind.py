"""A deuteranopia simulation for the "not by colour alone" checks (Machado, Oliveira and
Fernandes 2009, severity 1.0, applied to linear RGB), until `kit.simulate_deuteranopia`
lands from the shared kit."""

from __future__ import annotations

from PIL import Image

MACHADO_DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


def _to_linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


_LIN = [_to_linear(v) for v in range(256)]


def simulate_deuteranopia(img: Image.Image) -> Image.Image:
    """How a deuteranope sees ``img`` (RGB)."""
    src = img.convert("RGB")
    cache: dict[tuple[int, ...], bytes] = {}
    out = bytearray()
    for px in pixels(src):
        seen = cache.get(px)
        if seen is None:
            r, g, b = (_LIN[v] for v in px)
            seen = cache[px] = bytes(
                _to_srgb(m[0] * r + m[1] * g + m[2] * b) for m in MACHADO_DEUTERANOPIA
            )
        out += seen
    return Image.frombytes("RGB", src.size, bytes(out))


def pixels(img: Image.Image) -> list[tuple[int, ...]]:
    """The image's RGB pixels, row by row."""
    data = img.convert("RGB").tobytes()
    return list(zip(data[0::3], data[1::3], data[2::3], strict=True))


def difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference per channel (0-255) between two same-sized images."""
    da, db = a.convert("RGB").tobytes(), b.convert("RGB").tobytes()
    return sum(abs(x - y) for x, y in zip(da, db, strict=True)) / len(da)
