"""Sound effects: the files are real sounds, and without an audio server the game stays silent."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from app.ui.paths import sounds_dir
from app.ui.services.sound import EFFECTS, Sounds, audio_server_present


@pytest.mark.parametrize("name", EFFECTS)
def test_each_effect_is_a_short_wav(name: str) -> None:
    with wave.open(str(sounds_dir() / f"{name}.wav")) as sound:
        seconds = sound.getnframes() / sound.getframerate()
        assert sound.getnchannels() == 1 and sound.getsampwidth() == 2
        assert 0.05 < seconds < 1.0


def test_no_audio_server_means_silence(
    qapp,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    assert not audio_server_present()
    sounds = Sounds()
    sounds.set_enabled(True)
    sounds.play("roll")  # nothing to play on, and no warning about it
    assert sounds._effects == {}


def test_an_audio_server_is_found_by_its_socket(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    (tmp_path / "pulse").mkdir()
    (tmp_path / "pulse" / "native").touch()
    assert audio_server_present()


def test_sound_off_loads_nothing(qapp) -> None:  # type: ignore[no-untyped-def]
    sounds = Sounds()
    sounds.set_enabled(False)
    sounds.play("enter")
    assert sounds._effects is None
