"""Grasse plays exactly as it did: records, a save file and an export written by an older version.

``tests/fixtures/legacy/`` was written once by the version of 2026-12-04 (commit ef01fd3,
the last with the compiled rules core), and is never regenerated:

- ``grasse-records.json.gz``: 28 whole games (seven tables, from two seats to five with every
  mini expansion, and solo; greedy and random bots), each with a fingerprint: a SHA-256 over
  every step's acting seat and sorted legal actions, then every seat's log and the final
  scores (see :func:`fingerprint`);
- ``saves.sqlite3``: the save file as the app left it with three games (a hot-seat game with a
  PIN and a bot mid-way, a solo game mid-way, a finished four-player game);
- ``grasse-export.json``: the export of the first of them;
- ``expected.json``: the saves' progress labels and fingerprints.

A rules change that alters any legal action, log line or score fails here. The records
fix the choices, so these tests pin the rules, not the bots: the greedy bot's own play has
changed since they were written (ties broken over a canonical order, two of its valuations fixed).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveStore, read_record_text
from grasse_tui.games.grasse.module import MODULE

LEGACY = Path(__file__).parent.parent / "fixtures" / "legacy"
GAME = MODULE.game


def _encoded(action: Any) -> str:
    return json.dumps(GAME.encode_action(action), sort_keys=True, separators=(",", ":"))


def _acting(state: Any) -> list[int]:
    return list(GAME.pending(state).acting)


def fingerprint(record: GameRecord) -> dict[str, Any]:
    """The replayed game as the legacy generator summed it up: ``{"over", "to_act", "sha256"}``
    and, once over, ``"scores"`` (seat, name, total, breakdown, tiebreak per line) and ``"winners"``."""
    digest = hashlib.sha256()
    config = GAME.decode_config(record.config)
    state = GAME.new(config, record.seed)
    for entry in record.actions:
        digest.update(repr(tuple(_acting(state))).encode())
        digest.update("\n".join(sorted(_encoded(a) for a in GAME.legal_actions(state, entry.seat))).encode())
        GAME.apply(state, entry.seat, GAME.decode_action(entry.action))
    for viewer in [None, *range(len(GAME.seats(config)))]:
        digest.update("\n".join(GAME.view(state, viewer).log).encode())
    result: dict[str, Any] = {"over": GAME.is_over(state), "to_act": _acting(state)}
    if GAME.is_over(state):
        scores = GAME.final_scores(state)
        result["scores"] = [[ln.seat, ln.name, ln.total, dict(ln.breakdown), ln.tiebreak] for ln in scores.lines]
        result["winners"] = list(scores.winners)
        digest.update(json.dumps(result, sort_keys=True).encode())
    else:
        legal = GAME.legal_actions(state, _acting(state)[0])
        digest.update("\n".join(sorted(_encoded(a) for a in legal)).encode())
    result["sha256"] = digest.hexdigest()
    return result


def _corpus() -> list[dict[str, Any]]:
    with gzip.open(LEGACY / "grasse-records.json.gz", "rt", encoding="utf-8") as handle:
        corpus: list[dict[str, Any]] = json.load(handle)
    return corpus


CORPUS = _corpus()
EXPECTED = json.loads((LEGACY / "expected.json").read_text())


@pytest.mark.parametrize("game", CORPUS, ids=lambda g: f"{len(g['record']['config']['seats'])}p-seed{g['record']['seed']}")
def test_an_older_record_replays_to_the_same_legal_actions_logs_and_scores(game: dict[str, Any]) -> None:
    record = GameRecord.from_json(json.dumps(game["record"]))
    expected = {key: value for key, value in game.items() if key != "record"}
    assert fingerprint(record) == expected


@pytest.fixture
def legacy_store(tmp_path: Path) -> Iterator[SaveStore]:
    copy = tmp_path / "saves.sqlite3"
    shutil.copy(LEGACY / "saves.sqlite3", copy)
    with SaveStore.open(copy) as store:
        yield store


def test_an_older_save_file_lists_its_games(legacy_store: SaveStore) -> None:
    listed = {listing.save_id: listing for listing in legacy_store.list()}
    for saved in EXPECTED["saves"]:
        listing = listed[saved["save_id"]]
        assert listing.summary.progress == saved["progress"]
        assert listing.summary.finished is saved["finished"]


@pytest.mark.parametrize("saved", EXPECTED["saves"], ids=lambda s: f"save{s['save_id']}")
def test_an_older_save_replays_and_plays_on_to_the_end(legacy_store: SaveStore, saved: dict[str, Any]) -> None:
    record = legacy_store.load(saved["save_id"])
    assert fingerprint(record) == {key: saved[key] for key in saved if key not in ("save_id", "progress", "finished")}
    session = GameSession(GAME, record)
    choose = random.Random(saved["save_id"])
    while not session.is_over():
        seat = session.pending().acting[0]
        session.submit(seat, choose.choice(list(session.legal_actions(seat))))
    assert GAME.final_scores(session.state).winners


def test_an_older_export_replays_like_its_save() -> None:
    record = read_record_text((LEGACY / "grasse-export.json").read_text())
    assert all(seat["pin"] is None for seat in record.config["seats"])
    first = EXPECTED["saves"][0]
    assert fingerprint(record) == {key: first[key] for key in first if key not in ("save_id", "progress", "finished")}
