"""Helpers for driving the app: wait by polling, send keys, read what is on screen."""

from __future__ import annotations

import asyncio
import html
import io
import re
import time
from collections.abc import Callable

from rich.console import Console
from textual import events
from textual.app import App
from textual.errors import NoWidget
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets._footer import FooterKey

from grasse_tui.ui.setup import SeatRow, SetupScreen

_TAG = re.compile(r"<[^>]+>")
_HIDDEN = re.compile(r"<(style|title)>.*?</\1>", re.S)


WAIT_LIMIT = 30.0
"""Seconds after which a wait gives up: only a bound on a test that would otherwise hang, far
above what any wait takes on a loaded machine (nothing is decided by it)."""


class FakeClock:
    """A time source (seconds) that moves only when a test moves it: give it to an app as
    ``app.now``, and every key guard and step clock reads it (``key_guard.app_now``)."""

    def __init__(self, start: float = 1000.0) -> None:
        self.seconds = start

    def __call__(self) -> float:
        return self.seconds

    def advance(self, seconds: float) -> None:
        self.seconds += seconds


async def wait_for(pilot: Pilot[object], predicate: Callable[[], object], timeout: float = WAIT_LIMIT) -> None:
    """Pause the pilot until ``predicate()`` is truthy; fail after ``timeout`` seconds.

    Each ``pilot.pause`` lets the app process its messages and refresh the screen,
    so a predicate may read what is drawn.
    """
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {getattr(predicate, '__name__', predicate)}")
        await pilot.pause(0.02)


def drawn_at_its_place(app: App[object], widget: Widget) -> bool:
    """``widget`` is laid out and is what the screen shows at its top-left cell (a widget
    just mounted has no region until the next layout; one being replaced may still be
    found by a query a moment after it is gone from the screen)."""
    region = widget.region
    if not widget.is_attached or region.area == 0:
        return False
    try:
        shown, _ = app.get_widget_at(region.x, region.y)
    except NoWidget:
        return False
    return shown is widget


async def click_when_drawn(pilot: Pilot[object], widget: Widget) -> None:
    """Click ``widget`` once it is drawn where it belongs; fail if the click lands elsewhere."""
    await wait_for(pilot, lambda: drawn_at_its_place(pilot.app, widget))
    assert await pilot.click(widget), f"the click missed {widget!r}"


def footer_key(app: App[object], action: str) -> FooterKey | None:
    """The current screen's footer key for ``action`` (None for the moment the footer
    redraws its keys, as it does whenever the bindings change)."""
    return next((key for key in app.screen.query(FooterKey) if key.action == action), None)


KEY_REPEAT = 0.05
"""Seconds between two presses of a key held down (a terminal's usual repeat rate)."""


async def hold_enter(pilot: Pilot[object], clock: FakeClock, seconds: float) -> None:
    """Press Enter every :data:`KEY_REPEAT` seconds of ``clock`` (the app's) for ``seconds``,
    as a key held down repeats; the clock moves only between presses, however slow the machine."""
    for _ in range(round(seconds / KEY_REPEAT)):
        await pilot.press("enter")
        clock.advance(KEY_REPEAT)


async def wait_for_state(predicate: Callable[[], object], timeout: float = WAIT_LIMIT) -> None:
    """Yield to the app every few milliseconds until ``predicate()`` is truthy; fail after ``timeout``.

    Unlike :func:`wait_for` this neither waits for the app to go idle nor forces a
    screen refresh, so it is only for predicates on the app's state (the game
    record, the current screen object), not on what is drawn.
    """
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {getattr(predicate, '__name__', predicate)}")
        await asyncio.sleep(0.002)


_KEY_CHARACTERS = {"enter": "\r", "up": None, "down": None}


def send_key(app: App[object], key: str) -> None:
    """Post ``key`` (enter, up or down) to the app, as a key press from the terminal.

    This is the event ``pilot.press`` sends, without its wait for the app to go
    idle afterwards (at least two 20 ms idle windows per key): follow it with
    :func:`wait_for_state` on what the key should change.
    """
    event = events.Key(key, _KEY_CHARACTERS[key])
    event.set_sender(app)
    app.post_message(event)


def screen_text(app: App[object]) -> str:
    """The visible text of the exported screenshot (SVG tags and entities removed)."""
    svg = _HIDDEN.sub("", app.export_screenshot())
    return html.unescape(_TAG.sub("", svg)).replace("\xa0", " ")


def plain_screen_text(app: App[object]) -> str:
    """The screen as plain text, one line per row, with every character in its column.

    The same render as ``app.export_screenshot()`` (the current screen over the
    ones it does not hide), exported as text instead of SVG, which is several
    times cheaper.
    """
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return "\n".join(line.rstrip() for line in console.export_text(styles=False).splitlines())


def rows_ready(setup: SetupScreen, count: int) -> bool:
    """``count`` seat rows, each with its fields mounted (a new row's fields come a moment
    after the row, and a Select's own parts a moment after the Select: setting a value
    before then fails on a slow machine)."""
    fields = setup.query("SeatRow Input, SeatRow Select")
    return len(setup.query(SeatRow)) == count == len(setup.query("SeatRow .seat-colour")) and all(
        field.is_mounted for field in fields
    )


def setup_ready(app: App[object]) -> bool:
    """The setup screen is up and each of its seat rows composed (a screen is current a
    moment before its rows' fields are)."""
    screen = app.screen
    return isinstance(screen, SetupScreen) and rows_ready(screen, max(1, len(screen.query(SeatRow))))
