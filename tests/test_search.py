"""The Strong bot (``core.search``) on the toy hidden-hand game: what a playout is worth,
the greedy fallback, the budget and its interruption, determinism, and whole games."""

from __future__ import annotations

import random
from types import MappingProxyType

from collections.abc import Callable, Sequence

import pytest
from fixtures.toy_game import TOY, TOY_MODULE, EndTurn, Play, ToyState, make_config, simple_bot

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.bots import Bot, BotFactory, PolicyBot, SearchProgress, policy_bot, sampled_world, timed_choice
from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.score_history import RoundPoints, ScoreTrack
from grasse_tui.core.search import (
    MARGIN_WEIGHT,
    MIN_GAIN,
    SearchBot,
    SearchBudget,
    confident_gain,
    margin,
    reward,
    search_bot,
)

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


def test_a_playout_cut_off_at_a_horizon_is_worth_its_margin_alone() -> None:
    assert margin(FinalScores(lines(10, 5, 5), (0,)), 0) == 0.5
    assert margin(FinalScores(lines(4, 8, 0), (1,)), 0) == -0.5
    assert margin(FinalScores(lines(0, 0), (0, 1)), 1) == 0.0
    assert margin(FinalScores(lines(7), (0,)), 0) == 0.0  # alone at the table


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


class RankingLazyBot(PolicyBot):
    """The poor greedy bot (:func:`end_at_once`) that ranks: it ends its turn, yet ranks
    its highest card first."""

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(end_at_once, seat, seed)

    def ranked(self, view: object, legal: Sequence[object]) -> list[object]:
        return sorted(legal, key=lambda action: -action.card if isinstance(action, Play) else 0)


def test_a_ranking_greedy_bot_has_its_next_preference_weighed_rather_than_a_random_action() -> None:
    state, seat = a_decision()
    view, legal, world = TOY.view(state, seat), TOY.legal_actions(state, seat), sampled_world(TOY, state, seat, 4, 0)
    best = Play(max(TOY.view(state, seat).hand or ()))
    for seed in range(4):
        assert SearchBot(TOY, RankingLazyBot, seat, seed, SearchBudget(worlds=3, width=2)).choose_in(view, legal, world) == best


def test_a_horizon_stops_every_playout_once_the_round_under_way_has_ended() -> None:
    state = TOY.new(make_config(SEATS, {"rounds": 3}), 4)
    view, legal, world = TOY.view(state, 0), TOY.legal_actions(state, 0), sampled_world(TOY, state, 0, 4, 0)
    rounds_read: list[int] = []

    def read(played: ToyState) -> RoundPoints:
        rounds_read.append(played.round)
        return RoundPoints(str(played.round), tuple(played.points))

    track = ScoreTrack(read, "round", "points")
    SearchBot(TOY, GREEDY, 0, 4, SearchBudget(worlds=2, width=2, rounds=1), track).choose_in(view, legal, world)
    assert max(rounds_read) == 2  # round 2 seen, and nothing after it played
    with pytest.raises(ValueError, match="score track"):
        SearchBot(TOY, GREEDY, 0, 4, SearchBudget(worlds=2, width=2, rounds=1))


class RememberingBot(PolicyBot):
    """The toy greedy bot, as if it remembered something shown to it: it counts its choices
    and the worlds it was asked to make agree with its memory."""

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(simple_bot, seat, seed)
        self.choices = 0
        self.worlds: list[ToyState] = []

    def choose(self, view: object, legal: Sequence[object]) -> object:
        self.choices += 1
        return super().choose(view, legal)

    def believe(self, world: ToyState, rng: random.Random) -> None:
        self.worlds.append(world)


def test_a_remembering_bot_makes_every_world_agree_and_its_seat_plays_out_from_a_copy_of_it() -> None:
    state, seat = a_decision()
    view, legal, world = TOY.view(state, seat), TOY.legal_actions(state, seat), sampled_world(TOY, state, seat, 4, 0)
    bot = SearchBot(TOY, RememberingBot, seat, 4, SearchBudget(worlds=3, width=2))
    bot.choose_in(view, legal, world)
    assert isinstance(bot.fallback, RememberingBot)
    assert len(bot.fallback.worlds) == 6  # every playout's world, two candidates in three worlds
    assert all(drawn is not world for drawn in bot.fallback.worlds)
    assert bot.fallback.choices == 1  # its own choice; the playouts played copies of it


def test_a_policy_of_its_own_is_the_fallback_and_plays_its_seat_in_every_playout_the_greedy_bot_the_others() -> None:
    state, seat = a_decision()
    view, legal, world = TOY.view(state, seat), TOY.legal_actions(state, seat), sampled_world(TOY, state, seat, 4, 0)
    made: list[tuple[str, int]] = []

    def maker(name: str, policy: Callable[[object, Sequence[object], random.Random], object]) -> BotFactory:
        def factory(for_seat: int, seed: int) -> Bot:
            made.append((name, for_seat))
            return PolicyBot(policy, for_seat, seed)

        return factory

    bot = SearchBot(TOY, maker("greedy", simple_bot), seat, 4, SearchBudget(worlds=2, width=2), own=maker("own", end_at_once))
    assert bot.choose(view, legal) == EndTurn()
    bot.choose_in(view, legal, world)
    assert {made_for for name, made_for in made if name == "own"} == {seat}
    assert {made_for for name, made_for in made if name == "greedy"} == {1, 2}
