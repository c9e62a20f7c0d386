"""The Textual half of The Perfumer, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.perfumer.help import help_markdown
from grasse_tui.games.perfumer.tui.final_screen import PerfumerFinalScreen
from grasse_tui.games.perfumer.tui.screen import PerfumerScreen
from grasse_tui.games.perfumer.tui.widgets.options import PerfumerOptions
from grasse_tui.ui.help import heading_finder
from grasse_tui.ui.registry import GameUI


topic_help = heading_finder(help_markdown)
"""The help heading named by a topic, or None."""


GAME_UI = GameUI(
    screen_factory=PerfumerScreen,
    final_screen_factory=PerfumerFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=PerfumerOptions,
)
