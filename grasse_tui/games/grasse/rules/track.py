"""The resource track: movement, collection and delivery (rulebook "Movement on
the Track", "Collecting Resources"; rulings G3, G7, G11).

Spaces are indexed 0–13 from the left end; the track is a loop, so moving past
space 13 comes back to space 0 (and backward past 0 to 13).
"""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.games.grasse.rules.actions import Collect
from grasse_tui.games.grasse.rules.content import RESOURCES, SPACE_CAPACITY, TRACK_SPACES, Resource, walk
from grasse_tui.games.grasse.rules.state import GrasseState


def occupied(state: GrasseState) -> set[int]:
    """Spaces holding a pawn or the golden pawn."""
    taken = {s.pawn for s in state.seats if s.pawn is not None}
    if state.golden is not None:
        taken.add(state.golden)
    return taken


def pawn_walk(state: GrasseState, seat: int, steps: int, back: bool = False) -> tuple[int, tuple[int, ...]]:
    """Where ``seat``'s pawn lands moving ``steps`` free spaces forward (or ``back``), and the
    occupied spaces it passes on the way, in order; those are skipped and not counted.

    A pawn off the track enters from the left: 1 step forward lands on the first
    free space (ruling G11). Only a pawn on the track moves back (the Alley).
    """
    return walk(state.seats[seat].pawn, steps, back, occupied(state))


def forward_target(state: GrasseState, seat: int, steps: int) -> int:
    """The space ``seat``'s pawn reaches moving ``steps`` free spaces forward (:func:`pawn_walk`)."""
    return pawn_walk(state, seat, steps)[0]


def backward_target(state: GrasseState, seat: int, steps: int) -> int:
    """The space ``seat``'s pawn (on the track) reaches moving ``steps`` free spaces back (Alley)."""
    return pawn_walk(state, seat, steps, back=True)[0]


def room(state: GrasseState) -> int:
    """How many more pieces the track can hold (4 per space)."""
    return SPACE_CAPACITY * TRACK_SPACES - sum(space.count for space in state.track)


def track_total(state: GrasseState, resource: Resource) -> int:
    """How many ``resource`` pieces lie on the whole track."""
    return sum(space.pieces[resource] for space in state.track)


def delivery_spaces(state: GrasseState) -> list[int]:
    """Spaces that can take one more piece (fewer than 4 there)."""
    return [i for i, space in enumerate(state.track) if space.count < SPACE_CAPACITY]


def put(state: GrasseState, space: int, resource: Resource) -> None:
    """Add one ``resource`` to ``space`` (the caller checked the capacity)."""
    target = state.track[space]
    target.pieces[resource] += 1
    target.count += 1
    state.touch_space(space)


def take(state: GrasseState, space: int, resource: Resource) -> None:
    """Remove one ``resource`` from ``space`` (the caller checked it is there)."""
    target = state.track[space]
    target.pieces[resource] -= 1
    target.count -= 1
    state.touch_space(space)


def deliver_piece(state: GrasseState, seat: int, space: int, resource: Resource) -> None:
    """``seat`` puts one ``resource`` from its stock on ``space``."""
    state.seats[seat].stock[resource] -= 1
    state.touch_private(seat)
    put(state, space, resource)


def take_piece(state: GrasseState, seat: int, space: int, resource: Resource) -> None:
    """``seat`` takes one ``resource`` from ``space`` into its stock."""
    take(state, space, resource)
    state.seats[seat].stock[resource] += 1
    state.touch_private(seat)


def swap_tiles(state: GrasseState, a: int, b: int) -> None:
    """The tiles (owners) of spaces ``a`` and ``b`` change places; their pieces stay (City Hall)."""
    track = state.track
    track[a].owner, track[b].owner = track[b].owner, track[a].owner
    state.touch_space(a)
    state.touch_space(b)


def swap_pieces(state: GrasseState, a: int, b: int) -> None:
    """The pieces of spaces ``a`` and ``b`` change places; their tiles stay (Shortcut)."""
    first, second = state.track[a], state.track[b]
    first.pieces, second.pieces = second.pieces, first.pieces
    first.count, second.count = second.count, first.count
    state.touch_space(a)
    state.touch_space(b)


def set_pawn(state: GrasseState, seat: int, space: int | None) -> None:
    """Stand ``seat``'s pawn on ``space``."""
    record = state.seats[seat]
    if record.pawn is not None:
        state.touch_space(record.pawn)
    record.pawn = space
    if space is not None:
        state.touch_space(space)
    state.touch_seat(seat)


def set_golden(state: GrasseState, space: int | None) -> None:
    """Stand the golden pawn on ``space`` (None: off the track)."""
    if state.golden is not None:
        state.touch_space(state.golden)
    state.golden = space
    if space is not None:
        state.touch_space(space)


def collect_options(state: GrasseState, seat: int, space: int, golden: bool) -> list[Collect]:
    """What ``seat`` may take from ``space``; always ends with ``Collect(())``.

    Tile rules ("Collecting Resources"): grey tile 1 piece free; own tile up to 2;
    an opponent's tile 1 piece for 1 coin paid to that seat (only with a coin).
    ``golden`` (Square): any 1 piece, free, whatever the tile. A round event
    changes the limit for a pawn's stop (``state.collect_mode``, ruling G26):
    mode 2 allows up to 2 pieces on every tile (1 coin in all on an opponent's),
    mode 1 at most 1 piece on every tile.
    """
    pieces = state.track[space].pieces
    owner = state.track[space].owner
    if owner is not None and owner != seat and not golden and state.seats[seat].coins <= 0:
        return [Collect(())]
    present = [r for r in RESOURCES if pieces[r]]
    options = [Collect((r,)) for r in present]
    mode = 0 if golden else state.collect_mode
    if (owner == seat and not golden and mode != 1) or mode == 2:
        options += [Collect((a, b)) for i, a in enumerate(present) for b in present[i:] if a is not b or pieces[a] >= 2]
    options.append(Collect(()))
    return options


def collect_cost(state: GrasseState, seat: int, space: int, golden: bool, resources: tuple[Resource, ...]) -> int:
    """Coins ``seat`` pays the tile's owner to collect ``resources`` at ``space`` (0 or 1)."""
    owner = state.track[space].owner
    if golden or not resources or owner is None or owner == seat:
        return 0
    return 1


def pieces_text(resources: Sequence[Resource]) -> str:
    """``"water and floral"``, or ``"2 diluent"`` for two of a kind (a collection's pieces)."""
    if len(resources) == 2 and resources[0] is resources[1]:
        return f"2 {resources[0].value}"
    return " and ".join(r.value for r in resources)
