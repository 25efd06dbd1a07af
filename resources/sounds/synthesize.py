"""Synthesises the game's sound effects as small WAV files (run by hand; output committed).

    .venv/bin/python resources/sounds/synthesize.py

Dice: a burst of short wooden clicks that thin out as the dice settle. Entry: a soft pencil tick.
Strike: a short low scratch. Everything is generated here: no recorded material.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 44_100
HERE = Path(__file__).resolve().parent


def click(rng: np.random.Generator, length: float, pitch: float) -> np.ndarray:
    """One die hitting leather or another die: a damped resonance over a noise onset."""
    t = np.arange(int(RATE * length)) / RATE
    tone = np.sin(2 * np.pi * pitch * t) * 0.6 + np.sin(2 * np.pi * pitch * 2.7 * t) * 0.25
    noise = rng.normal(0, 1, t.size) * np.exp(-t * 900)
    return (tone * np.exp(-t * 60) + noise * 0.5) * 0.5


def dice_roll(seed: int = 5) -> np.ndarray:
    rng = np.random.default_rng(seed)
    out = np.zeros(int(RATE * 0.75))
    # Hits get rarer and softer over time, like dice losing energy in the tray.
    time = 0.0
    while time < 0.62:
        start = int(time * RATE)
        hit = click(rng, 0.05, rng.uniform(1800, 3600)) * (1.0 - time / 0.8)
        end = min(out.size, start + hit.size)
        out[start:end] += hit[: end - start]
        time += rng.exponential(0.018 + time * 0.09)
    return out


def pencil_tick() -> np.ndarray:
    rng = np.random.default_rng(11)
    t = np.arange(int(RATE * 0.12)) / RATE
    scratch = rng.normal(0, 1, t.size)
    # A narrow band of noise sounds like graphite on paper.
    kernel = np.sin(2 * np.pi * 5200 * np.arange(64) / RATE) * np.hanning(64)
    band = np.convolve(scratch, kernel, mode="same")
    envelope = np.minimum(1, t * 400) * np.exp(-t * 45)
    return band * envelope * 0.06


def strike_scratch() -> np.ndarray:
    rng = np.random.default_rng(17)
    t = np.arange(int(RATE * 0.22)) / RATE
    scratch = rng.normal(0, 1, t.size)
    kernel = np.sin(2 * np.pi * 2300 * np.arange(96) / RATE) * np.hanning(96)
    band = np.convolve(scratch, kernel, mode="same")
    envelope = np.minimum(1, t * 200) * np.exp(-t * 14)
    return band * envelope * 0.05


def write(name: str, samples: np.ndarray) -> None:
    peak = float(np.max(np.abs(samples))) or 1.0
    pcm = (samples / peak * 0.8 * 32767).astype("<i2")
    with wave.open(str(HERE / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


if __name__ == "__main__":
    write("roll.wav", dice_roll())
    write("enter.wav", pencil_tick())
    write("strike.wav", strike_scratch())
