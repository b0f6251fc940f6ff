"""dpgui: release statistics about sensitive data with differential privacy."""


def __getattr__(name: str) -> str:
    """``__version__``, looked up when first asked for: importlib.metadata takes longer to load than a
    release on a linked file takes to run, and most commands never show the version."""
    if name != "__version__":
        raise AttributeError(f"Module 'dpgui' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("dpgui")
    except PackageNotFoundError:  # running from a source tree that was not installed
        found = "0.1.0"
    globals()["__version__"] = found
    return found
