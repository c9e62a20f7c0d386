"""The shell's shared widgets: the footer that rebuilds its keys only when they change, and a
dialog that closes only while it is on top."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Button

from grasse_tui.ui.dialogs import ChoiceScreen
from grasse_tui.ui.widgets import StableFooter, dismiss_if_current

from .helpers import screen_text, wait_for


class FooterApp(App[None]):
    """Two buttons, a footer, and a binding that can be switched off."""

    BINDINGS = [Binding("x", "extra", "Extra key")]

    def __init__(self) -> None:
        super().__init__()
        self.extra = True

    def compose(self) -> ComposeResult:
        yield Button("one", id="one")
        yield Button("two", id="two")
        yield StableFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.extra if action == "extra" else True

    def action_extra(self) -> None:
        """Nothing: the key only has to show."""


async def test_the_footer_rebuilds_only_when_its_keys_change() -> None:
    app = FooterApp()
    async with app.run_test(size=(80, 10)) as pilot:
        footer = app.query_one(StableFooter)
        await wait_for(pilot, lambda: "Extra key" in screen_text(app))
        keys = list(footer.children)

        for _ in range(3):  # focus moves and refreshes that leave the keys as they are
            app.query_one("#two").focus()
            app.query_one("#one").focus()
            app.screen.refresh_bindings()
            await pilot.pause()
        assert list(footer.children) == keys

        app.extra = False
        app.screen.refresh_bindings()
        await wait_for(pilot, lambda: "Extra key" not in screen_text(app))
        assert list(footer.children) != keys


async def test_a_dialog_closes_only_while_it_is_on_top() -> None:
    app: App[None] = App()
    async with app.run_test() as pilot:
        results: list[str | None] = []
        below = ChoiceScreen("Pick one", [("a", "A")])
        await app.push_screen(below, results.append)
        above: Screen[None] = Screen()
        await app.push_screen(above)
        dismiss_if_current(below, "a")  # as a late "option chosen" would
        await pilot.pause()
        assert app.screen is above and results == []  # the screen on top was not closed instead
        await app.pop_screen()
        dismiss_if_current(below, "a")
        await pilot.pause()
        assert results == ["a"] and app.screen is not below
