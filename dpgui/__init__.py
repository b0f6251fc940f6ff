"""dpgui: release statistics about sensitive data with differential privacy."""

# The version, written here as in pyproject.toml (tests/test_packaging.py checks that they agree): every charge records
# it, and looking it up in the installed metadata (importlib.metadata) took longer to load than a release on a linked
# file takes to run.
__version__ = "0.1.0"


def __getattr__(name: str):
    """``dpgui.Study`` (the notebook interface), loaded when first asked for: ``import dpgui`` stays light, as the
    command line and the app's first paint need (tests/test_architecture.py). Looked up by name, not imported: the
    floors below read ``dpgui.__version__`` and must not be seen to depend on a front end (pyproject.toml's layers)."""
    if name == "Study":
        import importlib

        return importlib.import_module("dpgui.notebook").Study
    raise AttributeError(f"The module dpgui has no attribute {name!r}")
