"""The `dpgui` entry point.

With no arguments it starts the desktop app, or the headless demo when there is no display.
With a subcommand it runs headless and prints readable text, or stable JSON with --json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from dpgui import __version__
from dpgui.core.accounting import BudgetExceeded
from dpgui.core.progress import Cancelled
from dpgui.engine.release import ReleaseFailed
from dpgui.store.errors import StoreError
from dpgui.cli import audit_command, demo_command, project_commands, rr_command, survey_commands, verify_command


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dpgui", description="Release statistics about sensitive data with differential privacy. "
                                  "Run without a command to open the desktop app.")
    parser.add_argument("--version", action="version", version=f"dpgui {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="check this installation: open the app offscreen and make one release")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in (demo_command, rr_command, verify_command, audit_command, survey_commands):
        module.add_parser(sub)
    project_commands.add_parsers(sub)
    return parser


def has_display() -> bool:
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def start_app() -> int:
    """The desktop app, or the headless demo when there is no display."""
    if not has_display():
        print("No display found, so here is the headless demo on the bundled example.\n")
        return main(["demo"])
    from dpgui.ui.app import run

    return run()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.self_test:
        from dpgui.ui.self_test import run_self_test

        return run_self_test()
    if args.command is None:
        return start_app()
    try:
        data, text = args.handler(args)
    except (ValueError, StoreError, BudgetExceeded, Cancelled, ReleaseFailed, OSError) as err:  # one line, no traceback
        print(f"dpgui {args.command}: {err}", file=sys.stderr)
        return 2
    print(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) if args.json else text)
    return 0
