"""The record decoders every game's actions share: each reads its JSON value back or names
what it got instead."""

from __future__ import annotations

from enum import Enum

import pytest

from grasse_tui.core.codec import as_bool, as_int, as_str, list_of


class Colour(Enum):
    RED = "red"


def test_each_decoder_reads_its_own_type_back() -> None:
    assert as_int(3) == 3 and as_str("e07") == "e07" and as_bool(False) is False
    assert list_of(as_int)([1, 6]) == (1, 6) and list_of(Colour)(["red"]) == (Colour.RED,)


@pytest.mark.parametrize(
    ("decode", "value"),
    [(as_int, True), (as_int, "3"), (as_str, 7), (as_bool, 1), (list_of(as_str), "Paris"), (list_of(as_int), ["1"])],
)
def test_a_value_of_another_type_is_refused(decode, value) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(TypeError, match="expected"):
        decode(value)
