"""The "since your last turn" summary keeps its button in view and scrolls a long list."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.content import Content

from grasse_tui.ui.since_last_turn import SinceLastTurnScreen

from .helpers import FakeClock, screen_text, wait_for

LINES = tuple(f"Player {n % 3 + 1} (Y) takes diluent and fixative from space {n % 14 + 1}." for n in range(40))


async def test_a_long_summary_at_100_by_30_scrolls_and_keeps_its_button_in_view() -> None:
    app: App[None] = App()
    closed: list[None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SinceLastTurnScreen(Content("Bob"), LINES), closed.append)
        await wait_for(pilot, lambda: "Got it" in screen_text(app))
        screen = app.screen
        button = screen.query_one("#since-ok")
        assert button.region.bottom <= app.size.height - 1  # above the footer
        assert LINES[0] in screen_text(app) and LINES[-1] not in screen_text(app)
        await wait_for(pilot, lambda: "PgDn Enter: more below" in screen_text(app))  # the box says there is more
        await wait_for(pilot, lambda: "⏎ More" in screen_text(app))  # and the footer what Enter does

        await pilot.press("enter")  # a page down, not closed unread
        await wait_for(pilot, lambda: LINES[0] not in screen_text(app))
        assert not closed and app.screen is screen
        await pilot.press("end")  # the lines have the focus: the last one comes into view
        await wait_for(pilot, lambda: LINES[-1] in screen_text(app))
        await wait_for(pilot, lambda: "more below" not in screen_text(app) and "⏎ Got it" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: closed == [None])


async def test_escape_closes_a_long_summary_at_once() -> None:
    app: App[None] = App()
    closed: list[None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SinceLastTurnScreen(Content("Bob"), LINES), closed.append)
        await wait_for(pilot, lambda: "PgDn Enter: more below" in screen_text(app))
        await pilot.press("escape")
        await wait_for(pilot, lambda: closed == [None])


async def test_a_short_summary_does_not_offer_more() -> None:
    app: App[None] = App()
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SinceLastTurnScreen(Content("Bob"), LINES[:3]))
        await wait_for(pilot, lambda: "Got it" in screen_text(app))
        await pilot.pause()
        assert "more below" not in screen_text(app)


async def test_an_enter_pressed_twice_on_the_page_before_the_last_does_not_close_the_summary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(SinceLastTurnScreen, "LAST_PAGE_HOLD", 0.4)
    app: App[None] = App()
    clock = FakeClock()  # the hold lasts until the test lets time pass, however slow the machine
    app.now = clock  # type: ignore[attr-defined]
    closed: list[None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SinceLastTurnScreen(Content("Bob"), LINES), closed.append)
        screen = app.screen
        assert isinstance(screen, SinceLastTurnScreen)
        await wait_for(pilot, lambda: "⏎ More" in screen_text(app))
        while True:  # page on until the next page is the last
            box = screen.query_one("#since-lines")
            if box.scroll_y + box.scrollable_content_region.height >= box.max_scroll_y:
                break
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("enter", "enter")  # to the last page, and once more at once
        await wait_for(pilot, lambda: LINES[-1] in screen_text(app))
        assert not closed and app.screen is screen
        clock.advance(0.5)  # a pause without a press: the next Enter is meant
        await wait_for(pilot, lambda: not screen.guard.held)
        await pilot.press("enter")
        await wait_for(pilot, lambda: closed == [None])


async def test_another_key_before_enter_makes_it_a_deliberate_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SinceLastTurnScreen, "LAST_PAGE_HOLD", 0.4)
    app: App[None] = App()
    app.now = FakeClock()  # type: ignore[attr-defined]
    closed: list[None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SinceLastTurnScreen(Content("Bob"), LINES), closed.append)
        screen = app.screen
        assert isinstance(screen, SinceLastTurnScreen)
        await wait_for(pilot, lambda: "⏎ More" in screen_text(app))
        while not screen.guard.held:  # page on to the last page, which holds Enter a moment
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("enter")  # at once: still held, the summary stays
        await pilot.pause()
        assert not closed and screen.guard.held
        await pilot.press("down", "enter")  # no time passes: ↓ then Enter is meant
        await wait_for(pilot, lambda: closed == [None])
