"""The Textual half of The Perfumer, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.perfumer.help import help_markdown
from grasse_tui.games.perfumer.tui.final_screen import PerfumerFinalScreen
from grasse_tui.games.perfumer.tui.screen import PerfumerScreen
from grasse_tui.games.perfumer.tui.widgets.options import PerfumerOptions
from grasse_tui.ui.help import find_heading
from grasse_tui.ui.registry import GameUI


def topic_help(topic: str) -> str | None:
    """The help heading named ``topic``, or None."""
    return find_heading(help_markdown(), topic)


GAME_UI = GameUI(
    screen_factory=PerfumerScreen,
    final_screen_factory=PerfumerFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=PerfumerOptions,
)
