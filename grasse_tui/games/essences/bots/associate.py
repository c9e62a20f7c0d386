"""The association bot: it reads the smells as a student would, through their themes.

Both roles share one reading of a table (:func:`reading`): each kept essence argues for
the perfumes it calls up (:func:`~grasse_tui.games.essences.rules.content.association`),
more the stronger its intensity, and *against* them at the bottom division ("none at
all"). A composer (the competitive lead, a cooperative helper) picks the essences and
intensities whose reading puts its ticket furthest ahead of the other three perfumes; a
guesser puts its tokens where the reading points, hedging one token when two perfumes are
close, and answers faster the clearer the reading. It decides from its view alone: the
ticket only when its view shows it (never as a guesser).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product

from grasse_tui.core.bots import DEFAULT_THINK_MS, canonical
from grasse_tui.core.step import Reveal
from grasse_tui.games.essences.rules.actions import EssencesAction, Guess, Keep, SetIntensity
from grasse_tui.games.essences.rules.cards import ESSENCE, PERFUME_NAME
from grasse_tui.games.essences.rules.content import CHOICE_TOKENS, INTENSITY_LEVELS, association
from grasse_tui.games.essences.rules.view import EssencesView

SIGNAL = (-2, 0, 1, 2, 3)
"""How much an essence argues for what it calls up, by intensity division: against at
"none at all", nothing at "a trace", more with each division above."""
HEDGE_BELOW = 2
"""A guesser hedges one token on the runner-up when the leader is ahead by less."""


@cache
def _association(essence: str, perfume: str) -> int:
    return association(ESSENCE[essence], PERFUME_NAME[perfume])


def reading(perfumes: Sequence[str], placed: Sequence[tuple[str, int]]) -> list[int]:
    """Each perfume's score for the ``placed`` (essence id, intensity) pairs."""
    return [sum(_association(essence, name) * SIGNAL[level] for essence, level in placed) for name in perfumes]


def margin(perfumes: Sequence[str], placed: Sequence[tuple[str, int]], ticket: int) -> int:
    """How far the reading puts perfume ``ticket`` (1–4) ahead of the best other one."""
    scores = reading(perfumes, placed)
    mine = scores.pop(ticket - 1)
    return mine - max(scores)


class AssociateBot:
    """A bot for any seat, either mode (``AssociateBot(seat, seed)``)."""

    def __init__(self, seat: int, seed: int) -> None:
        """``seed`` is the game's: the bot draws nothing at random, so it is not used."""
        self.seat = seat

    def choose(self, view: EssencesView, legal: Sequence[EssencesAction]) -> EssencesAction:
        options: list[EssencesAction] = canonical(legal)
        first = options[0]
        if isinstance(first, Guess):
            return self._guess(view)
        if view.ticket is None:  # composing without a ticket cannot happen; any legal choice will do
            return first
        settled = [(p.essence, p.intensity) for p in view.placed if p.intensity is not None]
        if isinstance(first, Keep):
            return max(
                options,
                key=lambda keep: _best_margin(view, settled, list(keep.essences) if isinstance(keep, Keep) else []),
            )
        open_ = [p.essence for p in view.placed if p.seat == self.seat and p.intensity is None]
        return max(
            options,
            key=lambda level: _best_margin(
                view, settled + [(open_[0], level.level if isinstance(level, SetIntensity) else 0)], open_[1:]
            ),
        )

    def _guess(self, view: EssencesView) -> Guess:
        scores = reading(view.perfumes, [(p.essence, p.intensity or 0) for p in view.placed])
        ranked = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
        tokens = [0, 0, 0, 0]
        if scores[ranked[0]] - scores[ranked[1]] < HEDGE_BELOW:
            tokens[ranked[0]], tokens[ranked[1]] = CHOICE_TOKENS - 1, 1
        else:
            tokens[ranked[0]] = CHOICE_TOKENS
        return Guess((tokens[0], tokens[1], tokens[2], tokens[3]))

    def notice(self, reveal: Reveal) -> None:
        """Nothing in Eccentric Essences is shown to one seat for a moment."""

    def think_ms(self, view: EssencesView, legal: Sequence[EssencesAction]) -> int:
        """On a guess: 4 s plus up to 12 s the less clear the reading (a student's pace,
        so a human can win a Nose token); otherwise the default."""
        if view.phase != "guessing":
            return DEFAULT_THINK_MS
        scores = sorted(reading(view.perfumes, [(p.essence, p.intensity or 0) for p in view.placed]), reverse=True)
        lead = scores[0] - scores[1]
        return 4_000 + 12_000 // (1 + max(0, lead))


def _best_margin(view: EssencesView, settled: list[tuple[str, int]], open_: list[str]) -> int:
    """The best margin for the ticket once ``open_`` essences get their best intensities."""
    assert view.ticket is not None
    return max(
        margin(view.perfumes, settled + list(zip(open_, levels, strict=True)), view.ticket)
        for levels in product(range(INTENSITY_LEVELS), repeat=len(open_))
    )

