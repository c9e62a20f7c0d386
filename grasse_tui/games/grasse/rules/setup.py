"""Building a new game (rulebook "Setup", "Solo Mode: Setup"; rulings G2, G3, G5, G6, G8, G9, G40–G42)."""

from __future__ import annotations

from random import Random

from grasse_tui.games.grasse.rules.clients import deal_formulas, setup_clients
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import (
    BAG_BASES_EACH,
    BAG_ESSENCES_EACH,
    BASES,
    COINS_TOTAL,
    CONTRACT_CARDS,
    ESSENCES,
    FACTORIES,
    FIXED_LOCATIONS,
    FLASKS_PER_TYPE,
    LARGE_TILES,
    LOCATION_TILES,
    OPEN_TILES,
    PERFUMES,
    PIECES_PER_SPACE,
    ROUNDS,
    ROW_SIZE,
    SOLO_FACE_DOWN,
    START_COINS,
    TECHNIQUE_CARDS,
    TILES_SET_ASIDE,
    TRACK_SPACES,
    AwardSlot,
    Card,
    CardRow,
    Criterion,
    LocationId,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.events import setup_events
from grasse_tui.games.grasse.rules.state import GrasseState, SeatState, Space, Step, StepKind, empty_pieces


def snake_order(turn_order: list[int], rounds: int) -> list[int]:
    """Seats in snake-draft order: 1…n, n…1, 1…n, … for ``rounds`` passes (ruling G3)."""
    order: list[int] = []
    for number in range(rounds):
        order.extend(turn_order if number % 2 == 0 else reversed(turn_order))
    return order


def new_state(config: GrasseConfig, seed: int) -> GrasseState:
    """A game ready for the large-tile draft, dealt from ``seed``.

    Every random choice (tiles, cards, bag, factory pairs, award slots, first
    player, then the mini expansions' clients, formulas and events) comes from
    the state's own :class:`Random`, in a fixed order; the expansions draw
    last, so a base game deals the same from the same seed with or without them.

    Solo (one seat): the 2-player setup with Pierre's kit as the second seat's
    (index 1); no first player is drawn (the seat always goes first, G41) and
    the seat places its three large tiles while Pierre's follow the solo
    procedure (:mod:`pierre`, G42).
    """
    rng = Random(seed)
    solo = config.solo
    players = 2 if solo else config.players
    # The order of the draws below is part of every saved game: a seed deals the same only
    # while each helper draws what it draws, in this order.
    locations, round_tiles = _deal_locations(rng, players)
    factories = _pair_factories(rng)
    vanguard_deck, vanguard, fashion = _deal_vanguard(rng)
    decks, rows = _deal_card_rows(rng)
    track = _fill_track(rng)
    criteria = list(Criterion)
    rng.shuffle(criteria)
    awards = list(zip(AwardSlot, criteria, strict=True))
    first = 0 if solo else rng.randrange(players)
    turn_order = [0] if solo else [(first + i) % players for i in range(players)]
    seats = _starting_seats(players, turn_order)

    draft_order = [0] * LARGE_TILES[players] if solo else snake_order(turn_order, LARGE_TILES[players])
    state = GrasseState(
        config=config,
        rng=rng,
        seats=seats,
        track=track,
        locations=locations,
        workers={loc: [] for loc in LocationId},
        round_tiles=round_tiles,
        factories=factories,
        rows=rows,
        decks=decks,
        discards={CardRow.TECHNIQUE: [], CardRow.CONTRACT: []},
        vanguard=vanguard,
        fashion=fashion,
        vanguard_deck=vanguard_deck,
        awards=awards,
        flask_supply=dict.fromkeys(PERFUMES, FLASKS_PER_TYPE),
        bank=COINS_TOTAL - START_COINS * players,
        turn_order=turn_order,
        step=Step(StepKind.TRACK_TILE, draft_order[0]),
        draft_order=draft_order,
        arrivals=players,
        pierre=1 if solo else None,
    )
    if solo:
        hidden = " and ".join(c.label for c in SOLO_FACE_DOWN)
        state.add_log(
            f"New solo game: {state.seat_label(0)} against {state.seat_label(1)}, the Envious. "
            f"{hidden} are face down and do not score. You place your first large tile; "
            f"Pierre places two of his after your first and his last after your third."
        )
    else:
        state.add_log(
            f"New game for {players} players. {state.seat_label(first)} starts round I; "
            f"first, each seat places its large tiles on the track."
        )
    setup_clients(state)
    deal_formulas(state)
    setup_events(state)
    return state


def _deal_locations(rng: Random, players: int) -> tuple[list[LocationId], list[LocationId]]:
    """The locations open at the start (the fixed ones, the open tiles and round I's tile)
    and the four round tiles, drawn from the tiles this player count uses."""
    tiles = [t for t in LOCATION_TILES if t not in TILES_SET_ASIDE[players]]
    rng.shuffle(tiles)
    open_tiles = tiles[: OPEN_TILES[players]]
    round_tiles = tiles[OPEN_TILES[players] : OPEN_TILES[players] + ROUNDS]
    return [*FIXED_LOCATIONS, *open_tiles, round_tiles[0]], round_tiles


def _pair_factories(rng: Random) -> dict[LocationId, tuple[Perfume, Perfume]]:
    """The six perfume markers shuffled two to a factory."""
    markers = list(PERFUMES)
    rng.shuffle(markers)
    return {f: (markers[2 * i], markers[2 * i + 1]) for i, f in enumerate(FACTORIES)}


def _deal_vanguard(rng: Random) -> tuple[list[Perfume], Perfume, Perfume]:
    """The shuffled vanguard/fashion deck and round I's vanguard and fashion drawn from it."""
    deck = list(PERFUMES)
    rng.shuffle(deck)
    fashion = deck.pop()
    vanguard = deck.pop()
    return deck, vanguard, fashion


def _deal_card_rows(rng: Random) -> tuple[dict[CardRow, list[Card]], dict[CardRow, list[Card]]]:
    """The shuffled technique and contract decks, and the open row dealt from each."""
    decks: dict[CardRow, list[Card]] = {
        CardRow.TECHNIQUE: list(TECHNIQUE_CARDS),
        CardRow.CONTRACT: list(CONTRACT_CARDS),
    }
    rows: dict[CardRow, list[Card]] = {}
    for row, deck in decks.items():
        rng.shuffle(deck)
        rows[row] = [deck.pop() for _ in range(ROW_SIZE)]
    return decks, rows


def _fill_track(rng: Random) -> list[Space]:
    """The bag's 42 pieces shuffled onto the 14 spaces, three each, with no tiles yet."""
    bag: list[Resource] = [b for b in BASES for _ in range(BAG_BASES_EACH)]
    bag += [e for e in ESSENCES for _ in range(BAG_ESSENCES_EACH)]
    rng.shuffle(bag)
    track = []
    for index in range(TRACK_SPACES):
        pieces = empty_pieces()
        for resource in bag[index * PIECES_PER_SPACE : (index + 1) * PIECES_PER_SPACE]:
            pieces[resource] += 1
        track.append(Space(None, pieces, PIECES_PER_SPACE))
    return track


def _starting_seats(players: int, turn_order: list[int]) -> list[SeatState]:
    """Each seat's starting kit: one of each base and the starting coins."""
    seats = []
    for seat in range(players):
        stock = empty_pieces()
        for base in BASES:
            stock[base] = 1
        arrival = turn_order.index(seat) if seat in turn_order else seat
        seats.append(SeatState(stock=stock, coins=START_COINS, arrival=arrival))
    return seats
