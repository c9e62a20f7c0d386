"""Widgets any game's screen and the shell's screens share, one module each.

The shell's small pieces are importable from here: :class:`StableFooter` (``footer``),
:class:`Note` (``note``), :class:`TitleBar` (``title_bar``), :func:`still_shown` and
:func:`dismiss_if_current` (``on_screen``). A game's screen imports the rest from their
modules:

* ``decision_panel``: :class:`DecisionPanel`, what to decide and every legal choice,
  built from ``action_list`` (the list), ``choice_filter`` (``/``: words that narrow it),
  ``choice_detail`` (the highlighted choice in full) and ``number_typing`` (a spot's
  number typed to find its choice); ``whole_description`` shows a description the
  detail box cuts, whole, over the game.
* ``choice``: :class:`Choice`, one legal action as the panel lists it, and the spots
  on the game's board it concerns; ``numbered_spots``: :class:`NumberedSpots`, the spots
  a player may find by typing their number, as the game numbers and names them.
* ``game_log``: :class:`GameLog`, the viewer's log.
* ``line_widget``: :class:`LinesWidget`, the base of a widget drawn line by line.
"""

from grasse_tui.ui.widgets.footer import StableFooter
from grasse_tui.ui.widgets.note import Note
from grasse_tui.ui.widgets.on_screen import dismiss_if_current, still_shown
from grasse_tui.ui.widgets.title_bar import TitleBar

__all__ = ["Note", "StableFooter", "TitleBar", "dismiss_if_current", "still_shown"]
