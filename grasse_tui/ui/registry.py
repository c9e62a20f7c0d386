"""UI-side registry: the Textual half of each built game.

Each built game has a module ``grasse_tui.games.<game_id>.tui.ui`` exposing
``GAME_UI``, a :class:`GameUI`. It is imported lazily, when the game is first
chosen, so the menu starts without importing any game.

The contract a game's UI keeps with the shell:

* ``screen_factory(port, seats)`` returns the game :class:`~textual.screen.Screen`
  for one viewer. ``port.seat`` is the viewer (``None``: a public, spectator
  view shown while bots play before any human's view is up). The screen renders
  only ``port.view()``; it posts :class:`~grasse_tui.ui.messages.ActionChosen`
  (an element of ``port.legal_actions()``, with ``port.actions_taken()`` as it was
  when that list was shown, so a choice overtaken by an undo is dropped) and
  :class:`~grasse_tui.ui.messages.UndoRequested`, and has ``refresh_view()``,
  which the shell calls after every applied or undone action, including bot
  moves while this screen stays up; after an undo it also gets
  :class:`~grasse_tui.ui.messages.StepTakenBack` (it may highlight that step). The shell replaces the screen (never
  covers it) when another human's turn comes; just before, when this seat's
  step ended its turn, it docks a turn-end bar at the bottom of the screen
  (the screen's other content reflows above it) and takes Enter and ``u``
  while the bar is up. It leaves Escape, F1, ``?`` and ``ctrl+q`` to the shell (Escape
  only after closing what the screen itself opened: a filter line, or the focus
  away from the list while there is something to choose). A focused widget (or one of its ancestors) may
  carry a ``help_topic: str`` attribute (or property) for F1.
* Every view has ``log: tuple[str, ...]``: the viewer's whole log, filtered
  for that viewer and append-only, so the shell can show the lines that are
  new since a seat's last turn.
* ``final_screen_factory(scores, public_view, seats, seed, history)`` returns the
  end-of-game screen (Escape on it returns to the menu); it shows ``seed``, the game's
  seed, which is kept from everyone until the game is over (it deals every hidden card),
  so the table can play the same deal again. ``history`` works out the score over the
  rounds (``core.score_history``; None when the game has no ``score_track``): the
  screen calls it off the UI thread and plots it (``ui.widgets.score_plot``).
* ``help_markdown()`` is the game's rules as Markdown; ``topic_help(topic)``
  names the heading (as written in that Markdown) that explains ``topic``, or
  ``None``.
* ``options_widget`` builds an optional setup widget whose ``options()`` is
  passed to ``GameModule.make_config``. If it also has a ``seat_count``
  attribute and a ``restore(options)`` method (``ui.setup.TableAwareOptions``),
  the setup screen keeps the first equal to the table's size and calls the
  second with the options of the last game started.
* ``solo_note`` is the line the setup screen shows for a one-seat table when
  ``GameModule.solo`` is True (e.g. who the automaton opponent is).
* ``since_last_turn`` False skips the "since your last turn" summary after a shield.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from textual.screen import Screen
from textual.widget import Widget

from grasse_tui.games import CATALOGUE, GameEntry

if TYPE_CHECKING:
    from grasse_tui.core.game import FinalScores, SeatConfig
    from grasse_tui.core.score_history import HistorySource
    from grasse_tui.core.session import SeatPort
    from grasse_tui.games.registry import GameModule, SeatColour


class GameScreen(Protocol):
    """What the shell needs of a game screen beyond being a Screen."""

    def refresh_view(self) -> None:
        """Re-render from the port's current view (called after every change)."""
        ...


class OptionsWidget(Widget):
    """A game's own part of the setup screen (``GameUI.options_widget``)."""

    def options(self) -> Mapping[str, Any]:
        """The options as chosen now: what the game module's ``make_config`` takes."""
        raise NotImplementedError(f"{type(self).__name__} must say which options are chosen")


ScreenFactory = Callable[["SeatPort", tuple["SeatConfig", ...]], Screen[Any]]
FinalScreenFactory = Callable[["FinalScores", Any, tuple["SeatConfig", ...], int, "HistorySource | None"], Screen[Any]]


@dataclass(frozen=True, slots=True)
class GameUI:
    """The Textual side of one built game (see the module docstring)."""

    screen_factory: ScreenFactory
    final_screen_factory: FinalScreenFactory
    help_markdown: Callable[[], str]
    topic_help: Callable[[str], str | None]
    options_widget: Callable[[], OptionsWidget] | None = None
    solo_note: str = "1 seat: a solo game."
    since_last_turn: bool = True
    """Whether a seat's view opens with the "since your last turn" summary after its shield.
    A game whose screen itself shows all a seat needs from the others' turns turns it off,
    so a handover is one key (Eccentric Essences: the blend and the last debriefing)."""


@dataclass(frozen=True, slots=True)
class BuiltGame:
    """A playable game: its catalogue entry, rules module and UI."""

    entry: GameEntry
    module: GameModule
    ui: GameUI

    @property
    def game_id(self) -> str:
        return self.entry.game_id

    def colour(self, colour_id: str) -> SeatColour:
        """The :class:`SeatColour` for ``colour_id`` (see :meth:`GameModule.colour`)."""
        return self.module.colour(colour_id)


class GameUnavailable(Exception):
    """A game cannot be opened; the message is one line for the player."""


def load_ui(game_id: str) -> GameUI:
    """Import ``grasse_tui.games.<game_id>.tui.ui`` and return its ``GAME_UI``."""
    module = importlib.import_module(f"grasse_tui.games.{game_id}.tui.ui")
    game_ui: GameUI = module.GAME_UI
    return game_ui


class GameShelf:
    """Where the app finds games: the catalogue plus their lazily loaded halves.

    ``extra`` registers games that live outside the package (the test fixture's
    toy game); their entries are listed after the catalogue's.
    """

    def __init__(
        self,
        catalogue: Sequence[GameEntry] = CATALOGUE,
        extra: Sequence[BuiltGame] = (),
    ) -> None:
        self._extra = {built.game_id: built for built in extra}
        self.entries: tuple[GameEntry, ...] = tuple(catalogue) + tuple(b.entry for b in extra)
        self._loaded: dict[str, BuiltGame] = dict(self._extra)

    def entry(self, game_id: str) -> GameEntry | None:
        return next((e for e in self.entries if e.game_id == game_id), None)

    def title(self, game_id: str) -> str:
        entry = self.entry(game_id)
        return entry.title if entry else game_id

    def built_entries(self) -> tuple[GameEntry, ...]:
        return tuple(e for e in self.entries if e.built)

    def load(self, game_id: str) -> BuiltGame:
        """The built game ``game_id``. Raises :class:`GameUnavailable`."""
        if game_id in self._loaded:
            return self._loaded[game_id]
        entry = self.entry(game_id)
        if entry is None or not entry.built:
            raise GameUnavailable(f"The game {game_id!r} is not available in this version.")
        from grasse_tui.games import registry as rules_registry  # imported with the first game, not at start-up

        try:
            module = rules_registry.load(game_id)
            ui = load_ui(game_id)
        except (ImportError, AttributeError, KeyError) as exc:
            raise GameUnavailable(f"{entry.title} cannot be opened yet ({exc}).") from exc
        built = BuiltGame(entry, module, ui)
        self._loaded[game_id] = built
        return built
