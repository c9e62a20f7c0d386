"""The collector settings the commands apply once their imports are done (the
conftest fixture ``_collector_restored`` undoes them after each test)."""

from __future__ import annotations

import gc

import pytest

from grasse_tui.cli import main
from grasse_tui.gc_tuning import YOUNG_THRESHOLD, tune_collector


def test_tune_collector_freezes_what_exists_and_raises_only_the_young_threshold() -> None:
    _, middle, oldest = gc.get_threshold()
    tune_collector()
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == (YOUNG_THRESHOLD, middle, oldest)
    assert gc.isenabled()


def test_cycles_made_after_tuning_are_still_collected() -> None:
    tune_collector()

    class Node:
        other: object

    a, b = Node(), Node()
    a.other, b.other = b, a
    del a, b
    assert gc.collect() >= 2


def test_simulate_tunes_the_collector(capsys: pytest.CaptureFixture[str]) -> None:
    assert gc.get_threshold()[0] != YOUNG_THRESHOLD
    assert main(["simulate", "--players", "2", "--games", "1", "--json"]) == 0
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD
    assert '"seed": 0' in capsys.readouterr().out
