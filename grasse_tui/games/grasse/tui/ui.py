"""The Textual half of Grasse, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.grasse.help import help_markdown, location_help
from grasse_tui.games.grasse.tui.final_screen import FinalScoreScreen
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.games.grasse.tui.widgets.options import GrasseOptions
from grasse_tui.ui.help import find_heading, plain_heading
from grasse_tui.ui.registry import GameUI


def topic_help(topic: str) -> str | None:
    """The help heading that explains ``topic``, or None.

    ``topic`` is a widget's ``help_topic``: a heading of the help as written
    (``"Awards"``), or a location's display name (``"Factory II"``,
    ``"Alley (Viela)"``), which finds that location's section.
    """
    heading = find_heading(help_markdown(), topic)
    if heading is not None:
        return heading
    section = location_help(topic)
    if section is None:
        return None
    return plain_heading(section.splitlines()[0].lstrip("#"))


GAME_UI = GameUI(
    screen_factory=GrasseScreen,
    final_screen_factory=FinalScoreScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=GrasseOptions,
    solo_note=(
        "1 seat: solo against Pierre, the Envious, who reacts after each of your turns "
        "(Secret Formula is not played solo)."
    ),
)
