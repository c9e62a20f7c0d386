"""Mini Expansion II – Important Clients and Mini Expansion III – Secret Formula
(rulebook "Mini Expansion Rules"; rulings G22–G24).

Clients: a public row of three client cards, each wanting one perfume type. A
sale of a wanted type pays the client's bonus and the client leaves; at the end
of each round the rightmost client leaves anyway and the row is refilled from
the left. Secret formulas: one private card per seat, checked at the end.
"""

from __future__ import annotations

from grasse_tui.games.grasse.rules.config import CLIENTS, FORMULA
from grasse_tui.games.grasse.rules.content import (
    CLIENT_CARDS,
    CLIENT_ROW,
    FORMULA_CARDS,
    FORMULA_OTHER_RESOURCES,
    FORMULA_POINTS,
    Essence,
    Perfume,
)
from grasse_tui.games.grasse.rules.state import GrasseState, SeatState


def setup_clients(state: GrasseState) -> None:
    """Shuffle the six client cards with the state's RNG and open three (no-op without the expansion)."""
    if CLIENTS not in state.config.expansions:
        return
    deck = list(CLIENT_CARDS)
    state.rng.shuffle(deck)
    state.client_deck = deck
    state.clients = [deck.pop() for _ in range(CLIENT_ROW)]
    state.add_log(f"Important clients wait for: {clients_text(state.clients)}.")


def clients_text(row: list[Perfume]) -> str:
    """``"Floral, Exotic, Woody"`` (left to right)."""
    return ", ".join(p.label for p in row) or "nobody"


def draw_client(state: GrasseState) -> Perfume | None:
    """The top client card, reshuffling the discards into a new pile when the pile is empty."""
    if not state.client_deck and state.client_discards:
        state.client_deck.extend(state.client_discards)
        state.client_discards.clear()
        state.rng.shuffle(state.client_deck)
    if not state.client_deck:
        return None
    state.revealed = True
    return state.client_deck.pop()


def serve_client(state: GrasseState, perfume: Perfume) -> None:
    """The open client wanting ``perfume`` is served: its card goes to the discards."""
    state.clients.remove(perfume)
    state.client_discards.append(perfume)
    state.touch_board()


def clients_maintenance(state: GrasseState) -> None:
    """End of a round: the rightmost client leaves, the rest slide right, and new
    clients fill the row from the left up to three (rulebook "Maintenance" of the
    expansion; ruling G22)."""
    if CLIENTS not in state.config.expansions:
        return
    row = state.clients
    left = None
    if row:
        left = row.pop()
        state.client_discards.append(left)
    while len(row) < CLIENT_ROW:
        card = draw_client(state)
        if card is None:
            break
        row.insert(0, card)
    state.touch_board()
    gone = f"The {left.label} client leaves. " if left is not None else ""
    state.add_log(f"{gone}Clients now waiting: {clients_text(row)}.")


def deal_formulas(state: GrasseState) -> None:
    """Deal one secret formula card to each seat, in seat order (no-op without the expansion).

    Each seat learns its own card through a private log line; the others read
    only that cards were dealt.
    """
    if FORMULA not in state.config.expansions:
        return
    deck = list(FORMULA_CARDS)
    state.rng.shuffle(deck)
    private = {}
    for seat, record in enumerate(state.seats):
        record.formula = deck.pop()
        state.touch_private(seat)
        private[seat] = f"(Your secret formula: {formula_text(record.formula)}.)"
    state.add_log("Each seat is dealt a secret formula card, face down.", None, private)


def formula_text(formula: tuple[Essence, Essence]) -> str:
    """``"Floral + Woody"``."""
    return f"{formula[0].label} + {formula[1].label}"


def formula_met(record: SeatState) -> bool:
    """Ruling G24: the seat holds one of each essence on its card plus at least 4
    further resources of any kind (at least 6 resources in all)."""
    if record.formula is None:
        return False
    first, second = record.formula
    stock = record.stock
    return bool(stock[first] and stock[second]) and sum(stock.values()) >= 2 + FORMULA_OTHER_RESOURCES


def formula_points(record: SeatState) -> int:
    """3 points when :func:`formula_met`, else 0."""
    return FORMULA_POINTS if formula_met(record) else 0


def reveal_formulas(state: GrasseState) -> None:
    """At the end, log every seat's secret formula and whether it scores (no-op without the expansion)."""
    if FORMULA not in state.config.expansions:
        return
    parts = []
    for seat, record in enumerate(state.seats):
        if record.formula is None:
            continue
        result = f"+{FORMULA_POINTS} points" if formula_met(record) else "not met"
        parts.append(f"{state.seat_label(seat)} {formula_text(record.formula)} ({result})")
    state.add_log(f"Secret formulas revealed: {'; '.join(parts)}.")
