"""SeededRng draws exactly what ``random.Random`` would from the same seed, so a
seed names the same game however the draws are carried out."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grasse_tui.core.rng import SeededRng


@given(seed=st.integers(min_value=0, max_value=2**64), size=st.integers(min_value=1, max_value=70))
def test_draws_match_the_standard_library(seed: int, size: int) -> None:
    ours, theirs = SeededRng(seed), random.Random(seed)
    items, expected = list(range(size)), list(range(size))
    ours.shuffle(items)
    theirs.shuffle(expected)
    assert items == expected
    assert [ours.choice(items) for _ in range(20)] == [theirs.choice(expected) for _ in range(20)]
    assert [ours.randrange(size) for _ in range(20)] == [theirs.randrange(size) for _ in range(20)]


def test_empty_choice_and_range_are_refused() -> None:
    rng = SeededRng(1)
    with pytest.raises(IndexError):
        rng.choice([])
    with pytest.raises(ValueError):
        rng.randrange(0)


def test_shuffling_one_item_or_none_draws_nothing() -> None:
    rng, untouched = SeededRng(5), SeededRng(5)
    rng.shuffle([])
    rng.shuffle(["only"])
    assert rng.randrange(1000) == untouched.randrange(1000)
