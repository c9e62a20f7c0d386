"""A save file written by an older version (tests/fixtures/legacy, see tests/grasse/test_legacy.py)
continues in the app: its hot-seat game comes back behind the next player's shield, and that
player's screen shows the decision it was saved at."""

from __future__ import annotations

import shutil
from pathlib import Path

from ui.helpers import screen_text, wait_for

from grasse_tui.core.store import DB_FILENAME
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.shield import ShieldScreen

LEGACY = Path(__file__).resolve().parents[2] / "fixtures" / "legacy"


async def test_the_older_hot_seat_game_continues_behind_its_shield(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(LEGACY / "saves.sqlite3", data / DB_FILENAME)
    app = TableApp(data, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.store is not None)
        assert app.resume(1, app.store.load(1))  # Ana (PIN 1234) and Bruno, humans; Clara, a bot
        await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen) and bool(app.screen.query("#shield-message")))
        shield = app.screen
        assert isinstance(shield, ShieldScreen)
        acting = app.play.session.pending().acting[0]  # type: ignore[union-attr]
        assert shield.seat_index == acting == 1 and "Bruno" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) or "Since your last turn" in screen_text(app))
        if not isinstance(app.screen, GrasseScreen):
            await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GrasseScreen) and app.screen.view is not None)
        assert "Your decision — Bruno" in screen_text(app)
