"""The privacy checks find a leak: a toy game whose view shows the next seat's hand fails the
view check, and a screen that peeks past its view fails the screen check."""

from __future__ import annotations

import dataclasses
from random import Random

import pytest
from fixtures.toy_game import TOY, TOY_MODULE, TOY_UI, ToyGame, ToyScreen, ToyState, ToyView, make_config
from textual.widgets import Static

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession

from .games import GameCase, Table
from .privacy import check_perturbation
from .test_screens import rendered

SEATS = tuple(SeatConfig(name, colour) for name, colour in (("Ann", "teal"), ("Bob", "red"), ("Cy", "blue")))


class LeakyToy(ToyGame):
    """The toy game, but a seat's view also holds the next seat's hand."""

    def view(self, state: ToyState, viewer: int | None) -> ToyView:
        view = super().view(state, viewer)
        if viewer is None:
            return view
        neighbour = tuple(state.hands[(viewer + 1) % len(state.hands)])
        return dataclasses.replace(view, hand=(*(view.hand or ()), *neighbour))


def test_the_toy_game_passes_and_its_leaky_twin_fails_the_privacy_check() -> None:
    config = make_config(SEATS, {"rounds": 1})
    check_perturbation(TOY, TOY.new(config, 4), 0, Random(1))
    leaky = LeakyToy()
    with pytest.raises(AssertionError, match="viewer 0 sees what it may not: hand"):
        check_perturbation(leaky, leaky.new(config, 4), 0, Random(1))


class PeekingToyScreen(ToyScreen):
    """The toy game's screen, but it also prints the top card of the deck (reached through
    the port's session: the one way a screen could get round its view)."""

    def refresh_view(self) -> None:
        super().refresh_view()
        if self.query("#toy-status"):
            state: ToyState = self.port._session.state
            self.query_one("#toy-status", Static).update(f"Next card: {state.deck[-1]}")


async def test_the_screen_check_finds_a_screen_that_peeks_past_its_view() -> None:
    leaky_ui = dataclasses.replace(TOY_UI, screen_factory=PeekingToyScreen)
    table = Table(GameCase("toy-peeking", TOY_MODULE, leaky_ui), 3, {"rounds": 1})
    session = GameSession.start(TOY, table.config(bots=False), 4)
    perturbed = GameSession(TOY, session.record)
    perturbed.state = TOY.perturbed(session.state, 0, Random(1))
    assert perturbed.state.deck[-1] != session.state.deck[-1]
    assert await rendered(table, perturbed, 0) != await rendered(table, session, 0)
