"""What the start screen's first frame needs, built before the rest of the app (issue 31): the
settings, the start screen's view-model and the controller the window holds. ``wiring.build_app``
builds the rest around them, and this module imports nothing of it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from app.profile import ProfileStore, Settings

from .controller import AppController
from .services.datafile import DataFile
from .services.notices import Notices
from .settings.viewmodel import SettingsViewModel
from .start.viewmodel import StartViewModel


@dataclass(frozen=True, slots=True)
class Front:
    controller: AppController
    """Attached to the rest of the app once that is built (``AppController.attach``)."""
    data: DataFile
    notices: Notices
    settings: SettingsViewModel
    start: StartViewModel

    def qml_properties(self) -> dict[str, QObject]:
        """The properties of ``Main.qml`` the start screen needs."""
        return {"app": self.controller, "settings": self.settings, "start": self.start}


def build_front(store: ProfileStore | None, parent: QObject) -> Front:
    notices = Notices(parent)
    data = DataFile(store, notices.show)
    settings = data.read(lambda store: store.load_settings()) or Settings()
    start = StartViewModel(parent, rules_later=True)  # (checked when the rest is built)
    if settings.last_table:
        start.load_json(settings.last_table)
    return Front(
        controller=AppController(parent),
        data=data,
        notices=notices,
        settings=SettingsViewModel(settings, parent),
        start=start,
    )
