"""Where the bundled files (the example study, icons) live: beside the package in a source
tree or editable install, or in the frozen app's bundle folder."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "resources" if bundle else Path(__file__).resolve().parent.parent / "resources"


def example_path(name: str) -> Path:
    return resources_dir() / "example" / name
