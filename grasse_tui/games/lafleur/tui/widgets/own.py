"""The viewer's own cards: the flower cards in hand (shown to this seat only), and at
set-up the characters and artisans dealt to choose from."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, CHARACTER, effect_text, effects_text
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.games.lafleur.tui import glyphs

PRIVATE_TITLE = "Your hand (only you see it)"


class OwnCards(Static):
    """The seat's hand; empty for a spectator's view."""

    DEFAULT_CSS = """
    OwnCards {
        height: auto;
        border: round $secondary;
        border-title-align: left;
        padding: 0 1;
    }
    """

    help_topic = "What you have"

    def on_mount(self) -> None:
        self.border_title = PRIVATE_TITLE

    def show(self, view: LaFleurView) -> None:
        if view.viewer is None:
            self.display = False
            return
        me = view.chateaux[view.viewer]
        lines: list[Content] = []
        characters, artisans = view.dealt
        if characters:
            lines.append(Content.styled("Dealt to you (keep 1 character and 2 artisans):", "bold"))
            for card in characters:
                lines.append(Content(f" {CHARACTER[card].name}: {effects_text(CHARACTER[card].abilities)}"))
            for card in artisans:
                found = ARTISAN[card]
                lines.append(
                    Content.assemble(" ", glyphs.artisan(card), f" — at {found.location.label}: {effect_text(found.ability)}")
                )
        if me.hand:
            lines.append(Content(", ").join(glyphs.flower(card) for card in me.hand))
        elif not characters:
            lines.append(Content("no flower cards"))
        self.update(Content("\n").join(lines))
