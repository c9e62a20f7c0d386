"""Counted nouns for log lines and labels: ``"1 action point"``, ``"3 action points"``."""

from __future__ import annotations


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """``number`` and ``noun``, the noun made plural (``plural``, else ``noun + "s"``)
    unless ``number`` is 1 (``"0 kinds"``, ``"1 kind"``, ``"2 kinds"``)."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"
