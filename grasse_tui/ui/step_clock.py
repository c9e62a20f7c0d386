"""A clocked decision's time: each seat's clock, and the bar that shows it on the seat's screen.

A seat's time starts when its private view opens after the shield and stops when it
confirms (``PendingStep.clock``). :class:`SeatClocks` keeps the start times (on any
monotonic time source, so tests drive a fake one); :class:`ClockBar` shows the running
time and, when the step has a limit, the time left, and posts :class:`ClockBar.TimeUp`
once it has run out.
"""

from __future__ import annotations

from textual.message import Message
from textual.widgets import Static

from grasse_tui.core.step import Clock
from grasse_tui.ui.key_guard import TimeSource

TICK = 0.1
"""Seconds between two readings of the bar's clock."""


class SeatClocks:
    """The running clocks of one game's seats, in seconds from ``now``.

    A seat's clock runs from :meth:`start` to :meth:`stop`; an undone decision carries on
    from the time it had taken (:meth:`resume`), so taking a guess back buys no time.
    """

    def __init__(self, now: TimeSource) -> None:
        self.now = now
        self._started: dict[int, float] = {}

    def start(self, seat: int) -> None:
        """Start ``seat``'s clock now, unless it is running already."""
        self._started.setdefault(seat, self.now())

    def resume(self, seat: int, taken_ms: int) -> None:
        """Run ``seat``'s clock again as if ``taken_ms`` had already passed."""
        self._started[seat] = self.now() - taken_ms / 1000

    def elapsed_ms(self, seat: int) -> int:
        """Whole milliseconds on ``seat``'s running clock (0 when it is not running)."""
        started = self._started.get(seat)
        return 0 if started is None else max(0, round((self.now() - started) * 1000))

    def stop(self, seat: int) -> int:
        """Stop ``seat``'s clock; returns its time in whole milliseconds."""
        taken = self.elapsed_ms(seat)
        self._started.pop(seat, None)
        return taken

    def clear(self) -> None:
        """Forget every clock (the game is left)."""
        self._started.clear()


def clock_text(elapsed_ms: int, clock: Clock) -> str:
    """``⏱ 4.2 s`` or, with a limit, ``⏱ 4.2 s · 15.8 s left``."""
    shown = f"⏱ {elapsed_ms / 1000:.1f} s"
    limit = clock.limit_ms
    if limit is None:
        return f"{shown} (your time counts)"
    return f"{shown} · {max(0, limit - elapsed_ms) / 1000:.1f} s left"


class ClockBar(Static):
    """The running clock of ``seat``'s decision, docked at the top of its game screen.

    Reads ``clocks`` every :data:`TICK` seconds; with a limit, posts :class:`TimeUp` once
    when the time has run out (the shell then records the clock's ``time_up`` action).
    ``offered_at`` is the number of actions in the record when the decision was put to the
    seat, so a time-up that arrives after the seat has chosen is known to be stale.
    """

    DEFAULT_CSS = """
    ClockBar {
        dock: top;
        height: 1;
        padding: 0 1;
        background: $warning 30%;
        text-style: bold;
    }
    """

    class TimeUp(Message):
        """``seat``'s time ran out on the decision put to it at ``offered_at``."""

        def __init__(self, seat: int, offered_at: int) -> None:
            super().__init__()
            self.seat = seat
            self.offered_at = offered_at

    def __init__(self, seat: int, clock: Clock, clocks: SeatClocks, offered_at: int) -> None:
        super().__init__()
        self.seat = seat
        self.clock = clock
        self.clocks = clocks
        self.offered_at = offered_at
        self._told = False

    def on_mount(self) -> None:
        self.tick()
        self.set_interval(TICK, self.tick)

    def tick(self) -> None:
        elapsed = self.clocks.elapsed_ms(self.seat)
        self.update(clock_text(elapsed, self.clock))
        limit = self.clock.limit_ms
        if limit is not None and elapsed >= limit and not self._told:
            self._told = True
            self.post_message(self.TimeUp(self.seat, self.offered_at))
