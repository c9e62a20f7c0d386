"""The set-up screen's Eccentric Essences option: competitive or cooperative."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widgets import Label, Select

from grasse_tui.games.essences.module import OPTION_MODE
from grasse_tui.games.essences.rules.config import Mode
from grasse_tui.ui.registry import OptionsWidget

MODE_LABELS = {
    Mode.COMPETITIVE: "Competitive: everyone for themselves",
    Mode.COOPERATIVE: "Cooperative: one team helps the lead",
}


class EssencesOptions(OptionsWidget):
    """The mode list."""

    DEFAULT_CSS = """
    EssencesOptions { height: auto; layout: horizontal; }
    EssencesOptions Label { padding: 1 1 0 0; }
    EssencesOptions Select { width: 44; }
    """

    seat_count: reactive[int] = reactive(3)

    def compose(self) -> ComposeResult:
        yield Label("Mode")
        choices = [(MODE_LABELS[mode], mode.value) for mode in Mode]
        yield Select(choices, value=Mode.COMPETITIVE.value, allow_blank=False, id="mode")

    def restore(self, options: Mapping[str, Any]) -> None:
        mode = options.get(OPTION_MODE)
        if mode in {m.value for m in Mode}:
            self.query_one("#mode", Select).value = mode

    def options(self) -> Mapping[str, Any]:
        return {OPTION_MODE: str(self.query_one("#mode", Select).value)}
