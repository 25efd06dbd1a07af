"""Every view-model declares one Qt property per field of its view dataclass: named as the
field (camelCase), of the Qt type the field's type needs, notified by ``<name>Changed``."""

from __future__ import annotations

import dataclasses
import enum
import importlib
import inspect
import pkgutil
import types
import typing
from typing import Any

import pytest
from PySide6.QtCore import Property, QObject

import app.ui
from app.profile import Settings
from app.ui.analysis.board import BoardView
from app.ui.analysis.viewmodel import AnalysisViewModel
from app.ui.common.snapshot import camel
from app.ui.daily.viewmodel import DailyView, DailyViewModel
from app.ui.leaderboards.viewmodel import LeaderboardView, LeaderboardViewModel
from app.ui.lobby.connection import ConnectionView, ConnectionViewModel
from app.ui.lobby.friends import FriendsView, FriendsViewModel
from app.ui.lobby.together import TogetherView, TogetherViewModel
from app.ui.lobby.viewmodel import LobbyView, LobbyViewModel
from app.ui.player.viewmodel import ProfileView, ProfileViewModel
from app.ui.results.viewmodel import ResultsView, ResultsViewModel
from app.ui.settings.viewmodel import SettingsViewModel
from app.ui.start.viewmodel import StartView, StartViewModel
from app.ui.statistics.charts import ChartsView
from app.ui.statistics.viewmodel import StatisticsViewModel
from app.ui.table.coach import CoachView, CoachViewModel
from app.ui.table.properties import TableProperties
from app.ui.table.seatsandchat import OnlineTableView, OnlineTableViewModel
from app.ui.table.view import TableView

VIEWS: dict[type[QObject], type[Any]] = {
    AnalysisViewModel: BoardView,
    CoachViewModel: CoachView,
    ConnectionViewModel: ConnectionView,
    LeaderboardViewModel: LeaderboardView,
    DailyViewModel: DailyView,
    FriendsViewModel: FriendsView,
    LobbyViewModel: LobbyView,
    OnlineTableViewModel: OnlineTableView,
    ProfileViewModel: ProfileView,
    ResultsViewModel: ResultsView,
    SettingsViewModel: Settings,
    StartViewModel: StartView,
    StatisticsViewModel: ChartsView,
    TableProperties: TableView,  # TableViewModel publishes them
    TogetherViewModel: TogetherView,
}


def view_properties(model: type[QObject]) -> dict[str, str]:
    """Property name -> the view field it reads, for every ``view_property`` of ``model``."""
    return {
        name: value.fget.__name__
        for name, value in vars(model).items()
        if isinstance(value, Property) and value.fget.__qualname__.startswith("view_property.")
    }


def qt_type(hint: Any) -> str:
    """The Qt type a view field of this type is published as (see ``snapshot.to_qml``)."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        (hint,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        origin = typing.get_origin(hint)
    if origin is tuple or hint is tuple:
        return "QVariantList"
    if dataclasses.is_dataclass(hint):
        return "QVariantMap"
    if inspect.isclass(hint) and issubclass(hint, enum.Enum):
        return "QString"
    return {str: "QString", int: "int", bool: "bool", float: "double"}[hint]


def test_every_view_model_with_view_properties_is_checked() -> None:
    for module in pkgutil.walk_packages(app.ui.__path__, "app.ui."):
        for _, member in inspect.getmembers(importlib.import_module(module.name), inspect.isclass):
            if issubclass(member, QObject) and view_properties(member):
                assert member in VIEWS, f"{member.__name__}: add it and its view to VIEWS"


@pytest.mark.parametrize("model", list(VIEWS), ids=lambda model: model.__name__)
def test_one_property_per_view_field_named_typed_and_notified_as_the_field(
    model: type[QObject],
) -> None:
    view = VIEWS[model]
    hints = typing.get_type_hints(view)
    fields = [field.name for field in dataclasses.fields(view)]
    assert view_properties(model) == {camel(field): field for field in fields}
    meta = model.staticMetaObject
    for field in fields:
        found = meta.property(meta.indexOfProperty(camel(field)))
        assert found.isValid(), field
        assert found.typeName() == qt_type(hints[field]), field
        assert found.notifySignal().name().data().decode() == camel(field) + "Changed", field


def test_the_check_sees_a_property_that_reads_another_field() -> None:
    from PySide6.QtCore import Signal

    from app.ui.common.snapshot import view_property

    class Wrong(QObject):
        totalChanged = Signal()  # noqa: N815 (Qt names)
        total = view_property("score", int, totalChanged)

    assert view_properties(Wrong) == {"total": "score"}
