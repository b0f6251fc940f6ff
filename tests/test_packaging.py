"""The installer's build: packaging/build.py, the spec, the glibc floor check and the Inno Setup script.

Only Linux builds here, so the Windows and macOS branches run with the platform mocked: the spec is executed with
PyInstaller's build classes replaced by recorders, and build.py's packaging steps with their tools replaced.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import stat
import sys
import tarfile
import types
import zipfile
from pathlib import Path

import pytest

from dpgui import __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ISS = PACKAGING / "windows" / "dpgui.iss"


def _load(name: str):
    sys.path.insert(0, str(PACKAGING))  # build.py imports glibc_floor as its neighbour
    try:
        spec = importlib.util.spec_from_file_location(f"dpgui_packaging_{name}", PACKAGING / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(PACKAGING))


build = _load("build")
glibc_floor = _load("glibc_floor")


# --- the spec, with PyInstaller replaced by recorders -------------------------------------------------------------

class Recorder:
    """Stands for one of PyInstaller's classes: keeps its arguments."""

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.binaries, self.datas, self.pure, self.scripts = [], [], [], []


class PyInstallerExcludes:
    """PyInstaller's own exclusion list, reduced to glibc."""

    def check_library(self, name):
        return Path(name).name.startswith("libc.so")


def run_spec(monkeypatch, platform_id: str) -> dict[str, list[Recorder]]:
    """Execute dpgui.spec as PyInstaller would on `platform_id`; return the build objects it made, by class."""
    made: dict[str, list[Recorder]] = {}

    def recorder(kind):
        def make(*args, **kwargs):
            made.setdefault(kind, []).append(Recorder(*args, **kwargs))
            return made[kind][-1]
        return make

    versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable", "VarFileInfo", "VarStruct",
                 "VSVersionInfo"):
        setattr(versioninfo, name, type(name, (Recorder,), {}))
    modules = {"PyInstaller": types.ModuleType("PyInstaller"),
               "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
               "PyInstaller.utils.hooks": types.SimpleNamespace(copy_metadata=lambda package: [],
                                                                collect_data_files=lambda package, **kw: []),
               "PyInstaller.utils.win32": types.ModuleType("PyInstaller.utils.win32"),
               "PyInstaller.utils.win32.versioninfo": versioninfo,
               "PyInstaller.depend": types.ModuleType("PyInstaller.depend"),
               "PyInstaller.depend.dylib": types.SimpleNamespace(exclude_list=PyInstallerExcludes())}
    modules["PyInstaller.depend"].dylib = modules["PyInstaller.depend.dylib"]
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts the repository first
    monkeypatch.setattr(sys, "platform", platform_id)
    namespace = {"SPECPATH": str(PACKAGING)} | {k: recorder(k) for k in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    source = (PACKAGING / "dpgui.spec").read_text(encoding="utf-8")
    exec(compile(source, str(PACKAGING / "dpgui.spec"), "exec"), namespace)
    made["dylib"] = [modules["PyInstaller.depend.dylib"]]
    return made


def test_spec_on_windows_makes_a_windowed_app_and_a_console_twin_with_icon_and_version(monkeypatch):
    made = run_spec(monkeypatch, "win32")
    exes = {e.kwargs["name"]: e.kwargs for e in made["EXE"]}
    assert exes["dpgui"]["console"] is False and exes["dpgui-cli"]["console"] is True
    # build.py self-tests the console twin, and Inno Setup installs the folder COLLECT names
    assert Path(build.self_test_command("windows")[0]).name == "dpgui-cli.exe"
    assert made["COLLECT"][0].kwargs["name"] == build.app_path("windows").name
    icon = Path(exes["dpgui"]["icon"])
    assert icon == ROOT / "resources" / "icons" / "dpgui.ico" and icon.read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert "BUNDLE" not in made


def test_spec_windows_version_resource_is_well_formed(monkeypatch):
    version = run_spec(monkeypatch, "win32")["EXE"][0].kwargs["version"]
    fixed = version.kwargs["ffi"].kwargs
    assert fixed["filevers"] == fixed["prodvers"]
    assert len(fixed["filevers"]) == 4 and all(isinstance(n, int) and 0 <= n < 2 ** 16 for n in fixed["filevers"])
    assert ".".join(map(str, fixed["filevers"][:3])) == __version__
    string_info, var_info = version.kwargs["kids"]
    (table,) = string_info.args[0]
    language, strings = table.args
    (translation,) = var_info.args[0]
    assert translation.args[0] == "Translation"
    # the string table's id is the language and code page the Translation entry declares (US English, Unicode)
    assert [int(language[:4], 16), int(language[4:], 16)] == translation.args[1] == [1033, 1200]
    values = dict(s.args for s in strings)
    assert values["FileVersion"] == values["ProductVersion"] == __version__
    assert {"ProductName", "FileDescription", "LegalCopyright"} <= values.keys()


def test_spec_on_macos_makes_an_app_bundle_with_the_icns_icon(monkeypatch):
    made = run_spec(monkeypatch, "darwin")
    (bundle,) = made["BUNDLE"]
    assert bundle.kwargs["name"] == build.app_path("macos").name
    assert bundle.kwargs["version"] == __version__ and bundle.kwargs["bundle_identifier"] == "org.dpgui.app"
    icon = Path(bundle.kwargs["icon"])
    assert icon == ROOT / "resources" / "icons" / "dpgui.icns" and icon.read_bytes()[:4] == b"icns"
    assert [e.kwargs["console"] for e in made["EXE"]] == [False]
    executable = Path(build.self_test_command("macos")[0])
    assert executable.relative_to(build.app_path("macos")) == Path("Contents/MacOS/dpgui")


def test_spec_on_linux_takes_the_desktop_libraries_from_the_system(monkeypatch):
    made = run_spec(monkeypatch, "linux")
    excludes = made["dylib"][0].exclude_list
    for system_library in ("/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "libexpat.so.1", "libgcc_s.so.1",
                           "libglib-2.0.so.0", "libcairo.so.2", "libfontconfig.so.1", "libc.so.6"):
        assert excludes.check_library(system_library), system_library
    # bundled: what many desktops lack (Qt's xcb helpers) and what Python's own modules need
    for bundled in ("libxcb-cursor.so.0", "libxkbcommon.so.0", "libpython3.11.so.1.0", "libssl.so.3", "libffi.so.8"):
        assert not excludes.check_library(bundled), bundled
    assert [e.kwargs["console"] for e in made["EXE"]] == [True] and "BUNDLE" not in made


def test_spec_bundles_the_phones_page_and_what_serves_it(monkeypatch):
    """The page's files as data where the server reads them, and the server's libraries, imported only on use."""
    analysis = run_spec(monkeypatch, "linux")["Analysis"][0].kwargs
    assert (str(ROOT / "dpgui" / "collect" / "static"), "dpgui/collect/static") in analysis["datas"]
    assert {"dpgui.collect.server.session", "dpgui.collect.interfaces", "aiohttp", "segno", "psutil"} \
        <= set(analysis["hiddenimports"])


def test_the_phones_libraries_ship_with_their_licences():
    from dpgui.licenses import shipped_licences

    found = {licence.package.lower().replace("-", "_"): licence for licence in shipped_licences()}
    for package in ("aiohttp", "aiohappyeyeballs", "aiosignal", "attrs", "frozenlist", "multidict", "propcache",
                    "yarl", "idna", "typing_extensions", "segno", "psutil"):
        assert found[package].name and len(found[package].text) > 500, package
    assert found["segno"].name == "BSD License"  # named only in its classifiers


# --- build.py's platform parts --------------------------------------------------------------------------------------

def test_systems_and_architectures_are_named_the_same_everywhere():
    assert [build.system_name(p) for p in ("win32", "darwin", "linux")] == ["windows", "macos", "linux"]
    with pytest.raises(build.BuildError):
        build.system_name("freebsd14")
    assert [build.architecture(m) for m in ("AMD64", "x86_64", "arm64", "aarch64")] == \
        ["x86_64", "x86_64", "arm64", "arm64"]
    assert build.venv_python(Path("v"), "windows") == Path("v/Scripts/python.exe")
    assert build.venv_python(Path("v"), "macos") == Path("v/bin/python")
    assert build.archive_stem("1.2.3", "linux", "x86_64") == "dpgui-1.2.3-linux-x86_64"


def fake_app(dist: Path, *executables: str) -> Path:
    app = dist / "dpgui"
    (app / "_internal").mkdir(parents=True)
    (app / "_internal" / "library.so").write_bytes(b"x" * 100)
    for name in executables:
        (app / name).write_bytes(b"program")
        (app / name).chmod(0o755)
    return app


def test_linux_archive_holds_the_app_and_its_menu_entry(tmp_path):
    app = fake_app(tmp_path, "dpgui")
    (archive,) = build.package_linux(app, "dpgui-1.0-linux-x86_64")
    assert archive == tmp_path / "dpgui-1.0-linux-x86_64.tar.gz"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert {"dpgui/dpgui", "dpgui/dpgui.desktop", "dpgui/install-desktop-entry.sh",
            "dpgui/_internal/library.so"} <= members.keys()
    assert members["dpgui/dpgui"].mode & stat.S_IXUSR and members["dpgui/install-desktop-entry.sh"].mode & stat.S_IXUSR


def test_windows_writes_a_zip_and_compiles_the_inno_script(tmp_path, monkeypatch):
    app = fake_app(tmp_path, "dpgui.exe", "dpgui-cli.exe")
    commands = []
    monkeypatch.setattr(build, "inno_compiler", lambda: Path("C:/Inno Setup 6/ISCC.exe"))
    monkeypatch.setattr(build, "run", commands.append)
    made = build.package_windows(app, "dpgui-1.0-windows-x86_64", "1.0")
    assert made == [tmp_path / "dpgui-1.0-windows-x86_64.zip", tmp_path / "dpgui-1.0-windows-x86_64-setup.exe"]
    assert {"dpgui/dpgui.exe", "dpgui/dpgui-cli.exe", "dpgui/_internal/library.so"} <= \
        set(zipfile.ZipFile(made[0]).namelist())
    (command,) = commands
    assert command[0].name == "ISCC.exe" and command[-1] == build.INNO_SCRIPT
    assert "/DAppVersion=1.0" in command and "/DOutputName=dpgui-1.0-windows-x86_64-setup" in command
    assert f"/O{tmp_path}" in command


def test_windows_without_inno_setup_keeps_the_zip_and_says_what_to_install(tmp_path, monkeypatch):
    app = fake_app(tmp_path, "dpgui.exe")
    monkeypatch.setattr(build, "inno_compiler", lambda: None)
    with pytest.raises(build.BuildError, match="Inno Setup 6 is not installed"):
        build.package_windows(app, "dpgui-1.0-windows-x86_64", "1.0")
    assert (tmp_path / "dpgui-1.0-windows-x86_64.zip").is_file()


def test_inno_setup_is_found_where_it_installs_itself(tmp_path, monkeypatch):
    compiler = tmp_path / "Inno Setup 6" / "ISCC.exe"
    compiler.parent.mkdir()
    compiler.write_bytes(b"")
    monkeypatch.setattr(shutil, "which", lambda name: None)
    for variable in ("ProgramFiles", "LOCALAPPDATA"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("ProgramFiles(x86)", str(tmp_path))
    assert build.inno_compiler() == compiler
    monkeypatch.setenv("ProgramFiles(x86)", str(tmp_path / "elsewhere"))
    assert build.inno_compiler() is None


def test_macos_disk_image_holds_the_app_and_a_link_to_applications(tmp_path, monkeypatch):
    app = tmp_path / "dist" / "dpgui.app"
    commands, staged = [], []

    def tool(command):  # hdiutil is busy twice, as on GitHub's runners at times
        commands.append(command)
        if command[0] == "ditto":
            return
        staging = Path(command[command.index("-srcfolder") + 1])
        staged.append((staging / "Applications").readlink())
        if len(staged) < 3:
            raise build.BuildError("hdiutil: create failed - Resource busy")

    monkeypatch.setattr(build, "run", tool)
    monkeypatch.setattr(build.time, "sleep", lambda seconds: None)
    made = build.package_macos(app, "dpgui-1.0-macos-arm64", tmp_path / "work")
    assert made == [tmp_path / "dist" / "dpgui-1.0-macos-arm64.dmg"]
    assert commands[0] == ["ditto", app, tmp_path / "work" / "dmg" / "dpgui.app"]
    assert [c[:2] for c in commands[1:]] == [["hdiutil", "create"]] * 3 and commands[-1][-1] == made[0]
    assert staged == [Path("/Applications")] * 3


def test_macos_gives_up_after_the_last_attempt(tmp_path, monkeypatch):
    def tool(command):
        if command[0] == "hdiutil":
            raise build.BuildError("busy")

    monkeypatch.setattr(build, "run", tool)
    monkeypatch.setattr(build.time, "sleep", lambda seconds: None)
    with pytest.raises(build.BuildError):
        build.package_macos(tmp_path / "dpgui.app", "dpgui-1.0-macos-arm64", tmp_path / "work")


# --- the glibc floor ------------------------------------------------------------------------------------------------

OBJDUMP = """
Dynamic Section:
  NEEDED               libstdc++.so.6
  NEEDED               libc.so.6

Version definitions:
1 0x01 0x0a3e4f5d libexample.so.1
2 0x00 0x0a3e4f5e GLIBC_2.99

Version References:
  required from libstdc++.so.6:
    0x08922974 0x00 05 GLIBCXX_3.4
    0x0297f871 0x00 04 GLIBCXX_3.4.21
  required from libc.so.6:
    0x09691a75 0x00 03 GLIBC_2.2.5
    0x069691b4 0x00 02 GLIBC_2.34
    0x0963cf85 0x00 06 GLIBC_PRIVATE
"""


def test_only_the_glibc_versions_a_file_requires_count():
    assert glibc_floor.needed_versions(OBJDUMP) == {(2, 2, 5), (2, 34)}
    assert glibc_floor.needed_versions("Dynamic Section:\n  NEEDED libz.so.1\n") == set()


def test_report_names_what_sets_the_floor_and_refuses_above_it(tmp_path):
    needs = {tmp_path / "a.so": (2, 34), tmp_path / "b.so": (2, 17), tmp_path / "c.so": (2, 34)}
    text, ok = glibc_floor.report(needs, (2, 35), tmp_path)
    assert ok and text.splitlines() == ["glibc needed: 2.34 (within the floor 2.35), set by:", "  a.so", "  c.so"]
    text, ok = glibc_floor.report(needs, (2, 28), tmp_path)
    assert not ok and "ABOVE the floor 2.28" in text and "  c.so: 2.34" in text and "b.so: 2.17" not in text


def test_survey_reads_the_elf_files_of_a_folder(tmp_path):
    shutil.copy(sys.executable, tmp_path / "python")
    (tmp_path / "notes.txt").write_text("not a program")
    highest = glibc_floor.survey(tmp_path)
    assert list(highest) == [tmp_path / "python"] and highest[tmp_path / "python"] >= (2, 2, 5)
    assert glibc_floor.main([str(tmp_path), "--floor", "2.2"]) == 1


def test_the_workflow_builds_every_system_with_build_py_and_linux_at_or_below_the_floor():
    workflow = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    for runner in ("windows-latest", "macos-latest"):
        assert f"runs-on: {runner}" in workflow
    assert workflow.count("packaging/build.py") >= 3
    (floor,) = re.findall(r"build\.py --glibc-floor ([\d.]+)", workflow)
    assert glibc_floor.parse_version(floor) <= glibc_floor.FLOOR


# --- the Inno Setup script ------------------------------------------------------------------------------------------

def inno_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for line in ISS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(";") or line.startswith("#"):
            continue
        if match := re.fullmatch(r"\[(\w+)\]", line):
            current = sections.setdefault(match.group(1), [])
        else:
            assert current is not None, f"outside any section: {line}"
            current.append(line)
    return sections


def entries(lines: list[str]) -> list[dict[str, str]]:
    """`Name: "x"; Filename: "y"; Flags: a b` lines as dictionaries."""
    return [{k.strip(): v.strip().strip('"') for k, v in (p.split(":", 1) for p in line.split("; "))} for line in lines]


def test_inno_script_has_an_app_id_a_start_menu_entry_and_an_uninstaller():
    sections = inno_sections()
    assert {"Setup", "Languages", "Tasks", "InstallDelete", "Files", "Icons", "Run"} <= sections.keys()
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert setup["AppVersion"] == "{#AppVersion}" and setup["OutputBaseFilename"] == "{#OutputName}"
    assert setup.get("Uninstallable", "yes") == "yes" and setup["UninstallDisplayIcon"] == r"{app}\dpgui.exe"
    icons = entries(sections["Icons"])
    assert {"Name": r"{group}\dpgui", "Filename": r"{app}\dpgui.exe"}.items() <= icons[0].items()
    assert any(i["Filename"] == "{uninstallexe}" and i["Name"].startswith("{group}") for i in icons)


def test_inno_script_paths_exist_and_install_what_the_build_makes():
    here = ISS.parent
    setup = dict(line.split("=", 1) for line in inno_sections()["Setup"])
    icon = here / setup["SetupIconFile"].replace("\\", "/")
    assert icon.resolve() == ROOT / "resources" / "icons" / "dpgui.ico" and icon.is_file()
    (files,) = entries(inno_sections()["Files"])
    source = here / files["Source"].replace("\\", "/")
    assert source.name == "*" and source.parent.resolve() == build.app_path("windows").resolve()
    assert files["DestDir"] == "{app}" and "recursesubdirs" in files["Flags"].split()
    # build.py passes exactly the defines the script requires
    assert re.findall(r"#ifndef (\w+)", ISS.read_text(encoding="utf-8")) == ["AppVersion", "OutputName"]


def test_the_version_written_in_dpgui_is_the_packages():
    """``dpgui.__version__`` is written in the code (every charge records it, and the metadata lookup was slow to
    load): it must be the version pyproject.toml gives the package, and the installed metadata says."""
    import importlib.metadata
    import tomllib

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert __version__ == declared == importlib.metadata.version("dpgui")


def test_spec_bundles_what_the_teams_record_needs(monkeypatch):
    analysis = run_spec(monkeypatch, "linux")["Analysis"][0].kwargs
    assert (str(ROOT / "dpgui" / "store" / "ledger" / "team_schema.sql"), "dpgui/store/ledger") in analysis["datas"]
    assert {"dpgui.store.ledger.team_record", "psycopg", "psycopg_binary", "keyring"} <= set(analysis["hiddenimports"])


def test_the_team_records_libraries_ship_with_their_licences():
    """psycopg is LGPL-3.0; its binary wheel bundles libpq, OpenSSL, Kerberos, OpenLDAP and SASL without their
    licence files, so their texts ship beside it; keyring is MIT."""
    from dpgui.licenses import shipped_licences

    found = {licence.package.lower().replace("-", "_"): licence for licence in shipped_licences()}
    assert found["psycopg"].name == found["psycopg_binary"].name == "LGPL-3.0-only"
    for bundled in ("PostgreSQL", "OpenSSL", "Kerberos", "OpenLDAP", "Apache License"):
        assert bundled in found["psycopg_binary"].text, bundled
    assert found["keyring"].name == "MIT" and "Permission is hereby granted" in found["keyring"].text
