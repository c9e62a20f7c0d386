"""The help browser: searchable Markdown with a table of contents."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.ui.widgets import StableFooter

if TYPE_CHECKING:
    from grasse_tui.ui.help_viewer import HelpViewer

SHELL_HELP = """\
# Using grasse_tui

## Keys

- **F1** or **?** — help; on a game screen it opens at the part about what is focused.
- **Escape** — on a game screen, the game menu (Resume, Rules, Save & quit to menu);
  elsewhere, back.
- **Tab** / **Shift+Tab** — move between controls; **Enter** chooses.
- **Ctrl+Q** — quit at once (the game is already saved).

## Passing the terminal

When your step ends your turn and another human plays next, your own screen
stays up with a bar at the bottom: "Your turn is over". Look at what your last
step did, then press **Enter** to pass the terminal, or **u** to take the step
back and go on with your turn.

The screen is then covered by a shield naming the next player. Hand over the
terminal; they press **Enter** (after their PIN, if they chose one) when only
they can see it. Bots never get a shield and never show their hidden cards.
After the shield, a short summary lists what happened since that player's
last turn.

## Undo

You can take back your own last actions, but never past a moment that revealed
something (a draw, a reveal, a shuffle) or another player's decision.

## Saves

Every action is saved at once. **Continue** on the main menu resumes the most
recent unfinished game; **Load** lists every save (with Delete). A resumed game
with two or more humans starts with the shield.
"""

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_MARKUP = re.compile(r"[*_`\[\]]")


def plain_heading(text: str) -> str:
    """A heading without Markdown emphasis/code/link marks, for matching."""
    return " ".join(_MARKUP.sub("", text).split())


@dataclass(frozen=True, slots=True)
class HelpSection:
    """One heading of a help document and the text under it (up to the next heading)."""

    index: int
    level: int
    title: str
    body: str

    def rank(self, query: str) -> int | None:
        """How well this section answers ``query`` (0 best), or None if it does not mention it.

        Whole words first: a title equal to the query, then starting with it,
        then holding it as a word, then text holding it as a word; only then
        the query inside a longer word ("pin" in "skipping"), title before
        text. Case and runs of spaces are ignored.
        """
        needle = " ".join(query.casefold().split())
        if not needle:
            return None
        title, body = self.title.casefold(), " ".join(self.body.casefold().split())
        word = re.compile(rf"(?<!\w){re.escape(needle)}(?!\w)")
        tests = (
            title == needle,
            title.startswith(needle),
            word.search(title) is not None,
            word.search(body) is not None,
            needle in title,
            needle in body,
        )
        return next((rank for rank, passed in enumerate(tests) if passed), None)


def search(sections: tuple[HelpSection, ...], query: str) -> tuple[HelpSection, ...]:
    """The sections that mention ``query``, best match first (document order among equals)."""
    ranked = ((section.rank(query), section.index, section) for section in sections)
    return tuple(section for rank, _, section in sorted(r for r in ranked if r[0] is not None))


def split_sections(markdown: str) -> tuple[HelpSection, ...]:
    """The document's ATX headings in order (the order of the viewer's contents)."""
    sections: list[HelpSection] = []
    heading: tuple[int, str] | None = None
    body: list[str] = []
    in_fence = False

    def close() -> None:
        if heading is not None:
            sections.append(HelpSection(len(sections), heading[0], heading[1], "\n".join(body)))

    for line in markdown.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
        match = None if in_fence else _HEADING.match(line)
        if match:
            close()
            heading, body = (len(match.group(1)), plain_heading(match.group(2))), []
        else:
            body.append(line)
    close()
    return tuple(sections)


class SearchBox(Input):
    """An :class:`Input` whose own editing keys act at once, in the order they were typed.

    Textual runs a widget's key bindings only after the key has gone up to the
    app, while a letter is typed straight into the box: a letter typed right
    after Ctrl+U would land first, and Ctrl+U would then delete it too.
    """

    async def _on_key(self, event: events.Key) -> None:
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings and not event.is_printable:
            event.stop()
            event.prevent_default()
            await self.run_action(bindings[0].action)
            return
        await super()._on_key(event)


class HelpScreen(Screen[None]):
    """Rules and app help: a search box, matching sections, and the document.

    Typing lists the sections that mention the words, best match first; Enter
    (or choosing one) scrolls the document to that section and folds the list
    away, with a hint that Ctrl+F brings it back. Leaving the screen clears the
    search. :meth:`open_at`
    names the heading to show the next time the screen is shown. Building a
    long document costs a second or two, so the app keeps one help screen per
    game and shows it again.
    """

    DEFAULT_CSS = """
    HelpScreen #help-title {
        width: 100%;
        padding: 0 1;
        background: $primary;
        color: $text;
        text-style: bold;
    }
    HelpScreen MarkdownTableOfContents {
        width: 40;
    }
    HelpScreen #help-matches {
        height: auto;
        max-height: 8;
        display: none;
    }
    HelpScreen #help-matches.-shown {
        display: block;
    }
    HelpScreen #help-hint {
        padding: 0 1;
        color: $text-muted;
    }
    """

    BINDINGS = [
        Binding("escape", "close", "Close help"),
        Binding("ctrl+f", "search", "Search"),
    ]

    def __init__(self, markdown: str, title: str = "Help") -> None:
        super().__init__()
        self.markdown = markdown
        self.help_title = title
        self.pending_section: str | None = None
        self.sections = split_sections(markdown)
        self._matches: tuple[HelpSection, ...] = ()

    def compose(self) -> ComposeResult:
        # Imported here: the Markdown widgets (and markdown-it) would add ~0.1 s to app start.
        from grasse_tui.ui.help_viewer import HelpViewer

        yield Static(self.help_title, id="help-title")
        yield SearchBox(placeholder="Search the help (Enter jumps to the best match)", id="help-search")
        yield OptionList(id="help-matches")
        yield Static(id="help-hint")
        yield HelpViewer(self.markdown, show_table_of_contents=True, id="help-viewer")
        yield StableFooter()

    @property
    def viewer(self) -> HelpViewer:
        from grasse_tui.ui.help_viewer import HelpViewer

        return self.query_one("#help-viewer", HelpViewer)

    @property
    def matches_list(self) -> OptionList:
        return self.query_one("#help-matches", OptionList)

    @property
    def search_box(self) -> Input:
        return self.query_one("#help-search", Input)

    def on_mount(self) -> None:
        self.search_box.focus()

    def on_screen_suspend(self) -> None:
        """Start the next visit with an empty search."""
        self.search_box.value = ""
        self.search_box.focus()

    def open_at(self, section: str | None) -> None:
        """Show the heading titled ``section`` (if any) when the screen is next shown."""
        self.pending_section = section

    def on_screen_resume(self) -> None:
        if self.pending_section is None:
            return
        wanted = plain_heading(self.pending_section).casefold()
        self.pending_section = None
        target = next((s for s in self.sections if s.title.casefold() == wanted), None)
        if target is not None:
            self.call_after_refresh(self.jump_to, target)

    def jump_to(self, section: HelpSection) -> None:
        """Scroll the document so ``section``'s heading is at the top."""
        contents = self.viewer.document.table_of_contents
        if section.index < len(contents):
            header_id = contents[section.index][2]
        else:
            header_id = next((h for _, t, h in contents if plain_heading(t) == section.title), None)
            if header_id is None:
                return
        heading = self.viewer.document.query_one(f"#{header_id}")
        self.viewer.scroll_to_widget(heading, top=True, animate=False)

    @on(Input.Changed, "#help-search")
    def _search(self, event: Input.Changed) -> None:
        query = event.value.strip()
        self._matches = search(self.sections, query) if query else ()
        self.query_one("#help-hint", Static).update()
        matches = self.matches_list
        matches.clear_options()
        matches.set_class(bool(query), "-shown")
        if query and not self._matches:
            matches.add_option(Option(f"No section mentions “{query}”.", disabled=True))
        else:
            matches.add_options(Option(f"{'  ' * (s.level - 1)}{s.title}", id=str(s.index)) for s in self._matches)
            matches.highlighted = 0 if self._matches else None

    @on(Input.Submitted, "#help-search")
    def _jump_to_highlighted(self, event: Input.Submitted) -> None:
        event.stop()
        if self._matches:
            highlighted = self.matches_list.highlighted or 0
            self._show_match(self._matches[min(highlighted, len(self._matches) - 1)])

    @on(OptionList.OptionSelected, "#help-matches")
    def _jump_to_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self._show_match(self.sections[int(event.option.id)])
            self.search_box.focus()

    def _show_match(self, section: HelpSection) -> None:
        """Scroll to ``section``, fold the results away and say how to get them back."""
        self.jump_to(section)
        self.matches_list.remove_class("-shown")
        others = len(self._matches) - 1
        hint = f"Showing “{section.title}”." + (
            f" Ctrl+F shows the other {others} results." if others > 1 else " Ctrl+F shows the other result." if others else ""
        )
        self.query_one("#help-hint", Static).update(hint)

    def action_search(self) -> None:
        """Focus the search box with its text selected, so typing replaces it, and unfold its results."""
        self.search_box.focus()
        self.search_box.select_all()
        self.query_one("#help-hint", Static).update()
        self.matches_list.set_class(bool(self.search_box.value.strip()), "-shown")

    def action_close(self) -> None:
        self.dismiss()
