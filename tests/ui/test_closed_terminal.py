"""A closed terminal ends the app: its game is saved after every step already."""

from __future__ import annotations

import os
import pty
from pathlib import Path

from grasse_tui.ui.app import TableApp
from grasse_tui.ui.menu import MenuScreen

from .helpers import wait_for


async def test_the_app_exits_once_its_terminal_is_closed_and_not_before(data_dir: Path) -> None:
    near, far = pty.openpty()  # the app would watch ``far``, as it watches its standard input
    try:
        app = TableApp(data_dir)
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
            app.exit_if_terminal_closed(far)
            await pilot.pause()
            assert app.is_running
            os.close(near)  # the terminal window closes
            near = -1
            app.exit_if_terminal_closed(far)
            await pilot.pause()
            assert not app.is_running
    finally:
        for fd in (near, far):
            if fd >= 0:
                os.close(fd)
