"""Where the bundled files (the example study, icons) live: beside the package in a source
tree or editable install, or in the frozen app's bundle folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "resources" if bundle else Path(__file__).resolve().parent.parent / "resources"


def example_path(name: str) -> Path:
    return resources_dir() / "example" / name


def is_bundled_example(path) -> bool:
    """Whether ``path`` is the shipped example project itself. It describes made-up people and is installed
    readable by every user of the computer, as a program's own files are, so it needs no privacy warning."""
    try:
        return os.path.samefile(path, example_path("clinic_survey.dpgui"))
    except OSError:
        return False
