"""The Strong bot (``core.search``) on the toy hidden-hand game: what a playout is worth,
the greedy fallback, the budget and its interruption, determinism, and whole games."""

from __future__ import annotations

import random
from types import MappingProxyType

from fixtures.toy_game import TOY, TOY_MODULE, EndTurn, make_config, simple_bot

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.bots import SearchProgress, policy_bot, sampled_world, timed_choice
from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.search import MARGIN_WEIGHT, MIN_GAIN, SearchBot, SearchBudget, confident_gain, reward, search_bot

GREEDY = policy_bot(simple_bot)
SEATS = (SeatConfig("Ann", "teal", "strong"), SeatConfig("Bob", "amber", "simple"), SeatConfig("Cat", "red", "simple"))


def lines(*totals: int) -> tuple[ScoreLine, ...]:
    return tuple(ScoreLine(seat, total, MappingProxyType({"points": total})) for seat, total in enumerate(totals))


def a_decision(seed: int = 4) -> tuple[object, int]:
    """A toy game at seat 0's first decision with a choice."""
    state = TOY.new(make_config(SEATS, {"rounds": 2}), seed)
    assert len(TOY.legal_actions(state, 0)) > 1
    return state, 0


def test_a_playout_is_worth_its_share_of_the_win_and_a_little_for_the_margin() -> None:
    assert reward(FinalScores(lines(10, 5, 5), (0,)), 0) == 1 + MARGIN_WEIGHT * 5 / 10
    assert reward(FinalScores(lines(10, 10, 2), (0, 1)), 0) == 0.5
    assert reward(FinalScores(lines(4, 8, 0), (1,)), 0) == -MARGIN_WEIGHT * 4 / 8
    automaton = (*lines(6), ScoreLine(1, 9, MappingProxyType({}), name="Pierre"))
    assert reward(FinalScores(automaton, (1,)), 0) == -MARGIN_WEIGHT * 3 / 9  # the automaton's line counts


def test_an_action_beats_the_greedy_choice_only_by_a_clear_and_steady_gain() -> None:
    assert confident_gain([0.3, 0.4, 0.2]) == 0.3
    assert confident_gain([0.5]) is None  # one world proves nothing
    assert confident_gain([MIN_GAIN / 2] * 5) is None  # steady, but too small to matter
    assert confident_gain([1.0, -0.8, 1.0, -0.7]) is None  # better on average, but noise could do that


def end_at_once(view: object, legal: object, rng: random.Random) -> object:
    """A poor greedy bot: it ends its turn without playing a card."""
    return EndTurn()


def test_the_search_leaves_a_poor_greedy_choice_for_a_clearly_better_action() -> None:
    state, seat = a_decision()
    view, legal, world = TOY.view(state, seat), TOY.legal_actions(state, seat), sampled_world(TOY, state, seat, 4, 0)
    lazy = policy_bot(end_at_once)
    chosen = SearchBot(TOY, lazy, seat, 4, SearchBudget(worlds=4, width=len(legal))).choose_in(view, legal, world)
    assert chosen != EndTurn() and chosen in legal


def test_without_a_world_the_strong_bot_plays_as_the_greedy_bot() -> None:
    state, seat = a_decision()
    view, legal = TOY.view(state, seat), TOY.legal_actions(state, seat)
    assert SearchBot(TOY, GREEDY, seat, 4, SearchBudget(worlds=4, width=2)).choose(view, legal) == GREEDY(seat, 4).choose(view, legal)


def test_a_search_spends_its_budget_and_stops_when_told() -> None:
    state, seat = a_decision()
    view, legal, world = TOY.view(state, seat), TOY.legal_actions(state, seat), sampled_world(TOY, state, seat, 4, 0)
    seen: list[SearchProgress] = []

    def watch(progress: SearchProgress) -> bool:
        seen.append(progress)
        return True

    SearchBot(TOY, GREEDY, seat, 4, SearchBudget(worlds=4, width=3)).choose_in(view, legal, world, watch)
    assert seen == [SearchProgress(done, 12) for done in range(1, 13)]
    stopped: list[SearchProgress] = []

    def stop_after_three(progress: SearchProgress) -> bool:
        stopped.append(progress)
        return progress.done < 3

    chosen = SearchBot(TOY, GREEDY, seat, 4, SearchBudget(worlds=4, width=3)).choose_in(view, legal, world, stop_after_three)
    assert len(stopped) == 3 and chosen in legal


def test_a_search_is_the_same_from_the_same_seed_whatever_the_order_of_the_legal_actions() -> None:
    state, seat = a_decision()
    view, legal = TOY.view(state, seat), list(TOY.legal_actions(state, seat))
    world = sampled_world(TOY, state, seat, 4, 0)
    orders = [legal, legal[::-1], random.Random(2).sample(legal, len(legal))]
    chosen = {repr(SearchBot(TOY, GREEDY, seat, 4, SearchBudget(worlds=5, width=2)).choose_in(view, order, world)) for order in orders}
    assert len(chosen) == 1


def test_a_single_legal_action_is_played_without_a_playout() -> None:
    state, seat = a_decision()
    seen: list[SearchProgress] = []
    only = [EndTurn()]
    bot = SearchBot(TOY, GREEDY, seat, 4, SearchBudget(worlds=5, width=2))
    assert bot.choose_in(TOY.view(state, seat), only, state, lambda p: seen.append(p) is None) == EndTurn()
    assert seen == []


def test_timed_choice_hands_a_searching_bot_its_world_and_other_bots_only_their_view() -> None:
    state, seat = a_decision()
    view, legal = TOY.view(state, seat), TOY.legal_actions(state, seat)
    asked: list[int] = []

    def world() -> object:
        asked.append(1)
        return sampled_world(TOY, state, seat, 4, 0)

    timed_choice(GREEDY(seat, 4), view, legal, None, world)
    assert asked == []  # a bot that does not search never gets one
    action, _ = timed_choice(SearchBot(TOY, GREEDY, seat, 4, SearchBudget(worlds=2, width=2)), view, legal, None, world)
    assert asked == [1] and action in legal


def test_whole_games_of_the_strong_bot_against_greedy_bots_are_the_same_every_run() -> None:
    config = make_config(SEATS, {"rounds": 2})
    factory = search_bot(TOY, GREEDY, SearchBudget(worlds=3, width=2))

    def finals(seed: int) -> tuple[int, ...]:
        bots = [factory(0, seed), GREEDY(1, seed), GREEDY(2, seed)]
        state = play_out(TOY_MODULE, config, seed, bots)
        return tuple(TOY.final_scores(state).winners)

    first = [finals(seed) for seed in range(4)]
    assert [finals(seed) for seed in range(4)] == first
