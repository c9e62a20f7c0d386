"""Other worlds a seat cannot tell from the real one: :func:`perturbed` (``Game.perturbed``).

What a viewer sees is its view (:mod:`view`): everything public, and its own stock,
coins, flasks and formula; a spectator (viewer None) sees only what is public. In
the solo game everything about Pierre is public. A perturbed copy redraws with the
caller's RNG what the view hides, keeping every total the view shows:

* the stock of the seats the viewer cannot see (the *hidden* seats): their pieces
  are pooled and dealt back at random, each seat getting as many as it had, so
  each resource's total behind the screens stays what the track shows (the bag's
  pieces are all on the track from the start, so no bag is left to reorder);
* their coins: the coins they hold between them, split anew (the bank is public);
* their flasks: pooled and dealt back, each seat as many as it holds (made less
  sold, both public) and none of a perfume it has not made as often;
* their secret formulas (Secret Formula, until the game ends), redrawn from the
  cards the viewer does not hold;
* the order of every face-down pile (technique and contract decks, vanguard cards,
  client and event piles), the face-down round tiles (drawn again from the tiles
  not in sight), and the game's own RNG (reseeded).

What the viewer could work out from the public log lines (a careful reader can
count every piece and coin a seat takes, pays or hands in) is not kept: a perturbed
copy matches the view, not the whole history. The copy's log keeps the public
texts and the viewer's own private ones; the other seats' private texts (their
coins after a payment, their formula) are left out, since they tell the real
values.

A hidden seat that is deciding keeps the decision the view shows it at: the rules
skip an effect, a collection, a free action or an event part with nothing to choose,
so a redraw that leaves such a seat nothing to choose is drawn again, and a seat
delivering pieces keeps the pieces it still owes.
"""

from __future__ import annotations

from collections import Counter
from copy import deepcopy
from random import Random
from typing import Final, TypeVar

from grasse_tui.core.worlds import read_by, shuffled
from grasse_tui.games.grasse.rules.content import (
    FORMULA_CARDS,
    LOCATION_TILES,
    PERFUMES,
    RESOURCES,
    TILES_SET_ASIDE,
    CardRow,
)
from grasse_tui.games.grasse.rules.effects import effect_options
from grasse_tui.games.grasse.rules.events import event_options
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind
from grasse_tui.games.grasse.rules.track import collect_options
from grasse_tui.games.grasse.rules.turns import final_options

REDRAWS: Final = 100
"""How often the hidden seats' stock, coins and flasks are drawn before the real ones are
kept (a deciding seat's choice, or a seat's flasks, can rule out most draws)."""


def perturbed(state: GrasseState, viewer: int | None, rng: Random) -> GrasseState:
    """A deep copy of ``state`` in which what ``viewer`` (None: a spectator) may not see is
    drawn anew with ``rng``, as the module docstring lists; ``state`` is left as it was.
    The copy's view for ``viewer`` equals the state's, and play can go on from it."""
    twin = deepcopy(state)
    hidden = [seat for seat in range(twin.players) if seat != viewer and seat != twin.pierre]
    twin.log = read_by(twin.log, viewer)
    _redraw_seats(twin, hidden, rng)
    if not twin.over:
        _redraw_formulas(twin, hidden, rng)
    for row in CardRow:
        twin.decks[row] = shuffled(twin.decks[row], rng)
    twin.vanguard_deck = shuffled(twin.vanguard_deck, rng)
    twin.client_deck = shuffled(twin.client_deck, rng)
    twin.event_deck = shuffled(twin.event_deck, rng)
    _redraw_round_tiles(twin, rng)
    twin.rng.seed(rng.getrandbits(64))
    return twin


def _redraw_seats(state: GrasseState, hidden: list[int], rng: Random) -> None:
    """Deal the ``hidden`` seats' stock, coins and flasks anew (the flasks within what each
    seat made) until the deciding seat keeps its choice; after :data:`REDRAWS` draws that
    do not, leave them as they were (then a searching bot's world would hold them: the
    flasks' deal rarely fails now that it keeps within what each seat made)."""
    if not hidden:
        return
    records = [state.seats[seat] for seat in hidden]
    real = [(record.stock, record.coins, record.flasks) for record in records]
    step = state.step
    owed = [Counter(step.pending if step.kind is StepKind.DELIVER and seat == step.seat else ()) for seat in hidden]
    for _ in range(REDRAWS):
        stocks = _deal([Counter(record.stock) - owes for record, owes in zip(records, owed, strict=True)], rng)
        flasks = _deal_flasks([flasks for _, _, flasks in real], [record.produced for record in records], rng)
        coins = _split(sum(record.coins for record in records), len(records), rng)
        if flasks is None:
            continue
        for record, stock, owes, held, purse in zip(records, stocks, owed, flasks, coins, strict=True):
            record.stock = {resource: stock[resource] + owes[resource] for resource in RESOURCES}
            record.flasks = {perfume: held[perfume] for perfume in PERFUMES}
            record.coins = purse
        if _still_deciding(state):
            return
    for record, kept in zip(records, real, strict=True):
        record.stock, record.coins, record.flasks = kept


T = TypeVar("T")


def _deal(holdings: list[Counter[T]], rng: Random) -> list[Counter[T]]:
    """The items of ``holdings`` (one multiset per seat) shuffled together and dealt back,
    each seat as many as it had."""
    pool = shuffled((item for holding in holdings for item in holding.elements()), rng)
    dealt = []
    for holding in holdings:
        size = holding.total()
        dealt.append(Counter(pool[:size]))
        del pool[:size]
    return dealt


def _split(total: int, parts: int, rng: Random) -> list[int]:
    """``total`` split into ``parts`` numbers of at least 0, every split as likely."""
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [high - low for low, high in zip([0, *cuts], [*cuts, total], strict=True)]


def _deal_flasks(held: list[dict[T, int]], made: list[dict[T, int]], rng: Random) -> list[Counter[T]] | None:
    """The flasks of ``held`` (one per seat: perfume -> count) pooled and dealt back, each
    seat as many as it held and never more of a perfume than it ``made``: each flask, in an
    order drawn with ``rng``, to a seat drawn among those with room for it; None when a
    deal runs into a flask no seat has room for (the caller draws again)."""
    pool = shuffled((perfume for holding in held for perfume in Counter(holding).elements()), rng)
    room = [sum(holding.values()) for holding in held]
    dealt: list[Counter[T]] = [Counter() for _ in held]
    for perfume in pool:
        fits = [seat for seat in range(len(held)) if room[seat] and dealt[seat][perfume] < made[seat][perfume]]
        if not fits:
            return None
        seat = rng.choice(fits)
        dealt[seat][perfume] += 1
        room[seat] -= 1
    return dealt


def _still_deciding(state: GrasseState) -> bool:
    """Whether the pending step still gives its seat a choice where the rules would
    otherwise have skipped it (see :func:`turns._advance`, :func:`events.run_events`)."""
    step = state.step
    if step.kind is StepKind.EFFECT:
        return bool(effect_options(state, step))
    if step.kind is StepKind.COLLECT:
        assert step.space is not None
        return len(collect_options(state, step.seat, step.space, step.golden)) > 1
    if step.kind is StepKind.FINAL:
        return len(final_options(state, step.seat)) > 1
    if step.kind is StepKind.EVENT:
        return bool(event_options(state, step))
    return True


def _redraw_formulas(state: GrasseState, hidden: list[int], rng: Random) -> None:
    """Give the ``hidden`` seats holding a secret formula other cards, none of them held
    by a seat the viewer sees."""
    holders = [seat for seat in hidden if state.seats[seat].formula is not None]
    known = {state.seats[seat].formula for seat in range(state.players) if seat not in holders}
    cards = [card for card in FORMULA_CARDS if card not in known]
    for seat, card in zip(holders, rng.sample(cards, len(holders)), strict=True):
        state.seats[seat].formula = card


def _redraw_round_tiles(state: GrasseState, rng: Random) -> None:
    """Draw the face-down round tiles again from the tiles nobody has seen (the round tiles
    still face down and those left in the box)."""
    face_down = range(state.round, len(state.round_tiles))
    in_play = [tile for tile in LOCATION_TILES if tile not in TILES_SET_ASIDE[state.players]]
    unseen = [tile for tile in in_play if tile not in state.locations]
    for index, tile in zip(face_down, rng.sample(unseen, len(face_down)), strict=True):
        state.round_tiles[index] = tile
