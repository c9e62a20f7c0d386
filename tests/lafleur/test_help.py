"""La Fleur's help: the rules in our words, every table ruling, every card in the catalogue."""

from __future__ import annotations

from grasse_tui.core.rulings import TABLE_RULINGS as PLACEHOLDER
from grasse_tui.games.lafleur.help import help_markdown
from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rulings import RULINGS


def test_the_help_holds_every_ruling_and_every_card() -> None:
    text = help_markdown()
    assert PLACEHOLDER not in text
    assert all(f"### {ruling.heading}" in text for ruling in RULINGS)
    names = [card.name for kind in (cards.FLOWERS, cards.FEATURES, cards.VISITORS, cards.EVENTS) for card in kind]
    names += [card.name for card in cards.CHARACTERS] + [f"The {artisan.occupation}" for artisan in cards.ARTISANS]
    assert all(f"**{name}**" in text for name in names)
    catalogue = text[text.index("## Card catalogue") :]
    assert catalogue.count("*(not in the solo game)*") == 8


def test_the_rulings_the_help_names_exist() -> None:
    import re

    codes = {ruling.code for ruling in RULINGS}
    named = set(re.findall(r"ruling (L\d+)", help_markdown()))
    assert named and named <= codes
