"""Paying for a garden feature (rulebook: Purchasing a Garden Feature).

A feature's price is its allure symbols. Each symbol is paid by one of:

- an artisan lending its type (once a round: it is tilted);
- a flower card with that type; a card with two symbols pays both when both are still
  owed, and a symbol it has that is not owed is lost;
- a wild flower card (any one symbol);
- any two flower cards together (any one symbol).

A purchase is paid one symbol at a time (:func:`pay_options` lists the ways that still
let the rest be paid), and :func:`suggested` gives a whole payment at once, the screen's
default. Plain data in and out, shared by the rules, the bots and the screen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from grasse_tui.games.lafleur.rules.content import TRACKED, Allure

Kind = tuple[Allure, ...]
"""A flower card's symbols in :data:`TRACKED` order (wild last): what makes two cards
the same for paying."""


def kind_of(allures: Iterable[Allure]) -> Kind:
    order = (*TRACKED, Allure.WILD)
    return tuple(sorted(allures, key=order.index))


@dataclass(frozen=True, slots=True)
class Use:
    """One way to pay owed symbols: ``flowers`` (one card, or two as a pair) or an
    ``artisan``, paying ``pays`` (one symbol; two for a card with both owed)."""

    pays: tuple[Allure, ...]
    flowers: tuple[str, ...] = ()
    artisan: str | None = None


def covers(owed: Sequence[Allure], flowers: Sequence[Kind], lent: Sequence[Allure] = ()) -> bool:
    """Whether cards of kinds ``flowers`` with artisans lending ``lent`` can pay ``owed``
    (not every card or artisan need be used)."""
    needed = Counter(owed)
    for allure in lent:
        if needed[allure]:
            needed[allure] -= 1
    wilds = sum(1 for kind in flowers if kind == (Allure.WILD,))
    others = [kind for kind in flowers if kind != (Allure.WILD,)]
    total = sum(needed.values())
    if wilds + len(others) // 2 >= total:
        return True
    # Each card pays what it matches or is kept as half of a pair: the best number of
    # spare cards for each multiset of symbols still owed.
    start = tuple(needed[allure] for allure in TRACKED)
    best: dict[tuple[int, ...], int] = {start: 0}
    for kind in others:
        following: dict[tuple[int, ...], int] = {}
        for left, spare in best.items():
            for after, extra in ((left, 1), *((_pay(left, kind, both), 0) for both in (False, True))):
                if after is not None and following.get(after, -1) < spare + extra:
                    following[after] = spare + extra
        best = following
    return any(sum(left) <= wilds + spare // 2 for left, spare in best.items())


def _pay(left: tuple[int, ...], kind: Kind, both: bool) -> tuple[int, ...] | None:
    """``left`` after a card of ``kind`` pays one owed symbol it has (``both``: two),
    or None when it cannot."""
    counts = list(left)
    paid = 0
    for allure in kind:
        index = TRACKED.index(allure)
        if counts[index] and paid < (2 if both else 1):
            counts[index] -= 1
            paid += 1
    if paid == 0 or (both and paid < 2):
        return None
    return tuple(counts)


def pay_options(
    owed: Sequence[Allure], hand: Sequence[tuple[str, Kind]], artisans: Sequence[tuple[str, Allure]]
) -> list[Use]:
    """Every way to pay one more owed symbol that still lets the rest be paid, each once
    per kind of card (the first card of a kind is named) and per artisan type: artisans
    first, then single cards, wilds, then pairs."""
    options: list[Use] = []
    seen: set[tuple[object, ...]] = set()

    def offer(use: Use, spent_cards: Sequence[str], key: tuple[object, ...]) -> None:
        if key in seen:
            return
        left = list(owed)
        for allure in use.pays:
            left.remove(allure)
        rest = [kind for card, kind in hand if card not in spent_cards]
        lent = [allure for card, allure in artisans if card != use.artisan]
        if covers(left, rest, lent):
            seen.add(key)
            options.append(use)

    for allure in dict.fromkeys(owed):
        for card, lends in artisans:
            if lends is allure:
                offer(Use((allure,), artisan=card), (), ("artisan", allure))
    for card, kind in hand:
        if kind == (Allure.WILD,):
            continue
        paid = _pays(owed, kind)
        if paid:
            offer(Use(paid, flowers=(card,)), (card,), ("card", kind))
    for card, kind in hand:
        if kind == (Allure.WILD,):
            for allure in dict.fromkeys(owed):
                offer(Use((allure,), flowers=(card,)), (card,), ("wild", allure))
    for (first, one), (second, two) in combinations(hand, 2):
        pair = tuple(sorted((one, two), key=lambda kind: [TRACKED.index(a) if a in TRACKED else 5 for a in kind]))
        for allure in dict.fromkeys(owed):
            offer(Use((allure,), flowers=(first, second)), (first, second), ("pair", pair, allure))
    return options


def _pays(owed: Sequence[Allure], kind: Kind) -> tuple[Allure, ...]:
    """The owed symbols a (not wild) card of ``kind`` pays: each of its symbols still owed."""
    left = Counter(owed)
    paid: list[Allure] = []
    for allure in kind:
        if left[allure]:
            left[allure] -= 1
            paid.append(allure)
    return tuple(paid)


def suggested(
    owed: Sequence[Allure], hand: Sequence[tuple[str, Kind]], artisans: Sequence[tuple[str, Allure]]
) -> list[Use] | None:
    """A whole payment, one :class:`Use` per step, spending as few flower cards as it can
    and then as few artisans (they stand up again next round): a search over the ways that
    use no pair, and a pair (of the cards with fewest symbols) only where nothing else pays.
    None when ``owed`` cannot be paid."""
    if not covers(owed, [kind for _, kind in hand], [allure for _, allure in artisans]):
        return None
    best: list[Use] | None = None
    best_cost = (len(hand) + 1, len(artisans) + 1)

    def search(left: list[Allure], cards: list[tuple[str, Kind]], lenders: list[tuple[str, Allure]], plan: list[Use]) -> None:
        nonlocal best, best_cost
        cost = _cost(plan)
        if cost >= best_cost:
            return
        if not left:
            best, best_cost = list(plan), cost
            return
        # Every payment can be made paying the first owed symbol first: only those ways branch.
        options = [use for use in pay_options(left, cards, lenders) if left[0] in use.pays]
        singles = [use for use in options if len(use.flowers) < 2]
        for use in singles or [min(options, key=lambda use: _pair_worth(use, cards))]:
            rest = list(left)
            for allure in use.pays:
                rest.remove(allure)
            search(
                rest,
                [(card, kind) for card, kind in cards if card not in use.flowers],
                [(card, allure) for card, allure in lenders if card != use.artisan],
                [*plan, use],
            )

    search(sorted(owed, key=TRACKED.index), list(hand), list(artisans), [])
    return best


def _cost(plan: list[Use]) -> tuple[int, int]:
    """Flower cards spent, then artisans tilted."""
    return sum(len(use.flowers) for use in plan), sum(1 for use in plan if use.artisan)


def _pair_worth(use: Use, hand: Sequence[tuple[str, Kind]]) -> int:
    """How much a pair gives up: its cards' symbols (a wild counts two)."""
    kinds = dict(hand)
    return sum(2 if kinds[card] == (Allure.WILD,) else len(kinds[card]) for card in use.flowers)
