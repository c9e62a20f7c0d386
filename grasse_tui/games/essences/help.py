"""Eccentric Essences' in-app rules help: ``help.md`` in our own words, with its "Table
rulings" rendered from :data:`RULINGS`. Pure Python: nothing here imports textual or rich."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from grasse_tui.core.rulings import with_table_rulings
from grasse_tui.games.essences.rulings import RULINGS


@cache
def help_markdown() -> str:
    """The complete Eccentric Essences help as Markdown."""
    text = files("grasse_tui.games.essences").joinpath("help.md").read_text(encoding="utf-8")
    return with_table_rulings(text, RULINGS)
