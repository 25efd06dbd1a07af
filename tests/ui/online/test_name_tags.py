"""The app shows what the server says about names: the tags of look-alikes beside the names
(seats, chat, notices, lobby, boards), and the one name rule where a name is typed."""

from __future__ import annotations

from app.net import (
    ChatLine,
    Leaderboard,
    LeaderboardEntry,
    Period,
    RulesView,
    SeatView,
    TableStatus,
    TableSummary,
)
from app.net.views import DailyBoard, DailyEntry
from app.ui.common.dailyboard import daily_lines
from app.ui.common.limits import Limits
from app.ui.common.names import kept_name, name_error
from app.ui.leaderboards.viewmodel import leader_rows
from app.ui.lobby.viewmodel import lobby_rows
from app.ui.online.snapshot import TableInfo
from app.ui.table.presence import Presence, presence_changes
from app.ui.table.seatsandchat import derive_chat, derive_seats

RULES = RulesView(preset="official")


def seat(index: int, player: int | None, name: str | None, tag: str | None = None) -> SeatView:
    return SeatView(
        seat=index,
        player=player,
        name=name,
        level=1,
        connected=player is not None,
        resigned=False,
        tag=tag,
    )


def table(*seats: SeatView, chat: tuple[ChatLine, ...] = ()) -> TableInfo:
    return TableInfo(
        code="ABCD2345",
        status=TableStatus.OPEN,
        private=True,
        rules=RULES,
        clock=30,
        seats=seats,
        host=1,
        you=0,
        chat=chat,
    )


def test_seats_and_chat_carry_the_servers_tags() -> None:
    info = table(seat(0, 1, "Ada", "#3baa"), seat(1, 2, "\u0410da", "#d551"), seat(2, None, None))
    rows = derive_seats(info, None, host_id=1)
    assert [row.tag for row in rows] == ["#3baa", "#d551", ""]
    old = ChatLine(seat=1, player=2, name="\u0410da", text="hi", at=1)  # before the tags
    new = ChatLine(seat=0, player=1, name="Ada", text="ho", at=2, tag="#3baa")
    chat = derive_chat((old, new), 1, (), {2: "#d551"})
    assert [(row.kind, row.name, row.tag) for row in chat] == [
        ("chat", "\u0410da", "#d551"),  # its writer's tag at the seats now
        ("chat", "Ada", "#3baa"),
    ]


def test_a_notice_names_the_player_with_the_tag() -> None:
    before = (seat(0, 1, "Ada", "#3baa"), seat(1, None, None))
    after = (seat(0, 1, "Ada", "#3baa"), seat(1, 2, "\u0410da", "#d551"))
    (change,) = presence_changes(before, after, you=0, ended=False)
    assert (change.kind, change.name, change.tag) == (Presence.JOINED, "\u0410da", "#d551")


def test_the_lobby_and_boards_show_tags_with_the_names() -> None:
    summary = TableSummary(
        code="ABCD2345",
        rules=RULES,
        seats=3,
        taken=2,
        names=["Ada", "\u0410da"],
        clock=30,
        host="Ada",
        players=[1, 2],
        tags=["#3baa", "#d551"],
    )
    (row,) = lobby_rows((summary,))
    assert "Ada #3baa" in row.names and "\u0410da #d551" in row.names
    assert row.host == "Ada #3baa"
    board = Leaderboard(
        period=Period.WEEK,
        start="",
        end="",
        entries=[
            LeaderboardEntry(
                rank=1, player=1, name="Ada", level=1, points=3, games=1, wins=1, tag="#3baa"
            ),
            LeaderboardEntry(rank=2, player=3, name="Bo", level=1, points=1, games=1, wins=0),
        ],
    )
    assert [r.name for r in leader_rows(board, None)] == ["Ada #3baa", "Bo"]
    daily = DailyBoard(
        ruleset="official",
        days=[1],
        commit=None,
        seed=None,
        attempts=1,
        distribution=[],
        entries=[DailyEntry(rank=1, player=2, name="\u0410da", total=200, tag="#d551")],
    )
    assert [line.name for line in daily_lines(daily, None)] == ["\u0410da #d551"]


def test_typed_names_follow_the_one_rule() -> None:
    assert kept_name("  \uff21\uff44\uff41 ") == "Ada"
    assert kept_name("  x" + "y" * 30) == "x" + "y" * 23  # not a name: trimmed as before
    assert name_error("Ada") == ""
    assert name_error("System") == "name_reserved"
    assert name_error("\u3164") == "invalid_name"
    assert Limits().nameError("  ") == ""  # nothing typed yet: nothing to say
    assert Limits().nameError("\u2800") == "invalid_name"
    assert Limits().marksPerLetter == 2
