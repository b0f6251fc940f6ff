"""dpgui: release statistics about sensitive data with differential privacy."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("dpgui")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.1.0"
