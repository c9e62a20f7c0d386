"""Player records: a finished game's result per human seat, kept in the save store by profile
(the seat name, trimmed, any case), with each player's figures and head-to-head."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_store import damage, record, summary

from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.records import GameResult, HeadToHead, SeatResult, game_result, profile_key
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SaveStore]:
    with SaveStore.open(tmp_path / "saves.sqlite3") as opened:
        yield opened


def finished(store: SaveStore, game_id: str, players: int, *seats: tuple[str, int, bool]) -> int:
    """A new save whose game ended with ``seats`` (name, score, won) as its human seats 0, 1, …;
    its result recorded. Returns the save id."""
    save_id = store.create(record(), summary(finished=True))
    result = GameResult(game_id, players, tuple(SeatResult(i, *seat) for i, seat in enumerate(seats)))
    assert store.record_results(save_id, result)
    return save_id


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_a_profile_is_the_name_trimmed_in_any_case() -> None:
    assert profile_key("  Ann ") == profile_key("ANN") == profile_key("ann") == "ann"
    assert profile_key("   ") == ""


def test_a_result_keeps_the_human_seats_with_their_totals_and_every_tied_winner() -> None:
    seats = (SeatConfig(" Ann ", "teal"), SeatConfig("Botty", "red", bot="greedy"), SeatConfig("Cat", "blue"))
    scores = FinalScores((ScoreLine(0, 30, {}), ScoreLine(1, 30, {}), ScoreLine(2, 30, {})), (0, 1, 2))
    assert game_result("grasse", seats, scores) == GameResult(
        "grasse", 3, (SeatResult(0, "Ann", 30, True), SeatResult(2, "Cat", 30, True))
    )


def test_a_seat_of_a_profile_already_at_the_table_and_a_blank_name_count_for_nothing() -> None:
    seats = (SeatConfig("Ann", "teal"), SeatConfig("aNN ", "red"), SeatConfig(" ", "blue"))
    scores = FinalScores((ScoreLine(0, 3, {}), ScoreLine(1, 9, {}), ScoreLine(2, 1, {})), (1,))
    assert game_result("toy", seats, scores).seats == (SeatResult(0, "Ann", 3, False),)


def test_a_solo_game_against_pierre_is_a_one_player_game_of_its_human() -> None:
    from grasse_tui.games.grasse.module import MODULE

    session = GameSession.start(MODULE.game, MODULE.make_config((SeatConfig("Ann", "teal"),), {}), 7)
    bot = MODULE.bots["greedy"](0, 7)
    while not session.is_over():
        session.submit(0, bot.choose(session.view(0), session.legal_actions(0)))
    scores = MODULE.game.final_scores(session.state)
    assert [line.name for line in scores.lines] == [None, "Pierre"]
    result = game_result("grasse", session.seats, scores)
    assert result.players == 1
    assert result.seats == (SeatResult(0, "Ann", scores.lines[0].total, 0 in scores.winners),)


def test_one_side_is_ahead_on_points_and_on_a_tie_when_only_it_won() -> None:
    ann, bob = SeatResult(0, "Ann", 30, True), SeatResult(1, "Bob", 25, False)
    assert ann.ahead_of(bob) and not bob.ahead_of(ann)
    tied_on_points = SeatResult(1, "Bob", 30, False)  # the game's tie-break (allure, stock) went to Ann
    assert ann.ahead_of(tied_on_points) and not tied_on_points.ahead_of(ann)
    shared = SeatResult(1, "Bob", 30, True)
    assert not ann.ahead_of(shared) and not shared.ahead_of(ann)


def test_figures_per_player_game_and_player_count(store: SaveStore) -> None:
    finished(store, "grasse", 2, ("Ann", 30, True), ("Bob", 25, False))
    finished(store, "grasse", 2, ("ann", 20, False), ("Bob", 28, True))
    finished(store, "grasse", 2, ("Ann", 31, True), ("Bob", 31, True))  # a shared win: a win for both
    finished(store, "grasse", 1, ("ANN ", 70, True))
    finished(store, "lafleur", 2, ("Bob", 40, True), ("Cat", 39, False))
    records = {(r.name, r.game_id, r.players): r for r in store.player_records()}
    assert set(records) == {("ANN", "grasse", 2), ("ANN", "grasse", 1), ("Bob", "grasse", 2), ("Bob", "lafleur", 2), ("Cat", "lafleur", 2)}
    ann = records["ANN", "grasse", 2]  # shown under the spelling used last
    assert (ann.profile, ann.played, ann.won, ann.best, ann.average) == ("ann", 3, 2, 31, 27.0)
    assert ann.win_rate == pytest.approx(2 / 3)
    bob = records["Bob", "grasse", 2]
    assert (bob.played, bob.won, bob.best, bob.average) == (3, 2, 31, 28.0)
    assert records["ANN", "grasse", 1].played == 1
    assert ann.last_played <= records["ANN", "grasse", 1].last_played


def test_head_to_head_counts_who_finished_ahead_in_the_games_both_played(store: SaveStore) -> None:
    finished(store, "grasse", 3, ("Ann", 30, True), ("Bob", 25, False), ("Cat", 1, False))
    finished(store, "grasse", 2, ("Ann", 20, False), ("bob", 28, True))
    finished(store, "grasse", 2, ("Ann", 31, True), ("Bob", 31, False))  # tied on points: the winner is ahead
    finished(store, "grasse", 2, ("Ann", 9, True), ("Bob", 9, True))  # a shared win: level
    finished(store, "lafleur", 2, ("Ann", 40, False), ("Bob", 41, True))
    finished(store, "grasse", 1, ("Ann", 70, True))  # solo: nobody to meet
    assert store.head_to_head(" ANN") == [
        HeadToHead("bob", "Bob", "grasse", 4, 2, 1),
        HeadToHead("bob", "Bob", "lafleur", 1, 0, 1),
        HeadToHead("cat", "Cat", "grasse", 1, 1, 0),
    ]
    assert store.head_to_head("Ann")[0].level == 1
    assert store.head_to_head("bob")[0] == HeadToHead("ann", "Ann", "grasse", 4, 1, 2)
    assert store.head_to_head("nobody") == []


def test_a_game_is_recorded_once_however_often_its_end_is_shown(store: SaveStore) -> None:
    save_id = finished(store, "grasse", 2, ("Ann", 30, True), ("Bob", 25, False))
    again = GameResult("grasse", 2, (SeatResult(0, "Ann", 30, True), SeatResult(1, "Bob", 25, False)))
    assert not store.record_results(save_id, again)
    assert [r.played for r in store.player_records()] == [1, 1]


def test_nothing_is_recorded_for_a_game_of_bots_or_a_save_that_is_gone(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        save_id = opened.create(record(), summary(finished=True))
        assert not opened.record_results(save_id, GameResult("grasse", 2, ()))
        assert not opened.record_results(save_id + 1, GameResult("grasse", 1, (SeatResult(0, "Ann", 3, True),)))
        assert opened.player_records() == [] and opened.head_to_head("Ann") == []
    assert tables(path) == {"saves", "sqlite_sequence"}  # a file that never needed them stays as it was


def test_deleting_a_player_deletes_only_that_players_results(store: SaveStore) -> None:
    first = finished(store, "grasse", 2, ("Ann", 30, True), ("Bob", 25, False))
    finished(store, "lafleur", 1, ("ann", 12, False))
    finished(store, "lafleur", 2, ("Bob", 40, True), ("Cat", 39, False))
    saves = store.list()
    assert store.delete_profile(" ANN ") == 2
    assert store.list() == saves  # every save stays
    assert {(r.name, r.game_id, r.played) for r in store.player_records()} == {("Bob", "grasse", 1), ("Bob", "lafleur", 1), ("Cat", "lafleur", 1)}
    assert [h.opponent for h in store.head_to_head("Bob")] == ["cat"]
    # The game stays recorded: showing its end again does not bring Ann's result back.
    assert not store.record_results(first, GameResult("grasse", 2, (SeatResult(0, "Ann", 30, True),)))
    assert store.delete_profile("Ann") == 0


def test_a_save_file_of_an_older_version_opens_and_gains_the_tables_with_its_first_result(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with sqlite3.connect(path) as conn:  # the layout the version before player records wrote
        conn.execute(
            "CREATE TABLE saves (id INTEGER PRIMARY KEY AUTOINCREMENT, game_id TEXT NOT NULL, created TEXT NOT NULL, "
            "updated TEXT NOT NULL, finished INTEGER NOT NULL, summary TEXT NOT NULL, record TEXT NOT NULL)"
        )
        conn.execute("CREATE TABLE achievements (game_id TEXT NOT NULL, name TEXT NOT NULL, won TEXT NOT NULL, save_id INTEGER, PRIMARY KEY (game_id, name))")
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    with SaveStore.open(path) as opened:
        assert opened.player_records() == [] and opened.delete_profile("Ann") == 0
        save_id = finished(opened, "grasse", 1, ("Ann", 12, True))
    assert {"recorded_games", "results"} <= tables(path)
    with SaveStore.open(path) as reopened:
        assert [(r.name, r.played) for r in reopened.player_records()] == [("Ann", 1)]
        assert reopened.load(save_id) == record()


def test_salvage_keeps_the_player_records_it_can_read(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        for seed in range(5):
            opened.create(record(actions=60, seed=seed), summary())
        opened.record_results(3, GameResult("grasse", 2, (SeatResult(0, "Ann", 30, True), SeatResult(1, "Bob", 2, False))))
    damage(path, 4)  # game 1's row, as in test_store.damaged_file
    salvaged, lost = SaveStore.salvage(path)
    assert lost == [1] and [(r.name, r.played) for r in salvaged.player_records()] == [("Ann", 1), ("Bob", 1)]
    assert not salvaged.record_results(3, GameResult("grasse", 2, (SeatResult(0, "Ann", 30, True),)))
