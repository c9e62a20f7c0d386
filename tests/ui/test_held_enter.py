"""The guard against a key pressed twice or held down, and an Enter held down not closing the
summary unread (the shield: tests/ui/test_shield.py; a Grasse screen: tests/grasse/tui/test_input.py)."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.content import Content

from grasse_tui.ui.key_guard import QuietGuard
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen

from .helpers import FakeClock, hold_enter, wait_for

HOLD = 0.8
"""The guards' delay in these tests (seconds of the app's fake clock)."""


def test_the_guard_waits_for_a_pause_in_the_presses() -> None:
    now = [100.0]
    guard = QuietGuard(lambda: now[0])
    assert guard.press()  # not held: any press acts
    guard.hold(0.5)
    for _ in range(10):  # a key held down for 1 s, repeating every 0.1 s
        now[0] += 0.1
        assert not guard.press() and guard.held
    now[0] += 0.4
    assert guard.held and guard.remaining == pytest.approx(0.1)
    now[0] += 0.1
    assert not guard.held and guard.press()
    guard.hold(0.5)
    guard.release()
    assert guard.press()


def test_a_fixed_window_and_a_second_hold_never_shorten_the_wait() -> None:
    now = [100.0]  # steps of 1/8 s: exact in binary, so no rounding decides a test
    guard = QuietGuard(lambda: now[0])
    guard.hold(0.25, restart=False)  # against a key pressed twice only
    now[0] += 0.125
    assert not guard.press()
    now[0] += 0.125
    assert guard.press()  # the press above did not start the wait again
    guard.hold(0.75)
    now[0] += 0.125
    guard.hold(0.25, restart=False)  # a shorter hold while the longer one runs
    now[0] += 0.375
    assert guard.held and not guard.press()  # still the 0.75 s wait, restarted by that press
    now[0] += 0.625
    assert guard.held
    now[0] += 0.125
    assert guard.press()


async def test_enter_held_does_not_close_the_summary(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SinceLastTurnScreen, "ARM_DELAY", HOLD)
    app: App[None] = App()
    clock = app.now = FakeClock()  # type: ignore[attr-defined]
    closed: list[None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SinceLastTurnScreen(Content("Bob"), ("Ann makes a perfume.",)), closed.append)
        await wait_for(pilot, lambda: isinstance(app.screen, SinceLastTurnScreen))
        await hold_enter(pilot, clock, 2 * HOLD)
        await pilot.press("escape")
        assert not closed and isinstance(app.screen, SinceLastTurnScreen)
        clock.advance(HOLD)  # the key let go, and a pause
        await pilot.press("enter")
        await wait_for(pilot, lambda: closed == [None])

