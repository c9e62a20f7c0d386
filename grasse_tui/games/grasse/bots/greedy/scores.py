"""Scoring the legal actions of one decision: a worker's or the noble's location (valued
together, so that bounds can skip locations that cannot win), and every other action by
its own worth (:func:`score_actions`)."""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.games.grasse.bots.greedy.context import Context
from grasse_tui.games.grasse.bots.greedy.needs import Memory, own
from grasse_tui.games.grasse.bots.greedy.weights import GENERIC, REFRESH_VALUE, RIVAL_PENALTY, STOP_VALUE
from grasse_tui.games.grasse.rules.actions import (
    ChooseForPierre,
    Collect,
    Deliver,
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
from grasse_tui.games.grasse.rules.content import CHATEAU_BONUS, PRODUCTION_POINTS, TRACK_SPACES, LocationId, Resource
from grasse_tui.games.grasse.rules.view import GrasseView


def score_actions(view: GrasseView, legal: Sequence[GrasseAction], memory: Memory) -> list[float]:
    """The greedy heuristic's score of each of ``legal`` (in points), from ``view`` (the
    deciding seat's own) and the plans and need weights kept in ``memory``. Raises
    ValueError for a spectator view."""
    seat = own(view).seat
    kind = view.step.kind
    if kind == "track_tile":
        return [draft_value(view, seat, action) for action in legal]
    if kind == "pierre":
        # Solo: pick for Pierre what scores him least (Exotic scores most).
        return [-float(PRODUCTION_POINTS[a.perfume]) if isinstance(a, ChooseForPierre) else 0.0 for a in legal]
    ctx = Context(view, memory, kept=kind == "deliver")
    # Workers (less their cost) and the Palace's noble (free) go where the effect is worth most.
    costs = {place.id: place.cost for place in view.locations}
    offsets = {
        action.location: costs[action.location] * -ctx.coin if isinstance(action, PlaceWorker) else 0.0
        for action in legal
        if isinstance(action, (PlaceWorker, MoveNoble))
    }
    places = ctx.location_scores(offsets)
    return [places[a.location] if isinstance(a, (PlaceWorker, MoveNoble)) else action_value(ctx, a) for a in legal]


def action_value(ctx: Context, action: GrasseAction) -> float:
    """The worth of any action but placing a worker or moving the noble (0: skipping an
    effect, discarding a worker, passing an event)."""
    view, needs = ctx.view, ctx.needs
    step = view.step
    match action:
        case MovePawn(steps=steps):
            return ctx.land_value(ctx.my_reach[steps - 1])
        case Collect(resources=taken):
            return collect_value(ctx, taken)
        case Deliver(space=space):
            return ctx.delivery_value(space)
        case Produce(perfume=perfume, essences=essences):
            return ctx.produce_value(perfume, essences)
        case Sell(perfume=perfume):
            if step.kind == "final":
                return ctx.final_sale_value(perfume)
            return ctx.sell_value(perfume, CHATEAU_BONUS if step.location is LocationId.CHATEAU else 0)
        case TakeCard(row=row, index=index) | EventTakeCard(row=row, index=index):
            return ctx.card_value(row, index)
        case RefreshRow():
            return REFRESH_VALUE * ctx.time
        case MarketTrade(give=give, take=take):
            gained = needs.gain[take[0]] if len(take) == 1 else needs.two(take[0], take[1])
            return gained + needs.loss(give[0], len(give))
        case MarketBuy(resource=resource):
            return needs.gain[resource] - ctx.coin
        case EventTake(resource=resource):
            return needs.gain[resource]
        case EventReturn(resource=resource):
            return needs.loss(resource)
        case TakeFromSpace(space=space, resource=resource):
            deny = ctx.deny_value(space, resource)
            if step.kind == "effect":  # Enfleurage: the bot keeps it
                return needs.gain[resource] + 0.1 * deny
            return deny
        case MovePawnBack(steps=steps):
            pawn = ctx.public.pawn
            assert pawn is not None, "Alley moves a pawn on the track"
            return ctx.land_value(ctx.geometry.backward(pawn, steps))
        case SwapPawns(seat=seat):
            pawn = view.seats[seat].pawn
            assert pawn is not None, "Alleyway swaps with a pawn on the track"
            return ctx.land_value(pawn)
        case PlaceGoldenPawn(space=space):
            return needs.take(view.track[space].pieces, False)
        case SwapCubes(a=a, b=b):
            # Shortcut: the best landing in the bot's next move once two spaces swap pieces.
            return max(values[b if i == a else a if i == b else i] for i, values in ctx.landings.items())
        case SwapTiles(a=a, b=b):
            # City Hall: the best landing in the bot's next move once its tile on a swaps with b's.
            track = view.track
            return max(
                ctx.collect_value(track[i], track[b].owner if i == a else ctx.seat if i == b else track[i].owner)
                for i in ctx.my_reach
            )
        case Done():
            return STOP_VALUE if step.kind == "effect" else 0.0
    return 0.0


def collect_value(ctx: Context, taken: tuple[Resource, ...]) -> float:
    """Collecting ``taken`` (none, one or two pieces) from the space the bot's pawn stopped
    on, less the coin (and penalty) owed to a rival whose tile it is."""
    view = ctx.view
    space = view.step.space
    assert space is not None, "a collection names its space"
    owner = view.track[space].owner
    rival = owner is not None and owner != ctx.seat and view.golden_pawn != space
    cost = ctx.coin + RIVAL_PENALTY if rival else 0.0
    needs = ctx.needs
    if not taken:
        return 0.0
    if len(taken) == 1:
        return needs.gain[taken[0]] - cost
    if taken[0] is taken[1]:
        return needs.two(taken[0], taken[1]) - cost
    return needs.both(taken[0], taken[1]) - cost


def draft_value(view: GrasseView, seat: int, action: GrasseAction) -> float:
    """A large tile goes where the pieces are, away from ``seat``'s other tiles."""
    if not isinstance(action, PlaceTrackTile):
        return 0.0
    track = view.track
    index = action.space
    value = sum(GENERIC[r] * n for r, n in track[index].pieces)
    mine = [s.index for s in track if s.owner == seat]
    if mine:
        gap = min(min((index - i) % TRACK_SPACES, (i - index) % TRACK_SPACES) for i in mine)
        value += 0.3 * min(gap, 5)
    return value
