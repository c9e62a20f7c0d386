"""Handover PINs are kept hashed; older saves that hold the digits still open."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.hotseat import HotSeat
from grasse_tui.core.pins import hash_pin, is_hashed, pin_matches


def test_a_hashed_pin_matches_only_its_digits_and_hides_them() -> None:
    stored = hash_pin("0815")
    assert is_hashed(stored) and stored.count("$") == 3
    assert pin_matches(stored, "0815")
    assert not pin_matches(stored, "0816") and not pin_matches(stored, "")
    assert hash_pin("0815") != stored  # a new salt each time


def test_a_pin_saved_before_hashing_still_matches() -> None:
    assert pin_matches("4711", "4711") and not pin_matches("4711", "4712")


def test_a_damaged_hash_matches_nothing() -> None:
    assert not pin_matches("pbkdf2-sha256$x$zz$00", "1234")
    assert not pin_matches("pbkdf2-sha256$1000", "1234")
    assert not pin_matches("pbkdf2-sha256$99999999999999999999$00$00", "1234")  # no OverflowError
    assert not pin_matches("pbkdf2-sha256$1000000000$00$00", "1234")  # nor a frozen shield


def test_the_shield_checks_a_hashed_pin() -> None:
    hotseat = HotSeat((SeatConfig("Ann", "red", pin=hash_pin("12")), SeatConfig("Bob", "blue")))
    assert not hotseat.uncovered(0, "21") and hotseat.shown is None
    assert not hotseat.uncovered(0, None)
    assert hotseat.uncovered(0, "12") and hotseat.shown == 0
