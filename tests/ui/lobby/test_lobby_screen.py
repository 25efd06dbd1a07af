"""The lobby screen's state (which of its parts show), derived from what the server said,
from a table of cases without Qt."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.net import PlayerView, TableStatus
from app.ui.lobby.viewmodel import LobbyScreen, NewTable, derive_lobby, derive_lobby_screen
from app.ui.online.link import LinkState, LinkStatus
from app.ui.online.snapshot import OnlineSnapshot, TableInfo

from ..online_states import table_state

ADA = PlayerView(id=100, name="Ada", level=2, points=31)
ONLINE = LinkState(LinkStatus.ONLINE)


@pytest.mark.parametrize(
    ("link", "player", "needs_name", "table", "expected"),
    [
        # offline, nobody greeted: the lobby is offered (its controls wait for the link)
        (LinkState(), None, False, None, LobbyScreen(False, False, False, True)),
        # online without a name yet: the name is asked for first
        (ONLINE, None, True, None, LobbyScreen(False, False, False, False)),
        (ONLINE, ADA, False, None, LobbyScreen(True, False, False, True)),
        (
            ONLINE,
            PlayerView(id=100, name="", level=2, points=31),
            False,
            None,
            LobbyScreen(False, False, False, True),
        ),
        (
            LinkState(LinkStatus.RECONNECTING),
            ADA,
            False,
            None,
            LobbyScreen(False, False, False, True),
        ),
        # a table that waits for players: its waiting room
        (ONLINE, ADA, False, TableStatus.OPEN, LobbyScreen(True, True, False, False)),
        # a running table holds the player; a finished one does not
        (ONLINE, ADA, False, TableStatus.PLAYING, LobbyScreen(True, False, True, False)),
        (ONLINE, ADA, False, TableStatus.FINISHED, LobbyScreen(True, False, True, True)),
        (ONLINE, ADA, False, TableStatus.ABORTED, LobbyScreen(True, False, True, True)),
    ],
)
def test_the_lobby_screen_shows_what_holds_the_player(
    *,
    link: LinkState,
    player: PlayerView | None,
    needs_name: bool,
    table: TableStatus | None,
    expected: LobbyScreen,
) -> None:
    info = None if table is None else replace(TableInfo.of(table_state(None)), status=table)
    snapshot = OnlineSnapshot(link=link, player=player, needs_name=needs_name, table=info)
    assert derive_lobby_screen(snapshot) == expected
    view = derive_lobby(snapshot, NewTable(), "", "")
    shown = (view.greeted, view.waiting_room, view.table_running, view.lobby_open)
    assert shown == (
        expected.greeted,
        expected.waiting_room,
        expected.table_running,
        expected.lobby_open,
    )
