"""Digits typed toward a numbered spot: one digit, or two typed within the typing window."""

from __future__ import annotations

from grasse_tui.ui.widgets.number_typing import TYPING_WINDOW, NumberTyped, NumberTyping


def test_two_digits_typed_quickly_make_one_spot_number() -> None:
    usable = {1, 5, 11, 12}
    typing = NumberTyping(14)
    assert typing.digit(1, 0.0, usable) == NumberTyped(1, True, True)
    assert typing.digit(2, 0.5, usable) == NumberTyped(12, True, False)
    assert typing.digit(7, 0.6, usable) == NumberTyped(7, False, False)  # no spot 27: a fresh 7
    assert typing.digit(5, 5.0, usable) == NumberTyped(5, True, False)
    assert typing.digit(5, 5.5, usable) == NumberTyped(5, True, False)  # no spot 55: 5 again
    typing = NumberTyping(14)
    assert typing.digit(1, 0.0, {3, 12}) == NumberTyped(1, False, True)  # may yet be 12: no note yet
    assert typing.digit(4, 0.5, {3, 12}) == NumberTyped(14, False, False)  # spot 14, not offered: not 4
    assert typing.digit(1, 0.0 + TYPING_WINDOW + 0.1, {3, 12}) == NumberTyped(1, False, True)
    assert typing.digit(3, 10.0, {3, 12}) == NumberTyped(3, True, False)
    assert typing.digit(0, 20.0, {3, 12}) == NumberTyped(0, False, False)


def test_two_digits_make_one_number_only_up_to_the_highest() -> None:
    typing = NumberTyping(12)
    assert typing.digit(1, 0.0, {1, 3}) == NumberTyped(1, True, False)
    assert typing.digit(3, 0.5, {1, 3}) == NumberTyped(3, True, False)  # no spot 13 of 12: a fresh 3
