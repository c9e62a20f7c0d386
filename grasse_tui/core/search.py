"""The Strong bot: determinized Monte Carlo search that sees only what its seat sees.

A :class:`SearchBot` decides from its view and a *world*: a complete state drawn by the
game's own perturbation function (``Game.perturbed``, the one the conformance suite's
privacy test uses) from the table's state, so every part of it the seat may not see was
drawn anew. The trusted caller (:func:`grasse_tui.core.bots.timed_choice`, fed by the play
controller or autoplay) makes that world; the bot never holds the real state, and the
conformance suite checks that the world, and so the bot's choice, is the same whatever
the hidden truth.

A decision compares the greedy bot's own choice with a few other legal actions
(:class:`SearchBudget`; its next preferences when it ranks them, a
:class:`~grasse_tui.core.bots.RankingBot`, else drawn at random): it draws another world
the seat cannot tell from ``world``, plays each of those actions in a copy of that same
world, and lets the game's greedy bot play every seat on (the seat's own policy its seat,
where the game gives it one; the same bots' seed for each, so two actions meet the same
future as far as they allow: a *paired* comparison, whose differences are far less noisy
than the outcomes), to the end or, with a horizon, to the end of a round, where the
game's own scoring of a game under way values it. After the budget's worlds, the bot
leaves the greedy choice only for an action that did better by :data:`MIN_GAIN`
(:data:`MIN_MARGIN_GAIN` with a horizon) and by :data:`CONFIDENCE` standard errors of
those differences. Without that test a search over worlds drawn at
random would follow noise, and where the greedy bot reads what the others meant (a guess)
it would throw that reading away: a drawn world knows nothing of it, so every guess looks
alike. What the seat itself was shown for a moment is kept, though: a greedy bot that
remembers it (a :class:`~grasse_tui.core.bots.RememberingBot`) makes each world agree
with its memory, and the seat's playouts start from a copy of that bot.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from grasse_tui.core.bots import (
    DEFAULT_THINK_MS,
    Bot,
    BotFactory,
    SearchProgress,
    bot_rng,
    canonical,
    ranks,
    remembers,
    timed_choice,
)
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import FinalScores, Game
from grasse_tui.core.score_history import ScoreTrack
from grasse_tui.core.step import Reveal

MARGIN_WEIGHT = 0.25
"""The weight of the score margin next to a win (1) in a playout's reward: it tells apart
playouts that all lose (or all win) by how far behind (or ahead) they end."""

MIN_GAIN = 0.05
"""How much better, in reward (a win is 1), an action's playouts must come out on average
than the greedy choice's in the same worlds for the bot to play it."""

MIN_MARGIN_GAIN = 0.01
"""As :data:`MIN_GAIN` for a search with a horizon, whose playouts are worth their margin
alone (:func:`margin`): 0.01 is a hundredth of the larger score."""

CONFIDENCE = 2.0
"""How many standard errors of the paired differences that gain must also exceed (about
a one-in-forty chance that noise alone passes it); at least two worlds are needed."""

PLAYOUT_STEP_CAP = 20_000
"""Steps after which a playout counts as a draw (a safeguard: games end far sooner)."""


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """One decision's work: ``worlds`` worlds drawn, and in each the greedy choice and up
    to ``width - 1`` other legal actions (its next preferences, or drawn at random) played
    out; ``worlds * width`` playouts at most. ``rounds``, when set, is the horizon: a
    playout stops once that many rounds have ended (the round under way the first, as the
    game's score track names them). Fixed per game (each ``module.py``), so a decision is
    the same on any machine and under any load."""

    worlds: int
    width: int
    rounds: int | None = None


def margin(scores: FinalScores, seat: int) -> float:
    """``seat``'s margin over the best other line (an automaton's included) relative to the
    larger of the two totals: from -1 to 1 whatever the game's point scale, 0 alone."""
    mine = next(line.total for line in scores.lines if line.seat == seat and line.name is None)
    others = [line.total for line in scores.lines if line.seat != seat or line.name is not None]
    if not others:
        return 0.0
    best = max(others)
    return (mine - best) / max(1, abs(mine), abs(best))


def reward(scores: FinalScores, seat: int) -> float:
    """What a finished playout is worth to ``seat``: its share of the win (1, or 1/k in a
    k-way tie) plus :data:`MARGIN_WEIGHT` times its :func:`margin` (so from -0.25 to 1.25)."""
    win = 1 / len(scores.winners) if seat in scores.winners else 0.0
    return win + MARGIN_WEIGHT * margin(scores, seat)


def confident_gain(differences: Sequence[float], least: float = MIN_GAIN) -> float | None:
    """The mean of ``differences`` (an action's value minus the greedy choice's, world by
    world) when it passes ``least`` and :data:`CONFIDENCE` standard errors, else None."""
    count = len(differences)
    if count < 2:
        return None
    mean = sum(differences) / count
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (count - 1) / count)
    return mean if mean > least and mean > CONFIDENCE * spread else None


class SearchBot:
    """The Strong bot for one seat (DESIGN.md §1's ladder: random → greedy → search).

    ``greedy`` is the game's greedy bot factory: the other seats' playout policy, and this
    seat's too unless ``own`` (a policy of its own, stronger than the greedy one) is given;
    this seat's policy is also its fallback (:meth:`choose`, when no world is given) and
    the choice the search tries to beat. ``budget`` is one decision's work (each game
    picks it to stay within a second here: docs/performance.md); ``track`` is the game's
    score track, which names the rounds a horizon counts (needed when ``budget.rounds``
    is set; ValueError without it).
    """

    def __init__(
        self,
        game: Game[Any, Any, Any, Any],
        greedy: BotFactory,
        seat: int,
        seed: int,
        budget: SearchBudget,
        track: ScoreTrack | None = None,
        own: BotFactory | None = None,
    ) -> None:
        if budget.rounds is not None and track is None:
            raise ValueError(f"a horizon of {budget.rounds} rounds needs the game's score track")
        self.game = game
        self.greedy = greedy
        self.own = greedy if own is None else own
        self.seat = seat
        self.budget = budget
        self.track = track
        self.least_gain = MIN_GAIN if budget.rounds is None else MIN_MARGIN_GAIN
        self.rng = bot_rng(seed, seat)
        self.fallback = self.own(seat, seed)
        self.memory = self.fallback if remembers(self.fallback) else None
        """The fallback, when it remembers what its seat was shown (worlds must agree)."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """Without a world to search, the greedy bot's choice."""
        return self.fallback.choose(view, legal)

    def notice(self, reveal: Reveal) -> None:
        self.fallback.notice(reveal)

    def think_ms(self, view: Any, legal: Sequence[Any]) -> int:
        """On a clocked step, the greedy bot's time (a race's clock is the game's, not the search's)."""
        return self.fallback.think_ms(view, legal)

    def choose_in(
        self,
        view: Any,
        legal: Sequence[Any],
        world: Any,
        progress: Callable[[SearchProgress], bool] | None = None,
    ) -> Any:
        """The greedy choice, or the candidate whose playouts beat it with confidence
        (:func:`confident_gain`; the largest gain if several do), from worlds like ``world``.

        ``progress`` (if given) is called after each playout; returning False stops the
        search, which then answers from the playouts made so far (Escape in the app)."""
        options = canonical(legal)
        if len(options) == 1:
            return options[0]
        greedy_choice = self.fallback.choose(view, options)
        others = [option for option in options if option != greedy_choice]
        if len(others) >= self.budget.width:
            if ranks(self.fallback):
                others = self.fallback.ranked(view, others)[: self.budget.width - 1]
            else:
                others = self.rng.sample(others, self.budget.width - 1)
        candidates = [greedy_choice, *others]
        differences: list[list[float]] = [[] for _ in others]
        planned, done = self.budget.worlds * len(candidates), 0
        for _ in range(self.budget.worlds):
            draw, seed = self.rng.getrandbits(64), self.rng.getrandbits(32)
            baseline: float | None = None
            for index, action in enumerate(candidates):
                value = self._playout(world, Random(draw), action, seed)
                if index == 0:
                    baseline = value
                elif value is not None and baseline is not None:
                    differences[index - 1].append(value - baseline)
                done += 1
                if progress is not None and not progress(SearchProgress(done, planned)):
                    return self._best(candidates, differences)
        return self._best(candidates, differences)

    def _best(self, candidates: Sequence[Any], differences: Sequence[Sequence[float]]) -> Any:
        """The candidate with the largest confident gain over the greedy choice (``candidates[0]``),
        or that choice."""
        gains = [
            (gain, index)
            for index, diffs in enumerate(differences, 1)
            if (gain := confident_gain(diffs, self.least_gain)) is not None
        ]
        return candidates[max(gains)[1]] if gains else candidates[0]

    def _playout(self, world: Any, draw: Random, action: Any, seed: int) -> float | None:
        """One playout: the world ``draw`` makes from ``world`` (another the seat cannot tell
        from it; the same for the same ``draw``), ``action`` played in it, greedy bots seeded
        ``seed`` to the end (its :func:`reward`) or to the budget's horizon (its
        :func:`margin`, the game under way scored as if it ended there). None when the
        action is not legal there (a perturbation that kept the view but not the seat's
        options)."""
        game, seat = self.game, self.seat
        state = game.perturbed(world, seat, draw)
        if self.memory is not None:
            self.memory.believe(state, draw)
        try:
            info = game.apply(state, seat, action, None if game.pending(state).clock is None else DEFAULT_THINK_MS)
        except IllegalActionError:
            return None
        bots: dict[int, Bot] = {} if self.memory is None else {seat: copy.deepcopy(self.memory)}

        def bot(mover: int) -> Bot:
            if mover not in bots:
                bots[mover] = (self.own if mover == seat else self.greedy)(mover, seed)
            return bots[mover]

        if info.reveal is not None:
            bot(info.reveal.seat).notice(info.reveal)
        horizon = self.budget.rounds
        round_now = self._round(state)
        for _ in range(PLAYOUT_STEP_CAP):
            if game.is_over(state):
                scores = game.final_scores(state)
                return reward(scores, seat) if horizon is None else margin(scores, seat)
            if horizon is not None and (round_next := self._round(state)) != round_now:
                round_now, horizon = round_next, horizon - 1
                if horizon == 0:
                    return margin(game.final_scores(state), seat)
            step = game.pending(state)
            for mover in step.acting:
                legal = game.legal_actions(state, mover)
                chosen, elapsed = timed_choice(bot(mover), game.view(state, mover), legal, step.clock)
                info = game.apply_checked(state, mover, chosen, elapsed)
                if info.reveal is not None:
                    bot(info.reveal.seat).notice(info.reveal)
        return 0.0

    def _round(self, state: Any) -> str | None:
        """The round under way as the score track names it (None without a horizon, or
        before the first round)."""
        if self.track is None or self.budget.rounds is None:
            return None
        points = self.track.read(state)
        return None if points is None else points.round


def search_bot(
    game: Game[Any, Any, Any, Any],
    greedy: BotFactory,
    budget: SearchBudget,
    track: ScoreTrack | None = None,
    own: BotFactory | None = None,
) -> BotFactory:
    """A :data:`BotFactory` of :class:`SearchBot` for ``game`` with ``budget`` a decision
    (and ``track``, the game's score track, for a budget with a horizon; ``own``, the
    seat's own policy where it is not the greedy one)."""

    def factory(seat: int, seed: int) -> Bot:
        return SearchBot(game, greedy, seat, seed, budget, track, own)

    return factory
