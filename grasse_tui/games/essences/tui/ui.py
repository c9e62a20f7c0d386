"""The Textual half of Eccentric Essences, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.essences.help import help_markdown
from grasse_tui.games.essences.tui.final_screen import EssencesFinalScreen
from grasse_tui.games.essences.tui.screen import EssencesScreen
from grasse_tui.games.essences.tui.widgets.options import EssencesOptions
from grasse_tui.ui.help import heading_finder
from grasse_tui.ui.registry import GameUI


topic_help = heading_finder(help_markdown)
"""The help heading named by a topic, or None."""


GAME_UI = GameUI(
    screen_factory=EssencesScreen,
    final_screen_factory=EssencesFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=EssencesOptions,
    since_last_turn=False,
)
