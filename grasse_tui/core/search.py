"""The Strong bot: determinized Monte Carlo search that sees only what its seat sees.

A :class:`SearchBot` decides from its view and a *world*: a complete state drawn by the
game's own perturbation function (``Game.perturbed``, the one the conformance suite's
privacy test uses) from the table's state, so every part of it the seat may not see was
drawn anew. The trusted caller (:func:`grasse_tui.core.bots.timed_choice`, fed by the play
controller or autoplay) makes that world; the bot never holds the real state, and the
conformance suite checks that the world, and so the bot's choice, is the same whatever
the hidden truth.

Each playout perturbs the world again for the seat (another world it cannot tell from the
real one), plays one of the seat's legal actions in it, and lets the game's greedy bot play
every seat to the end. The actions are tried by UCB1 over the root (a one-level tree:
whole-game playouts leave too few visits for deeper nodes to matter at this budget), and
the most played one is chosen; the greedy bot's own choice starts with
:data:`PRIOR_VISITS` playouts' worth of its first playout, so the search leaves it only
for an action whose playouts come out clearly better.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from grasse_tui.core.bots import DEFAULT_THINK_MS, Bot, BotFactory, SearchProgress, bot_rng, canonical, timed_choice
from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import FinalScores, Game
from grasse_tui.core.step import Reveal

EXPLORATION = 0.7
"""UCB1's exploration constant, for rewards of about one unit (a win)."""

PRIOR_VISITS = 4
"""How many playouts' worth of confidence the greedy bot's own choice starts with: at a
budget of a few dozen playouts, noise alone would otherwise pull the search off it."""

MARGIN_WEIGHT = 0.25
"""The weight of the score margin next to a win (1) in a playout's reward: it tells apart
playouts that all lose (or all win) by how far behind (or ahead) they end."""

PLAYOUT_STEP_CAP = 20_000
"""Steps after which a playout counts as a draw (a safeguard: games end far sooner)."""


class Arm:
    """One legal action at the root: its playouts and their summed reward."""

    __slots__ = ("action", "visits", "total")

    def __init__(self, action: Any, visits: float = 0.0, total: float = 0.0) -> None:
        self.action = action
        self.visits = visits
        self.total = total

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def bound(self, log_visits: float) -> float:
        """UCB1's upper bound (infinite for an action not yet tried)."""
        if not self.visits:
            return math.inf
        return self.mean + EXPLORATION * math.sqrt(log_visits / self.visits)


def reward(scores: FinalScores, seat: int) -> float:
    """What a finished playout is worth to ``seat``: its share of the win (1, or 1/k in a
    k-way tie) plus :data:`MARGIN_WEIGHT` times its margin over the best other line (an
    automaton's included), relative to the larger of the two totals (so from -2 to 2
    whatever the game's point scale)."""
    win = 1 / len(scores.winners) if seat in scores.winners else 0.0
    mine = next(line.total for line in scores.lines if line.seat == seat and line.name is None)
    others = [line.total for line in scores.lines if line.seat != seat or line.name is not None]
    if not others:
        return win
    best = max(others)
    return win + MARGIN_WEIGHT * (mine - best) / max(1, abs(mine), abs(best))


class SearchBot:
    """The Strong bot for one seat (DESIGN.md §1's ladder: random → greedy → search).

    ``greedy`` is the game's greedy bot factory: this seat's fallback (:meth:`choose`,
    when no world is given) and every seat's playout policy. ``playouts`` is the budget of
    one decision: fixed, so a decision is the same on any machine and under any load;
    each game picks it to stay within a second here (docs/performance.md).
    """

    def __init__(self, game: Game[Any, Any, Any, Any], greedy: BotFactory, seat: int, seed: int, playouts: int) -> None:
        self.game = game
        self.greedy = greedy
        self.seat = seat
        self.playouts = playouts
        self.rng = bot_rng(seed, seat)
        self.fallback = greedy(seat, seed)

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
        """The legal action the search settled on: the most played out (UCB1 plays the
        best-looking most), from worlds like ``world``.

        ``progress`` (if given) is called after each playout; returning False stops the
        search, which then answers with what it found so far (Escape in the app)."""
        options = canonical(legal)
        greedy_choice = self.fallback.choose(view, options)
        if len(options) == 1:
            return options[0]
        arms = [Arm(option) for option in options]
        prior = next(arm for arm in arms if arm.action == greedy_choice)
        for done in range(1, self.playouts + 1):
            log_visits = math.log(sum(arm.visits for arm in arms) + 1)
            arm = max(arms, key=lambda a: a.bound(log_visits))
            value = self._playout(world, arm.action)
            if value is not None:
                arm.visits += 1
                arm.total += value
                if arm is prior and arm.visits == 1:  # its first playout stands for PRIOR_VISITS more
                    arm.visits += PRIOR_VISITS
                    arm.total += PRIOR_VISITS * value
            if progress is not None and not progress(SearchProgress(done, self.playouts)):
                break
        return max(arms, key=lambda a: (a.visits, a.mean, a is prior)).action

    def _playout(self, world: Any, action: Any) -> float | None:
        """One playout: another world the seat cannot tell from ``world``, ``action`` played
        in it, greedy bots to the end. None when the action is not legal there (a
        perturbation that kept the view but not the seat's options)."""
        game, seat = self.game, self.seat
        state = game.perturbed(world, seat, self.rng)
        try:
            info = game.apply(state, seat, action, None if game.pending(state).clock is None else DEFAULT_THINK_MS)
        except IllegalActionError:
            return None
        seed = self.rng.getrandbits(32)
        bots: dict[int, Bot] = {}

        def bot(mover: int) -> Bot:
            if mover not in bots:
                bots[mover] = self.greedy(mover, seed)
            return bots[mover]

        if info.reveal is not None:
            bot(info.reveal.seat).notice(info.reveal)
        for _ in range(PLAYOUT_STEP_CAP):
            if game.is_over(state):
                return reward(game.final_scores(state), seat)
            step = game.pending(state)
            for mover in step.acting:
                legal = game.legal_actions(state, mover)
                chosen, elapsed = timed_choice(bot(mover), game.view(state, mover), legal, step.clock)
                info = game.apply_checked(state, mover, chosen, elapsed)
                if info.reveal is not None:
                    bot(info.reveal.seat).notice(info.reveal)
        return 0.0


def search_bot(game: Game[Any, Any, Any, Any], greedy: BotFactory, playouts: int) -> BotFactory:
    """A :data:`BotFactory` of :class:`SearchBot` for ``game`` with ``playouts`` a decision."""

    def factory(seat: int, seed: int) -> Bot:
        return SearchBot(game, greedy, seat, seed, playouts)

    return factory
