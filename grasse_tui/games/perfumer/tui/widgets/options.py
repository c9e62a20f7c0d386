"""The set-up screen's Perfumer options: the game (apprentice or perfumer), how helpers
are got, and the nose difficulty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.reactive import reactive
from textual.widgets import Label, Select

from grasse_tui.games.perfumer.module import OPTION_MODE, OPTION_NOSE, OPTION_VARIANT
from grasse_tui.games.perfumer.rules.config import Mode, Nose
from grasse_tui.ui.registry import OptionsWidget

MODE_LABELS = {
    Mode.APPRENTICE: "Apprentice: one stage",
    Mode.PERFUMER: "Perfumer: two stages, notebooks flipped",
}
HELPER_LABELS = {
    "book": "Pick, last seat first (level I)",
    "1": "Variant 1: pick from all fifteen",
    "2": "Variant 2: auction for points",
}
NOSE_LABELS = {
    Nose.KEEN: "Keen: a plate shows all 3 notes",
    Nose.NORMAL: "Normal: a plate shows 2 notes",
    Nose.HARD: "Hard: a plate shows 1 note",
}


class PerfumerOptions(OptionsWidget):
    """Three lists, one line each."""

    DEFAULT_CSS = """
    PerfumerOptions { height: auto; }
    PerfumerOptions Horizontal { height: auto; }
    PerfumerOptions Label { padding: 1 1 0 0; width: 9; }
    PerfumerOptions Select { width: 44; }
    """

    seat_count: reactive[int] = reactive(2)

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Label("Game")
            yield Select([(MODE_LABELS[m], m.value) for m in Mode], value=Mode.APPRENTICE.value, allow_blank=False, id="mode")
        with Horizontal():
            yield Label("Helpers")
            yield Select([(label, key) for key, label in HELPER_LABELS.items()], value="book", allow_blank=False, id="variant")
        with Horizontal():
            yield Label("Nose")
            yield Select([(NOSE_LABELS[n], n.value) for n in Nose], value=Nose.NORMAL.value, allow_blank=False, id="nose")

    def restore(self, options: Mapping[str, Any]) -> None:
        if options.get(OPTION_MODE) in {m.value for m in Mode}:
            self.query_one("#mode", Select).value = options[OPTION_MODE]
        variant = options.get(OPTION_VARIANT)
        self.query_one("#variant", Select).value = str(variant) if variant in (1, 2) else "book"
        if options.get(OPTION_NOSE) in {n.value for n in Nose}:
            self.query_one("#nose", Select).value = options[OPTION_NOSE]

    def options(self) -> Mapping[str, Any]:
        variant = str(self.query_one("#variant", Select).value)
        return {
            OPTION_MODE: str(self.query_one("#mode", Select).value),
            OPTION_VARIANT: None if variant == "book" else int(variant),
            OPTION_NOSE: str(self.query_one("#nose", Select).value),
        }
