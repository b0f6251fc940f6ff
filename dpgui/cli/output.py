"""What a command prints on standard output, and what is said when a result already paid for cannot be delivered.

After a charge the ε stays spent whatever happens to the output (a full disk, a closed pipe, a file that cannot be
written), so the one line then said names the releases it is stored as and the `dpgui export` command that gives
it again at no cost, never an invitation to run the command again.
"""

from __future__ import annotations

import os
import shlex
import sys
from fractions import Fraction

from dpgui.core.costs.accounting import Cost
from dpgui.core.words.plain_numbers import localised, plain_number
from dpgui.core.words.translation import translate
from dpgui.store.declared.names import json_text, shown


def emit(data, text: str, as_json: bool) -> None:
    """Print a command's result: stable JSON with --json, else its text; exact and safe on a terminal either way."""
    print(json_text(data, indent=2, sort_keys=True) if as_json else shown(text, keep_lines=True))
    sys.stdout.flush()


def fixed(value: float, places: int) -> str:
    """``value`` with exactly ``places`` decimals, so that estimates of a share line up (0.0000 too, which
    ``plain_number`` would shorten to 0), with the chosen language's separators."""
    return localised(f"{value:,.{places}f}")


def joined(names: list[str]) -> str:
    """"--p-yes and --p-no": names joined by the language's "and"."""
    text = names[0]
    for name in names[1:]:
        text = translate("cli.output", "{first} and {second}").format(first=text, second=name)
    return text


def stop_printing() -> None:
    """After standard output failed: point it at the null device, so that Python's own flush at exit has nothing
    left to fail on (no "Exception ignored" after the message that says what happened)."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # not a real file (none, or a capture): nothing to flush at exit
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def not_printed(err: OSError) -> str:
    return translate("cli.output", "the result could not be printed ({reason})").format(reason=err.strerror or err)


def still_stored(problem: str, project: str, releases: list[dict], export: str | None = None) -> str:
    """One line for a result paid for but not delivered: ``problem``, then that what ``releases`` (stored results,
    each with its ``release_id`` and ``cost``) cost stays spent and the `dpgui export` command (``export``: its
    options after the release number; default a CSV table) that gives the first again at no cost."""
    numbers = [r["release_id"] for r in releases]
    first = numbers[0]
    command = (f"dpgui export {shlex.quote(project)} --release {first} "
               + (export or f"--format csv --out release-{first}.csv"))
    if len(numbers) == 1:
        fields = releases[0]["cost"]
        cost = Cost(fields["kind"], *(Fraction(fields[k]) for k in ("epsilon", "delta", "rho")))
        return translate("cli.output", "{problem}; the release was made all the same: the {cost} it cost stays spent, "
                         "and it is stored as release {release}: `{command}` gives it again at no cost (running the "
                         "command again would spend again)").format(problem=problem, cost=cost, release=first,
                                                                    command=command)
    return translate("cli.output", "{problem}; the {count} releases made stay spent, and their results are stored as "
                     "releases {releases}: `{command}` gives the first again (each other one with its number) at no "
                     "cost (running the command again would spend again)").format(
        problem=problem, count=plain_number(len(numbers)), releases=", ".join(map(str, numbers)), command=command)
