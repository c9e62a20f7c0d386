"""The exam table: the four perfumes under their numbers (with the ticket when the viewer
may know it, and the viewer's own tokens), and the essences of the blend with their
intensity gauges."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.essences.rules.cards import ESSENCE
from grasse_tui.games.essences.rules.content import INTENSITY_WORDS, STRONGEST
from grasse_tui.games.essences.rules.view import EssencesView

TICKET = "◆"
"""Marks the perfume on the ticket, on the screens allowed to know it."""
TOKEN = "●"
"""One of the viewer's choice tokens."""


def gauge(level: int | None) -> Content:
    """``▮▮▮▯ 3 a lot``; level 0 is ``∅ 0 none at all``; None is ``· not set yet``."""
    if level is None:
        return Content.styled("· not set yet", "dim")
    if level == 0:
        return Content.assemble(("∅", "bold"), f" 0 {INTENSITY_WORDS[0]}")
    bars = "▮" * level + "▯" * (STRONGEST - level)
    return Content.assemble((bars, "bold"), f" {level} {INTENSITY_WORDS[level]}")


class PerfumeRow(Static):
    """``1  Midnight Heist`` … for the four perfumes; the ticket marked ◆ for those who may
    know it; the viewer's tokens ●● beside the perfumes they are on."""

    DEFAULT_CSS = """
    PerfumeRow { height: auto; border: round $primary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "What does it smell like?"

    def on_mount(self) -> None:
        self.border_title = "The perfumes"

    def show(self, view: EssencesView) -> None:
        lines: list[Content] = []
        for number, name in enumerate(view.perfumes, start=1):
            ticket = Content.styled(f" {TICKET} the ticket", "bold reverse") if view.ticket == number else Content("")
            mine = view.my_guess[number - 1] if view.my_guess else 0
            tokens = Content.styled(f"  {TOKEN * mine} your token{'s' if mine > 1 else ''}", "bold") if mine else Content("")
            lines.append(Content.assemble((f"{number}", "bold reverse"), f"  {name}", ticket, tokens))
        if not view.perfumes:
            lines.append(Content("The exam is over."))
        self.update(Content("\n").join(lines))


class BlendPanel(Static):
    """The essences placed this turn, each with its gauge (and, cooperative, whose it is)."""

    DEFAULT_CSS = """
    BlendPanel { height: auto; min-height: 5; border: round $secondary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "Draw a ticket!"

    def on_mount(self) -> None:
        self.border_title = "The blend (0 none at all … 4 overwhelming)"

    def show(self, view: EssencesView) -> None:
        if not view.placed:
            lead = view.names[view.lead] if view.lead >= 0 else ""
            who = "the helpers" if view.cooperative else lead
            text = "No essences yet." if view.over else f"No essences yet: {who} will choose."
            self.update(Content.styled(text, "dim"))
            return
        width = max(len(p.name) for p in view.placed) + 2
        lines = []
        for placed in view.placed:
            whose = f"  ({view.names[placed.seat]})" if view.cooperative else ""
            lines.append(Content.assemble(placed.name.ljust(width), gauge(placed.intensity), whose))
        self.update(Content("\n").join(lines))


class HandPanel(Static):
    """The viewer's drawn essences (only this seat sees them); hidden when it has none."""

    DEFAULT_CSS = """
    HandPanel { height: auto; border: round $warning; border-title-align: left; padding: 0 1; }
    """

    help_topic = "Draw a ticket!"

    def on_mount(self) -> None:
        self.border_title = "Your essences (only you see them)"

    def show(self, view: EssencesView) -> None:
        self.display = bool(view.hand)
        self.update(Content("\n").join(Content(f"· {ESSENCE[card].name}") for card in view.hand))
