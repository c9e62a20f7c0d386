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


@pytest.fixture(autouse=True)
def _shields_answer_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shields take Enter as soon as they are up, so tests need not wait out the arming
    delay at every handover; ``tests/ui/test_shield.py`` checks the delay itself."""
    from grasse_tui.ui.shield import ShieldScreen

    monkeypatch.setattr(ShieldScreen, "ARM_DELAY", 0.0)
