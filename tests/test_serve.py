"""``grasse-tui serve``: its flags, the command it serves, and the app played in a browser tab
(headless Chromium through Selenium; skipped, saying why, without Debian's chromium and
chromium-driver)."""

from __future__ import annotations

import shlex
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from selenium.webdriver.common.keys import Keys

from grasse_tui.cli import main
from grasse_tui.core.store import DB_FILENAME
from grasse_tui.serve import DEFAULT_PORT, HOST, app_command
from tests.browser import MENU_TEXT, ROOT, Tab, headless_chromium, missing_browser, served_table

BROWSER_MISSING = missing_browser()


def test_the_served_command_is_this_python_with_the_table_options() -> None:
    assert shlex.split(app_command(None, None)) == [sys.executable, "-m", "grasse_tui"]
    assert shlex.split(app_command(Path("/tmp/our saves"), 0.2)) == [
        sys.executable, "-m", "grasse_tui", "--data-dir", "/tmp/our saves", "--bot-pace", "0.2",
    ]


def test_a_relative_data_dir_is_served_as_an_absolute_one() -> None:
    argv = shlex.split(app_command(Path("saves"), None))
    assert argv[-2:] == ["--data-dir", str(Path("saves").absolute())]


@pytest.mark.parametrize(
    ("argv", "served"),
    [
        (["serve"], (DEFAULT_PORT, None, None)),
        (["--data-dir", "d", "--bot-pace", "0.2", "serve", "--port", "9000"], (9000, Path("d"), 0.2)),
        (["serve", "--port", "65535", "--data-dir", "d", "--bot-pace", "0"], (65535, Path("d"), 0.0)),
    ],
)
def test_serve_takes_the_port_and_the_table_options(
    argv: list[str], served: tuple[int, Path | None, float | None], monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[int, Path | None, float | None]] = []
    monkeypatch.setattr("grasse_tui.cli.serve", lambda *args: calls.append(args))
    assert main(argv) == 0
    assert calls == [served]


@pytest.mark.parametrize(
    ("port", "message"),
    [
        ("0", "must be from 1 to 65535, not 0"),
        ("65536", "must be from 1 to 65535, not 65536"),
        ("eighty", "not a port number: 'eighty'"),
    ],
)
def test_a_bad_port_is_one_line(port: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--port", port])
    out, err = capsys.readouterr()
    assert (exited.value.code, out) == (2, "")
    assert err == f"grasse-tui: error: argument --port: {message}\n"


def test_a_port_in_use_is_one_line() -> None:
    with socket.socket() as taken:
        taken.bind((HOST, 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "grasse_tui", "serve", "--port", str(port)],
            capture_output=True, text=True, cwd=ROOT, timeout=60,
        )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        f"grasse-tui: error: cannot serve http://{HOST}:{port}: address already in use"
        " (choose another port with --port)\n"
    )


@pytest.mark.skipif(BROWSER_MISSING is not None, reason=BROWSER_MISSING or "")
def test_the_app_plays_in_a_browser_tab(tmp_path: Path) -> None:
    """The menu comes up in the tab (screenshot in tmp_path/menu.png); Enter opens the
    first game's setup; the save file is made in the --data-dir given to serve."""
    table = tmp_path / "table"  # not the fixture's GRASSE_TUI_DATA_DIR: --data-dir must reach the app
    with (
        served_table(table, tmp_path / "server.log") as url,
        headless_chromium(tmp_path / "profile", tmp_path / "chromedriver.log") as driver,
    ):
        tab = Tab(driver)
        menu_text = tab.open_menu(url)
        menu = tab.steady_screenshot()
        (tmp_path / "menu.png").write_bytes(menu)
        assert menu.startswith(b"\x89PNG")
        assert "New game — " not in menu_text

        tab.press(Keys.ENTER)
        setup_text = tab.wait_for_text("New game — Grasse: Mestres Perfumistas", "Players")
        assert MENU_TEXT[0] not in setup_text
        assert tab.steady_screenshot() != menu
    assert (table / DB_FILENAME).is_file()
    assert (tmp_path / "server.log").read_text().startswith(
        f"Serving grasse_tui at {url} — open it in a browser; Ctrl+C stops it.\n"
    )
