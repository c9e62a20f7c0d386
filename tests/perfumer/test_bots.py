"""The nose bot: it wins against random play, and it deduces only from what it smelled."""

from __future__ import annotations

from collections.abc import Iterable
from random import Random

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.step import Reveal
from grasse_tui.games.perfumer.bots.nose import NoseBot
from grasse_tui.games.perfumer.module import MODULE
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.config import SEAT_COLOURS
from grasse_tui.games.perfumer.rules.content import Plate, Scent
from grasse_tui.games.perfumer.rules.game import PERFUMER
from grasse_tui.games.perfumer.rules.scoring import recipes
from grasse_tui.games.perfumer.rules.smell import card_line, plate_line
from grasse_tui.games.perfumer.rules.state import PerfumerState
from grasse_tui.games.perfumer.rules.turns import DROPPER_MOVES

from .helpers import started

GAMES = 20


def test_the_nose_bot_beats_three_random_bots_in_most_four_player_games() -> None:
    wins = 0
    for seed in range(GAMES):
        nose = seed % 4
        seats = tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], "nose" if i == nose else "random") for i in range(4))
        bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(seats)]
        state = play_out(MODULE, MODULE.make_config(seats, {}), seed, bots)
        wins += MODULE.game.final_scores(state).winners == (nose,)
    assert wins >= 0.7 * GAMES


def _needed(state: PerfumerState, seat: int) -> set[Scent]:
    return {plant for recipe in recipes(state, seat) for plant in recipe.plants}


def _drop_droppers(state: PerfumerState, bot: NoseBot) -> None:
    """Let the bot place droppers until it chooses something else."""
    for _ in range(DROPPER_MOVES):
        choice = bot.choose(PERFUMER.view(state, 0), PERFUMER.legal_actions(state, 0))
        if not isinstance(choice, act.PlaceDropper):
            return
        PERFUMER.apply(state, 0, choice)


def _smelled(state: PerfumerState, plates: Iterable[Plate]) -> NoseBot:
    """Seat 0's nose bot once it has smelled every scent card and ``plates`` (all three
    notes of each)."""
    bot = NoseBot(0, 1)
    rng = Random(0)
    lines = [card_line(scent) for scent in Scent] + [plate_line(p, state.plates[p], 3, rng) for p in plates]
    bot.notice(Reveal(0, "smell", tuple(lines)))
    return bot


def test_without_smelling_anything_its_droppers_are_a_guess_on_its_own_plants_only() -> None:
    state = started(2)
    _drop_droppers(state, NoseBot(0, 1))
    marked = set(state.seats[0].droppers.values())
    assert marked == _needed(state, 0)
    bot = NoseBot(0, 1)
    choice = bot.choose(PERFUMER.view(state, 0), PERFUMER.legal_actions(state, 0))
    assert not isinstance(choice, act.BottlePerfume)  # not sure, and not the last round


def test_once_it_has_smelled_every_card_and_plate_it_marks_the_plates_right() -> None:
    state = started(2)
    bot = _smelled(state, Plate)
    _drop_droppers(state, bot)
    droppers = state.seats[0].droppers
    assert set(droppers.values()) == _needed(state, 0)
    assert all(state.plates[plate] is plant for plate, plant in droppers.items())


def test_a_searched_world_agrees_with_every_plate_it_has_smelled() -> None:
    state = started(2)
    bot = _smelled(state, Plate)
    redrawn = 0
    for draw in range(8):
        world = PERFUMER.perturbed(state, 0, Random(draw))
        redrawn += world.plates != state.plates
        bot.believe(world, Random(draw))
        assert world.plates == state.plates
    assert redrawn  # the perturbation alone draws other plates


def test_a_searched_world_keeps_each_plate_among_the_plants_it_may_hold() -> None:
    state = started(2)
    smelled = (Plate.RED, Plate.GREEN)
    bot = _smelled(state, smelled)
    options = bot.candidates()
    assert any(len(options[plate]) < len(Scent) for plate in smelled)
    drawn = set()
    for draw in range(20):
        world = PERFUMER.perturbed(state, 0, Random(draw))
        bot.believe(world, Random(draw))
        assert sorted(world.plates.values(), key=list(Scent).index) == list(Scent)
        assert all(world.plates[plate] in options[plate] for plate in Plate)
        drawn.add(tuple(world.plates.values()))
    assert len(drawn) > 1  # the plates not known are still drawn
