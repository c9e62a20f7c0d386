"""The Textual half of La Fleur, as the shell loads it: ``GAME_UI``."""

from __future__ import annotations

from functools import cache

from grasse_tui.games.lafleur.help import help_markdown
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.games.lafleur.tui.screen import LaFleurScreen
from grasse_tui.games.lafleur.tui.widgets.options import LaFleurOptions
from grasse_tui.ui.help import plain_heading, split_sections
from grasse_tui.ui.registry import GameUI


@cache
def _headings() -> dict[str, str]:
    return {section.title.casefold(): section.title for section in split_sections(help_markdown())}


def topic_help(topic: str) -> str | None:
    """The help heading named ``topic`` (a location's name is its heading), or None."""
    return _headings().get(plain_heading(topic).casefold())


GAME_UI = GameUI(
    screen_factory=LaFleurScreen,
    final_screen_factory=LaFleurFinalScreen,
    help_markdown=help_markdown,
    topic_help=topic_help,
    options_widget=LaFleurOptions,
    solo_note="1 seat: solo against the automaton (one of four characters, chosen at random).",
)
