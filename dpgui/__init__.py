"""dpgui: release statistics about sensitive data with differential privacy."""

# The version, written here as in pyproject.toml (tests/test_packaging.py checks that they agree): every charge records
# it, and looking it up in the installed metadata (importlib.metadata) took longer to load than a release on a linked
# file takes to run.
__version__ = "0.1.0"
