"""What stands behind the viewer's own screen: coins, resources, flasks, secret formula,
with the viewer's points and track tiles under them (as Pierre's panel has his)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from textual.content import Content
from textual.reactive import reactive

from grasse_tui.games.grasse.rules.content import (
    BASES,
    ESSENCES,
    FORMULA_OTHER_RESOURCES,
    FORMULA_POINTS,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.recipes import Recipe, recipes
from grasse_tui.games.grasse.rules.scoring import solo_totals_now
from grasse_tui.games.grasse.rules.view import GrasseView, PrivateView
from grasse_tui.games.grasse.tui.widgets.glyphs import PERFUME_SYMBOLS, RESOURCE_SYMBOLS, aligned, count_line
from grasse_tui.ui.widgets.line_widget import LinesWidget

SCREENED_TITLE = "Behind your screen (private)"
"""The panel's title when the table plays with screens (2–5 seats)."""
SOLO_TITLE = "Your stock (solo: no screens)"
"""The panel's title in the solo game, which has no screens."""


def formula_met(me: PrivateView, owed: Sequence[Resource] = ()) -> bool:
    """True when ``me`` holds, less the pieces ``owed`` to the track (a perfume's recipe being
    delivered), one of each formula essence and at least 4 more resources (ruling G24)."""
    if me.formula is None:
        return False
    counts = dict(me.resources)
    for piece in owed:
        counts[piece] -= 1
    first, second = me.formula
    return bool(counts[first] and counts[second]) and sum(counts.values()) >= 2 + FORMULA_OTHER_RESOURCES


def formula_row(me: PrivateView, rule: bool = True, owed: Sequence[Resource] = ()) -> list[list[Content | str]]:
    """The secret formula card's row (none without one): its two essences and whether they are
    met now (not counting the pieces ``owed`` to the track), then (with ``rule``) what the card asks."""
    if me.formula is None:
        return []
    first, second = me.formula
    met = ("✓ met now", "bold") if formula_met(me, owed) else ("✗ not yet", "dim")
    row: list[list[Content | str]] = [
        [Content.styled("Formula", "bold"), Content.assemble(f"{first.label} + {second.label}  ", met)]
    ]
    return [*row, ["", Content.styled(FORMULA_RULE, "dim")]] if rule else row


def owed_row(owed: Sequence[Resource]) -> list[list[Content | str]]:
    """The pieces handed in and not yet put on the track (none: no row). The rules keep them
    behind the screen until each is delivered; the counts above leave them out, so no
    piece is shown twice."""
    if not owed:
        return []
    pieces = " ".join(RESOURCE_SYMBOLS[r] for r in owed)
    return [[Content.styled("Owed", "bold"), Content.assemble(pieces, (", to the track", "dim"))]]


FORMULA_RULE = f"+{FORMULA_POINTS} at the end with both essences and {FORMULA_OTHER_RESOURCES} more resources"
"""What a secret formula card asks (the line under the viewer's formula)."""


class Standing(NamedTuple):
    """A seat's points so far and the track spaces (0-based) holding its large tiles; in the
    solo game, ``rival`` is Pierre's name and points, for the score beside one's own (his
    panel can be out of view on a short terminal), and ``if_ended`` the seat's and Pierre's
    totals were the game to end now (awards and coins counted)."""

    points: int
    tiles: tuple[int, ...]
    rival: tuple[str, int] | None = None
    if_ended: tuple[int, int] | None = None


def standing_of(view: GrasseView, seat: int) -> Standing:
    """``seat``'s :class:`Standing` in ``view``; in the solo game ``view`` must be that seat's
    own (``if_ended`` counts the viewer's coins and flasks, whoever ``seat`` is)."""
    pierre = view.pierre
    rival = (pierre.name, pierre.public.points) if pierre is not None and pierre.seat != seat else None
    tiles = tuple(space.index for space in view.track if space.owner == seat)
    return Standing(view.seats[seat].points, tiles, rival, solo_totals_now(view) if rival is not None else None)


def _rival(standing: Standing) -> str:
    return f"{standing.rival[0]} {standing.rival[1]}" if standing.rival is not None else ""


def standing_line(standing: Standing, detail: str = "") -> Content:
    """``Points    7 (detail)   Tiles on spaces 4 6 12``: points, an optional dim breakdown (and
    the solo rival's points), then the track spaces holding the seat's large tiles ("none on
    the track yet" before the draft)."""
    detail = ", ".join(filter(None, (detail, _rival(standing))))
    label = "Tiles" if standing.rival is not None else _on_spaces(standing.tiles)  # room for the rival's points
    tiles: tuple[tuple[str, str], ...] = (
        ((f"{label} ", "bold"), (" ".join(str(index + 1) for index in standing.tiles), ""))
        if standing.tiles
        else (("Tiles ", "bold"), ("none yet" if standing.rival is not None else "none on the track yet", "dim"))
    )
    return Content.assemble(
        ("Points", "bold"),
        "    ",
        (str(standing.points), "bold"),
        (f" ({detail})" if detail else "", "dim"),
        "   ",
        *tiles,
    )


IF_ENDED_HINT = "points, awards and a point per 5 coins, before the end-of-game free actions"
"""What the solo game's "If it ended" totals count (the panel's tooltip and the help say it)."""


def if_ended_text(standing: Standing) -> str | None:
    """Solo: ``If it ended: 11 (Pierre 10)``, the two totals were the game to end now (None
    outside the solo game)."""
    if standing.if_ended is None or standing.rival is None:
        return None
    mine, his = standing.if_ended
    return f"If it ended: {mine} ({standing.rival[0]} {his})"


def _on_spaces(tiles: tuple[int, ...]) -> str:
    return "Tile on space" if len(tiles) == 1 else "Tiles on spaces"


def standing_text(standing: Standing) -> str:
    """``Points 7 · tiles on spaces 4 12``: :func:`standing_line` in one plain run, for a border
    (solo: ``Points 7 · if it ended 11 (Pierre 10)``)."""
    tiles = " ".join(str(index + 1) for index in standing.tiles)
    rival = f" ({_rival(standing)})" if standing.rival is not None else ""
    label = "tiles" if rival else _on_spaces(standing.tiles).lower()
    where = f"{label} {tiles}" if tiles else "no tiles yet"
    if standing.if_ended is not None and standing.rival is not None:
        # No room for it all: the track shows the tiles, the seat table Pierre's points.
        mine, his = standing.if_ended
        return f"Points {standing.points} · if it ended {mine} ({standing.rival[0]} {his})"
    return f"Points {standing.points}{rival} · {where}"


def stock_lines(
    me: PrivateView,
    width: int | None = None,
    rule: bool = True,
    owed: Sequence[Resource] = (),
) -> list[Content]:
    """Three lines of ``me``'s stock (coins and flasks held, bases, essences, less the pieces
    ``owed`` to the track), then those owed pieces if any, then its secret formula if any (with ``rule``, what the
    card asks), wrapped to ``width`` cells (None: no limit)."""
    counts = dict(me.resources)
    for piece in owed:
        counts[piece] -= 1
    held = [(PERFUME_SYMBOLS[p], n) for p, n in me.flasks if n]
    flasks = count_line(held) if held else Content.styled("none", "dim")
    rows: list[list[Content | str]] = [
        [
            Content.styled("Coins", "bold"),
            # Two cells for the coins, so Flasks does not move when they reach ten.
            Content.assemble((str(me.coins), "bold"), " " * max(2, 4 - len(str(me.coins))), ("Flasks ", "bold"), flasks),
        ],
        [Content.styled("Bases", "bold"), count_line((RESOURCE_SYMBOLS[b], counts[b]) for b in BASES)],
        [Content.styled("Essences", "bold"), count_line((RESOURCE_SYMBOLS[e], counts[e]) for e in ESSENCES)],
        *owed_row(owed),
        *formula_row(me, rule, owed),
    ]
    return aligned(rows, width=width)


IN_HAND, MISSING = "✓", "✗"
def make_line(me: PrivateView, techniques: Sequence[TechniqueCard], owed: Sequence[Resource]) -> Content:
    """``Make Fl✗ Fr✓ He✓ Sp✗−al …``: each perfume type's symbol, ✓ when ``me``'s stock (less
    the pieces ``owed``) holds its ingredients, ✗ when not, and the base a technique saves
    (``−al``); the help says what the marks mean."""
    counts = dict(me.resources)
    for piece in owed:
        counts[piece] -= 1

    def token(recipe: Recipe) -> Content:
        mark = IN_HAND if recipe.in_hand else MISSING
        saved = f"−{RESOURCE_SYMBOLS[recipe.saves]}" if recipe.saves is not None else ""
        return Content.styled(f"{PERFUME_SYMBOLS[recipe.perfume]}{mark}{saved}", "bold" if recipe.in_hand else "")

    return Content.assemble(("Make ", "bold"), Content(" ").join(token(r) for r in recipes(counts, techniques)))


class PrivateStock(LinesWidget):
    """The viewer's private stock, from ``view.me`` only (never mounted for a spectator),
    then the viewer's public ``standing`` (points and tiles) for reading beside it.

    ``screened`` is False in the solo game, which is played without screens.
    ``compact`` (a short terminal) leaves out the line saying what a secret
    formula card asks (its tooltip and the help still say) and moves the
    standing into the bottom border.
    """

    DEFAULT_CSS = """
    PrivateStock {
        height: auto;
        border: round $success;
        border-title-align: left;
        padding: 0 1;
    }
    """

    me: reactive[PrivateView | None] = reactive(None, layout=True)
    standing: reactive[Standing | None] = reactive(None, layout=True)
    owed: reactive[tuple[Resource, ...]] = reactive((), layout=True)
    """Pieces of the stock already handed in and still to be put on the track, one by one."""
    compact: reactive[bool] = reactive(False, layout=True)
    techniques: reactive[tuple[TechniqueCard, ...]] = reactive((), layout=True)
    """The viewer's technique cards (public): the recipes on the Make line apply them."""
    help_topic = "Collecting"

    def __init__(self, *, screened: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.screened = screened

    def on_mount(self) -> None:
        self.border_title = SCREENED_TITLE if self.screened else SOLO_TITLE

    def watch_me(self, me: PrivateView | None) -> None:
        if me is not None and me.formula is not None:
            self.tooltip = f"Secret formula: {FORMULA_RULE}"
        else:
            self.tooltip = None if self.screened else f"If it ended (the game, now): {IF_ENDED_HINT}."
        self._bottom_border()

    def _bottom_border(self) -> None:
        """A short terminal has the standing in the bottom border; a tall one, the solo
        game's totals were it to end now, else the Make line (a recipe card that takes no
        row from the decision list)."""
        standing = self.standing
        if standing is None or self.me is None:
            self.border_subtitle = None
        elif self.compact:
            self.border_subtitle = standing_text(standing)
        else:
            self.border_subtitle = if_ended_text(standing) or make_line(self.me, self.techniques, self.owed)

    watch_standing = watch_compact = watch_techniques = watch_owed = _bottom_border

    def content_lines(self, width: int | None) -> list[Content]:
        """The panel's lines for ``width`` cells (None: no limit)."""
        if self.me is None:
            return []
        standing = [] if self.standing is None or self.compact else [standing_line(self.standing)]
        return [*stock_lines(self.me, width, rule=not self.compact, owed=self.owed), *standing]
