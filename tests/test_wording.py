"""Counted nouns agree with their number."""

from __future__ import annotations

import pytest

from grasse_tui.core.wording import counted


@pytest.mark.parametrize(
    ("number", "noun", "plural", "text"),
    [
        (0, "kind", None, "0 kinds"),
        (1, "kind", None, "1 kind"),
        (2, "action point", None, "2 action points"),
        (1, "ingredient token", None, "1 ingredient token"),
        (3, "die", "dice", "3 dice"),
        (1, "die", "dice", "1 die"),
    ],
)
def test_the_noun_agrees_with_its_number(number: int, noun: str, plural: str | None, text: str) -> None:
    assert counted(number, noun, plural) == text
