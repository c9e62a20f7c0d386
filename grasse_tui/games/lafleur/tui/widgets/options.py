"""The set-up screen's La Fleur option: the solo opponent's difficulty (one seat only)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widgets import Label, Select

from grasse_tui.games.lafleur.module import OPTION_DIFFICULTY
from grasse_tui.games.lafleur.rules.config import Difficulty
from grasse_tui.ui.registry import OptionsWidget


class LaFleurOptions(OptionsWidget):
    """A difficulty list, shown only while the table has one seat: the automaton it sets
    plays only in the solo game (with two seats or more there is nothing to choose)."""

    DEFAULT_CSS = """
    LaFleurOptions { height: auto; layout: horizontal; }
    LaFleurOptions Label { padding: 1 1 0 0; }
    LaFleurOptions Select { width: 40; }
    """

    seat_count: reactive[int] = reactive(2)

    def compose(self) -> ComposeResult:
        yield Label("Solo opponent's difficulty")
        choices = [(level.label, level.value) for level in Difficulty]
        yield Select(choices, value=Difficulty.NORMAL.value, allow_blank=False, id="difficulty")

    def watch_seat_count(self, count: int) -> None:
        self.display = count == 1

    def on_mount(self) -> None:
        self.watch_seat_count(self.seat_count)

    def restore(self, options: Mapping[str, Any]) -> None:
        level = options.get(OPTION_DIFFICULTY)
        if level in {d.value for d in Difficulty}:
            self.query_one("#difficulty", Select).value = level

    def options(self) -> Mapping[str, Any]:
        if self.seat_count != 1:
            return {}
        return {OPTION_DIFFICULTY: str(self.query_one("#difficulty", Select).value)}
