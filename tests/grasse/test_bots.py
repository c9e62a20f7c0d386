"""The greedy Grasse bot: legal, view-only, deterministic, and plays sensibly."""

from __future__ import annotations

import ast
import dataclasses
import random
import statistics
from collections.abc import Callable
from pathlib import Path

import pytest

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.bots import Bot, BotFactory, canonical
from grasse_tui.games.grasse.bots import greedy as bot
from grasse_tui.games.grasse.bots.greedy import GreedyBot
from grasse_tui.games.grasse.bots.greedy.context import Context
from grasse_tui.games.grasse.bots.greedy.needs import Formula, FormulaNeeds, Memory, Needs
from grasse_tui.games.grasse.bots.greedy.plan import Plan
from grasse_tui.games.grasse.bots.greedy.scores import score_actions
from grasse_tui.games.grasse.bots.greedy.weights import FORMULA_ODDS, FORMULA_WORTH
from grasse_tui.games.grasse.module import MODULE
from grasse_tui.games.grasse.rules.actions import Collect, MarketTrade, MovePawn, PlaceWorker, Produce, Sell
from grasse_tui.games.grasse.rules.config import GrasseConfig, default_config
from grasse_tui.games.grasse.rules.content import (
    ESSENCES,
    PERFUMES,
    RESOURCES,
    Base,
    Essence,
    LocationId,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind

from .conftest import clear_track, legal, set_space, set_stock, started, turn_of

GREEDY, RANDOM = MODULE.bots["greedy"], MODULE.bots["random"]


def table(factory: BotFactory, seed: int, players: int = 4) -> list[Bot]:
    """One bot from ``factory`` for each seat of a game seeded ``seed``."""
    return [factory(seat, seed) for seat in range(players)]
ALL_BASES: dict[Resource, int] = {Base.WATER: 1, Base.ALCOHOL: 1, Base.DILUENT: 1, Base.FIXATIVE: 1}


def _decide(state: GrasseState, seed: int = 0) -> object:
    seat = state.step.seat
    return GreedyBot(seat, seed).choose(GRASSE.view(state, seat), legal(state))


def test_bot_modules_never_import_the_state() -> None:
    modules = sorted(Path(bot.__file__).parent.glob("*.py"))
    assert {path.name for path in modules} >= {"__init__.py", "scores.py"}
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {
            alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
        }
        assert not any(name and name.endswith(".state") for name in imported), path.name
        assert "grasse_tui.games.grasse.rules.game" not in imported, path.name


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_returns_a_legal_action_in_random_positions(players: int) -> None:
    for seed in range(4):
        state = GRASSE.new(default_config(players), seed)
        bots = table(GREEDY, seed, players)
        rng = random.Random(seed)
        while not GRASSE.is_over(state):
            (seat,) = GRASSE.pending(state).acting
            options = GRASSE.legal_actions(state, seat)
            choice = bots[seat].choose(GRASSE.view(state, seat), options)
            assert choice in options
            GRASSE.apply(state, seat, rng.choice(options))


ORDER_CONFIGS = [
    default_config(1),
    default_config(2),
    default_config(3),
    dataclasses.replace(default_config(4), expansions=frozenset({"clients", "formula"})),
    GrasseConfig(default_config(5).seats, frozenset({"events", "clients", "formula"}), frozenset({1, 2, 3})),
]


@pytest.mark.parametrize("config", ORDER_CONFIGS, ids=lambda c: f"{c.players}p-{'-'.join(sorted(c.expansions))}")
def test_greedy_chooses_the_same_action_whatever_the_order_of_the_legal_actions(config: GrasseConfig) -> None:
    for seed in range(2):
        state = GRASSE.new(config, seed)
        players = table(GREEDY, seed, config.players)
        shuffler = random.Random(seed)
        while not GRASSE.is_over(state):
            (seat,) = GRASSE.pending(state).acting
            options = list(GRASSE.legal_actions(state, seat))
            view = GRASSE.view(state, seat)
            shuffled = shuffler.sample(options, len(options))
            # Two fresh bots with the same seat and seed: the same RNG, nothing remembered.
            assert GREEDY(seat, seed).choose(view, shuffled) == GREEDY(seat, seed).choose(view, shuffled[::-1])
            GRASSE.apply(state, seat, players[seat].choose(view, options))


def test_greedy_rejects_a_spectator_view() -> None:
    state = started(4, 0)
    with pytest.raises(ValueError, match="spectator"):
        GreedyBot(0, 0).choose(GRASSE.view(state, None), legal(state))


def test_greedy_games_are_deterministic_per_seed() -> None:
    runs = [play_out(MODULE, default_config(4), 7, table(GREEDY, 7)) for _ in range(2)]
    assert [e.public for e in runs[0].log] == [e.public for e in runs[1].log]


def test_greedy_produces_and_sells_across_seeded_games() -> None:
    production: list[int] = []
    games_with_sales = 0
    for seed in range(20):
        state = play_out(MODULE, default_config(4), seed, table(GREEDY, seed))
        production += [record.production_points for record in state.seats]
        games_with_sales += any(record.sales for record in state.seats)
    assert statistics.mean(production) >= 9
    assert min(production) >= 2
    assert games_with_sales >= 18


def test_greedy_beats_random_in_mixed_games() -> None:
    greedy_scores: list[int] = []
    random_scores: list[int] = []
    wins = 0
    for seed in range(10):
        for pattern in ((GREEDY, RANDOM) * 2, (RANDOM, GREEDY) * 2):
            state = play_out(MODULE, default_config(4), seed, [factory(seat, seed) for seat, factory in enumerate(pattern)])
            scores = GRASSE.final_scores(state)
            for line in scores.lines:
                (greedy_scores if pattern[line.seat] is GREEDY else random_scores).append(line.total)
            wins += all(pattern[w] is GREEDY for w in scores.winners)
    assert statistics.mean(greedy_scores) > statistics.mean(random_scores) + 10
    assert wins >= 18


def test_greedy_goes_to_a_factory_when_it_can_make_a_perfume() -> None:
    state = started(4, 3)
    seat = state.turn_order[0]
    turn_of(state, seat)
    set_stock(state, seat, {**ALL_BASES, Essence.SPICE: 1})
    choice = _decide(state)
    assert isinstance(choice, PlaceWorker)
    makes_spice = [loc for loc, pair in state.factories.items() if Perfume.SPICE in pair]
    assert choice.location in (*makes_spice, LocationId.GRANDE_USINE)


def test_greedy_makes_the_best_perfume_in_the_final_free_action() -> None:
    state = started(4, 5)
    seat = state.turn_order[0]
    set_stock(state, seat, {**ALL_BASES, Essence.FLORAL: 1, Essence.WOODY: 1})
    state.vanguard = Perfume.WOODY
    state.step = Step(StepKind.FINAL, seat)
    assert _decide(state) == Produce(Perfume.WOODY, (Essence.WOODY,))


def test_greedy_collects_the_essence_it_lacks() -> None:
    state = started(4, 2)
    seat = state.turn_order[0]
    space = next(
        i for i, s in enumerate(state.track) if s.owner is None and i not in {r.pawn for r in state.seats}
    )
    set_stock(state, seat, dict(ALL_BASES))
    set_space(state, space, {Base.WATER: 1, Essence.HERBAL: 1, Base.FIXATIVE: 1})
    state.step = Step(StepKind.COLLECT, seat, space=space)
    assert _decide(state) == Collect((Essence.HERBAL,))


def test_greedy_moves_to_the_better_landing_at_the_grand_fair() -> None:
    for better in (1, 2):
        state = started(4, 2)
        seat = state.turn_order[0]
        clear_track(state)  # pawns off the track: a move of 1 lands on space 0, of 2 on space 1
        set_stock(state, seat, dict(ALL_BASES))
        set_space(state, better - 1, {Essence.HERBAL: 1})
        set_space(state, 2 - better, {Base.WATER: 1})
        state.step = Step(StepKind.EFFECT, seat, location=LocationId.GRAND_FAIR)
        assert set(legal(state)) >= {MovePawn(1), MovePawn(2)}
        assert _decide(state) == MovePawn(better)


def _random_stock(rng: random.Random) -> dict[Resource, int]:
    return {r: rng.choice((0, 0, 1, 1, 2)) for r in RESOURCES}


def test_need_weights_are_what_the_plan_says_a_piece_is_worth() -> None:
    rng = random.Random(5)
    for _ in range(300):
        plan = Plan(
            {rng.choice(PERFUMES[:5]): rng.choice(list(Base))} if rng.random() < 0.3 else {},
            tuple(rng.sample(PERFUMES[:5], rng.randint(0, 2))),
            {p: rng.choice((0, 1, 2, 2)) for p in PERFUMES},
            frozenset(p for p in PERFUMES if rng.random() < 0.5) if rng.random() < 0.5 else frozenset(),
            rng.choice(PERFUMES),
            rng.randint(0, 3),
        )
        stock = _random_stock(rng)
        needs = Needs(plan, stock)
        assert needs.value == pytest.approx(plan.worth(stock))

        def changed(*pieces: Resource, by: int = 1) -> float:
            counts = dict(stock)
            for r in pieces:
                counts[r] += by
            return plan.worth(counts) - needs.value

        _assert_weights(needs, stock, changed)


def _assert_weights(needs: Needs, stock: dict[Resource, int], changed: Callable[..., float]) -> None:
    """``needs``' gains, losses and pairs equal ``changed(*resources, by=±1)``, the worth change
    they stand for."""
    for i, r in enumerate(RESOURCES):
        assert needs.gain[r] == pytest.approx(changed(r))
        if stock[r]:
            assert needs.loss(r) == pytest.approx(changed(r, by=-1))
        for s in RESOURCES[i + 1 :]:
            assert needs.both(r, s) == pytest.approx(changed(r, s))


def test_formula_need_weights_add_the_formulas_worth() -> None:
    rng = random.Random(7)
    for _ in range(200):
        plan = Plan({}, (), dict.fromkeys(PERFUMES, 2), frozenset(), rng.choice(PERFUMES), rng.randint(0, 3))
        stock = _random_stock(rng)
        a, b = rng.sample(ESSENCES, 2)
        turns = rng.randrange(len(FORMULA_WORTH))
        needs = FormulaNeeds(plan, stock, Formula((a, b), turns))

        def worth(counts: dict[Resource, int]) -> float:
            held = (counts[a] > 0) + (counts[b] > 0)
            short = 2 * (2 - held) + max(0, 4 - (sum(counts.values()) - held))
            return plan.worth(counts) + FORMULA_WORTH[turns] * FORMULA_ODDS[turns] ** short

        def changed(*pieces: Resource, by: int = 1) -> float:
            counts = dict(stock)
            for r in pieces:
                counts[r] += by
            return worth(counts) - worth(stock)

        _assert_weights(needs, stock, changed)


@pytest.mark.parametrize("expansions", [(), ("clients", "formula")])
def test_locations_are_valued_exactly_unless_their_bound_cannot_win(expansions: tuple[str, ...]) -> None:
    config = dataclasses.replace(default_config(4), expansions=frozenset(expansions))
    for seed in range(3):
        state = GRASSE.new(config, seed)
        bots = table(GREEDY, seed)
        while not GRASSE.is_over(state):
            (seat,) = GRASSE.pending(state).acting
            options = GRASSE.legal_actions(state, seat)
            view = GRASSE.view(state, seat)
            step = state.step
            if step.kind is StepKind.PLACE or step.kind is StepKind.EFFECT and step.location is LocationId.PALACE:
                # A worker's location, or the Palace's noble's.
                ctx = Context(view, Memory())
                places = [loc for loc in view.locations if any(getattr(a, "location", None) is loc.id for a in options)]
                offsets = {loc.id: -loc.cost * ctx.coin if step.kind is StepKind.PLACE else 0.0 for loc in places}
                scores = ctx.location_scores(offsets)
                best = max(scores.values())
                for place in places:
                    exact = Context(view, Memory()).location_value(place) + offsets[place.id]
                    assert scores[place.id] == pytest.approx(exact) or scores[place.id] < best
                    assert scores[place.id] >= exact - 1e-9  # a bound is never below the exact worth
            GRASSE.apply(state, seat, bots[seat].choose(view, options))


def test_location_bounds_hold_when_the_track_holds_one_kind_of_resource() -> None:
    state = started(4, 2)
    seat = state.turn_order[0]
    clear_track(state)
    set_stock(state, seat, dict(ALL_BASES))
    set_space(state, 5, {Essence.HERBAL: 1})  # the one piece: one free space behind the pawn
    state.seats[seat].pawn = 6
    turn_of(state, seat, open_location=LocationId.ALLEY)
    view = GRASSE.view(state, seat)
    ctx = Context(view, Memory())
    scores = ctx.location_scores(dict.fromkeys((place.id for place in view.locations), 0.0))
    for place in view.locations:
        assert scores[place.id] >= Context(view, Memory()).location_value(place) - 1e-9, place.id


def _started_with(expansion: str, seed: int) -> GrasseState:
    """A four-seat game with ``expansion`` in play, past the large-tile draft."""
    config = dataclasses.replace(default_config(4), expansions=frozenset({expansion}))
    state = GRASSE.new(config, seed)
    while state.drafting:
        seat = state.step.seat
        GRASSE.apply(state, seat, GRASSE.legal_actions(state, seat)[0])
    return state


def test_greedy_sells_the_flask_a_client_wants() -> None:
    for wanted in (0, 1):
        state = _started_with("clients", 4)
        seat = state.turn_order[0]
        plain = [p for p in PERFUMES[:5] if p is not state.fashion and p is not state.vanguard][:2]
        state.seats[seat].flasks = {**dict.fromkeys(PERFUMES, 0), plain[0]: 1, plain[1]: 1}
        state.clients = [p for p in PERFUMES if p not in plain][:2] + [plain[wanted]]
        state.step = Step(StepKind.EFFECT, seat, location=LocationId.PERFUMERY)
        assert _decide(state) == Sell(plain[wanted])
        # The two sales are worth the same but for the client's coin and point.
        ctx = Context(GRASSE.view(state, seat), Memory())
        served, other = ctx.sell_value(plain[wanted], 0), ctx.sell_value(plain[1 - wanted], 0)
        assert served - other == pytest.approx(1 + ctx.coin)


def test_greedy_collects_a_missing_formula_essence_near_the_end() -> None:
    choices = []
    for formula in ((Essence.FLORAL, Essence.WOODY), None):
        state = _started_with("formula", 2)
        seat = state.turn_order[0]
        clear_track(state)
        state.round, state.seats[seat].workers_left = 4, 2
        state.seats[seat].formula = formula
        state.vanguard = Perfume.FRUITY  # without a formula, Fruity is the better essence
        set_stock(state, seat, {**ALL_BASES, Base.WATER: 2, Essence.FLORAL: 1})
        set_space(state, 3, {Essence.WOODY: 1, Essence.FRUITY: 1})
        state.step = Step(StepKind.COLLECT, seat, space=3)
        choices.append(_decide(state))
    assert choices == [Collect((Essence.WOODY,)), Collect((Essence.FRUITY,))]


def test_greedy_keeps_its_formula_essences_in_the_final_free_action() -> None:
    choices = []
    for formula in ((Essence.FLORAL, Essence.WOODY), None):
        state = _started_with("formula", 6)
        seat = state.turn_order[0]
        state.seats[seat].formula = formula
        state.vanguard = Perfume.FLORAL
        stock = {b: 2 for b in ALL_BASES}
        set_stock(state, seat, {**stock, Essence.FLORAL: 1, Essence.WOODY: 1, Essence.SPICE: 1})
        state.step = Step(StepKind.FINAL, seat)
        choices.append(_decide(state))
    # Spice leaves four bases, Floral and Woody: the formula's 3 points beat the 3-point
    # Floral (vanguard) or Exotic flask the bot makes without a formula.
    assert choices[0] == Produce(Perfume.SPICE, (Essence.SPICE,))
    assert isinstance(choices[1], Produce) and {Essence.FLORAL, Essence.WOODY} & set(choices[1].essences)


def test_need_weights_for_a_delivery_count_the_pieces_owed_after_a_trade() -> None:
    # A Market trade leaves the stock as it was until the delivery, so the weights the bot
    # worked out for the trade must not be reused for the delivery (kept: the owed pieces gone).
    state = started(4, 0)
    rng = random.Random(0)
    while True:
        seat = state.step.seat
        options = GRASSE.legal_actions(state, seat)
        trades = [a for a in options if isinstance(a, MarketTrade)]
        if state.step.kind is StepKind.EFFECT and trades:
            break
        GRASSE.apply(state, seat, rng.choice(list(options)))
    trader = GreedyBot(seat, 0)
    trader.choose(GRASSE.view(state, seat), options)  # the bot values the trade
    GRASSE.apply(state, seat, trades[0])
    view = GRASSE.view(state, seat)
    assert view.step.kind == "deliver"
    remembered = Context(view, trader.memory, kept=True).needs
    fresh = Context(view, Memory(), kept=True).needs
    assert remembered.gain == fresh.gain


def test_a_bots_memory_scores_as_a_fresh_one_would() -> None:
    # What a bot keeps between decisions is keyed by everything it derives from.
    config = GrasseConfig(default_config(4).seats, frozenset({"events", "clients", "formula"}), frozenset({1, 3}))
    for seed in range(2):
        state = GRASSE.new(config, seed)
        bots = [GreedyBot(seat, seed) for seat in range(4)]
        while not GRASSE.is_over(state):
            (seat,) = GRASSE.pending(state).acting
            options = canonical(GRASSE.legal_actions(state, seat))
            view = GRASSE.view(state, seat)
            if len(options) > 1:
                assert score_actions(view, options, bots[seat].memory) == score_actions(view, options, Memory())
            GRASSE.apply(state, seat, bots[seat].choose(view, options))
