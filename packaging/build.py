"""Build dpgui's installer on the system this runs on: `python packaging/build.py` (Windows, macOS or Linux).

It makes a clean virtual environment with dpgui and PyInstaller, builds the one-folder app with dpgui.spec, runs the
app's own --self-test, checks the glibc floor (Linux), and writes into dist/:
- Windows: a .zip of dist/dpgui and a setup program made by Inno Setup from packaging/windows/dpgui.iss;
- macOS: dist/dpgui.app in a .dmg (hdiutil);
- Linux: a .tar.gz of dist/dpgui with the application-menu entry.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import venv
from pathlib import Path

import glibc_floor

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
INNO_SCRIPT = PACKAGING / "windows" / "dpgui.iss"
REQUIREMENTS = [".[spss]", "pyinstaller>=6.0,<7"]  # the spec narrows PyInstaller's library exclusions (6.x API)
HDIUTIL_ATTEMPTS = 4


class BuildError(Exception):
    """A step failed; the message says which and what to do."""


def system_name(platform_id: str | None = None) -> str:
    platform_id = platform_id or sys.platform
    if platform_id == "win32":
        return "windows"
    if platform_id == "darwin":
        return "macos"
    if platform_id.startswith("linux"):
        return "linux"
    raise BuildError(f"no installer for {platform_id}: dpgui builds on Windows, macOS and Linux")


def architecture(machine: str | None = None) -> str:
    """The CPU in the archive's name, spelled the same on every system (Windows says AMD64, macOS arm64)."""
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def venv_python(environment: Path, system: str) -> Path:
    return environment / ("Scripts/python.exe" if system == "windows" else "bin/python")


def app_path(system: str, dist: Path = DIST) -> Path:
    """What users get: the .app bundle on macOS, the one-folder app elsewhere."""
    return dist / ("dpgui.app" if system == "macos" else "dpgui")


def self_test_command(system: str, dist: Path = DIST) -> list[str]:
    """The frozen app's self-test. On Windows dpgui.exe is windowed and has no console to report to: use its twin."""
    executable = {"windows": dist / "dpgui" / "dpgui-cli.exe",
                  "macos": dist / "dpgui.app" / "Contents" / "MacOS" / "dpgui",
                  "linux": dist / "dpgui" / "dpgui"}[system]
    return [str(executable), "--self-test"]


def archive_stem(version: str, system: str, machine: str) -> str:
    return f"dpgui-{version}-{system}-{machine}"


def size_mib(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 2 ** 20


def run(command: list, **kwargs) -> None:
    print("+", " ".join(map(str, command)), flush=True)
    try:
        subprocess.run([str(c) for c in command], check=True, **kwargs)
    except (OSError, subprocess.CalledProcessError) as err:
        raise BuildError(f"{Path(str(command[0])).name} failed: {err}") from err


def make_environment(work: Path, system: str) -> Path:
    """A fresh virtual environment with dpgui (as users get it, with SPSS import) and PyInstaller."""
    environment = work / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(environment)
    python = venv_python(environment, system)
    run([python, "-m", "pip", "install", "-q", "--upgrade", "pip"])
    run([python, "-m", "pip", "install", "-q", *REQUIREMENTS], cwd=ROOT)
    return python


def freeze(python: Path, work: Path, dist: Path) -> None:
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN", "--distpath", dist,
         "--workpath", work / "pyinstaller", PACKAGING / "dpgui.spec"], cwd=ROOT)


def strip_linux(app: Path) -> None:
    """Strip debug symbols (libpython drops from 23 MB to 5 MB), except from the libraries that auditwheel vendored
    into *.libs folders: stripping those (numpy's OpenBLAS) makes them unloadable."""
    libraries = [p for p in (app / "_internal").rglob("*.so*")
                 if p.is_file() and not p.is_symlink() and not any(part.endswith(".libs") for part in p.parts)]
    subprocess.run(["strip", "--strip-unneeded", *map(str, libraries)], stderr=subprocess.DEVNULL)


def check_glibc(app: Path, floor: tuple[int, ...]) -> None:
    text, ok = glibc_floor.check(app, floor)
    print(text)
    if not ok:
        raise BuildError(f"the app needs a newer glibc than {glibc_floor.show(floor)}: see packaging/README.md")


def package_linux(app: Path, stem: str) -> list[Path]:
    for name in ("dpgui.desktop", "install-desktop-entry.sh"):
        shutil.copy2(PACKAGING / "linux" / name, app / name)
    archive = app.parent / f"{stem}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:  # gzip's default: -9 takes twice as long for 1%
        tar.add(app, arcname=app.name)
    return [archive]


def package_windows(app: Path, stem: str, version: str) -> list[Path]:
    archive = Path(shutil.make_archive(str(app.parent / stem), "zip", app.parent, app.name))
    compiler = inno_compiler()
    if compiler is None:
        raise BuildError(f"wrote {archive.name}, but Inno Setup 6 is not installed, so there is no setup program: "
                         "install it from https://jrsoftware.org/isdl.php and build again")
    run([compiler, f"/DAppVersion={version}", f"/DOutputName={stem}-setup", f"/O{app.parent}", INNO_SCRIPT])
    return [archive, app.parent / f"{stem}-setup.exe"]


def inno_compiler() -> Path | None:
    """ISCC.exe: on the PATH, or where Inno Setup 6 installs itself (for all users or for one)."""
    found = shutil.which("iscc")
    if found:
        return Path(found)
    places = [os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles"), os.environ.get("LOCALAPPDATA")]
    for base in filter(None, places):
        for folder in ("Inno Setup 6", "Programs/Inno Setup 6"):
            if (candidate := Path(base) / folder / "ISCC.exe").is_file():
                return candidate
    return None


def package_macos(app: Path, stem: str, work: Path) -> list[Path]:
    """A disk image holding dpgui.app and a link to /Applications, so installing is one drag."""
    staging = work / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    run(["ditto", app, staging / app.name])  # macOS's own copy: keeps the bundle's links, attributes and signature
    (staging / "Applications").symlink_to("/Applications")
    image = app.parent / f"{stem}.dmg"
    command = ["hdiutil", "create", "-volname", "dpgui", "-srcfolder", staging, "-fs", "HFS+", "-format", "UDZO", "-ov",
               image]
    for attempt in range(1, HDIUTIL_ATTEMPTS + 1):
        try:
            run(command)
            return [image]
        except BuildError:  # "Resource busy": a known race on GitHub's macOS runners (actions/runner-images#7522)
            if attempt == HDIUTIL_ATTEMPTS:
                raise
            time.sleep(5 * attempt)


def package(system: str, app: Path, version: str, machine: str, work: Path) -> list[Path]:
    stem = archive_stem(version, system, machine)
    if system == "windows":
        return package_windows(app, stem, version)
    if system == "macos":
        return package_macos(app, stem, work)
    return package_linux(app, stem)


def build(work: Path, floor: tuple[int, ...]) -> list[Path]:
    system = system_name()
    shutil.rmtree(work, ignore_errors=True)
    for stale in (DIST / "dpgui", DIST / "dpgui.app"):
        shutil.rmtree(stale, ignore_errors=True)
    python = make_environment(work, system)
    freeze(python, work, DIST)
    app = app_path(system)
    if system == "linux":
        strip_linux(app)
        check_glibc(app, floor)
    run(self_test_command(system))
    version = subprocess.run([python, "-c", "import dpgui; print(dpgui.__version__)"], capture_output=True, text=True,
                             check=True).stdout.strip()
    made = package(system, app, version, architecture(), work)
    print(f"app: {app.relative_to(ROOT)} ({size_mib(app):.0f} MiB)")
    for path in made:
        print(f"installer: {path.relative_to(ROOT)} ({size_mib(path):.0f} MiB)")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    work = Path(os.environ.get("DPGUI_BUILD_DIR", ROOT / "build" / "packaging"))
    floor = glibc_floor.FLOOR
    parser.add_argument("--work", type=Path, default=work,
                        help="scratch folder for the environment and PyInstaller (emptied first)")
    parser.add_argument("--glibc-floor", type=glibc_floor.parse_version, default=floor,
                        help=f"Linux: refuse a build that needs a newer glibc (default {glibc_floor.show(floor)})")
    args = parser.parse_args(argv)
    try:
        build(args.work.resolve(), args.glibc_floor)
    except BuildError as err:
        print(f"build failed: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
