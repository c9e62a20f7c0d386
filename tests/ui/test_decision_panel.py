"""The decision panel on its own, with a made-up game's choices: the filter's ranking, the bottom
line for spots on a board, typing a numbered spot's number, and choosing."""

from __future__ import annotations

from textual import on
from textual.app import App, ComposeResult
from textual.content import Content
from textual.notifications import SeverityLevel

from grasse_tui.ui.widgets.choice import Choice
from grasse_tui.ui.widgets.decision_panel import DecisionPanel
from grasse_tui.ui.widgets.numbered_spots import NumberedSpots

from .helpers import wait_for

FIELDS = NumberedSpots(
    spots=("north", "east", "south", "west", "middle"),
    name="field",
    all_named="The fields",
    hint="↑↓ Enter · or type a field's number",
)
"""A made-up board's five fields, numbered 1 to 5 (one digit each: no second digit to wait for)."""
BOARD_HINT = "↑↓ Enter · or click a field"


class PanelApp(App[None]):
    """A decision panel alone, keeping what it posts as chosen and the notes it gives."""

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[Choice] = []
        self.notes: list[str] = []

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        self.notes.append(message)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def compose(self) -> ComposeResult:
        yield DecisionPanel(spots_hint=BOARD_HINT, numbered=FIELDS, id="decision")

    @on(DecisionPanel.Chosen)
    def _chosen(self, event: DecisionPanel.Chosen) -> None:
        self.chosen.append(event.choice)


def listed_labels(decision: DecisionPanel) -> list[str]:
    """The choices the list shows now, by label."""
    return [
        decision.choices[int(option.id.removeprefix("choice-"))].label
        for option in decision.action_list.options
        if option.id is not None
    ]


def sow(field: str) -> Choice:
    return Choice(("sow", field), f"Sow the {field} field", "Sow", spots=frozenset({field}))


async def test_words_in_an_options_own_words_rank_before_words_in_its_brackets() -> None:
    takes = [
        Choice(("take", 4, kind), f"Take {kind} from space 5 — free (floral, fruity)", "Take", spots=frozenset({4}))
        for kind in ("floral", "fruity")
    ]
    others = [
        Choice(("take", space, "water"), f"Take water from space {space + 1} — free (water)", "Take", spots=frozenset({space}))
        for space in range(6)
    ]
    app = PanelApp()
    async with app.run_test(size=(80, 30)) as pilot:
        decision = app.query_one(DecisionPanel)
        decision.show("Your decision", Content("Take a piece"), [*takes, *others], "Events")
        await pilot.pause()
        decision.open_filter()
        await pilot.press(*"fruity from space 5")
        await wait_for(pilot, lambda: len(listed_labels(decision)) == 2)
        assert listed_labels(decision) == [takes[1].label, takes[0].label]
        assert decision.highlighted is takes[1]


async def test_a_groups_heading_counts_only_when_no_label_holds_the_words() -> None:
    plates = [Choice(("plate", letter), f"Take plate {letter}", "Research: take any item") for letter in "PRG"]
    bids = [Choice(("bid", n), f"{n} coins", "Bid") for n in (1, 2)]
    app = PanelApp()
    async with app.run_test(size=(80, 30)) as pilot:
        decision = app.query_one(DecisionPanel)
        decision.show("Your decision", Content("Take an item"), [*plates, *bids], "Research")
        await pilot.pause()
        decision.open_filter()
        await pilot.press(*"plate r")  # "r" also starts "Research", the plates' heading
        await wait_for(pilot, lambda: listed_labels(decision) == ["Take plate R"])
        await pilot.press(*["backspace"] * 7, *"bid")  # no label says "bid": its group does
        await wait_for(pilot, lambda: listed_labels(decision) == ["1 coins", "2 coins"])


async def test_the_bottom_line_says_how_the_choices_are_found() -> None:
    rest = Choice(("rest",), "Rest", "Or")
    app = PanelApp()
    async with app.run_test(size=(80, 30)) as pilot:
        decision = app.query_one(DecisionPanel)
        decision.show("Your decision", Content("Sow a field"), [sow("north"), sow("west"), rest], "Sowing")
        assert decision.names_numbered_spots()
        assert decision.border_subtitle == FIELDS.hint

        decision.show("Your decision", Content("Sow a field"), [sow("north"), rest], "Sowing")
        assert not decision.names_numbered_spots()  # one field: nothing to find by its number
        assert decision.border_subtitle == BOARD_HINT

        barn = Choice(("build", "barn"), "Build in the barn", "Build", spots=frozenset({"barn"}))
        decision.show("Your decision", Content("Sow or build"), [sow("north"), sow("west"), barn], "Sowing")
        assert not decision.names_numbered_spots()  # the barn has no number
        assert decision.border_subtitle == BOARD_HINT

        decision.show("Your decision", Content("Rest"), [rest], "Sowing")
        assert decision.border_subtitle == DecisionPanel.LIST_KEYS_HINT
        await pilot.pause()


async def test_a_typed_number_highlights_the_choice_for_that_spot_or_says_none_uses_it() -> None:
    choices = [sow("north"), sow("south"), sow("middle")]
    app = PanelApp()
    async with app.run_test(size=(80, 30)) as pilot:
        decision = app.query_one(DecisionPanel)
        decision.show("Your decision", Content("Sow a field"), choices, "Sowing")
        await pilot.pause()
        assert decision.highlighted is choices[0]
        assert decision.type_digit(5) is choices[2]  # the middle field is the fifth
        assert decision.highlighted is choices[2]
        assert decision.type_digit(2) is None  # the east field: no choice sows it
        assert decision.highlighted is choices[2]
        assert decision.type_digit(8) is None
        assert app.notes == ["None of your choices now uses field 2.", "The fields are numbered 1 to 5."]
        assert decision.type_digit(1) is choices[0]
        assert app.chosen == []
        await pilot.pause()


async def test_enter_chooses_the_highlighted_choice_once_and_an_idle_one_only_twice_in_a_row() -> None:
    idle = Choice(("sow", "north"), "Sow the north field (nothing grows there now)", "Sow", spots=frozenset({"north"}), idle=True)
    useful = sow("south")
    app = PanelApp()
    async with app.run_test(size=(80, 30)) as pilot:
        decision = app.query_one(DecisionPanel)
        decision.show("Your decision", Content("Sow a field"), [idle, useful], "Sowing")
        decision.action_list.focus()
        await pilot.pause()
        assert decision.highlighted is useful  # the first useful choice, not the idle one above it
        await pilot.press("enter", "enter")
        await wait_for(pilot, lambda: app.chosen == [useful])
        await pilot.pause()
        assert app.chosen == [useful]  # once until the next decision

        decision.show("Your decision", Content("Sow a field"), [idle, useful], "Sowing")
        await pilot.press("up", "enter")
        await pilot.pause()
        assert app.chosen == [useful]  # warned: nothing grows there
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.chosen == [useful, idle])


async def test_a_label_holding_the_typed_words_as_typed_ranks_before_one_holding_them_apart() -> None:
    splits = [
        Choice(("dice", order), f"Dice: m01 {order[0]}, m02 {order[1]}, m03 {order[2]}", "Give the dice")
        for order in ((1, 6, 3), (3, 6, 1), (6, 1, 3))
    ]
    app = PanelApp()
    async with app.run_test(size=(80, 30)) as pilot:
        decision = app.query_one(DecisionPanel)
        decision.show("Your decision", Content("Give the dice"), splits, "Moving")
        await pilot.pause()
        decision.open_filter()
        await pilot.press(*"m01 6, m02 1")
        await wait_for(pilot, lambda: listed_labels(decision)[:1] == [splits[2].label])
