"""Pierre, the Envious: the solo automaton (rulebook "Solo Mode"; rulings G40–G60).

Pierre is not a seat that decides through ``legal_actions``. He has a
:class:`~grasse_tui.games.grasse.rules.state.SeatState` at index ``state.pierre``
(his stock, coins, flasks, cards, pawn, tracks), and the rules carry out his
procedure at fixed moments, deterministically:

* setup: :func:`place_setup_tiles` after the seat's 1st and 3rd large tiles (G42);
* after each of the seat's turns: :func:`.pierre_reactions.react` to the location
  the seat used (the table, G43–G56), then :func:`move_and_collect` (G57–G58);
* at the end: :func:`final_action`, his free action (G59);
* with the Events expansion: :func:`.pierre_events.event_part`, his share of each
  event card, right after the seat's (G33–G38); his collections follow the round's
  collect limit and his reactions may sell or make a second flask.

This module holds what those share: his preferences, his list, his moves and
collections, and the perfume he makes or sells.

Only one thing is ever asked of a person: where the printed table says "the
player's choice" (which perfume Pierre makes or sells when none of his
preferred ones is possible), the seat picks with
:class:`~grasse_tui.games.grasse.rules.actions.ChooseForPierre` in a PIERRE step.

Every step Pierre takes is a public log line beginning "Pierre", so a player
can check him against the table in the help. Nothing here uses the RNG except
drawing replacement cards at the Master Perfumer, as a seat's draw would.

Terms used throughout (ruling G42, G58):

* **first space**: the lowest-numbered space, counting from space 1 at the
  left end of the track where pawns enter;
* **ahead of his pawn**: the other 13 spaces in the order his pawn would
  reach them moving forward, nearest first (all 14 from space 1 while his
  pawn is not on the track yet);
* **his list** (collection order, G57): pieces are picked one at a time, each
  time the first of: a base he holds none of (water, alcohol, diluent,
  fixative); the vanguard's essence; the essence of a perfume he holds a
  contract for (oldest contract first); the fashion essence; any other
  essence (floral, fruity, herbal, spice, woody); any base (same order).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from grasse_tui.games.grasse.rules.content import (
    BASES,
    ESSENCES,
    PERFUMES,
    SPACE_CAPACITY,
    TRACK_SPACES,
    Essence,
    EventId,
    LocationId,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.effects import (
    doubled,
    pay_seat,
    produce,
    produce_options,
    sell,
    sell_options,
)
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind, Then
from grasse_tui.games.grasse.rules.track import (
    backward_target,
    deliver_piece,
    forward_target,
    set_pawn,
    take_piece,
)

SETUP_ORDINALS: Final = ("first", "second", "third")

SELL_FIRST: Final[frozenset[LocationId]] = frozenset({LocationId.PERFUMERY, LocationId.CHATEAU})
"""Locations where Pierre sells first and makes a perfume only if he cannot sell."""
MAKE_FIRST: Final[frozenset[LocationId]] = frozenset(
    {LocationId.FACTORY_1, LocationId.FACTORY_2, LocationId.FACTORY_3, LocationId.GRANDE_USINE}
)
"""Locations where Pierre makes a perfume first and sells only if he cannot make one."""

FALLBACK_LINES: Final[dict[bool, str]] = {
    True: "Pierre cannot make any perfume, so he sells one instead.",
    False: "Pierre cannot sell a flask, so he makes a perfume instead.",
}
"""The log line when his reaction's first way is closed, by whether he then sells."""


def pierre_seat(state: GrasseState) -> int:
    """Pierre's seat index in ``state``; AssertionError outside a solo game."""
    index = state.pierre
    assert index is not None, "not a solo game"
    return index


def log_line(state: GrasseState, text: str) -> None:
    """Add ``text``, one of Pierre's steps, to the public log."""
    state.add_log(text, state.pierre)


def tile_word(state: GrasseState, space: int) -> str:
    """``"his tile"``, ``"your tile"`` or ``"grey tile"``: who owns ``space``'s tile, as Pierre's log says it."""
    owner = state.track[space].owner
    if owner is None:
        return "grey tile"
    return "his tile" if owner == state.pierre else "your tile"


# --- setup: Pierre's large tiles (Solo Mode, Setup 3; G42) -------------------


def setup_space(state: GrasseState, number: int) -> int:
    """The space where Pierre puts his ``number``-th (1–3) large tile now.

    Tiles 1 and 3: the first space without a tile holding any essence. Tile 2:
    the first space without a tile holding an essence of this round's vanguard
    perfume. When no space qualifies (the vanguard is Exotic, which has no
    essence, or no free space holds one), he falls back to the first free space
    holding any essence, then to the first free space (G42).
    """
    free = [i for i, space in enumerate(state.track) if space.owner is None]
    assert free, "no space left for Pierre's tile"
    essence = state.vanguard.essence
    if number == 2 and essence is not None:
        for index in free:
            if state.track[index].pieces[essence]:
                return index
    for index in free:
        if any(state.track[index].pieces[e] for e in ESSENCES):
            return index
    return free[0]


def place_setup_tiles(state: GrasseState, numbers: tuple[int, ...]) -> None:
    """Pierre places his large tiles ``numbers`` (e.g. ``(1, 2)``), one log line each."""
    pierre = pierre_seat(state)
    essence = state.vanguard.essence
    for number in numbers:
        index = setup_space(state, number)
        space = state.track[index]
        if number == 2 and essence is not None and space.pieces[essence]:
            why = f"the first free space with {essence.value}, the vanguard's essence"
        elif any(space.pieces[e] for e in ESSENCES):
            why = "the first free space with an essence"
        else:
            why = "the first free space (none has an essence)"
        space.owner = pierre
        state.touch_space(index)
        log_line(state, f"Pierre places his {SETUP_ORDINALS[number - 1]} large tile on space {index + 1}, {why}.")


# --- preferences: perfumes, pieces, spaces ------------------------------------


def perfume_preference(state: GrasseState) -> list[Perfume]:
    """Pierre's perfume order before "the player's choice": the vanguard, the
    perfumes of his contracts (oldest first), the fashion perfume (printed; G43)."""
    contracts = state.seats[pierre_seat(state)].contracts
    return list(dict.fromkeys([state.vanguard, *(c.perfume for c in contracts), state.fashion]))


def makeable(state: GrasseState) -> list[Perfume]:
    """Perfume types Pierre could make now (ingredients, flask, limit, track room), in ``PERFUMES`` order."""
    return list(dict.fromkeys(option.perfume for option in produce_options(state, pierre_seat(state), PERFUMES)))


def sellable(state: GrasseState) -> list[Perfume]:
    """Perfume types Pierre could sell now, in ``PERFUMES`` order."""
    return [option.perfume for option in sell_options(state, pierre_seat(state))]


def exotic_essences(state: GrasseState) -> tuple[Essence, Essence]:
    """The two essences Pierre hands in for an Exotic perfume: the two he holds most
    of, ties in the order floral, fruity, herbal, spice, woody (G43)."""
    stock = state.seats[pierre_seat(state)].stock
    held = sorted((e for e in ESSENCES if stock[e]), key=lambda e: -stock[e])
    return held[0], held[1]


NEXT_ON_HIS_LIST: Final = "first on his list there"
"""Why he takes a kind his list does not single out: it came first among the pieces there."""


def _his_list(state: GrasseState, stock: dict[Resource, int] | None = None) -> dict[Resource, str]:
    """Pierre's list (G57) in order, given his ``stock`` (default: his stock now), each kind
    with why it stands where it does (for the log): bases he lacks, the essences of the
    vanguard, of his contracts and of the fashion perfume, then every other kind."""
    record = state.seats[pierre_seat(state)]
    held = record.stock if stock is None else stock
    wanted: dict[Resource, str] = {b: "a base he lacks" for b in BASES if not held[b]}
    targets = [
        (state.vanguard, "the vanguard's essence"),
        *((c.perfume, "the essence of a contract he holds") for c in record.contracts),
        (state.fashion, "the fashion's essence"),
    ]
    for perfume, why in targets:
        if perfume.essence is not None:
            wanted.setdefault(perfume.essence, why)
    rest: tuple[Resource, ...] = (*ESSENCES, *BASES)
    for resource in rest:
        wanted.setdefault(resource, NEXT_ON_HIS_LIST)
    return wanted


def collection_order(state: GrasseState, stock: dict[Resource, int] | None = None) -> list[Resource]:
    """Pierre's list (G57): the order in which he wants pieces, given his ``stock``
    (default: his stock now)."""
    return list(_his_list(state, stock))


def pick(
    state: GrasseState, space: int, count: int, allowed: tuple[Resource, ...] | None = None
) -> list[tuple[Resource, str]]:
    """Up to ``count`` pieces Pierre picks from ``space`` by his list, one at a time
    (the list is re-read after each pick, so a base he lacked is wanted once), each
    with why his list put it there (for the log)."""
    available = dict(state.track[space].pieces)
    record = state.seats[pierre_seat(state)]
    stock = dict(record.stock)
    chosen: list[tuple[Resource, str]] = []
    for _ in range(count):
        wanted = _his_list(state, stock)
        resource = next((r for r in wanted if available[r] and (allowed is None or r in allowed)), None)
        if resource is None:
            break
        chosen.append((resource, wanted[resource]))
        available[resource] -= 1
        stock[resource] += 1
    return chosen


def picked_text(chosen: Sequence[tuple[Resource, str]]) -> str:
    """The pieces of :func:`pick` with their reasons: ``"water (a base he lacks) and
    floral (the vanguard's essence)"``, ``"2 fruity (the vanguard's essence)"``, or
    ``"2 water (a base he lacks, then first on his list there)"``."""
    if len(chosen) == 2 and chosen[0][0] is chosen[1][0]:
        (resource, first), (_, second) = chosen
        why = first if first == second else f"{first}, then {second}"
        return f"2 {resource.value} ({why})"
    return " and ".join(f"{resource.value} ({why})" for resource, why in chosen)


def ahead(state: GrasseState) -> list[int]:
    """Spaces ahead of Pierre's pawn, nearest first (all from space 1 when it is off the track)."""
    pawn = state.seats[pierre_seat(state)].pawn
    if pawn is None:
        return list(range(TRACK_SPACES))
    return [(pawn + k) % TRACK_SPACES for k in range(1, TRACK_SPACES)]


def delivery_space(state: GrasseState) -> int:
    """Where Pierre puts his next piece: the nearest space ahead with his tile and
    room; else the nearest grey space ahead with room (printed); else the nearest
    of your spaces ahead with room, else his own space (G58)."""
    pierre = pierre_seat(state)
    order = ahead(state)
    track = state.track
    for wanted in (pierre, None):
        for index in order:
            if track[index].owner == wanted and track[index].count < SPACE_CAPACITY:
                return index
    pawn = state.seats[pierre].pawn
    last: list[int] = order if pawn is None else [*order, pawn]
    for index in last:
        if track[index].count < SPACE_CAPACITY:
            return index
    raise AssertionError("no room on the track for Pierre's delivery")


def landing_rank(state: GrasseState, space: int) -> int:
    """0 for his own tile, 1 for a grey tile, 2 for your tile (printed movement preference)."""
    owner = state.track[space].owner
    if owner == state.pierre:
        return 0
    return 1 if owner is None else 2


def choose_move(state: GrasseState, steps: tuple[int, ...] = (1, 2), backward: bool = False) -> tuple[int, int]:
    """(steps, space) of Pierre's move: his own tile if one is reachable, else a grey
    one, else yours (printed); between equal landings, the space holding more
    pieces, then the shorter move (G58)."""
    pierre = pierre_seat(state)
    target: Callable[[GrasseState, int, int], int] = backward_target if backward else forward_target
    options = [(n, target(state, pierre, n)) for n in steps]
    return min(options, key=lambda o: (landing_rank(state, o[1]), -state.track[o[1]].count, o[0]))


# --- doing things -----------------------------------------------------------


def _deliver(state: GrasseState, owed: list[Resource]) -> None:
    pierre = pierre_seat(state)
    for resource in owed:
        index = delivery_space(state)
        deliver_piece(state, pierre, index, resource)
        log_line(state, f"Pierre puts {resource.value} on space {index + 1} ({tile_word(state, index)}).")


def make(state: GrasseState, perfume: Perfume) -> None:
    """Pierre makes ``perfume`` (scoring as a seat does) and delivers the recipe (G58)."""
    essences: tuple[Essence, ...]
    if perfume is Perfume.EXOTIC:
        essences = exotic_essences(state)
    else:
        essence = perfume.essence
        assert essence is not None
        essences = (essence,)
    owed = produce(state, pierre_seat(state), perfume, essences)
    _deliver(state, owed)


def sell_flask(state: GrasseState, perfume: Perfume) -> None:
    """Pierre sells one ``perfume`` flask at Perfumery prices (no Château bonus, G53)."""
    sell(state, pierre_seat(state), perfume, 0)


def collect_count(state: GrasseState, space: int) -> int:
    """How many pieces Pierre's pawn may collect on ``space`` this round: 2 on his
    tile, 1 elsewhere; 2 everywhere under Collect 2, at most 1 under Collect at
    Most 1 (``state.collect_mode``, rulings G26, G37)."""
    mode = state.collect_mode
    if mode:
        return mode
    return 2 if state.track[space].owner == state.pierre else 1


def collect_at(state: GrasseState, space: int) -> None:
    """Pierre collects where his pawn stopped, by the tile rules and his list (G57).

    His tile: 2 pieces; grey: 1; your tile: 1 for $1 paid to you, only if he has
    a coin (else nothing). A round event changes the count (:func:`collect_count`;
    on your tile he still pays $1 in all).
    """
    pierre = pierre_seat(state)
    record = state.seats[pierre]
    owner = state.track[space].owner
    if not state.track[space].count:
        log_line(state, f"Pierre finds space {space + 1} empty and collects nothing.")
        return
    paying = owner is not None and owner != pierre
    if paying and not record.coins:
        log_line(state, f"Pierre has no coin to pay for your tile on space {space + 1} and collects nothing.")
        return
    count = collect_count(state, space)
    usual = min(2 if owner == pierre else 1, state.track[space].count)
    chosen = pick(state, space, count)
    event = EventId.RICH_HARVEST if len(chosen) > usual else EventId.POOR_HARVEST if len(chosen) < usual else None
    for resource, _ in chosen:
        take_piece(state, pierre, space, resource)
    paid = ""
    if paying:
        assert owner is not None
        pay_seat(state, pierre, owner, 1)
        paid = f", paying 1 coin to {state.seat_label(owner)}"
    note = f" ({event.label})" if event is not None else ""
    log_line(state, f"Pierre collects {picked_text(chosen)} from space {space + 1}{paid}{note}.")


def move_and_collect(state: GrasseState) -> None:
    """Pierre's move after each reaction: 1 or 2 spaces by his preference, then collect (G57, G58)."""
    steps, space = choose_move(state)
    set_pawn(state, pierre_seat(state), space)
    log_line(state, f"Pierre moves {steps} to space {space + 1} ({tile_word(state, space)}).")
    collect_at(state, space)


# --- reactions (the table, G43–G56) ------------------------------------------


def _choice_step(state: GrasseState, location: LocationId | None, then: Then, selling: bool, second: bool) -> Step:
    options = ", ".join(p.label for p in (sellable(state) if selling else makeable(state)))
    verb = "sell" if selling else "make"
    which = "his second flask" if second else f"which he will {verb}"
    log_line(state, f"Pierre can {verb} none of his preferred perfumes; you choose {which} ({options}).")
    return Step(StepKind.PIERRE, 0, then, location, times_done=int(second), selling=selling)


def doubles(state: GrasseState, location: LocationId | None, selling: bool) -> bool:
    """True when this round's Double Sale (``selling`` at the Perfumery or Château) or
    Double Production (making at a Factory or La Grande Usine) gives Pierre's
    reaction at ``location`` a second flask (G38). A fallback (making at the
    Perfumery, selling at a Factory) and the free action (``location`` None) stay single."""
    return location is not None and selling == (location in SELL_FIRST) and doubled(state, location)


def _flask(state: GrasseState, location: LocationId | None, then: Then, selling: bool, second: bool) -> Step | None:
    """Sell (or make) one flask chosen by his preference, a lone option, else the
    seat's choice (a PIERRE step); then the second flask if an event doubles it."""
    options = sellable(state) if selling else makeable(state)
    chosen = next((p for p in perfume_preference(state) if p in options), None)
    if chosen is not None:
        log_line(state, f"Pierre picks {chosen.label}: {_preferred_because(state, chosen)}.")
    elif len(options) == 1:
        chosen = options[0]
        log_line(state, f"Pierre picks {chosen.label}, the only perfume he can {'sell' if selling else 'make'}.")
    else:
        return _choice_step(state, location, then, selling, second)
    if selling:
        sell_flask(state, chosen)
    else:
        make(state, chosen)
    return None if second else _second_flask(state, location, then, selling)


def _preferred_because(state: GrasseState, perfume: Perfume) -> str:
    """Why ``perfume`` comes first in :func:`perfume_preference` among those he can use."""
    if perfume is state.vanguard:
        return "the vanguard comes first for him"
    if any(card.perfume is perfume for card in state.seats[pierre_seat(state)].contracts):
        return "he holds its contract (after the vanguard)"
    return "it is in fashion (after the vanguard and his contracts)"


def _second_flask(state: GrasseState, location: LocationId | None, then: Then, selling: bool) -> Step | None:
    if not doubles(state, location, selling):
        return None
    event = EventId.DOUBLE_SALE if selling else EventId.DOUBLE_PRODUCTION
    verb = "sell" if selling else "make"
    if not (sellable(state) if selling else makeable(state)):
        log_line(state, f"Pierre cannot {verb} a second flask ({event.label}).")
        return None
    log_line(state, f"Pierre {verb}s a second flask ({event.label}).")
    return _flask(state, location, then, selling, True)


def produce_or_sell(state: GrasseState, location: LocationId | None, then: Then, sell_first: bool) -> Step | None:
    """Make a perfume, else sell one (``sell_first``: the other way round); the
    perfume by his preference, else the seat's choice (a PIERRE step). Under a
    doubling event a second flask of the same kind may follow (G38)."""
    for selling in (True, False) if sell_first else (False, True):
        if sellable(state) if selling else makeable(state):
            if selling != sell_first:  # the first way was closed: say why he turns to the other
                log_line(state, FALLBACK_LINES[selling])
            return _flask(state, location, then, selling, False)
    log_line(state, "Pierre can neither make nor sell a perfume, so he does nothing more.")
    return None


def choice_options(state: GrasseState, step: Step) -> list[Perfume]:
    """The perfumes the seat may pick for Pierre in a PIERRE step."""
    return sellable(state) if step.selling else makeable(state)


def resolve_choice(state: GrasseState, step: Step, perfume: Perfume) -> Step | None:
    """Carry out the seat's pick for Pierre (the caller checked it is an option).

    Returns the PIERRE step for his second flask when a doubling event calls for
    one and the seat must choose it again (G38), else None (his reaction is over).
    """
    log_line(state, f"You choose {perfume.label} for Pierre.")
    if step.selling:
        sell_flask(state, perfume)
    else:
        make(state, perfume)
    if step.times_done:
        return None
    return _second_flask(state, step.location, step.then, step.selling)


def final_action(state: GrasseState, sold: bool, then: Then) -> Step | None:
    """Pierre's end-of-game free action (G59): after your sale he sells, else makes;
    otherwise (you made a perfume or passed) he makes, else sells. No move follows."""
    what = "you sold" if sold else "every player has one"
    log_line(state, f"Pierre takes his free action ({what}): he {'sells' if sold else 'makes'} first.")
    return produce_or_sell(state, None, then, sold)
