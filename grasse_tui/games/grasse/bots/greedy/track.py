"""The track as one decision sees it: where pawns stand and where a seat's next move
lands (:class:`_Geometry`), and where a resource owed to the track is best delivered."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from grasse_tui.games.grasse.rules.actions import Deliver, GrasseAction
from grasse_tui.games.grasse.bots.greedy.needs import _seat_needs
from grasse_tui.games.grasse.bots.greedy.tables import _CACHE_LIMIT, _GENERIC
from grasse_tui.games.grasse.rules.content import ROUNDS, TRACK_SPACES, WORKERS
from grasse_tui.games.grasse.rules.view import GrasseView


class _Geometry:
    """Where pawns stand, and where a seat's next move (1 or 2) can land."""

    __slots__ = ("_reach", "_rivals", "occupied", "pawns")

    def __init__(self, pawns: tuple[int | None, ...], golden: int | None) -> None:
        self.pawns = pawns
        occupied = {p for p in pawns if p is not None}
        if golden is not None:
            occupied.add(golden)
        self.occupied: frozenset[int] = frozenset(occupied)
        self._reach: dict[int | None, tuple[int, int]] = {}
        self._rivals: dict[int, dict[int, list[int]]] = {}

    def reach(self, start: int | None) -> tuple[int, int]:
        """The spaces a pawn at ``start`` (None: off the track) lands on with a move of 1 and 2."""
        reach = self._reach.get(start)
        if reach is None:
            occupied = self.occupied
            index = -1 if start is None else start
            found: list[int] = []
            while len(found) < 2:
                index = (index + 1) % TRACK_SPACES
                if index not in occupied:
                    found.append(index)
            reach = self._reach[start] = (found[0], found[1])
        return reach

    def backward(self, start: int, steps: int) -> int:
        """Where a pawn at ``start`` lands ``steps`` free spaces back (Alley)."""
        index = start
        while steps:
            index = (index - 1) % TRACK_SPACES
            if index not in self.occupied:
                steps -= 1
        return index

    def rivals(self, seat: int) -> dict[int, list[int]]:
        """Space -> the other seats whose next move can land there."""
        spaces = self._rivals.get(seat)
        if spaces is None:
            spaces = self._rivals[seat] = {}
            for other, pawn in enumerate(self.pawns):
                if other != seat:
                    for index in set(self.reach(pawn)):
                        spaces.setdefault(index, []).append(other)
        return spaces


_geometries: dict[tuple[tuple[int | None, ...], int | None], _Geometry] = {}


def _geometry(view: GrasseView) -> _Geometry:
    pawns = tuple(s.pawn for s in view.seats)
    geometry = _geometries.get((pawns, view.golden_pawn))
    if geometry is None:
        if len(_geometries) >= _CACHE_LIMIT:
            _geometries.clear()
        geometry = _geometries[pawns, view.golden_pawn] = _Geometry(pawns, view.golden_pawn)
    return geometry


def _deliveries(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """Where to put the next resource owed: a little on the bot's own tiles, on its next
    landings (when it has a move left) what the piece is worth to it, and away from where
    rivals land. A run of deliveries shares the need weights of the stock once all are
    delivered, and the shares of each space (:func:`_delivery_shares`)."""
    me = view.me
    if me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    public = view.seats[me.seat]
    turns = public.workers_left + WORKERS * (ROUNDS - view.round)
    needs = _seat_needs(view, me, public, turns, kept=True)
    step = view.step
    resource = step.pending[0]
    owners = tuple([space.owner for space in view.track])
    geometry = _geometry(view)
    final = step.location is None
    key = (owners, geometry, public.seat, final)
    shares = _delivery_tables.get(key)
    if shares is None:
        if len(_delivery_tables) >= _CACHE_LIMIT:
            _delivery_tables.clear()
        shares = _delivery_tables[key] = _delivery_shares(owners, geometry, public.seat, final)
    own, mine, rivals = shares
    wanted = 0.8 * max(needs.gain[resource], 0.0)
    generic = 0.5 * _GENERIC[resource]
    spaces = [action.space for action in cast(Sequence[Deliver], legal)]
    return [own[i] + mine[i] * wanted - rivals[i] * generic for i in spaces]


_delivery_tables: dict[tuple[object, ...], tuple[list[float], list[float], list[float]]] = {}


def _delivery_shares(
    owners: tuple[int | None, ...], geometry: _Geometry, seat: int, final: bool
) -> tuple[list[float], list[float], list[float]]:
    """Per space: 0.1 on the bot's own tiles; the share of a piece's worth to the bot it gets
    back landing there next (2 on its tile, 1 on a grey one, 0.3 on a rival's; none once
    the game is over: ``final``); and the share of a piece's generic worth rivals landing
    there get (2 on their tile, 1 on a grey one, 0.5 on another's)."""
    own = [0.1 if owner == seat else 0.0 for owner in owners]
    mine = [0.0] * len(owners)
    if not final:
        for i in set(geometry.reach(geometry.pawns[seat])):
            owner = owners[i]
            mine[i] = 2.0 if owner == seat else 1.0 if owner is None else 0.3
    rivals = [0.0] * len(owners)
    for i, seats in geometry.rivals(seat).items():
        owner = owners[i]
        rivals[i] = sum(2.0 if owner == rival else 1.0 if owner is None else 0.5 for rival in seats)
    return own, mine, rivals

