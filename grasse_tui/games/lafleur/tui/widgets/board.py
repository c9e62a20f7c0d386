"""The board as one seat sees it: the Flower Market, the garden features on show, the
visitors (with any invitation pawn), this round's event and the decks."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.lafleur.rules.catalogue import EVENT, FEATURE, FLOWER, VISITOR, effect_text, effects_text
from grasse_tui.games.lafleur.rules.content import LOCATIONS, VISITOR_THRESHOLDS
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.games.lafleur.tui import glyphs


def _seat_mark(view: LaFleurView, chateau: int) -> str:
    return view.chateaux[chateau].name


SETUP_NOTE = (
    "The board is laid out when the first round starts: four flowers, five garden features and "
    "the visitors. Meanwhile everyone keeps a character and two artisans in secret."
)


def locations_text(view: LaFleurView) -> str:
    """The six locations with the pawns on them this round, by château name's first
    letters: ``"Flower Market (Ann) · Garden Features · … · Coin (Bob, Ann)"``."""
    parts = []
    for location in LOCATIONS:
        here = [home.name for home in view.chateaux for artisan in home.artisans if artisan.placed is location]
        parts.append(f"{location.label} ({', '.join(here)})" if here else location.label)
    return " · ".join(parts)


def threshold_text(view: LaFleurView) -> str:
    """How many visitors a round reveals: ``"2 a round + 1 per prestige mark reached (4 ✓, 8, 12)"``,
    a tick on each mark some château has reached."""
    base = 2 if view.solo else view.players
    best = max(home.prestige for home in view.chateaux)
    marks = ", ".join(f"{mark} ✓" if best >= mark else str(mark) for mark in VISITOR_THRESHOLDS)
    return f"{base} a round + 1 per prestige mark reached ({marks})"


class BoardPanel(Static):
    """The shared board, rendered from a view (``show``); plain text plus the allure
    letters, so a screen reader or a 16-colour terminal reads it whole."""

    DEFAULT_CSS = """
    BoardPanel {
        height: auto;
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
    }
    """

    help_topic = "A round"

    def on_mount(self) -> None:
        self.border_title = "The board"

    def show(self, view: LaFleurView) -> None:
        if view.phase == "set-up":
            self.update(Content(SETUP_NOTE))
            return
        lines: list[Content] = [Content.assemble(("Locations  ", "bold"), locations_text(view))]
        market = []
        for space, card in enumerate(view.flower_row, start=1):
            if card is None:
                market.append(Content(f"{space} —"))
            else:
                price = FLOWER[card].cost
                market.append(Content.assemble(f"{space} ", glyphs.flower(card), f" ${price}"))
        lines.append(Content.assemble(("Flower Market  ", "bold"), Content("  ·  ").join(market)))
        lines.append(Content(f"               deck {view.flower_deck} (1 coin, unseen) · discard {len(view.flower_discard)}"))
        lines.append(Content.styled("Garden features", "bold"))
        for space, card in enumerate(view.feature_row, start=1):
            if card is None:
                lines.append(Content(f" {space} — (empty: reveal one for 1 coin)"))
                continue
            shown = FEATURE[card]
            lines.append(
                Content.assemble(
                    f" {space} ", glyphs.feature(card), (f"  {shown.timing.value}: {effect_text(shown.ability)}", "dim")
                )
            )
        lines.append(Content.assemble(("Visitors", "bold"), (f"  {threshold_text(view)}", "dim")))
        if not view.visitors:
            lines.append(Content(" none on show"))
        for card, pawn in view.visitors:
            found = VISITOR[card]
            note = ""
            if pawn is not None:
                owner, romance = pawn
                note = f"  [{'romanced' if romance else 'invited'} by {_seat_mark(view, owner)}]"
            rule = ""
            if found.rule is not None:
                rule = f" ({'fewest' if found.rule.fewest else 'most'} {found.rule.count.measure.value})"
            lines.append(
                Content.assemble(" ", glyphs.visitor(card), rule, (f"  {effects_text(found.effects)}", "dim"), (note, "italic"))
            )
        if view.event is not None:
            event = EVENT[view.event]
            lines.append(
                Content.assemble(("Event  ", "bold"), (event.name, "bold"), f" ({event.timing.value.lower()}): ", effects_text(event.effects))
            )
        self.update(Content("\n").join(lines))
