"""Command line: ``grasse-tui`` (the app), ``simulate`` (all-bot games), ``replay`` (a record or a saved game),
``serve`` (the app in a browser tab).

Textual is imported only when the app starts and Rich only when ``simulate``
prints tables, so ``--version``, ``--help``, ``simulate --json`` and ``replay``
stay fast. The modules the commands use (games, autoplay, records, the store)
are imported by the commands themselves, so starting the app, whose first
frame waits for every import, pays for none of them. Bad input ends with one
line ``grasse-tui: error: …`` on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from collections.abc import Iterable, Sequence
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from grasse_tui import __version__
from grasse_tui.serve import DEFAULT_PORT, HOST, serve  # imports textual-serve only when serving
from grasse_tui.ui import BOT_DELAY

if TYPE_CHECKING:
    from grasse_tui.core.game import SeatConfig
    from grasse_tui.core.record import GameRecord
    from grasse_tui.games.registry import GameModule
    from grasse_tui.simulation.play import GameResult

PROG = "grasse-tui"
EXIT_USAGE = 2
EXIT_FAILURE = 1
MAX_BOT_PACE = 5.0
"""The longest pause ``--bot-pace`` accepts, in seconds."""


class CliError(Exception):
    """Bad input for a command; the message is printed as one error line.

    ``code`` is the exit status (2 for bad input, 1 for a failure while running).
    """

    def __init__(self, message: str, code: int = EXIT_USAGE) -> None:
        super().__init__(message)
        self.code = code


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (``--help`` stays full)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{PROG}: error: {_one_line(message)}\n")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _bot_pace(text: str) -> float:
    """``--bot-pace``: seconds from 0 to ``MAX_BOT_PACE``."""
    try:
        pace = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= pace <= MAX_BOT_PACE:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_BOT_PACE:g} seconds, not {text}")
    return pace


MAX_PORT = 65535


def _port(text: str) -> int:
    """``serve --port``: a TCP port number from 1 to ``MAX_PORT``."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 1 <= port <= MAX_PORT:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_PORT}, not {text}")
    return port


def _id_list(text: str) -> tuple[str, ...]:
    """``"Events, clients"`` -> ``("events", "clients")``; ``""`` -> ``()``. An empty item
    (``"events,,clients"``) is an error, since it usually means a name was left out."""
    if not text.strip():
        return ()
    items = tuple(item.strip().casefold() for item in text.split(","))
    if not all(items):
        raise argparse.ArgumentTypeError(f"an empty name in {text!r}; list the names separated by single commas")
    return items


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (also used for ``--help``)."""
    from grasse_tui.core.store import DATA_DIR_ENV  # not at module level: see the module docstring

    parser = _Parser(
        prog=PROG,
        description="Perfume-themed board games, hot-seat at one terminal. "
        "Without a command, starts the app.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help=f"folder for the save file (default: the user data folder, or ${DATA_DIR_ENV})",
    )
    parser.add_argument(
        "--bot-pace",
        type=_bot_pace,
        metavar="SECONDS",
        help=f"pause before a bot's turn, a third of it between its steps; {MAX_BOT_PACE:g} at most (default: {BOT_DELAY:g}; 0: no pause)",
    )
    commands = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")

    simulate = commands.add_parser(
        "simulate",
        help="play all-bot games and report scores",
        description="Play all-bot games headless, in a pool of worker processes. Game g uses seed SEED+g; "
        "the results are the same for any number of workers. On a terminal: a progress bar, then tables; "
        "otherwise (or with --json): one JSON object per game, or with --report one for the whole run.",
    )
    simulate.add_argument("--game", default="grasse", help="game id (default: grasse)")
    simulate.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="seats per game (default: as many as --bots names, else the game's minimum; "
        "1 plays solo where the game has a solo mode)",
    )
    simulate.add_argument("--games", type=int, default=1, metavar="G", help="number of games (default: 1)")
    simulate.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the first game (default: 0)")
    seat_bots = simulate.add_mutually_exclusive_group()
    seat_bots.add_argument("--bot", metavar="NAME", help="bot for every seat (default: the game's default bot)")
    seat_bots.add_argument(
        "--bots",
        type=_id_list,
        metavar="LIST",
        help="comma-separated bots, one per seat in seat order (e.g. strong,greedy,greedy,greedy)",
    )
    simulate.add_argument(
        "--rotate",
        action="store_true",
        help="game g seats the bots turned g places, so each bot plays every seat equally often",
    )
    simulate.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="worker processes (default: one per core, here %(default)s; 1 plays in this process)",
    )
    simulate.add_argument(
        "--expansions",
        type=_id_list,
        default=(),
        metavar="LIST",
        help="comma-separated expansions to play (Grasse: events,clients,formula)",
    )
    simulate.add_argument(
        "--events-variant",
        type=int,
        action="append",
        default=[],
        dest="events_variants",
        metavar="N",
        help="an Events variant to play (Grasse: 1, 2 or 3; repeat the flag for several)",
    )
    simulate.add_argument(
        "--difficulty",
        choices=("easier", "normal", "harder", "hardest"),
        help="the solo opponent's level (La Fleur, --players 1; default: normal)",
    )
    simulate.add_argument(
        "--mode",
        choices=("competitive", "cooperative", "apprentice", "perfumer"),
        help="the mode of play (Eccentric Essences: competitive or cooperative; The Perfumer: apprentice or perfumer)",
    )
    simulate.add_argument(
        "--variant",
        type=int,
        choices=(1, 2),
        help="The Perfumer's helper variant: 1 picks from all helpers, 2 auctions them",
    )
    simulate.add_argument(
        "--nose",
        choices=("keen", "normal", "hard"),
        help="The Perfumer's nose difficulty: how much of its smell a plate gives away (default: normal)",
    )
    for flag, rule in (
        ("--public-judgement", "the other seats vote on an arrested alchemist"),
        ("--faster", "4 ingots win, hands of 4 event cards, no explosions"),
        ("--rotating-inquisitor", "the seats take the Grand Inquisitor in turn"),
    ):
        simulate.add_argument(flag, action="store_true", help=f"The Grand Alchemist's optional rule: {rule}")
    simulate.add_argument(
        "--json", action="store_true", help="one JSON object per game on stdout, nothing else (also when not a terminal)"
    )
    simulate.add_argument(
        "--report",
        action="store_true",
        help="win shares by seat position, by bot and by content played (characters, formulas…) "
        "instead of a line per game",
    )

    replay_cmd = commands.add_parser(
        "replay",
        help="replay a saved or exported game record and summarise it",
        description="Replay a game headless and print a public summary of the final position: "
        "a record or export JSON file (FILE), or a game in the save file (--save ID).",
    )
    source = replay_cmd.add_mutually_exclusive_group(required=True)
    source.add_argument("file", type=Path, nargs="?", metavar="FILE", help="record or export JSON file")
    source.add_argument(
        "--save", type=int, metavar="ID", help="id of a game in the save file (in --data-dir, if given)"
    )
    _data_dir_after(replay_cmd)

    serve_cmd = commands.add_parser(
        "serve",
        help="serve the app to a browser tab on this machine (textual-serve)",
        description=f"Serve the app on http://{HOST}:PORT (this machine only) until Ctrl+C; "
        "each browser tab that opens it gets its own app, with the same save file.",
    )
    serve_cmd.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, metavar="N", help=f"TCP port, 1–{MAX_PORT} (default: {DEFAULT_PORT})"
    )
    _data_dir_after(serve_cmd)
    serve_cmd.add_argument(
        "--bot-pace",
        type=_bot_pace,
        metavar="SECONDS",
        default=argparse.SUPPRESS,
        help="pause before a bot's turn (also taken before the command, as --data-dir is)",
    )
    return parser


def _data_dir_after(command: argparse.ArgumentParser) -> None:
    """``--data-dir`` also after ``command`` (SUPPRESS keeps one given before it)."""
    command.add_argument("--data-dir", type=Path, metavar="DIR", default=argparse.SUPPRESS, help="folder of the save file")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (the app path exits itself).

    Raises SystemExit for ``--help``, ``--version`` and argument errors (code 2).
    """
    arguments = sys.argv[1:] if argv is None else list(argv)
    if not arguments:
        _run_app(None)  # nothing to parse: the app's first frame need not wait for the parser and the store
    args = build_parser().parse_args(arguments)
    try:
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "serve":
            serve(args.port, args.data_dir, args.bot_pace)
            return 0
        if args.command == "replay":
            if args.save is not None:
                return _replay(*_saved_record(args.save, args.data_dir))
            return _replay(*_file_record(args.file))
    except CliError as exc:
        print(f"{PROG}: error: {_one_line(str(exc))}", file=sys.stderr)
        return exc.code
    except BrokenPipeError:
        # The reader stopped early (`| head`): nothing is wrong, but stdout must not be flushed again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:  # e.g. output to a full disk
        print(f"{PROG}: error: {_one_line(str(exc))}", file=sys.stderr)
        return 1
    _run_app(args.data_dir, args.bot_pace)


def _run_app(data_dir: Path | None, bot_pace: float | None = None) -> NoReturn:
    """Start the Textual app; the save store follows ``data_dir`` and bots pause ``bot_pace``
    seconds before each step, when given."""
    from grasse_tui.ui.app import TableApp  # not at module level: see the module docstring

    app = TableApp(data_dir.expanduser().absolute() if data_dir is not None else None, bot_delay=bot_pace)
    app.run()
    sys.exit(app.return_code or 0)


def _load_module(game_id: str) -> GameModule:
    from grasse_tui.games import registry  # not at module level: see the module docstring

    built = registry.rules_game_ids()
    if game_id not in built:
        raise CliError(f"unknown game {game_id!r} (choose from: {', '.join(built)})")
    try:
        return registry.load(game_id)
    except ImportError as exc:
        raise CliError(f"game {game_id!r} is not available in this install ({exc})", EXIT_FAILURE) from exc


def _simulate(args: argparse.Namespace) -> int:
    from grasse_tui.simulation.play import SimulationError, plan, play_all, table  # see the module docstring

    module = _load_module(args.game)
    game = module.game
    players = args.players
    if players is None:
        players = len(args.bots) if args.bots is not None else game.min_seats
    if not module.seats_allowed(players):
        solo = " (or 1, solo)" if module.solo else ""
        raise CliError(f"{game.title} takes {game.min_seats}–{module.most_seats} players{solo}, not {players}")
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")
    bots = _seat_bot_names(args, module, players)
    options = _game_options(args)
    try:
        module.make_config(table(module, bots), options)
    except ValueError as exc:
        raise CliError(f"cannot set up {game.title}: {exc}") from exc

    jobs = plan(args.game, options, bots, args.seed, args.games, args.rotate)
    workers = min(args.workers, args.games)
    try:
        with closing(play_all(jobs, workers)) as results:
            if args.json or not _stdout_is_terminal():
                _simulate_json(args, bots, options, results)
            else:
                from grasse_tui import simulate_tables  # Rich: for a terminal only

                asked = simulate_tables.Run(module, table(module, bots), bots, args.rotate, args.games, workers, args.report)
                simulate_tables.show(asked, results)
    except SimulationError as exc:
        raise CliError(str(exc), EXIT_FAILURE) from exc
    return 0


def _stdout_is_terminal() -> bool:
    """Whether ``simulate`` shows a progress bar and tables rather than JSON lines."""
    return sys.stdout.isatty()


def _simulate_json(
    args: argparse.Namespace, bots: tuple[str, ...], options: dict[str, Any], results: Iterable[GameResult]
) -> None:
    """``simulate``'s JSON: a line per game as it ends, or with ``--report`` one object for
    the run (what was asked, then the win shares by seat, by bot and by tag)."""
    from grasse_tui.simulation.play import result_json  # not at module level: see the module docstring
    from grasse_tui.simulation.tally import Balance

    balance = Balance()
    for result in results:
        balance.add(result)
        if not args.report:
            print(json.dumps(result_json(result)), flush=True)
    if args.report:
        asked = {"game": args.game, "players": len(bots), "seed": args.seed, "options": options}
        asked |= {"bots": list(bots), "rotate": args.rotate}
        print(json.dumps(asked | balance.to_json()), flush=True)


def _seat_bot_names(args: argparse.Namespace, module: GameModule, players: int) -> tuple[str, ...]:
    """Each seat's bot: ``--bots`` (one per seat) or ``--bot`` (the game's default bot
    without either) at every seat. Raises CliError for an unknown bot or a list of another
    length than the seats."""
    names = args.bots if args.bots is not None else (args.bot or module.default_bot,) * players
    for name in names:
        if name not in module.bots:
            raise CliError(f"unknown bot {name!r} for {args.game} (choose from: {', '.join(sorted(module.bots))})")
    if len(names) != players:
        listed = f"{len(names)} bot{'s' if len(names) != 1 else ''}"
        raise CliError(f"--bots names {listed} for {players} seat{'s' if players != 1 else ''}; give one per seat")
    return tuple(names)


def _game_options(args: argparse.Namespace) -> dict[str, Any]:
    """The setup options the simulate flags ask for; only those given, so a game
    without expansions still accepts a plain run."""
    options: dict[str, Any] = {}
    if args.expansions:
        options["expansions"] = list(args.expansions)
    if args.events_variants:
        options["events_variants"] = sorted(set(args.events_variants))
    if args.difficulty:
        options["difficulty"] = args.difficulty
    if args.mode:
        options["mode"] = args.mode
    if args.variant:
        options["variant"] = args.variant
    if args.nose:
        options["nose"] = args.nose
    for rule in ("public_judgement", "faster", "rotating_inquisitor"):
        if getattr(args, rule):
            options[rule] = True
    return options


def _seat_label(module: GameModule, seat: SeatConfig) -> str:
    colour = module.colour(seat.colour)
    return f"{colour.label} ({colour.letter})"


MAX_LISTED_IDS = 20
"""How many save ids an unknown ``--save`` lists (the most recently played)."""


def _file_record(path: Path) -> tuple[GameRecord, str]:
    """The record in a record or export file, and the path to name it by in errors."""
    from grasse_tui.core.errors import RecordError  # not at module level: see the module docstring
    from grasse_tui.core.store import DB_FILENAME, SQLITE_MAGIC, read_record_text

    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise CliError(f"no such file: {path}") from exc
    except OSError as exc:
        raise CliError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if data.startswith(SQLITE_MAGIC):
        folder = shlex.quote(str(path.absolute().parent))
        detail = "the save file" if path.name == DB_FILENAME else "an SQLite database, not a game record"
        raise CliError(
            f"{path} is {detail}; use `{PROG} --data-dir {folder} replay --save ID` to replay one of its games"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(f"{path} is not a game record (not UTF-8 text)") from exc
    try:
        return read_record_text(text), str(path)
    except RecordError as exc:
        raise CliError(f"{path}: {exc}") from exc


def _saved_record(save_id: int, data_dir: Path | None) -> tuple[GameRecord, str]:
    """The record of save ``save_id`` in the save file of ``data_dir`` (default: the store's
    data folder), and ``saved game #ID`` to name it by in errors. An unknown id lists the ids
    there; a missing save file is not created."""
    from grasse_tui.core.store import DB_FILENAME, SaveStore, StoreError
    from grasse_tui.core.store import data_dir as default_data_dir

    folder = data_dir.expanduser() if data_dir is not None else default_data_dir()
    path = folder / DB_FILENAME
    if not path.is_file():
        raise CliError(f"no save file at {path} (choose its folder with --data-dir)")
    try:
        with SaveStore.open(path, read_only=True) as store:
            ids = [listing.save_id for listing in store.list()]
            if save_id not in ids:
                raise CliError(f"no saved game #{save_id} in {path}; {_ids_text(ids)}")
            return store.load(save_id), f"saved game #{save_id}"
    except StoreError as exc:
        raise CliError(str(exc)) from exc


def _ids_text(ids: Sequence[int]) -> str:
    """``saved games there: 1, 2, 5`` from ids listed most recent first (the first
    ``MAX_LISTED_IDS``, ascending, then how many more), or that there are none."""
    if not ids:
        return "there are no saved games there"
    shown = sorted(ids[:MAX_LISTED_IDS])
    more = f" and {len(ids) - len(shown)} more" if len(ids) > len(shown) else ""
    return f"saved games there: {', '.join(map(str, shown))}{more}"


def _replay(record: GameRecord, source: str) -> int:
    """Replay ``record`` and print its public summary; errors name ``source``."""
    from grasse_tui.core.errors import RecordError  # not at module level: see the module docstring
    from grasse_tui.core.record import replay

    module = _load_module(record.game_id)
    game = module.game
    try:
        state = replay(game, record)
        seats = game.seats(game.decode_config(record.config))
    except RecordError as exc:
        raise CliError(f"{source}: {exc}") from exc

    over = game.is_over(state)
    # The seed deals every hidden card: told only once the game is over, as on the final screen.
    seed = record.seed if over else "hidden until the game is over"
    print(f"Game: {game.title} ({game.game_id}), seed {seed}")
    print("Seats:")
    for number, seat in enumerate(seats, start=1):
        who = "human" if seat.is_human else f"bot: {seat.bot}"
        print(f"  {number}. {seat.name} ({_seat_label(module, seat)}, {who})")
    if len(seats) == 1 and module.solo_opponent is not None:
        print(f"  against {module.solo_opponent} (the solo automaton)")
    print(f"Actions applied: {len(record.actions)}")
    print(f"Progress: {module.progress_label(game.view(state, None))}")
    print(f"Over: {'yes' if over else 'no'}")
    if over:
        scores = game.final_scores(state)
        print("Final scores:")
        for line in scores.lines:
            parts = ", ".join(f"{label} {points}" for label, points in line.breakdown.items())
            mark = "  (winner)" if line.seat in scores.winners else ""
            name = line.name or seats[line.seat].name
            print(f"  {line.seat + 1}. {name}: {line.total}{mark}  [{parts}]")
    return 0
