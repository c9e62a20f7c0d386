"""The help browser: searchable Markdown, one page at a time, with a table of contents of all pages."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.ui.text_match import folded, with_digits
from grasse_tui.ui.too_small import READING_SIZE
from grasse_tui.ui.widgets import StableFooter

if TYPE_CHECKING:
    from textual.widgets import Markdown
    from textual.widgets.markdown import TableOfContentsType

    from grasse_tui.ui.help_viewer import HelpViewer

GAME_RULES_ARE_ELSEWHERE = "This help is about the app: a game's rules are under Rules (r) on the main menu."
"""Said in the app's own help when a search finds nothing."""

SHELL_HELP = """\
# Using grasse_tui

## Keys

- **F1** or **?** — help; on a game screen it opens the game's rules at the part
  about what is focused. Type to search; the section you choose is shown with its
  heading as the top line, marked (reversed) until you scroll, and the words you
  searched for reversed and underlined in it.
- **Escape** — on a game screen, the game menu (Resume, Rules, Save & quit to menu),
  or first the whole list back if you narrowed it with **/**; in help, first folds
  away the search results if they are shown; elsewhere, back.
- **Tab** / **Shift+Tab** — move between controls; **Enter** chooses.
- **u** — on a game screen, take back your last step (see Undo).
- **Letters** — on a Grasse decision list, a letter that is no key of its own
  opens the filter with that letter (**u** undo, **r** redo, **d** full text and
  **l** log keep their jobs).
- **/** — on a game screen with a long list of choices (a Market visit offers
  dozens of trades), type words to keep only the choices holding them ("wat
  fix" keeps the trades naming water and fixative); Enter chooses the
  highlighted match, ↓ goes to the list.
- **l** — on a game screen, the whole log across the screen; **l** or **Escape**
  brings the game back.
- **Ctrl+Q** (or **Ctrl+C** outside a text field) — quit at once (the game is
  already saved).

## Rules of the games

This page covers the app itself. Each game's full rules, in our own words, are
under **Rules** (**r**) on the main menu, and on a game screen behind **F1** or
the game menu. They end with "Table rulings": how the app settles what a
rulebook leaves open.

## Passing the terminal

When your step ends your turn and another human plays next, your own screen
stays up with a bar at the bottom: "Your turn is over". Look at what your last
step did, then press **Enter** to pass the terminal, or **u** to take the step
back and go on with your turn.

The screen is then covered by a shield naming the next player. Hand over the
terminal; they press **Enter** (after their PIN, if they chose one) when only
they can see it (the shield takes Enter only after a moment without one, so
neither an Enter pressed twice nor one held down can skip it). Bots never get a shield and never show their
hidden cards.
After the shield, a short summary lists what the others did since that player's
last turn (a game continued in the middle of your turn does not repeat your own
steps; a last step of yours that set off something new, such as a new round,
is listed with what it set off); while it runs past the box, Enter shows the next page, and once
the last line is in view it closes the summary (Escape closes it at once).
For a moment after the summary (and after each of your choices) an Enter that
comes straight after the last one is taken for a key pressed twice or held
down: it is ignored, with a note saying so. Any other key in between, such as
an arrow, makes the next Enter count at once. The shield alone always waits.

## Steps everyone may watch

Some steps show nothing secret: a die that everyone watches roll, a public vote.
No shield comes up before them, even with several people at the table, and what
chance decided is also said in a note at the bottom of the screen. When the same
player goes on to something private, a shield asks them to make sure nobody else
is looking.

## Secret choices

In some games everyone chooses at the same time, in secret. Each player chooses
behind their own shield; bots choose as soon as they may, without seeing anyone's choice.
Until you pass the terminal you may take your choice back with **u**; once the
shield for the next player is up, it stands. The choices take effect together
once all are in.

## Bots

On the setup screen any seat can be a bot, at one of three levels:
**Easy** plays any legal move, **Normal** is the game's own bot (it plays to
win from what its seat sees) and **Strong** searches: before each choice it
plays the Normal bot's choice and a few others out (to the end of the game, or
in Grasse to the end of the round) in the same worlds, ones it cannot tell from
the real one (everything its seat may not see drawn anew, and agreeing with
whatever its seat was shown, such as a smelled plate), and leaves the Normal
choice only for one that clearly did better. In The Grand Alchemist it starts
from a sharper player's choice than the scholar's (it plans how to give out its
dice, plays its event cards and tries to win other seats' assistants over) and
plays its own seat that way in its playouts. It sees exactly what its seat
sees, never another seat's cards. A Strong choice takes up to about a second;
a bar above the footer shows how long it has thought and how far it is, and
**Escape** makes it play the best it has found so far.

## Timed decisions

In a race (who guesses fastest), your clock starts when your own screen opens
after the shield and the "since your last turn" summary, and stops when you
confirm; a bar at the top shows your time, and the time left when there is a
limit. When the limit runs out, "time is up" is recorded for you. The time you
took is part of the saved game, so a replay ranks everyone the same way. Taking
a timed choice back does not give you the time back. Only a confirmed choice's
time is saved: leaving the game in the middle of a timed decision (Save & quit,
or a closed terminal) starts that decision's clock again when you come back.

## Shown once

Some games show one player something for a moment only (a scent to smell, a
marker to inspect). It comes on a screen of its own, behind that player's shield;
once you press **Enter** it is gone for good: it is not in your log, the summary,
the saved game or anything undo can bring back. Take it in before you go on.
Leaving the game while it waits for you behind your shield loses it too.

## Player records

**Player records** (**p** on the main menu) lists each human player's games
per game and number of players: played, won (a shared win is a win for each
player sharing it), win %, best and average score, last played. Click a
heading to sort by it (again: the other way round), **s** sorts by the next
column, **r** reverses. A seat's name is the player: spaces around it and case
do not matter. Bots keep no records; a solo game is a 1-player game. Below,
the highlighted player's head-to-head with each player met at this terminal.
**d** deletes that player's records, after asking: saved games stay. Records
are never shown during a game.

## Undo

You can take back your own last actions, but never past a moment that revealed
something (a draw, a reveal, a shuffle, a die roll, something shown once) or
another player's decision. A note says what was taken back; on the Grasse
screen **r** (Redo, in the footer while it can) takes that step again, as long
as nothing else has been done since — so a stray **u** costs nothing.

## Saves

Every action is saved at once. **Continue** on the main menu resumes the
unfinished game you played or opened last. **Load** lists every save: **Enter**
loads the highlighted one, **x** exports its record to a file (for a bug report;
PINs are left out; an unfinished game's file gives away every hidden card, so it
asks first) and **d** deletes it, after asking. If the save file is damaged,
nothing is written to it: saving is off and the main menu says so; its games
that can still be read and replayed stay under Load (and Continue), and **s** on
the main menu copies them, with the games played since, into a fresh save file,
keeping the damaged one unchanged beside it. A resumed game with two or more
humans starts with the shield.

## Window size

A game needs a terminal of at least 100×30 (best 120×40); the main menu, the
new-game table and this help need only 80×24. A game started in a smaller
window waits behind a notice saying the size it needs, with everything typed
into the table kept, and appears once the window grows; **F1** reads the rules
meanwhile, and **Escape** goes to the menu (the game is saved).
"""

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_MARKUP = re.compile(r"[*`\[\]]|(?<!\w)_|_(?!\w)")


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
    heading: str = ""
    """The heading line as written (with its Markdown marks)."""
    _forms: tuple[tuple[str, str], tuple[str, str]] = field(init=False, repr=False, compare=False)
    """The title and the text as search compares them (:func:`folded`), once per section:
    as written, and with number words as digits ("five players" → "5 players")."""

    def __post_init__(self) -> None:
        title, body = folded(self.title), folded(self.body)
        object.__setattr__(self, "_forms", ((title, body), (with_digits(title), with_digits(body))))

    @property
    def markdown(self) -> str:
        """The section as Markdown: its heading line, then its text."""
        return f"{self.heading}\n{self.body}"

    def rank(self, query: str) -> int | None:
        """How well this section answers ``query`` (0 best), or None if it does not mention it.

        Whole words first: a title equal to the query, then starting with it,
        then holding it as a word, then text holding it as a word; only then
        the query inside a longer word ("pin" in "skipping"), title before
        text; last, a section holding every word of a query of several words,
        in any order ("pierre clients"). Case, accents and runs of spaces are
        ignored, and a number matches its word ("5 players", "five players").
        """
        relevance = self.relevance(query)
        return None if relevance is None else relevance[0]

    def relevance(self, query: str) -> tuple[int, int] | None:
        """(:meth:`rank`, minus how often the text holds the query as a word): lower is
        better, so among sections of one rank those that say it most come first."""
        needle = folded(query)
        if not needle:
            return None
        plain, digits = self._forms
        # A set: a query and a section with no number words are compared once, not twice.
        pairs = {(needle, plain), (with_digits(needle), digits)}
        found = (_relevance(words, *form) for words, form in pairs)
        return min((r for r in found if r is not None), default=None)


def _relevance(needle: str, title: str, body: str) -> tuple[int, int] | None:
    """:meth:`HelpSection.relevance` of a folded ``needle`` against a folded title and text."""
    word = re.compile(rf"(?<!\w){re.escape(needle)}(?!\w)")
    words = needle.split(" ")
    tests = (
        title == needle,
        title.startswith(needle),
        word.search(title) is not None,
        word.search(body) is not None,
        needle in title,
        needle in body,
        len(words) > 1 and all(w in title or w in body for w in words),
    )
    rank = next((rank for rank, passed in enumerate(tests) if passed), None)
    return None if rank is None else (rank, -len(word.findall(body)))


def search(sections: tuple[HelpSection, ...], query: str) -> tuple[HelpSection, ...]:
    """The sections that mention ``query``, best match first (see :meth:`HelpSection.relevance`;
    document order among equals)."""
    ranked = ((section.relevance(query), section.index, section) for section in sections)
    return tuple(section for relevance, _, section in sorted(r for r in ranked if r[0] is not None))


def split_sections(markdown: str) -> tuple[HelpSection, ...]:
    """The document's ATX headings in order (the order of the viewer's contents)."""
    sections: list[HelpSection] = []
    heading: tuple[int, str, str] | None = None
    body: list[str] = []
    in_fence = False

    def close() -> None:
        if heading is not None:
            sections.append(HelpSection(len(sections), heading[0], heading[1], "\n".join(body), heading[2]))

    for line in markdown.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
        match = None if in_fence else _HEADING.match(line)
        if match:
            close()
            heading, body = (len(match.group(1)), plain_heading(match.group(2)), line), []
        else:
            body.append(line)
    close()
    return tuple(sections)


@lru_cache(maxsize=8)
def _headings(markdown: str) -> dict[str, str]:
    return {section.title.casefold(): section.title for section in split_sections(markdown)}


def find_heading(markdown: str, topic: str) -> str | None:
    """The heading of ``markdown`` whose plain text is ``topic`` (case aside), as written
    there, or None: how a game's ``topic_help`` finds a widget's ``help_topic``."""
    return _headings(markdown).get(plain_heading(topic).casefold())


def heading_finder(help_markdown: Callable[[], str]) -> Callable[[str], str | None]:
    """A game's ``GameUI.topic_help`` when a topic is simply the name of a heading of its
    help (see :func:`find_heading`)."""

    def topic_help(topic: str) -> str | None:
        return find_heading(help_markdown(), topic)

    return topic_help


SUBSECTIONS_PER_PAGE = 8
"""A chapter with more ``###`` sections than this is shown over several pages of this many."""


@dataclass(frozen=True, slots=True)
class HelpPage:
    """The sections shown together: a chapter, or a part of a long one."""

    number: int
    title: str
    sections: tuple[HelpSection, ...]

    @property
    def markdown(self) -> str:
        """The page's sections as one Markdown document."""
        return "\n".join(section.markdown for section in self.sections)


def paginate(sections: tuple[HelpSection, ...], per_page: int = SUBSECTIONS_PER_PAGE) -> tuple[HelpPage, ...]:
    """Split ``sections`` into pages: one per ``#``/``##`` chapter, long chapters every ``per_page`` subsections.

    A chapter heading with no text of its own (a ``#`` title straight above a
    ``##``) shares the next chapter's page. A page of a split chapter is
    titled "Chapter (2/5)".
    """
    runs: list[list[HelpSection]] = []
    chapters: list[str] = []
    for section in sections:
        run = runs[-1] if runs else []
        heading_only = all(not s.body.strip() for s in run)
        new_chapter = section.level <= 2 and not (run and heading_only)
        full = section.level == 3 and sum(s.level == 3 for s in run) >= per_page
        if not runs or new_chapter or full:
            runs.append([section])
            chapters.append(section.title if section.level <= 2 or not chapters else chapters[-1])
        else:
            run.append(section)
    parts = {chapter: chapters.count(chapter) for chapter in chapters}
    pages: list[HelpPage] = []
    for number, (chapter, run) in enumerate(zip(chapters, runs, strict=True)):
        part = chapters[: number + 1].count(chapter)
        title = chapter if parts[chapter] == 1 else f"{chapter} ({part}/{parts[chapter]})"
        pages.append(HelpPage(number, title, tuple(run)))
    return tuple(pages)


class SearchBox(Input):
    """An :class:`Input` whose own editing keys act at once, in the order they were typed.

    Textual runs a widget's key bindings only after the key has gone up to the
    app, while a letter is typed straight into the box: a letter typed right
    after Ctrl+U would land first, and Ctrl+U would then delete it too.

    Printable keys pressed before :attr:`typing_from` are dropped: a second
    ``?`` pressed while help was opening is not a search. The help screen sets
    it when it has been drawn, and back to never when it is left. (A priority binding
    cannot catch it: Textual leaves out every binding for a key the focused
    Input would type.)

    ↓ goes on to the help screen's search results. Keys typed at once behind it
    (↓ ↓ Enter) were sent to the box before the focus moved: the box leaves them to
    the bindings of the results, as if they had been typed there.
    """

    BINDINGS = [Binding("down", "screen.into_results", "Results", show=False)]

    typing_from = math.inf
    """When typing starts to count, on the clock that stamps key events."""

    async def _on_key(self, event: events.Key) -> None:
        if self.screen.focused is not self:
            return  # up to the app, which runs the bindings of the widget focused now
        if event.is_printable and event.time < self.typing_from:
            event.stop()
            event.prevent_default()
            return
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings and not event.is_printable:
            event.stop()
            event.prevent_default()
            await self.run_action(bindings[0].action)
            return
        await super()._on_key(event)


class HelpScreen(Screen[None]):
    """Rules and app help: a search box, matching sections, a table of contents and one page.

    The document is shown a page at a time (see :func:`paginate`): Textual
    styles every widget of a screen each time it is shown, and the whole Grasse
    help is over a thousand widgets. The table of contents lists every heading
    of every page; choosing one shows its page at that heading. PageDown and
    PageUp scroll the page and, at its end or start, turn to the next or
    previous page.

    Typing lists the sections that mention the words, best match first; Enter
    (or choosing one) shows that section and folds the list away, with a hint
    that Ctrl+F brings it back. Leaving the screen clears the search.
    :meth:`open_at` names the heading to show the next time the screen is
    shown. The app keeps one help screen per game and shows it again.
    """

    DEFAULT_CSS = """
    HelpScreen #help-title {
        width: 100%;
        padding: 0 1;
        background: $primary;
        color: $text;
        text-style: bold;
    }
    HelpScreen #help-body {
        height: 1fr;
    }
    HelpScreen FittedTableOfContents {
        width: 40;
        max-width: 35%;
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

    MIN_SIZE = READING_SIZE

    BINDINGS = [
        Binding("escape", "close", "Close help"),
        Binding("ctrl+f", "search", "Search"),
        Binding("pagedown", "turn_page_down", "Page down / next page", priority=True),
        Binding("pageup", "turn_page_up", "Page up / previous page", priority=True),
    ]

    def __init__(self, markdown: str, title: str = "Help", elsewhere: str = "") -> None:
        """``elsewhere`` is said after "No section mentions …": where else to look."""
        super().__init__()
        self.help_title = title
        self.elsewhere = elsewhere
        self.pending_section: str | None = None
        self.sections = split_sections(markdown)
        self.pages = paginate(self.sections)
        self.page = self.pages[0] if self.pages else HelpPage(0, "", ())
        self._page_of = {section.index: page for page in self.pages for section in page.sections}
        self._matches: tuple[HelpSection, ...] = ()

    def compose(self) -> ComposeResult:
        # Imported here: the Markdown widgets (and markdown-it) would add ~0.1 s to app start.
        from grasse_tui.ui.help_viewer import FittedTableOfContents, HelpViewer

        yield Static(self._title_text(), id="help-title")
        yield SearchBox(placeholder="Search the help (Enter jumps to the best match, ↓ goes to the list)", id="help-search")
        yield OptionList(id="help-matches")
        yield Static(id="help-hint")
        viewer = HelpViewer(self.page.markdown, id="help-viewer")
        with Horizontal(id="help-body"):
            yield FittedTableOfContents(viewer.document)
            yield viewer
        yield StableFooter()

    def on_mount(self) -> None:
        """List every section of every page in the table of contents."""
        from grasse_tui.ui.help_viewer import FittedTableOfContents

        contents: TableOfContentsType = [(s.level, s.title, str(s.index)) for s in self.sections]
        self.query_one(FittedTableOfContents).table_of_contents = contents

    def _title_text(self) -> str:
        """The title bar: the help's title, then which page is shown."""
        if len(self.pages) < 2:
            return self.help_title
        return f"{self.help_title} — page {self.page.number + 1} of {len(self.pages)}: {self.page.title}"

    @property
    def viewer(self) -> HelpViewer:
        from grasse_tui.ui.help_viewer import HelpViewer

        return self.query_one("#help-viewer", HelpViewer)

    @property
    def matches_list(self) -> OptionList:
        return self.query_one("#help-matches", OptionList)

    @property
    def search_box(self) -> SearchBox:
        return self.query_one("#help-search", SearchBox)

    def on_screen_suspend(self) -> None:
        """Start the next visit with an empty search, which takes no typing until the screen is drawn."""
        self.search_box.value = ""
        self.search_box.typing_from = math.inf
        self.search_box.focus()

    def open_at(self, section: str | None) -> None:
        """Show the heading titled ``section`` (if any) when the screen is next shown."""
        self.pending_section = section

    async def on_screen_resume(self) -> None:
        """Show the section asked for by :meth:`open_at`; count typing from when the screen is drawn."""
        self.call_after_refresh(self._start_typing)
        if self.pending_section is None:
            return
        wanted = plain_heading(self.pending_section).casefold()
        self.pending_section = None
        target = next((s for s in self.sections if s.title.casefold() == wanted), None)
        if target is not None:
            await self.jump_to(target)

    def _start_typing(self) -> None:
        # Textual stamps key events with this clock.
        from textual._time import get_time

        self.search_box.typing_from = get_time()

    async def show_page(self, page: HelpPage) -> None:
        """Show ``page`` (at its top if it was not shown already); the contents follow."""
        if page is not self.page:
            self.page = page
            self.query_one("#help-title", Static).update(self._title_text())
            self.viewer.drop_tail()
            await self.viewer.document.update(page.markdown)
            self.viewer.scroll_home(animate=False, immediate=True)
            self._follow_in_contents(page.sections[0])

    def _follow_in_contents(self, section: HelpSection) -> None:
        from grasse_tui.ui.help_viewer import FittedTableOfContents

        self.query_one(FittedTableOfContents).show_block(str(section.index))

    async def jump_to(self, section: HelpSection, query: str = "") -> None:
        """Show ``section``'s page, scrolled so its heading is at the top, with the words of
        ``query`` (the search that found it) marked in the section."""
        page = self._page_of[section.index]
        await self.show_page(page)
        self._follow_in_contents(section)
        self.call_after_refresh(self._scroll_to_section, section, query)

    def _scroll_to_section(self, section: HelpSection, query: str) -> None:
        """Keep ``section``'s heading at the top of the shown page, marked, and mark the words of ``query`` in it.

        The heading is found by its title (the one nearest its place in the page when
        a title comes twice), not by its place alone: the document's contents need not
        list exactly the headings :func:`split_sections` found."""
        contents = self.viewer.document.table_of_contents or []
        position = section.index - self.page.sections[0].index
        titled = [i for i, (_, title, _) in enumerate(contents) if plain_heading(title) == section.title]
        if titled:
            position = min(titled, key=lambda i: abs(i - position))
        if position >= len(contents):
            return
        self.viewer.show_at_top(self.viewer.document.query_one(f"#{contents[position][2]}"), query)

    async def on_markdown_table_of_contents_selected(self, event: Markdown.TableOfContentsSelected) -> None:
        """Show the section chosen in the table of contents (a named handler, not ``@on``: the
        decorator would need ``Markdown`` imported when this module is, slowing the app's start)."""
        event.stop()
        await self.jump_to(self.sections[int(event.block_id)])

    async def action_turn_page_down(self) -> None:
        """Scroll down a page; at the page's end, turn to the next page."""
        viewer = self.viewer
        viewer.unpin()
        if viewer.scroll_y < viewer.max_scroll_y:
            viewer.scroll_page_down(animate=False)
        elif self.page.number + 1 < len(self.pages):
            await self.show_page(self.pages[self.page.number + 1])

    async def action_turn_page_up(self) -> None:
        """Scroll up a page; at the page's start, turn to the previous page, shown from its end."""
        viewer = self.viewer
        viewer.unpin()
        if viewer.scroll_y > 0:
            viewer.scroll_page_up(animate=False)
        elif self.page.number > 0:
            await self.show_page(self.pages[self.page.number - 1])
            self.call_after_refresh(viewer.scroll_end, animate=False, immediate=True)

    @on(Input.Changed, "#help-search")
    def _search(self, event: Input.Changed) -> None:
        query = event.value.strip()
        self._matches = search(self.sections, query) if query else ()
        self.query_one("#help-hint", Static).update()
        matches = self.matches_list
        matches.clear_options()
        matches.set_class(bool(query), "-shown")
        if query and not self._matches:
            # Content: the query is shown as typed, never read as markup.
            matches.add_option(Option(Content(f"No section mentions “{query}”. {self.elsewhere}".rstrip()), disabled=True))
        else:
            matches.add_options(Option(f"{'  ' * (s.level - 1)}{s.title}", id=str(s.index)) for s in self._matches)
            matches.highlighted = 0 if self._matches else None

    @on(Input.Submitted, "#help-search")
    async def _jump_to_highlighted(self, event: Input.Submitted) -> None:
        event.stop()
        if self._matches:
            highlighted = self.matches_list.highlighted or 0
            await self._show_match(self._matches[min(highlighted, len(self._matches) - 1)])

    @on(OptionList.OptionSelected, "#help-matches")
    async def _jump_to_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            await self._show_match(self.sections[int(event.option.id)])
            self.search_box.focus()

    async def _show_match(self, section: HelpSection) -> None:
        """Show ``section`` with the searched words marked, fold the results away and say how
        to get them back."""
        await self.jump_to(section, self.search_box.value.strip())
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

    def action_into_results(self) -> None:
        """↓ in the search box: on to the results, the best match highlighted (when they are shown)."""
        if self.matches_list.has_class("-shown") and self._matches:
            self.set_focus(self.matches_list)  # at once, not after the keys already sent to the box

    def action_close(self) -> None:
        """Escape: fold the search results away when they are shown, else close help."""
        if self.matches_list.has_class("-shown"):
            self.matches_list.remove_class("-shown")
            return
        self.dismiss()
