"""While a Strong bot searches: how long it has thought and how far it is, and Escape to
make it play the best move found so far (the search runs in a thread; the app stays live)."""

from __future__ import annotations

import threading

from textual.widgets import Static

from grasse_tui.core.bots import SearchProgress
from grasse_tui.ui.key_guard import TimeSource

TICK = 0.1
"""Seconds between two readings of the search's progress."""


class SearchWatch:
    """One search under way, shared between the thread that runs it and the bar that shows
    it: the searching seat's name, the latest :class:`SearchProgress` and whether it was
    asked to stop."""

    def __init__(self, now: TimeSource, seat_name: str) -> None:
        self.now = now
        self.seat_name = seat_name
        self.started = now()
        self.progress = SearchProgress(0, 0)
        self._stop = threading.Event()

    def report(self, progress: SearchProgress) -> bool:
        """The search's ``progress`` callback (called in its thread): False once stopped."""
        self.progress = progress
        return not self._stop.is_set()

    def stop(self) -> None:
        """Ask the search to play the best move it has found so far."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    @property
    def seconds(self) -> float:
        return self.now() - self.started


class ThinkingBar(Static):
    """A Strong bot's seat (the watch's ``seat_name``) is thinking: seconds so far and
    playouts done, over the game screen's last line, just above its footer."""

    DEFAULT_CSS = """
    ThinkingBar {
        dock: bottom;
        offset: 0 -1;  /* just above the footer, which docks at the very bottom too */
        height: 1;
        padding: 0 1;
        background: $accent 30%;
    }
    """

    def __init__(self, watch: SearchWatch) -> None:
        super().__init__()
        self.search = watch

    def on_mount(self) -> None:
        self.tick()
        self.set_interval(TICK, self.tick)

    def tick(self) -> None:
        progress = self.search.progress
        done = f" · {progress.done}/{progress.planned} playouts" if progress.planned else ""
        ending = " · playing the best so far…" if self.search.stopping else " · Escape: play the best so far"
        self.update(f"{self.search.seat_name} (Strong bot) is thinking: {self.search.seconds:.1f} s{done}{ending}")
