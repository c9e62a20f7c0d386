"""Eccentric Essences' legal actions as the decision panel lists them, grouped, with the
help topic that explains each."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grasse_tui.games.essences.rules.actions import EssencesAction, Guess, Keep, SetIntensity
from grasse_tui.games.essences.rules.cards import ESSENCE
from grasse_tui.games.essences.rules.content import INTENSITY_WORDS
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.ui.widgets.choice import Choice

SPREADS = {3: "All three on one perfume", 2: "Two on one, one on another", 1: "One each on three perfumes"}


def build_choices(
    view: EssencesView, legal: Sequence[EssencesAction], describe: Callable[[EssencesAction], str]
) -> list[Choice]:
    """``legal`` as :class:`Choice` objects: keeps with what they discard, intensities with
    their meaning, guesses grouped by how they spread the three tokens."""
    choices: list[Choice] = []
    for action in legal:
        match action:
            case Keep(essences=kept):
                names = [ESSENCE[card].name for card in kept]
                left = [ESSENCE[card].name for card in view.hand if card not in kept]
                # The shorter list names the choice: "Keep all but" the two a lead sets aside.
                label = f"Keep all but {', '.join(left)}" if len(left) < len(names) else describe(action)
                detail = f"Keeps {', '.join(names)}; discards {', '.join(left)} face down."
                choices.append(Choice(action, label, "Keep", detail, "Draw a ticket!"))
            case SetIntensity(level=level):
                detail = (
                    "The bottom division: none of this smell, a hint that the perfume is not like it."
                    if level == 0
                    else f"{INTENSITY_WORDS[level].capitalize()} of this smell."
                )
                choices.append(Choice(action, describe(action), "Intensity", detail, "The intensity scale"))
            case Guess(tokens=tokens):
                label = ", ".join(
                    f"{count} on {number} {view.perfumes[number - 1]}"
                    for number, count in enumerate(tokens, start=1)
                    if count
                )
                choices.append(Choice(action, label, SPREADS[max(tokens)], "", "What does it smell like?"))
    groups = list(SPREADS.values())
    return sorted(choices, key=lambda c: groups.index(c.group)) if choices and choices[0].group in groups else choices
