"""The default server a bundle is built with (``make dist SERVER=...``), and the bundle's
``fuenfwurf --server``: the table server, without Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.profile.address import BUILT_IN_FILE, CHECKOUT_SERVER, DEFAULT_SERVER, _built_in

ROOT = Path(__file__).resolve().parents[2]


def test_a_checkout_has_no_built_in_server() -> None:
    assert not (ROOT / "app" / "profile" / BUILT_IN_FILE).exists()
    assert DEFAULT_SERVER == CHECKOUT_SERVER


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("wss://play.example.org\n", "wss://play.example.org"),
        ("https://play.example.org/", "wss://play.example.org"),
        ("ws://10.0.0.5:9000", "ws://10.0.0.5:9000"),
        ("not a server at all", None),
        ("", None),
    ],
)
def test_the_built_in_server_is_read_as_an_address(
    tmp_path: Path, written: str, read: str | None
) -> None:
    (tmp_path / BUILT_IN_FILE).write_text(written, encoding="utf-8")
    assert _built_in(tmp_path) == read


def test_no_file_no_built_in_server(tmp_path: Path) -> None:
    assert _built_in(tmp_path) is None


def test_fuenfwurf_server_runs_the_table_server_without_qt() -> None:
    code = (
        "import sys\n"
        "sys.argv = ['fuenfwurf', '--server', '--help']\n"
        "from app.__main__ import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as end:\n"
        "    print('exit', end.code)\n"
        "print('qt', any(name.startswith('PySide6') for name in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "usage: fuenfwurf --server" in done.stdout and "--trusted-proxy" in done.stdout
    assert "exit 0" in done.stdout and "qt False" in done.stdout
