"""The viewer's own secrets: its laboratory, its markers (which is the alchemist), its
Savoir cards with their families, and its event cards. A public view shows none."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.alchemist.rules.content import Role
from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.games.alchemist.tui.text import FAMILY_GLYPH, events_text


def hand_lines(view: AlchemistView) -> list[Content]:
    """Four lines for a seat's view; one saying nothing is shown for the public one."""
    if view.viewer is None:
        return [Content.styled("The seats' hands are hidden.", "dim")]
    mine = [m for m in view.markers if m.owner == view.viewer]
    alchemist = [f"{m.marker_id} ({m.place or 'to place'})" for m in mine if m.role is Role.ALCHEMIST]
    assistants = [f"{m.marker_id} ({m.place or 'to place'})" for m in mine if m.role is not Role.ALCHEMIST]
    markers = f"alchemist {', '.join(alchemist) or '-'} · assistants {', '.join(assistants) or '-'}"
    savoir = "  ".join(f"{city} {FAMILY_GLYPH[family]} {family.value}" for city, family in view.my_savoir) or "none"
    return [
        Content(f"Laboratory: {view.my_laboratory}"),
        Content(f"Markers: {markers}"),
        Content(f"Savoir: {savoir}"),
        Content(f"Events: {events_text(view.my_events) or 'none'}"),
    ]


class HandPanel(Static):
    DEFAULT_CSS = """
    HandPanel { height: auto; border: round $accent; border-title-align: left; padding: 0 1; }
    """

    help_topic = "The Grand Œuvre"

    def on_mount(self) -> None:
        self.border_title = "Yours alone"

    def show(self, view: AlchemistView) -> None:
        self.update(Content("\n").join(hand_lines(view)))
