"""The Perfumer through the app: a whole two-player hot-seat game with the keyboard, each
choice the nose bot's for that seat (highlighted as a click on it would, then Enter), on an
app clock the test moves. Checks the shield never shows a smell, each turn ends with the
seat's own private reveal, and the final screen shows the reveal of the plates."""

from __future__ import annotations

from pathlib import Path

from ui.helpers import FakeClock, plain_screen_text, wait_for
from ui.whole_game import play_with_enter

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.perfumer.bots.nose import NoseBot
from grasse_tui.games.perfumer.rules.config import Mode, PerfumerConfig
from grasse_tui.games.perfumer.rules.content import Note
from grasse_tui.games.perfumer.rules.game import SMELL_TITLE
from grasse_tui.games.perfumer.tui.final_screen import PerfumerFinalScreen
from grasse_tui.games.perfumer.tui.screen import PerfumerScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.decision_screen import DecisionScreen

SIZE = (120, 40)
SEATS = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"))
NOTE_WORDS = tuple(f"{note.glyph} {note.value}" for note in Note)


async def test_a_whole_two_player_game(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    clock = FakeClock()
    app.now = clock
    bots = {seat: NoseBot(seat, 7) for seat in range(len(SEATS))}
    reveals: list[str] = []

    def no_smell_on_a_shield(text: str) -> None:
        assert not any(word in text for word in NOTE_WORDS)

    def smelled(text: str) -> None:
        assert SMELL_TITLE in text
        reveals.append(text)

    async def the_bots_choice(screen: DecisionScreen) -> None:
        seat = screen.port.seat
        assert seat is not None
        wanted = bots[seat].choose(screen.port.view(), screen.port.legal_actions())
        assert screen.decision.highlight(lambda choice: choice.action == wanted, first=True) is not None
        clock.advance(1)  # past the list's arrival hold

    async with app.run_test(size=SIZE) as pilot:
        app.start_game(app.shelf.load("perfumer"), PerfumerConfig(SEATS, Mode.APPRENTICE), 3)
        seen = await play_with_enter(
            app,
            pilot,
            PerfumerScreen,
            PerfumerFinalScreen,
            on_shield=no_smell_on_a_shield,
            on_reveal=smelled,
            before_choice=the_bots_choice,
        )
        play = app.play
        assert play is not None and play.session.is_over()
        assert seen["shield"] >= 8 and seen["reveal"] == len(reveals) >= 8  # a turn each, and a smell each
        assert all("For Ann" in text or "For Bob" in text for text in reveals)
        assert any(len(pairs) > 1 for pairs in _notes_smelled_by_plate(reveals).values())  # drawn anew each sniff
        await wait_for(pilot, lambda: "Points by source" in plain_screen_text(app))
        text = plain_screen_text(app)
        assert "master perfumer" in text and "the plates are opened" in text and "Seed 3" in text


def _notes_smelled_by_plate(reveals: list[str]) -> dict[str, set[str]]:
    """Each plate's letter → the distinct note pairs its sniffs showed (ruling P1: two of
    its three notes at a normal nose, picked anew each time)."""
    seen: dict[str, set[str]] = {}
    for text in reveals:
        for line in text.splitlines():
            head, _, notes = line.strip(" ║│").partition(": ")
            if head.startswith("Plate "):
                seen.setdefault(head.split()[1], set()).add(notes.strip())
    return seen
