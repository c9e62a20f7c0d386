"""The bare baseline for the start-up and key-press benchmarks: an empty Textual app.

``python bench/bare_app.py`` runs it; ``bench/probes.py`` times it against
grasse_tui in the same way, so the ratio shows what grasse_tui adds on top of
Textual itself.
"""

from __future__ import annotations

from textual.app import App


class BareApp(App[None]):
    """An app that composes nothing: the floor every Textual app pays."""


if __name__ == "__main__":
    BareApp().run()
