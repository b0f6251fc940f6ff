"""The `dpgui` entry point.

With no arguments it starts the desktop app, or the headless demo when there is no display.
With a subcommand it runs headless and prints readable text, or stable JSON with --json.
A refusal is one line on standard error (with --json, a JSON object ``{"error", "kind"}``), followed by a
form's rows to change one per line (``"lines"`` in JSON), and exit code 2; no traceback reaches the user unless they ask with --debug. A closed output pipe
(``dpgui … | head``) ends the command quietly.
The words (and how numbers are written) follow ``--language CODE`` or DPGUI_LANGUAGE, else the system's language;
--json output and its refusals stay English, for the programs that read them.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import dpgui
from dpgui import languages
from dpgui.cli import (audit_command, demo_command, project_commands, record_command, rr_command, survey_commands,
                       verify_command)
from dpgui.cli.display import has_display
from dpgui.cli.output import emit, not_printed, still_stored, stop_printing
from dpgui.core.costs.accounting import BudgetExceeded
from dpgui.core.progress import Cancelled
from dpgui.core.words import translation
from dpgui.core.words.translation import translate
from dpgui.engine.errors import ReleaseFailed
from dpgui.resources import is_bundled_example
from dpgui.store.declared.names import json_text, shown
from dpgui.store.errors import DiskFull, ImportFailed, LedgerTampered, ProjectBusy, StoreError, WriteFailed
from dpgui.store.safe_files import on_read_only_media, others_can_read

# Only light modules above (and in the command modules): numpy, pandas, the engine and the reports load when
# a command needs them, so `dpgui --version` and `--help` answer at once (tests/test_architecture.py). Of the
# parsers, only the one of the command on the line is built (``build_parser``).

# The "kind" of a refusal in --json mode, most specific first.
KINDS = ((BudgetExceeded, "budget_exceeded"), (ProjectBusy, "project_busy"), (LedgerTampered, "ledger_tampered"),
         (DiskFull, "disk_full"), (WriteFailed, "write_failed"), (ImportFailed, "import_failed"),
         (StoreError, "project"), (Cancelled, "cancelled"), (ReleaseFailed, "release_failed"),
         (ValueError, "invalid_input"), (OSError, "file"))
EXIT_REFUSED, EXIT_BROKEN_PIPE = 2, 141


def busy_meanwhile() -> str:
    return translate("cli.main", "Meanwhile, the commands that only read it (budget, history, export, report) work.")


class UsageError(Exception):
    """Bad command-line arguments (argparse's complaint), reported like any other refusal."""

    def __init__(self, parser: argparse.ArgumentParser, message: str):
        super().__init__(message)
        self.parser = parser


class _Version(argparse.Action):
    """``--version``, the version looked up only then (``dpgui.__version__``)."""

    def __init__(self, option_strings, dest, help):
        super().__init__(option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"dpgui {dpgui.__version__}")
        parser.exit()


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(self, message)


class _OneCommand:
    """The command modules' view of the subcommands when the line names ``command``: only its parser is built.
    Building all of them (some 200 arguments, argparse looking up its own words with gettext for each parser)
    cost every command ~6.5 ms, as long as the scan of a 10^6-row linked file."""

    def __init__(self, sub, command: str):
        self.sub, self.command, self.found = sub, command, False

    def add_parser(self, name: str, **kwargs):
        if name != self.command:
            return _NOT_BUILT
        self.found = True
        return self.sub.add_parser(name, **kwargs)


class _NotBuilt:
    """Another command's parser, not built: whatever is asked of it (arguments, groups, defaults, subcommands)
    is dropped."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: self


_NOT_BUILT = _NotBuilt()


def parse(argv: list[str]) -> argparse.Namespace:
    """The line's arguments, from the parser of the command it names; all the parsers for a line that names none,
    or a word that is no command (argparse then refuses it with the list of commands), or one whose options
    before the command could print that list (--help)."""
    return build_parser(named_command(argv)).parse_args(argv)


def named_command(argv: list[str]) -> str | None:
    """The line's first word that is not an option, if the options before it are only those that take no value
    and list no commands."""
    for arg in argv:
        if not arg.startswith("-"):
            return arg
        if arg not in ("--self-test", "--version"):
            return None
    return None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of the command line; with ``command``, beneath it only that command's parser, or all of them if
    it names none."""
    parser = _Parser(prog="dpgui", description=translate(
        "cli.main", "Release statistics about sensitive data with differential privacy. Run without a command to open "
        "the desktop app."))
    parser.add_argument("--version", action=_Version, help="show program's version number and exit")  # argparse's
    parser.add_argument("--self-test", action="store_true",
                        help=translate("cli.main", "check this installation: open the app offscreen and make one release"))
    parser.add_argument("--debug", action="store_true",
                        help=translate("cli.main", "on an error, also print the Python traceback (may be given anywhere "
                                       "on the line)"))
    parser.add_argument("--language", metavar="CODE",
                        help=translate("cli.main", "the language of the words, one of {codes} (default: DPGUI_LANGUAGE, "
                                       "else the system's; --json is always in English; may be given anywhere on the "
                                       "line)").format(codes=", ".join(languages.LANGUAGES)))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    adding = sub if command is None else _OneCommand(sub, command)
    for module in (demo_command, rr_command, verify_command, audit_command, survey_commands, record_command):
        module.add_parser(adding)
    project_commands.add_parsers(adding)
    if command is not None and not adding.found:
        return build_parser()
    return parser


def start_app() -> int:
    """The desktop app, or the headless demo when there is no display."""
    if not has_display():
        print(translate("cli.main", "No display found, so here is the headless demo on the bundled example.") + "\n")
        return main(["--language", translation.language(), "demo"])
    from dpgui.ui.app import run

    return run()


def refuse(command: str, err: BaseException, as_json: bool) -> int:
    """One line on standard error (a JSON object with --json); exit code 2."""
    kind = next((k for cls, k in KINDS if isinstance(err, cls)), "usage" if isinstance(err, UsageError) else "error")
    message = str(err) or type(err).__name__
    if isinstance(err, ProjectBusy):  # what the command line can do meanwhile (the app offers a read-only window)
        message += " " + busy_meanwhile()
    lines = getattr(err, "lines", [])  # a form's rows to change: one per line, and a list in --json
    if as_json:  # the message exactly as it is (names in it included), its hidden characters as JSON escapes
        print(json_text({"error": message, "kind": kind, **({"lines": lines} if lines else {})}), file=sys.stderr)
    else:
        if isinstance(err, UsageError):
            err.parser.print_usage(sys.stderr)
        headline = message.split("\n", 1)[0] if lines else message
        print(f"{command}: {shown(' '.join(headline.split()))}", file=sys.stderr)
        for line in lines:
            print(f"  {shown(' '.join(line.split()))}", file=sys.stderr)
    return EXIT_REFUSED


def warn_if_readable(args) -> None:
    """A project holds raw data: say so once if other users of this computer can read it (the bundled example,
    about made-up people, is meant to be). On read-only media nothing can change that, so nothing is said."""
    path = getattr(args, "project", None)
    if path and os.path.isfile(path) and args.handler is not project_commands.make_private_command \
            and others_can_read(path) and not is_bundled_example(path) \
            and not on_read_only_media(Path(path)):
        print(shown(translate("cli.main", "dpgui: warning: other users of this computer can read {path}, which holds "
                              "raw data; fix it with: dpgui project make-private {path}").format(path=path)),
              file=sys.stderr)


def print_traceback() -> None:
    """--debug: the Python traceback of the error being handled (its module loaded only then)."""
    import traceback

    traceback.print_exc()


def take_language(argv: list[str]) -> tuple[str | None, list[str]]:
    """``--language CODE`` (or ``--language=CODE``), wherever it is on the line, and the line without it: the
    language is chosen before the parsers are built, since their help is written in it."""
    for i, arg in enumerate(argv):
        if arg.startswith("--language="):
            return arg.split("=", 1)[1], argv[:i] + argv[i + 1:]
        if arg == "--language" and i + 1 < len(argv):
            return argv[i + 1], argv[:i] + argv[i + 2:]
    return None, argv


def main(argv: list[str] | None = None) -> int:
    # numpy's OpenBLAS starts a thread per core when it loads, which spins for ~50 ms of CPU: on two cores, time taken
    # from DuckDB's scan. dpgui's numpy work never runs BLAS in parallel (einsum's own loops, 1-D products), so the
    # library is told, before numpy loads, to start none (unless the user chose otherwise).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    argv = list(sys.argv[1:] if argv is None else argv)
    debug, as_json = "--debug" in argv, "--json" in argv
    language, argv = take_language([a for a in argv if a != "--debug"])
    languages.choose(translation.ENGLISH if as_json else language)  # --json is for programs: always English
    command = "dpgui"
    try:
        if language is not None and language not in languages.LANGUAGES:
            raise ValueError(translate("cli.main", "--language takes one of {codes}, not {code}").format(
                codes=", ".join(languages.LANGUAGES), code=language))
        args = parse(argv)
        if args.self_test:
            from dpgui.ui.self_test import run_self_test

            return run_self_test()
        if args.command is None:
            return start_app()
        command = f"dpgui {args.command}"
        warn_if_readable(args)
        data, text = args.handler(args)
        try:
            emit(data, text, args.json)
        except OSError as err:
            stop_printing()
            paid = project_commands.paid_for(args, data)
            if paid:  # spent and stored: say so, and how to see it again without paying
                raise WriteFailed(still_stored(not_printed(err), args.project, paid)) from None
            if isinstance(err, BrokenPipeError):
                raise
            raise WriteFailed(not_printed(err)) from None
        return 0
    except BrokenPipeError:  # the reader went away (`dpgui … | head`): stop quietly, as other tools do
        stop_printing()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        print(translate("cli.main", "{command}: interrupted").format(command=command), file=sys.stderr)
        return 130
    except (UsageError, ValueError, StoreError, BudgetExceeded, Cancelled, ReleaseFailed, OSError) as err:
        if debug:
            print_traceback()
        return refuse(command, err, as_json)
    except Exception as err:  # a bug: no traceback unless asked, and no value that might come from the data
        if debug:
            print_traceback()
        return refuse(command, RuntimeError(translate("cli.main", "unexpected {error}; run again with --debug for the "
                                                      "details and report it").format(error=type(err).__name__)), as_json)
