"""The Perfumer's rules modules import one way (docs/architecture.md), and its state knows
only the content, the config and itself."""

from __future__ import annotations

from rules_imports import find_cycle, import_graph

import grasse_tui.games.perfumer.rules as rules


def test_the_rules_modules_import_one_way() -> None:
    graph = import_graph(rules)
    assert {"flow", "view", "perturb", "scoring", "setup"} <= graph["game"]
    assert find_cycle(graph) is None


def test_the_state_knows_nothing_of_its_readers() -> None:
    assert import_graph(rules)["state"] <= {"content", "config"}
