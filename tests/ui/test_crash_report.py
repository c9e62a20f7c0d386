"""An unhandled error's report shows no local variables: they could hold a seat's private view."""

from __future__ import annotations

from pathlib import Path

import pytest

from grasse_tui.ui.app import TableApp


class Boom(Exception):
    pass


async def test_the_crash_report_prints_the_error_but_no_local_variables(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)

    def fail() -> None:
        hidden_stock = "-".join(("XYZZY", "3", "COINS"))  # a local the report must not print
        raise Boom(f"failed with {len(hidden_stock)} letters")

    with pytest.raises(Boom):
        async with app.run_test() as pilot:
            app.call_later(fail)
            await pilot.pause()
    printed = "".join(capfd.readouterr())  # the report is printed as the app exits
    assert "Boom: failed with 13 letters" in printed
    assert "XYZZY-3-COINS" not in printed
