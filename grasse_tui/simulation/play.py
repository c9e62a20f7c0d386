"""Play many all-bot games, in this process or spread over worker processes, with the
results in job order either way.

A game's result depends only on its :class:`GameJob` (game, options, each seat's bot, seed),
never on which process plays it or when, so every worker count gives the same scores,
winners and tags; only the timings differ. The pool is the standard library's
``ProcessPoolExecutor``; :func:`play_game` is what it sends to a worker, a module-level
function of plain, picklable data.
"""

from __future__ import annotations

import json
import multiprocessing
import signal
import time
from collections import deque
from collections.abc import Generator, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from itertools import islice
from typing import Any

from grasse_tui.core.autoplay import AutoplayError, play_out
from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.games import registry
from grasse_tui.games.registry import GameModule

AHEAD_PER_WORKER = 4
"""Games handed to the pool beyond the one reported next, per worker: enough to keep every
worker busy, few enough that stopping early (the reader gone, Ctrl+C) waits for little."""


class SimulationError(RuntimeError):
    """A game that could not be played to the end (a bot's illegal action, the rules refusing
    a legal one, the step cap); the message starts with ``seed N:``. It carries only its
    message, so it crosses from a worker process whole."""


@dataclass(frozen=True, slots=True)
class GameJob:
    """One game to play: the game id, its setup options as JSON text (an object), the bot
    name of each seat in seat order (one per seat), and the seed."""

    game_id: str
    options_json: str
    bots: tuple[str, ...]
    seed: int


@dataclass(frozen=True, slots=True)
class GameResult:
    """A played game. ``names`` and ``scores.lines`` follow the score lines (a solo game's
    automaton last; ``scores.details`` left out); ``tags`` holds each seat's balance tags
    (``GameModule.balance_tags``; empty for a game without them); ``wall_ms`` is the time
    the game took in the process that played it, in milliseconds."""

    job: GameJob
    names: tuple[str, ...]
    scores: FinalScores
    tags: tuple[tuple[str, ...], ...]
    wall_ms: float


def seat_bots(bots: Sequence[str], game: int, rotate: bool) -> tuple[str, ...]:
    """Each seat's bot in game number ``game`` (0 for the first): ``bots`` as given, or with
    ``rotate`` seat i gets ``bots[(i - game) mod N]``, so over N games each bot sits once in
    every seat."""
    count = len(bots)
    return tuple(bots[(seat - game) % count] for seat in range(count)) if rotate else tuple(bots)


def plan(
    game_id: str, options: Mapping[str, Any], bots: Sequence[str], first_seed: int, games: int, rotate: bool
) -> Iterator[GameJob]:
    """The jobs of a run, made as they are needed: game g is seeded ``first_seed + g`` and
    seated by :func:`seat_bots`."""
    options_json = json.dumps(dict(options))
    for game in range(games):
        yield GameJob(game_id, options_json, seat_bots(bots, game, rotate), first_seed + game)


def table(module: GameModule, bots: Sequence[str]) -> tuple[SeatConfig, ...]:
    """The seats ``simulate`` plays: the game's first colours in order, each seat named after
    its colour and played by ``bots[seat]``."""
    return tuple(SeatConfig(colour.label, colour.colour_id, bot=bot) for colour, bot in zip(module.colours, bots))


def play_game(job: GameJob) -> GameResult:
    """Play ``job`` to the end (each seat's bot made for that seat and seed). Raises
    :class:`SimulationError` when the game fails, and ``registry.load``'s KeyError or
    ``make_config``'s ValueError for a job the caller did not check."""
    module = registry.load(job.game_id)
    seats = table(module, job.bots)
    config = module.make_config(seats, json.loads(job.options_json))
    start = time.perf_counter()
    bots = [module.bots[name](seat, job.seed) for seat, name in enumerate(job.bots)]
    try:
        state = play_out(module, config, job.seed, bots)
    except AutoplayError as exc:
        raise SimulationError(f"seed {job.seed}: {exc}") from exc
    final = module.game.final_scores(state)
    tags = module.balance_tags(state) if module.balance_tags is not None else {}
    lines = tuple(
        ScoreLine(line.seat, line.total, dict(line.breakdown), line.tiebreak, line.name) for line in final.lines
    )
    return GameResult(
        job,
        tuple(line.name or seats[line.seat].name for line in lines),
        FinalScores(lines, tuple(final.winners)),
        tuple(tuple(tags.get(seat, ())) for seat in range(len(seats))),
        (time.perf_counter() - start) * 1000,
    )


def play_all(jobs: Iterable[GameJob], workers: int) -> Generator[GameResult, None, None]:
    """Each job's result, in the order of ``jobs``.

    ``workers`` 1 plays them one after another in this process (a failure then shows its
    plain traceback); more starts that many worker processes, fresh ones ("spawn": the same
    on every platform, and safe beside a progress bar's thread), each ignoring Ctrl+C so
    that only this process answers it. Raises :class:`SimulationError` for a game that
    fails. Close the iterator to stop early (``contextlib.closing``): the games not started
    are cancelled and those under way waited for.
    """
    if workers <= 1:
        for job in jobs:
            yield play_game(job)
        return
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupts)
    try:
        queue = iter(jobs)
        ahead: deque[Future[GameResult]] = deque(
            pool.submit(play_game, job) for job in islice(queue, workers * AHEAD_PER_WORKER)
        )
        while ahead:
            result = ahead.popleft().result()
            following = next(queue, None)
            if following is not None:
                ahead.append(pool.submit(play_game, following))
            yield result
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _ignore_interrupts() -> None:
    """A worker's start: Ctrl+C reaches the whole process group, and only the parent stops the run."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def result_json(result: GameResult) -> dict[str, Any]:
    """One game's JSON object. ``names``, ``scores`` and ``breakdown`` follow the score lines
    (a solo game's last line is its automaton, such as Grasse's Pierre); ``bots`` and
    ``tags`` follow the seats. No timing, so a run's lines are the same for any worker count."""
    lines = result.scores.lines
    return {
        "seed": result.job.seed,
        "players": len(result.job.bots),
        "options": json.loads(result.job.options_json),
        "names": list(result.names),
        "scores": [line.total for line in lines],
        "winners": list(result.scores.winners),
        "breakdown": [dict(line.breakdown) for line in lines],
        "bots": list(result.job.bots),
        "tags": [list(tags) for tags in result.tags],
    }
