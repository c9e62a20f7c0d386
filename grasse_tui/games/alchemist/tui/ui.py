"""The Textual half of The Grand Alchemist, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.alchemist.help import help_markdown
from grasse_tui.games.alchemist.tui.final_screen import AlchemistFinalScreen
from grasse_tui.games.alchemist.tui.screen import AlchemistScreen
from grasse_tui.games.alchemist.tui.widgets.options import AlchemistOptions
from grasse_tui.ui.help import heading_finder
from grasse_tui.ui.registry import GameUI

topic_help = heading_finder(help_markdown)
"""The help heading named by a topic, or None."""


GAME_UI = GameUI(
    screen_factory=AlchemistScreen,
    final_screen_factory=AlchemistFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=AlchemistOptions,
)
