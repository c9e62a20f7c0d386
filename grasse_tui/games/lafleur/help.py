"""La Fleur's in-app rules help: ``help.md`` in our own words, its "Table rulings"
rendered from :data:`RULINGS`, and a card catalogue built from the card data, so every
designed card can be searched for in the help.

Pure Python: nothing here imports textual or rich.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from grasse_tui.core.rulings import with_table_rulings
from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.catalogue import effect_text, effects_text
from grasse_tui.games.lafleur.rules.content import Allure, Count, VisitRule
from grasse_tui.games.lafleur.rulings import RULINGS

_SOLO_OUT = " *(not in the solo game)*"


def _symbols(allures: tuple[Allure, ...]) -> str:
    return " ".join(allure.letter for allure in allures)


def _rule(rule: VisitRule) -> str:
    what: Count = rule.count
    return f"{'fewest' if rule.fewest else 'most'} {what.measure.value}"


def card_catalogue() -> str:
    """Every card of the game as Markdown: ``## Card catalogue`` with a ``###`` per kind."""
    lines = ["## Card catalogue", "", "Every card in the game, as the app plays it."]
    lines += ["", "### Flower cards", ""]
    lines += [f"- **{c.name}** (*{c.latin}*): {_symbols(c.allures)}, {c.cost} coin{'s' if c.cost != 1 else ''}" for c in cards.FLOWERS]
    lines += ["", "### Garden features", ""]
    for feature in cards.FEATURES:
        out = "" if feature.solo else _SOLO_OUT
        lines.append(
            f"- **{feature.name}** / {feature.french} ({_symbols(feature.allures)}): "
            f"{feature.timing.value.lower()}, {effect_text(feature.ability)}{out}"
        )
    lines += ["", "### Visitors", ""]
    for visitor in cards.VISITORS:
        likes = _symbols(visitor.allures) if visitor.rule is None else _rule(visitor.rule)
        out = "" if visitor.solo else _SOLO_OUT
        lines.append(f"- **{visitor.name}** ({likes}): {effects_text(visitor.effects)}{out}")
    lines += ["", "### Events", ""]
    for event in cards.EVENTS:
        out = "" if event.solo else _SOLO_OUT
        lines.append(f"- **{event.name}** ({event.timing.value.lower()}): {effects_text(event.effects)}{out}")
    lines += ["", "### Characters", ""]
    for character in cards.CHARACTERS:
        lines.append(f"- **{character.name}**: at the end of each round, {effects_text(character.abilities)}")
    lines += ["", "### Artisans", ""]
    for artisan in cards.ARTISANS:
        lines.append(
            f"- **The {artisan.occupation}** (lends {artisan.allure.label}): at {artisan.location.label}, "
            f"{effect_text(artisan.ability)}"
        )
    return "\n".join(lines) + "\n"


@cache
def help_markdown() -> str:
    """The complete La Fleur help as Markdown: rules, table rulings, card catalogue."""
    text = files("grasse_tui.games.lafleur").joinpath("help.md").read_text(encoding="utf-8")
    rules = with_table_rulings(text, RULINGS)
    return f"{rules.rstrip()}\n\n{card_catalogue()}"
