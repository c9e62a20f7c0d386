"""A perfumer's work board: the droppers on the seven plants (``[R]`` locked by a bottled
perfume), the notebook's three perfumes this stage, and what the perfumer has: ingredients,
fulfilled orders, helper, the scent card and plates held. All of it lies open on the table
(ruling P5); what a plate holds is never here."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.games.perfumer.rules.cards import ORDER
from grasse_tui.games.perfumer.rules.content import SCENTS
from grasse_tui.games.perfumer.rules.view import PerfumerSeatView
from grasse_tui.games.perfumer.tui.text import SHORT, bottles_text, helper_text, plate_mark, short_counts

CELL = 4
BOTTLED = "✓"


def dropper_lines(perfumer: PerfumerSeatView) -> list[Content]:
    """The plants in a row and, under each, the letter of the plate whose dropper marks it
    (``·``: none; brackets: locked by a bottled perfume)."""
    on = {plant: plate for plate, plant in perfumer.droppers}
    plants = "Plant   " + "".join(SHORT[scent].ljust(CELL) for scent in SCENTS)
    cells: list[Content] = [Content("Dropper ")]
    for scent in SCENTS:
        plate = on.get(scent)
        if plate is None:
            cells.append(Content(" ·  "))
        elif scent in perfumer.locked:
            cells.append(Content.assemble("[", plate_mark(plate), "] "))
        else:
            cells.append(Content.assemble(" ", plate_mark(plate), "  "))
    return [Content.styled(plants, "dim"), Content.assemble(*cells)]


def recipe_lines(perfumer: PerfumerSeatView) -> list[Content]:
    """``"✓ 10 Lav Lim Fir   bottled"``: each perfume of the notebook side, and how far it is."""
    marked = {plant for _, plant in perfumer.droppers}
    lines = []
    for index, (points, plants) in enumerate(perfumer.recipes):
        names = " ".join(SHORT[plant] for plant in plants)
        if index in perfumer.bottled:
            status = "bottled"
        else:
            missing = [SHORT[plant] for plant in plants if plant not in marked]
            status = f"needs {' '.join(missing)}" if missing else "ready to bottle"
        mark = BOTTLED if index in perfumer.bottled else " "
        lines.append(Content(f"{mark} {points:>2} {names.ljust(15)} {status}"))
    return lines


def holdings_lines(perfumer: PerfumerSeatView) -> list[Content]:
    held = sum(count for _, count in perfumer.ingredients)
    ingredients = short_counts(scent for scent, count in perfumer.ingredients for _ in range(count)) or "none"
    orders = bottles_text(ORDER[card].bottle for card in perfumer.orders) or "none"
    helper = helper_text(perfumer.helper) if perfumer.helper else "none yet"
    items: list[Content] = [Content(f"{scent.label} card") for scent in perfumer.cards]
    items += [Content.assemble(plate_mark(plate), f" ({plate.value})") for plate in perfumer.plates]
    holding = Content(", ").join(items) if items else Content("nothing")
    return [
        Content(f"Ingredients {held}/{perfumer.capacity}: {ingredients}"),
        Content(f"Orders held: {orders}"),
        Content(f"Helper: {helper}"),
        Content.assemble("Holding: ", holding),
    ]


class WorkBoard(Static):
    """One perfumer's work board (the screen says whose in the border)."""

    DEFAULT_CSS = """
    WorkBoard { height: auto; border: round $secondary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "Your work board"

    def show(self, perfumer: PerfumerSeatView, title: str) -> None:
        self.border_title = title
        lines = [*dropper_lines(perfumer), *recipe_lines(perfumer), *holdings_lines(perfumer)]
        self.update(Content("\n").join(lines))
