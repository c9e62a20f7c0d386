"""The Textual half of La Fleur, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.lafleur.help import help_markdown
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.games.lafleur.tui.screen import LaFleurScreen
from grasse_tui.games.lafleur.tui.widgets.options import LaFleurOptions
from grasse_tui.ui.help import find_heading
from grasse_tui.ui.registry import GameUI


def topic_help(topic: str) -> str | None:
    """The help heading named ``topic`` (a location's name is its heading), or None."""
    return find_heading(help_markdown(), topic)


GAME_UI = GameUI(
    screen_factory=LaFleurScreen,
    final_screen_factory=LaFleurFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=LaFleurOptions,
    solo_note="1 seat: solo against the automaton (one of four characters, chosen at random).",
)
