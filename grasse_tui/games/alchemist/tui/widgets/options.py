"""The set-up screen's Grand Alchemist options: the three optional rules, a checkbox each."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widgets import Checkbox

from grasse_tui.games.alchemist.module import OPTIONS
from grasse_tui.ui.registry import OptionsWidget

LABELS = {
    "public_judgement": "Public judgement: the other seats vote on an arrested alchemist",
    "faster": "Faster game: 4 ingots win, hands of 4, no explosions",
    "rotating_inquisitor": "The Grand Inquisitor passes round the seats in turn",
}


class AlchemistOptions(OptionsWidget):
    """A checkbox per optional rule, all off (the book's game)."""

    DEFAULT_CSS = """
    AlchemistOptions { height: auto; }
    AlchemistOptions Checkbox { border: none; padding: 0 1; }
    """

    seat_count: reactive[int] = reactive(3)

    def compose(self) -> ComposeResult:
        for name in OPTIONS:
            yield Checkbox(LABELS[name], id=name.replace("_", "-"))

    def restore(self, options: Mapping[str, Any]) -> None:
        for name in OPTIONS:
            self.query_one(f"#{name.replace('_', '-')}", Checkbox).value = options.get(name) is True

    def options(self) -> Mapping[str, Any]:
        return {name: self.query_one(f"#{name.replace('_', '-')}", Checkbox).value for name in OPTIONS}
