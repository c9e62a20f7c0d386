"""Scoring the legal actions: per step kind a scorer (the track's, a worker's or the
noble's location, an effect's actions, the large-tile draft, picks for Pierre) and
:func:`greedy_policy`, which plays the best-scored action."""

from __future__ import annotations

from random import Random

from collections.abc import Callable, Sequence
from typing import Final, cast

from grasse_tui.core.bots import canonical
from grasse_tui.games.grasse.rules.actions import (
    ChooseForPierre,
    Collect,
    Done,
    EventReturn,
    EventTake,
    EventTakeCard,
    GrasseAction,
    MarketBuy,
    MarketTrade,
    MoveNoble,
    MovePawn,
    MovePawnBack,
    PlaceGoldenPawn,
    PlaceTrackTile,
    PlaceWorker,
    Produce,
    RefreshRow,
    Sell,
    SwapCubes,
    SwapPawns,
    SwapTiles,
    TakeCard,
    TakeFromSpace,
)
from grasse_tui.games.grasse.bots.greedy.context import _Ctx
from grasse_tui.games.grasse.bots.greedy.tables import _GENERIC, _TIE, REFRESH_VALUE, RIVAL_PENALTY, STOP_VALUE
from grasse_tui.games.grasse.bots.greedy.track import _deliveries
from grasse_tui.games.grasse.rules.content import CHATEAU_BONUS, PRODUCTION_POINTS, TRACK_SPACES, LocationId
from grasse_tui.games.grasse.rules.view import GrasseView


def _moves(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    ctx = _Ctx(view)
    reach = ctx.my_reach()
    return [ctx.land_value(reach[action.steps - 1]) for action in cast(Sequence[MovePawn], legal)]


def _collections(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    ctx = _Ctx(view)
    space = view.step.space
    assert space is not None
    owner = view.track[space].owner
    cost = ctx.coin + RIVAL_PENALTY if owner is not None and owner != ctx.seat and view.golden_pawn != space else 0.0
    needs = ctx.needs
    gain = needs.gain
    values = []
    for action in cast(Sequence[Collect], legal):
        taken = action.resources
        if not taken:
            values.append(0.0)
        elif len(taken) == 1:
            values.append(gain[taken[0]] - cost)
        elif taken[0] is taken[1]:
            values.append(needs.two(taken[0], taken[1]) - cost)
        else:
            values.append(needs.both(taken[0], taken[1]) - cost)
    return values


def _placements(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """Workers (less their cost) and the Palace's noble (free) go where the effect is worth
    most; skipping the Palace is worth 0."""
    ctx = _Ctx(view)
    by_id = {place.id: place for place in view.locations}
    moves = [a for a in legal if isinstance(a, (PlaceWorker, MoveNoble))]
    # Board order, so which locations are valued exactly does not depend on the order of legal.
    moves.sort(key=lambda move: view.locations.index(by_id[move.location]))
    places = [by_id[move.location] for move in moves]
    offsets = [-place.cost * ctx.coin if isinstance(move, PlaceWorker) else 0.0 for move, place in zip(moves, places)]
    scores: dict[GrasseAction, float] = dict(zip(moves, ctx.location_scores(places, offsets)))
    return [scores.get(action, 0.0) for action in legal]


def _effects(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    if view.step.location is LocationId.PALACE:
        return _placements(view, legal)
    return _others(view, legal)


def _others(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    ctx = _Ctx(view)
    return [_SCORES.get(type(action), _nothing)(ctx, action) for action in legal]


def _nothing(ctx: _Ctx, action: GrasseAction) -> float:
    """Skipping an effect, discarding a worker, passing an event."""
    return 0.0


def _produce(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, Produce)
    return ctx.produce_value(action.perfume, action.essences)


def _sell(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, Sell)
    step = ctx.view.step
    if step.kind == "final":
        return ctx.final_sale_value(action.perfume)
    return ctx.sell_value(action.perfume, CHATEAU_BONUS if step.location is LocationId.CHATEAU else 0)


def _take_card(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, (TakeCard, EventTakeCard))
    return ctx.card_value(action.row, action.index)


def _market_trade(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, MarketTrade)
    give, take = action.give, action.take
    needs = ctx.needs
    taken = needs.gain[take[0]] if len(take) == 1 else needs.two(take[0], take[1])
    return taken + needs.loss(give[0], len(give))


def _market_buy(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, MarketBuy)
    return ctx.needs.gain[action.resource] - ctx.coin


def _take_from_space(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, TakeFromSpace)
    deny = ctx.deny_value(action.space, action.resource)
    if ctx.view.step.kind == "effect":  # Enfleurage: the bot keeps it
        return ctx.needs.gain[action.resource] + 0.1 * deny
    return deny


def _move_back(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, MovePawnBack)
    pawn = ctx.public.pawn
    assert pawn is not None
    return ctx.land_value(ctx.geometry.backward(pawn, action.steps))


def _swap_pawns(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, SwapPawns)
    pawn = ctx.view.seats[action.seat].pawn
    assert pawn is not None
    return ctx.land_value(pawn)


def _golden_pawn(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, PlaceGoldenPawn)
    return ctx.needs.take(ctx.view.track[action.space].pieces, False)


def _swap_cubes(ctx: _Ctx, action: GrasseAction) -> float:
    """Shortcut: the best landing in the bot's next move once two spaces swap pieces."""
    assert isinstance(action, SwapCubes)
    a, b = action.a, action.b
    return max(values[b if i == a else a if i == b else i] for i, values in ctx.landings())


def _swap_tiles(ctx: _Ctx, action: GrasseAction) -> float:
    """City Hall: the best landing in the bot's next move once its tile on ``a`` swaps with ``b``'s."""
    assert isinstance(action, SwapTiles)
    a, b = action.a, action.b
    track = ctx.view.track
    return max(
        ctx.collect_value(track[i], track[b].owner if i == a else ctx.seat if i == b else track[i].owner)
        for i in ctx.my_reach()
    )


def _done(ctx: _Ctx, action: GrasseAction) -> float:
    return STOP_VALUE if ctx.view.step.kind == "effect" else 0.0


def _refresh(ctx: _Ctx, action: GrasseAction) -> float:
    return REFRESH_VALUE * ctx.time


def _event_take(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, EventTake)
    return ctx.needs.gain[action.resource]


def _event_return(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, EventReturn)
    return ctx.needs.loss(action.resource)


_SCORES: Final[dict[type, Callable[[_Ctx, GrasseAction], float]]] = {
    Produce: _produce,
    Sell: _sell,
    TakeCard: _take_card,
    EventTakeCard: _take_card,
    RefreshRow: _refresh,
    MarketTrade: _market_trade,
    MarketBuy: _market_buy,
    TakeFromSpace: _take_from_space,
    MovePawnBack: _move_back,
    SwapPawns: _swap_pawns,
    PlaceGoldenPawn: _golden_pawn,
    SwapCubes: _swap_cubes,
    SwapTiles: _swap_tiles,
    Done: _done,
    EventTake: _event_take,
    EventReturn: _event_return,
}
"""Per action type of the rarer decisions: its worth (any other type is worth 0)."""


def _drafts(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """A large tile goes where the pieces are, away from the bot's other tiles."""
    me = view.me
    if me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    track = view.track
    mine = [s.index for s in track if s.owner == me.seat]
    values = []
    for action in legal:
        assert isinstance(action, PlaceTrackTile)
        index = action.space
        value = sum(_GENERIC[r] * n for r, n in track[index].pieces)
        if mine:
            gap = min(min((index - i) % TRACK_SPACES, (i - index) % TRACK_SPACES) for i in mine)
            value += 0.3 * min(gap, 5)
        values.append(value)
    return values


def _for_pierre(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """Solo: pick for Pierre what scores him least (Exotic scores most)."""
    if view.me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    return [-float(PRODUCTION_POINTS[a.perfume]) if isinstance(a, ChooseForPierre) else 0.0 for a in legal]


_SCORERS: Final[dict[str, Callable[[GrasseView, Sequence[GrasseAction]], list[float]]]] = {
    "deliver": _deliveries,
    "move": _moves,
    "collect": _collections,
    "place": _placements,
    "effect": _effects,
    "track_tile": _drafts,
    "pierre": _for_pierre,
}
"""Per step kind: the scores of its legal actions (any other kind: :func:`_others`)."""


def greedy_policy(view: GrasseView, legal: Sequence[GrasseAction], rng: Random) -> GrasseAction:
    """The legal action the greedy heuristic scores best (ties, within ``_TIE``, broken by
    ``rng`` over the legal actions in canonical order, so the choice does not depend on
    the order of ``legal``).

    ``view`` must be the acting seat's own view. Raises IndexError when
    ``legal`` is empty and ValueError for a spectator view.
    """
    if len(legal) == 1:
        return legal[0]
    options: list[GrasseAction] = canonical(legal)
    scores = _SCORERS.get(view.step.kind, _others)(view, options)
    best = max(scores)
    ties = [action for action, score in zip(options, scores) if score >= best - _TIE]
    return ties[0] if len(ties) == 1 else rng.choice(ties)
