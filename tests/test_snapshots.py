"""Snapshots of the main screens at 120×40 (and the too-small message at 80×24).

The scenes live in ``tests/apps/grasse_scenes.py`` (``make screenshots`` uses
the same ones). After an intended visual change, regenerate locally with
``.venv/bin/python -m pytest tests/test_snapshots.py --snapshot-update`` and
review the SVGs in ``tests/__snapshots__/``; never update in CI.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from apps.grasse_scenes import SCENES, app_for


def check(snap_compare: Any, tmp_path: Path, name: str) -> None:
    scene, _, size = SCENES[name]
    assert snap_compare(app_for(name, tmp_path / "data"), terminal_size=size, run_before=scene)


def test_menu(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "menu")


def test_setup_screen(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "setup")


def test_grasse_screen_mid_game(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "grasse-midgame")


def test_solo_game_mid_play(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "solo-midgame")


def test_five_seats_with_every_expansion(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "five-expansions")


def test_turn_end_bar(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "turn-end")


def test_handover_shield(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "shield")


def test_help_browser(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "help")


def test_final_scores(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "final-scores")


def test_too_small_at_80x24(snap_compare: Any, tmp_path: Path) -> None:
    check(snap_compare, tmp_path, "too-small")
