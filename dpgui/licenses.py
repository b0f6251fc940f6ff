"""The licences of dpgui and of the third-party packages it ships, read from their installed
metadata (the frozen app collects that metadata, so the texts ship inside it)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import metadata

from dpgui.core.words.translation import QT_TRANSLATE_NOOP

SHIPPED = ["dpgui", "PySide6_Essentials", "shiboken6", "numpy", "pandas", "matplotlib", "cryptography", "openpyxl",
           "pillow", "contourpy", "cycler", "fonttools", "kiwisolver", "packaging", "pyparsing", "python-dateutil",
           "six", "et_xmlfile", "cffi", "pycparser", "pytz", "tzdata", "pyxform", "xlrd", "lark", "defusedxml", "fpdf2",
           "duckdb",
           # the phones' server and what it pulls in, the QR code, the network interfaces
           "aiohttp", "aiohappyeyeballs", "aiosignal", "attrs", "frozenlist", "multidict", "propcache", "yarl", "idna",
           "typing_extensions", "segno", "psutil",
           # the team's record of spending: the PostgreSQL driver (its binary wheel bundles libpq and OpenSSL), and
           # the operating system's keyring for the server's password, with what it pulls in
           "psycopg", "psycopg-binary", "keyring", "jaraco.classes", "jaraco.functools", "jaraco.context",
           "more-itertools", "importlib_metadata", "lazy-importer", "zipp", "backports.tarfile", "SecretStorage",
           "jeepney", "pywin32-ctypes"]
# Wheels that bundle libraries whose licences they do not carry: the texts ship in resources/licenses.
BUNDLED = {"psycopg-binary": "psycopg-binary-bundled.txt"}
_LICENCE_FILE = re.compile(r"(^|/)(LICEN[CS]E|COPYING|NOTICE)[^/]*$", re.IGNORECASE)

QT_NOTICE = QT_TRANSLATE_NOOP("licenses", "dpgui uses Qt for Python (PySide6) and Qt under the GNU Lesser General "
                              "Public License v3. They are used as unmodified, dynamically linked libraries: you may "
                              "replace them with your own build, and their source code is available from qt.io. The "
                              "full LGPL text is included below.")  # the licence texts themselves stay as written


@dataclass(frozen=True)
class Licence:
    package: str
    version: str
    name: str
    text: str


def _qt_licence(package: str, text: str) -> str:
    """PySide6's wheels carry no licence file: add the LGPL (and the GPL it builds on) that ship in resources."""
    if text or package not in ("PySide6_Essentials", "shiboken6"):
        return text
    from dpgui.resources import resources_dir
    folder = resources_dir() / "licenses"
    return "\n\n".join([QT_NOTICE] + [(folder / n).read_text(encoding="utf-8") for n in ("LGPL-3.0.txt", "GPL-3.0.txt")])


def _bundled_licences(package: str, text: str) -> str:
    """A wheel's own licence, followed by those of the libraries it bundles without their licence files."""
    if package not in BUNDLED:
        return text
    from dpgui.resources import resources_dir
    return "\n\n".join([text, (resources_dir() / "licenses" / BUNDLED[package]).read_text(encoding="utf-8")])


def _classified(classifiers: list[str]) -> str:
    """The licence a package names only in its classifiers ("License :: OSI Approved :: BSD License")."""
    return next((c.rsplit(" :: ", 1)[-1] for c in classifiers if c.startswith("License ::")), "")


def shipped_licences() -> list[Licence]:
    out = []
    for package in SHIPPED:
        try:
            dist = metadata.distribution(package)
        except metadata.PackageNotFoundError:
            continue
        meta = dist.metadata
        name = meta.get("License-Expression") or next(iter((meta.get("License") or "").splitlines()), "") \
            or _classified(meta.get_all("Classifier") or [])
        texts = []
        for file in dist.files or []:
            if _LICENCE_FILE.search(str(file)):
                try:
                    texts.append(file.locate().read_text(encoding="utf-8", errors="replace"))
                except OSError:
                    continue
        out.append(Licence(meta["Name"], dist.version, name.strip()[:80],
                           _bundled_licences(package, _qt_licence(package, "\n\n".join(texts)))))
    return out
