"""Shared fixtures for every test module."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep tests out of the developer's own saves and colour settings.

    The save store goes to a per-test temporary directory, and ``NO_COLOR`` is
    removed because it changes every rendered snapshot.
    """
    monkeypatch.setenv("GRASSE_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("NO_COLOR", raising=False)
