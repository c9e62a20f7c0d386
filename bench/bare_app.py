"""The bare baselines for the start-up and key-press benchmarks.

``BareApp`` is an empty Textual app: the floor every Textual app pays for
start-up. ``ListApp`` is the smallest app in which a key press repaints
something: one focused ``OptionList``, whose highlight "down"/"up" move, as
they move the decision list on the Grasse screen. ``python bench/bare_app.py``
runs the empty app; ``bench/probes.py`` times these against grasse_tui in the
same way, so the ratios show what grasse_tui adds on top of Textual itself.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import OptionList

LIST_OPTIONS = 12
"""About as many options as a worker-placement decision offers."""


class BareApp(App[None]):
    """An app that composes nothing: the floor every Textual app pays."""


class ListApp(App[None]):
    """One focused option list: the least a key press that repaints can cost."""

    def compose(self) -> ComposeResult:
        yield OptionList(*(f"Option {number}" for number in range(1, LIST_OPTIONS + 1)))


if __name__ == "__main__":
    BareApp().run()
