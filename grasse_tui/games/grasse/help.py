"""Grasse's in-app rules help, read from the package's ``help.md``.

``help.md`` holds the rules in the project's own words. Its "Table rulings"
section holds only the ``{{TABLE_RULINGS}}`` line, which :func:`help_markdown`
replaces with the rulings rendered from :data:`RULINGS`
(:func:`~grasse_tui.core.rulings.with_table_rulings`), so the help and
``docs/rulings.md`` always show the same text.

Pure Python: nothing here imports textual or rich.
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

from grasse_tui.core.rulings import with_table_rulings
from grasse_tui.games.grasse.rulings import RULINGS

#: The ``##`` section whose ``###`` subsections describe one location each.
LOCATIONS_SECTION = "Locations"

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*$")

# A board label's extras: a local name in brackets or a factory's numeral.
_LABEL_EXTRAS = re.compile(r"\s*\([^)]*\)\s*$|\s+[IVX]+$")


def _heading(line: str) -> tuple[int, str] | None:
    """``(level, title)`` if ``line`` is an ATX markdown heading, else None."""
    match = _HEADING.match(line)
    return (len(match.group(1)), match.group(2)) if match else None


@cache
def help_markdown() -> str:
    """The complete Grasse help as markdown, table rulings filled in."""
    text = files("grasse_tui.games.grasse").joinpath("help.md").read_text(encoding="utf-8")
    return with_table_rulings(text, RULINGS)


def location_help(name: str) -> str | None:
    """The markdown of one location's section, heading included.

    ``name`` is the location's display name (``"Factory"``, ``"Palace"``…),
    matched against the ``###`` headings under ``## Locations``. A board label
    with a factory numeral or a local name in brackets (``"Factory II"``,
    ``"Alley (Viela)"``) finds the same section. Returns None when the help
    has no section for it.
    """
    wanted = _LABEL_EXTRAS.sub("", name.strip())
    lines = help_markdown().splitlines()
    in_locations = False
    start: int | None = None
    for index, line in enumerate(lines):
        heading = _heading(line)
        if heading is None:
            continue
        level, title = heading
        if start is not None and level <= 3:
            return "\n".join(lines[start:index]).strip() + "\n"
        if level <= 2:
            in_locations = level == 2 and title == LOCATIONS_SECTION
        elif in_locations and level == 3 and title == wanted:
            start = index
    return "\n".join(lines[start:]).strip() + "\n" if start is not None else None
