"""Synthesises the game's sound effects as small WAV files (run by hand; output committed).

    .venv/bin/python resources/sounds/synthesize.py

Dice: a burst of short wooden clicks that thin out as the dice settle. Entry: a soft pencil tick.
Strike: a short low scratch. Moment (every die alike, a bonus): a rising chime of three bells.
Final (the game's last entry): a short brass-like cadence. Everything is generated here: no
recorded material.
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


def bell(pitch: float, length: float) -> np.ndarray:
    """A small bell: a few inharmonic partials that ring out."""
    t = np.arange(int(RATE * length)) / RATE
    partials = ((1.0, 1.0), (2.76, 0.45), (5.4, 0.2), (8.9, 0.08))
    tone = sum(weight * np.sin(2 * np.pi * pitch * ratio * t) for ratio, weight in partials)
    return tone * np.minimum(1, t * 800) * np.exp(-t * 5.5)


def chime() -> np.ndarray:
    out = np.zeros(int(RATE * 0.9))
    for index, pitch in enumerate((1046.5, 1318.5, 1568.0)):  # C6 E6 G6
        start = int(RATE * 0.09 * index)
        note = bell(pitch, 0.9)[: out.size - start]
        out[start : start + note.size] += note * (0.8 + 0.1 * index)
    return out


def horn(pitch: float, length: float) -> np.ndarray:
    """A soft brass-like note: odd and even harmonics under a slow attack."""
    t = np.arange(int(RATE * length)) / RATE
    tone = sum(np.sin(2 * np.pi * pitch * n * t) / n**1.3 for n in range(1, 7))
    return tone * np.minimum(1, t * 25) * np.exp(-t * 2.2)


def cadence() -> np.ndarray:
    out = np.zeros(int(RATE * 0.95))
    for start, pitch, length in ((0.0, 392.0, 0.22), (0.16, 523.25, 0.22), (0.32, 659.25, 0.6)):
        begin = int(RATE * start)
        note = horn(pitch, length)[: out.size - begin]
        out[begin : begin + note.size] += note
    return out


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
    write("moment.wav", chime())
    write("final.wav", cadence())
