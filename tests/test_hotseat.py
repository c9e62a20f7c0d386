"""HotSeat: when a handover shield must come before a seat's view."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.hotseat import Handover, HotSeat

ANN = SeatConfig("Ann", "red")
BOB = SeatConfig("Bob", "blue")
ROBO = SeatConfig("Robo", "green", bot="greedy")


def test_one_human_among_bots_never_needs_a_shield() -> None:
    hotseat = HotSeat((ANN, ROBO))
    assert not hotseat.shared
    assert hotseat.next_step(1) is Handover.BOT
    assert hotseat.next_step(0) is Handover.SHOW
    hotseat.covered()
    assert hotseat.next_step(0) is Handover.SHOW


def test_two_humans_get_a_shield_before_each_others_view_and_after_a_cover() -> None:
    hotseat = HotSeat((ANN, ROBO, BOB))
    assert hotseat.shared
    assert hotseat.next_step(0) is Handover.SHIELD
    assert hotseat.uncovered(0)
    assert hotseat.next_step(0) is Handover.SHOW  # her view is up: she plays on
    assert hotseat.next_step(2) is Handover.SHIELD
    assert hotseat.next_step(1) is Handover.BOT
    hotseat.covered()  # e.g. the bots played on the public screen
    assert hotseat.next_step(0) is Handover.SHIELD


def test_a_step_that_shows_nothing_private_needs_no_shield_even_between_humans() -> None:
    hotseat = HotSeat((ANN, BOB, ROBO))
    assert hotseat.uncovered(0)
    assert hotseat.next_step(1, private=False) is Handover.OPEN  # a die everyone watches
    assert hotseat.next_step(1, private=True) is Handover.SHIELD
    assert hotseat.next_step(0, private=False) is Handover.SHOW  # already at the terminal
    assert hotseat.next_step(2, private=False) is Handover.BOT
