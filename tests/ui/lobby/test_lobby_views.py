"""The connection and the lobby as shown: pure derive functions, from tables of cases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.net import (
    PlayerView,
    RulesView,
    TableStatus,
    TableSummary,
)
from app.profile import TokenPlace
from app.ui.common.names import names_text
from app.ui.lobby.connection import derive_connection
from app.ui.lobby.viewmodel import NewTable, derive_lobby, lobby_rows
from app.ui.online.link import LinkState, LinkStatus
from app.ui.online.snapshot import OnlineSnapshot, TableInfo

from ..online_states import table_state

ADA = PlayerView(id=100, name="Ada", level=2, points=31)


@pytest.mark.parametrize(
    ("link", "player", "status", "retry_in", "name"),
    [
        (LinkState(), None, "offline", 0, ""),
        (LinkState(LinkStatus.CONNECTING), None, "connecting", 0, ""),
        (LinkState(LinkStatus.ONLINE), ADA, "online", 0, "Ada"),
        (
            LinkState(LinkStatus.RECONNECTING, "lost", retry_at=53.2, attempt=2),
            None,
            "reconnecting",
            4,
            "",
        ),
        (
            LinkState(LinkStatus.RECONNECTING, "lost", retry_at=49.0, attempt=2),
            None,
            "reconnecting",
            0,
            "",
        ),
        (LinkState(LinkStatus.INCOMPATIBLE, "unsupported_version"), None, "incompatible", 0, ""),
    ],
)
def test_the_connection_as_shown(
    link: LinkState, player: PlayerView | None, status: str, retry_in: int, name: str
) -> None:
    snapshot = OnlineSnapshot(
        link=link, player=player, server="ws://x", token_place=TokenPlace.FILE
    )
    view = derive_connection(snapshot, now=50.0)
    assert (view.status, view.retry_in, view.player_name) == (status, retry_in, name)
    assert view.reason == link.reason and view.token_place == "file"


def test_the_lobby_lists_open_tables_and_knows_when_the_player_sits() -> None:
    summary = TableSummary(
        code="K7QMR2XH",
        rules=RulesView(preset="maxi", triple=True),
        seats=3,
        taken=2,
        names=["Ada", "Bo"],
        clock=45,
        host="Ada",
    )
    rows = lobby_rows((summary,))
    assert (
        rows[0].code == "K7QM-R2XH"
        and rows[0].names == names_text(["Ada", "Bo"])
        and rows[0].triple
    )
    snapshot = OnlineSnapshot(player=ADA, lobby=(summary,), lobby_total=7, pending_code="K7QMR2XH")
    view = derive_lobby(snapshot, NewTable(seats=3), "", "")
    assert (view.online, view.table_count, view.total, view.seated) == (True, 1, 7, False)
    assert view.seats == 3 and view.pending_code == "K7QM-R2XH"
    table = TableInfo.of(table_state(None))
    assert derive_lobby(replace(snapshot, table=table), NewTable(), "", "").seated
    finished = replace(table, status=TableStatus.FINISHED)
    assert not derive_lobby(replace(snapshot, table=finished), NewTable(), "", "").seated
