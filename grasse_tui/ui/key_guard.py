"""Keeping a key that ended one screen from acting on the next one, and the app's clock it reads."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from time import monotonic
from typing import Any

from textual.message_pump import MessagePump
from textual.screen import Screen

TimeSource = Callable[[], float]
"""Seconds on a monotonic clock: ``time.monotonic`` in play, a fake clock in tests."""


def app_now(node: MessagePump) -> float:
    """Now on the clock of ``node``'s app: its ``now`` attribute (``TableApp.now``; tests give
    a fake one they move by hand), else ``time.monotonic``. Every guard and clock that
    decides what a key does reads this, so no test depends on how fast the machine is."""
    now: TimeSource = getattr(node.app, "now", monotonic)
    return now()


class QuietGuard:
    """Lets a key act only after it has not been pressed for a while.

    A key pressed twice comes again at once, and one held down repeats for as long
    as it is held, so a fixed delay from a screen's arrival stops neither: while
    the guard holds, every press starts the wait again, and only a fresh press
    after a pause acts. Times are seconds on ``clock`` (a screen passes its app's:
    ``partial(app_now, screen)``).
    """

    __slots__ = ("_clock", "_quiet", "_restart", "_until")

    def __init__(self, clock: TimeSource = monotonic) -> None:
        self._clock = clock
        self._quiet = 0.0
        self._until = 0.0
        self._restart = True

    def hold(self, seconds: float, *, restart: bool = True) -> None:
        """Hold from now until ``seconds`` pass without a press (0: do not hold). Without
        ``restart`` a press does not start the wait again: a fixed window, against a key
        pressed twice only. A hold already running is never shortened: the later end, the
        longer wait and a restarting window win."""
        now = self._clock()
        if now < self._until:
            self._quiet = max(self._quiet, seconds)
            self._until = max(self._until, now + seconds)
            self._restart = self._restart or restart
        else:
            self._quiet, self._until, self._restart = seconds, now + seconds, restart

    def release(self) -> None:
        """Stop holding at once: a key other than the guarded one came between, so the
        next press of it is a deliberate one (a key held down repeats with nothing between)."""
        self._until = 0.0

    @property
    def held(self) -> bool:
        """True while a press would not act."""
        return self._clock() < self._until

    @property
    def remaining(self) -> float:
        """Seconds until the guard stops holding, if no key comes first (0 when not held)."""
        return max(0.0, self._until - self._clock())

    def press(self) -> bool:
        """A press of the guarded key: True when it may act; while held (and restarting),
        the wait starts again."""
        now = self._clock()
        if now < self._until:
            if self._restart:
                self._until = now + self._quiet
            return False
        return True


def grey_while_held(screen: Screen[Any], guard: QuietGuard) -> None:
    """Refresh ``screen``'s bindings once ``guard`` stops holding, so a footer key its
    ``check_action`` greys while held (by returning None) shows again."""
    if guard.held:
        screen.set_timer(guard.remaining, partial(grey_while_held, screen, guard))
    else:
        screen.refresh_bindings()
