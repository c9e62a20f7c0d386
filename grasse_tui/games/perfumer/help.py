"""The Perfumer's in-app rules help: ``help.md`` in our own words, its "Table rulings"
rendered from :data:`RULINGS`, and a catalogue of the designed cards (orders, helpers,
notebooks) built from the card data. The smell profiles are deliberately not in it: they
are learnt by smelling (ruling P1).

Pure Python: nothing here imports textual or rich.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from importlib.resources import files

from grasse_tui.core.rulings import with_table_rulings
from grasse_tui.games.perfumer.rules.cards import HELPERS, NOTEBOOKS, ORDERS, Bonus, Recipe
from grasse_tui.games.perfumer.rules.content import Scent
from grasse_tui.games.perfumer.rulings import RULINGS

_BONUS = {Bonus.NONE: "", Bonus.POINT: ", +1 point", Bonus.INGREDIENT: ", +a reward token"}


def _cost(scents: tuple[Scent, ...]) -> str:
    return ", ".join(f"{count} {scent.value}" for scent, count in Counter(scents).items())


def _recipe(recipe: Recipe) -> str:
    return f"{recipe.points}: {', '.join(plant.value for plant in recipe.plants)}"


def card_catalogue() -> str:
    """Every designed card as Markdown: ``## Card catalogue`` with a ``###`` per kind."""
    lines = ["## Card catalogue", "", "Every designed card of the game, as the app plays it."]
    lines += ["", "### Helpers", ""]
    lines += [f"- **{h.name}** (level {'I' * h.level}): {h.text}." for h in HELPERS]
    lines += ["", "### Perfumer's notebooks", ""]
    for notebook in NOTEBOOKS:
        side_a, side_b = (" · ".join(_recipe(r) for r in side) for side in notebook.sides)
        lines.append(f"- **Notebook {notebook.card_id.removeprefix('n')}**: side A {side_a}; side B {side_b}.")
    for grade in "ABC":
        lines += ["", f"### Grade {grade} orders", ""]
        lines += [
            f"- {order.points} points, {order.bottle.glyph} {order.bottle.value} bottle{_BONUS[order.bonus]}: "
            f"{_cost(order.cost)}"
            for order in ORDERS
            if order.grade == grade
        ]
    return "\n".join(lines) + "\n"


@cache
def help_markdown() -> str:
    """The complete Perfumer help as Markdown: rules, table rulings, card catalogue."""
    text = files("grasse_tui.games.perfumer").joinpath("help.md").read_text(encoding="utf-8")
    rules = with_table_rulings(text, RULINGS)
    return f"{rules.rstrip()}\n\n{card_catalogue()}"
