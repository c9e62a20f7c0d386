"""The greedy Grasse bot: one-step lookahead on need weights read from its own view.

A :class:`GreedyBot` is made per game, seat and seed and owns everything it keeps:
its RNG and the plans and need weights it derived (:class:`.needs.Memory`), so two
bots share nothing. It sees only a
:class:`~grasse_tui.games.grasse.rules.view.GrasseView` and the legal actions (never
the state) and scores every legal action; the best score wins and ties are broken
with its RNG over the legal actions in canonical order, so its choice depends on
neither the order of the legal actions nor anything but its seat, seed and the views
it was shown. A decision with a single legal action is returned without looking at
the view.

The heuristic:

* **Stock value.** The stock behind the screen is valued by a plan: the
  perfumes it can make (best points per essence first) count 0.7 × their
  points (points include a held contract, the vanguard bonus and a nudge for
  the Versatile award); of what is left, the perfume missing the fewest
  ingredients (an essence weighs twice a base) counts 0.45 × its points × the
  share of its ingredients held, shrinking as the bot's remaining turns run
  out; pieces no plan uses count a little.
* **Need weights.** When the bot's stock or plan changes, it derives its
  *need weights* once (:class:`.needs.Needs`): what one more piece of each resource
  adds to that value, and on demand what handing pieces in costs and what two
  pieces add together. The next perfume planned depends only on which
  resources are held, so most weights come from one pass over the missing
  ones; the few pieces that complete a perfume are valued on the whole stock.
  The bot keeps its plans and weights by value for the game. Every action is
  then valued by a few sums of these weights.
* **Coins** are worth 0.2 points (five make a point at the end) plus more
  while the bot is short of them and has turns left to spend them.
* **Locations** are worth what their effect would give now, less the worker
  cost: points for a perfume it can make (factories, La Grande Usine), coins
  and the fashion point for a sale (Perfumery, Château), cards that fit the
  perfumes it holds essences for (Master Perfumer), coins (banks), the best
  trade by the weights of what it gives and takes (Market), the best extra
  collection (Enfleurage, Grand Fair, Alley, Alleyway, Square, City Hall,
  Shortcut), or the best other location for free (Palace). Locations are
  valued from the highest cheap upper bound down (the two best pieces on the
  track for a collection), and one whose bound cannot beat the best found so
  far is not valued.
* **Track.** A landing space is worth its best collection: two pieces on an
  own tile, one on a grey tile, one on an opponent's tile only when it is worth
  the coin plus a penalty for paying a rival (a round event may change the
  limit). Resources owed to the track go where the bot's next move can pick up
  what it needs once they are gone (best on its own tile) and away from spaces
  opponents reach next; resources taken from the track come from spaces
  opponents would reach.
* **End of game.** The free action makes the best perfume, else sells a flask
  when that gains points (fashion, a client, a 5-coin step), else passes.
* **Important Clients.** A sale of a perfume an open client wants (the view's
  client row) gains the client's coin and point on top, at the Perfumery, the
  Château and the final sale; making such a perfume adds a share of that while
  the bot holds no such flask and has a turn and a sale left (outside the
  memoised perfumes the stock can make, which hold for any client row).
* **Secret Formula.** In the last twelve turns the bot's own formula card (its
  private view) joins the need weights (:class:`.needs.FormulaNeeds`, kept
  with the card and the turns left): a stock holding both essences and four
  more resources is worth up to 4 points (3, plus the bonus a made perfume
  gets, when no turn is left), a stock short of it that times odds to the power
  of its shortfall (a missing essence counts 2), so collecting toward it gains
  and handing in the last piece of an essence or dropping below six resources
  (making a perfume, a trade, an event) costs. Without these expansions every
  value is unchanged.

The package's modules: ``weights`` (the heuristic's weights), ``plan`` (the stock
planner), ``needs`` (need weights and the bot's memory of them), ``track`` (pawn
reach), ``context`` (one decision's context and its values, locations and
deliveries included) and ``scores`` (scoring the legal actions).
"""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.core.bots import DEFAULT_THINK_MS, bot_rng, canonical
from grasse_tui.core.step import Reveal
from grasse_tui.games.grasse.bots.greedy.needs import Memory
from grasse_tui.games.grasse.bots.greedy.scores import score_actions
from grasse_tui.games.grasse.bots.greedy.weights import TIE
from grasse_tui.games.grasse.rules.actions import GrasseAction
from grasse_tui.games.grasse.rules.view import GrasseView

__all__ = ["GreedyBot"]


class GreedyBot:
    """The greedy bot of one seat of one game (a :class:`~grasse_tui.core.bots.Bot`), with
    its own RNG (ties) and memory (plans and need weights)."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = bot_rng(seed, seat)
        self.memory = Memory()

    def choose(self, view: GrasseView, legal: Sequence[GrasseAction]) -> GrasseAction:
        """The legal action the heuristic scores best (ties, within ``TIE``, broken by the
        bot's RNG over :func:`~grasse_tui.core.bots.canonical` order). ``view`` must be the
        seat's own: a spectator view raises ValueError."""
        if len(legal) == 1:
            return legal[0]
        options: list[GrasseAction] = canonical(legal)
        scores = score_actions(view, options, self.memory)
        best = max(scores)
        ties = [action for action, score in zip(options, scores, strict=True) if score >= best - TIE]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)

    def ranked(self, view: GrasseView, legal: Sequence[GrasseAction]) -> list[GrasseAction]:
        """``legal`` best first by the heuristic's scores (equal scores in canonical order):
        the Strong bot's candidates after this bot's own choice."""
        options: list[GrasseAction] = canonical(legal)
        scores = score_actions(view, options, self.memory)
        order = sorted(range(len(options)), key=lambda index: -scores[index])
        return [options[index] for index in order]

    def notice(self, reveal: Reveal) -> None:
        """No Grasse step shows a seat anything for a moment only."""

    def think_ms(self, view: GrasseView, legal: Sequence[GrasseAction]) -> int:
        return DEFAULT_THINK_MS
