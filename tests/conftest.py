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
def _screens_answer_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shields, the summary, a game screen just shown and a seat's next decision take Enter at
    once, so tests need not wait out the guards against a key pressed twice or held down;
    ``tests/ui/test_shield.py``, ``tests/ui/test_held_enter.py``,
    ``tests/ui/test_since_last_turn.py`` and ``tests/grasse/tui/test_input.py`` check the
    guards themselves."""
    from grasse_tui.games.grasse.tui.screen import GrasseScreen
    from grasse_tui.ui.reveal import RevealScreen
    from grasse_tui.ui.shield import ShieldScreen
    from grasse_tui.ui.since_last_turn import SinceLastTurnScreen

    monkeypatch.setattr(ShieldScreen, "ARM_DELAY", 0.0)
    monkeypatch.setattr(RevealScreen, "ARM_DELAY", 0.0)
    monkeypatch.setattr(SinceLastTurnScreen, "ARM_DELAY", 0.0)
    monkeypatch.setattr(SinceLastTurnScreen, "LAST_PAGE_HOLD", 0.0)
    monkeypatch.setattr(GrasseScreen, "ARRIVAL_HOLD", 0.0)
    monkeypatch.setattr(GrasseScreen, "NEXT_DECISION_HOLD", 0.0)
