"""The decision panel's model: a seat's legal actions as ordered, grouped choices.

Each :class:`Choice` carries its label (the port's ``describe``), a group
heading, a line of context, the board spots it concerns (so a click on the
board can find it) and the help topic that explains it. Everything here is
computed from the viewer's :class:`GrasseView`, never from the state.

A Grasse spot is a :class:`LocationId` (a location on the board) or an ``int``
(a track space's 0-based index; the board numbers them 1 to :data:`TRACK_SPACES`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.rules.actions import GrasseAction
from grasse_tui.games.grasse.rules.content import (
    LOCATIONS,
    PERFUMES,
    PIERRE_REACTIONS,
    RESOURCES,
    SPACE_CAPACITY,
    TRACK_SPACES,
    CardRow,
    EventId,
    LocationId,
    Resource,
    walk,
)
from grasse_tui.games.grasse.rules.placing import Placement, Plan, fill_plans, forced_plan, placement
from grasse_tui.games.grasse.rules.recipes import ingredients
from grasse_tui.games.grasse.rules.view import GrasseView
from grasse_tui.ui.widgets.choice import Choice
from grasse_tui.ui.widgets.numbered_spots import NumberedSpots

_GROUPS_IN_ORDER: tuple[tuple[type | CardRow, str], ...] = (
    (act.PlaceTrackTile, "Put a large tile on a track space"),
    (act.PlaceWorker, "Place a worker"),
    (act.MoveNoble, "Send the noble"),
    (act.Produce, "Make a perfume"),
    (act.Sell, "Sell a flask"),
    (CardRow.TECHNIQUE, "Technique cards"),
    (CardRow.CONTRACT, "Contract cards"),
    (act.RefreshRow, "Refresh a row"),
    (act.SwapTiles, "Switch tiles"),
    (act.MarketTrade, "Trade with the track"),
    (act.MarketBuy, "Buy for 1 coin"),
    (act.MovePawn, "Move your pawn"),
    (act.MovePawnBack, "Step your pawn back"),
    (act.SwapPawns, "Swap pawns"),
    (act.Collect, "Collect"),
    (act.TakeFromSpace, "Take from a space"),
    (act.PlaceGoldenPawn, "Place the golden pawn"),
    (act.SwapCubes, "Exchange two spaces"),
    (act.Deliver, "Deliver to a space"),
    (act.ChooseForPierre, "Pierre's perfume (your choice)"),
    (act.EventTake, "Take for free (event card)"),
    (act.EventReturn, "Hand back to the track (event card)"),
    (act.DiscardWorker, "Or"),
    (act.SkipEffect, "Or"),
    (act.Done, "Or"),
    (act.EventPass, "Or"),
)
"""Per action type (per row for the cards taken) its group heading, in display order: board
choices first, the "Or" escape hatch last."""
_GROUPS = {key: heading for key, heading in _GROUPS_IN_ORDER if isinstance(key, type)}
_ROW_GROUPS = {key: heading for key, heading in _GROUPS_IN_ORDER if isinstance(key, CardRow)}
_GROUP_RANK = {heading: rank for rank, heading in enumerate(dict.fromkeys(h for _, h in _GROUPS_IN_ORDER))}

STEP_TOPICS: dict[str, str] = {
    "track_tile": "Setup",
    "deliver": "Delivering resources",
    "take": "Collecting",
    "collect": "Collecting",
    "move": "Moving on the resource track",
    "final": "End of the game",
    "pierre": "Pierre's table",
    "event": "Events",
    "over": "Final score",
}


NO_USE_NOTE = "(nothing you can do there now)"
"""How the rules core's ``describe_action`` ends a worker placement (or the noble's move)
that allows no effect; such choices are drawn dimmed (``tests/grasse/tui`` checks the wording)."""


TRACK_NUMBERS = NumberedSpots(
    spots=tuple(range(TRACK_SPACES)),
    name="space",
    all_named="The track's spaces",
    hint="↑↓ Enter · or type a space's number",
)
"""The track's spaces as the board numbers them: typing a number finds the choice for that space."""


def locations_of(choice: Choice) -> frozenset[LocationId]:
    """The board locations ``choice`` concerns."""
    return frozenset(spot for spot in choice.spots if isinstance(spot, LocationId))


def spaces_of(choice: Choice) -> frozenset[int]:
    """The track spaces (0-based indexes) ``choice`` concerns."""
    return frozenset(spot for spot in choice.spots if isinstance(spot, int))


def move_target(view: GrasseView, seat: int, steps: int, back: bool = False) -> int:
    """The space ``seat``'s pawn reaches moving ``steps`` free spaces (the rules' own walk,
    on the view's pawns), to point at it on the board."""
    taken = {space.index for space in view.track if space.pawn is not None or space.golden}
    return walk(view.seats[seat].pawn, steps, back, taken)[0]


def _spots(view: GrasseView, action: GrasseAction) -> frozenset[LocationId | int]:
    """The board location or the track spaces ``action`` concerns."""
    seat = view.step.seat
    match action:
        case act.PlaceWorker(location=loc) | act.MoveNoble(location=loc):
            return frozenset({loc})
        case (
            act.PlaceTrackTile(space=space)
            | act.Deliver(space=space)
            | act.TakeFromSpace(space=space)
            | act.PlaceGoldenPawn(space=space)
            | act.EventTake(space=space)
            | act.EventReturn(space=space)
        ):
            return frozenset({space})
        case act.SwapTiles(a=a, b=b) | act.SwapCubes(a=a, b=b):
            return frozenset({a, b})
        case act.SwapPawns(seat=other):
            pawn = view.seats[other].pawn
            return frozenset() if pawn is None else frozenset({pawn})
        case act.Collect() if view.step.space is not None:
            return frozenset({view.step.space})
        case act.MovePawn(steps=steps) if seat is not None:
            return frozenset({move_target(view, seat, steps)})
        case act.MovePawnBack(steps=steps) if seat is not None and view.seats[seat].pawn is not None:
            return frozenset({move_target(view, seat, steps, back=True)})
    return frozenset()


def _order(view: GrasseView, action: GrasseAction, position: int) -> tuple[object, ...]:
    """Sort key within a group: board order for locations, track order for spaces."""
    board = {loc.id: i for i, loc in enumerate(view.locations)}
    resources = {r: i for i, r in enumerate(RESOURCES)}
    perfumes = {p: i for i, p in enumerate(PERFUMES)}
    match action:
        case act.PlaceWorker(location=loc) | act.MoveNoble(location=loc):
            return (board.get(loc, len(board)),)
        case act.PlaceTrackTile(space=space) | act.Deliver(space=space) | act.PlaceGoldenPawn(space=space):
            return (space,)
        case (
            act.TakeFromSpace(space=space, resource=resource)
            | act.EventTake(space=space, resource=resource)
            | act.EventReturn(space=space, resource=resource)
        ):
            return (space, resources[resource])
        case act.SwapTiles(a=a, b=b) | act.SwapCubes(a=a, b=b):
            return (a, b)
        case act.MovePawn(steps=steps) | act.MovePawnBack(steps=steps):
            return (steps,)
        case act.Produce(perfume=perfume, essences=essences):
            return (perfumes[perfume], tuple(resources[e] for e in essences))
        case act.Sell(perfume=perfume):
            return (perfumes[perfume],)
        case act.TakeCard(row=row, index=index) | act.EventTakeCard(row=row, index=index):
            return (row is CardRow.CONTRACT, index)
        case act.MarketTrade(give=give, take=take):
            return (tuple(resources[r] for r in give), tuple(resources[r] for r in take))
        case act.MarketBuy(resource=resource):
            return (resources[resource],)
        case act.Collect(resources=taken):
            return (not taken, -len(taken), position)  # two pieces before one: the pairs are not below the fold
    return (position,)


def _group(action: GrasseAction) -> str:
    if isinstance(action, act.TakeCard | act.EventTakeCard):
        return _ROW_GROUPS[action.row]
    return _GROUPS.get(type(action), "Other")


def _detail(view: GrasseView, action: GrasseAction) -> str:
    """A line of context the label leaves out."""
    match action:
        case act.PlaceWorker(location=loc) | act.MoveNoble(location=loc) if view.pierre is not None:
            # Pierre first: the label already says what the location gives, and a short terminal
            # shows only the detail's first line.
            return f"Pierre then {PIERRE_REACTIONS[loc]}. {LOCATIONS[loc].summary}"
        case act.PlaceWorker(location=loc) | act.MoveNoble(location=loc):
            return LOCATIONS[loc].summary
        case act.DiscardWorker() if view.pierre is not None:
            return "Pierre does not react to a discarded worker."
        case act.Deliver() if view.step.pending:
            owed = ", ".join(r.value for r in view.step.pending)
            return _joined(f"Still to hand back to the track: {owed}.", _full_spaces(view))
        case act.ChooseForPierre() if view.pierre is not None:
            contracts = "/".join(c.perfume.label for c in view.pierre.public.contracts) or "none"
            return (
                f"He prefers the vanguard ({view.vanguard.label}), his contracts ({contracts}), "
                f"then the fashion perfume ({view.fashion.label}); none of them is possible."
            )
        case act.EventTake() if view.step.event is not None:
            return f"Free, from any track space ({view.step.event.label}); you may stop after any piece."
        case act.EventReturn() if view.step.event is not None:
            return f"{view.step.event.label} is not optional: every seat hands back what it can."
        case act.EventTakeCard() if view.step.event is not None:
            free = f"Free ({view.step.event.label}): no coins, no worker; the row is refilled."
            return _joined(free, _card_effect(view, action), _cards_not_offered(view))
        case act.TakeCard():
            return _joined(_card_effect(view, action), _cards_not_offered(view))
        case act.EventPass() if view.step.event is not None:
            return _joined(f"{view.step.event.label} lets each seat decline.", _cards_not_offered(view))
        case act.Done() | act.SkipEffect() | act.RefreshRow():
            return _cards_not_offered(view)
    return ""


def _full_spaces(view: GrasseView) -> str:
    """The track spaces a delivery may not use now, and why ("" when none is full)."""
    full = [str(space.index + 1) for space in view.track if space.count >= SPACE_CAPACITY]
    if not full:
        return ""
    where = f"space {full[0]} is" if len(full) == 1 else f"spaces {', '.join(full)} are"
    return f"Not offered: {where} full ({SPACE_CAPACITY} pieces)."


def _joined(*sentences: str) -> str:
    return " ".join(filter(None, sentences))


_CARD_ROWS: dict[LocationId | EventId, tuple[CardRow, ...]] = {
    LocationId.MASTER_PERFUMER: (CardRow.TECHNIQUE, CardRow.CONTRACT),
    EventId.FREE_TECHNIQUE: (CardRow.TECHNIQUE,),
    EventId.FREE_CONTRACT: (CardRow.CONTRACT,),
}
"""The card rows a step takes from: the Master Perfumer's, or a free-card event's."""


def _cards_not_offered(view: GrasseView) -> str:
    """The open cards the viewer may not take now, and why: a seat holds at most one
    technique and one contract card per perfume type (rulebook, Master Perfumer)."""
    step = view.step
    source = step.event or step.location
    rows = _CARD_ROWS.get(source) if source is not None else None
    if not rows or view.viewer is None or step.seat != view.viewer:
        return ""
    me = view.seats[view.viewer]
    names: list[str] = []
    if CardRow.TECHNIQUE in rows:
        held = {card.perfume for card in me.techniques}
        names += [c.label for c in view.technique_row if c.perfume in held]
    if CardRow.CONTRACT in rows:
        held = {card.perfume for card in me.contracts}
        names += [c.label for c in view.contract_row if c.perfume in held]
    if not names:
        return ""
    listed = ", ".join(dict.fromkeys(names))
    return f"Not offered: {listed}. You already hold a card of that kind for that perfume (one of each per perfume)."


def _card_effect(view: GrasseView, action: act.TakeCard | act.EventTakeCard) -> str:
    """What holding the open card ``action`` takes does (help "Technique cards", "Contract cards")."""
    if action.row is CardRow.TECHNIQUE:
        technique = view.technique_row[action.index]
        return f"While you hold it, your {technique.perfume.label} perfumes need no {technique.base.value}."
    contract = view.contract_row[action.index]
    return f"While you hold it, every {contract.perfume.label} perfume you make scores 1 point more."


def _topic(view: GrasseView, action: GrasseAction) -> str | None:
    match action:
        case act.PlaceWorker(location=loc) | act.MoveNoble(location=loc):
            return LOCATIONS[loc].name
        case act.ChooseForPierre():
            return STEP_TOPICS["pierre"]
    if view.step.location is not None:
        return LOCATIONS[view.step.location].name
    return STEP_TOPICS.get(view.step.kind)


def _open_card(view: GrasseView, row: CardRow, index: int) -> object:
    """The open card at ``index`` of ``row`` as what holding it does: a technique (alike ones
    are equal), or a contract's perfume (alike ones differ only in their copy number)."""
    if row is CardRow.TECHNIQUE:
        return view.technique_row[index]
    return view.contract_row[index].perfume


def build_choices(
    view: GrasseView, legal: Sequence[GrasseAction], describe: Callable[[GrasseAction], str]
) -> list[Choice]:
    """``legal`` as choices, grouped (groups in a fixed order, "Or" last) and sorted; of two
    open cards alike (the same perfume and kind), only the first is offered, since taking
    either does the same."""
    keyed = []
    for position, action in enumerate(legal):
        group = _group(action)
        rank = _GROUP_RANK.get(group, len(_GROUP_RANK))
        keyed.append(((rank, _order(view, action, position)), action, group))
    keyed.sort(key=lambda item: item[0])
    choices = []
    cards_offered: set[object] = set()
    for _, action, group in keyed:
        if isinstance(action, act.TakeCard | act.EventTakeCard):
            card = _open_card(view, action.row, action.index)
            if card in cards_offered:
                continue
            cards_offered.add(card)
        label = describe(action)
        idle = isinstance(action, act.PlaceWorker | act.MoveNoble) and label.endswith(NO_USE_NOTE)
        detail, topic, spots = _detail(view, action), _topic(view, action), _spots(view, action)
        choices.append(Choice(action, label, group, detail=detail, topic=topic, spots=spots, idle=idle))
    if view.step.kind == "deliver":
        return _deliveries(view, choices)
    return [_with_forced_pieces(view, c) if isinstance(c.action, act.Produce) else c for c in choices]


# -- handing pieces back in one decision (see rules/placing.py) --------------------------------

PLAN_GROUP = "All the pieces at once"
"""The heading of the choices that put every piece still owed on the track in one decision."""
PLAN_NOTE = "Where a space fills up, the next piece goes to the nearest space with room (ahead on a tie)."
FORCED_REST_NOTE = "Once this piece is placed, the rest can go back only this way."


def _counts(view: GrasseView) -> list[int]:
    return [space.count for space in view.track]


def _tile(view: GrasseView, space: int) -> str:
    """``"your tile"``, ``"grey tile"`` or ``"Bob (B)'s tile"`` for track ``space``."""
    owner = view.track[space].owner
    if owner is None:
        return "grey tile"
    if owner == view.viewer:
        return "your tile"
    seat = view.seats[owner]
    return f"{seat.name} ({seat.letter})'s tile"


def _runs(plan: Plan, owed: Sequence[Resource]) -> list[tuple[int, list[str]]]:
    """``plan``'s spaces in the order it first uses them, each with the pieces it gets."""
    runs: dict[int, list[str]] = {}
    for space, resource in zip(plan, owed):
        runs.setdefault(space, []).append(resource.value)
    return list(runs.items())


def _spaces_words(plan: Plan) -> str:
    """``"space 7"`` or ``"spaces 7, 9"``: the spaces ``plan`` uses, in track order."""
    spaces = sorted(set(plan))
    return f"space {spaces[0] + 1}" if len(spaces) == 1 else f"spaces {', '.join(str(s + 1) for s in spaces)}"


def plan_words(view: GrasseView, plan: Plan, owed: Sequence[Resource]) -> str:
    """Where ``plan`` puts the pieces ``owed``: ``"water, alcohol on space 3 (your tile);
    floral on space 4 (grey tile)"``."""
    runs = _runs(plan, owed)
    return "; ".join(f"{', '.join(names)} on space {space + 1} ({_tile(view, space)})" for space, names in runs)


def _tile_mark(view: GrasseView, space: int) -> str:
    """Whose tile track ``space`` has, in a word: ``"yours"``, ``"grey"`` or a seat's letter."""
    owner = view.track[space].owner
    return "grey" if owner is None else "yours" if owner == view.viewer else view.seats[owner].letter


def _plan_choice(view: GrasseView, plan: Plan) -> Choice:
    """One decision that delivers every piece owed as ``plan`` says (its spot: the space it
    starts on), labelled short enough for the list: ``"Space 1 (B): 4, space 2 (yours): 1"``."""
    start = plan[0]
    runs = _runs(plan, view.step.pending)
    if len(runs) == 1:
        label = f"Space {start + 1} ({_tile_mark(view, start)}): all {len(plan)}"
    else:
        label = ", ".join(f"space {space + 1} ({_tile_mark(view, space)}): {len(names)}" for space, names in runs)
        label = label[0].upper() + label[1:]
    detail = _joined(f"{plan_words(view, plan, view.step.pending)}.", PLAN_NOTE, _full_spaces(view))
    deliveries = [act.Deliver(space) for space in plan]
    topic = STEP_TOPICS["deliver"]
    return Choice(deliveries[0], label, PLAN_GROUP, detail, topic, frozenset({start}), then=tuple(deliveries[1:]))


def _deliveries(view: GrasseView, singles: list[Choice]) -> list[Choice]:
    """A delivery step's choices: with two or more pieces owed, first each way of putting them
    all back at once from one space on (:func:`fill_plans`), then each space for the next
    piece alone, which takes the rest with it when their placing is forced then. Of choices
    that leave the same pieces on the same spaces, only the first is offered."""
    owed = view.step.pending
    if len(owed) < 2:
        return singles
    counts = _counts(view)
    choices = [_plan_choice(view, plan) for plan in fill_plans(counts, owed)]
    seen = {_placed(choice, owed) for choice in choices}
    single = f"Only the {owed[0].value}"
    for choice in singles:
        assert isinstance(choice.action, act.Deliver)
        after = list(counts)
        after[choice.action.space] += 1
        rest = forced_plan(after, owed[1:])
        if rest is not None:
            plan = (choice.action.space, *rest)
            choice = replace(
                choice,
                label=f"{choice.label}; then {len(rest)} more on {_spaces_words(rest)}",
                detail=_joined(f"{plan_words(view, plan, owed)}.", FORCED_REST_NOTE, _full_spaces(view)),
                then=tuple(act.Deliver(space) for space in rest),
            )
        key = _placed(choice, owed)
        if key not in seen:
            seen.add(key)
            choices.append(replace(choice, group=single))
    return choices


def _placed(choice: Choice, owed: Sequence[Resource]) -> tuple[Placement, int]:
    """What a delivery ``choice`` leaves on the track, and how many of the ``owed`` pieces it places."""
    plan = tuple(action.space for action in (choice.action, *choice.then) if isinstance(action, act.Deliver))
    return placement(plan, owed), len(plan)


def _with_forced_pieces(view: GrasseView, choice: Choice) -> Choice:
    """A perfume whose pieces can go back only one way: the one choice makes it
    and hands them back, so the player is not asked where."""
    action = choice.action
    seat = view.step.seat
    assert isinstance(action, act.Produce) and seat is not None
    owed = ingredients(action.perfume, action.essences, view.seats[seat].techniques)
    plan = forced_plan(_counts(view), owed)
    if plan is None:
        return choice
    words = plan_words(view, plan, owed)
    return replace(
        choice,
        label=f"{choice.label}; all back on {_spaces_words(plan)}",
        detail=_joined(choice.detail, f"The pieces can go back only one way: {words}."),
        then=tuple(act.Deliver(space) for space in plan),
    )
