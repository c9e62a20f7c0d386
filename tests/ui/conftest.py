"""Fixtures for the UI shell tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from fixtures.toy_game import toy_shelf

from grasse_tui.ui.app import TableApp


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def toy_app(data_dir: Path) -> TableApp:
    """The app with the toy game on its shelf, no bot pauses."""
    return TableApp(data_dir, shelf=toy_shelf(), bot_delay=0)
