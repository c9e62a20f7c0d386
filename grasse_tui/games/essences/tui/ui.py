"""The Textual half of Eccentric Essences, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from grasse_tui.games.essences.help import help_markdown
from grasse_tui.games.essences.tui.final_screen import EssencesFinalScreen
from grasse_tui.games.essences.tui.screen import EssencesScreen
from grasse_tui.games.essences.tui.widgets.options import EssencesOptions
from grasse_tui.ui.help import find_heading
from grasse_tui.ui.registry import GameUI


def topic_help(topic: str) -> str | None:
    """The help heading named ``topic``, or None."""
    return find_heading(help_markdown(), topic)


GAME_UI = GameUI(
    screen_factory=EssencesScreen,
    final_screen_factory=EssencesFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=EssencesOptions,
    since_last_turn=False,
)
