"""The Textual half of La Fleur, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.lafleur.help import help_markdown
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.games.lafleur.tui.screen import LaFleurScreen
from grasse_tui.games.lafleur.tui.widgets.options import LaFleurOptions
from grasse_tui.ui.help import heading_finder
from grasse_tui.ui.registry import GameUI


topic_help = heading_finder(help_markdown)
"""The help heading named by a topic, or None."""


GAME_UI = GameUI(
    screen_factory=LaFleurScreen,
    final_screen_factory=LaFleurFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=LaFleurOptions,
    solo_note="1 seat: solo against the automaton (one of four characters, chosen at random).",
)
