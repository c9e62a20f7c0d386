"""The served app in headless Chromium: ``grasse-tui serve`` driven through Selenium.

Used by ``tests/test_serve.py`` and by ``make screenshots`` (``screenshots/browser.png``).
The browser is Debian's ``chromium`` with its ``chromium-driver`` (``make test`` installs
them when it can); Selenium is pointed at both paths, so Selenium Manager never looks
for, or downloads, a browser of its own.

textual-serve's page draws the terminal (xterm.js) on a canvas, so its text is not in
the page's DOM. A script that runs before the page's own catches the page's xterm.js
``Terminal`` as it is stored (textual-serve keeps it as ``.terminal`` of its one
terminal object) and puts it on ``window``; :meth:`Tab.screen_text` then reads the rows
through xterm.js's public buffer API. ``tests/test_serve.py`` fails, with that reason,
if a textual-serve upgrade stores it differently.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from pathlib import Path
from typing import TypeVar

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from grasse_tui.serve import HOST, page_url

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    # Without these Chromium waits on network services it cannot reach (no network here).
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
VIEWPORT = (1100, 740)
"""The page's size in CSS pixels: about 120×40 cells at textual-serve's 16 px font."""
TIMEOUT = 60.0
"""Seconds to wait for the server, the page or a screen (generous: CI machines are loaded)."""
POLL = 0.1
"""Seconds between two looks while waiting."""
MENU_TEXT = ("grasse_tui — perfume games at one terminal", "Continue the last game", "no unfinished game")
"""On the menu once it has read the (empty) save file."""
MENU_FOOTER = "c Continue"
"""The menu's footer, which shows its keys once the app has the keyboard."""

CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    delete Object.prototype.terminal;
    this.terminal = value;
    window.grasseTerminal = value;
  },
});
"""
"""Runs before the page's scripts: the first object given a ``terminal`` keeps it as
usual, and it is also put on ``window``; the hook then removes itself."""

READ_SCREEN = """
const terminal = window.grasseTerminal;
if (!terminal || !terminal.buffer) { return null; }
const buffer = terminal.buffer.active;
const rows = [];
for (let y = 0; y < terminal.rows; y++) {
  const line = buffer.getLine(buffer.viewportY + y);
  rows.push(line ? line.translateToString(true) : "");
}
return rows.join("\\n");
"""
"""The terminal's rows as text, or null before the page made its terminal."""

T = TypeVar("T")


def missing_browser() -> str | None:
    """Why the browser cannot run here (a sentence), or None when it can."""
    missing = [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not os.access(path, os.X_OK)]
    if not missing:
        return None
    return (
        f"no {' or '.join(missing)}: install Debian's chromium and chromium-driver "
        "(`make test` does, as root with apt-get) to run the browser test"
    )


def wait_until(condition: Callable[[], T | None], what: str, timeout: float = TIMEOUT) -> T:
    """Poll ``condition`` every ``POLL`` seconds until it returns something other than
    None or False, and return that. Raises AssertionError naming ``what`` after
    ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value is not None and value is not False:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        time.sleep(POLL)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listened on a moment ago."""
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        port: int = probe.getsockname()[1]
        return port


def _server_state(server: subprocess.Popen[bytes], port: int) -> str | None:
    """``"exited"``, ``"listening"`` (on ``port``), or None while it is still starting."""
    if server.poll() is not None:
        return "exited"
    try:
        socket.create_connection((HOST, port), timeout=1).close()
    except OSError:
        return None
    return "listening"


@contextmanager
def served_table(data_dir: Path, log: Path, attempts: int = 3) -> Iterator[str]:
    """Run ``grasse-tui --data-dir DATA_DIR serve --port P`` in a process group of its own,
    with its output in ``log``; yield the page's URL once it accepts connections.

    A port taken between :func:`free_port` and the server binding it makes the
    server exit: another port is tried, ``attempts`` times in all. On leaving, the
    server and every app process it started are stopped. Raises AssertionError
    when the server does not start (with its output).
    """
    for _ in range(attempts):
        port = free_port()
        with log.open("wb") as output:
            server = subprocess.Popen(
                [sys.executable, "-m", "grasse_tui", "--data-dir", str(data_dir), "serve", "--port", str(port)],
                stdout=output,
                stderr=subprocess.STDOUT,
                cwd=ROOT,
                start_new_session=True,
            )
        try:
            if wait_until(partial(_server_state, server, port), f"the server on port {port}") == "exited":
                continue
            yield page_url(port)
            return
        finally:
            _stop(server)
    raise AssertionError(f"the server did not start ({attempts} ports tried):\n{log.read_text()}")


def _stop(server: subprocess.Popen[bytes]) -> None:
    """End the server's process group: SIGTERM (the server then ends its app processes),
    then SIGKILL for whatever is left (an app process, or a server stuck shutting down)."""
    group = server.pid  # start_new_session: the server leads a group of its own
    with suppress(ProcessLookupError):
        os.killpg(group, signal.SIGTERM)
    with suppress(subprocess.TimeoutExpired):
        server.wait(timeout=15)
    with suppress(ProcessLookupError):
        os.killpg(group, signal.SIGKILL)
    server.wait(timeout=15)


@contextmanager
def headless_chromium(profile: Path, log: Path) -> Iterator[webdriver.Chrome]:
    """Debian's Chromium, headless, through its ChromeDriver (log in ``log``), with a new
    profile in the empty folder ``profile`` and a ``VIEWPORT``-sized page; quit on leaving."""
    os.environ.setdefault("SE_OFFLINE", "true")  # should Selenium Manager ever run: never download
    options = Options()
    options.binary_location = str(CHROMIUM)
    for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=str(CHROMEDRIVER), log_output=str(log)))
    try:
        driver.set_page_load_timeout(TIMEOUT)
        width, height = VIEWPORT
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )
        # A headless page never has the window's focus, so focusing the terminal would not
        # tell the app it has the focus (and its footer would stay empty); emulate it.
        driver.execute_cdp_cmd("Emulation.setFocusEmulationEnabled", {"enabled": True})
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CATCH_TERMINAL})
        yield driver
    finally:
        driver.quit()


class Tab:
    """The served page in ``driver``: its terminal's text, screenshots and keys."""

    def __init__(self, driver: webdriver.Chrome) -> None:
        self.driver = driver

    def open_menu(self, url: str) -> str:
        """Open the served page at ``url``, wait for the app's menu, and give the terminal the
        keyboard; returns the screen's text once the footer shows the menu's keys."""
        self.driver.get(url)
        self.wait_for_text(*MENU_TEXT)  # the page's websocket is open: bytes came through it
        self.focus()
        return self.wait_for_text(*MENU_TEXT, MENU_FOOTER)

    def screen_text(self) -> str | None:
        """The terminal's rows joined by newlines (None before the page made its terminal)."""
        text = self.driver.execute_script(READ_SCREEN)
        return text if isinstance(text, str) else None

    def wait_for_text(self, *fragments: str) -> str:
        """The screen's text once it holds every one of ``fragments``."""

        def shown() -> str | None:
            text = self.screen_text()
            return text if text is not None and all(fragment in text for fragment in fragments) else None

        try:
            return wait_until(shown, f"the screen to show {fragments}")
        except AssertionError as exc:
            caught = self.driver.execute_script("return Boolean(window.grasseTerminal)")
            detail = "" if caught else " (the page's xterm.js terminal was never caught: see tests/browser.py)"
            raise AssertionError(f"{exc}{detail}; the screen was:\n{self.screen_text()}") from None

    def steady_screenshot(self) -> bytes:
        """A PNG of the page once two shots in a row are the same (fades and late
        rows drawn)."""
        previous = b""

        def steady() -> bytes | None:
            nonlocal previous
            shot = self.driver.get_screenshot_as_png()
            same = shot == previous
            previous = shot
            return shot if same else None

        return wait_until(steady, "the page to stop changing")

    def focus(self) -> None:
        """Give the terminal the keyboard, as a click on it would (without clicking the app):
        the app is told it has the focus, and its footer shows its keys."""
        self.driver.execute_script("document.querySelector('.xterm-helper-textarea').focus();")

    def press(self, keys: str) -> None:
        """Type ``keys`` (Selenium's ``Keys`` for special keys) into the terminal."""
        self.driver.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea").send_keys(keys)


def save_menu_screenshot(target: Path) -> None:
    """Serve the app on a fresh data folder, open it, and save the menu as a PNG at ``target``."""
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        with (
            served_table(work / "data", work / "server.log") as url,
            headless_chromium(work / "profile", work / "chromedriver.log") as driver,
        ):
            tab = Tab(driver)
            tab.open_menu(url)
            target.write_bytes(tab.steady_screenshot())
