"""The shield's arming delay: Enter pressed twice at the end of a turn, or held down, must not
go straight through the next seat's shield to its private view; a PIN shield says what to type."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable

import pytest
from textual import events
from textual.pilot import Pilot

from grasse_tui.ui.app import TableApp
from grasse_tui.ui.shield import ShieldScreen

from .helpers import FakeClock, footer_key, hold_enter, plain_screen_text, screen_text, wait_for
from .test_play import ANN, BOB, start, track_screens
from .test_turn_end import ann_ends_her_turn


def shield_key_greyed(app: TableApp) -> bool | None:
    key = footer_key(app, "pass_shield")
    return None if key is None else key.has_class("-disabled")


ARM = 1.0
"""The shield's delay in these tests (seconds of the app's fake clock)."""


async def _pressed_twice(pilot: Pilot[None], clock: FakeClock) -> None:
    await pilot.press("enter", "enter", "enter")  # the turn-end bar's Enter, then two more


async def _held_down(pilot: Pilot[None], clock: FakeClock) -> None:
    await hold_enter(pilot, clock, 2 * ARM)  # the turn-end bar's Enter, then the key repeating


@pytest.mark.parametrize("keys", [_pressed_twice, _held_down], ids=["pressed twice", "held down"])
async def test_enter_pressed_again_or_held_stops_at_the_next_shield(
    toy_app: TableApp, monkeypatch: pytest.MonkeyPatch, keys: Callable[[Pilot[None], FakeClock], Awaitable[None]]
) -> None:
    clock = toy_app.now = FakeClock()
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, dataclasses.replace(BOB, pin=None))  # no PIN stands in the way
        await ann_ends_her_turn(toy_app, pilot)
        seen = track_screens(toy_app)
        monkeypatch.setattr(ShieldScreen, "ARM_DELAY", ARM)
        await keys(pilot, clock)
        shield = toy_app.screen
        assert isinstance(shield, ShieldScreen) and shield.seat_index == 1 and not shield.armed
        assert ("ToyScreen", 1) not in seen
        await wait_for(pilot, lambda: shield_key_greyed(toy_app) is not None)
        assert shield_key_greyed(toy_app)  # greyed in the footer until it is armed
        clock.advance(ARM)  # the key let go, and a pause: Bob's own Enter passes
        assert shield.armed
        await wait_for(pilot, lambda: shield_key_greyed(toy_app) is False)
        await pilot.press("enter")
        await wait_for(pilot, lambda: ("ToyScreen", 1) in seen)


async def test_a_pin_shield_asks_for_the_pin_names_enter_and_counts_wrong_tries(toy_app: TableApp) -> None:
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)  # Bob's PIN is 1234
        await ann_ends_her_turn(toy_app, pilot)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(toy_app.screen, ShieldScreen) and toy_app.screen.seat_index == 1)
        shield = toy_app.screen
        assert isinstance(shield, ShieldScreen)
        await pilot.pause()
        text = " ".join(plain_screen_text(toy_app).replace("┃", " ").split())
        assert "When only they can see the screen, they type their PIN and press Enter." in text
        assert toy_app.focused is shield.pin_input
        await wait_for(pilot, lambda: footer_key(toy_app, "pass_shield"))  # Enter is in the footer
        await pilot.press("enter")  # nothing typed: no try counted
        await wait_for(pilot, lambda: ShieldScreen.PIN_FIRST in screen_text(toy_app))
        await pilot.press(*"99", "enter")
        await wait_for(pilot, lambda: "Wrong PIN. Type it again" in screen_text(toy_app))
        await pilot.press(*"98", "enter")
        await wait_for(pilot, lambda: "Wrong PIN (2 wrong tries)" in screen_text(toy_app))
        await pilot.press(*"1234", "enter")
        await wait_for(pilot, lambda: toy_app.screen is not shield)


async def test_a_pin_typed_in_one_burst_with_its_enter_passes(
    toy_app: TableApp,
) -> None:
    """A terminal delivers a fast typist's ``1234⏎`` in one read: the Enter must not be weighed
    before the digits reach the PIN field."""
    async with toy_app.run_test(size=(120, 40)) as pilot:
        start(toy_app, ANN, BOB)  # Bob's PIN is 1234
        await ann_ends_her_turn(toy_app, pilot)
        await pilot.press("enter")
        await wait_for(
            pilot,
            lambda: isinstance(toy_app.screen, ShieldScreen) and toy_app.screen.seat_index == 1,
        )
        shield = toy_app.screen
        await wait_for(pilot, lambda: footer_key(toy_app, "pass_shield"))
        for key in [
            *"1234",
            "enter",
        ]:  # posted together, as a driver does, with no pause between
            toy_app.post_message(events.Key(key, None if key == "enter" else key))
        await wait_for(pilot, lambda: toy_app.screen is not shield)
        assert ShieldScreen.PIN_FIRST not in screen_text(toy_app)
