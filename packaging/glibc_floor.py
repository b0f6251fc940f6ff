"""The oldest glibc a Linux build can start on: the highest GLIBC_x.y symbol version any bundled ELF file needs.

glibc is never bundled, so the dynamic linker refuses to start the app on a system whose glibc lacks a version some
bundled library was linked against. `python packaging/glibc_floor.py dist/dpgui [--floor 2.34]` lists what sets it;
packaging/build.py fails the build when it is above the floor.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

# Ubuntu 22.04 has glibc 2.35 (RHEL 9: 2.34, Debian 12: 2.36). A build is refused above this. The libpython of the
# Python that builds sets it (2.35 from Debian 12's userland); PySide6 6.11's wheels alone need 2.34.
FLOOR = (2, 35)

_REFERENCES = re.compile(r"^Version References:\n(.*?)(?:\n\S|\Z)", re.S | re.M)
_GLIBC = re.compile(r"\bGLIBC_(\d+(?:\.\d+)+)\b")


def parse_version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def show(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version))


def needed_versions(objdump_private_headers: str) -> set[tuple[int, ...]]:
    """The GLIBC versions in the "Version References" of `objdump -p` output: what the dynamic linker checks."""
    block = _REFERENCES.search(objdump_private_headers)
    return {parse_version(v) for v in _GLIBC.findall(block.group(1))} if block else set()


def elf_files(folder: Path) -> list[Path]:
    def is_elf(path: Path) -> bool:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def survey(folder: Path) -> dict[Path, tuple[int, ...]]:
    """The highest GLIBC version each ELF file under `folder` needs (files that need none are left out)."""
    highest = {}
    for path in elf_files(folder):
        headers = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
        if versions := needed_versions(headers):
            highest[path] = max(versions)
    return highest


def report(highest: dict[Path, tuple[int, ...]], floor: tuple[int, ...], root: Path) -> tuple[str, bool]:
    """A few lines naming the files that set the needed glibc, and whether it is within `floor`."""
    if not highest:
        return "no bundled file needs a versioned glibc symbol", True
    top = max(highest.values())
    setters = sorted(str(p.relative_to(root)) for p, v in highest.items() if v == top)
    ok = top <= floor
    verdict = "within" if ok else "ABOVE"
    lines = [f"glibc needed: {show(top)} ({verdict} the floor {show(floor)}), set by:"] + [f"  {s}" for s in setters]
    if not ok:
        above = sorted(f"  {p.relative_to(root)}: {show(v)}" for p, v in highest.items() if v > floor)
        lines += [f"files above {show(floor)}:"] + above
    return "\n".join(lines), ok


def check(folder: Path, floor: tuple[int, ...] = FLOOR) -> tuple[str, bool]:
    return report(survey(folder), floor, folder)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the one-folder app, e.g. dist/dpgui")
    parser.add_argument("--floor", type=parse_version, default=FLOOR, help=f"highest allowed (default {show(FLOOR)})")
    args = parser.parse_args(argv)
    text, ok = check(args.folder, args.floor)
    print(text)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
