"""The setup screen's Grasse options: which mini-expansions and Events variants to play."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.reactive import reactive
from textual.widgets import Checkbox, Label

from grasse_tui.games.grasse.module import OPTION_EVENTS_VARIANTS, OPTION_EXPANSIONS
from grasse_tui.games.grasse.rules.config import CLIENTS, EVENTS, FORMULA
from grasse_tui.ui.registry import OptionsWidget

EXPANSION_CHOICES: tuple[tuple[str, str, str], ...] = (
    (EVENTS, "Events", "— from round II an event card shakes up each round: gifts, taxes, double actions…"),
    (CLIENTS, "Important Clients", "— three clients each want a perfume type: selling one pays +1 coin, +1 point"),
    (FORMULA, "Secret Formula", "— a hidden card: +3 points for ending with its 2 essences and 4 more resources"),
)
"""(expansion id, name, one line of what it adds) in the order offered."""

VARIANT_CHOICES: tuple[tuple[int, str], ...] = (
    (1, "Early start: an event in round I too"),
    (2, "Open calendar: every round's events face up from the start"),
    (3, "Double trouble: two events each round"),
)
"""(Events variant number, what it changes) in the order offered."""

NOT_SOLO = "not in a solo game"
"""Why the Secret Formula box is disabled at a one-seat table."""


class TickBox(Checkbox):
    """A compact checkbox showing ``✓`` when on and a blank when off, so its state reads without colour.

    A disabled box shows a blank whatever its value, since its choice does not
    count now (see :meth:`GrasseOptions.options`); it keeps the value, so the
    tick comes back when the box is enabled again.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("space", "toggle_button", "Tick or untick")]
    """Space as the box's own binding does, but named in the footer: a setup form's keys are
    otherwise only Start and Back there."""

    def __init__(self, label: str, *, id: str, classes: str = "") -> None:
        super().__init__(label, False, compact=True, id=id, classes=classes)
        self.BUTTON_INNER = " "

    def watch_value(self) -> None:
        self._show_tick()
        super().watch_value()

    def watch_disabled(self, disabled: bool) -> None:
        self._show_tick()
        self.refresh()
        super().watch_disabled(disabled)

    def _show_tick(self) -> None:
        self.BUTTON_INNER = "✓" if self.value and not self.disabled else " "


class GrasseOptions(OptionsWidget):
    """A box per mini-expansion and per Events variant, each with a line saying what it adds
    (beside the box, wrapping under itself where the terminal is narrow: a box's own label
    is never more than one line).

    The variants are enabled only while Events is ticked; Secret Formula is
    disabled while ``seat_count`` is 1 (it is not played solo). Space or Enter
    ticks the focused box; ↑/↓ (or Tab) move between boxes. The setup
    screen sets ``seat_count`` and calls :meth:`restore` with the options of
    the last game started; :meth:`options` is what ``make_config`` takes.
    """

    DEFAULT_CSS = """
    GrasseOptions {
        layout: vertical;
        width: 1fr;
        height: auto;
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
        margin-bottom: 1;
    }
    GrasseOptions > Horizontal {
        height: auto;
    }
    GrasseOptions TickBox {
        background: transparent;
    }
    GrasseOptions .-variant {
        margin-left: 4;
    }
    GrasseOptions .option-note {
        color: $text-muted;
        width: 1fr;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # Up and down walk the boxes like a list (Tab still works); disabled boxes are skipped.
        Binding("down", "app.focus_next", "Next option", show=False),
        Binding("up", "app.focus_previous", "Previous option", show=False),
    ]

    seat_count: reactive[int] = reactive(2)
    """How many seats the table has (1: solo)."""

    help_topic = "Mini-expansions"

    def compose(self) -> ComposeResult:
        for expansion, name, note in EXPANSION_CHOICES:
            with Horizontal():
                yield TickBox(name, id=f"expansion-{expansion}")
                yield Label(note, id=f"note-{expansion}", classes="option-note")
            if expansion == EVENTS:
                for number, text in VARIANT_CHOICES:
                    with Horizontal(classes="-variant"):
                        yield TickBox(f"Variant {number}", id=f"variant-{number}")
                        yield Label(f"· {text}", classes="option-note")

    def on_mount(self) -> None:
        self.border_title = "Mini-expansions (any, all or none)"
        self._enable()

    def _box(self, box_id: str) -> TickBox:
        return self.query_one(f"#{box_id}", TickBox)

    def watch_seat_count(self) -> None:
        if self.is_mounted:
            self._enable()

    @on(Checkbox.Changed)
    def _ticked(self) -> None:
        self._enable()

    def _enable(self) -> None:
        """Variants only with Events; Secret Formula not at a one-seat table (it says why)."""
        events = self._box(f"expansion-{EVENTS}").value
        for number, _ in VARIANT_CHOICES:
            self._box(f"variant-{number}").disabled = not events
        solo = self.seat_count == 1
        self._box(f"expansion-{FORMULA}").disabled = solo
        note = next(note for expansion, _, note in EXPANSION_CHOICES if expansion == FORMULA)
        self.query_one(f"#note-{FORMULA}", Label).update(f"{note} ({NOT_SOLO})" if solo else note)

    def options(self) -> Mapping[str, Any]:
        """The ticked, enabled choices as ``make_config`` options (lists, JSON-ready)."""
        boxes = [(e, self._box(f"expansion-{e}")) for e, _, _ in EXPANSION_CHOICES]
        expansions = [e for e, box in boxes if box.value and not box.disabled]
        variants = [n for n, _ in VARIANT_CHOICES if EVENTS in expansions and self._box(f"variant-{n}").value]
        return {OPTION_EXPANSIONS: expansions, OPTION_EVENTS_VARIANTS: variants}

    def restore(self, options: Mapping[str, Any]) -> None:
        """Tick the boxes of ``options`` (as :meth:`options` gave them); unknown values are ignored."""
        expansions = options.get(OPTION_EXPANSIONS, ())
        variants = options.get(OPTION_EVENTS_VARIANTS, ())
        for expansion, _, _ in EXPANSION_CHOICES:
            self._box(f"expansion-{expansion}").value = isinstance(expansions, list) and expansion in expansions
        for number, _ in VARIANT_CHOICES:
            self._box(f"variant-{number}").value = isinstance(variants, list) and number in variants
