"""What stands behind the viewer's own screen: coins, resources, flasks, secret formula."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import BASES, ESSENCES, FORMULA_OTHER_RESOURCES, FORMULA_POINTS
from grasse_tui.games.grasse.view import PrivateView
from grasse_tui.games.grasse.widgets.glyphs import PERFUME_SYMBOLS, RESOURCE_SYMBOLS, aligned, count_line

SCREENED_TITLE = "Behind your screen (private)"
"""The panel's title when the table plays with screens (2–5 seats)."""
SOLO_TITLE = "Your stock (solo: no screens)"
"""The panel's title in the solo game, which has no screens."""


def formula_met(me: PrivateView) -> bool:
    """True when ``me`` now holds one of each formula essence and at least 4 more resources (ruling G24)."""
    if me.formula is None:
        return False
    counts = dict(me.resources)
    first, second = me.formula
    return bool(counts[first] and counts[second]) and sum(counts.values()) >= 2 + FORMULA_OTHER_RESOURCES


def formula_row(me: PrivateView) -> list[list[Content | str]]:
    """The secret formula card's row (none without one): its two essences and whether they are met now."""
    if me.formula is None:
        return []
    first, second = me.formula
    met = ("✓ met now", "bold") if formula_met(me) else ("✗ not yet", "dim")
    return [[Content.styled("Formula", "bold"), Content.assemble(f"{first.label} + {second.label}  ", met)]]


FORMULA_RULE = f"formula +{FORMULA_POINTS}: both + {FORMULA_OTHER_RESOURCES} more at the end"
"""What a secret formula card asks (the panel's subtitle when the viewer has one)."""


def stock_lines(me: PrivateView) -> list[Content]:
    """Three lines of ``me``'s stock (coins and flasks held, bases, essences), then its secret formula if any."""
    counts = dict(me.resources)
    held = [(PERFUME_SYMBOLS[p], n) for p, n in me.flasks if n]
    flasks = count_line(held) if held else Content.styled("none", "dim")
    rows: list[list[Content | str]] = [
        [
            Content.styled("Coins", "bold"),
            Content.assemble((str(me.coins), "bold"), "   ", ("Flasks ", "bold"), flasks),
        ],
        [Content.styled("Bases", "bold"), count_line((RESOURCE_SYMBOLS[b], counts[b]) for b in BASES)],
        [Content.styled("Essences", "bold"), count_line((RESOURCE_SYMBOLS[e], counts[e]) for e in ESSENCES)],
        *formula_row(me),
    ]
    return aligned(rows)


class PrivateStock(Widget):
    """The viewer's private stock, from ``view.me`` only (never mounted for a spectator).

    ``screened`` is False in the solo game, which is played without screens.
    """

    DEFAULT_CSS = """
    PrivateStock {
        height: auto;
        border: round $success;
        border-title-align: left;
        border-subtitle-align: right;
        padding: 0 1;
    }
    """

    me: reactive[PrivateView | None] = reactive(None, layout=True)
    help_topic = "Collecting"

    def __init__(self, *, screened: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.screened = screened

    def on_mount(self) -> None:
        self.border_title = SCREENED_TITLE if self.screened else SOLO_TITLE

    def watch_me(self, me: PrivateView | None) -> None:
        self.border_subtitle = FORMULA_RULE if me is not None and me.formula is not None else ""

    def render(self) -> Content:
        if self.me is None:
            return Content("")
        return Content("\n").join(stock_lines(self.me))
