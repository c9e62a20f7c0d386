"""Every château at a glance: prestige, coins, cards in hand (their number only), the
allure tracker, features, companion and artisans (where each pawn is, and whether it lent
its allure this round)."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, CHARACTER, FEATURE, VISITOR
from grasse_tui.games.lafleur.rules.content import TRACKED
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.games.lafleur.tui.glyphs import ALLURE_STYLE

FIRST = "▶"
"""Marks the seat holding the First Player pawn."""


class ChateauTable(Static):
    """One line per château (two with its artisans), from a view (``show``)."""

    DEFAULT_CSS = """
    ChateauTable {
        height: auto;
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
    }
    """

    help_topic = "What you have"

    def on_mount(self) -> None:
        self.border_title = "Châteaux (▶ first player)"

    def show(self, view: LaFleurView) -> None:
        lines: list[Content] = []
        for index, home in enumerate(view.chateaux):
            mark = FIRST if index == view.first else " "
            you = " (you)" if index == view.viewer else ""
            allure = Content(" ").join(
                Content.assemble((allure.letter, ALLURE_STYLE[allure]), f"{home.allure_of(allure):>2}") for allure in TRACKED
            )
            lines.append(
                Content.assemble(
                    f"{mark} ",
                    (f"{home.name}{you}"[:24].ljust(24), "bold"),
                    f" {home.prestige:>3} prestige {home.coins:>3} coins {home.hand_size:>3} cards",
                )
            )
            lines.append(Content.assemble("     allure ", allure, f"   features {len(home.features)}"))
            parts = []
            if home.character is not None:
                parts.append(CHARACTER[home.character].name)
            if home.companion is not None:
                parts.append(f"companion {VISITOR[home.companion].name}")
            for artisan in home.artisans:
                card = ARTISAN[artisan.card]
                where = f"@{artisan.placed.label}" if artisan.placed is not None else "home"
                tilt = " lent" if artisan.tilted else ""
                parts.append(f"{card.occupation} {card.allure.letter} {where}{tilt}")
            if not home.chosen:
                parts.append("choosing…")
            if parts:
                lines.append(Content(f"     {' · '.join(parts)}"))
            if home.features:
                lines.append(Content(f"     garden: {', '.join(FEATURE[card].name for card in home.features)}"))
        self.update(Content("\n").join(lines))
