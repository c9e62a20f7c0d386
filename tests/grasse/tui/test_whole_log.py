"""``l`` shows the whole log across the screen; ``l`` or Escape brings the game back."""

from __future__ import annotations

from pathlib import Path

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.messages import ActionChosen
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.widgets.game_log import GameLog

from .harness import screen_text, wait_for
from .test_undo_refused import solo_game_on_screen


async def test_l_shows_pierres_whole_reaction_at_100x30_and_escape_brings_the_game_back(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        session, screen = await solo_game_on_screen(app, pilot)
        while not any(line.startswith("Pierre moves") for line in session.view(0).log):
            count = len(session.record.actions)
            screen.post_message(ActionChosen(0, session.legal_actions(0)[0]))
            await wait_for(pilot, lambda: len(session.record.actions) > count)
        log = screen.query_one("#log", GameLog)
        reaction = [line for line in session.view(0).log if line.startswith("Pierre")][-3:]
        await wait_for(pilot, lambda: "l: whole log" in screen_text(app))  # the log's border says how
        assert not all(line[:40] in screen_text(app) for line in reaction)

        await pilot.press("l")
        await wait_for(pilot, lambda: screen.maximized is log)
        assert app.focused is log
        text = screen_text(app)
        assert all(line[:40] in text for line in reaction)
        assert "Back to the game" in text and "Menu" not in text  # Escape minimizes first
        assert "Your decision" not in text

        await pilot.press("escape")
        await wait_for(pilot, lambda: screen.maximized is None)
        assert app.focused is screen.decision.action_list
        assert "Your decision" in screen_text(app) and "esc Menu" in screen_text(app)

        await pilot.press("l")
        await wait_for(pilot, lambda: screen.maximized is log)
        await pilot.press("l")
        await wait_for(pilot, lambda: screen.maximized is None)


async def test_l_clears_the_toasts_that_would_cover_the_logs_last_lines(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        _, screen = await solo_game_on_screen(app, pilot)
        app.notify("Vanguard Floral, fashion Spice.", title="Round II begins")
        await wait_for(pilot, lambda: "Round II begins" in screen_text(app))
        await pilot.press("l")
        await wait_for(pilot, lambda: screen.maximized is not None)
        await pilot.pause()
        assert "Round II begins" not in screen_text(app)


async def test_after_the_whole_log_at_the_turn_end_the_focus_and_the_footer_are_as_before(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        seats = (SeatConfig("Ana", "red"), SeatConfig("Ben", "blue"))
        app.start_game(app.shelf.load("grasse"), GrasseConfig(seats=seats), 7)
        assert app.play is not None
        play, session = app.play, app.play.session
        while not play.turn_end_shown():
            if isinstance(app.screen, ShieldScreen | SinceLastTurnScreen):
                await pilot.press("enter")
            elif isinstance(app.screen, GrasseScreen) and app.screen.view is not None:
                count = len(session.record.actions)
                seat = session.pending().acting[0]
                app.screen.post_message(ActionChosen(seat, session.legal_actions(seat)[0]))
                await wait_for(pilot, lambda: len(session.record.actions) > count)
            await pilot.pause()
        focused = app.focused
        footer = screen_text(app).splitlines()[-1]
        assert "esc Menu" in footer and "PgDn Scroll" not in footer

        await pilot.press("l")
        await wait_for(pilot, lambda: app.screen.maximized is not None)
        # The bar's keys and the log's fit 100 columns, the app's last (F1) included.
        assert "Pass the terminal  f1 Help" in screen_text(app).splitlines()[-1]
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen.maximized is None)
        await pilot.pause()
        assert app.focused is focused
        assert screen_text(app).splitlines()[-1] == footer
