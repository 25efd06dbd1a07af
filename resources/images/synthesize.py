"""Synthesises the table's textures and the app icon as PNG files (run by hand; output committed).

    .venv/bin/python resources/images/synthesize.py

Noise is filtered in the frequency domain, so every texture tiles without seams.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent


def save_png(name: str, rgb: np.ndarray) -> None:
    """Write an (h, w, 3|4) float image in 0..1 as an 8-bit PNG."""
    data = (np.clip(rgb, 0, 1) * 255 + 0.5).astype(np.uint8)
    height, width, channels = data.shape
    raw = b"".join(b"\x00" + data[y].tobytes() for y in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    color_type = 6 if channels == 4 else 2
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    (HERE / name).write_bytes(png)


def periodic_noise(
    rng: np.random.Generator, shape: tuple[int, int], scale_y: float, scale_x: float
) -> np.ndarray:
    """Tileable noise with features about ``scale`` pixels large (per axis), normalised."""
    white = rng.normal(size=shape)
    fy = np.fft.fftfreq(shape[0])[:, None]
    fx = np.fft.fftfreq(shape[1])[None, :]
    gain = np.exp(-((fy * scale_y) ** 2 + (fx * scale_x) ** 2))
    field = np.real(np.fft.ifft2(np.fft.fft2(white) * gain))
    return (field - field.mean()) / (field.std() + 1e-9)


def mix(low: tuple[float, float, float], high: tuple[float, float, float], t: np.ndarray) -> np.ndarray:
    a, b = np.array(low), np.array(high)
    return a + (b - a) * np.clip(t, 0, 1)[..., None]


def wood(name: str, dark: tuple[float, float, float], light: tuple[float, float, float], seed: int) -> None:
    rng = np.random.default_rng(seed)
    size = (512, 512)
    # Long streaks along x: very stretched noise, plus rings bent by a slower field.
    streaks = periodic_noise(rng, size, 6, 400)
    bend = periodic_noise(rng, size, 60, 200)
    rings = np.sin((np.arange(size[0])[:, None] / 512 * 2 * np.pi * 9) + bend * 2.2)
    fine = periodic_noise(rng, size, 1.5, 40)
    t = 0.5 + 0.22 * streaks + 0.16 * rings + 0.08 * fine
    save_png(name, mix(dark, light, t))


def leather(seed: int = 3) -> None:
    rng = np.random.default_rng(seed)
    size = (256, 256)
    grain = periodic_noise(rng, size, 3, 3)
    pores = periodic_noise(rng, size, 0.8, 0.8)
    cloud = periodic_noise(rng, size, 40, 40)
    t = 0.5 + 0.12 * grain - 0.1 * np.maximum(0, pores - 1.2) + 0.12 * cloud
    save_png("leather.png", mix((0.23, 0.09, 0.05), (0.50, 0.22, 0.11), t))


def felt(seed: int = 5) -> None:
    rng = np.random.default_rng(seed)
    size = (256, 256)
    fibres = periodic_noise(rng, size, 1.0, 1.0)
    cloud = periodic_noise(rng, size, 50, 50)
    t = 0.5 + 0.08 * fibres + 0.1 * cloud
    save_png("felt.png", mix((0.05, 0.20, 0.12), (0.13, 0.38, 0.23), t))


def paper(seed: int = 9) -> None:
    rng = np.random.default_rng(seed)
    size = (256, 256)
    fibres = periodic_noise(rng, size, 0.7, 3.0)
    cloud = periodic_noise(rng, size, 60, 60)
    t = 0.5 + 0.05 * fibres + 0.08 * cloud
    save_png("paper.png", mix((0.93, 0.90, 0.82), (1.0, 0.985, 0.94), t))


def icon() -> None:
    """An ivory die showing five, on transparent ground."""
    size = 256
    y, x = np.mgrid[0:size, 0:size] / size
    pad, radius = 0.08, 0.18
    dx = np.maximum(np.maximum(pad + radius - x, x - (1 - pad - radius)), 0)
    dy = np.maximum(np.maximum(pad + radius - y, y - (1 - pad - radius)), 0)
    inside = np.clip((radius - np.hypot(dx, dy)) * size, 0, 1)
    shade = 0.96 - 0.12 * (x + y) / 2
    rgb = np.stack([shade, shade * 0.97, shade * 0.88], axis=-1)
    for px, py in ((0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)):
        pip = np.clip((0.075 - np.hypot(x - px, y - py)) * size, 0, 1)
        rgb = rgb * (1 - pip[..., None]) + np.array([0.55, 0.07, 0.07]) * pip[..., None]
    border = np.clip((radius - np.hypot(dx, dy)) * size - 3, 0, 1)
    rgb = rgb * (0.75 + 0.25 * border[..., None])
    save_png("icon.png", np.concatenate([rgb, inside[..., None]], axis=-1))


if __name__ == "__main__":
    wood("table.png", (0.10, 0.055, 0.03), (0.26, 0.15, 0.08), seed=1)
    wood("ledge.png", (0.42, 0.26, 0.13), (0.66, 0.45, 0.25), seed=2)
    leather()
    felt()
    paper()
    icon()
