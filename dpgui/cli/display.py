"""Whether a window can be shown: the desktop app and the kiosk need a display."""

from __future__ import annotations

import os
import sys


def has_display() -> bool:
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
