"""Pierre's reaction to the location the seat used this turn: the Solo Mode table
(rulings G43–G56). Each reaction is carried out at once; only a perfume he may make or
sell in more than one way is left to the seat (a PIERRE step, see :mod:`.pierre`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from grasse_tui.games.grasse.rules.content import (
    ESSENCES,
    PIERRE_REACTIONS,
    TRACK_SPACES,
    CardRow,
    LocationId,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.effects import (
    can_hold,
    coins_word,
    gain_coins,
    pay_bank,
    take_card,
)
from grasse_tui.games.grasse.rules.pierre import (
    MAKE_FIRST,
    SELL_FIRST,
    ahead,
    choose_move,
    collect_at,
    log_line,
    pick,
    picked_text,
    pierre_seat,
    produce_or_sell,
    tile_word,
)
from grasse_tui.games.grasse.rules.state import GrasseState, Step, Then
from grasse_tui.games.grasse.rules.track import (
    forward_target,
    occupied,
    set_pawn,
    swap_pieces,
    swap_tiles,
    take_piece,
)

BANK_REACTION_COINS: Final = 1
"""Pierre's Bank reaction: he receives $1 (printed)."""
ROYAL_BANK_REACTION_COINS: Final = 2
"""Pierre's Royal Bank reaction: $2, one less than a seat gets, as at the Bank (G49)."""
MARKET_REACTION_PRICE: Final = 1
"""Pierre pays the bank $1 for his one Market piece (G46)."""


def card_choice(state: GrasseState, rows: tuple[CardRow, ...]) -> tuple[CardRow, int, Perfume | None] | None:
    """(row, index, target) of the open card Pierre takes among ``rows`` (G44's order with
    the other row left out), or None when he may hold none of them. ``target`` is the
    perfume his order looked for (the vanguard or the fashion perfume), None for the leftmost
    card he may hold."""
    pierre = pierre_seat(state)
    tests: list[tuple[CardRow, Perfume | None]] = [
        (CardRow.CONTRACT, state.vanguard),
        (CardRow.CONTRACT, state.fashion),
        (CardRow.TECHNIQUE, state.vanguard),
        (CardRow.TECHNIQUE, state.fashion),
        (CardRow.CONTRACT, None),
        (CardRow.TECHNIQUE, None),
    ]
    for row, perfume in tests:
        if row not in rows:
            continue
        for index, card in enumerate(state.rows[row]):
            if (perfume is None or card.perfume is perfume) and can_hold(state, pierre, card):
                return row, index, perfume
    return None


def take_chosen_card(state: GrasseState, row: CardRow, index: int, target: Perfume | None) -> None:
    """Take the card :func:`card_choice` chose, saying why (its ``target``)."""
    if target is None:
        why = f"the first {row.value} he may hold (none open is for the vanguard or the fashion perfume)"
    else:
        why = f"a {row.value} for {'the vanguard' if target is state.vanguard else 'the fashion perfume'}, first on his list"
    log_line(state, f"Pierre picks {state.rows[row][index].label}: {why}.")
    take_card(state, pierre_seat(state), row, index)


def _master_perfumer(state: GrasseState) -> None:
    choice = card_choice(state, (CardRow.CONTRACT, CardRow.TECHNIQUE))
    if choice is None:
        log_line(state, "Pierre may hold none of the open cards, so he takes nothing.")
        return
    take_chosen_card(state, *choice)


def _first_space_ahead(state: GrasseState, test: Callable[[int], bool]) -> int | None:
    return next((i for i in ahead(state) if test(i)), None)


def _take_one(state: GrasseState, space: int, allowed: tuple[Resource, ...] | None, how: str) -> None:
    chosen = pick(state, space, 1, allowed)
    if not chosen:
        log_line(state, f"Pierre finds nothing he may take on space {space + 1}.")
        return
    take_piece(state, pierre_seat(state), space, chosen[0][0])
    log_line(state, f"Pierre takes {picked_text(chosen)} from space {space + 1}{how}.")


def _market(state: GrasseState) -> None:
    pierre = pierre_seat(state)
    if not state.seats[pierre].coins:
        log_line(state, "Pierre has no coin, so he buys nothing.")
        return
    space = _first_space_ahead(state, lambda i: state.track[i].count > 0)
    if space is None:
        log_line(state, "The track is empty, so Pierre buys nothing.")
        return
    pay_bank(state, pierre, MARKET_REACTION_PRICE)
    _take_one(state, space, None, f", paying {coins_word(MARKET_REACTION_PRICE)} to the bank")


def _enfleurage(state: GrasseState) -> None:
    space = _first_space_ahead(state, lambda i: any(state.track[i].pieces[e] for e in ESSENCES))
    if space is None:
        log_line(state, "No essence lies on the track, so Pierre takes nothing.")
        return
    _take_one(state, space, ESSENCES, ", free")


def _pieces_count(count: int) -> str:
    return f"{count} piece{'' if count == 1 else 's'}"


def _swap_pair(state: GrasseState, blocked: set[int], verb: str) -> tuple[int, int] | None:
    """(his emptiest tile, the fullest grey tile) when the grey one holds more pieces, ties
    going to the first space and ``blocked`` spaces left out; else None, having logged
    which two spaces he compared (so nothing happens for a reason a player can check)."""
    pierre = pierre_seat(state)
    track = state.track
    own = [i for i in range(TRACK_SPACES) if track[i].owner == pierre and i not in blocked]
    grey = [i for i in range(TRACK_SPACES) if track[i].owner is None and i not in blocked]
    free = " without a pawn" if blocked else ""
    if not own or not grey:
        missing = "tile of his" if not own else "grey tile"
        log_line(state, f"There is no {missing}{free}, so Pierre {verb} nothing.")
        return None
    mine = min(own, key=lambda i: (track[i].count, i))
    theirs = min(grey, key=lambda i: (-track[i].count, i))
    if track[theirs].count > track[mine].count:
        return mine, theirs
    log_line(
        state,
        f"The fullest grey tile{free} (space {theirs + 1}, {_pieces_count(track[theirs].count)}) holds no "
        f"more than his emptiest tile{free} (space {mine + 1}, {track[mine].count}), so Pierre {verb} nothing.",
    )
    return None


def _city_hall(state: GrasseState) -> None:
    pair = _swap_pair(state, occupied(state), "swaps")
    if pair is not None:
        mine, grey = pair
        swap_tiles(state, mine, grey)
        log_line(state, f"Pierre moves his tile from space {mine + 1} to the grey space {grey + 1}.")


def _shortcut(state: GrasseState) -> None:
    pair = _swap_pair(state, set(), "exchanges")
    if pair is not None:
        mine, grey = pair
        swap_pieces(state, mine, grey)
        log_line(state, f"Pierre exchanges the pieces of his space {mine + 1} with those of grey space {grey + 1}.")


def _alley(state: GrasseState) -> None:
    if state.seats[pierre_seat(state)].pawn is None:
        log_line(state, "Pierre's pawn is not on the track yet, so he does nothing.")
        return
    steps, space = choose_move(state, (1, 2), backward=True)
    set_pawn(state, pierre_seat(state), space)
    log_line(state, f"Pierre steps back {steps} to space {space + 1} ({tile_word(state, space)}).")
    collect_at(state, space)


def _grand_fair(state: GrasseState) -> None:
    space = forward_target(state, pierre_seat(state), 1)
    set_pawn(state, pierre_seat(state), space)
    log_line(state, f"Pierre makes an extra move of 1 to space {space + 1} ({tile_word(state, space)}).")
    collect_at(state, space)


def _alleyway(state: GrasseState) -> None:
    _take_free_from(
        state,
        state.seats[pierre_seat(state)].pawn,
        "Pierre's pawn is not on the track, so he takes nothing.",
        "Space {space} under Pierre's pawn is empty, so he takes nothing.",
        ", free, where his pawn stands",
    )


def _square(state: GrasseState) -> None:
    _take_free_from(
        state,
        state.golden,
        "The golden pawn is not on the track, so Pierre takes nothing.",
        "Space {space} under the golden pawn is empty, so Pierre takes nothing.",
        ", free, under the golden pawn",
    )


def _take_free_from(state: GrasseState, space: int | None, off_track: str, empty: str, where: str) -> None:
    """Pierre takes one piece, free, from ``space`` (a pawn's; None: off the track); the log
    says ``off_track`` or ``empty`` (its ``{space}`` numbered from 1) when he cannot."""
    if space is None:
        log_line(state, off_track)
    elif not state.track[space].count:
        log_line(state, empty.format(space=space + 1))
    else:
        _take_one(state, space, None, where)


def react(state: GrasseState, then: Then) -> Step | None:
    """Pierre's reaction to ``state.cue``, the location the seat used this turn.

    Returns a PIERRE step when the seat must choose his perfume (play resumes as
    ``then`` says once it is chosen), else None. A discarded worker (cue None)
    and a Palace whose noble did not move bring no reaction (G41, G47).
    """
    location = state.cue
    state.cue = None
    if location is None:
        log_line(state, "Pierre has nothing to react to.")
        return None
    if location is LocationId.PALACE:
        log_line(state, "Pierre reacts to the Palace: the noble did not move, so he does nothing.")
        return None
    reaction = f"Pierre reacts to {location.the_label}: {PIERRE_REACTIONS[location]}"
    pierre = pierre_seat(state)
    if location in (LocationId.BANK, LocationId.ROYAL_BANK):  # one line: the reaction is its result
        amount = BANK_REACTION_COINS if location is LocationId.BANK else ROYAL_BANK_REACTION_COINS
        paid = gain_coins(state, pierre, amount)
        short = f", but the bank holds only {coins_word(paid)}" if paid < amount else ""
        log_line(state, f"{reaction}{short}; he now has {coins_word(state.seats[pierre].coins)}.")
        return None
    log_line(state, f"{reaction}.")
    if location in MAKE_FIRST or location in SELL_FIRST:
        return produce_or_sell(state, location, then, location in SELL_FIRST)
    handlers: dict[LocationId, Callable[[GrasseState], None]] = {
        LocationId.MASTER_PERFUMER: _master_perfumer,
        LocationId.MARKET: _market,
        LocationId.CITY_HALL: _city_hall,
        LocationId.SHORTCUT: _shortcut,
        LocationId.ENFLEURAGE: _enfleurage,
        LocationId.ALLEY: _alley,
        LocationId.ALLEYWAY: _alleyway,
        LocationId.GRAND_FAIR: _grand_fair,
        LocationId.SQUARE: _square,
    }
    handlers[location](state)
    return None
