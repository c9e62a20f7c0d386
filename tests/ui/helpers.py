"""Helpers for driving the app: wait by polling, read what is on screen."""

from __future__ import annotations

import html
import re
import time
from collections.abc import Callable

from textual.app import App
from textual.pilot import Pilot

_TAG = re.compile(r"<[^>]+>")
_HIDDEN = re.compile(r"<(style|title)>.*?</\1>", re.S)


async def wait_for(pilot: Pilot[object], predicate: Callable[[], object], timeout: float = 5.0) -> None:
    """Pause the pilot until ``predicate()`` is truthy; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {getattr(predicate, '__name__', predicate)}")
        await pilot.pause(0.02)


def screen_text(app: App[object]) -> str:
    """The visible text of the exported screenshot (SVG tags and entities removed)."""
    svg = _HIDDEN.sub("", app.export_screenshot())
    return html.unescape(_TAG.sub("", svg)).replace("\xa0", " ")
