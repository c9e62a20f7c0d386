"""The end of a La Fleur game: the host of the Grande Soirée, every château's prestige by
source, the tie-break (total allure) and the seed to play the same deal again."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from grasse_tui.core.game import FinalScores, SeatConfig
from grasse_tui.games.lafleur.rules.challenges import CHALLENGES
from grasse_tui.games.lafleur.rules.scoring import SOURCES
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.ui.whole_log import WholeLogScreen, whole_log_bindings
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.game_log import GameLog


def winner_text(scores: FinalScores, view: LaFleurView) -> str:
    """``"Ann hosts the Grande Soirée!"``, a shared win, or the automaton's."""
    names = [view.chateaux[seat].name for seat in scores.winners]
    if len(names) == 1:
        return f"{names[0]} hosts the Grande Soirée and wins!"
    return f"{' and '.join(names)} share the win (tied on prestige and allure)."


def score_lines(scores: FinalScores, view: LaFleurView) -> list[str]:
    """A row per château: total, tie-break and each source of prestige."""
    width = max(len(home.name) for home in view.chateaux) + 2
    head = "".ljust(width) + "total  allure  " + "  ".join(SOURCES)
    rows = [head]
    for line in scores.lines:
        name = view.chateaux[line.seat].name
        cells = "  ".join(str(line.breakdown.get(source, 0)).rjust(len(source)) for source in SOURCES)
        rows.append(f"{name.ljust(width)}{line.total:>5}  {line.tiebreak:>6}  {cells}")
    return rows


def challenge_lines(scores: FinalScores) -> list[str]:
    """A solo game's challenges: those this game met, and how many are won so far."""
    met = list(scores.details.get("achievements", ()))
    so_far = list(scores.details.get("achievements_so_far", met))
    texts = {f"Challenge {c.number}": c.text for c in CHALLENGES}
    lines = [f"Met this game: {name}. {texts.get(name, '')}" for name in met]
    if not met:
        lines.append(
            "None met this game: a challenge is a win at the Starting level with something more (F1, Solo mode)."
        )
    won = sorted(int(name.removeprefix("Challenge ")) for name in so_far if name.startswith("Challenge "))
    lines.append(f"Won so far: {len(won)} of {len(CHALLENGES)}" + (f" ({', '.join(map(str, won))})" if won else "") + ".")
    return lines


class LaFleurFinalScreen(WholeLogScreen):
    """The final scores; ``l`` shows the whole log; Escape (the shell's) leaves."""

    DEFAULT_CSS = """
    LaFleurFinalScreen #final-body { padding: 1 2; }
    LaFleurFinalScreen #winner { border: heavy $success; padding: 0 1; text-style: bold; margin-bottom: 1; }
    LaFleurFinalScreen #scores, LaFleurFinalScreen #challenges {
        border: round $primary; border-title-align: left; padding: 0 1; margin-bottom: 1;
    }
    LaFleurFinalScreen #final-hint { color: $text-muted; padding: 0 2; }
    LaFleurFinalScreen #final-log { display: none; &.-maximized { display: block; height: 1fr; } }
    """

    AUTO_FOCUS = "#final-body"
    BINDINGS: ClassVar[list[BindingType]] = whole_log_bindings("Back to the scores")
    LOG_ID = "final-log"

    def __init__(self, scores: FinalScores, public_view: LaFleurView, seats: tuple[SeatConfig, ...], seed: int) -> None:
        super().__init__()
        self.scores = scores
        self.public_view = public_view
        self.seed = seed

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="final-body", can_focus=True):
            yield Static(Content(winner_text(self.scores, self.public_view)), id="winner")
            table = Static(Content("\n".join(score_lines(self.scores, self.public_view))), id="scores")
            table.border_title = "Prestige by source (a tie goes to the most total allure)"
            yield table
            if self.public_view.solo:
                challenges = Static(Content("\n".join(challenge_lines(self.scores))), id="challenges")
                challenges.border_title = "Solo challenges"
                yield challenges
        yield Static(Content(f"Seed {self.seed}: the same seed deals the same game again. Esc: menu"), id="final-hint")
        yield GameLog(id="final-log")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#final-log", GameLog).show(self.public_view.log)

    def log_closed(self) -> None:
        self.query_one("#final-body").focus()
