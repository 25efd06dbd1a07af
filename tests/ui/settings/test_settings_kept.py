"""The settings kept across a restart, and a typed name held to the protocol's limit."""

from __future__ import annotations

from app.net import NAME_MAX_LENGTH


def test_settings_survive_a_restart(open_window) -> None:  # type: ignore[no-untyped-def]
    first = open_window()
    first.controller.settings.setPace("slow")
    first.controller.settings.setReduceMotion(True)
    first.controller.settings.setPlayerName("Ada")
    first.controller.start.setPreset("yatzy")
    first.controller.shutdown()

    second = open_window()
    settings = second.controller.settings
    assert (settings.property("pace"), settings.property("reduceMotion")) == ("slow", True)
    assert settings.property("playerName") == "Ada"
    assert second.controller.start.property("preset") == "yatzy"
    second.controller.startGame()
    assert second.controller.session.game.names == ("Ada",)


def test_a_typed_name_is_cut_to_the_protocols_limit(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.setPlayerName("  " + "x" * 40)
    assert window.controller.settings.value.player_name == "x" * NAME_MAX_LENGTH
    window.controller.start.setSeatName(0, "y" * 40)
    assert window.controller.start.setup().seats[0].name == "y" * NAME_MAX_LENGTH
