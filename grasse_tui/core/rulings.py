"""Table rulings: decisions the app makes where a rulebook is silent or unclear.

Each game keeps its rulings as data (a tuple of :class:`Ruling` in its own
``rulings.py``). The same data feeds two outputs, so they cannot drift apart:
the project document ``docs/rulings.md`` (see :mod:`grasse_tui.docs_gen`) and
the "Table rulings" section of the game's in-app help.

Pure Python: nothing here imports textual or rich.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

#: Width at which ruling bullets are wrapped in the generated markdown.
WRAP_WIDTH = 88


@dataclass(frozen=True, slots=True)
class Ruling:
    """One table ruling.

    ``code`` is unique across the project (``G1``, ``G2``… for Grasse);
    ``section`` names the rulebook section it belongs to and ``title`` says in
    a few words what it settles. ``gap`` states what the rulebook leaves open,
    ``ruling`` what the app does, and ``why`` the reasoning behind the choice.
    """

    code: str
    section: str
    title: str
    gap: str
    ruling: str
    why: str

    @property
    def heading(self) -> str:
        """The heading text, e.g. ``G1. The ten location tiles`` (the section follows
        in a bullet, so a table of contents tells rulings of one section apart)."""
        return f"{self.code}. {self.title[:1].upper()}{self.title[1:]}"


def _bullet(label: str, text: str) -> str:
    """One ``- **Label:** text`` bullet, wrapped with a two-space hanging indent."""
    return textwrap.fill(
        " ".join(text.split()),
        width=WRAP_WIDTH,
        initial_indent=f"- **{label}:** ",
        subsequent_indent="  ",
        break_long_words=False,
        break_on_hyphens=False,
    )


def render_rulings(rulings: Sequence[Ruling]) -> str:
    """Render rulings as markdown: one ``###`` heading per ruling, then bullets.

    Each ruling becomes its heading followed by Rulebook section / Gap / Ruling / Why bullets;
    rulings are separated by a blank line. No game heading is added, so the
    result fits under any ``##`` section (the in-app help uses it this way).
    """
    blocks = [
        "\n".join(
            (
                f"### {r.heading}",
                _bullet("Rulebook section", r.section),
                _bullet("Gap", r.gap),
                _bullet("Ruling", r.ruling),
                _bullet("Why", r.why),
            )
        )
        for r in rulings
    ]
    return "\n\n".join(blocks) + "\n"


def render_markdown(game_title: str, rulings: Sequence[Ruling]) -> str:
    """Render one game's rulings in the ``docs/rulings.md`` format.

    A ``## <game_title>`` heading followed by :func:`render_rulings`.
    """
    return f"## {game_title}\n\n{render_rulings(rulings)}"


TABLE_RULINGS: Final = "{{TABLE_RULINGS}}"
"""The line of a game's ``help.md`` that :func:`with_table_rulings` replaces."""
_RULINGS_LEAD = (
    "Where the rulebook is silent or unclear, the app follows these decisions. "
    "Each one names the part of the rulebook it belongs to.\n\n"
)


def with_table_rulings(help_text: str, rulings: Sequence[Ruling]) -> str:
    """A game's help Markdown with its :data:`TABLE_RULINGS` line replaced by the rulings
    (a lead sentence, then :func:`render_rulings`), so the help and ``docs/rulings.md``
    always say the same. Raises RuntimeError when the help has no such line."""
    if TABLE_RULINGS not in help_text:
        raise RuntimeError(f"the help has no {TABLE_RULINGS} line")
    return help_text.replace(TABLE_RULINGS, _RULINGS_LEAD + render_rulings(rulings).rstrip("\n"))
